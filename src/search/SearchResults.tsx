/**
 * What the search dialog shows below its input: the popular topics before a search, the results
 * grouped by kind, a way on when nothing matched, or a retry when search could not load.
 */
import type { AnchorHTMLAttributes } from 'react';
import { SmartLink } from '../components/SmartLink.tsx';
import { shortcutsIn } from '../generated/data/shortcuts.ts';
import { type Language, useLanguage, useWords } from '../lib/language.ts';
import type { SearchKind, SearchOutcome, SnippetPart } from './engine.ts';
import type { Group } from './useSearch.ts';

const resultWords = {
  en: {
    kinds: {
      service: 'Services',
      framework: 'Compliance frameworks',
      tool: 'Tools',
      industry: 'Industries',
      faq: 'Questions and answers',
      post: 'Blog posts',
      update: 'Regulatory updates',
      page: 'Pages',
      screen: 'Your account',
    } satisfies Record<SearchKind, string>,
    failed: 'Search could not load. Check your connection and try again.',
    retry: 'Try again',
    popular: 'Popular topics',
    none: (searched: string) => `No results for “${searched}”.`,
    // "Try other words, browse the <FAQ> or <ask our team>."
    tryOther: 'Try other words, browse the',
    faq: { href: '/faq', text: 'frequently asked questions' },
    or: 'or',
    ask: { href: '/contact#assessment', text: 'ask our team' },
    end: '.',
    results: 'Search results',
    partial: 'No page has all of those words; these have some of them.',
  },
  hi: {
    kinds: {
      service: 'सेवाएँ',
      framework: 'कानूनी ढाँचे',
      tool: 'टूल',
      industry: 'उद्योग',
      faq: 'प्रश्न और उत्तर',
      post: 'ब्लॉग लेख',
      update: 'नियामक बदलाव',
      page: 'पेज',
      screen: 'आपका खाता',
    } satisfies Record<SearchKind, string>,
    failed: 'खोज लोड नहीं हो सकी। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    retry: 'फिर से कोशिश करें',
    popular: 'लोकप्रिय विषय',
    none: (searched: string) => `“${searched}” के लिए कोई परिणाम नहीं मिला।`,
    // "दूसरे शब्दों से खोजें, <प्रश्न> देखें या <टीम से पूछें>।"
    tryOther: 'दूसरे शब्दों से खोजें,',
    faq: { href: '/hi/faq', text: 'अक्सर पूछे जाने वाले प्रश्न' },
    or: 'देखें या',
    ask: { href: '/hi/contact#assessment', text: 'हमारी टीम से पूछें' },
    end: '।',
    results: 'खोज परिणाम',
    partial: 'किसी भी पेज पर ये सभी शब्द नहीं हैं; इन पेजों पर इनमें से कुछ शब्द हैं।',
  },
} satisfies Record<Language, unknown>;

/** The starting points offered before anything is typed, in the page's language. */
export function usePopularTopics() {
  return shortcutsIn[useLanguage()];
}

/** The attributes that make the i-th link an option of the listbox. */
export type OptionProps = (i: number) => AnchorHTMLAttributes<HTMLAnchorElement>;

const headingClass = 'text-xs font-semibold uppercase tracking-wide text-slate-600';

function Marked({ parts }: { parts: SnippetPart[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </>
  );
}

export function SearchFailed({ onRetry }: { onRetry: () => void }) {
  const t = useWords(resultWords);
  return (
    <div className="px-3 py-6 text-center text-slate-700">
      <p>{t.failed}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {t.retry}
      </button>
    </div>
  );
}

export function PopularTopics({ listId, option }: { listId: string; option: OptionProps }) {
  const t = useWords(resultWords);
  const topics = usePopularTopics();
  return (
    <>
      <p className={`px-3 pb-2 ${headingClass}`}>{t.popular}</p>
      <div id={listId} role="listbox" aria-label={t.popular} className="grid gap-0.5">
        {topics.map((s, i) => (
          <SmartLink key={s.href} href={s.href} {...option(i)}>
            <span className="block font-medium text-slate-900">{s.label}</span>
            <span className="block text-sm text-slate-600">{s.description}</span>
          </SmartLink>
        ))}
      </div>
    </>
  );
}

const inlineLinkClass = 'font-medium text-brand-700 underline';

export function NoResults({ searched, onClose }: { searched: string; onClose: () => void }) {
  const t = useWords(resultWords);
  return (
    <div className="px-3 py-6 text-center text-slate-700">
      <p className="font-medium text-slate-900">{t.none(searched)}</p>
      <p className="mt-2">
        {t.tryOther}{' '}
        <SmartLink href={t.faq.href} onClick={onClose} className={inlineLinkClass}>
          {t.faq.text}
        </SmartLink>{' '}
        {t.or}{' '}
        <SmartLink href={t.ask.href} onClick={onClose} className={inlineLinkClass}>
          {t.ask.text}
        </SmartLink>
        {t.end}
      </p>
    </div>
  );
}

/** The results, by kind; options are numbered across the groups, in the order shown. */
export function ResultGroups({
  listId,
  outcome,
  groups,
  option,
}: {
  listId: string;
  outcome: SearchOutcome;
  groups: Group[];
  option: OptionProps;
}) {
  const t = useWords(resultWords);
  let index = 0;
  return (
    <div id={listId} role="listbox" aria-label={t.results}>
      {outcome.partial ? <p className="px-3 pb-2 text-sm text-slate-600">{t.partial}</p> : null}
      {groups.map((g) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of options in a listbox; a fieldset groups form controls
        <div key={g.kind} role="group" aria-label={t.kinds[g.kind]} className="mb-3 grid gap-0.5">
          <div aria-hidden="true" className={`px-3 pb-1 ${headingClass}`}>
            {t.kinds[g.kind]}
          </div>
          {g.hits.map((hit) => (
            <SmartLink key={hit.doc.href} href={hit.doc.href} {...option(index++)}>
              <span className="block text-xs text-slate-600">
                {hit.doc.heading ? hit.doc.page : t.kinds[hit.doc.kind]}
              </span>
              <span className="block font-medium text-slate-900">
                <Marked parts={hit.title} />
              </span>
              <span className="mt-0.5 line-clamp-2 block text-sm text-slate-700">
                <Marked parts={hit.snippet} />
              </span>
            </SmartLink>
          ))}
        </div>
      ))}
    </div>
  );
}
