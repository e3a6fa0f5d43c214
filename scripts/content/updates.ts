/**
 * The regulatory updates (content/updates/<slug>.yaml, one change in the law a file) and the
 * review of the facts: which facts are due to be read against their source again.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type Fact, type UpdateTranslation, updateSchema } from '../../src/content/schema.ts';
import { formatFact } from '../../src/lib/facts.ts';
import { isOriginal, type Language, originalLanguage, pathIn } from '../../src/lib/languages.ts';
import type { UpdateItem } from '../../src/lib/updates.ts';
import { normalizePath } from '../../src/lib/url.ts';
import { parseIsoDate } from '../../src/tools/calendar.ts';
import type { ContentCache } from './cache.ts';
import { lineFinder, loadDataFile, type Result } from './load.ts';
import type { UpdateEntry } from './model.ts';
import type { Problem } from './problems.ts';
import { promptProblems } from './scaffold.ts';

export const updatesFolder = 'content/updates';

/** A fact not read against its source for longer than this is listed as due for review. */
export const factReviewDays = 180;

function loadUpdate(root: string, file: string, source: string | null): Result<UpdateEntry> {
  const slug = path.basename(file, '.yaml');
  const problems = promptProblems(file, source ?? '');
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
    problems.push({ file, message: 'file names are lowercase words joined by hyphens' });
  // A field still holding its prompt is only reported as such, not also as a bad date or link.
  if (problems.length > 0) return { ok: false, problems };
  const loaded = loadDataFile(root, file, updateSchema, source);
  if (!loaded.ok) return loaded;
  return {
    ok: true,
    value: { ...loaded.value, slug, file, line: lineFinder(source ?? '', 1) },
  };
}

/** Every update, validated, newest first (then by slug). */
export function loadUpdates(root: string, problems: Problem[], cache: ContentCache): UpdateEntry[] {
  const dir = path.join(root, updatesFolder);
  if (!existsSync(dir)) return [];
  const updates: UpdateEntry[] = [];
  for (const name of readdirSync(dir).sort()) {
    const file = `${updatesFolder}/${name}`;
    if (!name.endsWith('.yaml')) {
      problems.push({ file, message: 'updates are YAML files: name it <slug>.yaml' });
      continue;
    }
    const result = cache.file(path.join(dir, name), updateSchema, (source) =>
      loadUpdate(root, file, source),
    );
    if (result.ok) updates.push(result.value);
    else problems.push(...result.problems);
  }
  return updates.sort((a, b) =>
    a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1,
  );
}

export const summaryToken = /\{\{\s*(fact|historical):\s*([^}]*?)\s*\}\}/g;

/**
 * The updates with their summaries as readers see them: `{{fact:id}}` replaced by the fact as it
 * reads, `{{historical:₹15,000}}` by the figure as written. A fact the file lacks is a problem.
 */
export function withFactsInSummaries(
  updates: readonly UpdateEntry[],
  facts: Record<string, Fact>,
  problems: Problem[],
): UpdateEntry[] {
  return updates.map((u) => {
    const summary = u.summary.replace(summaryToken, (whole, kind: string, value: string) => {
      if (kind === 'historical') return value;
      const fact = facts[value];
      if (fact) return formatFact(fact);
      problems.push({
        file: u.file,
        line: u.line(['summary']),
        field: 'summary',
        message: `quotes {{fact:${value}}}, which content/facts.yaml does not have`,
      });
      return whole;
    });
    return summary === u.summary ? u : { ...u, summary };
  });
}

/** An update must name facts that exist with the value it gives them, and pages that exist. */
export function updateProblems(
  updates: UpdateEntry[],
  facts: Record<string, Fact>,
  linkProblem: (href: string) => string | null,
): Problem[] {
  const problems: Problem[] = [];
  for (const u of updates) {
    u.facts.forEach(({ id, value }, i) => {
      const fact = facts[id];
      const at = ['facts', i];
      if (!fact) {
        problems.push({
          file: u.file,
          line: u.line([...at, 'id']),
          field: `facts[${i}].id`,
          message: `names the fact "${id}", which content/facts.yaml does not have`,
        });
      } else if (String(fact.value) !== String(value)) {
        problems.push({
          file: u.file,
          line: u.line([...at, 'value']),
          field: `facts[${i}].value`,
          message: `is ${JSON.stringify(value)}, but content/facts.yaml gives "${id}" the value ${JSON.stringify(fact.value)}: change the fact (recording the change under its \`changes\`) or this update`,
        });
      }
    });
    u.routes.forEach((href, i) => {
      const problem = linkProblem(href);
      if (problem)
        problems.push({
          file: u.file,
          line: u.line(['routes', i]),
          field: `routes[${i}]`,
          message: problem,
        });
    });
  }
  return problems;
}

