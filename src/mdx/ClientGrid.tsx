import { useEffect, useRef, useState } from 'react';
import { Monogram } from '../components/Monogram.tsx';
import { Container } from '../components/ui.tsx';
import { clients } from '../generated/data/clients.ts';
import { clientGrid } from '../generated/messages/client-grid.ts';
import { useMessages } from '../lib/language.ts';

type Client = (typeof clients)[number];

/** The client's logo, or its monogram (the initials on a shape) when there is none or it fails to load. */
function ClientLogo({ client }: { client: Client }) {
  const [failed, setFailed] = useState(!client.logo);
  const img = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event too early for React to see.
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed || !client.logo) {
    return <Monogram name={client.name} initials={client.initials} />;
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
      className="h-16 w-16 rounded-xl object-cover"
    />
  );
}

/**
 * "Our Esteemed Clients": the entries of content/data/clients.yaml in 2 columns on phones and
 * small screens, 3 on medium, 4 on large and 5 on extra-large ones. The rows wrap and centre, so
 * a short last row (16 clients in 3 or 5 columns) sits in the middle.
 */
export default function ClientGrid({ title }: { title?: string }) {
  const t = useMessages(clientGrid);
  return (
    <Container className="not-prose py-12">
      <section
        aria-labelledby="clients-title"
        className="defer-render rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="clients-title" className="text-center text-2xl font-bold text-slate-900">
          {title ?? t.title}
        </h2>
        <ul className="mt-8 flex flex-wrap justify-center gap-y-6" data-testid="clients">
          {clients.map((c) => (
            <li
              key={c.name}
              className="flex basis-1/2 flex-col items-center gap-3 px-3 text-center md:basis-1/3 lg:basis-1/4 xl:basis-1/5"
            >
              <ClientLogo client={c} />
              <span className="text-sm font-medium text-slate-800">{c.name}</span>
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
