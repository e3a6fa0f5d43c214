/**
 * content/data/obligations.yaml (the compliance check-up's rules) checked against the facts and
 * the calendar, and resolved into what the check-up reads: each rule with its words in a
 * language, its facts as they read there and their sources. Written as
 * src/generated/checkup-rules.<language>.json by scripts/content/generate.ts.
 */
import type { Condition, ObligationsFile } from '../../src/content/checkup-schema.ts';
import type { DataOf, Fact } from '../../src/content/schema.ts';
import { formatFact } from '../../src/lib/facts.ts';
import type { Language } from '../../src/lib/languages.ts';
import type { CheckupFact, CheckupRules } from '../../src/tools/checkup.ts';
import { fieldPath, type Problem } from './problems.ts';

const file = 'content/data/obligations.yaml';
const factToken = /\{\{\s*fact:([\w.-]+)\s*\}\}/g;

/** The units a condition's fact may have, by the condition. */
const unitsFor = {
  employees: ['count'],
  contractWorkers: ['count'],
  turnoverAbove: ['inr', 'inr-lakh', 'inr-crore'],
} as const;

/** Every fact a condition names, with where. */
function conditionFacts(
  c: Condition,
  at: PropertyKey[],
): { id: string; key: string; at: PropertyKey[] }[] {
  if ('all' in c) return c.all.flatMap((x, i) => conditionFacts(x, [...at, 'all', i]));
  if ('any' in c) return c.any.flatMap((x, i) => conditionFacts(x, [...at, 'any', i]));
  if ('not' in c) return conditionFacts(c.not, [...at, 'not']);
  for (const key of Object.keys(unitsFor) as (keyof typeof unitsFor)[]) {
    if (key in c) return [{ id: (c as Record<string, string>)[key] ?? '', key, at: [...at, key] }];
  }
  return [];
}

/** Every state list a condition names, with where. */
function conditionLists(c: Condition, at: PropertyKey[]): { id: string; at: PropertyKey[] }[] {
  if ('all' in c) return c.all.flatMap((x, i) => conditionLists(x, [...at, 'all', i]));
  if ('any' in c) return c.any.flatMap((x, i) => conditionLists(x, [...at, 'any', i]));
  if ('not' in c) return conditionLists(c.not, [...at, 'not']);
  return 'stateIn' in c ? [{ id: c.stateIn, at: [...at, 'stateIn'] }] : [];
}

/** What is wrong with the rules: unknown facts or units, calendar registrations, state lists. */
export function obligationProblems(
  rules: ObligationsFile,
  facts: Record<string, Fact>,
  calendar: DataOf<'calendar'> | undefined,
): Problem[] {
  const problems: Problem[] = [];
  const registrations = new Set(calendar?.registrations.map((r) => r.id) ?? []);
  const lists = new Set(rules.stateLists.map((l) => l.id));
  const push = (at: PropertyKey[], message: string) =>
    problems.push({ file, field: fieldPath(at), message });
  rules.obligations.forEach((o, i) => {
    const base = ['obligations', i];
    for (const { id, key, at } of conditionFacts(o.when, [...base, 'when'])) {
      const fact = facts[id];
      const units: readonly string[] = unitsFor[key as keyof typeof unitsFor];
      if (!fact) push(at, `names the fact "${id}", which content/facts.yaml does not have`);
      else if (!units.includes(fact.unit) || typeof fact.value !== 'number')
        push(
          at,
          `names the fact "${id}", whose unit is ${fact.unit}; ${key} needs a number in ${units.join(' or ')}`,
        );
    }
    for (const { id, at } of conditionLists(o.when, [...base, 'when']))
      if (!lists.has(id)) push(at, `names the state list "${id}", which stateLists does not have`);
    o.facts.forEach((id, j) => {
      if (!facts[id])
        push(
          [...base, 'facts', j],
          `names the fact "${id}", which content/facts.yaml does not have`,
        );
    });
    for (const field of ['todo', 'depends'] as const) {
      for (const [, id] of (o[field] ?? '').matchAll(factToken))
        if (id && !facts[id])
          push([...base, field], `quotes the fact "${id}", which content/facts.yaml does not have`);
    }
    o.calendar.forEach((id, j) => {
      if (!registrations.has(id))
        push(
          [...base, 'calendar', j],
          `must be one of the calendar's registrations (${[...registrations].join(', ')})`,
        );
    });
  });
  return problems;
}

