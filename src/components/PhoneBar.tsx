import { phoneBar } from '../generated/messages/phone-bar.ts';
import { site } from '../generated/site.ts';
import { messagesIn, pathIn, useLanguage } from '../lib/language.ts';
import { PhoneIcon } from './icons.tsx';

/**
 * On phones, a slim bar with "Call" and "Free assessment" at the bottom of the screen. It is the
 * last thing in <main> and `position: sticky`, so it rests above the footer at the end of the page
 * and never covers the footer's links; CSS keeps it out of sight over the first screen
 * (`.phone-bar` in styles.css). No script.
 */
export function PhoneBar() {
  const language = useLanguage();
  const t = messagesIn(phoneBar, language);
  return (
    <aside
      aria-label={t.label}
      className="phone-bar sticky bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur md:hidden"
      data-phone-bar=""
    >
      <div className="mx-auto flex max-w-md gap-2">
        <a
          href={site.phoneHref}
          className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg border border-brand-700 px-3 py-2.5 text-sm font-semibold text-brand-800"
        >
          <PhoneIcon /> {t.call}
        </a>
        <a
          href={pathIn(language, '/contact#assessment')}
          className="inline-flex flex-1 items-center justify-center rounded-lg bg-brand-700 px-3 py-2.5 text-sm font-semibold text-white"
        >
          {t.assessment}
        </a>
      </div>
    </aside>
  );
}
