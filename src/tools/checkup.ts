/**
 * The compliance check-up: from a few answers about a business, every obligation of
 * content/data/obligations.yaml that applies, why (in the business's own numbers), what does not
 * apply yet and what changes at the next threshold. One evaluator for the page, the lead form and
 * anything else; the rules and their facts come resolved in a language
 * (scripts/content/obligations.ts), so a changed fact moves the answer with no code change.
 */

import { type CalendarData, dueDatesFor } from '../../supabase/functions/_shared/calendar.ts';
import { INDIAN_STATES, type LEAD_TOPICS } from '../../supabase/functions/_shared/lead.ts';
import {
  ANSWER_FLAGS,
  type AnswerFlag,
  type Condition,
  ENTITY_KINDS,
  type EntityKind,
} from '../content/checkup-schema.ts';
import type { Fact } from '../content/schema.ts';
import { type CheckupMessages, checkup as checkupMessages } from '../generated/messages/checkup.ts';
import type { EvidenceKind } from '../lib/evidence.ts';
import { type Language, messagesIn } from '../lib/language.ts';
import { articleKeys, flagKeys, flagNotKeys } from './checkup-words.ts';
import { type CompulsoryCase, checkGstRegistration } from './gst-threshold.ts';
import { formatRupees } from './input.ts';
import { stateNameIn } from './state-names.ts';

export interface CheckupFact {
  value: number | string;
  unit: Fact['unit'];
  /** As the language's pages write it: "20", "₹20 lakh". */
  text: string;
  label: string;
  source: { title: string; url: string; kind: EvidenceKind };
  unconfirmed: string | null;
}

export interface CheckupObligation {
  id: string;
  group: 'registration' | 'recurring' | 'standing';
  name: string;
  todo: string;
  depends: string | null;
  when: Condition;
  asked: boolean;
  calendar: string[];
  topic: (typeof LEAD_TOPICS)[number];
  links: { label: string; href: string }[];
  /** The facts it cites, as ids of `facts`. */
  facts: string[];
  /** The state lists its rule names, as ids of `stateLists`. */
  lists: string[];
}

export interface CheckupStateList {
  id: string;
  label: string;
  labelNot: string;
  states: string[];
  source: { title: string; url: string; kind: EvidenceKind };
  unconfirmed: string | null;
}

/** The rules in one language (src/generated/checkup-rules.<language>.json). */
export interface CheckupRules {
  language: Language;
  stateLists: CheckupStateList[];
  obligations: CheckupObligation[];
  facts: Record<string, CheckupFact>;
}

export type Supply = 'goods' | 'services' | 'both';

export interface CheckupAnswers {
  entity: EntityKind;
  /** The principal place of business (INDIAN_STATES). */
  state: string;
  /** Other states it employs people in. */
  otherStates: string[];
  /** Everyone who works for it, contract workers included. */
  employees: number;
  /** Of them, those engaged through contractors. */
  contractWorkers: number;
  /** The year's turnover, in rupees. */
  turnover: number;
  supply: Supply;
  flags: AnswerFlag[];
}

export interface Finding {
  obligation: CheckupObligation;
  /** Why it applies, or why not, in the business's own numbers. */
  reasons: string[];
}

export interface NextThreshold {
  employees: number;
  /** What starts to apply there. */
  names: string[];
}

export interface CheckupResult {
  applies: Finding[];
  /** The `asked` obligations that do not apply, with why not. */
  notYet: Finding[];
  /** The next one or two head counts at which more applies. */
  next: NextThreshold[];
  /** The calendar registrations of what applies, in the calendar's order of first mention. */
  registrations: string[];
  topics: (typeof LEAD_TOPICS)[number][];
}

interface Verdict {
  met: boolean;
  reasons: string[];
}

const LAKH = 100_000;
const CRORE = 10_000_000;

/** A fact's amount or count as a number: rupees for amounts. */
export function factNumber(fact: Pick<CheckupFact, 'value' | 'unit'>): number {
  const v = typeof fact.value === 'number' ? fact.value : Number.NaN;
  if (fact.unit === 'inr-lakh') return v * LAKH;
  if (fact.unit === 'inr-crore') return v * CRORE;
  return v;
}

