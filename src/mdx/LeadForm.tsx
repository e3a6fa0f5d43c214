import { LeadForm as Form } from '../features/leads/LeadForm.tsx';
import { leadForm } from '../generated/messages/lead-form.ts';
import { useMessages } from '../lib/language.ts';

/**
 * "Request a free compliance assessment": `<LeadForm id="assessment" />`, the target of the
 * site's calls to action (`/contact#assessment`). An island: its code loads when it is reached.
 */
export default function LeadForm({ id }: { id: string }) {
  const t = useMessages(leadForm);
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
