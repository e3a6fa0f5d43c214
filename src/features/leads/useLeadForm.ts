/**
 * The lead form's state and what happens on submit: validation with the shared schema, one
 * request per fill (a second press while sending does nothing; the idempotency key covers a retry
 * of a request that did arrive), and the answer turned into what the visitor reads.
 */
import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { Language } from '../../lib/language.ts';
import { type Account, currentAccount, signedOut } from './account.ts';
import { useCheckupPrefill } from './checkup-prefill.ts';
import { fillStartTime, newIdempotencyKey } from './fill.ts';
import { type SubmitResult, submitLead } from './submit.ts';
import { type TurnstileHandle, turnstileSiteKey } from './Turnstile.tsx';
import {
  emptyValues,
  type FieldErrors,
  type FillMeta,
  fieldError,
  type LeadFormValues,
  splitErrors,
  type VisibleField,
  validateLead,
  visibleFields,
} from './values.ts';
import type { LeadFormWords } from './words.tsx';

export type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'failed' }
  | { kind: 'rate-limited'; wait: string }
  | { kind: 'sent'; email: string; signedIn: boolean };

export type LeadFormState = ReturnType<typeof useLeadForm>;

/**
 * What a lead carries besides its fields: when this fill started, its idempotency key, the page,
 * the language, the Turnstile token (when Turnstile is on) and the check-up it was opened from.
 */
function useFillMeta(
  formId: string,
  language: Language,
  checkup: () => FillMeta['checkup'] | undefined,
) {
  const [fill] = useState(() => ({
    startedAt: fillStartTime(formId),
    idempotencyKey: newIdempotencyKey(),
  }));
  const [turnstileToken, setTurnstileToken] = useState('');
  const meta = (): FillMeta => ({
    ...fill,
    sourcePath: window.location.pathname,
    language,
    ...(turnstileSiteKey ? { turnstileToken } : {}),
    ...(checkup() ? { checkup: checkup() } : {}),
  });
  return { meta, turnstileToken, setTurnstileToken };
}

/** `language` is the page's: the lead is sent in it, and validated with its messages. */
export function useLeadForm({
  formId,
  fieldId,
  language,
  words,
}: {
  formId: string;
  fieldId: (f: string) => string;
  language: Language;
  words: Pick<LeadFormWords, 'wait' | 'securityCheck' | 'checkDetails'>;
}) {
  const [values, current, setValues] = useValues();
  const focus = useFocusAfterRender();
  const { errors, otherErrors, showErrors, setError } = useErrors(fieldId, focus);
  /** Submits so far: a new one announces its errors or its problem again, even if unchanged. */
  const [attempts, setAttempts] = useState(0);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const fill = useFillMeta(formId, language, () => checkup.sent);
  const { meta, turnstileToken, setTurnstileToken } = fill;
  const turnstile = useRef<TurnstileHandle>(null);
  const account = useSignedInDetails(current, setValues);
  const checkup = useCheckupPrefill(language, current, setValues);
  const sending = useRef(false);

  /** Sets a field; an error already shown for it is checked again, so it goes once fixed. */
  const update = <F extends keyof LeadFormValues>(field: F, value: LeadFormValues[F]) => {
    const next = { ...current.current, [field]: value };
    setValues(next);
    if (field !== 'website' && errors[field as VisibleField]) {
      setError(field as VisibleField, fieldError(next, meta(), field as VisibleField));
    }
  };

  /** Ticks or clears one topic, on top of any other change not yet rendered. */
  const toggleTopic = (topic: string, on: boolean) => {
    const others = current.current.topics.filter((t) => t !== topic);
    update('topics', on ? [...others, topic] : others);
  };

  const blur = (field: VisibleField) => () => {
    if (attempts > 0) setError(field, fieldError(current.current, meta(), field));
  };

  const show = (answer: SubmitResult, email: string, signedIn: boolean) => {
    if (answer.kind === 'created') return setStatus({ kind: 'sent', email, signedIn });
    // A Turnstile token is good for one verification.
    turnstile.current?.reset();
    if (answer.kind === 'invalid') {
      setStatus({ kind: 'idle' });
      const { fields, other } = splitErrors(answer.fields);
      const noneNamed = Object.keys(fields).length === 0 && other.length === 0;
      return showErrors(fields, noneNamed ? [answer.message ?? words.checkDetails] : other);
    }
    setStatus(
      answer.kind === 'rate-limited'
        ? { kind: 'rate-limited', wait: words.wait(answer.retryAfterSeconds) }
        : { kind: 'failed' },
    );
    focus(fieldId('submit'));
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending.current) return;
    setAttempts((n) => n + 1);
    const checked = validateLead(current.current, meta());
    // What went wrong with an earlier send no longer applies to this one.
    if (!checked.ok || (turnstileSiteKey && !turnstileToken)) setStatus({ kind: 'idle' });
    if (!checked.ok) return showErrors(checked.fields, checked.other);
    if (turnstileSiteKey && !turnstileToken) return showErrors({}, [words.securityCheck]);
    sending.current = true;
    showErrors({}, []);
    setStatus({ kind: 'sending' });
    const token = await account.current.accessToken().catch(() => null);
    const answer = await submitLead(checked.input, token);
    sending.current = false;
    show(answer, checked.lead.email, token !== null);
  };

  const form = { values, errors, otherErrors, status, attempts, update, toggleTopic, blur, submit };
  return { ...form, setTurnstileToken, turnstile, checkup };
}

/** Errors beside the fields and for the form as a whole; showing some focuses the first. */
function useErrors(fieldId: (f: string) => string, focus: (id: string) => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const showErrors = (fields: FieldErrors, other: string[]) => {
    setErrors(fields);
    setOtherErrors(other);
    const first = visibleFields.find((f) => fields[f]);
    if (first || other.length > 0) focus(fieldId(first ?? 'summary'));
  };
  const setError = (field: VisibleField, message: string | undefined) =>
    setErrors((e) => ({ ...e, [field]: message }));
  return { errors, otherErrors, showErrors, setError };
}

/**
 * The form's values, and a ref that always holds the newest. Several changes can come before a
 * render (the island replays what was typed before its code arrived, then the submit pressed
 * meanwhile), and each must build on the last, and the submit must see them all.
 */
function useValues() {
  const [values, setState] = useState<LeadFormValues>(emptyValues);
  const current = useRef(values);
  const setValues = useCallback((next: LeadFormValues) => {
    current.current = next;
    setState(next);
  }, []);
  return [values, current, setValues] as const;
}

/** The signed-in visitor's account; their profile fills in what is still empty. */
function useSignedInDetails(
  values: RefObject<LeadFormValues>,
  setValues: (next: LeadFormValues) => void,
) {
  const account = useRef<Account>(signedOut);
  useEffect(() => {
    const signedIn = currentAccount();
    account.current = signedIn;
    let cancelled = false;
    signedIn.profile().then((profile) => {
      if (!profile || cancelled) return;
      // Only what is still empty: the visitor may have started typing.
      const v = values.current;
      setValues({
        ...v,
        name: v.name || profile.name,
        email: v.email || profile.email,
        phone: v.phone || profile.phone,
        company: v.company || profile.company,
      });
    });
    return () => {
      cancelled = true;
    };
  }, [values, setValues]);
  return account;
}

/** Returns `focus(id)`: focuses that element once what was just set is on screen. */
function useFocusAfterRender() {
  // A new object each time, so that asking for the same element again focuses it again.
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (target) document.getElementById(target.id)?.focus();
  }, [target]);
  return (id: string) => setTarget({ id });
}
