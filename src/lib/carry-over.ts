/**
 * What a visitor does to a page before its code runs, carried into the running app: one set of
 * rules for the islands (src/app/islands.tsx), whose live body replaces their server HTML, and
 * for the app screens' forms, which React hydrates in place (`adoptEarlyInput`).
 *
 * The browser keeps, for every control, the value the server wrote (`defaultValue`,
 * `defaultChecked`, an option's `defaultSelected`) beside the one on screen, so "changed by the
 * visitor" needs no listener running before the app: it is the difference between the two.
 */

declare global {
  interface Window {
    /** Taps on islands' and screens' tabs and buttons before the app started (index.html). */
    __earlyTaps?: Element[];
  }
}

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
export const controlSelector = 'input, select, textarea';

const isToggle = (c: Control) => c.type === 'checkbox' || c.type === 'radio';

/** Whether the visitor changed a control from what the server rendered. */
export function changedFromHtml(c: Control): boolean {
  if (c instanceof HTMLSelectElement)
    return [...c.options].some((o) => o.selected !== o.defaultSelected);
  if (isToggle(c))
    return (c as HTMLInputElement).checked !== (c as HTMLInputElement).defaultChecked;
  return c.value !== c.defaultValue;
}

/** A control's value as the visitor left it: `checked` for a checkbox or radio, else `value`. */
export type Carried = { checked: boolean } | { value: string };

export const carriedValue = (c: Control): Carried =>
  isToggle(c) ? { checked: (c as HTMLInputElement).checked } : { value: c.value };

/**
 * Gives `control` the value `carried` through the events React listens to, so that the app's
 * state learns it as if it had been typed or ticked now. React compares a control's value (or
 * checked state) with the one it last saw, set through the element's own property: that is set to
 * something else first, and the visitor's value then written past it with the prototype's setter.
 * A checkbox or radio then gets the click React listens to for them (a plain event, which does not
 * toggle it again); a select, which React does not record, its change event.
 */
export function replayValue(control: Control, carried: Carried): void {
  const toggle = 'checked' in carried;
  const key = toggle ? 'checked' : 'value';
  const value = toggle ? carried.checked : carried.value;
  Object.assign(control, { [key]: toggle ? !value : value === '' ? ' ' : '' });
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), key)?.set?.call(control, value);
  for (const type of [toggle ? 'click' : 'input', 'change'])
    control.dispatchEvent(new Event(type, { bubbles: true }));
}

/** The selection in a text control, or null where the control has none (a select, a checkbox). */
export function selectionOf(el: Element | null) {
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return null;
  try {
    const { selectionStart: start, selectionEnd: end, selectionDirection: direction } = el;
    return start === null || end === null
      ? null
      : { start, end, direction: direction ?? undefined };
  } catch {
    return null;
  }
}

/**
 * The taps made before the app started inside `el` (and not inside an island, with
 * `outsideIslands`: each island takes its own), in order, taken off the page's list.
 */
export function takeEarlyTaps(el: Element, outsideIslands = false): Element[] {
  const taps = window.__earlyTaps ?? [];
  const mine = (t: Element) => el.contains(t) && !(outsideIslands && t.closest('[data-island]'));
  window.__earlyTaps = taps.filter((t) => !mine(t));
  return taps.filter(mine);
}

/**
 * Called once an app screen has hydrated (src/app/App.tsx): React kept the server's controls,
 * with what the visitor typed in them before the app started, but its state still holds the
 * server's values. Each control under `root` that the visitor changed is replayed into the
 * app's state, and the taps on a screen's tabs and buttons (inside `data-carry`, recorded by
 * index.html) are carried out. Islands carry their own.
 */
export function adoptEarlyInput(root: Element): void {
  for (const control of root.querySelectorAll<Control>(controlSelector)) {
    if (control.closest('[data-island]') || !changedFromHtml(control)) continue;
    replayValue(control, carriedValue(control));
  }
  for (const tap of takeEarlyTaps(root, true)) {
    if (!tap.isConnected) continue;
    // A tab is chosen with the key that chooses it, which leaves the focus where the visitor
    // is now (typing in the tab's form, say); a button is clicked.
    if (tap.getAttribute('role') === 'tab')
      tap.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    else (tap as HTMLElement).click();
  }
}
