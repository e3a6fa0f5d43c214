import { useState } from 'react';
import { feedAddress } from '../../generated/messages/feed-address.ts';
import { useMessages } from '../../lib/language.ts';
import type { FeedAddresses } from './api.ts';

/**
 * A personal calendar feed: a link that opens the calendar app (webcal://), and the https address
 * to paste into one that asks for a URL, with a button that copies it. The feed's events are in
 * the language of the reminders; these words are the page's.
 */
export function FeedAddress({ feed, id }: { feed: FeedAddresses; id: string }) {
  const t = useMessages(feedAddress);
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
          {t.add}
        </a>
      </p>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t.paste}
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
          {t.copy}
        </button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {copied === 'yes' ? t.copied : copied === 'no' ? t.notCopied : ''}
      </p>
      <p className="text-sm text-slate-600">{t.private}</p>
    </div>
  );
}
