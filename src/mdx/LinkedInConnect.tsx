import { useState } from 'react';

/**
 * The LinkedIn panel: "Connect" marks it connected, on this page only. No account is linked and
 * nothing is sent anywhere.
 */
export default function LinkedInConnect() {
  const [connected, setConnected] = useState(false);
  return (
    <section
      aria-labelledby="linkedin-title"
      className="not-prose rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="linkedin-title" className="text-lg font-semibold text-slate-900">
        LinkedIn
      </h2>
      <p className="mt-1 text-sm text-slate-700" role="status">
        {connected ? 'Connected: new posts can be shared to your LinkedIn page.' : 'Not connected.'}
      </p>
      <button
        type="button"
        onClick={() => setConnected(true)}
        disabled={connected}
        className="mt-4 rounded-lg bg-[#0a66c2] px-4 py-2 text-sm font-semibold text-white hover:bg-[#004182] disabled:bg-slate-200 disabled:text-slate-700"
      >
        {connected ? 'Connected' : 'Connect LinkedIn'}
      </button>
    </section>
  );
}
