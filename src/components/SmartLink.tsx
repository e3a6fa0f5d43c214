import type { AnchorHTMLAttributes } from 'react';
import { prefetch } from '../app/pages.ts';
import { Link } from '../app/router.tsx';
import { prefetchWhenVisible } from '../lib/prefetch-visible.ts';
import { isInternalHref } from '../lib/url.ts';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

/**
 * A link that navigates client-side within the site and prefetches its page when it comes into
 * view (src/lib/prefetch-visible.ts), or at the latest on hover or focus.
 */
export function SmartLink({ href = '', children, onMouseEnter, onFocus, ...rest }: Props) {
  const isFile = /\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0] ?? '');
  if (isInternalHref(href) && !isFile && !rest.target) {
    return (
      <Link
        to={href}
        ref={(element) => (element ? prefetchWhenVisible(element, href) : undefined)}
        onMouseEnter={(e) => {
          prefetch(href);
          onMouseEnter?.(e);
        }}
        onFocus={(e) => {
          prefetch(href);
          onFocus?.(e);
        }}
        {...rest}
      >
        {children}
      </Link>
    );
  }
  return (
    <a href={href} onMouseEnter={onMouseEnter} onFocus={onFocus} {...rest}>
      {children}
    </a>
  );
}
