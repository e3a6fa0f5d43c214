/**
 * Hindi words of the code every Hindi page loads first (the header, the search button, the home
 * page's carousel, the calls to action between sections, a framework page's first heading): part
 * of the Hindi language pack (language-hi.ts), so that English pages' first load carries none of
 * them. Each has the type of the English words beside its component.
 */
import type { carouselWords } from '../components/Carousel.tsx';
import type { headerWords } from '../components/Header.tsx';
import { inlineCta } from '../lib/inline-cta-hi.ts';
import { hindiFrameworkIntro } from '../lib/sections-hi.ts';
import type { searchButtonWords } from '../search/SearchButton.tsx';

export const header: typeof headerWords = {
  skip: 'सामग्री पर जाएँ',
  main: 'मुख्य',
  contact: 'संपर्क करें',
  start: 'शुरू करें',
  checkup: 'मुझ पर क्या लागू होता है?',
  // The account screens are in English only: the link says so.
  profile: 'आपकी प्रोफ़ाइल (अंग्रेज़ी में)',
  signIn: 'साइन इन (अंग्रेज़ी में)',
  openMenu: 'मेन्यू खोलें',
  closeMenu: 'मेन्यू बंद करें',
};

export const carousel: typeof carouselWords = {
  carousel: 'कैरोसेल',
  slide: 'स्लाइड',
  previous: 'पिछली स्लाइड',
  next: 'अगली स्लाइड',
  show: (n: number) => `स्लाइड ${n} दिखाएँ`,
  position: (n: number, count: number) => `${count} में से ${n}`,
  pause: 'रोकें',
  play: 'चलाएँ',
  pauseSlides: 'स्लाइड रोकें',
  playSlides: 'स्लाइड चलाएँ',
};

export const searchButton: typeof searchButtonWords = { label: 'खोजें', opening: 'खोज खुल रही है…' };

export const frameworkIntro = hindiFrameworkIntro;

export { inlineCta };
