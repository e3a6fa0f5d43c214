/**
 * The Hindi language pack, which only Hindi pages load, before they hydrate (start.tsx), so that
 * an English page's first load carries none of it (src/lib/language.ts): the header's Hindi
 * navigation, the Hindi messages of the code a page loads first (generated from the catalogue,
 * content/messages/hi/), and the calls to action between sections and a framework page's first
 * heading (not yet in the catalogue).
 */
import { messages } from '../generated/messages/pack.hi.ts';
import { site } from '../generated/site-client.hi.ts';
import { inlineCta } from '../lib/inline-cta-hi.ts';
import { hindiFrameworkIntro } from '../lib/sections-hi.ts';

export const frameworkIntro = hindiFrameworkIntro;

export { inlineCta, messages, site };
