import { SmartLink } from '../components/SmartLink.tsx';
import { webinarsIn } from '../generated/data/webinars.ts';
import {
  type WebinarsMessages,
  webinars as webinarsMessages,
} from '../generated/messages/webinars.ts';
import { pathIn, useLanguage, useMessages } from '../lib/language.ts';
import { pageDate } from '../lib/updates.ts';

const primary =
  'mt-4 inline-flex justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800';
const secondary =
  'mt-4 inline-flex justify-center rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50';

type Webinar = (typeof webinarsIn)[keyof typeof webinarsIn][number];

/**
 * The card's status and its one action: register, watch, or ask for the recording (`requestHref`,
 * the assessment form in the page's language).
 */
function action(w: Webinar, t: WebinarsMessages, requestHref: string) {
  if (!w.recordingAvailable)
    return { status: t.upcoming, label: t.register, href: w.registrationLink, tone: primary };
  if (w.recording?.url)
    return { status: t.recordingAvailable, label: t.watch, href: w.recording.url, tone: secondary };
  return { status: t.onRequest, label: t.request, href: requestHref, tone: secondary };
}

/**
 * The webinars of content/data/webinars.yaml (content/<language>/data/webinars.yaml on a page in
 * another language), upcoming ones first, then a section with what each recording covers. No card
 * links to a recording the site does not have.
 */
export default function Webinars() {
  const language = useLanguage();
  const t = useMessages(webinarsMessages);
  const webinars = webinarsIn[language];
  const requestHref = pathIn(language, '/contact#assessment');
  const dateOf = (iso: string) => pageDate(iso, language);
  const listed = [...webinars].sort(
    (a, b) => Number(a.recordingAvailable) - Number(b.recordingAvailable),
  );
  const recorded = webinars.flatMap(({ recording, ...w }) =>
    w.recordingAvailable && recording ? [{ ...w, recording }] : [],
  );
  return (
    <div className="not-prose my-8">
      <ul className="grid gap-5 lg:grid-cols-3" data-testid="webinars">
        {listed.map((w) => {
          const a = action(w, t, requestHref);
          return (
            <li
              key={w.id}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <p
                className={`self-start rounded-full px-3 py-1 text-xs font-semibold ${w.recordingAvailable ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}
              >
                {a.status}
              </p>
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{w.title}</h3>
              <p className="mt-1 text-sm text-slate-600">
                <time dateTime={w.date}>{dateOf(w.date)}</time>, {w.time} · {w.speakers.join(', ')}
              </p>
              <p className="mt-3 flex-1 text-slate-700">{w.description}</p>
              <SmartLink href={a.href} className={a.tone}>
                {a.label}
                <span className="sr-only">: {w.title}</span>
              </SmartLink>
            </li>
          );
        })}
      </ul>
      {recorded.length > 0 ? (
        <section aria-labelledby="recordings-title" className="mt-12">
          <h2 id="recordings-title" className="text-2xl font-bold text-slate-900">
            {t.recordingsTitle}
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
                  {t.recorded({ date: dateOf(w.date), minutes: w.recording.minutes })}
                  {w.recording.url ? null : ` · ${t.onRequest}`}
                </p>
                <h4 className="mt-4 font-semibold text-slate-900">{t.covers}</h4>
                <ul className="mt-2 list-disc pl-5 text-slate-700">
                  {w.recording.takeaways.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <SmartLink
                  href={w.recording.url ?? requestHref}
                  className="mt-4 inline-block font-semibold text-brand-800 underline"
                >
                  {w.recording.url ? t.watch : t.request}
                  <span className="sr-only">: {w.title}</span>
                </SmartLink>
              </article>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
