import type { LayoutProps } from '../app/route-types.ts';
import { renderStatic, Static } from '../app/static-html.tsx';
import { ArrowLeft } from '../components/icons.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import { ButtonLink, Container, CtaBand, Hero, Prose } from '../components/ui.tsx';
import type { ServiceFrontmatter } from '../content/schema.ts';

/** A service page: the body renders in the browser, the hero and the closing band are static. */
export default function ServiceLayout({
  frontmatter: fm,
  path,
  children,
}: LayoutProps<ServiceFrontmatter>) {
  return (
    <>
      <Static id={`${path}:top`}>{renderStatic ? <Top fm={fm} /> : null}</Static>
      <Container className="py-10 sm:py-12">
        <Prose>{children}</Prose>
      </Container>
      <Static id={`${path}:end`}>{renderStatic ? <End fm={fm} /> : null}</Static>
    </>
  );
}

function Top({ fm }: { fm: ServiceFrontmatter }) {
  return (
    <>
      <Container className="pt-6">
        <SmartLink
          href="/services"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft /> All services
        </SmartLink>
      </Container>
      <Hero eyebrow={fm.hero.eyebrow} heading={fm.hero.heading} intro={fm.hero.intro}>
        {fm.cta.map((c, i) => (
          <ButtonLink
            key={`${c.label} ${c.href}`}
            href={c.href}
            variant={i === 0 ? 'primary' : 'secondary'}
          >
            {c.label}
          </ButtonLink>
        ))}
      </Hero>
    </>
  );
}

function End({ fm }: { fm: ServiceFrontmatter }) {
  return (
    <CtaBand
      title={`Talk to us about ${fm.hero.heading.replace(/ (services|compliance)$/i, '')}`}
      text="Tell us about your organisation; we reply within one business day with what applies to you."
      links={fm.cta}
    />
  );
}
