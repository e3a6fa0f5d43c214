import type { ReactNode } from 'react';

export default function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="relative rounded-xl border border-slate-200 bg-white p-5 pl-16 [counter-increment:step] before:absolute before:left-5 before:top-5 before:flex before:h-8 before:w-8 before:items-center before:justify-center before:rounded-full before:bg-brand-700 before:text-sm before:font-bold before:text-white before:content-[counter(step)]">
      <p className="font-semibold text-slate-900">{title}</p>
      <div className="mt-1 max-w-measure text-slate-700 [&_p]:mt-2">{children}</div>
    </li>
  );
}
