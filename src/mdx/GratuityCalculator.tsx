import { useState } from 'react';
import {
  allValid,
  Choice,
  Figures,
  NumberField,
  Reasons,
  ResultPanel,
  ToolForm,
  useNumberField,
} from '../components/tool-fields.tsx';
import { type Language, useLanguage } from '../lib/language.ts';
import {
  calculateGratuity,
  type Employment,
  type Exit,
  fixedTermYears,
  qualifyingYears,
  yearsLabel,
} from '../tools/gratuity.ts';
import { formatRupees } from '../tools/input.ts';

const words = {
  en: {
    form: 'Gratuity calculator',
    wages: 'Last drawn monthly wages (₹)',
    wagesHint: 'Basic pay and dearness allowance.',
    wagesField: { name: 'the last drawn monthly wages', example: '60,000' },
    years: 'Completed years of service',
    yearsField: {
      name: 'the completed years of service',
      example: '10',
      max: { value: 80, message: 'Enter the completed years of service, 80 at most.' },
    },
    months: 'Further months of service',
    monthsHint: '0 to 11.',
    monthsField: {
      name: 'the months beyond the completed years',
      example: '7',
      max: { value: 11, message: 'Months beyond the completed years run from 0 to 11.' },
    },
    employment: 'Type of employment',
    regular: `Permanent or other regular employment (qualifies after ${yearsLabel(qualifyingYears, 'en')})`,
    fixedTerm: `Fixed-term employment (qualifies after ${yearsLabel(fixedTermYears, 'en')})`,
    exit: 'How the employment ends',
    leaving: 'Resignation, retirement, superannuation, termination or end of contract',
    death: 'Death or disablement (no minimum service)',
    result: 'Gratuity payable',
    formula: 'Formula: ',
    formulaOnceEligible: 'Formula, once eligible: ',
    payable: 'Gratuity payable',
  },
  hi: {
    form: 'उपदान (ग्रेच्युटी) कैलकुलेटर',
    wages: 'आखिरी मासिक मजदूरी (₹)',
    wagesHint: 'मूल वेतन और महँगाई भत्ता।',
    wagesField: { name: 'आखिरी मासिक मजदूरी', example: '60,000' },
    years: 'सेवा के पूरे किए गए वर्ष',
    yearsField: {
      name: 'सेवा के पूरे किए गए वर्ष',
      example: '10',
      max: { value: 80, message: 'सेवा के पूरे किए गए वर्ष दर्ज करें, अधिकतम 80।' },
    },
    months: 'सेवा के अतिरिक्त महीने',
    monthsHint: '0 से 11।',
    monthsField: {
      name: 'पूरे वर्षों के बाद के महीने',
      example: '7',
      max: { value: 11, message: 'पूरे वर्षों के बाद के महीने 0 से 11 तक होते हैं।' },
    },
    employment: 'रोज़गार का प्रकार',
    regular: `स्थायी या अन्य नियमित रोज़गार (${yearsLabel(qualifyingYears, 'hi')} के बाद पात्र)`,
    fixedTerm: `नियत अवधि रोज़गार (${yearsLabel(fixedTermYears, 'hi')} के बाद पात्र)`,
    exit: 'रोज़गार कैसे समाप्त होता है',
    leaving: 'त्यागपत्र, सेवानिवृत्ति, अधिवर्षिता (सुपरएनुएशन), सेवा-समाप्ति या अनुबंध की समाप्ति',
    death: 'मृत्यु या अपंगता (कोई न्यूनतम सेवा ज़रूरी नहीं)',
    result: 'देय उपदान',
    formula: 'सूत्र: ',
    formulaOnceEligible: 'पात्र होने पर सूत्र: ',
    payable: 'देय उपदान',
  },
} satisfies Record<Language, unknown>;

/** The gratuity calculator: eligibility, the formula with the figures, and the cap. */
export default function GratuityCalculator() {
  const language = useLanguage();
  const t = words[language];
  const wages = useNumberField('60,000', t.wagesField, language);
  const years = useNumberField('10', { ...t.yearsField, whole: true }, language);
  const months = useNumberField('0', { ...t.monthsField, whole: true }, language);
  const [employment, setEmployment] = useState<Employment>('regular');
  const [exit, setExit] = useState<Exit>('leaving');

  const values = allValid({ wages: wages.parsed, years: years.parsed, months: months.parsed });
  const result = values ? calculateGratuity({ ...values, employment, exit }, language) : null;

  return (
    <ToolForm label={t.form}>
      <NumberField label={t.wages} hint={t.wagesHint} field={wages} wide />
      <NumberField label={t.years} field={years} />
      <NumberField label={t.months} hint={t.monthsHint} field={months} />
      <Choice<Employment>
        legend={t.employment}
        value={employment}
        onChange={setEmployment}
        options={[
          { value: 'regular', label: t.regular },
          { value: 'fixed-term', label: t.fixedTerm },
        ]}
      />
      <Choice<Exit>
        legend={t.exit}
        value={exit}
        onChange={setExit}
        options={[
          { value: 'leaving', label: t.leaving },
          { value: 'death-disablement', label: t.death },
        ]}
      />
      <ResultPanel title={t.result}>
        {result ? (
          <>
            <p className="font-medium text-slate-900">{result.eligibility}</p>
            <p className="mt-2 tabular-nums">
              {result.eligible ? t.formula : t.formulaOnceEligible}
              {result.formula}
            </p>
            <Figures
              rows={[{ label: t.payable, value: formatRupees(result.amount), total: true }]}
            />
            <Reasons items={result.reasons} />
          </>
        ) : null}
      </ResultPanel>
    </ToolForm>
  );
}
