/**
 * The Hindi language pack, which only Hindi pages load, before they hydrate (start.tsx), so that
 * an English page's first load carries none of it (src/lib/language.ts): the header's Hindi
 * navigation, and the Hindi words of the code a page loads first (words-hi.ts).
 */
import { site } from '../generated/site-client.hi.ts';

export * from './words-hi.ts';
export { site };
