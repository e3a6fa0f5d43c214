import { useEffect, useRef, useState } from 'react';
import { Container } from '../components/ui.tsx';
import { clients } from '../generated/data/clients.ts';

type Client = (typeof clients)[number];

/** A circular logo, or the initials when there is no logo or it fails to load. */
function ClientLogo({ client }: { client: Client }) {
  const [failed, setFailed] = useState(!client.logo);
  const img = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event too early for React to see.
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed || !client.logo) {
    return (
      <span
        aria-hidden="true"
        className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
        data-initials=""
      >
        {client.initials}
      </span>
    );
  }
  return (
    <img
      ref={img}
      src={client.logo}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="h-16 w-16 rounded-full object-cover"
    />
  );
}

/** "Our Esteemed Clients": the 16 entries of content/data/clients.yaml. */
export default function ClientGrid({ title = 'Our Esteemed Clients' }: { title?: string }) {
  return (
    <Container className="not-prose py-12">
      <section
        aria-labelledby="clients-title"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="clients-title" className="text-center text-2xl font-bold text-slate-900">
          {title}
        </h2>
        <ul
          className="mt-8 grid grid-cols-2 gap-6 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
          data-testid="clients"
        >
          {clients.map((c) => (
            <li key={c.name} className="flex flex-col items-center gap-3 text-center">
              <ClientLogo client={c} />
              <span className="text-sm font-medium text-slate-800">{c.name}</span>
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