/** Evaluates one condition for the answers, with its reasons as the business reads them. */
function judge(c: Condition, a: CheckupAnswers, rules: CheckupRules, w: CheckupMessages): Verdict {
  const fact = (id: string) => {
    const f = rules.facts[id];
    if (!f) throw new Error(`The check-up's rules name the fact "${id}", which they do not carry`);
    return f;
  };
  const language = rules.language;
  if ('employees' in c || 'contractWorkers' in c) {
    const isAll = 'employees' in c;
    const f = fact(isAll ? c.employees : c.contractWorkers);
    const n = isAll ? a.employees : a.contractWorkers;
    const met = n >= factNumber(f);
    const allSay = met ? w.employeesMet : w.employeesNotMet;
    const say = isAll ? allSay : met ? w.contractMet : w.contractNotMet;
    const said = say({ n, threshold: f.text });
    return { met, reasons: [said] };
  }
  if ('turnoverAbove' in c) {
    const f = fact(c.turnoverAbove);
    const met = a.turnover > factNumber(f);
    const said = (met ? w.turnoverMet : w.turnoverNotMet)({
      turnover: formatRupees(a.turnover),
      threshold: f.text,
    });
    return { met, reasons: [said] };
  }
  if ('entity' in c) {
    const met = c.entity.includes(a.entity);
    const entity = w[articleKeys[a.entity]];
    const wanted = c.entity.map((e) => w[articleKeys[e]]).join(`, ${w.or} `);
    const reasons = [met ? w.entityMet({ entity }) : w.entityNotMet({ entity, wanted })];
    return { met, reasons };
  }
  if ('answer' in c) {
    const met = a.flags.includes(c.answer);
    return { met, reasons: [w[(met ? flagKeys : flagNotKeys)[c.answer]]] };
  }
  if ('stateIn' in c) return judgeStates(c.stateIn, a, rules, w);
  if ('gst' in c) return judgeGst(a, language, w);
  if ('not' in c) {
    const inner = judge(c.not, a, rules, w);
    // "Not a kind of business": what applies is said as what the business is.
    const reasons =
      'entity' in c.not ? [w.entityMet({ entity: w[articleKeys[a.entity]] })] : inner.reasons;
    return { met: !inner.met, reasons };
  }
  const parts = ('all' in c ? c.all : c.any).map((x) => judge(x, a, rules, w));
  if ('all' in c) {
    const met = parts.every((p) => p.met);
    // Why it applies: every part; why not: the parts that fail.
    return { met, reasons: parts.filter((p) => met || !p.met).flatMap((p) => p.reasons) };
  }
  const first = parts.find((p) => p.met);
  return first
    ? { met: true, reasons: first.reasons }
    : { met: false, reasons: parts[0]?.reasons ?? [] };
}

function judgeStates(
  id: string,
  a: CheckupAnswers,
  rules: CheckupRules,
  w: CheckupMessages,
): Verdict {
  const list = rules.stateLists.find((l) => l.id === id);
  if (!list)
    throw new Error(`The check-up's rules name the state list "${id}", which they do not carry`);
  const states = [a.state, ...a.otherStates.filter((s) => s !== a.state)];
  const inList = states.filter((s) => list.states.includes(s));
  const name = (s: string) => stateNameIn(s, rules.language);
  if (inList.length > 0)
    return {
      met: true,
      reasons: inList.map((s) => w.stateMet({ state: name(s), label: list.label })),
    };
  return {
    met: false,
    reasons: [w.stateNotMet({ states: states.map(name).join(`, `), label: list.labelNot })],
  };
}

function judgeGst(a: CheckupAnswers, language: Language, w: CheckupMessages): Verdict {
  const compulsory: CompulsoryCase[] = [];
  if (a.flags.includes('interstate') && a.supply !== 'services') compulsory.push('interStateGoods');
  if (a.flags.includes('ecommerce')) compulsory.push('ecommerceSeller');
  const result = checkGstRegistration(
    {
      supply: a.supply === 'goods' ? 'goods' : 'services',
      state: a.state,
      turnover: a.turnover,
      excludedGoods: false,
      compulsory,
    },
    language,
  );
  const reasons = result.required
    ? result.reasons
    : [...result.reasons.slice(0, 2), w.gstNotRequired];
  return { met: result.required, reasons };
}

/** The obligations that apply, those asked about that do not, and what the next threshold adds. */
export function evaluateCheckup(rules: CheckupRules, answers: CheckupAnswers): CheckupResult {
  const w = messagesIn(checkupMessages, rules.language);
  const applies: Finding[] = [];
  const notYet: Finding[] = [];
  for (const obligation of rules.obligations) {
    const v = judge(obligation.when, answers, rules, w);
    if (v.met) applies.push({ obligation, reasons: v.reasons });
    else if (obligation.asked) notYet.push({ obligation, reasons: v.reasons });
  }
  const registrations = [...new Set(applies.flatMap((f) => f.obligation.calendar))];
  const topics = [...new Set(applies.map((f) => f.obligation.topic))];
  return {
    applies,
    notYet,
    next: nextThresholds(rules, answers, applies, w),
    registrations,
    topics,
  };
}

/** Every head count named by a rule, as numbers. */
function headCounts(c: Condition, rules: CheckupRules): number[] {
  if ('all' in c) return c.all.flatMap((x) => headCounts(x, rules));
  if ('any' in c) return c.any.flatMap((x) => headCounts(x, rules));
  if ('not' in c) return headCounts(c.not, rules);
  const f = 'employees' in c ? rules.facts[c.employees] : undefined;
  return f ? [factNumber(f)] : [];
}

