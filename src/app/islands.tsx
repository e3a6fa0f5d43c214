/**
 * Islands: the interactive components of an MDX body (calculators, the calendar, tabs). The
 * server renders them into the HTML like everything else. In the browser a page hydrates without
 * their code: an island keeps its server HTML until it comes near the screen (or is touched or
 * focused), then loads its component and renders it in place (see `Island`). So the first load
 * carries only the entry, the layout and the page's own small module. After a client-side
 * navigation the page's islands are loaded with its chunk (`preloadIslands`), so they render at
 * once.
 *
 * The build (scripts/content/rehype-static.ts) wraps each island in `<Island id>` and, for the
 * browser, imports its component with `lazyComponent`.
 */
import {
  type ComponentType,
  type ReactElement,
  type ReactNode,
  startTransition,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import {
  type Control,
  carriedValue,
  changedFromHtml,
  controlSelector,
  replayValue,
  selectionOf,
  takeEarlyTaps,
} from '../lib/carry-over.ts';
import { hasCheckupAnswers } from '../lib/checkup-address.ts';
import { hasStoredSession } from '../lib/supabase-session.ts';
import { handOverStaticParts, staticHtml } from './static-html.tsx';

interface Lazy<P> {
  (props: P): ReactNode;
  load(): Promise<unknown>;
  loaded(): boolean;
}

/** A component whose code loads on demand; it renders once loaded (and suspends until then). */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Lazy<P> {
  let Component: ComponentType<P> | null = null;
  let pending: Promise<unknown> | null = null;
  const start = () => {
    pending ??= load().then(
      (m) => {
        Component = m.default;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const OnDemand = (props: P) => {
    if (!Component) use(start());
    const Loaded = Component as unknown as ComponentType<P>;
    return <Loaded {...props} />;
  };
  OnDemand.load = start;
  OnDemand.loaded = () => Component !== null;
  return OnDemand;
}

/** Loads the code of every island a page module lists, before it is shown. */
export function preloadIslands(islands: readonly { load(): Promise<unknown> }[] | undefined) {
  return Promise.all((islands ?? []).map((i) => i.load()));
}

/**
 * Calls `start` once any of the island's boxes (its body is display: contents) is near the screen,
 * or is used (a tap, a key, focus). With `near: 'signed-in'`, coming near is enough only for a
 * visitor who is signed in, or whose address carries the compliance check-up's answers (such an
 * island fills in their details), checked in a task of its own since the first read of
 * localStorage can take a while.
 */
function whenNear(el: HTMLElement, start: () => void, near: 'always' | 'signed-in'): () => void {
  // A visitor who reaches the island before it loads (a tap, a key, a focus) starts it too.
  const events = ['pointerdown', 'focusin', 'keydown'] as const;
  let observer: IntersectionObserver | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const stop = () => {
    observer?.disconnect();
    clearTimeout(timer);
    for (const type of events) el.removeEventListener(type, go);
  };
  function go() {
    if (done) return;
    done = true;
    stop();
    start();
  }
  const observeNear = () => {
    const boxes = el.querySelectorAll(':scope > [data-island-body] > *');
    if (typeof IntersectionObserver !== 'function' || boxes.length === 0) return go();
    observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && go(),
      {
        rootMargin: '300px 0px',
      },
    );
    for (const box of boxes) observer.observe(box);
  };
  for (const type of events) el.addEventListener(type, go);
  if (near === 'always') observeNear();
  else timer = setTimeout(() => (hasCheckupAnswers() || hasStoredSession()) && observeNear());
  return stop;
}

const focusableSelector = 'input, select, textarea, button, a[href], [tabindex]';

/**
 * What the visitor did to the static HTML before the island's code arrived: values typed or
 * chosen, the focused control, by position (the live render may give controls other ids), and
 * the selection or caret in it (so that a select-all made just before the swap still holds).
 * The controls are carried only when the visitor changed one of them: otherwise the live island
 * keeps its own first values (the compliance calendar's, for one, come from the visitor's
 * browser).
 */
function takeState(el: Element) {
  const all = [...el.querySelectorAll<Control>(controlSelector)];
  const controls = all.some(changedFromHtml) ? all.map(carriedValue) : [];
  const active = document.activeElement;
  const focus =
    active && el.contains(active)
      ? [...el.querySelectorAll(focusableSelector)].indexOf(active)
      : -1;
  return { controls, focus, selection: focus >= 0 ? selectionOf(active) : null };
}

type CarriedState = ReturnType<typeof takeState> & { pressed: number; keys: string[] };

/** Keys that move between tabs: pressed while a tab strip's code loads, they are replayed. */
const tabKeys = /^(Arrow\w+|Home|End)$/;

/** Replays that state into the live island, through the events React listens to. */
function restoreState(el: Element, state: CarriedState) {
  const controls = [...el.querySelectorAll<Control>(controlSelector)];
  state.controls.forEach((saved, i) => {
    const c = controls[i];
    if (!c) return;
    // Only what differs: the live island may already show it (its own first values).
    if (JSON.stringify(carriedValue(c)) !== JSON.stringify(saved)) replayValue(c, saved);
  });
  const focusable = el.querySelectorAll<HTMLElement>(focusableSelector);
  const focused = state.focus >= 0 ? focusable[state.focus] : undefined;
  focused?.focus();
  const { selection } = state;
  if (
    selection &&
    (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) &&
    selectionOf(focused)
  ) {
    focused.setSelectionRange(selection.start, selection.end, selection.direction);
  }
  if (state.pressed >= 0) focusable[state.pressed]?.click();
  // Each key goes to what has the focus then, as the live tabs move it.
  for (const key of state.keys) {
    document.activeElement?.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
    );
  }
}

/**
 * Listens on the server HTML until the island is live (a form is never submitted to the server
 * meanwhile); returns what removes the listeners.
 */
function holdEvents(el: Element, on: Record<string, (e: Event) => void>): () => void {
  const all = Object.entries({ ...on, submit: (e: Event) => e.preventDefault() });
  for (const [type, f] of all) el.addEventListener(type, f);
  return () => {
    for (const [type, f] of all) el.removeEventListener(type, f);
  };
}

/**
 * A press (pointer down) on the island's server HTML, until it ends: `afterPress` runs what must
 * wait for it at once, or once the pointer is up and the click it makes has been dispatched (in the
 * same task as the pointer's release, so the next task). The live body must not take the server
 * HTML's place in between: a click whose press and release land on different elements is never
 * dispatched to either, and the press would be lost.
 */
function trackPress(el: Element) {
  let pressing = false;
  let waiting: (() => void) | null = null;
  const down = () => {
    pressing = true;
  };
  const up = () =>
    setTimeout(() => {
      pressing = false;
      const then = waiting;
      waiting = null;
      then?.();
    });
  el.addEventListener('pointerdown', down);
  for (const type of ['pointerup', 'pointercancel']) document.addEventListener(type, up, true);
  return {
    afterPress: (then: () => void) => {
      if (pressing) waiting = then;
      else then();
    },
    stop: () => {
      el.removeEventListener('pointerdown', down);
      for (const type of ['pointerup', 'pointercancel'])
        document.removeEventListener(type, up, true);
    },
  };
}

/**
 * The live body takes the server HTML's place in `el`, with what the visitor did to it
 * (`carried`, read once more just before it goes: keys pressed while the island rendered, a value
 * or a select-all, belong to the live island too).
 */
function swapIn(el: Element, body: HTMLElement, carried: CarriedState | null) {
  const state = carried ? { ...carried, ...takeState(el) } : null;
  el.replaceChildren(body);
  if (state) restoreState(el, state);
}

/**
 * Wraps one island. `children` is a single element whose type is a `lazyComponent`. With
 * `when="used"`, its code waits for a tap, a key or focus inside it, not for it to come near,
 * unless the visitor is signed in.
 *
 * The component renders inside `<div data-island-body>`, in the server HTML and live alike. Until
 * its code is wanted the island shows the HTML the server rendered. Then React renders it, through
 * a portal, into a body that is not yet in the page, so that commit creates elements without
 * styling or laying out anything, and the live body then takes the server HTML's place. The
 * browser's style and layout work for it runs in its own task, after the commit.
 */
export function Island(props: { id: string; when?: 'near' | 'used'; children: ReactElement }) {
  // Keyed by id, as a static part is (src/app/static-html.tsx): another page's island in the same
  // place starts from its own HTML and state.
  return <IslandPart key={props.id} {...props} />;
}

function IslandPart({
  id,
  when = 'near',
  children,
}: {
  id: string;
  when?: 'near' | 'used';
  children: ReactElement;
}) {
  const type = children.type as Partial<Lazy<object>>;
  // On the server, and after a client-side navigation (the page's islands are preloaded), the
  // island renders live from the start.
  const [rendersLive] = useState(() => import.meta.env.SSR || !type.load || !!type.loaded?.());
  const [live, setLive] = useState(rendersLive);
  const [body] = useState(() => (rendersLive ? null : islandBody()));
  // Set once: React leaves the element's content alone while this object stays the same.
  const [serverHtml] = useState(() => ({ __html: rendersLive ? '' : staticHtml(id) }));
  const ref = useRef<HTMLDivElement>(null);
  const carried = useRef<CarriedState | null>(null);
  /** Removes the listeners that hold a press on the server HTML. */
  const release = useRef<(() => void) | null>(null);
  /** Runs the swap at once, or after a press on the server HTML in progress. */
  const afterPress = useRef((swap: () => void) => swap());
  /** Whether the live body waits for a press to end to take the server HTML's place. */
  const swapWaits = useRef(false);

  useEffect(() => {
    const el = ref.current;
    if (live || !el || !type.load) return;
    // An island in use (a press held, focus inside) goes live at once; one that was only scrolled
    // near renders as a transition, in slices, so that the page keeps responding meanwhile.
    const goLive = (urgent: boolean) => {
      if (urgent) setLive(true);
      else startTransition(() => setLive(true));
    };
    const waiting = waitForCode(el, type.load, when, goLive, (state) => {
      carried.current = state;
    });
    release.current = () => {
      release.current = null;
      waiting.release();
    };
    afterPress.current = waiting.afterPress;
    return () => {
      waiting.cancel();
      // A swap that waits for a press keeps holding it until then.
      if (!swapWaits.current) release.current?.();
    };
  }, [live, type.load, when]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!live || !body || !el) return;
    swapWaits.current = true;
    afterPress.current(() => {
      if (!swapWaits.current) return;
      swapWaits.current = false;
      // The live island's own handlers take over from here (a replayed press must not be held).
      release.current?.();
      swapIn(el, body, carried.current);
      carried.current = null;
    });
    return () => {
      if (!swapWaits.current) return;
      swapWaits.current = false;
      release.current?.();
    };
  }, [live, body]);

  if (rendersLive) {
    return (
      <div data-island={id} className="contents">
        <div data-island-body="" className="contents">
          {children}
        </div>
      </div>
    );
  }
  return (
    <>
      <div
        ref={ref}
        data-island={id}
        className="contents"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server-rendered HTML
        dangerouslySetInnerHTML={serverHtml}
      />
      {live && body ? createPortal(children, body) : null}
    </>
  );
}

