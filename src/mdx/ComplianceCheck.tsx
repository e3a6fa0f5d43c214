import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { INDIAN_STATES } from '../../supabase/functions/_shared/lead.ts';
import {
  Checkbox,
  Choice,
  NumberField,
  ResultPanel,
  SelectField,
  ToolForm,
  useNumberField,
} from '../components/tool-fields.tsx';
import { type AnswerFlag, ENTITY_KINDS, type EntityKind } from '../content/checkup-schema.ts';
import { fillFromSavedAnswers, SaveToAccount } from '../features/checkup/SaveToAccount.tsx';
import { checkup as checkupMessages } from '../generated/messages/checkup.ts';
import {
  type ComplianceCheckMessages,
  complianceCheck,
} from '../generated/messages/compliance-check.ts';
import { evidenceWord } from '../lib/evidence.ts';
import { type Language, messagesIn, pathIn, useLanguage, useMessages } from '../lib/language.ts';
import { addMonths, longDateIn, todayInIndia } from '../tools/calendar.ts';
import { calendarDataIn, loadCalendarData } from '../tools/calendar-data.ts';
import {
  answersFromParams,
  answersToParams,
  type CheckupAnswers,
  type CheckupObligation,
  type CheckupResult,
  type CheckupRules,
  evaluateCheckup,
  type Finding,
  nextDue,
  type Supply,
  stateListsOf,
} from '../tools/checkup.ts';
import { loadCheckupRules, rulesIn } from '../tools/checkup-rules.ts';
import { entityKeys, supplyKeys } from '../tools/checkup-words.ts';
import { formatLakh } from '../tools/input.ts';
import { stateNameIn, statesInOrder } from '../tools/state-names.ts';

/** Loads the rules and the calendar's words in the page's language before the island renders. */
export const loadLanguage = (language: Language): Promise<unknown> =>
  Promise.all([loadCheckupRules(language), loadCalendarData(language)]);

const CHECKUP_PATH = '/tools/compliance-check';

/** The heading of each kind of obligation that applies. */
const groupKeys = {
  registration: 'groupRegistration',
  recurring: 'groupRecurring',
  standing: 'groupStanding',
} as const satisfies Record<CheckupObligation['group'], keyof ComplianceCheckMessages>;

/** What the form holds, as typed. */
interface Draft {
  entity: EntityKind | '';
  state: string;
  otherStates: string[];
  supply: Supply;
  flags: AnswerFlag[];
}

const emptyDraft: Draft = { entity: '', state: '', otherStates: [], supply: 'services', flags: [] };

/**
 * The compliance check-up: a few questions about a business, and every obligation that applies
 * with why, in its own numbers, what to do, the next due date and the source of each threshold.
 * The answers are kept in the address, so that the list can be shared and opened again.
 */
export default function ComplianceCheck() {
  const language = useLanguage();
  const t = useMessages(complianceCheck);
  const rules = rulesIn(language);
  const form = useCheckupForm(language, t);
  const result = useMemo(
    () => (form.answers ? evaluateCheckup(rules, form.answers) : null),
    [rules, form.answers],
  );
  return (
    <div
      className="not-prose my-6"
      data-testid="compliance-check"
      data-live={form.live || undefined}
    >
      <CheckupForm form={form} t={t} language={language} />
      <div className="mt-6" data-testid="checkup-result">
        <ResultPanel title={t.result}>
          {form.answers && result ? (
            <Results answers={form.answers} result={result} rules={rules} t={t} />
          ) : (
            <p>{form.answers === null && form.fieldsValid ? t.waiting : null}</p>
          )}
        </ResultPanel>
      </div>
    </div>
  );
}

type Form = ReturnType<typeof useCheckupForm>;

/**
 * Fills the form once, as the check-up goes live: with the answers in its address, or else a
 * signed-in member's saved ones. Returns whether it runs in the browser (its server HTML shows
 * the empty form).
 */
function useFilledOnLive(fill: (read: Partial<CheckupAnswers>) => void): boolean {
  const [live, setLive] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as it goes live
  useEffect(() => {
    setLive(true);
    const read = answersFromParams(new URLSearchParams(window.location.search));
    if (Object.keys(read).length > 0) return fill(read);
    return fillFromSavedAnswers(fill);
  }, []);
  return live;
}

