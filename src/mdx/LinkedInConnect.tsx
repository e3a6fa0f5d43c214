import { useState } from 'react';
import { social } from '../generated/messages/social.ts';
import { useMessages } from '../lib/language.ts';

/**
 * The LinkedIn panel: "Connect" marks it connected, on this page only. No account is linked and
 * nothing is sent anywhere.
 */
export default function LinkedInConnect() {
  const t = useMessages(social);
  const [connected, setConnected] = useState(false);
  return (
    <section
      aria-labelledby="linkedin-title"
      className="not-prose rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="linkedin-title" className="text-lg font-semibold text-slate-900">
        {t.linkedIn}
      </h2>
      <p className="mt-1 text-sm text-slate-700" role="status">
        {connected ? t.connectedStatus : t.notConnected}
      </p>
      <button
        type="button"
        onClick={() => setConnected(true)}
        disabled={connected}
        className="mt-4 rounded-lg bg-[#0a66c2] px-4 py-2 text-sm font-semibold text-white hover:bg-[#004182] disabled:bg-slate-200 disabled:text-slate-700"
      >
        {connected ? t.connected : t.connect}
      </button>
    </section>
  );
}
