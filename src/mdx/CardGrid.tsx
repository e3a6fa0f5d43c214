import type { ReactNode } from 'react';

/** Lays out <Card>s: one column on phones, up to `columns` on wide screens. */
export default function CardGrid({
  columns = 3,
  children,
}: {
  columns?: 2 | 3 | 4;
  children: ReactNode;
}) {
  const wide = {
    2: 'md:grid-cols-2',
    3: 'md:grid-cols-2 lg:grid-cols-3',
    4: 'sm:grid-cols-2 lg:grid-cols-4',
  }[columns];
  return <div className={`not-prose my-8 grid gap-5 ${wide}`}>{children}</div>;
}