/** The form's state, read from the address once live, and written back to it as it changes. */
function useCheckupForm(language: Language, t: ComplianceCheckMessages) {
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const employees = useNumberField(
    '0',
    { name: t.employeesName, example: '25', whole: true },
    language,
  );
  const contract = useNumberField(
    '0',
    { name: t.contractName, example: '0', whole: true },
    language,
  );
  const turnover = useNumberField(
    '',
    { name: t.turnoverName, example: '35 lakh', units: true },
    language,
  );
  // A turnover left blank reads as none, so the list shows before it is typed.
  const turnoverParsed =
    turnover.raw.trim() === '' ? { ok: true as const, value: 0 } : turnover.parsed;
  const contractError =
    employees.parsed.ok && contract.parsed.ok && contract.parsed.value > employees.parsed.value
      ? t.contractTooMany
      : null;
  const fieldsValid =
    employees.parsed.ok && contract.parsed.ok && turnoverParsed.ok && !contractError;

  const live = useFilledOnLive((read) => {
    setDraft((d) => ({
      entity: read.entity ?? d.entity,
      state: read.state ?? d.state,
      otherStates: read.otherStates ?? d.otherStates,
      supply: read.supply ?? d.supply,
      flags: read.flags ?? d.flags,
    }));
    if (read.employees !== undefined) employees.setRaw(String(read.employees));
    if (read.contractWorkers !== undefined) contract.setRaw(String(read.contractWorkers));
    if (read.turnover !== undefined)
      turnover.setRaw(read.turnover === 0 ? '' : formatLakh(read.turnover, language));
  });

  const answers = useMemo((): CheckupAnswers | null => {
    if (!draft.entity || !draft.state || !fieldsValid) return null;
    if (!employees.parsed.ok || !contract.parsed.ok || !turnoverParsed.ok) return null;
    return {
      entity: draft.entity,
      state: draft.state,
      otherStates: draft.otherStates.filter((s) => s !== draft.state),
      employees: employees.parsed.value,
      contractWorkers: contract.parsed.value,
      turnover: turnoverParsed.value,
      supply: draft.supply,
      flags: draft.flags,
    };
  }, [draft, fieldsValid, employees.parsed, contract.parsed, turnoverParsed]);

  useEffect(() => {
    if (!answers) return;
    const url = `${window.location.pathname}?${answersToParams(answers)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  }, [answers]);

  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const toggleFlag = (flag: AnswerFlag, on: boolean) =>
    setDraft((d) => ({
      ...d,
      flags: on ? [...new Set([...d.flags, flag])] : d.flags.filter((f) => f !== flag),
    }));
  return {
    draft,
    set,
    toggleFlag,
    employees,
    contract,
    contractError,
    turnover: { ...turnover, parsed: turnoverParsed },
    fieldsValid,
    answers,
    live,
  };
}

function CheckupForm({
  form,
  t,
  language,
}: {
  form: Form;
  t: ComplianceCheckMessages;
  language: Language;
}) {
  const { draft, set, toggleFlag } = form;
  const stateLabels = Object.fromEntries(INDIAN_STATES.map((s) => [s, stateNameIn(s, language)]));
  const flag = (f: AnswerFlag, label: string, hint?: string) => (
    <Checkbox
      label={label}
      hint={hint}
      checked={draft.flags.includes(f)}
      onChange={(on) => toggleFlag(f, on)}
    />
  );
  return (
    <ToolForm label={t.form} className="print:hidden">
      <Why hint={t.entityWhy}>
        <SelectField
          label={t.entity}
          value={draft.entity}
          options={['', ...ENTITY_KINDS]}
          labels={{ '': t.choose, ...checkupEntityLabels(language) }}
          onChange={(v) => set({ entity: v as EntityKind | '' })}
        />
      </Why>
      <Why hint={t.stateWhy}>
        <SelectField
          label={t.state}
          value={draft.state}
          options={['', ...statesInOrder(INDIAN_STATES, language)]}
          labels={{ '': t.choose, ...stateLabels }}
          onChange={(v) => set({ state: v })}
        />
      </Why>
      <NumberField label={t.employees} hint={t.employeesWhy} field={form.employees} />
      <NumberField
        label={t.contract}
        hint={t.contractWhy}
        field={form.contract}
        error={form.contractError}
      />
      {flag('hazardous', t.hazardous, t.hazardousWhy)}
      <NumberField label={t.turnover} hint={t.turnoverWhy} field={form.turnover} wide />
      <Choice<Supply>
        legend={t.supply}
        value={draft.supply}
        onChange={(supply) => set({ supply })}
        options={(['goods', 'services', 'both'] as const).map((value) => ({
          value,
          label: t[supplyKeys[value]],
        }))}
      />
      <fieldset className="grid gap-3 sm:col-span-2">
        <legend className="font-semibold text-slate-900">{t.sells}</legend>
        {flag('ecommerce', t.ecommerce)}
        {flag('interstate', t.interstate)}
      </fieldset>
      <fieldset className="grid gap-3 sm:col-span-2">
        <legend className="font-semibold text-slate-900">{t.pays}</legend>
        <p className="-mt-2 text-sm text-slate-600">{t.paysWhy}</p>
        {flag('salaries', t.salaries)}
        {flag('rent', t.rent)}
        {flag('contractors', t.contractors)}
      </fieldset>
      {flag('premises', t.premises, t.premisesWhy)}
      <OtherStates form={form} t={t} language={language} />
    </ToolForm>
  );
}

const checkupEntityLabels = (language: Language): Record<string, string> => {
  const w = messagesIn(checkupMessages, language);
  return Object.fromEntries(ENTITY_KINDS.map((e) => [e, w[entityKeys[e]]]));
};

/** A field and the one line that says why the check-up asks it. */
function Why({ hint, children }: { hint: string; children: ReactNode }) {
  return (
    <div>
      {children}
      <p className="mt-1 text-sm text-slate-600">{hint}</p>
    </div>
  );
}

function OtherStates({
  form,
  t,
  language,
}: {
  form: Form;
  t: ComplianceCheckMessages;
  language: Language;
}) {
  const { draft, set } = form;
  const id = useId();
  const others = statesInOrder(INDIAN_STATES, language).filter((s) => s !== draft.state);
  return (
    <details className="sm:col-span-2" open={draft.otherStates.length > 0 ? true : undefined}>
      <summary className="cursor-pointer font-semibold text-slate-900">{t.otherStates}</summary>
      <p className="mt-1 text-sm text-slate-600">{t.otherStatesWhy}</p>
      <fieldset aria-label={t.otherStates} className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-3">
        {others.map((s, i) => (
          <label
            key={s}
            htmlFor={`${id}-${i}`}
            className="flex items-center gap-2 text-sm text-slate-900"
          >
            <input
              id={`${id}-${i}`}
              type="checkbox"
              checked={draft.otherStates.includes(s)}
              onChange={(e) =>
                set({
                  otherStates: e.target.checked
                    ? [...draft.otherStates, s]
                    : draft.otherStates.filter((x) => x !== s),
                })
              }
              className="size-4 accent-brand-700"
            />
            {stateNameIn(s, language)}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

function Results({
  answers,
  result,
  rules,
  t,
}: {
  answers: CheckupAnswers;
  result: CheckupResult;
  rules: CheckupRules;
  t: ComplianceCheckMessages;
}) {
  const groups = (['registration', 'recurring', 'standing'] as const).map((g) => ({
    group: g,
    findings: result.applies.filter((f) => f.obligation.group === g),
  }));
  return (
    <div>
      <p className="font-medium text-slate-900" data-testid="checkup-summary">
        {result.applies.length === 0
          ? t.none
          : t.summary({
              applies: result.applies.length,
              registrations: result.registrations.length,
            })}
      </p>
      <Actions answers={answers} result={result} t={t} />
      {groups.map(({ group, findings }) =>
        findings.length > 0 ? (
          <section key={group} className="mt-5" data-group={group}>
            <h4 className="text-base font-semibold text-slate-900">{t[groupKeys[group]]}</h4>
            <ul className="mt-2 space-y-3">
              {findings.map((f) => (
                <Obligation
                  key={f.obligation.id}
                  finding={f}
                  answers={answers}
                  rules={rules}
                  t={t}
                />
              ))}
            </ul>
          </section>
        ) : null,
      )}
      {result.notYet.length > 0 ? (
        <section className="mt-6" data-testid="checkup-not-yet">
          <h4 className="text-base font-semibold text-slate-900">{t.notYet}</h4>
          <ul className="mt-2 space-y-2 text-sm">
            {result.notYet.map((f) => (
              <li key={f.obligation.id} data-obligation={f.obligation.id}>
                <span className="font-semibold text-slate-900">{f.obligation.name}:</span>{' '}
                {f.reasons.join(' ')}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {result.next.length > 0 ? (
        <section className="mt-6" data-testid="checkup-next">
          <h4 className="text-base font-semibold text-slate-900">{t.next}</h4>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {result.next.map((n) => (
              <li key={n.employees}>
                {checkupPeople(rules.language, n.employees)}: {n.names.join(', ')}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

const checkupPeople = (language: Language, n: number) => {
  const w = messagesIn(checkupMessages, language);
  return w.nextAt({ people: w.people({ n }) });
};

function Obligation({
  finding,
  answers,
  rules,
  t,
}: {
  finding: Finding;
  answers: CheckupAnswers;
  rules: CheckupRules;
  t: ComplianceCheckMessages;
}) {
  const { obligation: o, reasons } = finding;
  const language = rules.language;
  const today = todayInIndia();
  const due = nextDue(o, calendarDataIn(language), answers.state, today, addMonths(today, 13));
  const sources = o.facts.flatMap((id) => {
    const fact = rules.facts[id];
    return fact
      ? [
          {
            id,
            what: `${fact.label}: ${fact.text}.`,
            source: fact.source,
            unconfirmed: fact.unconfirmed,
          },
        ]
      : [];
  });
  // The list of states a rule names rests on a source of its own.
  for (const list of stateListsOf(o.when, rules))
    sources.push({ id: list.id, what: '', source: list.source, unconfirmed: list.unconfirmed });
  return (
    <li className="rounded-md bg-white p-3 text-sm break-inside-avoid" data-obligation={o.id}>
      <p className="text-base font-semibold text-slate-900">{o.name}</p>
      <p className="mt-1 text-slate-800">
        <span className="font-semibold">{t.why}:</span> {reasons.join(' ')}
      </p>
      <p className="mt-1 text-slate-800">
        <span className="font-semibold">{t.todo}:</span> {o.todo}
      </p>
      {o.depends ? <p className="mt-1 text-slate-600">{o.depends}</p> : null}
      {due ? (
        <p className="mt-1 font-medium text-slate-900" data-testid="next-due">
          {t.nextDue({ date: longDateIn(due.date, language), name: due.name })}
        </p>
      ) : null}
      {o.links.length > 0 ? (
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 print:hidden">
          {o.links.map((l) => (
            <a
              key={l.href}
              href={l.href}
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              {l.label}
            </a>
          ))}
        </p>
      ) : null}
      {sources.length > 0 ? (
        <details className="mt-2 checkup-sources">
          <summary className="cursor-pointer text-slate-700">{t.sources}</summary>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
            {sources.map(({ id, what, source, unconfirmed }) => (
              <li key={id}>
                {what ? `${what} ` : null}
                <a href={source.url} rel="noopener" className="underline underline-offset-2">
                  {source.title}
                </a>
                {` (${evidenceWord(source.kind, language)})`}
                {unconfirmed ? ` ${t.unconfirmed({ what: unconfirmed })}` : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

function Actions({
  answers,
  result,
  t,
}: {
  answers: CheckupAnswers;
  result: CheckupResult;
  t: ComplianceCheckMessages;
}) {
  const language = useLanguage();
  const [copied, setCopied] = useState<string | null>(null);
  const params = answersToParams(answers);
  const calendarParams = new URLSearchParams({
    registrations: result.registrations.join(','),
    state: answers.state,
  });
  const calendar = `${pathIn(language, '/tools/compliance-calendar')}?${calendarParams}`;
  const share = `${pathIn(language, CHECKUP_PATH)}?${params}`;
  const lead = `${pathIn(language, '/contact')}?${params}#assessment`;
  const copy = () => {
    const url = new URL(share, window.location.href).href;
    navigator.clipboard.writeText(url).then(
      () => setCopied(t.copied),
      () => setCopied(t.copyFailed),
    );
  };
  const button = 'inline-flex justify-center rounded-lg px-4 py-2 text-sm font-semibold';
  return (
    <div className="mt-4 print:hidden" data-testid="checkup-actions">
      <h4 className="sr-only">{t.actions}</h4>
      <div className="flex flex-wrap gap-2">
        {result.registrations.length > 0 ? (
          <>
            <a href={calendar} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
              {t.toCalendar}
            </a>
            <a
              href={`${calendar}#email-me-reminders`}
              className={`${button} border border-brand-700 text-brand-800`}
            >
              {t.toReminders}
            </a>
          </>
        ) : null}
        <a href={lead} className={`${button} border border-brand-700 text-brand-800`}>
          {t.toLead}
        </a>
        <button
          type="button"
          onClick={() => window.print()}
          className={`${button} border border-slate-300 text-slate-800`}
        >
          {t.print}
        </button>
        <SaveToAccount
          answers={answers}
          registrations={result.registrations}
          className={`${button} border border-brand-700 text-brand-800 disabled:opacity-60`}
        />
      </div>
      <p className="mt-3 text-sm text-slate-700">
        <a
          href={share}
          className="font-semibold text-brand-800 underline underline-offset-4"
          data-testid="checkup-share"
        >
          {t.share}
        </a>{' '}
        <button type="button" onClick={copy} className="ml-1 underline underline-offset-4">
          {t.copy}
        </button>
        <span aria-live="polite" className="ml-2">
          {copied}
        </span>
        <span className="block text-slate-600">{t.shareHint}</span>
      </p>
    </div>
  );
}