/** The next two head counts above the business's at which an obligation starts to apply. */
function nextThresholds(
  rules: CheckupRules,
  answers: CheckupAnswers,
  applies: Finding[],
  w: CheckupMessages,
): NextThreshold[] {
  const counts = [...new Set(rules.obligations.flatMap((o) => headCounts(o.when, rules)))]
    .filter((n) => n > answers.employees)
    .sort((x, y) => x - y);
  const seen = new Set(applies.map((f) => f.obligation.id));
  const next: NextThreshold[] = [];
  for (const employees of counts) {
    if (next.length === 2) break;
    const grown = { ...answers, employees };
    const names = rules.obligations
      .filter((o) => !seen.has(o.id) && judge(o.when, grown, rules, w).met)
      .map((o) => {
        seen.add(o.id);
        return o.name;
      });
    if (names.length > 0) next.push({ employees, names });
  }
  return next;
}

/** The state lists a rule names (`stateIn`), whose sources the result cites beside its facts. */
export function stateListsOf(c: Condition, rules: CheckupRules): CheckupStateList[] {
  if ('all' in c) return c.all.flatMap((x) => stateListsOf(x, rules));
  if ('any' in c) return c.any.flatMap((x) => stateListsOf(x, rules));
  if ('not' in c) return stateListsOf(c.not, rules);
  const list = 'stateIn' in c ? rules.stateLists.find((l) => l.id === c.stateIn) : undefined;
  return list ? [list] : [];
}

/** The next due date of an obligation's calendar registrations in the business's state. */
export function nextDue(
  obligation: CheckupObligation,
  calendar: CalendarData,
  state: string,
  today: string,
  until: string,
): { date: string; name: string } | null {
  if (obligation.calendar.length === 0) return null;
  const due = dueDatesFor(calendar, today, until, {
    registrations: obligation.calendar,
    state,
  })[0];
  return due ? { date: due.date, name: due.name } : null;
}

/* The answers in an address, so that a list can be shared (no personal data: only these). */

const flagParams: Record<AnswerFlag, string> = Object.fromEntries(
  ANSWER_FLAGS.map((f) => [f, f]),
) as Record<AnswerFlag, string>;

/** The answers as URL search parameters, in a fixed order. */
export function answersToParams(a: CheckupAnswers): URLSearchParams {
  const p = new URLSearchParams();
  p.set('entity', a.entity);
  p.set('state', a.state);
  if (a.otherStates.length > 0) p.set('other', a.otherStates.join('|'));
  p.set('employees', String(a.employees));
  if (a.contractWorkers > 0) p.set('contract', String(a.contractWorkers));
  p.set('turnover', String(a.turnover / LAKH));
  p.set('supply', a.supply);
  for (const f of ANSWER_FLAGS) if (a.flags.includes(f)) p.append('has', flagParams[f]);
  return p;
}

const wholeCount = (s: string | null) => {
  if (s === null || !/^\d{1,7}$/.test(s)) return null;
  return Number(s);
};

/**
 * Answers read back from an address: null for a field that is missing or not valid (the form
 * then leaves it for the visitor), so that a mangled link never shows a wrong list.
 */
export function answersFromParams(p: URLSearchParams): Partial<CheckupAnswers> {
  const out: Partial<CheckupAnswers> = {};
  const entity = p.get('entity');
  if (entity && (ENTITY_KINDS as readonly string[]).includes(entity))
    out.entity = entity as EntityKind;
  const state = p.get('state');
  if (state && (INDIAN_STATES as readonly string[]).includes(state)) out.state = state;
  const other = p.get('other');
  if (other !== null)
    out.otherStates = other
      .split('|')
      .filter((s) => (INDIAN_STATES as readonly string[]).includes(s));
  const employees = wholeCount(p.get('employees'));
  if (employees !== null) out.employees = employees;
  const contract = wholeCount(p.get('contract'));
  if (contract !== null) out.contractWorkers = contract;
  const turnover = p.get('turnover');
  if (turnover !== null && /^\d{1,9}(\.\d{1,2})?$/.test(turnover))
    out.turnover = Math.round(Number(turnover) * LAKH);
  const supply = p.get('supply');
  if (supply === 'goods' || supply === 'services' || supply === 'both') out.supply = supply;
  const has = p.getAll('has');
  if (has.length > 0 || p.has('entity'))
    out.flags = ANSWER_FLAGS.filter((f) => has.includes(flagParams[f]));
  return out;
}

/** Whether answers read from anywhere (an address, an account) are whole and consistent. */
export function completeAnswers(a: Partial<CheckupAnswers>): CheckupAnswers | null {
  const { entity, state, employees, turnover, supply } = a;
  if (!entity || !state || employees === undefined || turnover === undefined || !supply)
    return null;
  const contractWorkers = Math.min(a.contractWorkers ?? 0, employees);
  return {
    entity,
    state,
    otherStates: a.otherStates ?? [],
    employees,
    contractWorkers,
    turnover,
    supply,
    flags: a.flags ?? [],
  };
}
