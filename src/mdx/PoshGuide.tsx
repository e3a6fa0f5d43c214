import { socialIn } from '../generated/data/social.ts';
import { poshGuide } from '../generated/messages/posh-guide.ts';
import { originalMark, useLanguage, useMessages } from '../lib/language.ts';

/**
 * The POSH resources card, in the page's language: its PDF (in English: on a page in another
 * language its link is marked English) opens in a new tab.
 */
export default function PoshGuide() {
  const language = useLanguage();
  const t = useMessages(poshGuide);
  const guide = socialIn[language].poshGuide;
  return (
    <section
      aria-labelledby="posh-guide-title"
      className="not-prose rounded-xl border border-brand-200 bg-brand-50 p-5"
    >
      <h2 id="posh-guide-title" className="text-lg font-semibold text-slate-900">
        {t.heading}
      </h2>
      <p className="mt-1 font-medium text-slate-900">{guide.title}</p>
      <p className="mt-1 text-sm text-slate-700">{guide.description}</p>
      <a
        href={guide.href}
        target="_blank"
        rel="noopener noreferrer"
        hrefLang={originalMark(language)}
        className="mt-4 inline-flex rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t.download}
        <span className="sr-only">{t.newTab}</span>
      </a>
    </section>
  );
}
