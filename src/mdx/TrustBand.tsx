import { Container } from '../components/ui.tsx';
import { trustIn } from '../generated/data/trust.ts';
import { trustBand } from '../generated/messages/trust-band.ts';
import { useLanguage, useMessages } from '../lib/language.ts';

function Figures({ compact }: { compact: boolean }) {
  const trust = trustIn[useLanguage()];
  return (
    <dl className={`grid grid-cols-2 gap-4 ${compact ? '' : 'lg:grid-cols-4'}`}>
      {trust.metrics.map((m) => (
        <div key={m.label} className="flex flex-col-reverse justify-end">
          <dt className="text-sm text-slate-700">{m.label}</dt>
          <dd className="text-3xl font-bold tracking-tight text-brand-800">{m.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Assurances({ compact }: { compact: boolean }) {
  const trust = trustIn[useLanguage()];
  return (
    <ul className={`grid gap-3 ${compact ? '' : 'sm:grid-cols-2 lg:grid-cols-5'}`}>
      {trust.assurances.map((a) => (
        <li key={a.title} className="flex gap-2">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            width="20"
            height="20"
            className="mt-0.5 shrink-0 text-brand-700"
          >
            <path
              d="M10 1l7 3v5c0 5-3 8.5-7 10-4-1.5-7-5-7-10V4zM6.5 10l2.5 2.5 4.5-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          </svg>
          <span>
            <span className="block font-semibold text-slate-900">{a.title}</span>
            <span className="block text-sm text-slate-700">{a.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The figures and promises clients hire us on (content/data/trust.yaml): a band across the page,
 * or with `compact` a panel for a side column (beside the assessment form on /contact).
 */
export default function TrustBand({
  compact = false,
  title,
}: {
  compact?: boolean;
  title?: string;
}) {
  const t = useMessages(trustBand);
  const body = (
    <section
      aria-labelledby={compact ? 'trust-aside-title' : 'trust-title'}
      className={`not-prose grid gap-8 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8 ${compact ? 'my-8' : 'defer-render'}`}
      data-testid="trust-band"
    >
      <h2
        id={compact ? 'trust-aside-title' : 'trust-title'}
        className={`font-bold tracking-tight text-slate-900 ${compact ? 'text-xl' : 'text-2xl sm:text-3xl'}`}
      >
        {title ?? t.title}
      </h2>
      <Figures compact={compact} />
      <Assurances compact={compact} />
    </section>
  );
  return compact ? body : <Container className="py-10">{body}</Container>;
}
