/**
 * The form parts the calculators share: labelled fields with their hint and inline error, choices,
 * and the live result panel. Plain inputs, so every tool works by keyboard and on a phone, and
 * the server renders the default example already worked out. Their words are the catalogue's
 * (content/messages/<language>/tool-fields.yaml); a field's own label, hint and name come from
 * its calculator.
 */
import { type ReactNode, useId, useState } from 'react';
import { toolFields } from '../generated/messages/tool-fields.ts';
import { inlineCtaHref } from '../lib/inline-cta.ts';
import {
  type Language,
  messagesIn,
  originalLanguage,
  pathIn,
  useLanguage,
  useMessages,
} from '../lib/language.ts';
import { type FieldSpec, type Parsed, parseNumber } from '../tools/input.ts';

/**
 * A field's text as typed and what it reads as; what to fix is said in `language` (the
 * calculator passes its page's, with `spec.name` in the same language).
 */
export function useNumberField(
  initial: string,
  spec: FieldSpec,
  language: Language = originalLanguage,
) {
  const [raw, setRaw] = useState(initial);
  return { raw, setRaw, parsed: parseNumber(raw, spec, language) };
}

/** The value when every field reads; null while any shows an error. */
export function allValid<T extends Record<string, Parsed>>(
  fields: T,
): { [K in keyof T]: number } | null {
  const values: Record<string, number> = {};
  for (const [key, p] of Object.entries(fields)) {
    if (!p.ok) return null;
    values[key] = p.value;
  }
  return values as { [K in keyof T]: number };
}

export function ToolForm({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  /** Added to the form's own classes (`print:hidden` on the compliance check-up). */
  className?: string;
}) {
  const id = useId();
  const language = useLanguage();
  const t = messagesIn(toolFields, language);
  return (
    <form
      aria-labelledby={id}
      noValidate
      onSubmit={(e) => e.preventDefault()}
      className={`not-prose my-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}
    >
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {label}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
      <p className="mt-5 border-t border-slate-200 pt-4 text-slate-700">
        {t.ctaQuestion}{' '}
        <a
          href={pathIn(language, inlineCtaHref)}
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {t.ctaLink}
        </a>
      </p>
    </form>
  );
}

export function NumberField({
  label,
  hint,
  field,
  error,
  wide = false,
}: {
  label: string;
  hint?: string;
  field: { raw: string; setRaw: (v: string) => void; parsed: Parsed };
  /** An error about this field that only the whole form can see (such as more women than members). */
  error?: string | null;
  wide?: boolean;
}) {
  const id = useId();
  const message = field.parsed.ok ? (error ?? null) : field.parsed.error;
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={field.raw}
        onChange={(e) => field.setRaw(e.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`mt-1.5 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 ${message ? 'border-red-600' : 'border-slate-300'}`}
      />
      {message ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}

export function Checkbox({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 sm:col-span-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 size-5 shrink-0 accent-brand-700"
      />
      <div className="max-w-measure">
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export function Choice<T extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="sm:col-span-2">
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <div className="mt-1.5 grid gap-2">
        {options.map((o) => (
          <label key={o.value} className="flex items-start gap-3 text-slate-900">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SelectField({
  label,
  value,
  options,
  labels,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  /** What each option shows, when not its value (a State's Hindi name; the value stays English). */
  labels?: Readonly<Record<string, string>>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1.5 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {labels?.[o] ?? o}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The answer, read out politely as it changes; a prompt to fix the form while it cannot be worked out. */
export function ResultPanel({ title, children }: { title: string; children: ReactNode | null }) {
  const id = useId();
  const t = useMessages(toolFields);
  return (
    <section
      aria-labelledby={id}
      aria-live="polite"
      className="rounded-lg border border-brand-200 bg-brand-50 p-4 sm:col-span-2"
    >
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      <div className="mt-2 text-slate-800">{children ?? <p>{t.fixField}</p>}</div>
    </section>
  );
}

/** Label and amount rows; `sub` rows are parts of the row above, `total` rows stand out. */
export function Figures({
  rows,
}: {
  rows: readonly { label: string; value: string; sub?: boolean; total?: boolean }[];
}) {
  return (
    <dl className="divide-y divide-brand-100">
      {rows.map((r) => (
        <div
          key={r.label}
          className={`flex items-baseline justify-between gap-4 py-1.5 ${r.sub ? 'pl-4 text-sm text-slate-700' : ''} ${r.total ? 'font-semibold text-slate-900' : ''}`}
        >
          <dt>{r.label}</dt>
          <dd className="shrink-0 tabular-nums">{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Reasons({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
      {items.map((r) => (
        <li key={r}>{r}</li>
      ))}
    </ul>
  );
}
