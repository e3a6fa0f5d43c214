import { LeadForm as Form } from '../features/leads/LeadForm.tsx';
import { type Language, useWords } from '../lib/language.ts';

const words = {
  en: {
    title: 'Request a free compliance assessment',
    intro:
      'Tell us about your organisation and what you need. A compliance expert replies, usually ' +
      'within one business day. Every field is required unless it says optional.',
  },
  hi: {
    title: 'मुफ़्त अनुपालन आकलन का अनुरोध करें',
    intro:
      'हमें अपने संगठन के बारे में बताएँ और यह भी कि आपको किस चीज़ की ज़रूरत है। हमारे अनुपालन ' +
      'विशेषज्ञ आम तौर पर एक कार्य-दिवस के भीतर जवाब देते हैं। जिन फ़ील्ड के साथ "वैकल्पिक" लिखा ' +
      'है, उन्हें छोड़कर बाकी सभी फ़ील्ड भरना ज़रूरी है।',
  },
} satisfies Record<Language, { title: string; intro: string }>;

/**
 * "Request a free compliance assessment": `<LeadForm id="assessment" />`, the target of the
 * site's calls to action (`/contact#assessment`). An island: its code loads when it is reached.
 */
export default function LeadForm({ id }: { id: string }) {
  const t = useWords(words);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="not-prose my-8 scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
        {t.title}
      </h2>
      <p className="mt-2 mb-4 text-slate-700">{t.intro}</p>
      <Form id={id} />
    </section>
  );
}
