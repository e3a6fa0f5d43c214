import { onThisPage } from '../generated/messages/on-this-page.ts';
import { messagesIn, pathIn, useLanguage, useMessages } from '../lib/language.ts';
import { buttonClass } from './ui.tsx';

export interface TocItem {
  id: string;
  title: string;
}

/**
 * The sections of a long page, read in the server render only: the build adds `toc` (the body's
 * h2 headings and <Section>s) to the frontmatter the server bundle gets, not the browser's.
 */
export const bodyToc = (fm: unknown): TocItem[] => (fm as { toc?: TocItem[] }).toc ?? [];

function Links({ items }: { items: TocItem[] }) {
  return (
    <ol className="mt-3 grid gap-1 text-sm">
      {items.map((s) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            className="block rounded-md px-2 py-1.5 text-slate-700 hover:bg-brand-50 hover:text-brand-800"
          >
            {s.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** On a phone: a native disclosure at the top of the text. Hidden from `lg` up. */
export function OnThisPageDisclosure({ items }: { items: TocItem[] }) {
  const t = useMessages(onThisPage);
  if (items.length < 2) return null;
  return (
    <nav aria-label={t.onThisPage} className="mb-2 lg:hidden" data-toc="disclosure">
      <details className="rounded-xl border border-slate-200 bg-white px-4 py-3">
        <summary className="cursor-pointer font-semibold text-slate-900">{t.onThisPage}</summary>
        <Links items={items} />
      </details>
    </nav>
  );
}

/** From `lg` up: a list that stays beside the text as it scrolls, with a call to action. */
export function OnThisPageAside({ items }: { items: TocItem[] }) {
  const language = useLanguage();
  const t = messagesIn(onThisPage, language);
  if (items.length < 2) return null;
  return (
    <div className="hidden lg:block lg:w-68 lg:pl-12">
      <nav aria-label={t.onThisPage} className="sticky top-24 pt-10" data-toc="aside">
        <p className="px-2 text-sm font-semibold uppercase tracking-wide text-slate-500">
          {t.onThisPage}
        </p>
        <Links items={items} />
        <a
          href={pathIn(language, '/contact#assessment')}
          className={buttonClass('primary', 'mt-6 w-full')}
        >
          {t.assessment}
        </a>
      </nav>
    </div>
  );
}
