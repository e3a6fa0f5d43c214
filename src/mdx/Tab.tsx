import type { ReactNode } from 'react';

export interface TabProps {
  /** The tab's anchor: `/services/labour-laws#registrations` opens it. */
  id: string;
  title: string;
  children: ReactNode;
}

/** One panel of <Tabs>; <Tabs> reads its props and renders it. */
export default function Tab({ children }: TabProps) {
  return <>{children}</>;
}
