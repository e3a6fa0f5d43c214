import type { Titled } from '../content/schema.ts';

/**
 * Titled items as cards: requirements, challenges, features. The cards wrap with the last row
 * centred (`.card-flow`), so an odd count never leaves one card alone at the left.
 */
export function CardList({
  items,
  columns = 2,
  numbered = false,
}: {
  items: Titled[];
  columns?: 2 | 3;
  numbered?: boolean;
}) {
  return (
    <ul className={`card-flow ${columns === 3 ? 'card-flow-3' : ''}`} data-cards="">
      {items.map((item, i) => (
        <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="flex items-start gap-3 text-base font-semibold text-slate-900">
            {numbered ? (
              <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800">
                {i + 1}
              </span>
            ) : null}
            <span className="pt-0.5">{item.title}</span>
          </h3>
          <p className="mt-2 text-sm text-slate-700">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
