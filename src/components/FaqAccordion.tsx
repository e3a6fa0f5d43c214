import { useId } from 'react';
import type { FaqItem } from '../content/schema.ts';
import { ChevronDown } from './icons.tsx';

/**
 * Questions of which at most one is open, built on <details name>: the browser does the
 * single-open behaviour, keyboard and screen-reader support with no script, and the answers are
 * in the HTML for readers without JavaScript and for search engines. A link to a question's #id
 * opens it (App's useOpenDetailsAtHash).
 */
export function FaqAccordion({
  items,
  headingLevel = 3,
}: {
  items: FaqItem[];
  headingLevel?: 2 | 3;
}) {
  const group = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.id} id={item.id} name={group} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
            <Heading className="m-0 max-w-measure text-base font-semibold text-slate-900">
              {item.question}
            </Heading>
            <ChevronDown className="shrink-0 text-slate-600 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-5 text-slate-700">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
