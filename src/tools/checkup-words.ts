/**
 * Every word the compliance check-up shows, by language: its questions, the reasons it gives and
 * its results. The rules' own words are content (content/data/obligations.yaml and
 * content/hi/data/obligations.yaml); these are the interface's.
 */
import { ENTITY_NAMES_EN } from '../../supabase/functions/_shared/checkup-answers.ts';
import type { AnswerFlag, EntityKind } from '../content/checkup-schema.ts';
import type { Language } from '../lib/languages.ts';

export interface CheckupWords {
  entities: Record<EntityKind, string>;
  /** "a private limited company": the entity as a sentence names it. */
  entityArticle: Record<EntityKind, string>;
  flags: Record<AnswerFlag, string>;
  flagsNot: Record<AnswerFlag, string>;
  employeesMet: (n: string, t: string) => string;
  employeesNotMet: (n: string, t: string) => string;
  contractMet: (n: string, t: string) => string;
  contractNotMet: (n: string, t: string) => string;
  turnoverMet: (n: string, t: string) => string;
  turnoverNotMet: (n: string, t: string) => string;
  entityMet: (entity: string) => string;
  entityNotMet: (entity: string, wanted: string) => string;
  stateMet: (state: string, label: string) => string;
  stateNotMet: (states: string, label: string) => string;
  or: string;
  and: string;
  gstNotRequired: string;
  nextAt: (n: string) => string;
  people: (n: number) => string;
}

