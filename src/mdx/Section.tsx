import type { ReactNode } from 'react';
import { Container } from '../components/ui.tsx';

/**
 * A full-width band of a page with its own anchor: `<Section id="pf-esi" title="PF and ESI">`.
 * The title is an h2; write the body in MDX.
 */
export default function Section({
  id,
  title,
  intro,
  tone = 'white',
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: 'white' | 'muted';
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={tone === 'muted' ? 'defer-render bg-slate-50' : 'defer-render'}
    >
      <Container className="py-12 sm:py-14">
        <h2
          id={`${id}-title`}
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-measure text-slate-700">{intro}</p> : null}
        <div className="prose prose-slate mt-6 max-w-none prose-a:text-brand-700">{children}</div>
      </Container>
    </section>
  );
}
