import { Children, isValidElement, type ReactElement, type ReactNode, useId } from 'react';
import { ChevronDown } from '../components/icons.tsx';
import type { TopicProps } from './Topic.tsx';

/**
 * Topic cards: a grid from 768 px, and below that an accordion in which one topic at most is
 * open (<details name>, so it works without JavaScript).
 */
export default function Topics({ children }: { children: ReactNode }) {
  const group = useId();
  const topics = Children.toArray(children)
    .filter(
      (c): c is ReactElement<TopicProps> =>
        isValidElement(c) && typeof (c.props as TopicProps).title === 'string',
    )
    .map((c) => c.props);
  return (
    <div className="not-prose my-8" data-testid="topics">
      <ul className="hidden gap-5 md:grid md:grid-cols-2 lg:grid-cols-3">
        {topics.map((t) => (
          <li key={t.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">{t.title}</h3>
            <div className="mt-2 text-slate-700 [&_li]:mt-1 [&_p]:mt-2 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-5">
              {t.children}
            </div>
          </li>
        ))}
      </ul>
      <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white md:hidden">
        {topics.map((t) => (
          <details key={t.title} name={group} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
              <h3 className="text-base font-semibold text-slate-900">{t.title}</h3>
              <ChevronDown className="shrink-0 text-slate-600 transition-transform group-open:rotate-180" />
            </summary>
            <div className="px-5 pb-5 text-slate-700 [&_li]:mt-1 [&_p]:mt-2 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-5">
              {t.children}
            </div>
          </details>
        ))}
      </div>
    </div>
  );
}
