import { useState } from 'react';
import {
  allValid,
  Checkbox,
  Figures,
  NumberField,
  Reasons,
  ResultPanel,
  ToolForm,
  useNumberField,
} from '../components/tool-fields.tsx';
import {
  esi_contributionPeriods,
  esi_employeeRate,
  esi_employerRate,
  esi_lowWageDaily,
  esi_wageCeiling,
  esi_wageCeilingDisabled,
} from '../generated/fact-values.ts';
import { type Language, useLanguage } from '../lib/language.ts';
import { calculateEsi, esiContributionPeriodsHi } from '../tools/esi.ts';
import { formatRupees } from '../tools/input.ts';

const ceiling = formatRupees(esi_wageCeiling);
const ceilingDisabled = formatRupees(esi_wageCeilingDisabled);
const lowWageDaily = formatRupees(esi_lowWageDaily);

const words = {
  en: {
    form: 'ESI contribution calculator',
    wages: 'Gross monthly wages (₹)',
    wagesHint: 'Everything paid for the month, including allowances.',
    wagesField: { name: 'the gross monthly wages', example: '18,000' },
    employees: 'Employees in the establishment',
    employeesField: { name: 'the number of employees', example: '15' },
    disabled: 'The employee has a disability',
    disabledHint: `The ceiling is then ${ceilingDisabled} instead of ${ceiling}.`,
    coveredAtStart: 'The employee was covered at the start of the current contribution period',
    coveredAtStartHint: `The periods are ${esi_contributionPeriods}.`,
    lowWage: `The employee's average daily wage is ${lowWageDaily} or less`,
    lowWageHint: 'Such employees pay no share; the employer still pays.',
    result: 'ESI contributions for the month',
    employee: `Employee's share (${esi_employeeRate}%)`,
    employer: `Employer's share (${esi_employerRate}%)`,
    total: 'Total to ESIC',
  },
  hi: {
    form: 'ESI अंशदान कैलकुलेटर',
    wages: 'सकल मासिक मजदूरी (₹)',
    wagesHint: 'महीने के लिए दिया गया सब कुछ, भत्तों सहित।',
    wagesField: { name: 'सकल मासिक मजदूरी', example: '18,000' },
    employees: 'स्थापन में कर्मचारियों की संख्या',
    employeesField: { name: 'कर्मचारियों की संख्या', example: '15' },
    disabled: 'कर्मचारी दिव्यांग है',
    disabledHint: `तब सीमा ${ceiling} के बजाय ${ceilingDisabled} होती है।`,
    coveredAtStart: 'कर्मचारी मौजूदा अंशदान अवधि की शुरुआत में कवर था',
    coveredAtStartHint: `अंशदान अवधियाँ: ${esiContributionPeriodsHi}।`,
    lowWage: `कर्मचारी की औसत दैनिक मजदूरी ${lowWageDaily} या उससे कम है`,
    lowWageHint: 'ऐसे कर्मचारी अपना हिस्सा नहीं देते; नियोजक फिर भी अपना हिस्सा देता है।',
    result: 'इस महीने का ESI अंशदान',
    employee: `कर्मचारी का हिस्सा (${esi_employeeRate}%)`,
    employer: `नियोजक का हिस्सा (${esi_employerRate}%)`,
    total: 'ESIC को कुल',
  },
} satisfies Record<Language, unknown>;

/** The ESI contribution calculator: one employee's month, and whether they are covered. */
export default function EsiCalculator() {
  const language = useLanguage();
  const t = words[language];
  const wages = useNumberField('18,000', t.wagesField, language);
  const employees = useNumberField('15', { ...t.employeesField, whole: true }, language);
  const [disabled, setDisabled] = useState(false);
  const [coveredAtPeriodStart, setCoveredAtPeriodStart] = useState(false);
  const [lowWage, setLowWage] = useState(false);

  const values = allValid({ wages: wages.parsed, employees: employees.parsed });
  const result = values
    ? calculateEsi({ ...values, disabled, coveredAtPeriodStart, lowWage }, language)
    : null;

  return (
    <ToolForm label={t.form}>
      <NumberField label={t.wages} hint={t.wagesHint} field={wages} />
      <NumberField label={t.employees} field={employees} />
      <Checkbox
        label={t.disabled}
        hint={t.disabledHint}
        checked={disabled}
        onChange={setDisabled}
      />
      <Checkbox
        label={t.coveredAtStart}
        hint={t.coveredAtStartHint}
        checked={coveredAtPeriodStart}
        onChange={setCoveredAtPeriodStart}
      />
      <Checkbox label={t.lowWage} hint={t.lowWageHint} checked={lowWage} onChange={setLowWage} />
      <ResultPanel title={t.result}>
        {result ? (
          <>
            <p className="font-medium text-slate-900">{result.summary}</p>
            <Figures
              rows={[
                { label: t.employee, value: formatRupees(result.employee) },
                { label: t.employer, value: formatRupees(result.employer) },
                { label: t.total, value: formatRupees(result.total), total: true },
              ]}
            />
            <Reasons items={[...result.reasons, result.applicability]} />
          </>
        ) : null}
      </ResultPanel>
    </ToolForm>
  );
}
