import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file below `dir`, as the site path it is served at (`prefix` + its path below `dir`). */
export function listSiteFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const abs = path.join(dir, name);
    const site = `${prefix}/${name}`;
    return statSync(abs).isDirectory() ? listSiteFiles(abs, site) : [site];
  });
}
