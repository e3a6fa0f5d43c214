import { useState } from 'react';
import {
  Checkbox,
  Choice,
  Figures,
  NumberField,
  Reasons,
  ResultPanel,
  SelectField,
  ToolForm,
  useNumberField,
} from '../components/tool-fields.tsx';
import {
  type CompulsoryCase,
  checkGstRegistration,
  compulsoryCases,
  gstStates,
  type SupplyKind,
} from '../tools/gst-threshold.ts';
import { formatLakh } from '../tools/input.ts';

const stateNames = gstStates.map((s) => s.name);
const caseKeys = Object.keys(compulsoryCases) as CompulsoryCase[];

/** The GST registration check: the turnover limit for the business, and the compulsory cases. */
export default function GstThresholdCheck() {
  const [supply, setSupply] = useState<SupplyKind>('goods');
  const [state, setState] = useState('Maharashtra');
  const turnover = useNumberField('35,00,000', {
    name: 'the aggregate turnover',
    example: '35,00,000 or 35 lakh',
    units: true,
  });
  const [excludedGoods, setExcludedGoods] = useState(false);
  const [compulsory, setCompulsory] = useState<CompulsoryCase[]>([]);

  const result = turnover.parsed.ok
    ? checkGstRegistration({
        supply,
        state,
        turnover: turnover.parsed.value,
        excludedGoods,
        compulsory,
      })
    : null;
  const toggle = (key: CompulsoryCase, on: boolean) =>
    setCompulsory((list) => (on ? [...list, key] : list.filter((k) => k !== key)));

  return (
    <ToolForm label="GST registration threshold check">
      <Choice<SupplyKind>
        legend="What the business supplies"
        value={supply}
        onChange={setSupply}
        options={[
          { value: 'goods', label: 'Goods only' },
          { value: 'services', label: 'Services, or goods and services' },
        ]}
      />
      <SelectField
        label="State or Union territory it supplies from"
        value={state}
        options={stateNames}
        onChange={setState}
      />
      <NumberField
        label="Aggregate turnover in the financial year (₹)"
        hint="All supplies under the PAN across India, exempt supplies and exports included, without GST."
        field={turnover}
      />
      {supply === 'goods' ? (
        <Checkbox
          label="Supplies ice cream, pan masala or tobacco products"
          checked={excludedGoods}
          onChange={setExcludedGoods}
        />
      ) : null}
      <fieldset className="sm:col-span-2">
        <legend className="font-semibold text-slate-900">The business (tick any that apply)</legend>
        <div className="mt-1.5 grid gap-2">
          {caseKeys.map((key) => (
            <Checkbox
              key={key}
              label={compulsoryCases[key].label}
              checked={compulsory.includes(key)}
              onChange={(on) => toggle(key, on)}
            />
          ))}
        </div>
      </fieldset>
      <ResultPanel title="GST registration">
        {result ? (
          <>
            <p className="font-medium text-slate-900">{result.summary}</p>
            <Figures
              rows={[
                { label: 'Turnover limit for this business', value: formatLakh(result.threshold) },
              ]}
            />
            <Reasons items={result.reasons} />
          </>
        ) : null}
      </ResultPanel>
    </ToolForm>
  );
}
