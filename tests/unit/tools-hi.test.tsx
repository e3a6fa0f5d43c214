import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { NumberField, ResultPanel } from '../../src/components/tool-fields.tsx';
import { StaticRouter } from '../../src/lib/router.tsx';
import Card from '../../src/mdx/Card.tsx';
import Checklists from '../../src/mdx/Checklists.tsx';
import ComplianceCalendar from '../../src/mdx/ComplianceCalendar.tsx';
import EsiCalculator from '../../src/mdx/EsiCalculator.tsx';
import GratuityCalculator from '../../src/mdx/GratuityCalculator.tsx';
import GstThresholdCheck from '../../src/mdx/GstThresholdCheck.tsx';
import Infographics from '../../src/mdx/Infographics.tsx';
import LatestUpdates from '../../src/mdx/LatestUpdates.tsx';
import PfCalculator from '../../src/mdx/PfCalculator.tsx';
import PoshCommitteeCheck from '../../src/mdx/PoshCommitteeCheck.tsx';
import { dueDatesFor, dueNoteIn, periodIn } from '../../src/tools/calendar.ts';
import { loadCalendarData } from '../../src/tools/calendar-data.ts';
import { calculateEsi, esiContributionPeriodsIn } from '../../src/tools/esi.ts';
import { calculateGratuity } from '../../src/tools/gratuity.ts';
import { checkGstRegistration } from '../../src/tools/gst-threshold.ts';
import { parseNumber } from '../../src/tools/input.ts';
import { calculatePf } from '../../src/tools/pf.ts';
import { checkPoshCommittee, poshInputError } from '../../src/tools/posh-committee.ts';
import { shiftNote } from '../../supabase/functions/_shared/calendar.ts';
import { movedOverTwoClosedDays } from '../support/due-notes.ts';
import { root } from '../support/site.ts';

/*
 * The calculators, the checks, the compliance calendar and the MDX blocks with words of their own,
 * rendered as the server renders them (the islands hydrate from this HTML), at a Hindi address
 * and at the English one.
 */

/** The HTML a reader at `path` gets, without React's markers between adjacent texts. */
function render(element: ReactNode, path: string): string {
  return renderToString(<StaticRouter location={path}>{element}</StaticRouter>).replaceAll(
    '<!-- -->',
    '',
  );
}

const devanagari = /[\u0900-\u097F]/;

// The calendar's Hindi words, which a Hindi page loads before its calendar renders.
await loadCalendarData('hi');

const hindiPage = (file: string) => readFileSync(path.join(root, 'content/hi', file), 'utf8');