/** Every fact a rule cites: those its conditions, its words and `facts` name, in that order. */
function citedFacts(o: ObligationsFile['obligations'][number]): string[] {
  const quoted = [o.todo, o.depends ?? ''].flatMap((t) =>
    [...t.matchAll(factToken)].map((m) => m[1] ?? ''),
  );
  return [...new Set([...conditionFacts(o.when, []).map((f) => f.id), ...o.facts, ...quoted])];
}

/**
 * The rules as the check-up reads them in a language: the English file's rules with `words`'
 * words (the translation's file, item by item in the same order; the English where it has none),
 * and the facts they name as `facts` (that language's) write them.
 */
export function resolveCheckup(
  rules: ObligationsFile,
  words: ObligationsFile | undefined,
  facts: Record<string, Fact>,
  language: Language,
): CheckupRules {
  const withFacts = (text: string) =>
    text.replace(factToken, (whole, id: string) => {
      const fact = facts[id];
      return fact ? formatFact(fact, language) : whole;
    });
  const used = new Set<string>();
  const obligations = rules.obligations.map((o, i) => {
    const w = words?.obligations[i]?.id === o.id ? words.obligations[i] : o;
    const cited = citedFacts(o);
    for (const id of cited) used.add(id);
    return {
      id: o.id,
      group: o.group,
      name: w.name,
      todo: withFacts(w.todo),
      depends: w.depends ? withFacts(w.depends) : null,
      when: o.when,
      asked: o.asked,
      calendar: o.calendar,
      topic: o.topic,
      // The translation's link: the same page in its language where there is one.
      links: o.links.map((l, j) => ({
        label: w.links[j]?.label ?? l.label,
        href: w.links[j]?.href ?? l.href,
      })),
      facts: cited,
      lists: [...new Set(conditionLists(o.when, []).map((l) => l.id))],
    };
  });
  const factsOut: Record<string, CheckupFact> = {};
  for (const id of used) {
    const f = facts[id];
    if (!f) continue;
    factsOut[id] = {
      value: f.value,
      unit: f.unit,
      text: formatFact(f, language),
      label: f.label,
      source: { title: f.source.title, url: f.source.url, kind: f.source.kind },
      unconfirmed: f.unconfirmed ?? null,
    };
  }
  return {
    language,
    stateLists: rules.stateLists.map((l, i) => {
      const w = words?.stateLists[i]?.id === l.id ? words.stateLists[i] : l;
      return {
        id: l.id,
        label: w.label,
        labelNot: w.labelNot,
        states: l.states,
        source: { title: w.source.title, url: l.source.url, kind: l.source.kind },
        unconfirmed: w.unconfirmed ?? null,
      };
    }),
    obligations,
    facts: factsOut,
  };
}

/** The obligations' ids for the shared lead schema, kept in the repository. */
export const CHECKUP_IDS_FILE = 'supabase/functions/_shared/checkup-ids.ts';

export function checkupIdsSource(ids: string[]): string {
  return [
    '// Written by `npm run content` from content/data/obligations.yaml (scripts/content/generate.ts):',
    "// the check-up's obligation ids, which a lead's check-up list may name. Do not edit.",
    '',
    `export const CHECKUP_OBLIGATION_IDS: readonly string[] = ${JSON.stringify(ids, null, 2)
      .replace(/"/g, "'")
      .replace(/'\n\]$/, "',\n]")};`,
    '',
  ].join('\n');
}
