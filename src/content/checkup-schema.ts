/**
 * The compliance check-up's rules (content/data/obligations.yaml): which obligations apply to a
 * business, from a few answers about it. A rule never types a number: every threshold is a fact
 * of content/facts.yaml, named by id (scripts/content/obligations.ts checks each id, its unit,
 * every calendar registration and every link). The evaluator is src/tools/checkup.ts.
 */
import { z } from 'zod';
import {
  ANSWER_FLAGS,
  type AnswerFlag,
  ENTITY_KINDS,
  type EntityKind,
} from '../../supabase/functions/_shared/checkup-answers.ts';
import { INDIAN_STATES, LEAD_TOPICS } from '../../supabase/functions/_shared/lead.ts';
import { evidenceKinds } from '../lib/evidence.ts';

const text = z.string().trim().min(1, 'must not be empty');
const slugId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens');
const factId = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/, 'must be a fact id, such as "pf.threshold"');

// The answers' lists are shared with the lead schema, which the Edge Functions read too.
export {
  ANSWER_FLAGS,
  type AnswerFlag,
  ENTITY_KINDS,
  type EntityKind,
} from '../../supabase/functions/_shared/checkup-answers.ts';

/**
 * One test of a rule, exactly one key:
 * - `employees: <fact>`: the people who work for the business (contract workers included) are at
 *   least the fact's count; `contractWorkers: <fact>`: those engaged through contractors are;
 * - `turnoverAbove: <fact>`: the year's turnover is above the fact's amount;
 * - `entity: [...]`: the business is one of these kinds;
 * - `answer: <flag>`: the visitor ticked it;
 * - `stateIn: <list>`: the principal state, or another state it employs people in, is in one of
 *   the file's `stateLists`;
 * - `gst: registration`: GST registration is required (the threshold for the state and what the
 *   business supplies, and the cases where it is compulsory: src/tools/gst-threshold.ts);
 * - `all`, `any`, `not`: combinations.
 */
export type Condition =
  | { employees: string }
  | { contractWorkers: string }
  | { turnoverAbove: string }
  | { entity: EntityKind[] }
  | { answer: AnswerFlag }
  | { stateIn: string }
  | { gst: 'registration' }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

export const condition: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.strictObject({ employees: factId }),
    z.strictObject({ contractWorkers: factId }),
    z.strictObject({ turnoverAbove: factId }),
    z.strictObject({ entity: z.array(z.enum(ENTITY_KINDS)).min(1) }),
    z.strictObject({ answer: z.enum(ANSWER_FLAGS) }),
    z.strictObject({ stateIn: slugId }),
    z.strictObject({ gst: z.literal('registration') }),
    z.strictObject({ all: z.array(condition).min(1) }),
    z.strictObject({ any: z.array(condition).min(2) }),
    z.strictObject({ not: condition }),
  ]),
);

/** Where the visitor reads more or acts: a guide, a calculator, a service. */
const ruleLink = z.strictObject({
  label: text,
  href: z.string().regex(/^\/(?!\/)\S*$/, 'must be a site path starting with "/"'),
});

const source = z.strictObject({
  title: text,
  url: z.url({ protocol: /^https$/ }),
  /** What kind of evidence the link is (src/lib/evidence.ts). */
  kind: z.enum(evidenceKinds),
});

export const obligationRule = z.strictObject({
  id: slugId,
  /** registration: to get once; recurring: returns and payments; standing: duties that last. */
  group: z.enum(['registration', 'recurring', 'standing']),
  name: text,
  /** What to do, in a sentence or two; may quote facts as {{fact:id}}. */
  todo: text,
  when: condition,
  /** What the answer depends on that the check-up does not ask, or that each state decides. */
  depends: text.optional(),
  /** Shown under "what does not apply" when it does not: the obligations visitors ask about. */
  asked: z.boolean().default(false),
  /** The compliance calendar's registrations that hold its due dates. */
  calendar: z.array(slugId).default([]),
  /** Facts to cite besides those its conditions name. */
  facts: z.array(factId).default([]),
  links: z.array(ruleLink).default([]),
  /** The lead form's topic for it. */
  topic: z.enum(LEAD_TOPICS),
});
export type ObligationRule = z.output<typeof obligationRule>;

const stateName = z.enum(INDIAN_STATES, {
  error: 'must be a state or union territory named as in supabase/functions/_shared/lead.ts',
});

export const obligationsFileSchema = z
  .strictObject({
    /**
     * Lists of states a rule can name (`stateIn`), each with what it rests on. `unconfirmed`
     * says on the page what could not be confirmed from the states' own instruments.
     */
    stateLists: z.array(
      z.strictObject({
        id: slugId,
        /** "levies professional tax": read as "Karnataka levies professional tax". */
        label: text,
        /** "does not levy professional tax". */
        labelNot: text,
        states: z.array(stateName).min(1),
        source,
        checkedOn: z
          .union([z.string(), z.date()])
          .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v)),
        unconfirmed: text.optional(),
      }),
    ),
    obligations: z.array(obligationRule).min(1),
  })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.obligations.forEach((o, i) => {
      if (seen.has(o.id))
        ctx.addIssue({ code: 'custom', path: ['obligations', i, 'id'], message: 'is used twice' });
      seen.add(o.id);
    });
  });
export type ObligationsFile = z.output<typeof obligationsFileSchema>;
