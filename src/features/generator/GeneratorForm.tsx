import { type FormEvent, useState } from 'react';
import { toast } from '../../lib/toast.tsx';
import { Field, SelectField } from '../auth/fields.tsx';
import { type GeneratorInput, languages, MAX_COPIES, type Tone, tones } from './request.ts';

/** What the visitor types: everything the request needs but the content type (the tab). */
export type Settings = Omit<Required<GeneratorInput>, 'contentType'>;

export const initialSettings: Settings = {
  topic: '',
  tone: 'professional',
  language: 'en',
  keywords: '',
  numCopies: 1,
  apiKey: '',
};

type Problems = Partial<Record<'topic' | 'apiKey', string>>;

/** A topic and a key of only spaces pass the browser's `required`; these checks catch them. */
const checks = [
  ['topic', 'Topic required', 'Please enter a topic to generate content'],
  ['apiKey', 'API key required', 'Please enter your Writesonic API key'],
] as const;

const buttonClass =
  'inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-400';

/** The generator's form: its settings live in the screen, so switching tabs keeps them. */
export function GeneratorForm({
  id,
  settings,
  onChange,
  typeLabel,
  generating,
  onGenerate,
}: {
  id: string;
  settings: Settings;
  onChange: (changes: Partial<Settings>) => void;
  typeLabel: string;
  generating: boolean;
  onGenerate: () => void;
}) {
  const [problems, setProblems] = useState<Problems>({});
  const change = (changes: Partial<Settings>) => {
    onChange(changes);
    // An error stays until the visitor changes something.
    if (problems.topic || problems.apiKey) setProblems({});
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const failed = checks.find(([key]) => !settings[key].trim());
    if (failed) {
      const [key, title, description] = failed;
      toast.error(title, { description });
      setProblems({ [key]: description });
      return;
    }
    onGenerate();
  };
  const { topic, apiKey } = settings;
  return (
    <form
      onSubmit={submit}
      className="grid content-start gap-4"
      aria-label={`Generate: ${typeLabel}`}
    >
      <Field
        id={`${id}-topic`}
        label="Topic"
        value={topic}
        onChange={(e) => change({ topic: e.target.value })}
        required
        placeholder="e.g. PF compliance for startups"
        error={problems.topic}
      />
      <VoiceFields id={id} settings={settings} onChange={change} />
      <Field
        id={`${id}-keywords`}
        label="Keywords"
        value={settings.keywords}
        onChange={(e) => change({ keywords: e.target.value })}
        note="Separate keywords with commas."
        placeholder="PF, ESI, payroll"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <CopiesField id={id} value={settings.numCopies} onChange={change} />
        <KeyField id={id} value={apiKey} onChange={change} error={problems.apiKey} />
      </div>
      <button type="submit" disabled={generating || !topic || !apiKey} className={buttonClass}>
        {generating ? 'Generating...' : `Generate ${typeLabel}`}
      </button>
    </form>
  );
}

type FieldProps<T> = { id: string; onChange: (changes: Partial<Settings>) => void } & T;

/** How the copy is written: its tone and its language. */
function VoiceFields({ id, settings, onChange }: FieldProps<{ settings: Settings }>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id={`${id}-tone`}
        label="Tone"
        value={settings.tone}
        onChange={(e) => onChange({ tone: e.target.value as Tone })}
      >
        {tones.map((t) => (
          <option key={t} value={t}>
            {t[0]?.toUpperCase()}
            {t.slice(1)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${id}-language`}
        label="Language"
        value={settings.language}
        onChange={(e) => onChange({ language: e.target.value })}
      >
        {languages.map((l) => (
          <option key={l.code} value={l.code}>
            {l.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

function CopiesField({ id, value, onChange }: FieldProps<{ value: number }>) {
  return (
    <Field
      id={`${id}-copies`}
      label="Number of copies"
      type="number"
      min={1}
      max={MAX_COPIES}
      value={value}
      onChange={(e) =>
        onChange({ numCopies: Math.min(MAX_COPIES, Math.max(1, Number(e.target.value) || 1)) })
      }
    />
  );
}

/** The visitor's own Writesonic key: kept out of password managers and autofill. */
function KeyField({ id, value, onChange, error }: FieldProps<{ value: string; error?: string }>) {
  return (
    <Field
      id={`${id}-key`}
      label="Writesonic API key"
      type="password"
      value={value}
      onChange={(e) => onChange({ apiKey: e.target.value })}
      error={error}
      autoComplete="off"
      spellCheck={false}
      data-1p-ignore=""
      data-lpignore="true"
      data-form-type="other"
    />
  );
}
