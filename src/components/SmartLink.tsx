import type { AnchorHTMLAttributes } from 'react';
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
  if (isPageHref(href) && !rest.target) {
    return (
      <Link
        to={href}
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
