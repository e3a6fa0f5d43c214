import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build.ts';
import {
  hindiStyleFile,
  hindiStyleWarnings,
  loadHindiStyle,
} from '../../scripts/content/hindi-style.ts';
import { formatProblem } from '../../scripts/content/problems.ts';
import { contentProblems, fixture, page } from '../support/fixture.ts';

const style = `terms:
  - use: फ़ाइल
    variants: [फाइल]
  - use: आयकर
    variants: [आय-कर]
    except: [आय-कर अधिनियम]
acts:
  - title: Negotiable Instruments Act, 1881
    hindiTitle: परक्राम्य लिखत अधिनियम, 1881
`;

const hindi = (body: string) =>
  page('/about', '', body).replace('title: Page /about', 'title: पेज /about');

/** The warnings of the Hindi style for a fixture whose Hindi about page says `body`. */
const styleWarnings = (body: string, files: Record<string, string> = {}) =>
  buildContent(
    fixture({
      'content/pages/about.mdx': page('/about'),
      'content/hi/pages/about.mdx': hindi(body),
      [hindiStyleFile]: style,
      ...files,
    }),
  )
    .warnings.filter((w) => w.message.includes(hindiStyleFile))
    .map(formatProblem);

describe('the Hindi style', () => {
  it('warns on a variant spelling in a Hindi page, with its line, column and the spelling to use', () => {
    expect(styleWarnings('रिटर्न की फाइलिंग समय पर।')).toEqual([
      `content/hi/pages/about.mdx:10:11: writes "फाइल": the Hindi style (${hindiStyleFile}) writes "फ़ाइल"`,
    ]);
  });

  it('does not warn on the preferred spelling, with the nukta precomposed or not', () => {
    expect(styleWarnings('रिटर्न की फ़ाइलिंग समय पर, और \u095eाइल भी।')).toEqual([]);
  });

  it('does not warn inside a longer word or inside a phrase the style excepts', () => {
    expect(styleWarnings('प्रोफाइल नहीं; आय-कर अधिनियम का नाम; आयकर विभाग।')).toEqual([]);
    expect(styleWarnings('आय-कर विभाग।')).toHaveLength(1);
  });

  it('warns on a variant in the Hindi strings of the code, the emails and the auth email templates', () => {
    expect(
      styleWarnings('ठीक।', {
        'src/features/leads/words.tsx': "export const hi = { save: 'फाइल सहेजें' };\n",
        'supabase/functions/x/emails.ts': "const subject = 'फाइल';\n",
        'supabase/templates/recovery.html': '<p>फाइल</p>\n',
        'supabase/config.toml': 'subject = "फाइल"\n',
      }),
    ).toEqual([
      `src/features/leads/words.tsx:1:28: writes "फाइल": the Hindi style (${hindiStyleFile}) writes "फ़ाइल"`,
      `supabase/config.toml:1:12: writes "फाइल": the Hindi style (${hindiStyleFile}) writes "फ़ाइल"`,
      `supabase/functions/x/emails.ts:1:18: writes "फाइल": the Hindi style (${hindiStyleFile}) writes "फ़ाइल"`,
      `supabase/templates/recovery.html:1:4: writes "फाइल": the Hindi style (${hindiStyleFile}) writes "फ़ाइल"`,
    ]);
  });

  it('wants the Hindi title of an Act that a Hindi page names in English', () => {
    expect(styleWarnings('Negotiable Instruments Act, 1881 के तहत।')).toEqual([
      `content/hi/pages/about.mdx:10: names the Negotiable Instruments Act, 1881 in English only: give its Hindi title, परक्राम्य लिखत अधिनियम, 1881 (${hindiStyleFile})`,
    ]);
    expect(
      styleWarnings('परक्राम्य लिखत अधिनियम, 1881 (Negotiable Instruments Act, 1881) के तहत।'),
    ).toEqual([]);
  });

  it('refuses a style file that does not fit its shape', () => {
    const root = fixture({ [hindiStyleFile]: 'terms:\n  - use: फ़ाइल\nacts: []\n' });
    expect(contentProblems(root).map(formatProblem)).toEqual([
      `${hindiStyleFile}: terms.0.variants: Invalid input: expected array, received undefined`,
    ]);
  });

  it("finds no variant in the site's own Hindi, and CONTRIBUTING.md shows every term", () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const problems: never[] = [];
    const own = loadHindiStyle(root, problems);
    expect(problems).toEqual([]);
    expect(hindiStyleWarnings(root, own).map(formatProblem)).toEqual([]);
    const guide = readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8').normalize('NFC');
    const missing = (own?.terms ?? []).filter((t) => !guide.includes(t.use.normalize('NFC')));
    expect(missing.map((t) => t.use)).toEqual([]);
  });
});
