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
import { formatRupees } from '../tools/input.ts';
import { calculatePf, type PfBasis } from '../tools/pf.ts';

/** The PF contribution calculator: one employee's month, worked out as the wages are typed. */
export default function PfCalculator() {
  const wages = useNumberField('40,000', { name: 'the monthly PF wages', example: '40,000' });
  const employees = useNumberField('25', {
    name: 'the number of employees',
    example: '25',
    whole: true,
  });
  const [voluntary, setVoluntary] = useState(false);
  const [basis, setBasis] = useState<PfBasis>('ceiling');
  const [reducedRate, setReducedRate] = useState(false);
  const [epsMember, setEpsMember] = useState(true);

  const values = allValid({ wages: wages.parsed, employees: employees.parsed });
  const result = values
    ? calculatePf({ ...values, voluntary, basis, reducedRate, epsMember })
    : null;

  return (
    <ToolForm label="PF contribution calculator">
      <NumberField
        label="Monthly PF wages (₹)"
        hint="Basic pay, dearness allowance and retaining allowance."
        field={wages}
      />
      <NumberField label="Employees in the establishment" field={employees} />
      {values && values.employees < pf_threshold ? (
        <Checkbox
          label="The establishment has joined PF voluntarily"
          checked={voluntary}
          onChange={setVoluntary}
        />
      ) : null}
      <Choice<PfBasis>
        legend={`Wages above ${formatRupees(pf_wageCeiling)}: contribute on`}
        value={basis}
        onChange={setBasis}
        options={[
          {
            value: 'ceiling',
            label: `The ceiling of ${formatRupees(pf_wageCeiling)} (what the law requires)`,
          },
          { value: 'actual', label: 'The actual wages (a joint choice of employee and employer)' },
        ]}
      />
      <Checkbox
        label={`The reduced ${pf_reducedRate}% rate applies to this establishment`}
        hint={`Only notified classes of establishment; most pay ${pf_employeeRate}%.`}
        checked={reducedRate}
        onChange={setReducedRate}
      />
      <Checkbox
        label="The employee is in the pension scheme (EPS)"
        hint={`Not for someone who joined PF after ${pf_epsCutOffDate} with wages above ${formatRupees(pf_wageCeiling)}.`}
        checked={epsMember}
        onChange={setEpsMember}
      />
      <ResultPanel title="PF contributions for the month">
        {result ? (
          <>
            <p className="font-medium text-slate-900">{result.applicability}</p>
            <Figures
              rows={[
                {
                  label: `Employee's share (${result.rate}%)`,
                  value: formatRupees(result.employee),
                },
                {
                  label: `Employer's share (${result.rate}%)`,
                  value: formatRupees(result.employerShare),
                },
                { label: 'of which pension (EPS)', value: formatRupees(result.eps), sub: true },
                {
                  label: 'of which PF account (EPF)',
                  value: formatRupees(result.employerEpf),
                  sub: true,
                },
                { label: `EDLI insurance (${pf_edliRate}%)`, value: formatRupees(result.edli) },
                { label: `Admin charges (${pf_adminRate}%)`, value: formatRupees(result.admin) },
                {
                  label: 'Employer pays on top of wages',
                  value: formatRupees(result.employerCost),
                  total: true,
                },
                {
                  label: 'Total deposited with EPFO',
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
