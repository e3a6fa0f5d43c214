import { type FormEvent, useState } from 'react';
import { account } from '../../generated/messages/account.ts';
import { generator } from '../../generated/messages/generator.ts';
import { useMessages } from '../../lib/language.ts';
import { toast } from '../../lib/toast.ts';
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

/**
 * A topic and a key of only spaces pass the browser's `required`; these checks catch them: each
 * field with the messages of its toast's title and description.
 */
const checks = [
  ['topic', 'topicRequired', 'topicMissing'],
  ['apiKey', 'keyRequired', 'keyMissing'],
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
  const t = useMessages(generator);
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
      toast.error(t[title], { description: t[description] });
      setProblems({ [key]: t[description] });
      return;
    }
    onGenerate();
  };
  const { topic, apiKey } = settings;
  return (
    <form
      onSubmit={submit}
      className="grid content-start gap-4"
      aria-label={t.form({ type: typeLabel })}
    >
      <Field
        id={`${id}-topic`}
        label={t.topic}
        value={topic}
        onChange={(e) => change({ topic: e.target.value })}
        required
        placeholder={t.topicPlaceholder}
        error={problems.topic}
      />
      <VoiceFields id={id} settings={settings} onChange={change} />
      <Field
        id={`${id}-keywords`}
        label={t.keywords}
        value={settings.keywords}
        onChange={(e) => change({ keywords: e.target.value })}
        note={t.keywordsNote}
        placeholder={t.keywordsPlaceholder}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <CopiesField id={id} value={settings.numCopies} onChange={change} />
        <KeyField id={id} value={apiKey} onChange={change} error={problems.apiKey} />
      </div>
      <button type="submit" disabled={generating || !topic || !apiKey} className={buttonClass}>
        {generating ? t.generating : t.generate({ type: typeLabel })}
      </button>
    </form>
  );
}

type FieldProps<T> = { id: string; onChange: (changes: Partial<Settings>) => void } & T;

/** How the copy is written: its tone and its language. */
function VoiceFields({ id, settings, onChange }: FieldProps<{ settings: Settings }>) {
  const t = useMessages(generator);
  const { language } = useMessages(account);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id={`${id}-tone`}
        label={t.tone}
        value={settings.tone}
        onChange={(e) => onChange({ tone: e.target.value as Tone })}
      >
        {tones.map((tone) => (
          <option key={tone} value={tone}>
            {t[tone]}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${id}-language`}
        label={language}
        value={settings.language}
        onChange={(e) => onChange({ language: e.target.value })}
      >
        {languages.map((l) => (
          <option key={l.code} value={l.code}>
            {t[l.label]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

function CopiesField({ id, value, onChange }: FieldProps<{ value: number }>) {
  const t = useMessages(generator);
  return (
    <Field
      id={`${id}-copies`}
      label={t.copies}
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
  const t = useMessages(generator);
  return (
    <Field
      id={`${id}-key`}
      label={t.apiKey}
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
