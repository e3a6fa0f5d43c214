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
import { gstThreshold } from '../generated/messages/gst-threshold.ts';
import { useLanguage, useMessages } from '../lib/language.ts';
import {
  type CompulsoryCase,
  checkGstRegistration,
  compulsoryCases,
  gstStates,
  type SupplyKind,
} from '../tools/gst-threshold.ts';
import { formatLakh } from '../tools/input.ts';
import { stateNameIn, statesInOrder } from '../tools/state-names.ts';

const stateNames = gstStates.map((s) => s.name);
/** The GST registration check: the turnover limit for the business, and the compulsory cases. */
export default function GstThresholdCheck() {
  const language = useLanguage();
  const t = useMessages(gstThreshold);
  // The States as the language lists them, each by its name in the language (the value stays
  // the English name).
  const stateLabels = Object.fromEntries(stateNames.map((n) => [n, stateNameIn(n, language)]));
  const [supply, setSupply] = useState<SupplyKind>('goods');
  const [state, setState] = useState('Maharashtra');
  const turnover = useNumberField(
    '35,00,000',
    { name: t.turnoverName, example: t.turnoverExample, units: true },
    language,
  );
  const [excludedGoods, setExcludedGoods] = useState(false);
  const [compulsory, setCompulsory] = useState<CompulsoryCase[]>([]);

  const result = turnover.parsed.ok
    ? checkGstRegistration(
        {
          supply,
          state,
          turnover: turnover.parsed.value,
          excludedGoods,
          compulsory,
        },
        language,
      )
    : null;
  const toggle = (key: CompulsoryCase, on: boolean) =>
    setCompulsory((list) => (on ? [...list, key] : list.filter((k) => k !== key)));

  return (
    <ToolForm label={t.form}>
      <Choice<SupplyKind>
        legend={t.supply}
        value={supply}
        onChange={setSupply}
        options={[
          { value: 'goods', label: t.goods },
          { value: 'services', label: t.services },
        ]}
      />
      <SelectField
        label={t.state}
        value={state}
        options={statesInOrder(stateNames, language)}
        labels={stateLabels}
        onChange={setState}
      />
      <NumberField label={t.turnover} hint={t.turnoverHint} field={turnover} />
      {supply === 'goods' ? (
        <Checkbox label={t.excludedGoods} checked={excludedGoods} onChange={setExcludedGoods} />
      ) : null}
      <fieldset className="sm:col-span-2">
        <legend className="font-semibold text-slate-900">{t.cases}</legend>
        <div className="mt-1.5 grid gap-2">
          {compulsoryCases.map((key) => (
            <Checkbox
              key={key}
              label={t[`${key}Label`]}
              checked={compulsory.includes(key)}
              onChange={(on) => toggle(key, on)}
            />
          ))}
        </div>
      </fieldset>
      <ResultPanel title={t.result}>
        {result ? (
          <>
            <p className="font-medium text-slate-900">{result.summary}</p>
            <Figures rows={[{ label: t.limit, value: formatLakh(result.threshold, language) }]} />
            <Reasons items={result.reasons} />
          </>
        ) : null}
      </ResultPanel>
    </ToolForm>
  );
}
