/**
 * `npm run content`: validates content/ and writes src/generated/ without starting Vite. Prints
 * every problem with its file, line and field (and, on GitHub Actions, as an annotation of the
 * pull request), and exits 1 when there is any.
 */
import path from 'node:path';
import { buildContent } from './content/build.ts';
import { evidenceLine } from './content/evidence.ts';
import { writeGenerated } from './content/generate.ts';
import { ContentError, githubAnnotation, reportWarnings } from './content/problems.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
try {
  const build = buildContent(root, { siteUrl: process.env.SITE_URL });
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
