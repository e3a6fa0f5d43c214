// Generated from content/messages/<language>/lead-words.yaml by `npm run content`. Do not edit.
import type { Language } from '../../languages.ts';

/** The lead-words messages (English defines the keys and placeholders). */
export interface LeadWordsMessages {
  consent: (p: { privacy: string }) => string;
  topicPfEsi: string;
  topicLabourLaws: string;
  topicPosh: string;
  topicGst: string;
  topicCompanyLaw: string;
  topicBusinessRegistration: string;
  topicComplianceAudit: string;
  topicStartupSupport: string;
  topicLegalSupport: string;
}

/** In each language of content/languages.yaml (English's words where a translation has none). */
export const leadWords: Readonly<Record<Language, LeadWordsMessages>> = {
  en: {
    consent: (p: { privacy: string }) => `I agree that Anupalan may use these details to reply to my request, to assess my compliance needs and to contact me about the services I asked about, as described in the privacy notice at ${p.privacy}.`,
    topicPfEsi: "PF & ESI",
    topicLabourLaws: "Labour laws",
    topicPosh: "POSH",
    topicGst: "GST",
    topicCompanyLaw: "Company law",
    topicBusinessRegistration: "Business registration",
    topicComplianceAudit: "Compliance audit",
    topicStartupSupport: "Startup support",
    topicLegalSupport: "Legal support",
  },
  hi: {
    consent: (p: { privacy: string }) => `मैं सहमत हूँ कि Anupalan इन विवरणों का उपयोग मेरे अनुरोध का जवाब देने, मेरी अनुपालन ज़रूरतों का आकलन करने और जिन सेवाओं के बारे में मैंने पूछा है उनके बारे में मुझसे संपर्क करने के लिए कर सकता है, जैसा कि ${p.privacy} पर दी गई गोपनीयता सूचना में बताया गया है।`,
    topicPfEsi: "PF और ESI",
    topicLabourLaws: "श्रम कानून",
    topicPosh: "POSH",
    topicGst: "GST",
    topicCompanyLaw: "कंपनी कानून",
    topicBusinessRegistration: "व्यवसाय पंजीकरण",
    topicComplianceAudit: "अनुपालन ऑडिट",
    topicStartupSupport: "स्टार्टअप सहायता",
    topicLegalSupport: "कानूनी सहायता",
  },
};
