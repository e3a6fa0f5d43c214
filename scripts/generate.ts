/**
 * `npm run content`: validates content/ and writes src/generated/ without starting Vite. Prints
 * every problem with its file, line and field (and, on GitHub Actions, as an annotation of the
 * pull request), and exits 1 when there is any.
 *
 * With --check (`npm run check`), the files written from content that the repository keeps for
 * hosted Supabase (the auth emails' templates and their subjects) are compared, not written: one
 * that differs is a problem, named, so that a stale template is never committed.
 */
import path from 'node:path';
import { htmlLang, isOriginal, languages } from '../src/lib/languages.ts';
import { staleAuthEmails } from './content/auth-emails.ts';
import { buildContent } from './content/build.ts';
import { evidenceLine } from './content/evidence.ts';
import { writeGenerated } from './content/generate.ts';
import { ContentError, githubAnnotation, reportWarnings } from './content/problems.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
try {
  const build = buildContent(root, { siteUrl: process.env.SITE_URL });
  if (process.argv.includes('--check')) {
    const list = languages.map((code) => ({
      code,
      lang: htmlLang(code),
      original: isOriginal(code),
    }));
    const stale = staleAuthEmails(root, list);
    if (stale.length > 0) throw new ContentError(stale);
  }
  const written = writeGenerated(build);
  const pages = [...build.routes.values()].filter((r) => r.kind !== 'redirect').length;
  console.log(
    `content: ${pages} pages, ${build.posts.length} posts, ${build.updates.length} updates; ${written.length ? `wrote ${written.join(', ')}` : 'nothing changed'}`,
  );
  console.log(evidenceLine(build.facts));
  reportWarnings(build.warnings);
} catch (e) {
  if (e instanceof ContentError) {
    console.error(e.message);
    // On GitHub Actions each problem also becomes an annotation on its line of the pull request.
    if (process.env.GITHUB_ACTIONS === 'true') {
      for (const problem of e.problems) console.log(githubAnnotation(problem));
    }
    process.exit(1);
  }
  throw e;
}
