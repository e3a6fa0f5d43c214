/**
 * A catalogue message some of whose placeholders are elements (a link, an address in bold): each
 * language's sentence places them where it puts them.
 */
import { Fragment, type ReactNode } from 'react';

/** What a placeholder is filled with, so that the message can be cut where its element goes. */
const cut = '\uE000';

/**
 * The message, filled: a string value goes in as text, any other (an element) where its
 * placeholder stands. `withNodes(t.failed, { call: <a href="tel:…">…</a> })`.
 */
export function withNodes<K extends string>(
  message: (p: Record<K, string>) => string,
  values: Record<K, ReactNode>,
): ReactNode {
  const filled = {} as Record<K, string>;
  for (const key of Object.keys(values) as K[]) {
    const value = values[key];
    filled[key] = typeof value === 'string' ? value : `${cut}${key}${cut}`;
  }
  // Text, an element's name, text, an element's name, text.
  const parts = message(filled).split(cut);
  return (
    <>
      {parts.map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message
        i % 2 === 1 ? <Fragment key={i}>{values[part as K]}</Fragment> : part || null,
      )}
    </>
  );
}
