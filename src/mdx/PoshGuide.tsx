import { socialIn } from '../generated/data/social.ts';
import { type Language, originalMark, useLanguage } from '../lib/language.ts';

/**
 * The card's words. The PDF is in English: on a page in another language the button says so, and
 * its link is marked English.
 */
const words = {
  en: { heading: 'POSH resources', download: 'Download PDF', newTab: ' (opens in a new tab)' },
  hi: {
    heading: 'POSH संसाधन',
    download: 'PDF डाउनलोड करें (अंग्रेज़ी में)',
    newTab: ' (नए टैब में खुलता है)',
  },
} satisfies Record<Language, Record<string, string>>;

/** The POSH resources card, in the page's language: its PDF opens in a new tab. */
export default function PoshGuide() {
  const language = useLanguage();
  const t = words[language];
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
