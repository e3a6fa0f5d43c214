/**
 * `npm run bench`: prints figures, never fails on them. The build time, and per kind of page the
 * gzip bytes of JavaScript, CSS and HTML that a first visit downloads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import budgets from '../budgets.json' with { type: 'json' };
import { buildSite, projectRoot } from './build.ts';
import { firstLoadScripts, firstLoadStyles } from './first-load.ts';

interface RouteInfo {
  path: string;
  kind: 'content' | 'screen' | 'redirect';
  collection: string | null;
  layout: string | null;
}

const dist = path.join(projectRoot, 'dist');
const gz = (file: string) => gzipSync(readFileSync(file)).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function kindOf(r: RouteInfo): string {
  if (r.kind === 'screen') return `screen ${r.path}`;
  if (r.collection === 'pages') return r.layout ?? 'page';
  return r.collection ?? 'page';
}

async function main() {
  const timings = await buildSite({ quiet: true });
  console.log(`\nBuild: ${(timings.totalMs / 1000).toFixed(2)} s for ${timings.pages} pages`);
  console.log(
    `  client ${timings.clientMs} ms, server ${timings.serverMs} ms, prerender ${timings.prerenderMs} ms\n`,
  );

  const routes = JSON.parse(
    readFileSync(path.join(projectRoot, 'src/generated/routes.json'), 'utf8'),
  ) as RouteInfo[];
  const byKind = new Map<string, { route: string; js: number; css: number; html: number }[]>();
  for (const r of routes.filter((x) => x.kind !== 'redirect')) {
    const htmlFile = path.join(dist, r.path === '/' ? '' : r.path, 'index.html');
    const html = readFileSync(htmlFile, 'utf8');
    const js = firstLoadScripts(html).reduce((n, s) => n + gz(path.join(dist, s)), 0);
    const css = firstLoadStyles(html).reduce((n, s) => n + gz(path.join(dist, s)), 0);
    const kind = kindOf(r);
    byKind.set(kind, [...(byKind.get(kind) ?? []), { route: r.path, js, css, html: gz(htmlFile) }]);
  }
  const rows = [...byKind.entries()].map(([kind, list]) => {
    const largest = list.reduce((a, b) => (b.js + b.css + b.html > a.js + a.css + a.html ? b : a));
    return {
      kind,
      pages: list.length,
      'largest page': largest.route,
      'JS (gzip)': kb(largest.js),
      'CSS (gzip)': kb(largest.css),
      'HTML (gzip)': kb(largest.html),
      total: kb(largest.js + largest.css + largest.html),
    };
  });
  console.log('First visit, largest page of each kind:');
  console.table(rows);
  console.log(
    `Budget for a content page's first-load JavaScript: ${kb(budgets.contentPageFirstLoadJsGzip)} (budgets.json)`,
  );
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
