import { site } from '../generated/site.ts';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, socialIcons } from './icons.tsx';
import { SmartLink } from './SmartLink.tsx';
import { ButtonLink, Container } from './ui.tsx';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-900 text-slate-300">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-3 text-sm">{site.tagline}</p>
          <ul className="mt-5 flex gap-3" aria-label="Social media">
            {site.social.map((s) => {
              const Icon = socialIcons[s.name];
              return (
                <li key={s.href}>
                  <a
                    href={s.href}
                    className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-700 hover:text-white"
                    aria-label={`${site.name} on ${s.name}`}
                    rel="noopener"
                  >
                    {Icon ? <Icon /> : s.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        {site.footer.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
              {col.title}
            </h2>
            <ul className="mt-4 grid gap-2 text-sm">
              {col.links.map((l) => (
                <li key={`${l.label}${l.href}`}>
                  <SmartLink href={l.href} className="hover:text-white hover:underline">
                    {l.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Contact</h2>
          <ul className="mt-4 grid gap-3 text-sm">
            <li className="flex items-center gap-2">
              <MailIcon className="shrink-0" />
              <a href={`mailto:${site.email}`} className="hover:text-white hover:underline">
                {site.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <PhoneIcon className="shrink-0" />
              <a href={site.phoneHref} className="hover:text-white hover:underline">
                {site.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <PinIcon className="shrink-0" />
              {site.address.locality}, India
            </li>
            <li className="flex items-center gap-2">
              <ClockIcon className="shrink-0" />
              {site.hours}
            </li>
          </ul>
          <ButtonLink href="/contact#assessment" variant="light" className="mt-5">
            Contact Us
          </ButtonLink>
        </div>
      </Container>
      <div className="border-t border-slate-800">
        <Container className="py-5 text-sm text-slate-400">
          <p>
            {/* The footer is static HTML (src/app/App.tsx): the year is the build's, and the site
                is rebuilt at least monthly for its calendar. */}
            © {year} {site.legalName}. All rights reserved. {site.name} is a brand of{' '}
            {site.parentCompany}.
          </p>
          {site.footerLegal.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2" aria-label="Legal">
              {site.footerLegal.map((l) => (
                <li key={l.href}>
                  <SmartLink
                    href={l.href}
                    className="text-slate-300 hover:text-white hover:underline"
                  >
                    {l.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          ) : null}
        </Container>
      </div>
    </footer>
  );
}
