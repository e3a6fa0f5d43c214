/**
 * The lead form opened from the compliance check-up (`/contact?<its answers>#assessment`): the
 * answers in the address, read and checked as the check-up reads a shared link, evaluated with
 * the check-up's own rules in the page's language, give the form its head-count range, state and
 * topics, and the list the request carries. The check-up's code and rules load only for such an
 * address.
 */
import { type RefObject, useEffect, useState } from 'react';
import { employeeRangeOf } from '../../../supabase/functions/_shared/checkup-answers.ts';
import { hasCheckupAnswers } from '../../lib/checkup-address.ts';
import type { Language } from '../../lib/language.ts';
import type { CheckupAnswers } from '../../tools/checkup.ts';
import type { LeadFormValues } from './values.ts';

export interface CheckupPrefill {
  /** What the request sends, unless the visitor leaves it out. */
  checkup: { answers: CheckupAnswers; obligations: string[] };
  /** The obligations' names, in the page's language. */
  names: string[];
  employees: string;
  state: string;
  topics: string[];
}

/** The prefill for an address, or null when it carries no whole set of answers. */
export async function checkupPrefill(
  search: string,
  language: Language,
): Promise<CheckupPrefill | null> {
  if (!hasCheckupAnswers(search)) return null;
  const [checkup, { loadCheckupRules }] = await Promise.all([
    import('../../tools/checkup.ts'),
    import('../../tools/checkup-rules.ts'),
  ]);
  const answers = checkup.completeAnswers(checkup.answersFromParams(new URLSearchParams(search)));
  if (!answers) return null;
  const result = checkup.evaluateCheckup(await loadCheckupRules(language), answers);
  return {
    checkup: { answers, obligations: result.applies.map((f) => f.obligation.id) },
    names: result.applies.map((f) => f.obligation.name),
    employees: employeeRangeOf(answers.employees),
    state: answers.state,
    topics: result.topics,
  };
}

/**
 * The check-up the form was opened from: once its answers are read, the fields still empty take
 * its range, state and topics (the visitor may have started typing), and the request carries its
 * list unless the visitor leaves it out.
 */
export function useCheckupPrefill(
  language: Language,
  values: RefObject<LeadFormValues>,
  setValues: (next: LeadFormValues) => void,
) {
  const [prefill, setPrefill] = useState<CheckupPrefill | null>(null);
  const [included, setIncluded] = useState(true);
  useEffect(() => {
    let cancelled = false;
    checkupPrefill(window.location.search, language).then(
      (found) => {
        if (!found || cancelled) return;
        setPrefill(found);
        const v = values.current;
        setValues({
          ...v,
          employees: v.employees || found.employees,
          state: v.state || found.state,
          topics: v.topics.length > 0 ? v.topics : found.topics,
        });
      },
      () => {
        // The check-up's code did not load (offline): the form works as it does without it.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [language, values, setValues]);
  return {
    prefill,
    included,
    setIncluded,
    /** What the request sends. */
    sent: included && prefill ? prefill.checkup : undefined,
  };
}
