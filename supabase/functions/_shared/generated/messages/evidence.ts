// Generated from content/messages/<language>/evidence.yaml by `npm run content`. Do not edit.
import type { Language } from '../../languages.ts';

/** The evidence messages (English defines the keys and placeholders). */
export interface EvidenceMessages {
  official: string;
  publicCopy: string;
  report: string;
  reportOnly: string;
}

/** In each language of content/languages.yaml (English's words where a translation has none). */
export const evidence: Readonly<Record<Language, EvidenceMessages>> = {
  en: {
    official: "official",
    publicCopy: "public copy",
    report: "report",
    reportOnly: "only reports of the instrument were found, not its text",
  },
  hi: {
    official: "आधिकारिक",
    publicCopy: "सार्वजनिक प्रति",
    report: "रिपोर्ट",
    reportOnly: "केवल इसकी रिपोर्टें मिलीं, मूल पाठ नहीं",
  },
};
