/**
 * Where the compliance calendar keeps what a visitor chose (their registrations and state).
 *
 * - Every visitor: this browser's localStorage (`loadChoice` / `saveChoice`), read when the
 *   calendar goes live, after start-up, so the prerendered page (every registration) never
 *   depends on it.
 * - Signed-in members: HOOK POINT. Connect the member's account with `connectMemberChoice`: its
 *   `load` is asked once the calendar is live (and again whenever a store is connected), and
 *   replaces the choice unless the visitor has changed it meanwhile; its `save` receives every
 *   change after the browser's copy is written. Nothing here calls the backend.
 */
import type { CalendarData, Choice } from './calendar.ts';

export const choiceStorageKey = 'anupalan:calendar-choice';

/** A choice read from anywhere, kept only for the registrations and state the data knows. */
export function validChoice(data: CalendarData, value: unknown): Choice | null {
  if (!value || typeof value !== 'object') return null;
  const { registrations, state } = value as { registrations?: unknown; state?: unknown };
  if (!Array.isArray(registrations)) return null;
  const known = data.registrations.map((r) => r.id).filter((id) => registrations.includes(id));
  const place = typeof state === 'string' && data.states.includes(state) ? state : null;
  return { registrations: known, state: place };
}

/**
 * A choice given in an address: `?registrations=pf,esi&state=Karnataka` (the compliance
 * check-up's "Put these in my calendar"); null when it names no registration the data knows.
 */
export function choiceFromAddress(data: CalendarData, search: string): Choice | null {
  const params = new URLSearchParams(search);
  const named = params.get('registrations');
  if (named === null) return null;
  const choice = validChoice(data, {
    registrations: named.split(',').map((s) => s.trim()),
    state: params.get('state'),
  });
  return choice && choice.registrations.length > 0 ? choice : null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (a privacy setting): the choice lasts for the visit only.
    return null;
  }
}

/** The choice kept in this browser, or null when there is none (or it cannot be read). */
export function loadChoice(data: CalendarData): Choice | null {
  try {
    const text = storage()?.getItem(choiceStorageKey);
    return text ? validChoice(data, JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

/** A signed-in member's choice, kept with their account. */
export interface MemberChoiceStore {
  load(): Promise<Choice | null>;
  save(choice: Choice): Promise<void>;
}

let member: MemberChoiceStore | null = null;
const listeners = new Set<() => void>();

/**
 * Connects (or, with null, disconnects) the signed-in member's store. The calendars on the page
 * then load the member's choice from it and send it every change.
 */
export function connectMemberChoice(store: MemberChoiceStore | null): void {
  member = store;
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever a member's store is connected or disconnected; returns the unsubscribe. */
export function onMemberChoiceChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in member's choice, when a store is connected and holds one. */
export async function loadMemberChoice(data: CalendarData): Promise<Choice | null> {
  if (!member) return null;
  try {
    return validChoice(data, await member.load());
  } catch {
    return null;
  }
}

/** Keeps the choice in this browser, and with the member's account when one is connected. */
export function saveChoice(choice: Choice): void {
  try {
    storage()?.setItem(choiceStorageKey, JSON.stringify(choice));
  } catch {
    // Full or refused storage: the choice still applies to this visit.
  }
  member?.save(choice).catch(() => {
    // The account keeps the previous choice; the browser's copy holds this one.
  });
}
