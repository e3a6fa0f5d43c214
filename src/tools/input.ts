/**
 * Reading what a visitor types into a calculator: "25,000", "₹ 2,50,000", "45 lakh". Every
 * result is either a finite number or a sentence saying what to fix, so a form never shows NaN.
 */

export type Parsed = { ok: true; value: number } | { ok: false; error: string };

export interface FieldSpec {
  /** How the field is named in a sentence: "the monthly wages". */
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

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function parseNumber(raw: string, spec: FieldSpec): Parsed {
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/^(₹|rs\.?|inr)\s*/, '');
  if (text === '') return { ok: false, error: `Enter ${spec.name}.` };
  if (/^[-−–]/.test(text))
    return { ok: false, error: `${capitalise(spec.name)} cannot be negative.` };
  const match = /^(\d[\d,]*(?:\.\d+)?|\.\d+)\s*(lakhs?|lacs?|crores?|cr)?$/.exec(text);
  const unit = match?.[2];
  if (!match?.[1] || (unit && !spec.units)) {
    return {
      ok: false,
      error: `Enter ${spec.name} as a number, such as ${spec.example}.`,
    };
  }
  const number = Number(match[1].replace(/,/g, ''));
  const value = unit ? number * (unit.startsWith('c') ? CRORE : LAKH) : number;
  if (!Number.isFinite(value)) {
    return { ok: false, error: `Enter ${spec.name} as a number, such as ${spec.example}.` };
  }
  if (spec.whole && !Number.isInteger(value)) {
    return { ok: false, error: `Enter ${spec.name} as a whole number, such as ${spec.example}.` };
  }
  if (spec.max && value > spec.max.value) return { ok: false, error: spec.max.message };
  if (value > LARGEST) {
    return { ok: false, error: `${capitalise(spec.name)} looks too large: check the figure.` };
  }
  return { ok: true, value };
}

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const lakhs = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Whole rupees in Indian grouping: 346154 -> "₹3,46,154". */
export function formatRupees(amount: number): string {
  return `₹${rupees.format(Math.round(amount))}`;
}

/** A statutory limit in lakh as it is spoken: 4000000 -> "₹40 lakh", 4050000 -> "₹40.5 lakh". */
export function formatLakh(amount: number): string {
  return `₹${lakhs.format(amount / LAKH)} lakh`;
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
