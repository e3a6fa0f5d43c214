// Written by `npm run content` from content/languages.yaml (scripts/content/languages.ts): the
// site's languages, which ./languages.ts reads for the site, the build and the Edge Functions. Do
// not edit: edit the YAML.

export const LANGUAGES = [
  {
    code: 'en',
    lang: 'en-IN',
    prefix: '',
    name: 'English',
    short: 'EN',
    fonts: [],
    locale: 'en-IN',
    original: true,
    nameInOriginal: 'English',
  },
  {
    code: 'hi',
    lang: 'hi',
    prefix: '/hi',
    name: 'हिंदी',
    short: 'हिं',
    fonts: ['noto-sans-devanagari-devanagari'],
    locale: 'hi-IN',
    original: false,
    nameInOriginal: 'Hindi',
  },
] as const;
