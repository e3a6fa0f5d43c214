import { Fragment, useEffect, useId, useState } from 'react';
import { InlineCta } from '../components/InlineCta.tsx';
import { Check } from '../components/icons.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import { builtOn, dueDays } from '../generated/calendar-build.ts';
import { calendar } from '../generated/data/calendar.ts';
import {
  addDays,
  type CalendarDate,
  calendarIcsPath,
  type DueDate,
  dueDates,
  fixedNote,
  groupByMonth,
  isoDate,
  longDate,
  type MonthGroup,
  parseIsoDate,
  shiftNote,
  todayIn,
  weekday,
  weekdayNames,
  windowEnd,
} from '../tools/calendar.ts';

const allCategories = calendar.categories.map((c) => c.id);
const labelOf = new Map(calendar.categories.map((c) => [c.id, c.label]));

const downloadClass =
  'inline-flex items-center gap-2 rounded-lg border border-brand-700 bg-white px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The categories shown: those `preset` names (comma-separated ids), or all; a press toggles one. */
function useCategories(preset: string | undefined) {
  const chosen = (preset ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((id) => allCategories.includes(id));
  const [selected, setSelected] = useState<string[]>(chosen.length > 0 ? chosen : allCategories);
  const toggle = (category: string) =>
    setSelected((current) =>
      current.includes(category)
        ? current.filter((c) => c !== category)
        : allCategories.filter((c) => c === category || current.includes(c)),
    );
  return { selected, toggle };
}

/** The first day shown: the build date (so hydration is exact), then the visitor's today. */
function useStartDate() {
  const [start, setStart] = useState<CalendarDate>(() => parseIsoDate(builtOn));
  useEffect(() => {
    const today = todayIn();
    setStart((built) => (isoDate(built) === isoDate(today) ? built : today));
  }, []);
  return start;
}

/**
 * The compliance calendar: the due dates of content/data/calendar.yaml for the coming months,
 * filtered by category, grouped by month, with .ics downloads. The HTML is rendered for the
 * build date; once the page runs, the list starts from the visitor's today in India instead.
 * `categories` (comma-separated ids) chooses which show first; `months` shortens the list.
 */
export default function ComplianceCalendar({
  categories,
  months = 12,
}: {
  categories?: string;
  months?: number;
}) {
  const { selected, toggle } = useCategories(categories);
  const start = useStartDate();
  const id = useId();
  const dates = dueDates(calendar, dueDays, start, { months, categories: selected });
  const last = addDays(windowEnd(start, months), -1);

  return (
    <div
      className="not-prose my-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="compliance-calendar"
      data-start={isoDate(start)}
    >
      <CategoryFilter selected={selected} onToggle={toggle} />
      <p className="mt-4 text-sm text-slate-700" aria-live="polite" data-testid="calendar-summary">
        {selected.length === 0
          ? 'Choose at least one category to see its due dates.'
          : `${dates.length} due date${dates.length === 1 ? '' : 's'} from ${longDate(start)} to ${longDate(last)}.`}
      </p>
      {selected.length > 0 ? <Downloads selected={selected} /> : null}
      {withCallsToAction(groupByMonth(dates)).map(({ group: g, ctaAfter }, i) => (
        <Fragment key={g.key}>
          <Month id={`${id}-${g.key}`} group={g} />
          {ctaAfter ? <InlineCta n={i} /> : null}
        </Fragment>
      ))}
      {months < 12 ? (
        <p className="mt-4 text-sm">
          <SmartLink
            href="/tools/compliance-calendar"
            className="font-semibold text-brand-700 underline hover:text-brand-800"
          >
            See twelve months of due dates in the compliance calendar
          </SmartLink>
        </p>
      ) : null}
    </div>
  );
}

/** Due dates (about 90 px each on a phone) after which a month is followed by a call to action. */
const datesBetweenCallsToAction = 10;

/** Marks the months after which the list offers help, so that it never runs long without. */
function withCallsToAction(groups: MonthGroup[]) {
  let since = 0;
  return groups.map((group, i) => {
    since += group.dates.length;
    const ctaAfter = since >= datesBetweenCallsToAction && i < groups.length - 1;
    if (ctaAfter) since = 0;
    return { group, ctaAfter };
  });
}

const chipClass = (on: boolean) =>
  `inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
    on
      ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
  }`;

/** One toggle button per category. */
function CategoryFilter({
  selected,
  onToggle,
}: {
  selected: string[];
  onToggle: (category: string) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">Show due dates for</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {calendar.categories.map((c) => {
          const on = selected.includes(c.id);
          return (
            <button
              key={c.id}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(c.id)}
              className={chipClass(on)}
            >
              {on ? <Check width={16} height={16} /> : null}
              {c.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The .ics files: every due date, or one file per category shown and one with every date. */
function Downloads({ selected }: { selected: string[] }) {
  const everything = selected.length === allCategories.length;
  return (
    <div className="mt-4 rounded-lg bg-slate-50 p-3">
      <p className="text-sm font-medium text-slate-900">
        Add {everything ? 'them' : 'these dates'} to Google Calendar, Outlook or Apple Calendar
        (.ics file, twelve months):
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {everything ? (
          <a href={calendarIcsPath()} type="text/calendar" className={downloadClass}>
            Download all due dates
          </a>
        ) : (
          <>
            {selected.map((c) => (
              <a key={c} href={calendarIcsPath(c)} type="text/calendar" className={downloadClass}>
                Download {labelOf.get(c)} dates
              </a>
            ))}
            <a
              href={calendarIcsPath()}
              type="text/calendar"
              className="inline-flex items-center px-1 py-2 text-sm font-medium text-brand-700 underline hover:text-brand-800"
            >
              or every obligation
            </a>
          </>
        )}
      </div>
    </div>
  );
}

function Month({ id, group }: { id: string; group: MonthGroup }) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {group.label}
      </h3>
      <ol className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
        {group.dates.map((d) => (
          <DueDateItem key={`${d.obligation.id}-${isoDate(d.original)}`} date={d} />
        ))}
      </ol>
    </section>
  );
}

/** One due date: the day, the obligation (a link to its guide), its period and any shift. */
function DueDateItem({ date: d }: { date: DueDate }) {
  const o = d.obligation;
  const note = shiftNote(d) ?? fixedNote(d);
  const dayName = weekdayNames[weekday(d.due)];
  return (
    <li className="flex gap-3 py-3">
      <time
        dateTime={isoDate(d.due)}
        className="flex w-14 shrink-0 flex-col items-center rounded-lg bg-brand-50 py-1.5 text-brand-800"
      >
        <span aria-hidden="true" className="text-xl font-bold leading-tight">
          {d.due.day}
        </span>
        <span aria-hidden="true" className="text-xs font-medium">
          {dayName?.slice(0, 3)}
        </span>
        <span className="sr-only">{`${dayName} ${longDate(d.due)}`}</span>
      </time>
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          <SmartLink
            href={o.href}
            className="text-brand-800 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700"
          >
            {o.name}
          </SmartLink>
        </p>
        <p className="text-sm text-slate-600">
          For {d.period} · {labelOf.get(o.category)}
        </p>
        {note ? (
          <p
            className={`mt-1 text-sm ${d.skipped.length > 0 ? 'text-emerald-800' : 'text-amber-800'}`}
          >
            {note}.
          </p>
        ) : null}
      </div>
    </li>
  );
}
