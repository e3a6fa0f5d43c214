/**
 * The "Request a free compliance assessment" form. The server renders it whole into the page's
 * HTML (labels, fields, button), so it reads before any script; in the browser it is an island
 * (src/app/islands.tsx) whose code loads when the visitor reaches it, taking over what they typed
 * and a submit they pressed meanwhile.
 */
import {
  EMPLOYEE_RANGES,
  INDIAN_STATES,
  LEAD_TOPICS,
  MESSAGE_MAX_LENGTH,
} from '../../../supabase/functions/_shared/lead.ts';
import { site } from '../../generated/site-client.ts';
import { useLanguage } from '../../lib/language.ts';
import { submitClass } from '../auth/fields.tsx';
import { Confirmation } from './Confirmation.tsx';
import {
  CheckboxGroup,
  ConsentField,
  Honeypot,
  MessageField,
  SelectField,
  TextField,
} from './fields.tsx';
import { TurnstileWidget, turnstileSiteKey } from './Turnstile.tsx';
import { type LeadFormState, type Status, useLeadForm } from './useLeadForm.ts';
import { type LeadFormWords, leadFormWordsIn } from './words.tsx';

export function LeadForm({ id }: { id: string }) {
  const fieldId = (name: string) => `${id}-${name}`;
  // The page's language: the form's words, its messages and the lead's language.
  const language = useLanguage();
  const t = leadFormWordsIn(language);
  const form = useLeadForm({ formId: fieldId('form'), fieldId, language, words: t });
  const { status } = form;
  if (status.kind === 'sent') return <Confirmation id={fieldId('sent')} status={status} />;
  const sending = status.kind === 'sending';
  return (
    <form
      id={fieldId('form')}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={form.submit}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <ErrorSummary
        key={form.attempts}
        id={fieldId('summary')}
        fieldId={fieldId}
        title={t.problemTitle}
        {...form}
      />
      {form.checkup.prefill ? (
        <CheckupLine
          id={fieldId('checkup')}
          names={form.checkup.prefill.names}
          included={form.checkup.included}
          onInclude={form.checkup.setIncluded}
          t={t}
        />
      ) : null}
      <AboutYou form={form} fieldId={fieldId} t={t} />
      <YourNeeds form={form} fieldId={fieldId} t={t} />
      <ConsentField
        id={fieldId('consent')}
        name="consent"
        text={t.consent}
        link={t.privacyLink}
        checked={form.values.consent}
        error={form.errors.consent}
        onChange={(v) => form.update('consent', v)}
        onBlur={form.blur('consent')}
      />
      <Honeypot
        id={fieldId('website')}
        value={form.values.website}
        onChange={(v) => form.update('website', v)}
      />
      {turnstileSiteKey ? (
        <TurnstileWidget
          ref={form.turnstile}
          onToken={form.setTurnstileToken}
          language={language}
        />
      ) : null}
      <div className="sm:col-span-2">
        <SendProblem key={form.attempts} status={status} t={t} />
        <button id={fieldId('submit')} type="submit" className={submitClass} disabled={sending}>
          {sending ? t.sending : t.send}
        </button>
      </div>
    </form>
  );
}

interface PartProps {
  form: LeadFormState;
  fieldId: (name: string) => string;
  t: LeadFormWords;
}

/** The compliance check-up's list the request carries, and the choice to leave it out. */
function CheckupLine({
  id,
  names,
  included,
  onInclude,
  t,
}: {
  id: string;
  names: string[];
  included: boolean;
  onInclude: (on: boolean) => void;
  t: LeadFormWords;
}) {
  return (
    <div
      id={id}
      data-testid="lead-checkup"
      className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-slate-900 sm:col-span-2"
    >
      <p aria-live="polite">
        {included ? t.fromCheckup(names.length, names.join(', ')) : t.checkupLeftOut}
      </p>
      <button
        type="button"
        onClick={() => onInclude(!included)}
        className="mt-2 font-semibold text-brand-800 underline underline-offset-2"
      >
        {included ? t.checkupLeaveOut : t.checkupInclude}
      </button>
    </div>
  );
}

