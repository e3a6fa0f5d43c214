import { footer } from '../generated/messages/footer.ts';
import { sites } from '../generated/site.ts';
import { pathIn, useLanguage, useMessages } from '../lib/language.ts';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, socialIcons } from './icons.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { SmartLink } from './SmartLink.tsx';
import { ButtonLink, Container } from './ui.tsx';

/** `otherLanguage`: where the language switch leads (see Header). */
export function Footer({ otherLanguage }: { otherLanguage: string }) {
  const language = useLanguage();
  const site = sites[language];
  const t = useMessages(footer);
  const year = String(new Date().getFullYear());
  return (
    // Its id is what the first paint waits for (index.html, `rel="expect"`).
    <footer id="site-footer" className="border-t border-slate-200 bg-slate-900 text-slate-300">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <FooterBrand />
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
        <FooterContact />
      </Container>
      <div className="border-t border-slate-800">
        <Container className="py-5 text-sm text-slate-400">
          <p>
            {/* The footer is static HTML (src/app/App.tsx): the year is the build's, and the site
                is rebuilt at least monthly for its calendar. */}
            {t.rights({
              year,
              legalName: site.legalName,
              name: site.name,
              parent: site.parentCompany,
            })}
          </p>
          <p className="mt-2">
            {t.language}:{' '}
            <LanguageSwitch
              href={otherLanguage}
              className="text-slate-300 underline hover:text-white"
            />
          </p>
          {site.footerLegal.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2" aria-label={t.legal}>
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

/** The site's name, tagline and social links. */
function FooterBrand() {
  const language = useLanguage();
  const site = sites[language];
  const t = useMessages(footer);
  return (
    <div>
      <p className="text-lg font-bold text-white">{site.name}</p>
      <p className="mt-3 text-sm">{site.tagline}</p>
      <ul className="mt-5 flex gap-3" aria-label={t.social}>
        {site.social.map((s) => {
          const Icon = socialIcons[s.name];
          return (
            <li key={s.href}>
              <a
                href={s.href}
                className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-700 hover:text-white"
                aria-label={t.on({ name: site.name, network: s.name })}
                rel="noopener"
              >
                {Icon ? <Icon /> : s.name}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** How to reach the business, and the button to the assessment form. */
function FooterContact() {
  const language = useLanguage();
  const site = sites[language];
  const t = useMessages(footer);
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t.contact}</h2>
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
          {site.address.localityName ?? site.address.locality}, {t.india}
        </li>
        <li className="flex items-center gap-2">
          <ClockIcon className="shrink-0" />
          {site.hours}
        </li>
      </ul>
      <ButtonLink href={pathIn(language, '/contact#assessment')} variant="light" className="mt-5">
        {t.contactUs}
      </ButtonLink>
    </div>
  );
}
