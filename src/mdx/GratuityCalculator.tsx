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
import { gratuity } from '../generated/messages/gratuity.ts';
import { useLanguage, useMessages } from '../lib/language.ts';
import {
  calculateGratuity,
  type Employment,
  type Exit,
  fixedTermYears,
  qualifyingYears,
} from '../tools/gratuity.ts';
import { formatRupees } from '../tools/input.ts';

/** The largest number each field takes (the words around it are the catalogue's). */
const MAX_YEARS = 80;
const MAX_MONTHS = 11;

/** The gratuity calculator: eligibility, the formula with the figures, and the cap. */
export default function GratuityCalculator() {
  const language = useLanguage();
  const t = useMessages(gratuity);
  const wages = useNumberField('60,000', { name: t.wagesName, example: '60,000' }, language);
  const years = useNumberField(
    '10',
    {
      name: t.yearsName,
      example: '10',
      whole: true,
      max: { value: MAX_YEARS, message: t.yearsMax({ max: MAX_YEARS }) },
    },
    language,
  );
  const months = useNumberField(
    '0',
    {
      name: t.monthsName,
      example: '7',
      whole: true,
      max: { value: MAX_MONTHS, message: t.monthsMax({ max: MAX_MONTHS }) },
    },
    language,
  );
  const [employment, setEmployment] = useState<Employment>('regular');
  const [exit, setExit] = useState<Exit>('leaving');

  const values = allValid({ wages: wages.parsed, years: years.parsed, months: months.parsed });
  const result = values ? calculateGratuity({ ...values, employment, exit }, language) : null;

  return (
    <ToolForm label={t.form}>
      <NumberField label={t.wages} hint={t.wagesHint} field={wages} wide />
      <NumberField label={t.years} field={years} />
      <NumberField label={t.months} hint={t.monthsHint({ max: MAX_MONTHS })} field={months} />
      <Choice<Employment>
        legend={t.employment}
        value={employment}
        onChange={setEmployment}
        options={[
          { value: 'regular', label: t.regular({ years: qualifyingYears }) },
          { value: 'fixed-term', label: t.fixedTerm({ years: fixedTermYears }) },
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
