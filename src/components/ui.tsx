import type { ReactNode } from 'react';
import { SmartLink } from './SmartLink.tsx';

const buttonStyles = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  secondary: 'border border-brand-700 text-brand-800 bg-white hover:bg-brand-50',
  light: 'bg-white text-brand-800 hover:bg-brand-50 shadow-sm',
  ghost: 'text-brand-800 hover:bg-brand-50',
  /** A second button on the blue band: white text and a white border. */
  outlineLight: 'border border-white/80 text-white hover:bg-white/10',
} as const;

export type ButtonVariant = keyof typeof buttonStyles;

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 text-center sm:whitespace-nowrap rounded-lg px-5 py-2.5 text-sm font-semibold no-underline transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${buttonStyles[variant]} ${extra}`;
}

export function ButtonLink({
  href,
  variant = 'primary',
  children,
  className = '',
}: {
  href: string;
  variant?: ButtonVariant;
  children: ReactNode;
  className?: string;
}) {
  return (
    <SmartLink href={href} className={buttonClass(variant, className)}>
      {children}
    </SmartLink>
  );
}

export function Container({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>
  );
}

export function Hero({
  eyebrow,
  heading,
  intro,
  art,
  note,
  compact = false,
  children,
}: {
  eyebrow?: string;
  heading: string;
  intro: string;
  /** A decorative illustration beside the text on wide screens (<HeroArt>). */
  art?: ReactNode;
  /** A line under the intro, such as "Last reviewed". */
  note?: ReactNode;
  /**
   * A task page's hero: the heading and the intro in less room, so that the tool or form under
   * them starts in the first screen (no illustration: pass no `art`).
   */
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <Container
        className={`${compact ? 'pt-4' : 'py-12 sm:py-16'} ${art ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-center lg:gap-12' : ''}`}
      >
        <div>
          {eyebrow ? (
            <p
              className={`${compact ? 'mb-1' : 'mb-3'} text-sm font-semibold uppercase tracking-wide text-brand-700`}
            >
              {eyebrow}
            </p>
          ) : null}
          <h1
            className={`max-w-3xl font-bold tracking-tight text-slate-900 ${compact ? 'text-2xl sm:text-3xl lg:text-4xl' : 'text-3xl sm:text-4xl lg:text-5xl'}`}
          >
            {heading}
          </h1>
          <p className={`max-w-measure text-slate-700 ${compact ? 'mt-2' : 'mt-4 text-lg'}`}>
            {intro}
          </p>
          {note ?? null}
          {children ? (
            <div className="mt-8 flex flex-wrap gap-3" data-hero-actions="">
              {children}
            </div>
          ) : null}
        </div>
        {art ?? null}
      </Container>
    </section>
  );
}

/** A hero's calls to action: the first a filled button, the others outlined. */
export function HeroActions({ links }: { links: { label: string; href: string }[] }) {
  return (
    <>
      {links.map((c, i) => (
        <ButtonLink
          key={`${c.label} ${c.href}`}
          href={c.href}
          variant={i === 0 ? 'primary' : 'secondary'}
        >
          {c.label}
        </ButtonLink>
      ))}
    </>
  );
}

export function SectionBlock({
  id,
  title,
  intro,
  children,
  tone = 'white',
  bare = false,
}: {
  id?: string;
  title: string;
  intro?: string;
  children: ReactNode;
  tone?: 'white' | 'muted';
  /** Inside a layout's text column: no full-width band; a panel when muted. */
  bare?: boolean;
}) {
  const content = (
    <>
      <h2
        id={id ? `${id}-title` : undefined}
        className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        {title}
      </h2>
      {intro ? <p className="mt-3 max-w-measure text-slate-700">{intro}</p> : null}
      <div className="mt-8">{children}</div>
    </>
  );
  if (bare) {
    const panel = '-mx-4 my-6 bg-slate-50 px-4 py-10 sm:mx-0 sm:rounded-2xl sm:px-8';
    return (
      <section
        id={id}
        aria-labelledby={id ? `${id}-title` : undefined}
        className={tone === 'muted' ? panel : 'py-10'}
      >
        {content}
      </section>
    );
  }
  return (
    <section
      id={id}
      aria-labelledby={id ? `${id}-title` : undefined}
      className={tone === 'muted' ? 'bg-slate-50' : ''}
    >
      <Container className="py-12 sm:py-14">{content}</Container>
    </section>
  );
}

/** A closing call-to-action band: given `links`, or its children (MDX passes <LinkButton>s). */
export function CtaBand({
  title,
  text,
  links = [],
  children,
}: {
  title: string;
  text: string;
  links?: { label: string; href: string }[];
  children?: ReactNode;
}) {
  return (
    <section className="not-prose bg-brand-800 text-white">
      <Container className="flex flex-col items-start gap-6 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-bold">{title}</h2>
          <p className="mt-2 max-w-measure text-brand-50">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {children ??
            links.map((l, i) => (
              <ButtonLink
                key={`${l.label} ${l.href}`}
                href={l.href}
                variant={i === 0 ? 'light' : 'outlineLight'}
              >
                {l.label}
              </ButtonLink>
            ))}
        </div>
      </Container>
    </section>
  );
}

/** The typography for MDX bodies. */
export function Prose({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`prose prose-slate max-w-none prose-headings:scroll-mt-24 prose-a:text-brand-700 ${className}`}
    >
      {children}
    </div>
  );
}

/**
 * Underlined tabs (Radix Tabs): the list and each trigger. The list scrolls sideways when its
 * tabs do not fit, with the cues of `.scroll-fade` (wrap it in <ScrollStrip> for arrow buttons).
 */
export const tabListClass = 'scroll-fade flex gap-1 border-b border-slate-200';
export const tabTriggerClass =
  '-mb-px shrink-0 border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';
