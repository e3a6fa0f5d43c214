import type { ReactNode } from 'react';

/** A numbered sequence of <Step>s, such as a registration process. */
export default function Steps({ children }: { children: ReactNode }) {
  return <ol className="not-prose my-6 grid gap-4 [counter-reset:step]">{children}</ol>;
}
