/**
 * The compliance calendar's .ics files (src/tools/calendar-files.ts makes them): written into
 * dist/ by the build, and answered on request by the dev server, so that the download links
 * work under `npm start` too. Both start from the date in src/generated/calendar-build.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { languages } from '../src/lib/languages.ts';

type CalendarFilesModule = typeof import('../src/tools/calendar-files.ts');
type Loaded = {
  data: typeof import('../src/tools/calendar-data.ts');
  build: typeof import('../src/generated/calendar-build.ts');
  site: typeof import('../src/generated/site.ts');
};

const modules = {
  files: 'src/tools/calendar-files.ts',
  data: 'src/tools/calendar-data.ts',
  build: 'src/generated/calendar-build.ts',
  site: 'src/generated/site.ts',
} as const;

/** Every language's files, each with the calendar's words in that language. */
async function makeFiles(load: (rel: string) => Promise<unknown>, stamp: Date) {
  const { calendarFiles } = (await load(modules.files)) as CalendarFilesModule;
  const { loadCalendarData } = (await load(modules.data)) as Loaded['data'];
  const { builtOn } = (await load(modules.build)) as Loaded['build'];
  const { site } = (await load(modules.site)) as Loaded['site'];
  const files = await Promise.all(
    languages.map(async (language) =>
      calendarFiles({
        data: await loadCalendarData(language),
        site,
        start: builtOn,
        stamp,
        language,
      }),
    ),
  );
  return files.flat();
}

/** Writes every .ics file into `dist`; returns their site paths. */
export async function writeCalendarFiles(root: string, dist: string): Promise<string[]> {
  const files = await makeFiles(
    (rel) => import(pathToFileURL(path.join(root, rel)).href),
    new Date(),
  );
  for (const f of files) {
    const file = path.join(dist, ...f.path.split('/').filter(Boolean));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, f.text);
  }
  return files.map((f) => f.path);
}

/** Vite plugin: the dev server answers the .ics paths with files made from the current content. */
export function calendarFilesPlugin(): Plugin {
  return {
    name: 'compliance-calendar-files',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const pathname = (req.url ?? '').split('?')[0] ?? '';
        if (!/^(\/[a-z]{2})?\/tools\/compliance-calendar(-[a-z0-9-]+)?\.ics$/.test(pathname))
          return next();
        try {
          const files = await makeFiles((rel) => server.ssrLoadModule(`/${rel}`), new Date());
          const found = files.find((f) => f.path === pathname);
          if (!found) return next();
          res.writeHead(200, {
            'Content-Type': 'text/calendar; charset=utf-8',
            'Cache-Control': 'no-cache',
          });
          res.end(found.text);
        } catch (e) {
          next(e);
        }
      });
    },
  };
}
