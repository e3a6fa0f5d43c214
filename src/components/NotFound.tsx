import { useEffect, useState } from 'react';
import { notFound } from '../generated/messages/not-found.ts';
import { site } from '../generated/site-client.ts';
import { pathIn, useLanguage, useMessages } from '../lib/language.ts';
import { notFoundSuggestions } from '../lib/not-found.ts';
import { useLocation } from '../lib/router.tsx';
import { ArrowRight } from './icons.tsx';
import { SmartLink } from './SmartLink.tsx';
import { ButtonLink, Container } from './ui.tsx';

/**
 * Its code, and its words in every language (content/messages/<language>/not-found.yaml), load
 * only for an address with no page (App.tsx).
 */
export function NotFound() {
  const { pathname } = useLocation();
  const language = useLanguage();
  const t = useMessages(notFound);
  // 404.html is prerendered once for every unknown path: name the path only in the browser.
  const [shownPath, setShownPath] = useState<string | null>(null);
  const suggestions = notFoundSuggestions(shownPath ?? '', t, language);

  useEffect(() => {
    setShownPath(pathname);
    document.title = `${t.title} | ${site.name}`;
    console.warn(`404: no page at ${pathname}`);
  }, [pathname, t]);

  return (
    <Container className="py-16 sm:py-24">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t.title}
      </h1>
      <p className="mt-4 max-w-measure text-lg text-slate-700">
        {shownPath ? (
          <>
            {t.noPageAt}{' '}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 text-base break-all">
              {shownPath}
            </code>
          </>
        ) : (
          t.noPageHere
        )}
        {t.moved}
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href={pathIn(language, '/')}>{t.home}</ButtonLink>
        <ButtonLink href={pathIn(language, '/contact')} variant="secondary">
          {t.contact}
        </ButtonLink>
      </div>
      <h2 className="mt-12 text-lg font-semibold text-slate-900">{t.lookingFor}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3" data-testid="not-found-suggestions">
        {suggestions.map((s) => (
          <li key={s.href}>
            <SmartLink
              href={s.href}
              className="flex items-center justify-between rounded-lg border border-slate-200 p-4 font-medium text-slate-900 hover:border-brand-600 hover:bg-brand-50"
            >
              {s.label}
              <ArrowRight />
            </SmartLink>
          </li>
        ))}
      </ul>
    </Container>
  );
}