const en: CheckupWords = {
  entities: ENTITY_NAMES_EN,
  entityArticle: {
    proprietorship: 'a proprietorship',
    partnership: 'a partnership firm',
    llp: 'an LLP',
    'private-company': 'a private limited company',
    opc: 'a one person company',
    'public-company': 'a public company',
    unregistered: 'not registered yet',
  },
  flags: {
    hazardous:
      'Some work is in a hazardous or life-threatening occupation notified under the Code.',
    ecommerce: 'You sell through an e-commerce operator.',
    interstate: 'You supply goods to other states.',
    salaries: 'You pay salaries or wages.',
    rent: 'You pay rent.',
    contractors: 'You pay contractors or professionals.',
    premises: 'You have a shop, office or other premises.',
  },
  flagsNot: {
    hazardous: 'It applies to notified hazardous work; you have none.',
    ecommerce: 'It applies when you sell through an e-commerce operator.',
    interstate: 'It applies when you supply goods to other states.',
    salaries: 'It applies once you pay salaries or wages.',
    rent: 'It applies when you pay rent.',
    contractors: 'It applies when you pay contractors or professionals.',
    premises: 'It applies once you have premises.',
  },
  employeesMet: (n, t) => `You have ${n} working for you; it applies from ${t}.`,
  employeesNotMet: (n, t) => `Not yet: it applies from ${t}; you have ${n}.`,
  contractMet: (n, t) => `${n} of them work through contractors; it applies from ${t}.`,
  contractNotMet: (n, t) => `Not yet: it applies from ${t} contract workers; you have ${n}.`,
  turnoverMet: (n, t) => `Your turnover of ${n} is above ${t}.`,
  turnoverNotMet: (n, t) => `Not needed: it applies above ${t} of turnover; yours is ${n}.`,
  entityMet: (entity) => `You are ${entity}.`,
  entityNotMet: (entity, wanted) => `It applies to ${wanted}; you are ${entity}.`,
  stateMet: (state, label) => `${state} ${label}.`,
  stateNotMet: (states, label) => `${states} ${label}.`,
  or: 'or',
  and: 'and',
  gstNotRequired: 'GST registration is not required yet.',
  nextAt: (n) => `At ${n}`,
  people: (n) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'person' : 'people'}`,
};

const hi: CheckupWords = {
  entities: {
    proprietorship: 'एकल स्वामित्व (प्रोप्राइटरशिप)',
    partnership: 'साझेदारी फ़र्म',
    llp: 'सीमित दायित्व भागीदारी (LLP)',
    'private-company': 'प्राइवेट लिमिटेड कंपनी',
    opc: 'एक व्यक्ति कंपनी (OPC)',
    'public-company': 'पब्लिक कंपनी',
    unregistered: 'अभी पंजीकृत नहीं',
  },
  entityArticle: {
    proprietorship: 'एकल स्वामित्व',
    partnership: 'साझेदारी फ़र्म',
    llp: 'LLP',
    'private-company': 'प्राइवेट लिमिटेड कंपनी',
    opc: 'एक व्यक्ति कंपनी',
    'public-company': 'पब्लिक कंपनी',
    unregistered: 'अभी पंजीकृत नहीं',
  },
  flags: {
    hazardous:
      'आपका कुछ काम सामाजिक सुरक्षा संहिता के तहत अधिसूचित किसी खतरनाक या जानलेवा व्यवसाय में होता है।',
    ecommerce: 'आप ई-कॉमर्स ऑपरेटर के ज़रिए बेचते हैं।',
    interstate: 'आप दूसरे राज्यों में माल की आपूर्ति करते हैं।',
    salaries: 'आप वेतन या मजदूरी देते हैं।',
    rent: 'आप किराया देते हैं।',
    contractors: 'आप ठेकेदारों या पेशेवरों को भुगतान करते हैं।',
    premises: 'आपकी कोई दुकान, कार्यालय या अन्य परिसर है।',
  },
  flagsNot: {
    hazardous: 'यह अधिसूचित खतरनाक काम पर लागू होता है; आपके यहाँ ऐसा कोई काम नहीं है।',
    ecommerce: 'यह तब लागू होता है जब आप ई-कॉमर्स ऑपरेटर के ज़रिए बेचते हैं।',
    interstate: 'यह तब लागू होता है जब आप दूसरे राज्यों में माल की आपूर्ति करते हैं।',
    salaries: 'यह तब लागू होता है जब आप वेतन या मजदूरी देते हैं।',
    rent: 'यह तब लागू होता है जब आप किराया देते हैं।',
    contractors: 'यह तब लागू होता है जब आप ठेकेदारों या पेशेवरों को भुगतान करते हैं।',
    premises: 'यह तब लागू होता है जब आपकी कोई दुकान, कार्यालय या अन्य परिसर हो।',
  },
  employeesMet: (n, t) => `आपके यहाँ ${n} काम करते हैं; यह ${t} से लागू होता है।`,
  employeesNotMet: (n, t) => `अभी नहीं: यह ${t} से लागू होता है; आपके यहाँ ${n} हैं।`,
  contractMet: (n, t) => `इनमें से ${n} ठेकेदारों के ज़रिए काम करते हैं; यह ${t} से लागू होता है।`,
  contractNotMet: (n, t) => `अभी नहीं: यह ${t} ठेका कर्मकारों से लागू होता है; आपके यहाँ ${n} हैं।`,
  turnoverMet: (n, t) => `आपका ${n} का टर्नओवर ${t} से अधिक है।`,
  turnoverNotMet: (n, t) => `ज़रूरी नहीं: यह ${t} से अधिक टर्नओवर पर लागू होता है; आपका टर्नओवर ${n} है।`,
  entityMet: (entity) => `आपका व्यवसाय: ${entity}।`,
  entityNotMet: (entity, wanted) => `यह ${wanted} पर लागू होता है; आपका व्यवसाय: ${entity}।`,
  stateMet: (state, label) => `${state} ${label}।`,
  stateNotMet: (states, label) => `${states} ${label}।`,
  or: 'या',
  and: 'और',
  gstNotRequired: 'अभी GST पंजीकरण ज़रूरी नहीं है।',
  nextAt: (n) => `${n} होने पर`,
  people: (n) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'व्यक्ति' : 'लोग'}`,
};

export const checkupWords: Record<Language, CheckupWords> = { en, hi };

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
