import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/generated/site.ts';
import {
  addMonths,
  calendarIcsPath,
  datedRegistrations,
  dueDatesFor,
  everything,
  isoDate,
  parseIsoDate,
  periodIn,
} from '../../src/tools/calendar.ts';
import { calendarData as data, loadCalendarData } from '../../src/tools/calendar-data.ts';
import { calendarFiles } from '../../src/tools/calendar-files.ts';
import { escapeText, foldLine, icsText } from '../../src/tools/ics.ts';

const start = parseIsoDate('2026-11-21');
const stamp = new Date('2026-11-21T04:30:00Z');
const files = calendarFiles({ data, site, start: '2026-11-21', stamp });
const fileAt = (p: string) => {
  const f = files.find((x) => x.path === p);
  if (!f) throw new Error(`no file ${p}`);
  return f.text;
};

/** The events of an iCalendar text, as a calendar application reads them. */
function parse(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  return {
    root,
    events: root
      .getAllSubcomponents('vevent')
      .map((v) => ({ component: v, event: new ICAL.Event(v) })),
  };
}

/** Physical lines: every line break must be CRLF. */
function lines(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  const body = text.slice(0, -2);
  expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  return body.split('\r\n');
}

describe('the .ics files', () => {
  it('are one for every obligation and one per registration that has dated obligations', () => {
    expect(files.map((f) => f.path)).toEqual([
      calendarIcsPath(),
      ...datedRegistrations(data).map((r) => calendarIcsPath(r.id)),
    ]);
    // POSH has duties but no fixed date in the year: the page lists them, no file does.
    expect(files.map((f) => f.path)).not.toContain(calendarIcsPath('posh'));
  });

  it('parse as a published Gregorian calendar with a name', () => {
    const { root } = parse(fileAt(calendarIcsPath()));
    expect(root.name).toBe('vcalendar');
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(root.getFirstPropertyValue('prodid')).toBe(`-//${site.name}//Compliance calendar//EN`);
    expect(root.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(root.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe(`${site.name} compliance calendar`);
    const gst = parse(fileAt(calendarIcsPath('gst-monthly'))).root;
    expect(gst.getFirstPropertyValue('x-wr-calname')).toBe(
      `${site.name}: GST: monthly returns due dates`,
    );
  });

  it('hold one all-day event per due date, on the date it is due, ending the next day', () => {
    const expected = dueDatesFor(data, '2026-11-21', '2027-11-21', everything(data));
    const { events } = parse(fileAt(calendarIcsPath()));
    expect(events).toHaveLength(expected.length);
    events.forEach(({ event }, i) => {
      const due = expected[i];
      if (!due) throw new Error('more events than due dates');
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(due.date);
      const next = event.startDate.clone();
      next.adjust(1, 0, 0, 0);
      expect(event.endDate.toString()).toBe(next.toString());
      expect(event.summary).toBe(`${due.name}: ${due.period}`);
    });
  });

  it('name the period and link to the explanation on the site, with a reminder the day before', () => {
    const { events } = parse(fileAt(calendarIcsPath('esi')));
    const esiForJuly = events.find((e) => e.event.summary === 'ESI contribution: July 2027');
    expect(esiForJuly?.event.startDate.toString()).toBe('2027-08-16');
    expect(esiForJuly?.event.description).toContain(
      '15 August is Independence Day, so due on 16 August.',
    );
    const url = `${site.url}/frameworks/pf-esi#the-ecr-the-uan-and-the-monthly-cycle`;
    expect(esiForJuly?.event.description).toContain(`Details: ${url}`);
    expect(esiForJuly?.component.getFirstPropertyValue('url')).toBe(url);
    const alarm = esiForJuly?.component.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-P1D');
  });

  it("give each event the due date's stable, unique uid on the site domain and the build time as DTSTAMP", () => {
    const { events } = parse(fileAt(calendarIcsPath()));
    const uids = events.map((e) => e.event.uid);
    expect(new Set(uids).size).toBe(uids.length);
    const host = new URL(site.url).hostname;
    for (const uid of uids) expect(uid.endsWith(`@${host}`)).toBe(true);
    expect(uids).toContain(`gstr-3b-2026-11@${host}`);
    expect(uids).toContain(`tds-statement-2026-27-q3@${host}`);
    // The same event in a registration's file has the same UID, so importing both does not duplicate.
    const gstUids = parse(fileAt(calendarIcsPath('gst-monthly'))).events.map((e) => e.event.uid);
    expect(uids).toEqual(expect.arrayContaining(gstUids));
    const dtstamp = events[0]?.component.getFirstPropertyValue('dtstamp');
    expect(dtstamp?.toString()).toBe('2026-11-21T04:30:00Z');
  });

  it('use CRLF and fold every line at 75 octets', () => {
    for (const f of files) {
      for (const line of lines(f.text)) {
        expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
      }
    }
  });

  it('hold, for every registration, exactly the dates dueDatesFor gives it over twelve months', () => {
    for (const r of datedRegistrations(data)) {
      const expected = dueDatesFor(data, isoDate(start), addMonths(isoDate(start), 12), {
        registrations: [r.id],
        state: null,
      });
      const { events } = parse(fileAt(calendarIcsPath(r.id)));
      expect(events.length, r.id).toBeGreaterThan(0);
      expect(
        events.map(({ event }) => [
          event.uid.split('@')[0],
          event.startDate.toString(),
          event.summary,
        ]),
        r.id,
      ).toEqual(expected.map((d) => [d.uid, d.date, `${d.name}: ${d.period}`]));
    }
  });

  it("say where a state's date applies", () => {
    const { events } = parse(fileAt(calendarIcsPath('professional-tax')));
    const karnataka = events.find((e) =>
      e.event.summary.startsWith('Professional tax statement and payment, Karnataka'),
    );
    expect(karnataka?.event.description).toContain('Applies in Karnataka.');
  });
});

describe('the .ics files of the Hindi page', async () => {
  const hindi = await loadCalendarData('hi');
  const hiFiles = calendarFiles({ data: hindi, site, start: '2026-11-21', stamp, language: 'hi' });
  const hiFileAt = (p: string) => {
    const f = hiFiles.find((x) => x.path === p);
    if (!f) throw new Error(`no file ${p}`);
    return f.text;
  };

  it('are the same files under /hi, with the same events: dates, UIDs and links', () => {
    expect(hiFiles.map((f) => f.path)).toEqual(
      files.map((f) => f.path.replace('/tools/', '/hi/tools/')),
    );
    expect(hiFiles.map((f) => f.path)).toContain(calendarIcsPath('gst-monthly', 'hi'));
    for (const [i, f] of hiFiles.entries()) {
      const english = parse(files[i]?.text ?? '').events.map(({ event, component }) => [
        event.uid,
        event.startDate.toString(),
        component.getFirstPropertyValue('url'),
      ]);
      const inHindi = parse(f.text).events.map(({ event, component }) => [
        event.uid,
        event.startDate.toString(),
        component.getFirstPropertyValue('url'),
      ]);
      expect(inHindi, f.path).toEqual(english);
    }
  });

  it('name the calendar, each event and its period in Hindi', () => {
    const { root, events } = parse(hiFileAt(calendarIcsPath(undefined, 'hi')));
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe(`${site.name} अनुपालन कैलेंडर`);
    expect(root.getFirstPropertyValue('prodid')).toBe(`-//${site.name}//Compliance calendar//HI`);
    const gst = parse(hiFileAt(calendarIcsPath('gst-monthly', 'hi'))).root;
    expect(gst.getFirstPropertyValue('x-wr-calname')).toBe(
      `${site.name}: GST: मासिक रिटर्न की नियत तारीखें`,
    );
    const expected = dueDatesFor(hindi, '2026-11-21', '2027-11-21', everything(hindi));
    expect(events.map((e) => e.event.summary)).toEqual(
      expected.map((d) => `${d.name}: ${periodIn(d.period, 'hi')}`),
    );
    const summaries = events.map((e) => e.event.summary);
    expect(summaries).toContain('GSTR-3B (मासिक रिटर्न भरने वाले): नवंबर 2026');
    expect(summaries).toContain(
      'TDS विवरण (फ़ॉर्म 138 और 140, पहले 24Q, 26Q और 27Q): Q3 2026-27 (अक्टूबर से दिसंबर 2026)',
    );
  });

  it('describe each due date in Hindi: period, obligation, move, rule and guide', () => {
    const { events } = parse(hiFileAt(calendarIcsPath('esi', 'hi')));
    const esiForJuly = events.find((e) => e.event.summary === 'ESI अंशदान: जुलाई 2027');
    expect(esiForJuly?.event.startDate.toString()).toBe('2027-08-16');
    const url = `${site.url}/frameworks/pf-esi#the-ecr-the-uan-and-the-monthly-cycle`;
    expect(esiForJuly?.event.description.split('\n')).toEqual([
      'अवधि: जुलाई 2027। पिछले महीने की मजदूरी पर कर्मचारी राज्य बीमा अंशदान, यानी नियोजक और कर्मचारियों दोनों का हिस्सा, जो ESIC पोर्टल से चुकाया जाता है।',
      '15 अगस्त को स्वतंत्रता दिवस है, इसलिए नियत तारीख 16 अगस्त है।',
      expect.stringMatching(/^General Clauses Act, 1897 की धारा 10: /),
      `विवरण: ${url}`,
    ]);
    expect(esiForJuly?.component.getFirstPropertyValue('categories')).toBe('ESI');
    const pt = parse(hiFileAt(calendarIcsPath('professional-tax', 'hi'))).events;
    const karnataka = pt.find((e) =>
      e.event.summary.startsWith('प्रोफ़ेशनल टैक्स विवरण और भुगतान, कर्नाटक'),
    );
    expect(karnataka?.event.description).toContain('\nकर्नाटक में लागू।\n');
    expect(karnataka?.component.getFirstPropertyValue('categories')).toBe('प्रोफ़ेशनल टैक्स');
  });

  it('hold none of the English words, and fold every line at 75 octets', () => {
    for (const f of hiFiles) {
      for (const line of lines(f.text))
        expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
      for (const { event } of parse(f.text).events) {
        expect(event.summary, f.path).toMatch(/[\u0900-\u097F]/);
        expect(event.description, f.path).not.toMatch(/^For |\nApplies in |\nDetails: | is a /);
      }
    }
  });
});

describe('iCalendar text', () => {
  const event = (summary: string, description: string) =>
    icsText({
      prodId: '-//Test//Test//EN',
      name: 'Test, with; special\\characters',
      stamp,
      events: [{ uid: 'a@test.example', date: start, summary, description }],
    });

  it('escapes commas, semicolons, backslashes and newlines, and a parser reads them back', () => {
    const summary = 'GSTR-1, IFF; and C:\\path';
    const description = 'Line one\nLine two, with a comma; and a semicolon';
    expect(escapeText(summary)).toBe('GSTR-1\\, IFF\\; and C:\\\\path');
    const text = event(summary, description);
    const { root, events } = parse(text);
    expect(events[0]?.event.summary).toBe(summary);
    expect(events[0]?.event.description).toBe(description);
    // ical.js leaves X- properties unparsed; calendar applications read them as escaped TEXT.
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe(
      'Test\\, with\\; special\\\\characters',
    );
    expect(text).toContain('DESCRIPTION:Line one\\nLine two\\, with a comma\\; and a semicolon');
  });

  it('folds long lines of multi-byte characters without splitting a character', () => {
    const summary = `₹ déjà vu ${'₹é'.repeat(60)} अनुपालन`;
    const text = event(summary, 'D');
    for (const line of lines(text)) {
      const bytes = Buffer.from(line, 'utf8');
      expect(bytes.length).toBeLessThanOrEqual(75);
      // Each physical line is valid UTF-8 on its own: no character was cut in two.
      expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toBe(line);
    }
    expect(parse(text).events[0]?.event.summary).toBe(summary);
  });

  it('folds with a leading space on continuation lines only', () => {
    const folded = foldLine(`SUMMARY:${'x'.repeat(200)}`).split('\r\n');
    expect(folded).toHaveLength(3);
    expect(folded[0]).toHaveLength(75);
    expect(folded.slice(1).every((l) => l.startsWith(' ') && l.length <= 75)).toBe(true);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});