describe('the calculators on a Hindi page', () => {
  it('PF: Hindi labels, results and reasons, figures in Indian grouping', () => {
    const html = render(<PfCalculator />, '/hi/tools/pf-calculator');
    for (const words of [
      'PF अंशदान कैलकुलेटर',
      'मासिक PF मजदूरी (₹)',
      'स्थापन में कर्मचारियों की संख्या',
      '₹25,000 से अधिक मजदूरी होने पर अंशदान का आधार',
      'कर्मचारी पेंशन योजना (EPS) में है',
      '1 सितंबर 2014 के बाद',
      'इस महीने का PF अंशदान',
      'PF लागू है: स्थापन 25 व्यक्तियों को नियोजित करता है',
      'नियोजक का हिस्सा (12%)',
      'EPFO में कुल जमा',
      '₹6,250',
      'प्रशासनिक शुल्क: ₹25,000 का 0.5% = ₹125।',
    ]) {
      expect(html).toContain(words);
    }
    expect(html).not.toContain('Employer');
  });

  it('ESI: Hindi labels and summary, the contribution periods as the Hindi facts give them', () => {
    const html = render(<EsiCalculator />, '/hi/tools/esi-calculator');
    for (const words of [
      'ESI अंशदान कैलकुलेटर',
      'सकल मासिक मजदूरी (₹)',
      'कर्मचारी दिव्यांग है',
      'ESI के दायरे में: ₹18,000 की मजदूरी ₹21,000 की सीमा के बराबर या उससे कम है।',
      'ESIC को कुल',
      '₹720',
      'जाँच लें कि ESIC आपके ज़िले को कवर करता है या नहीं।',
    ]) {
      expect(html).toContain(words);
    }
    const hiFacts = parse(hindiPage('facts.yaml')) as Record<string, { value?: string }>;
    expect(esiContributionPeriodsIn('hi')).toBe(hiFacts['esi.contributionPeriods']?.value);
    expect(html).toContain(`अंशदान अवधियाँ: ${esiContributionPeriodsIn('hi')}।`);
  });

  it('gratuity: Hindi labels, eligibility and the formula with the same figures', () => {
    const html = render(<GratuityCalculator />, '/hi/tools/gratuity-calculator');
    for (const words of [
      'उपदान (ग्रेच्युटी) कैलकुलेटर',
      'आखिरी मासिक मजदूरी (₹)',
      'स्थायी या अन्य नियमित रोज़गार (5 वर्ष के बाद पात्र)',
      'नियत अवधि रोज़गार (1 वर्ष के बाद पात्र)',
      'उपदान देय है: 10 वर्ष की निरंतर सेवा से ज़रूरी 5 वर्ष की शर्त पूरी होती है।',
      'सूत्र: ₹60,000 × 15/26 × 10 = ₹3,46,154',
    ]) {
      expect(html).toContain(words);
    }
  });

  it('GST: Hindi labels and limit, the States by their Hindi names with English values', () => {
    const html = render(<GstThresholdCheck />, '/hi/tools/gst-registration-threshold');
    for (const words of [
      'GST पंजीकरण सीमा जाँच',
      'किस राज्य या केंद्र शासित प्रदेश से आपूर्ति करता है',
      'माल की अंतर-राज्यीय आपूर्ति करता है',
      'इस व्यवसाय के लिए टर्नओवर सीमा',
      '₹40 लाख',
      'अभी पंजीकरण ज़रूरी नहीं है: फिर भी आप स्वेच्छा से पंजीकरण करा सकते हैं।',
      '<option value="Maharashtra" selected="">महाराष्ट्र</option>',
      '<option value="Tamil Nadu">तमिलनाडु</option>',
    ]) {
      expect(html).toContain(words);
    }
    expect(html).not.toContain('>Maharashtra<');
  });

  it('POSH: Hindi labels and each rule of section 4 in Hindi', () => {
    const html = render(<PoshCommitteeCheck />, '/hi/services/posh-compliance');
    for (const words of [
      'POSH आंतरिक समिति जाँच',
      'पीठासीन अधिकारी',
      'एक बाहरी सदस्य नामित है',
      'आंतरिक समिति ज़रूरी है: इस कार्यस्थल पर 25 कर्मचारी हैं',
      'शर्त पूरी:',
      '(धारा 4(2)(a))',
      'महिलाएँ: 4 सदस्यों में से 2; कम से कम 2 ज़रूरी।',
    ]) {
      expect(html).toContain(words);
    }
  });

  it('sends the call to action to the Hindi assessment form', () => {
    const html = render(<PfCalculator />, '/hi/tools/pf-calculator');
    expect(html).toContain('href="/hi/contact#assessment"');
    expect(html).toContain('मुफ़्त आकलन पाएँ →');
  });

  it('labels the controls with the words the Hindi pages quote', () => {
    const quoted = [
      ['pages/tools-pf-calculator.mdx', <PfCalculator key="pf" />, 'वास्तविक मजदूरी'],
      ['pages/tools-pf-calculator.mdx', <PfCalculator key="pf" />, 'कर्मचारी पेंशन योजना (EPS) में है'],
      [
        'pages/tools-esi-calculator.mdx',
        <EsiCalculator key="esi" />,
        'मौजूदा अंशदान अवधि की शुरुआत में कवर था',
      ],
      [
        'pages/tools-compliance-calendar.mdx',
        <ComplianceCalendar key="calendar" />,
        'किसी घटना के बाद देय',
      ],
    ] as const;
    for (const [file, element, words] of quoted) {
      expect(hindiPage(file)).toContain(`"${words}"`);
      expect(render(element, '/hi/tools/x')).toContain(words);
    }
  });
});

