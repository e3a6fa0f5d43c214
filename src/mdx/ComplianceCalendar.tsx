import {
  Fragment,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { InlineCta } from '../components/InlineCta.tsx';
import { leadsToEnglish, SmartLink } from '../components/SmartLink.tsx';
import { builtOn } from '../generated/calendar-build.ts';
import {
  type ComplianceCalendarMessages,
  complianceCalendar as words,
} from '../generated/messages/compliance-calendar.ts';
import {
  type Language,
  originalLanguage,
  pathIn,
  useLanguage,
  useMessages,
} from '../lib/language.ts';
import { withNodes } from '../lib/message-nodes.tsx';
import { hasStoredSession } from '../lib/supabase-session.ts';
import {
  addIsoDays,
  addMonths,
  type CalendarData,
  type Choice,
  calendarIcsPath,
  type Due,
  datedRegistrations,
  dueDatesFor,
  dueNoteIn,
  everything,
  groupByMonth,
  longDateIn,
  type MonthGroup,
  monthLabelIn,
  periodIn,
  registrationLabel,
  todayInIndia,
  undatedFor,
  weekdayIn,
} from '../tools/calendar.ts';
import {
  choiceFromAddress,
  choiceStorageKey,
  loadMemberChoice,
  onMemberChoiceChange,
  saveChoice,
  validChoice,
} from '../tools/calendar-choice.ts';
import {
  calendarDataIn,
  calendarData as english,
  loadCalendarData,
  showsEnglishIn,
} from '../tools/calendar-data.ts';
import { stateNameIn, statesInOrder } from '../tools/state-names.ts';

/**
 * Loads the calendar's words in a language other than English (a chunk of their own, which
 * English pages never load). A page in that language waits for them before the calendar renders,
 * on the server and in the browser alike (`islandsWithLanguageWords` in src/mdx/registry.ts), so
 * the live calendar shows the words of the server HTML from its first render.
 */
export const loadLanguage = (language: Language): Promise<unknown> => loadCalendarData(language);

/** The ids are the same in every language. */
const allIds = english.registrations.map((r) => r.id);
const dated = new Set(datedRegistrations(english).map((r) => r.id));

/** The calendar with the words of the page's language. */
const useCalendarData = (): CalendarData => calendarDataIn(useLanguage());

const downloadClass =
  'inline-flex items-center gap-2 rounded-lg border border-brand-700 bg-white px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

const noSubscription = () => () => {};

/** How many due dates are listed, from when to when, and for which state if one is chosen. */
function summary(
  t: ComplianceCalendarMessages,
  { state, ...p }: { count: number; from: string; to: string; state: string | null },
): string {
  return state === null ? t.summary(p) : t.summaryIn({ ...p, state });
}

/**
 * Words from the calendar's data: marked as English on a page of a language the data has no
 * translation in (content/<language>/data/calendar.yaml), which then shows the English.
 */
function English({ children }: { children: ReactNode }) {
  return showsEnglishIn(useLanguage()) ? <span lang="en">{children}</span> : children;
}

/** The lang attribute of an element holding only the data's words, where they are English. */
const englishOn = (language: Language) => (showsEnglishIn(language) ? originalLanguage : undefined);

/** Other tabs' changes to the stored choice. */
function subscribeToStorage(onChange: () => void) {
  const listener = (e: StorageEvent) => e.key === choiceStorageKey && onChange();
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

function storedText(): string | null {
  try {
    return window.localStorage.getItem(choiceStorageKey);
  } catch {
    return null;
  }
}

/** The registrations a `registrations` prop names (comma-separated ids), in the data's order. */
function presetChoice(preset: string | undefined): Choice | null {
  const ids = (preset ?? '').split(',').map((s) => s.trim());
  const known = allIds.filter((id) => ids.includes(id));
  return known.length > 0 ? { registrations: known, state: null } : null;
}

/**
 * The choice shown. The HTML (and a hydration) has the preset or every registration; a live
 * calendar without a preset starts from the choice kept in this browser, read as it renders
 * after start-up (src/tools/calendar-choice.ts), then from a signed-in member's when one is
 * connected, unless the visitor has changed it meanwhile. Every change is kept.
 */
function useChoice(preset: string | undefined) {
  const language = useLanguage();
  const fixed = presetChoice(preset);
  const persist = fixed === null;
  const stored = useSyncExternalStore(
    persist ? subscribeToStorage : noSubscription,
    () => (persist ? storedText() : null),
    () => null,
  );
  const [own, setOwn] = useState<Choice | null>(null);
  const changed = useRef(false);
  const fromStorage = useMemo(() => {
    try {
      return stored ? validChoice(english, JSON.parse(stored)) : null;
    } catch {
      return null;
    }
  }, [stored]);
  useEffect(() => {
    if (!persist) return;
    // A choice in the address (the check-up's "Put these in my calendar") becomes the visitor's.
    const fromAddress = choiceFromAddress(english, window.location.search);
    if (fromAddress) {
      changed.current = true;
      setOwn(fromAddress);
      saveChoice(fromAddress);
    }
    const fromMember = () =>
      loadMemberChoice(english).then((c) => {
        if (c && !changed.current) setOwn(c);
      });
    fromMember();
    const unsubscribe = onMemberChoiceChange(fromMember);
    // A signed-in member's choice is kept with their account, with the page's language for their
    // reminders; a visitor loads none of that code.
    if (hasStoredSession())
      import('../features/reminders/member.ts').then((m) => m.connectMemberCalendar(language));
    return unsubscribe;
  }, [persist, language]);
  const choice = own ?? fixed ?? fromStorage ?? everything(english);
  // The choice as of the last change, so that two changes in one task (the state and the
  // checkboxes a visitor set before the app started, replayed together) build on each other.
  const latest = useRef(choice);
  latest.current = choice;
  const update = (change: (c: Choice) => Choice) => {
    const next = change(latest.current);
    latest.current = next;
    changed.current = true;
    setOwn(next);
    if (persist) saveChoice(next);
  };
  return { choice, update, options: fixed ? fixed.registrations : allIds };
}

/** The first day shown: the build date in the HTML and a hydration, then the visitor's today. */
function useStartDate(): string {
  return useSyncExternalStore(
    noSubscription,
    () => todayInIndia(),
    () => builtOn,
  );
}

/**
 * The compliance calendar: the due dates of content/data/calendar.yaml for the coming months,
 * for the registrations and state a visitor chooses, grouped by month, with the obligations
 * that have no fixed date and .ics downloads. The HTML lists every registration from the build
 * date; once the page runs, the list starts from the visitor's today in India. `registrations`
 * (comma-separated ids) fixes which are ticked at first, and then nothing is kept; `months`
 * shortens the list.
 */
export default function ComplianceCalendar({
  registrations,
  months = 12,
}: {
  registrations?: string;
  months?: number;
}) {
  const { choice, update, options } = useChoice(registrations);
  const language = useLanguage();
  const data = useCalendarData();
  const t = useMessages(words);
  const start = useStartDate();
  const end = addMonths(start, months);
  const dates = dueDatesFor(data, start, end, choice);
  const undated = undatedFor(data, choice);
  return (
    <div
      className="not-prose my-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="compliance-calendar"
      data-start={start}
    >
      <Chooser choice={choice} options={options} onChange={update} />
      {/* The whole calendar is a page's task, under its h1 (a part of one sits in a section). */}
      {registrations === undefined && months === 12 ? (
        <h2 className="mt-6 text-xl font-semibold text-slate-900">{t.dueDates}</h2>
      ) : null}
      <p className="mt-4 text-sm text-slate-700" aria-live="polite" data-testid="calendar-summary">
        {choice.registrations.length === 0
          ? t.chooseOne
          : summary(t, {
              count: dates.length,
              from: longDateIn(start, language),
              to: longDateIn(addIsoDays(end, -1), language),
              state: choice.state ? stateNameIn(choice.state, language) : null,
            })}
      </p>
      {choice.registrations.some((id) => dated.has(id)) ? <Downloads choice={choice} /> : null}
      <DueList dates={dates} />
      {undated.length > 0 ? <Undated items={undated} afterDates={dates.length > 0} /> : null}
      {months < 12 ? (
        <p className="mt-4 text-sm">
          <SmartLink
            href={pathIn(language, '/tools/compliance-calendar')}
            className="font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {t.twelveMonths}
          </SmartLink>
        </p>
      ) : null}
    </div>
  );
}

const smallButton =
  'rounded-md px-2 py-1 text-sm font-medium text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600';

/** One checkbox per registration offered, "Choose all" and "Clear", and the state. */
function Chooser({
  choice,
  options,
  onChange,
}: {
  choice: Choice;
  /** The registrations offered: every one, or those a `registrations` prop names. */
  options: string[];
  onChange: (change: (c: Choice) => Choice) => void;
}) {
  const id = useId();
  const language = useLanguage();
  const data = useCalendarData();
  const t = useMessages(words);
  const toggle = (reg: string, on: boolean) =>
    onChange((c) => ({
      ...c,
      registrations: allIds.filter((r) => (r === reg ? on : c.registrations.includes(r))),
    }));
  return (
    <div className="grid gap-4">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{t.which}</legend>
        <p className="mt-1 text-sm text-slate-600">
          {t.notSure}{' '}
          <SmartLink
            href={pathIn(language, '/tools/compliance-check')}
            className="font-medium text-brand-700 underline"
          >
            {t.askAssessment}
          </SmartLink>{' '}
          <SmartLink
            href={pathIn(language, '/contact#assessment')}
            className="font-medium text-brand-700 underline"
          >
            {t.orAssessment}
          </SmartLink>
          .
        </p>
        {options.length > 2 ? (
          <div className="mt-1 flex gap-2">
            <button
              type="button"
              className={smallButton}
              onClick={() => onChange((c) => ({ ...c, registrations: options }))}
            >
              {t.chooseAll}
            </button>
            <button
              type="button"
              className={smallButton}
              onClick={() => onChange((c) => ({ ...c, registrations: [] }))}
            >
              {t.clear}
            </button>
          </div>
        ) : null}
        <ul className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
          {data.registrations
            .filter((r) => options.includes(r.id))
            .map((r) => (
              <li key={r.id}>
                <label className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="registration"
                    value={r.id}
                    checked={choice.registrations.includes(r.id)}
                    onChange={(e) => toggle(r.id, e.currentTarget.checked)}
                    className="size-4 shrink-0 accent-brand-700"
                  />
                  <English>{r.label}</English>
                </label>
              </li>
            ))}
        </ul>
      </fieldset>
      <StateChooser
        id={id}
        state={choice.state}
        onChange={(state) => onChange((c) => ({ ...c, state }))}
      />
    </div>
  );
}

/** The state or union territory whose dates are added, or none ("all states"). */
function StateChooser({
  id,
  state,
  onChange,
}: {
  /** The chooser's id, which the select's id and its hint's are made from. */
  id: string;
  state: string | null;
  onChange: (state: string | null) => void;
}) {
  const language = useLanguage();
  const data = useCalendarData();
  const t = useMessages(words);
  return (
    <div>
      <label htmlFor={`${id}-state`} className="block text-sm font-semibold text-slate-900">
        {t.state}
      </label>
      <select
        id={`${id}-state`}
        aria-describedby={`${id}-state-hint`}
        value={state ?? ''}
        onChange={(e) => onChange(e.currentTarget.value || null)}
        className="mt-1 w-full max-w-xs rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <option value="">{t.allStates}</option>
        {statesInOrder(data.states, language).map((s) => (
          <option key={s} value={s}>
            {stateNameIn(s, language)}
          </option>
        ))}
      </select>
      <p id={`${id}-state-hint`} className="mt-1 text-xs text-slate-600">
        {t.stateHint}
      </p>
    </div>
  );
}

/** The .ics files: every due date, or one file per registration chosen. */
function Downloads({ choice }: { choice: Choice }) {
  const t = useMessages(words);
  const language = useLanguage();
  const data = useCalendarData();
  const everyOne = allIds.every((id) => choice.registrations.includes(id));
  const chosen = choice.registrations.filter((id) => dated.has(id));
  return (
    <div className="mt-4 rounded-lg bg-slate-50 p-3">
      <p className="text-sm font-medium text-slate-900">{everyOne ? t.addAll : t.addThese}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {everyOne ? (
          <a
            href={calendarIcsPath(undefined, language)}
            type="text/calendar"
            className={downloadClass}
          >
            {t.downloadAll}
          </a>
        ) : (
          <>
            {chosen.map((id) => (
              <a
                key={id}
                href={calendarIcsPath(id, language)}
                type="text/calendar"
                className={downloadClass}
              >
                {withNodes(t.download, {
                  label: <English>{registrationLabel(data, id)}</English>,
                })}
              </a>
            ))}
            <a
              href={calendarIcsPath(undefined, language)}
              type="text/calendar"
              className="inline-flex items-center px-1 py-2 text-sm font-medium text-brand-700 underline hover:text-brand-800"
            >
              {t.everyObligation}
            </a>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * Where calls to action go in the list: after the fifth due date (the choices above the list
 * already fill a phone's screen), then after every eighth (80 to 190 px each on a phone), so
 * that a phone never scrolls three screens without one, even in a busy month.
 */
const firstCallToAction = 5;
const datesBetweenCallsToAction = 8;

const ctaAfter = (count: number) =>
  count >= firstCallToAction && (count - firstCallToAction) % datesBetweenCallsToAction === 0;

/** The months, each split where a call to action goes (never after the last due date). */
function withCallsToAction(groups: MonthGroup[]) {
  const total = groups.reduce((n, g) => n + g.dates.length, 0);
  let count = 0;
  let ctas = 0;
  return groups.map((group) => {
    const chunks: { dates: Due[]; start: number; cta: number | null }[] = [];
    let chunk: Due[] = [];
    let start = 1;
    group.dates.forEach((d, i) => {
      chunk.push(d);
      count++;
      if (ctaAfter(count) && count < total) {
        chunks.push({ dates: chunk, start, cta: ctas++ });
        chunk = [];
        start = i + 2;
      }
    });
    if (chunk.length > 0) chunks.push({ dates: chunk, start, cta: null });
    return { group, chunks };
  });
}

function DueList({ dates }: { dates: Due[] }) {
  const id = useId();
  const language = useLanguage();
  return withCallsToAction(groupByMonth(dates)).map(({ group, chunks }) => (
    <section key={group.key} aria-labelledby={`${id}-${group.key}`} className="defer-render mt-6">
      <h3 id={`${id}-${group.key}`} className="text-lg font-semibold text-slate-900">
        {monthLabelIn(group, language)}
      </h3>
      {chunks.map((c) => (
        <Fragment key={c.start}>
          <ol start={c.start} className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
            {c.dates.map((d) => (
              <DueDateItem key={d.uid} due={d} />
            ))}
          </ol>
          {c.cta !== null ? <InlineCta n={c.cta} /> : null}
        </Fragment>
      ))}
    </section>
  ));
}

/**
 * An obligation's link to its guide. The guides are English pages (their sections have no
 * counterparts yet on the Hindi pages): on a page in another language the link says so, as the
 * build makes the content's links to English pages say.
 */
function GuideLink({ href, children }: { href: string; children: ReactNode }) {
  const language = useLanguage();
  const t = useMessages(words);
  return (
    <SmartLink
      href={href}
      className="text-brand-800 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700"
    >
      {children}
      {leadsToEnglish(href, language) ? t.inEnglish : null}
    </SmartLink>
  );
}

/** One due date: the day, the obligation (a link to its guide), its period and any shift. */
function DueDateItem({ due: d }: { due: Due }) {
  const language = useLanguage();
  const data = useCalendarData();
  const t = useMessages(words);
  const note = dueNoteIn(d, language);
  const dayName = weekdayIn(d.date, language);
  const day = Number(d.date.slice(8));
  return (
    <li className="flex gap-3 py-3" data-registration={d.registration}>
      <time
        dateTime={d.date}
        className="flex w-14 shrink-0 flex-col items-center rounded-lg bg-brand-50 py-1.5 text-brand-800"
      >
        <span aria-hidden="true" className="text-xl font-bold leading-tight">
          {day}
        </span>
        <span aria-hidden="true" className="text-xs font-medium">
          {dayName.short}
        </span>
        <span className="sr-only">{`${dayName.long} ${longDateIn(d.date, language)}`}</span>
      </time>
      <div className="min-w-0">
        <p className="font-semibold text-slate-900" lang={englishOn(language)}>
          <GuideLink href={d.href}>{d.name}</GuideLink>
        </p>
        <p className="text-sm text-slate-600">
          {withNodes(t.period, {
            period: periodIn(d.period, language),
            registration: <English>{registrationLabel(data, d.registration)}</English>,
          })}
        </p>
        {note ? (
          <p
            className={`mt-1 text-sm ${d.skipped.length > 0 ? 'text-emerald-800' : 'text-amber-800'}`}
          >
            {note}
            {t.fullStop}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The chosen registrations' obligations that have no fixed date, with when they fall due. */
/** Undated obligations between two calls to action (they read longer than a due date). */
const undatedBetweenCallsToAction = 6;

/**
 * The chosen registrations' obligations that have no fixed date, with when they fall due: after
 * a call to action when the list of dates precedes them, and with one after every sixth.
 */
function Undated({
  items,
  afterDates,
}: {
  items: ReturnType<typeof undatedFor>;
  afterDates: boolean;
}) {
  const id = useId();
  const language = useLanguage();
  const data = useCalendarData();
  const t = useMessages(words);
  const chunks: (typeof items)[] = [];
  for (let i = 0; i < items.length; i += undatedBetweenCallsToAction)
    chunks.push(items.slice(i, i + undatedBetweenCallsToAction));
  return (
    <section aria-labelledby={id} className="mt-8" data-testid="calendar-undated">
      {afterDates ? <InlineCta n={1} /> : null}
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {t.undated}
      </h3>
      {chunks.map((chunk, i) => (
        <Fragment key={chunk[0]?.id}>
          {i > 0 ? <InlineCta n={i + 1} /> : null}
          <ul className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
            {chunk.map((u) => (
              <li key={u.id} className="py-3" lang={englishOn(language)}>
                <p className="font-semibold text-slate-900">
                  <GuideLink href={u.href}>{u.name}</GuideLink>
                </p>
                <p className="text-sm text-slate-700">{u.when}</p>
                <p className="text-sm text-slate-600">{registrationLabel(data, u.registration)}</p>
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
    </section>
  );
}
