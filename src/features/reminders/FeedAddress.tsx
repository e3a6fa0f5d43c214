import { useState } from 'react';
import { type Language, useLanguage } from '../../lib/language.ts';
import type { FeedAddresses } from './api.ts';

const words = {
  en: {
    add: 'Add to my calendar app',
    paste: 'Or paste this address into Google Calendar ("From URL"), Outlook or Apple Calendar:',
    copy: 'Copy address',
    copied: 'Copied.',
    notCopied: 'Your browser did not allow copying: select the address and copy it.',
    private: 'Keep this address to yourself: anyone who has it can see which due dates you follow.',
  },
  hi: {
    add: 'मेरे कैलेंडर ऐप में जोड़ें',
    paste: 'या यह पता Google Calendar ("From URL"), Outlook या Apple Calendar में पेस्ट करें:',
    copy: 'पता कॉपी करें',
    copied: 'कॉपी हो गया।',
    notCopied: 'आपके ब्राउज़र ने कॉपी करने नहीं दिया: पता चुनें और उसे कॉपी करें।',
    private:
      'यह पता किसी और को न दें: जिसके पास भी यह पता है, वह देख सकता है कि आप किन नियत तारीखों पर नज़र रखते हैं।',
  },
} satisfies Record<Language, unknown>;

/**
 * A personal calendar feed: a link that opens the calendar app (webcal://), and the https address
 * to paste into one that asks for a URL, with a button that copies it. The feed's events are in
 * the language of the reminders; these words are the page's.
 */
export function FeedAddress({ feed, id }: { feed: FeedAddresses; id: string }) {
  const t = words[useLanguage()];
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
