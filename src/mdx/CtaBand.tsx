import type { ReactNode } from 'react';
import { Container } from '../components/ui.tsx';

/** A closing call-to-action band; its children are <LinkButton>s. */
export default function CtaBand({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="not-prose bg-brand-800 text-white">
      <Container className="flex flex-col items-start gap-6 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-bold">{title}</h2>
          <p className="mt-2 max-w-2xl text-brand-50">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">{children}</div>
      </Container>
    </section>
  );
}
