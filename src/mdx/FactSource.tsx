import { facts } from '../generated/facts.ts';

const checked = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The sources of the facts a page quotes, with the date each was last checked. */
export default function FactSource({ ids }: { ids: string }) {
  const list = ids.split(',').map((id) => {
    const fact = facts[id.trim()];
    if (!fact) throw new Error(`Unknown fact "${id.trim()}": add it to content/facts.yaml`);
    return fact;
  });
  const sources = [...new Map(list.map((f) => [f.source.title, f])).values()];
  return (
    <div className="not-prose my-6 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      <p className="font-semibold text-slate-900">Sources</p>
      <ul className="mt-2 list-disc pl-5">
        {sources.map((f) => (
          <li key={f.source.title}>
            {f.source.url ? (
              <a href={f.source.url} className="text-brand-800 underline" rel="noopener">
                {f.source.title}
              </a>
            ) : (
              f.source.title
            )}{' '}
            (checked {checked.format(new Date(f.checkedOn))})
          </li>
        ))}
      </ul>
    </div>
  );
}
