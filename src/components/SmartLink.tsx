import type { AnchorHTMLAttributes } from 'react';
import { languageOf, useLanguage } from '../lib/language.ts';
import { prefetchWhenVisible } from '../lib/prefetch-visible.ts';
import { Link, usePrefetch } from '../lib/router.tsx';
import { isPageHref } from '../lib/url.ts';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

/**
 * A link that navigates client-side within the site and prefetches its page when it comes into
 * view (src/lib/prefetch-visible.ts); App prefetches any page link on hover or focus.
 */
export function SmartLink({ href = '', children, ...rest }: Props) {
  const prefetch = usePrefetch();
  const language = useLanguage();
  if (isPageHref(href) && !rest.target) {
    // From a translated page, a link to a page in English says so to the browser and screen
    // readers (its words say so too: the build adds "(अंग्रेज़ी में)").
    const english = language !== 'en' && languageOf(href.split(/[?#]/)[0] ?? href) === 'en';
    return (
      <Link
        to={href}
        hrefLang={english ? 'en' : undefined}
        ref={(element) => (element ? prefetchWhenVisible(element, href, prefetch) : undefined)}
        {...rest}
      >
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
