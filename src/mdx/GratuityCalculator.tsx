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
import {
  calculateGratuity,
  type Employment,
  type Exit,
  fixedTermYears,
  qualifyingYears,
} from '../tools/gratuity.ts';
import { formatRupees } from '../tools/input.ts';

const yearsLabel = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

/** The gratuity calculator: eligibility, the formula with the figures, and the cap. */
export default function GratuityCalculator() {
  const wages = useNumberField('60,000', {
    name: 'the last drawn monthly wages',
    example: '60,000',
  });
  const years = useNumberField('10', {
    name: 'the completed years of service',
    example: '10',
    whole: true,
    max: { value: 80, message: 'Enter the completed years of service, 80 at most.' },
  });
  const months = useNumberField('0', {
    name: 'the months beyond the completed years',
    example: '7',
    whole: true,
    max: { value: 11, message: 'Months beyond the completed years run from 0 to 11.' },
  });
  const [employment, setEmployment] = useState<Employment>('regular');
  const [exit, setExit] = useState<Exit>('leaving');

  const values = allValid({ wages: wages.parsed, years: years.parsed, months: months.parsed });
  const result = values ? calculateGratuity({ ...values, employment, exit }) : null;

  return (
    <ToolForm label="Gratuity calculator">
      <NumberField
        label="Last drawn monthly wages (₹)"
        hint="Basic pay and dearness allowance."
        field={wages}
        wide
      />
      <NumberField label="Completed years of service" field={years} />
      <NumberField label="Further months of service" hint="0 to 11." field={months} />
      <Choice<Employment>
        legend="Type of employment"
        value={employment}
        onChange={setEmployment}
        options={[
          {
            value: 'regular',
            label: `Permanent or other regular employment (qualifies after ${yearsLabel(qualifyingYears)})`,
          },
          {
            value: 'fixed-term',
            label: `Fixed-term employment (qualifies after ${yearsLabel(fixedTermYears)})`,
          },
        ]}
      />
      <Choice<Exit>
        legend="How the employment ends"
        value={exit}
        onChange={setExit}
        options={[
          {
            value: 'leaving',
            label: 'Resignation, retirement, superannuation, termination or end of contract',
          },
          { value: 'death-disablement', label: 'Death or disablement (no minimum service)' },
        ]}
      />
      <ResultPanel title="Gratuity payable">
        {result ? (
          <>
            <p className="font-medium text-slate-900">{result.eligibility}</p>
            <p className="mt-2 tabular-nums">
              {result.eligible ? 'Formula: ' : 'Formula, once eligible: '}
              {result.formula}
            </p>
            <Figures
              rows={[
                { label: 'Gratuity payable', value: formatRupees(result.amount), total: true },
              ]}
            />
            <Reasons items={result.reasons} />
          </>
        ) : null}
      </ResultPanel>
    </ToolForm>
  );
}
