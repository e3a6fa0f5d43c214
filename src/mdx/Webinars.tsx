import { SmartLink } from '../components/SmartLink.tsx';
import { webinars } from '../generated/data/webinars.ts';
import { formatDate } from '../lib/dates.ts';

/** The webinars of content/data/webinars.yaml, then a section for each recording. */
export default function Webinars() {
  const recorded = webinars.filter((w) => w.recordingAvailable && w.recording);
  return (
    <div className="not-prose my-8">
      <ul className="grid gap-5 lg:grid-cols-3" data-testid="webinars">
        {webinars.map((w) => (
          <li
            key={w.id}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <p
              className={`self-start rounded-full px-3 py-1 text-xs font-semibold ${w.recordingAvailable ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}
            >
              {w.recordingAvailable ? 'Recording Available' : 'Upcoming'}
            </p>
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{w.title}</h3>
            <p className="mt-1 text-sm text-slate-600">
              <time dateTime={w.date}>{formatDate(w.date)}</time>, {w.time} ·{' '}
              {w.speakers.join(', ')}
            </p>
            <p className="mt-3 flex-1 text-slate-700">{w.description}</p>
            {w.recordingAvailable ? (
              <a
                href={`#recording-${w.id}`}
                className="mt-4 inline-flex justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                Watch Recording<span className="sr-only">: {w.title}</span>
              </a>
            ) : (
              <SmartLink
                href={w.registrationLink}
                className="mt-4 inline-flex justify-center rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                Register Now<span className="sr-only">: {w.title}</span>
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
      {recorded.length > 0 ? (
        <section aria-labelledby="recordings-title" className="mt-12">
          <h2 id="recordings-title" className="text-2xl font-bold text-slate-900">
            Recordings
          </h2>
          <div className="mt-6 grid gap-5">
            {recorded.map((w) => (
              <article
                key={w.id}
                id={`recording-${w.id}`}
                className="scroll-mt-24 rounded-xl border border-slate-200 bg-slate-50 p-6"
              >
                <h3 className="text-lg font-semibold text-slate-900">{w.title}</h3>
                <p className="mt-1 text-sm text-slate-600">
                  Recorded {formatDate(w.date)} · {w.recording?.duration}
                </p>
                <h4 className="mt-4 font-semibold text-slate-900">What it covers</h4>
                <ul className="mt-2 list-disc pl-5 text-slate-700">
                  {w.recording?.takeaways.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ul>
                <SmartLink
                  href="/contact"
                  className="mt-4 inline-block font-semibold text-brand-800 underline"
                >
                  Ask us for the recording link
                </SmartLink>
              </article>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
