/**
 * No bare statutory numbers: a ₹ amount or a percentage in a guide page (a framework, a service,
 * a tool page) or in an update's summary must be a fact (`<Fact id>` in MDX, `{{fact:id}}` in
 * frontmatter and summaries), so that the text cannot disagree with content/facts.yaml. A writer
 * marks the two kinds of figure that are not the law today:
 *
 * - a past value, in a change record: `<Historical>₹15,000 from 2014</Historical>` in MDX,
 *   `{{historical:₹15,000}}` in frontmatter or a summary;
 * - the arithmetic of a worked example (a calculator's inputs and results, never a rate or a
 *   threshold): `<Example>…</Example>` around a figure, a table or a whole section of MDX, whose
 *   statutory figures are still `<Fact>`s.
 *
 * Both markers render their text as it is written.
 */
import { readFileSync } from 'node:fs';
import { isOriginal } from '../../src/lib/languages.ts';
import type { Entry } from './load.ts';
import type { UpdateEntry } from './model.ts';
import type { Problem } from './problems.ts';

/** A ₹ or Rs. amount (with lakh or crore), or a percentage. */
const figure =
  /(?:₹|\bRs\.?|\bINR)\s?\d(?:[\d,]*\d)?(?:\.\d+)?(?:\s?(?:lakh|crore)\b)?|\b\d+(?:\.\d+)?\s?(?:%|per\s?cent\b|percent\b)/gi;

/** Spans a writer has marked, or that quote a fact, blanked (newlines kept, so lines still count). */
const exempt = [
  /<Fact\b[^>]*\/>/g,
  /<FactSource\b[^>]*\/>/g,
  /<Example>[\s\S]*?<\/Example>/g,
  /<Historical>[\s\S]*?<\/Historical>/g,
  /\{\{\s*(?:fact|historical):[^}]*\}\}/g,
  /\{\/\*[\s\S]*?\*\/\}/g,
  /^```[\s\S]*?^```/gm,
  /`[^`\n]*`/g,
];

const blank = (s: string) => s.replace(/[^\n]/g, ' ');

/** The bare figures of a text, by line: its 1-based number, the first one's column, the figures. */
export function bareFigures(text: string): { line: number; column: number; figures: string[] }[] {
  let stripped = text;
  for (const pattern of exempt) stripped = stripped.replace(pattern, blank);
  return stripped.split('\n').flatMap((line, i) => {
    const found = [...line.matchAll(figure)];
    if (found.length === 0) return [];
    return [{ line: i + 1, column: (found[0]?.index ?? 0) + 1, figures: found.map((m) => m[0]) }];
  });
}

const listed = (figures: string[]) => {
  const unique = [...new Set(figures)];
  const words =
    unique.length === 1 ? unique[0] : `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)}`;
  return `${words} as ${unique.length === 1 ? 'a bare number' : 'bare numbers'}`;
};

/** `{{historical:₹15,000}}` as the page reads it: the figure as written. */
export function withoutHistoricalTokens(text: string): string {
  return text.replace(/\{\{\s*historical:\s*([^}]*?)\s*\}\}/g, '$1');
}

const advice = (where: 'mdx' | 'text') =>
  where === 'mdx'
    ? 'quote its fact (<Fact id="…" />, or {{fact:id}} in the frontmatter); a past value goes in <Historical>…</Historical>, a worked example\'s arithmetic in <Example>…</Example>'
    : 'quote its fact ({{fact:id}}); a past value is marked {{historical:…}}';

/** Whether a page is a guide: a framework, a service or a tool page, in English. */
export function isGuidePage(entry: Entry): boolean {
  if (!isOriginal(entry.language)) return false;
  if (entry.collection === 'frameworks' || entry.collection === 'services') return true;
  return entry.collection === 'pages' && (entry.route ?? '').startsWith('/tools/');
}

/** Bare figures in the English guide pages (frontmatter and body), as problems on their lines. */
export function guidePageNumberProblems(entries: readonly Entry[]): Problem[] {
  return entries.filter(isGuidePage).flatMap((entry) =>
    bareFigures(readFileSync(entry.abs, 'utf8')).map((f) => ({
      file: entry.file,
      line: f.line,
      column: f.column,
      message: `states ${listed(f.figures)}: ${advice('mdx')}`,
    })),
  );
}

/** Bare figures in the updates' summaries. */
export function summaryNumberProblems(updates: readonly UpdateEntry[]): Problem[] {
  return updates.flatMap((u) =>
    bareFigures(u.summary.replace(/\s*\n\s*/g, ' ')).map((f) => ({
      file: u.file,
      line: u.line(['summary']),
      field: 'summary',
      message: `states ${listed(f.figures)}: ${advice('text')}`,
    })),
  );
}
