import { inlineCta } from '../generated/messages/inline-cta.ts';
import { inlineCtaHrefIn, inlineCtaText } from '../lib/inline-cta.ts';
import { useLanguage, useMessages } from '../lib/language.ts';

/**
 * A call to action between a layout's sections (`phoneOnly`: where the page is long only on a
 * phone; wider screens have the one beside "On this page"): the same block the build puts between an MDX
 * body's sections (scripts/content/rehype-inline-cta.ts), styled by `.inline-cta`. Its words and
 * its link follow the page's language.
 */
export function InlineCta({ n = 0, phoneOnly = false }: { n?: number; phoneOnly?: boolean }) {
  const language = useLanguage();
  const [text, label] = inlineCtaText(n, useMessages(inlineCta));
  return (
    <div className={`not-prose inline-cta ${phoneOnly ? 'lg:hidden' : ''}`}>
      <p>{text}</p>
      <a href={inlineCtaHrefIn(language)}>{label} →</a>
    </div>
  );
}
