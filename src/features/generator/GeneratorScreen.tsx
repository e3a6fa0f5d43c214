import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ScrollStrip } from '../../components/ScrollStrip.tsx';
import { TabList, TabPanel, TabsRoot, TabTrigger } from '../../components/tabs.tsx';
import { Container, tabListClass, tabTriggerClass } from '../../components/ui.tsx';
import { toast } from '../../lib/toast.tsx';
import {
  type ContentType,
  contentTypes,
  DEFAULT_PROVIDER,
  generate,
  languages,
  MAX_COPIES,
  type Tone,
  tones,
} from './request.ts';

const provider = import.meta.env.VITE_GENERATOR_API_URL || DEFAULT_PROVIDER;

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600';
const labelClass = 'block text-sm font-semibold text-slate-900';

/**
 * The content generator for marketers. The Writesonic key lives in this component's state only:
 * it is sent to the provider and nowhere else, and is gone when the page is left.
 */
export default function GeneratorScreen() {
  const [contentType, setContentType] = useState<ContentType>('article');
  const [topic, setTopic] = useState('');
  const [tone, setTone] = useState<Tone>('professional');
  const [language, setLanguage] = useState('en');
  const [keywords, setKeywords] = useState('');
  const [numCopies, setNumCopies] = useState(1);
  const [apiKey, setApiKey] = useState('');
  const [generating, setGenerating] = useState(false);
  const [copies, setCopies] = useState<string[]>([]);
  const [shown, setShown] = useState(0);
  const inFlight = useRef<AbortController | null>(null);
  const ids = useId();

  // Leaving the page cancels a generation in flight.
  useEffect(() => () => inFlight.current?.abort(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!topic.trim()) {
      toast.error('Topic required', { description: 'Please enter a topic to generate content' });
      return;
    }
    if (!apiKey.trim()) {
      toast.error('API key required', { description: 'Please enter your Writesonic API key' });
      return;
    }
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setGenerating(true);
    try {
      const result = await generate(
        { contentType, topic, tone, language, keywords, numCopies, apiKey },
        controller.signal,
        provider,
      );
      if (result.ok) {
        setCopies(result.copies);
        setShown(0);
        toast.success('Content generated', {
          description: 'Your content has been successfully generated',
        });
      } else {
        toast.error('Generation failed', {
          description: result.message || 'Failed to generate content',
        });
      }
    } catch (err) {
      if ((err as Error).name !== 'AbortError')
        toast.error('Error', { description: 'An error occurred while generating content' });
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setGenerating(false);
      }
    }
  };

  const copyText = async () => {
    try {
      await navigator.clipboard.writeText(copies[shown] ?? '');
      toast.success('Copied to the clipboard');
    } catch {
      toast.error('Could not copy: select the text and copy it instead');
    }
  };

  const result = copies[shown] ?? '';
  const typeLabel = contentTypes.find((t) => t.id === contentType)?.label ?? contentType;

  // One form for every tab: switching tabs keeps what was typed.
  const workspace = (
    <div className="mt-6 grid gap-8 lg:grid-cols-2">
      <form
        onSubmit={submit}
        className="grid content-start gap-4"
        aria-label={`Generate: ${typeLabel}`}
      >
        <div>
          <label htmlFor={`${ids}-topic`} className={labelClass}>
            Topic
          </label>
          <input
            id={`${ids}-topic`}
            className={inputClass}
            value={topic}
            onChange={(e) => setTopic(e.target.value)}
            required
            placeholder="e.g. PF compliance for startups"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${ids}-tone`} className={labelClass}>
              Tone
            </label>
            <select
              id={`${ids}-tone`}
              className={inputClass}
              value={tone}
              onChange={(e) => setTone(e.target.value as Tone)}
            >
              {tones.map((t) => (
                <option key={t} value={t}>
                  {t[0]?.toUpperCase()}
                  {t.slice(1)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${ids}-language`} className={labelClass}>
              Language
            </label>
            <select
              id={`${ids}-language`}
              className={inputClass}
              value={language}
              onChange={(e) => setLanguage(e.target.value)}
            >
              {languages.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <label htmlFor={`${ids}-keywords`} className={labelClass}>
            Keywords
          </label>
          <input
            id={`${ids}-keywords`}
            className={inputClass}
            value={keywords}
            onChange={(e) => setKeywords(e.target.value)}
            aria-describedby={`${ids}-keywords-note`}
            placeholder="PF, ESI, payroll"
          />
          <p id={`${ids}-keywords-note`} className="mt-1 text-sm text-slate-600">
            Separate keywords with commas.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${ids}-copies`} className={labelClass}>
              Number of copies
            </label>
            <input
              id={`${ids}-copies`}
              type="number"
              min={1}
              max={MAX_COPIES}
              className={inputClass}
              value={numCopies}
              onChange={(e) =>
                setNumCopies(Math.min(MAX_COPIES, Math.max(1, Number(e.target.value) || 1)))
              }
            />
          </div>
          <div>
            <label htmlFor={`${ids}-key`} className={labelClass}>
              Writesonic API key
            </label>
            <input
              id={`${ids}-key`}
              type="password"
              className={inputClass}
              value={apiKey}
              onChange={(e) => setApiKey(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              data-1p-ignore=""
              data-lpignore="true"
              data-form-type="other"
            />
          </div>
        </div>
        <button
          type="submit"
          disabled={generating || !topic || !apiKey}
          className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          {generating ? 'Generating...' : `Generate ${typeLabel}`}
        </button>
      </form>

      <section aria-labelledby={`${ids}-result-title`} className="grid content-start gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${ids}-result-title`} className="text-lg font-semibold text-slate-900">
            Generated content
          </h2>
          {copies.length > 1 ? (
            <fieldset className="flex gap-1">
              <legend className="sr-only">Copies</legend>
              {copies.map((_, i) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: copies are positional
                  key={i}
                  type="button"
                  aria-pressed={shown === i}
                  onClick={() => setShown(i)}
                  className="rounded-md border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
                >
                  Copy {i + 1}
                </button>
              ))}
            </fieldset>
          ) : null}
        </div>
        <label htmlFor={`${ids}-result`} className="sr-only">
          Generated content
        </label>
        <textarea
          id={`${ids}-result`}
          readOnly
          value={result}
          rows={14}
          placeholder="Your generated content appears here."
          className="block w-full rounded-lg border border-slate-300 bg-slate-50 p-3 text-base text-slate-900"
        />
        <div className="flex gap-2">
          <button
            type="button"
            onClick={copyText}
            disabled={!result}
            className="rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-500"
          >
            Copy text
          </button>
          <button
            type="button"
            onClick={() => {
              setCopies([]);
              setShown(0);
            }}
            disabled={copies.length === 0}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:text-slate-500"
          >
            Clear
          </button>
        </div>
      </section>
    </div>
  );

  return (
    <Container className="py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        AI content generator
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Draft articles, blog sections, meta descriptions and SEO titles about compliance topics with
        Writesonic.
      </p>
      <p
        role="note"
        className="mt-4 max-w-2xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      >
        You need your own Writesonic API key. It is sent only to Writesonic with your request and is
        never stored: not in this browser, not on our servers.
      </p>

      <TabsRoot
        value={contentType}
        onValueChange={(v) => setContentType(v as ContentType)}
        className="mt-8"
      >
        <ScrollStrip>
          <TabList aria-label="Content type" className={tabListClass} data-scroller="">
            {contentTypes.map((t) => (
              <TabTrigger key={t.id} value={t.id} className={tabTriggerClass}>
                {t.label}
              </TabTrigger>
            ))}
          </TabList>
        </ScrollStrip>
        {contentTypes.map((t) => (
          <TabPanel
            key={t.id}
            value={t.id}
            className="focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t.id === contentType ? workspace : null}
          </TabPanel>
        ))}
      </TabsRoot>
    </Container>
  );
}
