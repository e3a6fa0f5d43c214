/**
 * The content that adds a made-up third language, Marathi, to a small site (`useSmallSite`):
 * an entry in content/languages.yaml, its pages, the site's words, its message catalogue and its
 * glossary terms.
 * Nothing under src/, scripts/ or supabase/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { page } from './fixture.ts';
import { root } from './site.ts';

const marathi = `
- code: mr
  lang: mr
  prefix: /mr
  name: मराठी
  short: मरा
  fonts: [noto-sans-devanagari-devanagari]
  locale: mr-IN
`;

/** The footer's words in Marathi; every other namespace is the Hindi one, copied. */
const footer = `social: समाज माध्यमे
on: '{network} वर {name}'
contact: संपर्क
contactUs: संपर्क साधा
india: भारत
rights: © {year} {legalName}. सर्व हक्क राखीव. {name} हा {parent} चा ब्रँड आहे.
legal: कायदेशीर
language: भाषा
`;

/** The site's catalogue with Marathi added: the Hindi one with the footer in Marathi. */
function catalogue(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const code of ['en', 'hi']) {
    const dir = path.join(root, 'content', 'messages', code);
    for (const file of readdirSync(dir)) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      files[`content/messages/${code}/${file}`] = text;
      if (code === 'hi')
        files[`content/messages/mr/${file}`] = file === 'footer.yaml' ? footer : text;
    }
  }
  return files;
}

/** The files to give `useSmallSite`. */
export function marathiContent(): Record<string, string> {
  return {
    'content/languages.yaml': `${readFileSync(path.join(root, 'content', 'languages.yaml'), 'utf8')}${marathi}`,
    'content/mr/site.yaml':
      'tagline: एक चाचणी साइट.\nhours: सोम–शनि\nlabels: { Home: मुख्यपृष्ठ, A: अ, B: ब, C: क, D: ड, All: सर्व }\n',
    'content/mr/pages/home.mdx': page('/', '', 'नमस्कार, हे मराठी मुख्यपृष्ठ आहे.'),
    'content/pages/about.mdx': page('/about', '', 'About us, in English.'),
    'content/hi/pages/about.mdx': page('/about', '', 'हमारे बारे में, हिंदी में।'),
    // Its intro is in its search index, with the word its glossary gives below (योगदान).
    'content/mr/pages/about.mdx': page(
      '/about',
      '',
      'आमच्याबद्दल, मराठीत. कर्मचाऱ्याचे योगदान <Fact id="pf.employeeRate" /> आहे.',
    ).replace('intro: Intro.', 'intro: कर्मचाऱ्याचे योगदान, थोडक्यात.'),
    // The facts' words: a fact's figure is the original's, its label the language's.
    'content/mr/facts.yaml': 'pf.employeeRate:\n  label: कर्मचाऱ्याचे PF योगदान\n',
    // The glossary's terms in it: its search finds the page's "योगदान" when a reader types "yogdan".
    'content/data/glossary.yaml': [
      '- term: { en: provident fund, hi: भविष्य निधि, mr: भविष्य निर्वाह निधी }',
      '  also: { hi: [पीएफ] }',
      '- term: { en: contribution, mr: योगदान }',
      '  also: { mr: [yogdan] }',
      '',
    ].join('\n'),
    ...catalogue(),
  };
}
