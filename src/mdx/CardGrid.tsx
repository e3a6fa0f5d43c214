import type { ReactNode } from 'react';

/**
 * Lays out <Card>s: one column on phones, up to `columns` on wide screens. The cards wrap with
 * the last row centred (`.card-flow`), so a single card never ends a grid alone at the left.
 */
export default function CardGrid({
  columns = 3,
  children,
}: {
  columns?: 2 | 3 | 4;
  children: ReactNode;
}) {
  const wide = { 2: '', 3: 'card-flow-3', 4: 'card-flow-4' }[columns];
  return (
    <div className={`not-prose my-8 card-flow ${wide}`} data-cards="">
      {children}
    </div>
  );
}
