/**
 * Cloudflare Turnstile, only when the build sets VITE_TURNSTILE_SITE_KEY: then its script loads
 * with the form's code; without it there is no widget and nothing of Cloudflare's is fetched.
 * The server verifies the token it produces.
 */
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import type { Language } from '../../lib/language.ts';

export const turnstileSiteKey: string = import.meta.env.VITE_TURNSTILE_SITE_KEY ?? '';

const SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface TurnstileApi {
  render(
    el: HTMLElement,
    options: {
      sitekey: string;
      language: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

let script: Promise<TurnstileApi> | null = null;

function loadTurnstile(): Promise<TurnstileApi> {
  script ??= new Promise<TurnstileApi>((resolve, reject) => {
    const el = document.createElement('script');
    el.src = SCRIPT;
    el.async = true;
    el.onload = () => {
      const api = (window as unknown as { turnstile?: TurnstileApi }).turnstile;
      if (api) resolve(api);
      else reject(new Error('Turnstile did not start'));
    };
    el.onerror = () => {
      script = null;
      reject(new Error('Turnstile did not load'));
    };
    document.head.append(el);
  });
  return script;
}

export interface TurnstileHandle {
  /** A token is good for one verification: the next attempt needs a fresh one. */
  reset(): void;
}

/** The widget speaks the page's language (Cloudflare's own words in it: Turnstile has Hindi). */
export function TurnstileWidget({
  onToken,
  language,
  ref,
}: {
  onToken: (token: string) => void;
  language: Language;
  ref: Ref<TurnstileHandle>;
}) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: TurnstileApi; id: string } | null>(null);
  const latestOnToken = useRef(onToken);
  latestOnToken.current = onToken;

  useImperativeHandle(ref, () => ({
    reset() {
      latestOnToken.current('');
      if (widget.current) widget.current.api.reset(widget.current.id);
    },
  }));

  useEffect(() => {
    let cancelled = false;
    loadTurnstile().then(
      (api) => {
        if (cancelled || !box.current) return;
        const id = api.render(box.current, {
          sitekey: turnstileSiteKey,
          language,
          callback: (token) => latestOnToken.current(token),
          'expired-callback': () => latestOnToken.current(''),
          'error-callback': () => latestOnToken.current(''),
        });
        widget.current = { api, id };
      },
      () => {
        // Without the widget the server refuses the request and the form says so.
      },
    );
    return () => {
      cancelled = true;
      if (widget.current) widget.current.api.remove(widget.current.id);
      widget.current = null;
    };
  }, [language]);

  return <div ref={box} className="sm:col-span-2" />;
}
