/**
 * Which message of the catalogue names each kind of business and each yes-or-no answer of the
 * compliance check-up. The words themselves are content/messages/<language>/checkup.yaml (the
 * reasons, the kinds of business, the answers) and compliance-check.yaml (the page's form and
 * results); the rules' own words are content/data/obligations.yaml and its translations.
 */
import type { AnswerFlag, EntityKind } from '../content/checkup-schema.ts';
import type { CheckupMessages } from '../generated/messages/checkup.ts';
import type { Language } from '../lib/languages.ts';

type Text<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/** Each kind of business as the form lists it. */
export const entityKeys = {
  proprietorship: 'entityProprietorship',
  partnership: 'entityPartnership',
  llp: 'entityLlp',
  'private-company': 'entityPrivateCompany',
  opc: 'entityOpc',
  'public-company': 'entityPublicCompany',
  unregistered: 'entityUnregistered',
} as const satisfies Record<EntityKind, Text<CheckupMessages>>;

/** Each kind of business as a sentence names it ("a private limited company"). */
export const articleKeys = {
  proprietorship: 'articleProprietorship',
  partnership: 'articlePartnership',
  llp: 'articleLlp',
  'private-company': 'articlePrivateCompany',
  opc: 'articleOpc',
  'public-company': 'articlePublicCompany',
  unregistered: 'articleUnregistered',
} as const satisfies Record<EntityKind, Text<CheckupMessages>>;

/** Each yes-or-no answer, ticked: why a rule applies. */
export const flagKeys = {
  hazardous: 'flagHazardous',
  ecommerce: 'flagEcommerce',
  interstate: 'flagInterstate',
  salaries: 'flagSalaries',
  rent: 'flagRent',
  contractors: 'flagContractors',
  premises: 'flagPremises',
} as const satisfies Record<AnswerFlag, Text<CheckupMessages>>;

/** Each yes-or-no answer, not ticked: why a rule does not apply. */
export const flagNotKeys = {
  hazardous: 'notHazardous',
  ecommerce: 'notEcommerce',
  interstate: 'notInterstate',
  salaries: 'notSalaries',
  rent: 'notRent',
  contractors: 'notContractors',
  premises: 'notPremises',
} as const satisfies Record<AnswerFlag, Text<CheckupMessages>>;

/** The check-up page's form and results. */
export interface CheckupFormWords {
  form: string;
  entity: string;
  entityWhy: string;
  choose: string;
  state: string;
  stateWhy: string;
  otherStates: string;
  otherStatesWhy: string;
  employees: string;
  employeesWhy: string;
  employeesName: string;
  contract: string;
  contractWhy: string;
  contractName: string;
  contractTooMany: string;
  hazardous: string;
  hazardousWhy: string;
  turnover: string;
  turnoverWhy: string;
  turnoverName: string;
  supply: string;
  supplyWhy: string;
  supplies: Record<'goods' | 'services' | 'both', string>;
  sells: string;
  ecommerce: string;
  interstate: string;
  pays: string;
  paysWhy: string;
  salaries: string;
  rent: string;
  contractors: string;
  premises: string;
  premisesWhy: string;
  waiting: string;
  result: string;
  summary: (applies: number, registrations: number) => string;
  groups: Record<'registration' | 'recurring' | 'standing', string>;
  why: string;
  todo: string;
  nextDue: (date: string, name: string) => string;
  sources: string;
  unconfirmed: (what: string) => string;
  notYet: string;
  next: string;
  actions: string;
  toCalendar: string;
  toReminders: string;
  toLead: string;
  share: string;
  shareHint: string;
  copy: string;
  copied: string;
  copyFailed: string;
  print: string;
  none: string;
}

