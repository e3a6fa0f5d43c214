/**
 * The lead form's fields: each with a visible label, its hint and its error beside it (named by
 * aria-describedby, flagged by aria-invalid). Ids are fixed, not `useId`, so that the server's
 * HTML and the live form agree and a link to the summary's error reaches its field.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { formFields } from '../../generated/messages/form-fields.ts';
import { useMessages } from '../../lib/language.ts';

const controlClass = (invalid: boolean) =>
  `mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 ${invalid ? 'border-red-600' : 'border-slate-400'}`;

const labelClass = 'block font-semibold text-slate-900';

const describedBy = (...ids: (string | false | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

export function FieldError({ id, message }: { id: string; message?: string }) {
  const t = useMessages(formFields);
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      <span className="sr-only">{t.error}</span>
      {message}
    </p>
  );
}

function Hint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-0.5 text-sm text-slate-600">
      {children}
    </p>
  );
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  wide?: boolean;
}

export function TextField({
  id,
  label,
  error,
  hint,
  wide,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Hint id={`${id}-hint`}>{hint}</Hint>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
        className={controlClass(Boolean(error))}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function SelectField<T extends string>({
  id,
  name,
  label,
  error,
  placeholder,
  options,
  optionLabel = (o) => o,
  value,
  onChange,
  onBlur,
}: FieldProps & {
  name: string;
  placeholder: string;
  options: readonly T[];
  /** What a visitor reads for an option; its value is sent as it is. */
  optionLabel?: (option: T) => string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`)}
        className={controlClass(Boolean(error))}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** One or more choices: a group of checkboxes under a legend; the first takes focus on error. */
export function CheckboxGroup<T extends string>({
  id,
  name,
  legend,
  hint,
  error,
  options,
  optionLabel = (o) => o,
  values,
  onToggle,
  onBlur,
}: {
  id: string;
  name: string;
  legend: string;
  hint: string;
  error?: string;
  options: readonly T[];
  /** What a visitor reads for an option; its value is sent as it is. */
  optionLabel?: (option: T) => string;
  values: readonly string[];
  onToggle: (option: T, checked: boolean) => void;
  onBlur: () => void;
}) {
  return (
    <fieldset
      className="sm:col-span-2"
      aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
    >
      <legend className={labelClass}>{legend}</legend>
      <Hint id={`${id}-hint`}>{hint}</Hint>
      <div className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option, i) => (
          <label
            key={option}
            className="flex min-h-11 items-center gap-3 rounded-md px-1 text-slate-900"
          >
            <input
              id={i === 0 ? id : undefined}
              type="checkbox"
              name={name}
              value={option}
              checked={values.includes(option)}
              onChange={(e) => onToggle(option, e.target.checked)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              className="size-5 shrink-0 accent-brand-700"
            />
            <span>{optionLabel(option)}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

export function MessageField({
  id,
  name,
  label,
  error,
  max,
  value,
  onChange,
  onBlur,
}: FieldProps & {
  name: string;
  max: number;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const t = useMessages(formFields);
  const over = value.length > max;
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={5}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-count`, error && `${id}-error`)}
        className={controlClass(Boolean(error))}
      />
      <p
        id={`${id}-count`}
        className={`mt-1 text-sm ${over ? 'font-medium text-red-700' : 'text-slate-600'}`}
      >
        {t.count({ typed: value.length, max })}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The consent checkbox; its label is the consent text, with the privacy notice as a link. */
export function ConsentField({
  id,
  name,
  text,
  link,
  error,
  checked,
  onChange,
  onBlur,
}: {
  id: string;
  name: string;
  text: string;
  /** The words of `text` that name the privacy notice, and its address. */
  link: { text: string; href: string };
  error?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
}) {
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          required
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `${id}-error`)}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-slate-900">
          <ConsentText text={text} link={link} />
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The consent text as stored with the lead, with its mention of the privacy notice made a link. */
function ConsentText({ text, link }: { text: string; link: { text: string; href: string } }) {
  const at = text.indexOf(link.text);
  if (at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      <a href={link.href} className="font-medium text-brand-800 underline underline-offset-2">
        {link.text}
      </a>
      {text.slice(at + link.text.length)}
    </>
  );
}

/** A field people never see or reach; bots that fill every input fill it too. */
export function Honeypot({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useMessages(formFields);
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{t.honeypot}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
