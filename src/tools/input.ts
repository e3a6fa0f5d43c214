/**
 * Reading what a visitor types into a calculator: "25,000", "₹ 2,50,000", "45 lakh" (and on a
 * Hindi page "45 लाख", or Devanagari digits). Every result is either a finite number or a
 * sentence, in the page's language, saying what to fix, so a form never shows NaN.
 */
import { factUnits } from '../../supabase/functions/_shared/generated/messages/fact-units.ts';
import { toolFields } from '../generated/messages/tool-fields.ts';
import { indianDigits } from '../lib/indian-digits.ts';
import { type Language, messagesIn, originalLanguage } from '../lib/language.ts';

export type Parsed = { ok: true; value: number } | { ok: false; error: string };

export interface FieldSpec {
  /** How the field is named in a sentence: "the monthly wages" ("मासिक मजदूरी" on a Hindi page). */
  name: string;
  /** A well-formed entry, shown when the visitor typed something else: "25,000". */
  example: string;
  /** Accept "lakh" and "crore" after the number (turnover fields). */
  units?: boolean;
  /** Only whole numbers (headcounts, years, months). */
  whole?: boolean;
  /** The largest value that makes sense, with the sentence shown above it. */
  max?: { value: number; message: string };
}

/** Far above any wage or turnover a small business tool is for; past it a typo is likelier. */
const LARGEST = 1e13;
const LAKH = 100_000;
const CRORE = 10_000_000;

/** A sentence starts with a capital where its script has them: "The monthly wages cannot…". */
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Devanagari digits, which a Hindi keyboard types, read as the Latin ones. */
const latinDigits = (s: string) =>
  s.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966));

/**
 * The spellings of lakh and crore a number may be followed by (and of the rupee before it), in
 * every language of the list (the catalogue's fact-units: lakhTyped, croreTyped, rupeeTyped), in
 * Unicode's composed form: करोड़ is typed with its last letter as one character (U+095C) or two
 * (U+0921 U+093C), the same once composed.
 */
const typed = (key: 'lakhTyped' | 'croreTyped' | 'rupeeTyped') =>
  new Set(
    Object.values(factUnits).flatMap((t) =>
      t[key].split(',').map((w) => w.trim().toLowerCase().normalize('NFC')),
    ),
  );
const lakhWords = typed('lakhTyped');
const croreWords = typed('croreTyped');
/** A rupee sign or abbreviation before the number ("₹", "Rs.", "रु"), in any language's spelling. */
const rupeePrefix = new RegExp(
  `^(?:${[...typed('rupeeTyped')]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})\\s*`,
);

export function parseNumber(
  raw: string,
  spec: FieldSpec,
  language: Language = originalLanguage,
): Parsed {
  // What to fix, in the language's words (content/messages/<language>/tool-fields.yaml).
  const m = messagesIn(toolFields, language);
  const name = { name: spec.name };
  const example = { name: spec.name, example: spec.example };
  const text = latinDigits(raw).trim().toLowerCase().normalize('NFC').replace(rupeePrefix, '');
  if (text === '') return { ok: false, error: capitalise(m.empty(name)) };
  if (/^[-−–]/.test(text)) return { ok: false, error: capitalise(m.negative(name)) };
  const match = /^(\d[\d,]*(?:\.\d+)?|\.\d+)\s*(\S+)?$/.exec(text);
  const unit = match?.[2]?.normalize('NFC');
  const crore = unit !== undefined && croreWords.has(unit);
  if (!match?.[1] || (unit && (!spec.units || !(crore || lakhWords.has(unit))))) {
    return { ok: false, error: capitalise(m.notNumber(example)) };
  }
  const number = Number(match[1].replace(/,/g, ''));
  const value = unit ? number * (crore ? CRORE : LAKH) : number;
  if (!Number.isFinite(value)) {
    return { ok: false, error: capitalise(m.notNumber(example)) };
  }
  if (spec.whole && !Number.isInteger(value)) {
    return { ok: false, error: capitalise(m.notWhole(example)) };
  }
  if (spec.max && value > spec.max.value) return { ok: false, error: spec.max.message };
  if (value > LARGEST) {
    return { ok: false, error: capitalise(m.tooLarge(name)) };
  }
  return { ok: true, value };
}

/** Whole rupees in Indian grouping: 346154 -> "₹3,46,154" (the same on a Hindi page). */
export function formatRupees(amount: number): string {
  return `₹${indianDigits(Math.round(amount))}`;
}

/**
 * A statutory limit in lakh as it is spoken: 4000000 -> "₹40 lakh", 4050000 -> "₹40.5 lakh";
 * on a Hindi page "₹40 लाख".
 */
export function formatLakh(amount: number, language: Language = originalLanguage): string {
  return messagesIn(toolFields, language).lakh({ amount: indianDigits(amount / LAKH, 2) });
}

/** Rupees from a fact written in lakh (unit inr-lakh). */
export const lakhToRupees = (lakh: number) => lakh * LAKH;

/** `rate` per cent of `amount`, computed in hundredths so 8.33% of 15,000 is exactly 1,249.5. */
export function percentOf(amount: number, rate: number): number {
  return (amount * Math.round(rate * 100)) / 10_000;
}

/** Removes floating-point dust (1249.4999999) before rounding to whole rupees. */
const clean = (x: number) => Math.round(x * 1e6) / 1e6;
export const nearestRupee = (x: number) => Math.round(clean(x));
export const nextHigherRupee = (x: number) => Math.ceil(clean(x));