/** The day number of a YYYY-MM-DD date, for counting days between two. */
function dayNumber(iso: string): number {
  const d = parseIsoDate(iso);
  return Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
}

/**
 * Facts whose `checkedOn` is more than factReviewDays before `today`, or that no one has read in
 * their source yet, as warnings on their line of content/facts.yaml: the calendar alone must
 * never fail a build.
 */
export function staleFactWarnings(
  facts: Record<string, Fact>,
  today: string,
  factsText: string,
): Problem[] {
  const line = lineFinder(factsText, 1);
  return Object.entries(facts).flatMap(([id, fact]): Problem[] => {
    const at = { file: 'content/facts.yaml', field: `${id}.checkedOn` };
    if (!fact.checkedOn) {
      return [
        {
          ...at,
          line: line([id, 'unconfirmed']) ?? line([id]),
          message: `has not been read in its source yet (${fact.unconfirmed ?? 'no reason given'}): read "${fact.source.title}" and set the date you did`,
        },
      ];
    }
    const age = dayNumber(today) - dayNumber(fact.checkedOn);
    if (age <= factReviewDays) return [];
    return [
      {
        ...at,
        line: line([id, 'checkedOn']) ?? line([id]),
        message: `was ${fact.checkedOn}, ${age} days ago: read "${fact.source.title}" again and set the date you did (facts are re-checked at least every ${factReviewDays} days)`,
      },
    ];
  });
}

/** What the functions below read of a route (ContentRoute has it). */
interface RouteLike {
  h1: string;
  language?: Language;
  index: boolean;
  entry?: { analysis: { components: { name: string }[] } };
}

/**
 * The page in a language that shows the regulatory updates: the indexed one whose body has
 * <RegulatoryUpdates /> (the styleguide shows it too, out of the index).
 */
export function updatesPagePath(
  build: { routes: Map<string, RouteLike> },
  language: Language = originalLanguage,
): string | null {
  for (const [path, route] of build.routes) {
    if (
      route.index &&
      (route.language ?? originalLanguage) === language &&
      route.entry?.analysis.components.some((c) => c.name === 'RegulatoryUpdates')
    )
      return path;
  }
  return null;
}

/**
 * The updates as the updates page, the home page and the feed of a language show them: in its
 * words where the update is translated (otherwise in English, saying so), each linking the
 * language's version of the pages it changed where there is one.
 */
export function updateItems(
  build: {
    routes: Map<string, RouteLike>;
    updates: UpdateEntry[];
    updateWords?: Partial<Record<Language, Map<string, UpdateTranslation>>>;
  },
  language: Language = originalLanguage,
): UpdateItem[] {
  return build.updates.map((u) => {
    const words = isOriginal(language) ? undefined : build.updateWords?.[language]?.get(u.slug);
    return {
      slug: u.slug,
      title: words?.title ?? u.title,
      date: u.date,
      dateKind: u.dateKind,
      added: u.added,
      summary: words?.summary ?? u.summary,
      instrument: u.instrument,
      sourceNote: words ? words.sourceNote : u.sourceNote,
      otherSources: u.otherSources,
      ...(!isOriginal(language) && !words ? { wordsIn: originalLanguage } : {}),
      pages: u.routes.map((href) => pageIn(build.routes, href, language)),
    };
  });
}

/** A page an update changed, as a page in `language` links it: its own version, if it has one. */
function pageIn(
  routes: Map<string, RouteLike>,
  href: string,
  language: Language,
): UpdateItem['pages'][number] {
  const path = normalizePath(href.split('#')[0] ?? href);
  const local = isOriginal(language) || href.includes('#') ? undefined : pathIn(language, path);
  const route = local ? routes.get(local) : undefined;
  if (local && route) return { href: local, title: route.h1 };
  return {
    href,
    title: routes.get(path)?.h1 ?? href,
    ...(!isOriginal(language) ? { language: originalLanguage } : {}),
  };
}
