import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const functionsDir = path.join(root, 'supabase/functions');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const installed = { ...pkg.dependencies, ...pkg.devDependencies };

const functions = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name);

describe('Edge Function import maps', () => {
  it.each(functions)(
    '%s imports npm packages at the versions npm ci installs, which the backend runs them with',
    (name) => {
      const config = JSON.parse(
        readFileSync(path.join(functionsDir, name, 'deno.json'), 'utf8'),
      ) as { imports: Record<string, string> };
      for (const [specifier, target] of Object.entries(config.imports)) {
        const match = /^npm:(@?[^@]+)@(.+)$/.exec(target);
        expect(match, `${specifier} maps to a pinned npm: package`).not.toBeNull();
        const [, packageName = '', version] = match ?? [];
        expect(installed[packageName], `${packageName} in package.json`).toBe(version);
      }
    },
  );
});
