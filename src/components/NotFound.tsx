import { useEffect, useState } from 'react';
import { site } from '../generated/site-client.ts';
import { notFoundSuggestions } from '../lib/not-found.ts';
import { useLocation } from '../lib/router.tsx';
import { ArrowRight } from './icons.tsx';
import { SmartLink } from './SmartLink.tsx';
import { ButtonLink, Container } from './ui.tsx';

export function NotFound() {
  const { pathname } = useLocation();
  // 404.html is prerendered once for every unknown path: name the path only in the browser.
  const [shownPath, setShownPath] = useState<string | null>(null);
  const suggestions = notFoundSuggestions(shownPath ?? '');

  useEffect(() => {
    setShownPath(pathname);
    document.title = `Page not found | ${site.name}`;
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <Container className="py-16 sm:py-24">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-4 max-w-measure text-lg text-slate-700">
        There is no page at{' '}
        {shownPath ? (
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-base break-all">
            {shownPath}
          </code>
        ) : (
          'this address'
        )}
        . It may have moved, or the address may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href="/">Go to the home page</ButtonLink>
        <ButtonLink href="/contact" variant="secondary">
          Contact us
        </ButtonLink>
      </div>
      <h2 className="mt-12 text-lg font-semibold text-slate-900">You may be looking for</h2>
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
