import * as Accordion from '@radix-ui/react-accordion';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { FaqItem } from '../content/schema.ts';
import { ChevronDown } from './icons.tsx';

/**
 * Questions of which one at most is open. Answers stay in the HTML (hidden while closed) so
 * that they are read without JavaScript and by search engines; a link to a question's #id opens it.
 */
export function FaqAccordion({
  items,
  headingLevel = 3,
}: {
  items: FaqItem[];
  headingLevel?: 2 | 3;
}) {
  const { hash } = useLocation();
  const [open, setOpen] = useState('');
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id && items.some((i) => i.id === id)) setOpen(id);
  }, [hash, items]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Accordion.Root
      type="single"
      collapsible
      value={open}
      onValueChange={setOpen}
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
    >
      {items.map((item) => {
        const id = item.id;
        return (
          <Accordion.Item key={id} value={id} id={id}>
            <Accordion.Header asChild>
              <Heading className="m-0">
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
                  {item.question}
                  <ChevronDown className="shrink-0 text-slate-600 transition-transform group-data-[state=open]:rotate-180" />
                </Accordion.Trigger>
              </Heading>
            </Accordion.Header>
            <Accordion.Content
              forceMount
              className="px-5 pb-5 text-slate-700 data-[state=closed]:hidden"
            >
              <p>{item.answer}</p>
            </Accordion.Content>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}
