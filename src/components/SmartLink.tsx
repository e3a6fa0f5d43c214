import type { AnchorHTMLAttributes } from 'react';
import {
  isOriginal,
  type Language,
  languageOf,
  originalLanguage,
  useLanguage,
} from '../lib/language.ts';
import { prefetchWhenVisible } from '../lib/prefetch-visible.ts';
import { Link, usePrefetch } from '../lib/router.tsx';
import { isPageHref } from '../lib/url.ts';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

/**
 * Whether a link from a page in `language` leads to a page of the site in English (a translation
 * links its own language's pages with their prefix): it then says so, by hreflang="en" and in its
 * words ("(अंग्रेज़ी में)", which the build adds to the content's links).
 */
export const leadsToEnglish = (href: string, language: Language) =>
  !isOriginal(language) &&
  isPageHref(href) &&
  isOriginal(languageOf(href.split(/[?#]/)[0] ?? href));

/**
 * A link that navigates client-side within the site and prefetches its page when it comes into
 * view (src/lib/prefetch-visible.ts); App prefetches any page link on hover or focus.
 */
export function SmartLink({ href = '', children, ...rest }: Props) {
  const prefetch = usePrefetch();
  const language = useLanguage();
  if (isPageHref(href) && !rest.target) {
    return (
      <Link
        to={href}
        hrefLang={leadsToEnglish(href, language) ? originalLanguage : undefined}
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
