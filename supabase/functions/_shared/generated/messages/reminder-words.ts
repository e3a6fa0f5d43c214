// Generated from content/messages/<language>/reminder-words.yaml by `npm run content`. Do not edit.
import type { Language } from '../../languages.ts';

/** The reminder-words messages (English defines the keys and placeholders). */
export interface ReminderWordsMessages {
  consent: (p: { privacy: string }) => string;
}

/** In each language of content/languages.yaml (English's words where a translation has none). */
export const reminderWords: Readonly<Record<Language, ReminderWordsMessages>> = {
  en: {
    consent: (p: { privacy: string }) => `I agree that Anupalan may email me reminders of the compliance due dates I chose, and a calendar of them, as described in the privacy notice at ${p.privacy}. I can stop the emails with the link in any of them.`,
  },
  hi: {
    consent: (p: { privacy: string }) => `मैं सहमत हूँ कि Anupalan मेरी चुनी हुई अनुपालन नियत तारीखों के रिमाइंडर मुझे ईमेल से भेज सकता है और उनका एक कैलेंडर दे सकता है, जैसा कि ${p.privacy} पर दी गई गोपनीयता सूचना में बताया गया है। इनमें से किसी भी ईमेल में दिए गए लिंक से ये ईमेल बंद किए जा सकते हैं।`,
  },
};
