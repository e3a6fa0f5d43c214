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
import { calculateEsi } from '../tools/esi.ts';
import { formatRupees } from '../tools/input.ts';

/** The ESI contribution calculator: one employee's month, and whether they are covered. */
export default function EsiCalculator() {
  const wages = useNumberField('18,000', { name: 'the gross monthly wages', example: '18,000' });
  const employees = useNumberField('15', {
    name: 'the number of employees',
    example: '15',
    whole: true,
  });
  const [disabled, setDisabled] = useState(false);
  const [coveredAtPeriodStart, setCoveredAtPeriodStart] = useState(false);
  const [lowWage, setLowWage] = useState(false);

  const values = allValid({ wages: wages.parsed, employees: employees.parsed });
  const result = values
    ? calculateEsi({ ...values, disabled, coveredAtPeriodStart, lowWage })
    : null;

  return (
    <ToolForm label="ESI contribution calculator">
      <NumberField
        label="Gross monthly wages (₹)"
        hint="Everything paid for the month, including allowances."
        field={wages}
      />
      <NumberField label="Employees in the establishment" field={employees} />
      <Checkbox
        label="The employee has a disability"
        hint={`The ceiling is then ${formatRupees(esi_wageCeilingDisabled)} instead of ${formatRupees(esi_wageCeiling)}.`}
        checked={disabled}
        onChange={setDisabled}
      />
      <Checkbox
        label="The employee was covered at the start of the current contribution period"
        hint={`The periods are ${esi_contributionPeriods}.`}
        checked={coveredAtPeriodStart}
        onChange={setCoveredAtPeriodStart}
      />
      <Checkbox
        label={`The employee's average daily wage is ${formatRupees(esi_lowWageDaily)} or less`}
        hint="Such employees pay no share; the employer still pays."
        checked={lowWage}
        onChange={setLowWage}
      />
      <ResultPanel title="ESI contributions for the month">
        {result ? (
          <>
            <p className="font-medium text-slate-900">{result.summary}</p>
            <Figures
              rows={[
                {
                  label: `Employee's share (${esi_employeeRate}%)`,
                  value: formatRupees(result.employee),
                },
                {
                  label: `Employer's share (${esi_employerRate}%)`,
                  value: formatRupees(result.employer),
                },
                { label: 'Total to ESIC', value: formatRupees(result.total), total: true },
              ]}
            />
            <Reasons items={[...result.reasons, result.applicability]} />
          </>
        ) : null}
      </ResultPanel>
    </ToolForm>
  );
}
