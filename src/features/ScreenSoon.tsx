import { ButtonLink, Hero } from '../components/ui.tsx';

/** The body of a screen whose feature is still being built: says so and points to /contact. */
export function ScreenSoon({ heading, what }: { heading: string; what: string }) {
  return (
    <Hero
      heading={heading}
      intro={`${what} is coming soon. Until then, our team will help you directly.`}
    >
      <ButtonLink href="/contact">Contact us</ButtonLink>
    </Hero>
  );
}
