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
import { pf } from '../generated/messages/pf.ts';
import { formatFact } from '../lib/facts.ts';
import { useLanguage, useMessages } from '../lib/language.ts';
import { formatRupees } from '../tools/input.ts';
import { calculatePf, type PfBasis } from '../tools/pf.ts';

const ceiling = formatRupees(pf_wageCeiling);

/** The PF contribution calculator: one employee's month, worked out as the wages are typed. */
export default function PfCalculator() {
  const language = useLanguage();
  const t = useMessages(pf);
  const wages = useNumberField('40,000', { name: t.wagesName, example: '40,000' }, language);
  const employees = useNumberField(
    '25',
    { name: t.employeesName, example: '25', whole: true },
    language,
  );
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
        legend={t.basis({ ceiling })}
        value={basis}
        onChange={setBasis}
        options={[
          { value: 'ceiling', label: t.onCeiling({ ceiling }) },
          { value: 'actual', label: t.onActual },
        ]}
      />
      <Checkbox
        label={t.reducedRate({ rate: pf_reducedRate })}
        hint={t.reducedRateHint({ rate: pf_employeeRate })}
        checked={reducedRate}
        onChange={setReducedRate}
      />
      <Checkbox
        label={t.eps}
        hint={t.epsHint({
          date: formatFact({ value: pf_epsCutOffDate, unit: 'date' }, language),
          ceiling,
        })}
        checked={epsMember}
        onChange={setEpsMember}
      />
      <ResultPanel title={t.result}>
        {result ? (
          <>
            <p className="font-medium text-slate-900">{result.applicability}</p>
            <Figures
              rows={[
                { label: t.employee({ rate: result.rate }), value: formatRupees(result.employee) },
                {
                  label: t.employer({ rate: result.rate }),
                  value: formatRupees(result.employerShare),
                },
                { label: t.ofWhichEps, value: formatRupees(result.eps), sub: true },
                { label: t.ofWhichEpf, value: formatRupees(result.employerEpf), sub: true },
                { label: t.edli({ rate: pf_edliRate }), value: formatRupees(result.edli) },
                { label: t.admin({ rate: pf_adminRate }), value: formatRupees(result.admin) },
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
