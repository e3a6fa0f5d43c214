import type { ReactNode } from 'react';
import { ArrowRight, cardIcons } from '../components/icons.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import { card } from '../generated/messages/card.ts';
import { useMessages } from '../lib/language.ts';

/**
 * A titled card; with `href` the whole card is a link. Its children are the description and,
 * optionally, a list of features.
 */
export default function Card({
  title,
  href,
  icon,
  linkLabel,
  children,
}: {
  title: string;
  href?: string;
  /** One of the names in cardIcons (src/components/icons.tsx). */
  icon?: string;
  linkLabel?: string;
  children?: ReactNode;
}) {
  const Icon = icon ? cardIcons[icon] : undefined;
  const t = useMessages(card);
  return (
    <div className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      {Icon ? (
        <span className="mb-4 inline-flex h-11 w-11 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
          <Icon />
        </span>
      ) : null}
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div className="mt-2 flex-1 text-slate-700 [&_li]:mt-1.5 [&_p]:mt-2 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5">
        {children}
      </div>
      {href ? (
        <SmartLink
          href={href}
          className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 after:absolute after:inset-0 hover:underline"
        >
          {linkLabel ?? t.learnMore}
          <span className="sr-only">: {title}</span>
          <ArrowRight />
        </SmartLink>
      ) : null}
    </div>
  );
}
