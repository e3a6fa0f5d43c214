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
  esi_employeeRate,
  esi_employerRate,
  esi_lowWageDaily,
  esi_wageCeiling,
  esi_wageCeilingDisabled,
} from '../generated/fact-values.ts';
import { esi } from '../generated/messages/esi.ts';
import { useLanguage, useMessages } from '../lib/language.ts';
import { calculateEsi, esiContributionPeriodsIn } from '../tools/esi.ts';
import { formatRupees } from '../tools/input.ts';

/** The ESI contribution calculator: one employee's month, and whether they are covered. */
export default function EsiCalculator() {
  const language = useLanguage();
  const t = useMessages(esi);
  const wages = useNumberField('18,000', { name: t.wagesName, example: '18,000' }, language);
  const employees = useNumberField(
    '15',
    { name: t.employeesName, example: '15', whole: true },
    language,
  );
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
        hint={t.disabledHint({
          ceiling: formatRupees(esi_wageCeiling),
          disabledCeiling: formatRupees(esi_wageCeilingDisabled),
        })}
        checked={disabled}
        onChange={setDisabled}
      />
      <Checkbox
        label={t.coveredAtStart}
        hint={t.coveredAtStartHint({ periods: esiContributionPeriodsIn(language) })}
        checked={coveredAtPeriodStart}
        onChange={setCoveredAtPeriodStart}
      />
      <Checkbox
        label={t.lowWage({ limit: formatRupees(esi_lowWageDaily) })}
        hint={t.lowWageHint}
        checked={lowWage}
        onChange={setLowWage}
      />
      <ResultPanel title={t.result}>
        {result ? (
          <>
            <p className="font-medium text-slate-900">{result.summary}</p>
            <Figures
              rows={[
                {
                  label: t.employee({ rate: esi_employeeRate }),
                  value: formatRupees(result.employee),
                },
                {
                  label: t.employer({ rate: esi_employerRate }),
                  value: formatRupees(result.employer),
                },
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