describe('what to fix, in Hindi', () => {
  const wages = { name: 'मासिक PF मजदूरी', example: '40,000' };

  it.each([
    ['', 'मासिक PF मजदूरी दर्ज करें।'],
    ['-5000', 'मासिक PF मजदूरी के लिए शून्य या उससे बड़ी संख्या दर्ज करें।'],
    ['abc', 'मासिक PF मजदूरी संख्या में दर्ज करें, जैसे 40,000।'],
    ['99999999999999', 'मासिक PF मजदूरी का आँकड़ा बहुत बड़ा लगता है: इसे जाँच लें।'],
  ])('refuses %j with a Hindi sentence', (raw, error) => {
    expect(parseNumber(raw, wages, 'hi')).toEqual({ ok: false, error });
  });

  it('asks for a whole number, and reads Devanagari digits and लाख or करोड़', () => {
    const count = { name: 'कर्मचारियों की संख्या', example: '25', whole: true };
    expect(parseNumber('2.5', count, 'hi')).toEqual({
      ok: false,
      error: 'कर्मचारियों की संख्या पूर्ण संख्या में दर्ज करें, जैसे 25।',
    });
    expect(parseNumber('२५', count, 'hi')).toEqual({ ok: true, value: 25 });
    // The rupee written before the number as a Hindi reader writes it (fact-units' rupeeTyped).
    expect(parseNumber('रु. 18,000', count, 'hi')).toEqual({ ok: true, value: 18000 });
    expect(parseNumber('रु 18000', count, 'hi')).toEqual({ ok: true, value: 18000 });
    const turnover = { name: 'सकल टर्नओवर', example: '35 लाख', units: true };
    expect(parseNumber('35 लाख', turnover, 'hi')).toEqual({ ok: true, value: 3_500_000 });
    expect(parseNumber('१.५ करोड़', turnover, 'hi')).toEqual({ ok: true, value: 15_000_000 });
    expect(parseNumber('1.5 करो\u0921\u093C', turnover, 'hi')).toEqual({
      ok: true,
      value: 15_000_000,
    });
    expect(parseNumber('35 लाख', wages, 'hi').ok).toBe(false);
  });

  it('shows the message under the field and asks to correct it before the result', () => {
    const field = { raw: 'abc', setRaw: () => {}, parsed: parseNumber('abc', wages, 'hi') };
    const html = render(
      <>
        <NumberField label="मासिक PF मजदूरी (₹)" field={field} />
        <ResultPanel title="इस महीने का PF अंशदान">{null}</ResultPanel>
      </>,
      '/hi/tools/pf-calculator',
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('मासिक PF मजदूरी संख्या में दर्ज करें, जैसे 40,000।');
    expect(html).toContain('परिणाम देखने के लिए ऊपर चिह्नित फ़ील्ड ठीक करें।');
  });

  it('says in Hindi when the POSH counts cannot be true together', () => {
    const input = {
      employees: 25,
      presidingOfficer: 'senior-woman' as const,
      employeeMembers: 2,
      externalMember: true,
      womenMembers: 5,
    };
    expect(poshInputError(input, 'hi')).toBe('महिला सदस्यों की संख्या कुल 4 सदस्यों से अधिक नहीं हो सकती।');
    expect(poshInputError({ ...input, womenMembers: 0 }, 'hi')).toBe(
      'पीठासीन अधिकारी महिला हैं, इसलिए उन्हें भी महिला सदस्यों में गिनें।',
    );
  });
});

describe('the results in Hindi, with the same figures', () => {
  it('gives the same amounts in both languages', () => {
    const pf = {
      wages: 40000,
      employees: 19,
      voluntary: false,
      basis: 'actual' as const,
      reducedRate: false,
      epsMember: true,
    };
    const figures = ({ reasons, applicability, ...rest }: ReturnType<typeof calculatePf>) => rest;
    const [pfHi, pfEn] = [calculatePf(pf, 'hi'), calculatePf(pf)];
    expect(figures(pfHi)).toEqual(figures(pfEn));
    expect(pfHi.reasons).toHaveLength(pfEn.reasons.length);
    expect(pfHi.applicability).toBe(
      'PF अभी अनिवार्य नहीं है: स्थापन 19 व्यक्तियों को नियोजित करता है, और PF 20 व्यक्तियों से लागू होता है। स्थापन स्वेच्छा से जुड़ सकता है; आँकड़े दिखाते हैं कि जुड़ने पर उसे कितना देना होगा।',
    );

    const esi = {
      wages: 21001,
      employees: 15,
      disabled: false,
      coveredAtPeriodStart: false,
      lowWage: false,
    };
    expect(calculateEsi(esi, 'hi').summary).toBe(
      'ESI के दायरे में नहीं: ₹21,001 की मजदूरी ₹21,000 की सीमा से अधिक है, इसलिए इस कर्मचारी के लिए कोई ESI अंशदान देय नहीं है।',
    );

    const gratuity = calculateGratuity(
      { wages: 30000, years: 4, months: 7, employment: 'regular', exit: 'leaving' },
      'hi',
    );
    expect(gratuity).toMatchObject({ eligible: false, amount: 0, countedYears: 5 });
    expect(gratuity.eligibility).toBe(
      'अभी उपदान देय नहीं है: यह 5 वर्ष की निरंतर सेवा के बाद देय होता है, और इस कर्मचारी ने 4 वर्ष 7 महीने की सेवा की है।',
    );
    const years = (n: number) =>
      calculateGratuity(
        { wages: 30000, years: n, months: 0, employment: 'fixed-term', exit: 'leaving' },
        'hi',
      ).reasons;
    expect(years(1)).toContain('सेवा का 1 पूरा वर्ष गिना जाता है।');
    expect(years(2)).toContain('सेवा के 2 पूरे वर्ष गिने जाते हैं।');

    const gst = checkGstRegistration(
      {
        supply: 'services',
        state: 'Tripura',
        turnover: 1_200_000,
        excludedGoods: false,
        compulsory: ['interStateGoods'],
      },
      'hi',
    );
    expect(gst).toMatchObject({ required: true, threshold: 1_000_000 });
    expect(gst.reasons).toEqual([
      'त्रिपुरा विशेष श्रेणी राज्यों (मणिपुर, मिज़ोरम, नागालैंड, त्रिपुरा) में से एक है, जहाँ माल और सेवाओं, दोनों के आपूर्तिकर्ताओं के लिए सीमा ₹10 लाख है (CGST अधिनियम, धारा 22(1), परंतुक)।',
      '₹12,00,000 का सकल टर्नओवर ₹10 लाख से अधिक है: दायी होने के 30 दिनों के भीतर पंजीकरण के लिए आवेदन करें (CGST अधिनियम, धारा 25(1))।',
      'माल की अंतर-राज्यीय आपूर्ति करने वाले व्यवसाय के लिए पंजीकरण अनिवार्य है, टर्नओवर चाहे जितना हो (CGST अधिनियम, धारा 24(i))।',
    ]);

    const posh = checkPoshCommittee(
      {
        employees: 9,
        presidingOfficer: 'none',
        employeeMembers: 0,
        externalMember: false,
        womenMembers: 0,
      },
      'hi',
    );
    expect(posh.summary).toBe('कोई समिति नहीं बताई गई है, और इसकी ज़रूरत भी नहीं है।');
    expect(posh.requirement).toContain('इस कार्यस्थल पर 9 कर्मचारी हैं, यानी 10 से कम।');
  });
});

describe('the compliance calendar on a Hindi page', () => {
  const html = render(<ComplianceCalendar />, '/hi/tools/compliance-calendar');

  it('has its own words in Hindi, and the dates with Hindi month and day names', () => {
    for (const words of [
      'आपके व्यवसाय के कौन-से पंजीकरण हैं?',
      'सभी चुनें',
      'सभी राज्य',
      '<option value="Maharashtra">महाराष्ट्र</option>',
      'नियत तारीखें।',
      'सभी नियत तारीखें डाउनलोड करें',
      'अवधि: ',
      'किसी घटना के बाद देय, किसी तय तारीख पर नहीं',
    ]) {
      expect(html).toContain(words);
    }
    expect(html).toMatch(
      /\d+ (नवंबर|दिसंबर|जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर) 20\d\d से /,
    );
    expect(html).toMatch(/>(रवि|सोम|मंगल|बुध|गुरु|शुक्र|शनि)</);
    expect(html).not.toMatch(/>(Sun|Mon|Tue|Wed|Thu|Fri|Sat)</);
    for (const english of [
      'Choose all',
      'All states',
      'Download all due dates',
      'Due after an event',
    ])
      expect(html).not.toContain(english);
  });

  it('shows the registrations, obligations and undated filings in Hindi, with no English left', () => {
    for (const words of [
      // A registration's checkbox and the label under a due date.
      '/>GST: मासिक रिटर्न</label>',
      ' · GST: मासिक रिटर्न</p>',
      // Obligations, linked to their guides (which are in English, and say so, to the browser
      // and in their words).
      'hrefLang="en" class="text-brand-800 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700">TDS जमा करना (अंग्रेज़ी में)</a>',
      '>GSTR-3B (मासिक रिटर्न भरने वाले) (अंग्रेज़ी में)</a>',
      '>PF भुगतान और ECR (अंग्रेज़ी में)</a>',
      // An undated filing, its facts as Hindi pages write them.
      '>AOC-4 (वित्तीय विवरण) (अंग्रेज़ी में)</a>',
      'खातों को स्वीकार करने वाली AGM के 30 दिन के भीतर।',
      'त्यागपत्र के 2 कार्य दिवस के भीतर।',
      // The Hindi .ics file.
      'href="/hi/tools/compliance-calendar.ics"',
      'href="/hi/contact#assessment"',
    ])
      expect(html).toContain(words);
    for (const english of [
      'GST: monthly returns',
      'TDS deposit',
      'PF payment and ECR',
      'AOC-4 (financial statements)',
      'of the AGM',
      'working days',
      'फ़ाइल अंग्रेज़ी में है',
      'lang="en"',
      'href="/tools/compliance-calendar.ics"',
    ])
      expect(html).not.toContain(english);
  });

  it('names a national holiday in Hindi where a date moves over it', async () => {
    // ESI for July 2027 falls due on 15 August 2027, Independence Day, and moves to the next day.
    const [esi] = dueDatesFor(await loadCalendarData('hi'), '2027-08-01', '2027-09-01', {
      registrations: ['esi'],
      state: null,
    });
    expect(esi?.date).toBe('2027-08-16');
    expect(esi && dueNoteIn(esi, 'hi')).toBe(
      '15 अगस्त को स्वतंत्रता दिवस है, इसलिए नियत तारीख 16 अगस्त है',
    );
  });

  it('offers a chosen registration’s Hindi .ics file, under its Hindi label', () => {
    const gst = render(
      <ComplianceCalendar registrations="gst-monthly,gst-qrmp" months={3} />,
      '/hi/frameworks/gst',
    );
    expect(gst).toMatch(
      /<a href="\/hi\/tools\/compliance-calendar-gst-monthly\.ics"[^>]*>GST: मासिक रिटर्न की तारीखें डाउनलोड करें<\/a>/,
    );
  });

  it('links a short calendar to the Hindi twelve-month one', () => {
    const short = render(
      <ComplianceCalendar registrations="gst-monthly,gst-qrmp" months={3} />,
      '/hi/frameworks/gst',
    );
    expect(short).toContain('href="/hi/tools/compliance-calendar"');
    expect(short).toContain('अनुपालन कैलेंडर में बारह महीनों की नियत तारीखें देखें');
  });

  it('writes a moved or fixed date’s note and a quarter in Hindi', () => {
    const moved = movedOverTwoClosedDays;
    expect(dueNoteIn(moved, 'hi')).toBe(
      '14 अगस्त को बैंक अवकाश (महीने का दूसरा शनिवार) है और 15 अगस्त को Independence Day है, इसलिए नियत तारीख 16 अगस्त है',
    );
    expect(dueNoteIn(moved, 'en')).toBe(shiftNote(moved));
    const fixed = {
      skipped: [],
      date: '2026-12-20',
      original: '2026-12-20',
      closedButFixed: 'a Sunday',
    };
    expect(dueNoteIn(fixed, 'hi')).toBe('20 दिसंबर को रविवार है; यह तारीख आगे नहीं खिसकती');
    expect(dueNoteIn(fixed, 'en')).toBe('20 December is a Sunday; this date does not move');
    expect(periodIn('Q2 2026-27 (July to September 2026)', 'hi')).toBe(
      'Q2 2026-27 (जुलाई से सितंबर 2026)',
    );
    expect(periodIn('2025-26', 'hi')).toBe('2025-26');
  });
});

describe('the MDX blocks with words of their own', () => {
  it('says "और जानें" on a Hindi card unless the MDX gives the link words', () => {
    expect(render(<Card title="GST" href="/hi/frameworks/gst" />, '/hi')).toContain('और जानें');
    expect(
      render(<Card title="GST" href="/hi/frameworks/gst" linkLabel="गाइड पढ़ें" />, '/hi'),
    ).not.toContain('और जानें');
  });

  it('shows the updates in Hindi on a Hindi page, with Hindi dates, linking /hi/updates', () => {
    const html = render(<LatestUpdates />, '/hi');
    expect(html).toContain('सभी नियामक अपडेट');
    expect(html).not.toContain('lang="en"');
    expect(html).toContain('EPF की मजदूरी सीमा ₹15,000 से बढ़कर ₹25,000 प्रति माह');
    expect(html).toContain('17 सितंबर 2026 से लागू');
    expect(html.match(/href="\/hi\/updates#/g)).toHaveLength(3);
  });

  it('offers the checklists and infographics in English on a Hindi page, and says so', () => {
    expect(render(<Checklists />, '/hi')).toContain('PDF डाउनलोड करें (अंग्रेज़ी में)');
    expect(render(<Infographics />, '/hi')).toContain('PDF डाउनलोड करें (अंग्रेज़ी में)');
    expect(render(<Checklists />, '/')).toContain('Download PDF');
  });
});

describe('the same components on an English page', () => {
  it.each([
    [
      'PF',
      <PfCalculator key="pf" />,
      [
        'PF contribution calculator',
        'The actual wages (a joint choice of employee and employer)',
        'Total deposited with EPFO',
      ],
    ],
    [
      'ESI',
      <EsiCalculator key="esi" />,
      [
        'ESI contribution calculator',
        'The periods are 1 April to 30 September and 1 October to 31 March.',
        'Total to ESIC',
      ],
    ],
    [
      'gratuity',
      <GratuityCalculator key="gratuity" />,
      [
        'Gratuity calculator',
        'Permanent or other regular employment (qualifies after 5 years)',
        'Formula: ₹60,000 × 15/26 × 10 = ₹3,46,154',
      ],
    ],
    [
      'GST',
      <GstThresholdCheck key="gst" />,
      [
        'GST registration threshold check',
        '<option value="Maharashtra" selected="">Maharashtra</option>',
        '₹40 lakh',
      ],
    ],
    [
      'POSH',
      <PoshCommitteeCheck key="posh" />,
      ['POSH Internal Committee check', 'Met:', '(section 4(2)(a))'],
    ],
    [
      'calendar',
      <ComplianceCalendar key="calendar" />,
      [
        'Which registrations does your business have?',
        'All states',
        'Due after an event, not on a fixed date',
      ],
    ],
    ['card', <Card key="card" title="GST" href="/frameworks/gst" />, ['Learn more']],
    ['updates', <LatestUpdates key="updates" />, ['All regulatory updates']],
  ] as const)(
    '%s keeps its English words, with no Hindi and no lang marks',
    (_, element, words) => {
      const html = render(element, '/tools/x');
      for (const w of words) expect(html).toContain(w);
      expect(html).not.toMatch(devanagari);
      expect(html).not.toContain('lang="en"');
      expect(html).not.toContain('/hi/');
    },
  );

  it('keeps the English links and messages', () => {
    expect(render(<PfCalculator />, '/tools/pf-calculator')).toContain(
      'href="/contact#assessment"',
    );
    expect(parseNumber('abc', { name: 'the monthly wages', example: '25,000' })).toEqual({
      ok: false,
      error: 'Enter the monthly wages as a number, such as 25,000.',
    });
    const field = {
      raw: '',
      setRaw: () => {},
      parsed: parseNumber('', { name: 'the monthly wages', example: '25,000' }),
    };
    const html = render(
      <>
        <NumberField label="Monthly wages" field={field} />
        <ResultPanel title="Result">{null}</ResultPanel>
      </>,
      '/tools/pf-calculator',
    );
    expect(html).toContain('Enter the monthly wages.');
    expect(html).toContain('Correct the highlighted field above to see the result.');
  });
});
