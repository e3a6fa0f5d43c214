import type { AnchorHTMLAttributes } from 'react';
import { Link } from '../app/router.tsx';
import { prefetchWhenVisible } from '../lib/prefetch-visible.ts';
import { isPageHref } from '../lib/url.ts';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

/**
 * A link that navigates client-side within the site and prefetches its page when it comes into
 * view (src/lib/prefetch-visible.ts); App prefetches any page link on hover or focus.
 */
export function SmartLink({ href = '', children, ...rest }: Props) {
  if (isPageHref(href) && !rest.target) {
    return (
      <Link
        to={href}
        ref={(element) => (element ? prefetchWhenVisible(element, href) : undefined)}
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
