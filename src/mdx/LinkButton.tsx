import type { ReactNode } from 'react';
import { ButtonLink, type ButtonVariant } from '../components/ui.tsx';

/** A call-to-action button in prose: `<LinkButton href="/contact">Talk to us</LinkButton>`. */
export default function LinkButton({
  href,
  variant = 'primary',
  children,
}: {
  href: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <span className="not-prose mr-3 mb-3 inline-block">
      <ButtonLink href={href} variant={variant}>
        {children}
      </ButtonLink>
    </span>
  );
}
