import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import budgets from '../../budgets.json' with { type: 'json' };
import { firstLoadScripts } from '../../scripts/first-load.ts';
import { builtRoutes, dist } from '../support/site.ts';

const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
const htmlOf = (route: string) =>
  readFileSync(path.join(dist, route === '/' ? '' : route, 'index.html'), 'utf8');

const contentPages = builtRoutes().filter((r) => r.kind === 'content');
const screens = builtRoutes().filter((r) => r.kind === 'screen');

describe('first-load JavaScript budget (budgets.json)', () => {
  it.each(contentPages.map((r) => [r.path] as const))('%s stays within the budget', (route) => {
    const scripts = firstLoadScripts(htmlOf(route));
    expect(scripts.length).toBeGreaterThan(0);
    // A page in another language than English also loads that language's words for the header
    // and navigation (its pack, the chunk language-<code>: vite.config.ts): a budget of their own, so that a page's code has
    // the same budget in every language.
    const isPack = (s: string) => /\/language-[a-z]+-[\w-]+\.js$/.test(s);
    const code = scripts.filter((s) => !isPack(s));
    const total = code.reduce((n, s) => n + gzipBytes(s), 0);
    expect(total, `${route}: ${code.join(', ')}`).toBeLessThanOrEqual(
      budgets.contentPageFirstLoadJsGzip,
    );
    for (const pack of scripts.filter(isPack))
      expect(gzipBytes(pack), `${route}: ${pack}`).toBeLessThanOrEqual(budgets.languagePackGzip);
  });

  it.each(screens.map((r) => [r.path] as const))('%s stays within the screens budget', (route) => {
    const scripts = firstLoadScripts(htmlOf(route));
    expect(scripts.length).toBeGreaterThan(0);
    const total = scripts.reduce((n, s) => n + gzipBytes(s), 0);
    expect(total, `${route}: ${scripts.join(', ')}`).toBeLessThanOrEqual(
      budgets.screenFirstLoadJsGzip,
    );
  });

  it('keeps the backend client, the search index and the generator out of content pages', () => {
    for (const r of contentPages) {
      for (const script of firstLoadScripts(htmlOf(r.path))) {
        // The code, not the names of the chunks it imports (such as lib/supabase-session's).
        const code = readFileSync(path.join(dist, script), 'utf8').replace(
          /(assets\/|\.\/)[\w.-]+\.js/g,
          '',
        );
        expect(code, `${r.path} loads ${script}`).not.toMatch(
          /supabase|GoTrueClient|PostgrestClient/i,
        );
        expect(code, `${r.path} loads ${script}`).not.toMatch(/business\/content\//);
        expect(code, `${r.path} loads ${script}`).not.toContain('"index":{"keys"');
      }
    }
  });
});