/** Who is asking: name, work email, phone and company. */
function AboutYou({ form: { values, errors, update, blur }, fieldId, t }: PartProps) {
  return (
    <>
      <TextField
        id={fieldId('name')}
        name="name"
        label={t.name}
        autoComplete="name"
        required
        value={values.name}
        error={errors.name}
        onChange={(e) => update('name', e.target.value)}
        onBlur={blur('name')}
      />
      <TextField
        id={fieldId('email')}
        name="email"
        label={t.email}
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(e) => update('email', e.target.value)}
        onBlur={blur('email')}
      />
      <TextField
        id={fieldId('phone')}
        name="phone"
        label={t.phone}
        type="tel"
        autoComplete="tel"
        hint={t.phoneHint}
        required
        value={values.phone}
        error={errors.phone}
        onChange={(e) => update('phone', e.target.value)}
        onBlur={blur('phone')}
      />
      <TextField
        id={fieldId('company')}
        name="company"
        label={t.company}
        autoComplete="organization"
        required
        value={values.company}
        error={errors.company}
        onChange={(e) => update('company', e.target.value)}
        onBlur={blur('company')}
      />
    </>
  );
}

/** The organisation and what it needs help with. */
function YourNeeds({ form: { values, errors, update, toggleTopic, blur }, fieldId, t }: PartProps) {
  return (
    <>
      <SelectField
        id={fieldId('employees')}
        name="employees"
        label={t.employees}
        placeholder={t.employeesPlaceholder}
        options={EMPLOYEE_RANGES}
        value={values.employees}
        error={errors.employees}
        onChange={(v) => update('employees', v)}
        onBlur={blur('employees')}
      />
      <SelectField
        id={fieldId('state')}
        name="state"
        label={t.state}
        placeholder={t.statePlaceholder}
        options={INDIAN_STATES}
        optionLabel={t.stateName}
        value={values.state}
        error={errors.state}
        onChange={(v) => update('state', v)}
        onBlur={blur('state')}
      />
      <CheckboxGroup
        id={fieldId('topics')}
        name="topics"
        legend={t.topics}
        hint={t.topicsHint}
        options={LEAD_TOPICS}
        optionLabel={t.topicName}
        values={values.topics}
        error={errors.topics}
        onToggle={toggleTopic}
        onBlur={blur('topics')}
      />
      <MessageField
        id={fieldId('message')}
        name="message"
        label={t.message}
        max={MESSAGE_MAX_LENGTH}
        value={values.message}
        error={errors.message}
        onChange={(v) => update('message', v)}
        onBlur={blur('message')}
      />
    </>
  );
}

/** Every error at once, announced, each a link to its field. */
function ErrorSummary({
  id,
  fieldId,
  title,
  errors,
  otherErrors,
}: {
  id: string;
  fieldId: (name: string) => string;
  title: string;
  errors: Partial<Record<string, string>>;
  otherErrors: string[];
}) {
  const named = Object.entries(errors).filter((e): e is [string, string] => Boolean(e[1]));
  if (named.length === 0 && otherErrors.length === 0) return null;
  return (
    <div
      id={id}
      role="alert"
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="rounded-lg border-2 border-red-700 bg-red-50 p-4 sm:col-span-2"
    >
      <h3 id={`${id}-title`} className="font-semibold text-red-800">
        {title}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-red-800">
        {named.map(([field, message]) => (
          <li key={field}>
            <a
              href={`#${fieldId(field)}`}
              className="underline underline-offset-2"
              onClick={(e) => {
                // Focus the field itself: following the link would move focus to the page.
                e.preventDefault();
                document.getElementById(fieldId(field))?.focus();
              }}
            >
              {message}
            </a>
          </li>
        ))}
        {otherErrors.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/** Why the request did not go, in words, and what to do instead. */
function SendProblem({ status, t }: { status: Status; t: LeadFormWords }) {
  if (status.kind !== 'failed' && status.kind !== 'rate-limited') return null;
  const call = (
    <a href={site.phoneHref} className="font-semibold underline underline-offset-2">
      {site.phone}
    </a>
  );
  return (
    <p role="alert" className="mb-4 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-800">
      {status.kind === 'failed' ? t.failed(call) : t.rateLimited(status.wait, call)}
    </p>
  );
}