const formEn: CheckupFormWords = {
  form: 'Your business',
  entity: 'Kind of business',
  entityWhy: 'Companies and LLPs have filings of their own.',
  choose: 'Choose…',
  state: 'State of the main place of business',
  stateWhy: 'GST limits, professional tax and due dates differ by state.',
  otherStates: 'Other states where you employ people',
  otherStatesWhy: 'Professional tax follows where people work.',
  employees: 'People working for you',
  employeesWhy:
    'Employees and workers, including those through contractors: PF, ESI and POSH count them.',
  employeesName: 'the number of people',
  contract: 'Of them, through contractors',
  contractWhy: 'The contract labour rules count these alone.',
  contractName: 'the number of contract workers',
  contractTooMany:
    'Contract workers are part of the people working for you: enter no more than that.',
  hazardous: 'Some work is in a notified hazardous or life-threatening occupation',
  hazardousWhy: 'ESI then applies whatever the size.',
  turnover: 'Turnover in the financial year',
  turnoverWhy:
    'GST registration, e-invoicing and GSTR-9 go by turnover. Such as 35 lakh or 2 crore.',
  turnoverName: 'the turnover',
  supply: 'You supply',
  supplyWhy: 'Only goods may have a higher GST limit.',
  supplies: { goods: 'Goods only', services: 'Services only', both: 'Goods and services' },
  sells: 'How you sell',
  ecommerce: 'Through an e-commerce operator (a marketplace)',
  interstate: 'Goods to buyers in other states',
  pays: 'You pay',
  paysWhy: 'Tax is deducted at source from these, and wages have due dates.',
  salaries: 'Salaries or wages',
  rent: 'Rent',
  contractors: 'Contractors or professionals',
  premises: 'You have a shop, office or other premises',
  premisesWhy: 'Each premises registers under the state’s Shops and Establishments Act.',
  waiting: 'Choose the kind of business and the state to see what applies.',
  result: 'What applies to your business',
  summary: (applies, registrations) =>
    `${applies} obligation${applies === 1 ? '' : 's'} apply${applies === 1 ? 'ies' : ''}${registrations > 0 ? `, with due dates in ${registrations} part${registrations === 1 ? '' : 's'} of the calendar` : ''}.`,
  groups: {
    registration: 'Registrations to get',
    recurring: 'Returns and payments',
    standing: 'Standing duties',
  },
  why: 'Why',
  todo: 'What to do',
  nextDue: (date, name) => `Next due: ${date} (${name})`,
  sources: 'Sources',
  unconfirmed: (what) => `Not confirmed: ${what}.`,
  notYet: 'Does not apply yet',
  next: 'What changes as you grow',
  actions: 'Act on this list',
  toCalendar: 'Put these in my calendar',
  toReminders: 'Email me reminders',
  toLead: 'Ask us to handle these',
  share: 'Link to this list',
  shareHint: 'The address holds your answers and nothing about you: send it to your accountant.',
  copy: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'Could not copy: select the address and copy it.',
  print: 'Print',
  none: 'Nothing applies from these answers yet.',
};

