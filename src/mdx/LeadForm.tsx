import { LeadForm as Form } from '../features/leads/LeadForm.tsx';

/**
 * "Request a free compliance assessment": `<LeadForm id="assessment" />`, the target of the
 * site's calls to action (`/contact#assessment`). An island: its code loads when it is reached.
 */
export default function LeadForm({ id }: { id: string }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="not-prose my-8 scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
        Request a free compliance assessment
      </h2>
      <p className="mt-2 mb-6 text-slate-700">
        Tell us about your organisation and what you need. A compliance expert replies, usually
        within one business day. Every field is required unless it says optional.
      </p>
      <Form id={id} />
    </section>
  );
}
