import { social } from '../generated/data/social.ts';

/** The POSH resources card: its PDF opens in a new tab. */
export default function PoshGuide() {
  const guide = social.poshGuide;
  return (
    <section
      aria-labelledby="posh-guide-title"
      className="not-prose rounded-xl border border-brand-200 bg-brand-50 p-5"
    >
      <h2 id="posh-guide-title" className="text-lg font-semibold text-slate-900">
        POSH resources
      </h2>
      <p className="mt-1 font-medium text-slate-900">{guide.title}</p>
      <p className="mt-1 text-sm text-slate-700">{guide.description}</p>
      <a
        href={guide.href}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Download PDF<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </section>
  );
}
