import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from '../../src/components/LanguageSwitch.tsx';
import { LanguageLinks } from '../../src/lib/language.ts';
import { StaticRouter } from '../../src/lib/router.tsx';

const switchOn = (path: string, href: string, compact = false) =>
  renderToStaticMarkup(
    <StaticRouter location={path}>
      <LanguageLinks value={() => '/elsewhere'}>
        <LanguageSwitch href={href} className="x" compact={compact} />
      </LanguageLinks>
    </StaticRouter>,
  );

describe('the language switch of a site in two languages', () => {
  it('is one link to the other language, named in its own script', () => {
    expect(switchOn('/contact', '/hi/contact')).toBe(
      '<a href="/hi/contact" lang="hi" hrefLang="hi" class="language-switch x" data-language-switch="">हिंदी</a>',
    );
    expect(switchOn('/hi/contact', '/contact')).toBe(
      '<a href="/contact" lang="en-IN" hrefLang="en" class="language-switch x" data-language-switch="">English</a>',
    );
  });

  it('shows the short name below 1,280 px, the full one to screen readers', () => {
    expect(switchOn('/', '/hi', true)).toBe(
      '<a href="/hi" lang="hi" hrefLang="hi" class="language-switch x" data-language-switch=""><span class="xl:hidden">हिं</span><span class="sr-only xl:not-sr-only"> हिंदी</span></a>',
    );
  });
});
