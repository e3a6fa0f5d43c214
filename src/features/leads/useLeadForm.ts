/**
 * The lead form's state and what happens on submit: validation with the shared schema, one
 * request per fill (a second press while sending does nothing; the idempotency key covers a retry
 * of a request that did arrive), and the answer turned into what the visitor reads.
 */
import {
  type Dispatch,
  type FormEvent,
  type SetStateAction,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type Account, currentAccount, signedOut } from './account.ts';
import { fillStartTime, newIdempotencyKey } from './fill.ts';
import { describeWait, type SubmitResult, submitLead } from './submit.ts';
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

export type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'failed' }
  | { kind: 'rate-limited'; wait: string }
  | { kind: 'sent'; email: string; signedIn: boolean };

export type LeadFormState = ReturnType<typeof useLeadForm>;

const SECURITY_CHECK = 'Complete the security check';

export function useLeadForm({
  formId,
  fieldId,
}: {
  formId: string;
  fieldId: (f: string) => string;
}) {
  const [values, setValues] = useState<LeadFormValues>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [fill] = useState(() => ({
    startedAt: fillStartTime(formId),
    idempotencyKey: newIdempotencyKey(),
  }));
  const [turnstileToken, setTurnstileToken] = useState('');
  const turnstile = useRef<TurnstileHandle>(null);
  const account = useSignedInDetails(setValues);
  const sending = useRef(false);
  const focus = useFocusAfterRender();

  const meta = (): FillMeta => ({
    ...fill,
    sourcePath: window.location.pathname,
    ...(turnstileSiteKey ? { turnstileToken } : {}),
  });

  const showErrors = (fields: FieldErrors, other: string[]) => {
    setErrors(fields);
    setOtherErrors(other);
    const first = visibleFields.find((f) => fields[f]);
    focus(fieldId(first ?? 'summary'));
  };

  /** Sets a field; an error already shown for it is checked again, so it goes once fixed. */
  const update = <F extends keyof LeadFormValues>(field: F, value: LeadFormValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (field !== 'website' && errors[field as VisibleField]) {
      setErrors((e) => ({ ...e, [field]: fieldError(next, meta(), field as VisibleField) }));
    }
  };

  const blur = (field: VisibleField) => () => {
    if (!submitted) return;
    setErrors((e) => ({ ...e, [field]: fieldError(values, meta(), field) }));
  };

  const show = (answer: SubmitResult, email: string, signedIn: boolean) => {
    if (answer.kind === 'created') return setStatus({ kind: 'sent', email, signedIn });
    // A Turnstile token is good for one verification.
    turnstile.current?.reset();
    if (answer.kind === 'invalid') {
      setStatus({ kind: 'idle' });
      const { fields, other } = splitErrors(answer.fields);
      const noneNamed = Object.keys(fields).length === 0 && other.length === 0;
      return showErrors(fields, noneNamed ? [answer.message ?? 'Check your details.'] : other);
    }
    setStatus(
      answer.kind === 'rate-limited'
        ? { kind: 'rate-limited', wait: describeWait(answer.retryAfterSeconds) }
        : { kind: 'failed' },
    );
    focus(fieldId('submit'));
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending.current) return;
    setSubmitted(true);
    const checked = validateLead(values, meta());
    if (!checked.ok) return showErrors(checked.fields, checked.other);
    if (turnstileSiteKey && !turnstileToken) return showErrors({}, [SECURITY_CHECK]);
    sending.current = true;
    setErrors({});
    setOtherErrors([]);
    setStatus({ kind: 'sending' });
    const token = await account.current.accessToken().catch(() => null);
    const answer = await submitLead(checked.input, token);
    sending.current = false;
    show(answer, checked.lead.email, token !== null);
  };

  return {
    values,
    errors,
    otherErrors,
    status,
    update,
    blur,
    submit,
    setTurnstileToken,
    turnstile,
  };
}

/** The signed-in visitor's account; their profile fills in what is still empty. */
function useSignedInDetails(setValues: Dispatch<SetStateAction<LeadFormValues>>) {
  const account = useRef<Account>(signedOut);
  useEffect(() => {
    const current = currentAccount();
    account.current = current;
    let cancelled = false;
    current.profile().then((profile) => {
      if (!profile || cancelled) return;
      // Only what is still empty: the visitor may have started typing.
      setValues((v) => ({
        ...v,
        name: v.name || profile.name,
        email: v.email || profile.email,
        phone: v.phone || profile.phone,
        company: v.company || profile.company,
      }));
    });
    return () => {
      cancelled = true;
    };
  }, [setValues]);
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