const formHi: CheckupFormWords = {
  form: 'आपका व्यवसाय',
  entity: 'व्यवसाय का प्रकार',
  entityWhy: 'कंपनियों और LLP की अपनी अलग फ़ाइलिंग होती हैं।',
  choose: 'चुनें…',
  state: 'कारोबार के मुख्य स्थान का राज्य',
  stateWhy: 'GST सीमाएँ, प्रोफ़ेशनल टैक्स और नियत तारीखें राज्य के अनुसार बदलती हैं।',
  otherStates: 'अन्य राज्य जहाँ आपके कर्मचारी काम करते हैं',
  otherStatesWhy: 'प्रोफ़ेशनल टैक्स वहाँ लगता है जहाँ लोग काम करते हैं।',
  employees: 'आपके यहाँ काम करने वाले लोग',
  employeesWhy: 'कर्मचारी और कर्मकार, ठेकेदारों के ज़रिए रखे गए लोगों सहित: PF, ESI और POSH इन सबको गिनते हैं।',
  employeesName: 'लोगों की संख्या',
  contract: 'इनमें से ठेकेदारों के ज़रिए',
  contractWhy: 'ठेका श्रम के नियम केवल इन्हें गिनते हैं।',
  contractName: 'ठेका कर्मकारों की संख्या',
  contractTooMany: 'ठेका कर्मकार आपके यहाँ काम करने वाले लोगों में शामिल हैं: उनकी संख्या कुल लोगों से अधिक न लिखें।',
  hazardous: 'कुछ काम अधिसूचित खतरनाक या जानलेवा व्यवसाय में होता है',
  hazardousWhy: 'तब ESI लागू होता है, आकार चाहे जो हो।',
  turnover: 'वित्त वर्ष में टर्नओवर',
  turnoverWhy: 'GST पंजीकरण, ई-इनवॉइसिंग और GSTR-9 टर्नओवर से तय होते हैं। जैसे 35 लाख या 2 करोड़।',
  turnoverName: 'टर्नओवर',
  supply: 'आप आपूर्ति करते हैं',
  supplyWhy: 'केवल माल के लिए GST सीमा ऊँची हो सकती है।',
  supplies: { goods: 'केवल माल', services: 'केवल सेवाएँ', both: 'माल और सेवाएँ' },
  sells: 'आप कैसे बेचते हैं',
  ecommerce: 'ई-कॉमर्स ऑपरेटर (मार्केटप्लेस) के ज़रिए',
  interstate: 'दूसरे राज्यों के खरीदारों को माल',
  pays: 'आप भुगतान करते हैं',
  paysWhy: 'इन भुगतानों से स्रोत पर कर काटा जाता है, और मजदूरी चुकाने की नियत तारीखें होती हैं।',
  salaries: 'वेतन या मजदूरी',
  rent: 'किराया',
  contractors: 'ठेकेदारों या पेशेवरों को',
  premises: 'आपकी कोई दुकान, कार्यालय या अन्य परिसर है',
  premisesWhy: 'हर परिसर का पंजीकरण राज्य के दुकान और स्थापन अधिनियम के तहत होता है।',
  waiting: 'क्या लागू होता है, यह देखने के लिए व्यवसाय का प्रकार और राज्य चुनें।',
  result: 'आपके व्यवसाय पर क्या लागू होता है',
  summary: (applies, registrations) =>
    `${applies} दायित्व लागू ${applies === 1 ? 'होता है' : 'होते हैं'}${registrations > 0 ? `, जिनकी नियत तारीखें कैलेंडर के ${registrations} ${registrations === 1 ? 'हिस्से' : 'हिस्सों'} में हैं` : ''}।`,
  groups: {
    registration: 'ज़रूरी पंजीकरण',
    recurring: 'रिटर्न और भुगतान',
    standing: 'स्थायी दायित्व',
  },
  why: 'क्यों',
  todo: 'क्या करें',
  nextDue: (date, name) => `अगली नियत तारीख: ${date} (${name})`,
  sources: 'स्रोत',
  unconfirmed: (what) => `पुष्टि नहीं हुई: ${what}।`,
  notYet: 'अभी लागू नहीं होता',
  next: 'बढ़ने पर क्या बदलता है',
  actions: 'इस सूची पर काम करें',
  toCalendar: 'इन्हें मेरे कैलेंडर में जोड़ें',
  toReminders: 'मुझे ईमेल रिमाइंडर भेजें',
  toLead: 'ये काम हमें सौंपें',
  share: 'इस सूची का लिंक',
  shareHint: 'पते में केवल आपके उत्तर हैं, आपके बारे में कुछ नहीं: इसे अपने अकाउंटेंट को भेजें।',
  copy: 'लिंक कॉपी करें',
  copied: 'लिंक कॉपी हो गया।',
  copyFailed: 'कॉपी नहीं हो सका: पता चुनकर कॉपी करें।',
  print: 'प्रिंट करें',
  none: 'इन उत्तरों के आधार पर अभी कुछ लागू नहीं होता।',
};

export const checkupFormWords: Record<Language, CheckupFormWords> = { en: formEn, hi: formHi };
