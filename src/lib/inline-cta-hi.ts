/**
 * The calls to action between a long Hindi page's sections, in the turn of the English ones
 * (inline-cta.ts): read by the build (scripts/content/rehype-inline-cta.ts) and by the Hindi
 * language pack (src/app/language-hi.ts).
 */
import type { InlineCtaPhrasings } from './inline-cta.ts';

export const inlineCta: InlineCtaPhrasings = [
  ['पक्का नहीं है कि आपके संगठन पर क्या लागू होता है?', 'मुफ़्त अनुपालन आकलन पाएँ'],
  ['क्या आप चाहते हैं कि कोई विशेषज्ञ आपकी फ़ाइलिंग और रजिस्टर जाँचे?', 'मुफ़्त आकलन बुक करें'],
  ['क्या आप चाहेंगे कि यह काम हम आपके लिए संभालें?', 'अनुपालन विशेषज्ञ से बात करें'],
];
