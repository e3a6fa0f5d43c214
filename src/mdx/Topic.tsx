import type { ReactNode } from 'react';

export interface TopicProps {
  title: string;
  children: ReactNode;
}

/** One topic of <Topics>; <Topics> reads its props and renders it twice (grid and accordion). */
export default function Topic({ children }: TopicProps) {
  return <>{children}</>;
}
