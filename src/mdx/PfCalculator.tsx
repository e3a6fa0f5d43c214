import { useState } from 'react';
import {
  allValid,
  Checkbox,
  Choice,
  Figures,
  NumberField,
  Reasons,
  ResultPanel,
  ToolForm,
  useNumberField,
} from '../components/tool-fields.tsx';
import {
  pf_adminRate,
  pf_edliRate,
  pf_employeeRate,
  pf_epsCutOffDate,
  pf_reducedRate,
  pf_threshold,
  pf_wageCeiling,
} from '../generated/fact-values.ts';
import { formatFact } from '../lib/facts.ts';
import { type Language, useLanguage } from '../lib/language.ts';
import { formatRupees } from '../tools/input.ts';
import { calculatePf, type PfBasis } from '../tools/pf.ts';

const ceiling = formatRupees(pf_wageCeiling);

const words = {
  en: {
    form: 'PF contribution calculator',
    wages: 'Monthly PF wages (₹)',
    wagesHint: 'Basic pay, dearness allowance and retaining allowance.',
    wagesField: { name: 'the monthly PF wages', example: '40,000' },
    employees: 'Employees in the establishment',
    employeesField: { name: 'the number of employees', example: '25' },
    voluntary: 'The establishment has joined PF voluntarily',
    basis: `Wages above ${ceiling}: contribute on`,
    onCeiling: `The ceiling of ${ceiling} (what the law requires)`,
    onActual: 'The actual wages (a joint choice of employee and employer)',
    reducedRate: `The reduced ${pf_reducedRate}% rate applies to this establishment`,
    reducedRateHint: `Only notified classes of establishment; most pay ${pf_employeeRate}%.`,
    eps: 'The employee is in the pension scheme (EPS)',
    epsHint: `Not for someone who joined PF after ${pf_epsCutOffDate} with wages above ${ceiling}.`,
    result: 'PF contributions for the month',
    employee: (rate: number) => `Employee's share (${rate}%)`,
    employer: (rate: number) => `Employer's share (${rate}%)`,
    ofWhichEps: 'of which pension (EPS)',
    ofWhichEpf: 'of which PF account (EPF)',
    edli: `EDLI insurance (${pf_edliRate}%)`,
    admin: `Admin charges (${pf_adminRate}%)`,
    employerCost: 'Employer pays on top of wages',
    totalDeposit: 'Total deposited with EPFO',
  },
  hi: {
    form: 'PF अंशदान कैलकुलेटर',
    wages: 'मासिक PF मजदूरी (₹)',
    wagesHint: 'मूल वेतन, महँगाई भत्ता और प्रतिधारण भत्ता।',
    wagesField: { name: 'मासिक PF मजदूरी', example: '40,000' },
    employees: 'स्थापन में कर्मचारियों की संख्या',
    employeesField: { name: 'कर्मचारियों की संख्या', example: '25' },
    voluntary: 'स्थापन स्वेच्छा से PF में शामिल हुआ है',
    basis: `${ceiling} से अधिक मजदूरी होने पर अंशदान का आधार`,
    onCeiling: `${ceiling} की सीमा (कानून यही अनिवार्य करता है)`,
    onActual: 'वास्तविक मजदूरी (कर्मचारी और नियोजक मिलकर यह चुन सकते हैं)',
    reducedRate: `इस स्थापन पर ${pf_reducedRate}% की घटी हुई दर लागू होती है`,
    reducedRateHint: `केवल स्थापनों के अधिसूचित वर्गों पर; ज़्यादातर स्थापन ${pf_employeeRate}% देते हैं।`,
    eps: 'कर्मचारी पेंशन योजना (EPS) में है',
    epsHint: `उस कर्मचारी के लिए नहीं, जो ${formatFact({ value: pf_epsCutOffDate, unit: 'date' }, 'hi')} के बाद ${ceiling} से अधिक मजदूरी पर PF में शामिल हुआ।`,
    result: 'इस महीने का PF अंशदान',
    employee: (rate: number) => `कर्मचारी का हिस्सा (${rate}%)`,
    employer: (rate: number) => `नियोजक का हिस्सा (${rate}%)`,
    ofWhichEps: 'इसमें से पेंशन (EPS)',
    ofWhichEpf: 'इसमें से PF खाता (EPF)',
    edli: `EDLI बीमा (${pf_edliRate}%)`,
    admin: `प्रशासनिक शुल्क (${pf_adminRate}%)`,
    employerCost: 'मजदूरी के ऊपर नियोजक का खर्च',
    totalDeposit: 'EPFO में कुल जमा',
  },
} satisfies Record<Language, unknown>;

/** The PF contribution calculator: one employee's month, worked out as the wages are typed. */
export default function PfCalculator() {
  const language = useLanguage();
  const t = words[language];
  const wages = useNumberField('40,000', t.wagesField, language);
  const employees = useNumberField('25', { ...t.employeesField, whole: true }, language);
  const [voluntary, setVoluntary] = useState(false);
  const [basis, setBasis] = useState<PfBasis>('ceiling');
  const [reducedRate, setReducedRate] = useState(false);
  const [epsMember, setEpsMember] = useState(true);

  const values = allValid({ wages: wages.parsed, employees: employees.parsed });
  const result = values
    ? calculatePf({ ...values, voluntary, basis, reducedRate, epsMember }, language)
    : null;

  return (
    <ToolForm label={t.form}>
      <NumberField label={t.wages} hint={t.wagesHint} field={wages} />
      <NumberField label={t.employees} field={employees} />
      {values && values.employees < pf_threshold ? (
        <Checkbox label={t.voluntary} checked={voluntary} onChange={setVoluntary} />
      ) : null}
      <Choice<PfBasis>
        legend={t.basis}
        value={basis}
        onChange={setBasis}
        options={[
          { value: 'ceiling', label: t.onCeiling },
          { value: 'actual', label: t.onActual },
        ]}
      />
      <Checkbox
        label={t.reducedRate}
        hint={t.reducedRateHint}
        checked={reducedRate}
        onChange={setReducedRate}
      />
      <Checkbox label={t.eps} hint={t.epsHint} checked={epsMember} onChange={setEpsMember} />
      <ResultPanel title={t.result}>
        {result ? (
          <>
            <p className="font-medium text-slate-900">{result.applicability}</p>
            <Figures
              rows={[
                { label: t.employee(result.rate), value: formatRupees(result.employee) },
                { label: t.employer(result.rate), value: formatRupees(result.employerShare) },
                { label: t.ofWhichEps, value: formatRupees(result.eps), sub: true },
                { label: t.ofWhichEpf, value: formatRupees(result.employerEpf), sub: true },
                { label: t.edli, value: formatRupees(result.edli) },
                { label: t.admin, value: formatRupees(result.admin) },
                {
                  label: t.employerCost,
                  value: formatRupees(result.employerCost),
                  total: true,
                },
                {
                  label: t.totalDeposit,
                  value: formatRupees(result.totalDeposit),
                  total: true,
                },
              ]}
            />
            <Reasons items={result.reasons} />
          </>
        ) : null}
      </ResultPanel>
    </ToolForm>
  );
}