/**
 * Until an island's code is here: holds a press, typing and a key that moves between tabs on its
 * server HTML, and loads the code when the island comes near (with `when="used"`, when it is
 * used, unless the visitor is signed in). Once it is here, hands over what the live island takes
 * (`onLoaded`) and asks to go live, at once if the visitor is using the island. `release` removes
 * the listeners and stops waiting; `cancel` ignores code that arrives after it.
 */
function waitForCode(
  el: HTMLElement,
  load: () => Promise<unknown>,
  when: 'near' | 'used',
  goLive: (urgent: boolean) => void,
  onLoaded: (state: CarriedState) => void,
): { release: () => void; cancel: () => void; afterPress: (then: () => void) => void } {
  let cancelled = false;
  // Until the code arrives, a press of a button is held (and replayed by the live island), and
  // a form is not submitted to the server.
  let pressed = -1;
  /** What the live island takes over, once the code is here. */
  let state: CarriedState | null = null;
  const onClick = (e: Event) => {
    const button = (e.target as Element).closest('button, [role="button"], [role="tab"]');
    if (!button || !el.contains(button)) return;
    e.preventDefault();
    pressed = [...el.querySelectorAll(focusableSelector)].indexOf(button);
    if (state) {
      state.pressed = pressed;
      goLive(true);
    }
  };
  // Typing while the island renders: finish at once (the values are read at the swap).
  const onInput = () => {
    if (state) goLive(true);
  };
  // A key that moves between tabs, pressed while the code loads: held, and replayed live.
  const keys: string[] = [];
  const onKeyDown = (e: Event) => {
    const { key, target } = e as KeyboardEvent;
    if (!tabKeys.test(key) || !(target as Element).closest?.('[role="tab"]')) return;
    e.preventDefault();
    keys.push(key);
    if (state) goLive(true);
  };
  // A tap before the app started, recorded by the page's inline script (index.html).
  const early = takeEarlyTaps(el).at(-1);
  if (early) pressed = [...el.querySelectorAll(focusableSelector)].indexOf(early);
  // An island pressed before the app started is in use: its code loads as it is near (it is).
  const near = when === 'near' || pressed >= 0 ? 'always' : 'signed-in';
  const unhold = holdEvents(el, { click: onClick, input: onInput, keydown: onKeyDown });
  const press = trackPress(el);
  const stop = whenNear(
    el,
    () => {
      load().then(
        () => {
          if (cancelled) return;
          state = { ...takeState(el), pressed, keys };
          onLoaded(state);
          handOverStaticParts(el);
          goLive(pressed >= 0 || state.focus >= 0);
        },
        () => {
          // Offline: the island stays as static HTML; a later visit loads it.
        },
      );
    },
    near,
  );
  return {
    release: () => {
      stop();
      unhold();
      press.stop();
    },
    cancel: () => {
      cancelled = true;
    },
    afterPress: press.afterPress,
  };
}

/** The element a live island renders into, before it goes into the page. */
function islandBody(): HTMLDivElement {
  const body = document.createElement('div');
  body.className = 'contents';
  body.setAttribute('data-island-body', '');
  return body;
}
