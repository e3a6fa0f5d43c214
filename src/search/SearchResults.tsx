/**
 * What the search dialog shows below its input: the popular topics before a search, the results
 * grouped by kind, a way on when nothing matched, or a retry when search could not load.
 */
import type { AnchorHTMLAttributes } from 'react';
import { SmartLink } from '../components/SmartLink.tsx';
import { shortcutsIn } from '../generated/data/shortcuts.ts';
import { type SearchMessages, search as searchMessages } from '../generated/messages/search.ts';
import { pathIn, useLanguage, useMessages } from '../lib/language.ts';
import type { SearchKind, SearchOutcome, SnippetPart } from './engine.ts';
import type { Group } from './useSearch.ts';

/** The message that heads each kind of result. */
const kindKeys = {
  service: 'kindService',
  framework: 'kindFramework',
  tool: 'kindTool',
  industry: 'kindIndustry',
  faq: 'kindFaq',
  post: 'kindPost',
  update: 'kindUpdate',
  page: 'kindPage',
  screen: 'kindScreen',
} as const satisfies Record<SearchKind, keyof SearchMessages>;

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
  const t = useMessages(searchMessages);
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
  const t = useMessages(searchMessages);
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
  const t = useMessages(searchMessages);
  const language = useLanguage();
  return (
    <div className="px-3 py-6 text-center text-slate-700">
      <p className="font-medium text-slate-900">{t.none({ searched })}</p>
      <p className="mt-2">
        {t.tryOther}{' '}
        <SmartLink href={pathIn(language, '/faq')} onClick={onClose} className={inlineLinkClass}>
          {t.faq}
        </SmartLink>{' '}
        {t.or}{' '}
        <SmartLink
          href={pathIn(language, '/contact#assessment')}
          onClick={onClose}
          className={inlineLinkClass}
        >
          {t.ask}
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
  const t = useMessages(searchMessages);
  let index = 0;
  return (
    <div id={listId} role="listbox" aria-label={t.results}>
      {outcome.partial ? <p className="px-3 pb-2 text-sm text-slate-600">{t.partial}</p> : null}
      {groups.map((g) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of options in a listbox; a fieldset groups form controls
        <div
          key={g.kind}
          role="group"
          aria-label={t[kindKeys[g.kind]]}
          className="mb-3 grid gap-0.5"
        >
          <div aria-hidden="true" className={`px-3 pb-1 ${headingClass}`}>
            {t[kindKeys[g.kind]]}
          </div>
          {g.hits.map((hit) => (
            <SmartLink key={hit.doc.href} href={hit.doc.href} {...option(index++)}>
              <span className="block text-xs text-slate-600">
                {hit.doc.heading ? hit.doc.page : t[kindKeys[hit.doc.kind]]}
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
