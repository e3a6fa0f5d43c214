import type { ReactNode } from 'react';

const tones = {
  info: 'border-brand-200 bg-brand-50',
  warning: 'border-amber-300 bg-amber-50',
  success: 'border-emerald-300 bg-emerald-50',
} as const;

/** A highlighted note inside prose: `<Callout title="Labour Codes" tone="warning">…</Callout>`. */
export default function Callout({
  title,
  tone = 'info',
  children,
}: {
  title?: string;
  tone?: keyof typeof tones;
  children: ReactNode;
}) {
  return (
    <aside className={`not-prose my-6 rounded-xl border p-5 ${tones[tone]}`}>
      {title ? <p className="font-semibold text-slate-900">{title}</p> : null}
      <div className="mt-1 text-slate-800 [&_a]:text-brand-800 [&_a]:underline [&_p]:mt-2 first:[&_p]:mt-0">
        {children}
      </div>
    </aside>
  );
}
