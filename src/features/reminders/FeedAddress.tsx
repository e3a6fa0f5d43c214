import { useState } from 'react';
import type { FeedAddresses } from './api.ts';

/**
 * A personal calendar feed: a link that opens the calendar app (webcal://), and the https address
 * to paste into one that asks for a URL, with a button that copies it.
 */
export function FeedAddress({ feed, id }: { feed: FeedAddresses; id: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed.https);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <div className="grid gap-3">
      <p>
        <a
          href={feed.webcal}
          className="inline-flex rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Add to my calendar app
        </a>
      </p>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Or paste this address into Google Calendar ("From URL"), Outlook or Apple Calendar:
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={feed.https}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          onClick={copy}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium"
        >
          Copy address
        </button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {copied === 'yes'
          ? 'Copied.'
          : copied === 'no'
            ? 'Your browser did not allow copying: select the address and copy it.'
            : ''}
      </p>
      <p className="text-sm text-slate-600">
        Keep this address to yourself: anyone who has it can see which due dates you follow.
      </p>
    </div>
  );
}
