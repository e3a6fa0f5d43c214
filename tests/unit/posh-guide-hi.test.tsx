import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StaticRouter } from '../../src/lib/router.tsx';
import PoshGuide from '../../src/mdx/PoshGuide.tsx';

const render = (path: string) =>
  renderToStaticMarkup(
    <StaticRouter location={path}>
      <PoshGuide />
    </StaticRouter>,
  );

/** The card's text, as a reader (and a screen reader) gets it. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the POSH resources card', () => {
  it("is in the page's language, and says on a Hindi page that the PDF is in English", () => {
    const hindi = render('/hi/blog');
    expect(text(hindi)).toBe(
      'POSH संसाधन POSH अनुपालन चेकलिस्ट POSH अधिनियम के तहत 10 या उससे ज़्यादा कर्मचारियों वाले नियोक्ता के पास क्या-क्या होना चाहिए, प्रिंट करने लायक PDF में। PDF डाउनलोड करें (अंग्रेज़ी में) (नए टैब में खुलता है)',
    );
    expect(hindi).toMatch(
      /<a href="\/downloads\/checklists\/posh-compliance\.pdf"[^>]*hrefLang="en"/,
    );
  });

  it('is in English on an English page, its link not marked', () => {
    const english = render('/blog');
    expect(text(english)).toBe(
      'POSH resources POSH compliance checklist What an employer of 10 or more must have in place under the POSH Act, as a printable PDF. Download PDF (opens in a new tab)',
    );
    expect(english).not.toContain('hrefLang');
  });
});
