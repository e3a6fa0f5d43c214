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
import { type Language, useLanguage } from '../lib/language.ts';
import {
  type CompulsoryCase,
  checkGstRegistration,
  compulsoryCaseLabel,
  compulsoryCases,
  gstStates,
  type SupplyKind,
} from '../tools/gst-threshold.ts';
import { formatLakh } from '../tools/input.ts';
import { hindiStateNames, statesInOrder } from '../tools/state-names.ts';

const stateNames = gstStates.map((s) => s.name);
const caseKeys = Object.keys(compulsoryCases) as CompulsoryCase[];

const words = {
  en: {
    form: 'GST registration threshold check',
    supply: 'What the business supplies',
    goods: 'Goods only',
    services: 'Services, or goods and services',
    state: 'State or Union territory it supplies from',
    turnover: 'Aggregate turnover in the financial year (₹)',
    turnoverHint:
      'All supplies under the PAN across India, exempt supplies and exports included, without GST.',
    turnoverField: { name: 'the aggregate turnover', example: '35,00,000 or 35 lakh' },
    excludedGoods: 'Supplies ice cream, pan masala or tobacco products',
    cases: 'The business (tick any that apply)',
    result: 'GST registration',
    limit: 'Turnover limit for this business',
  },
  hi: {
    form: 'GST पंजीकरण सीमा जाँच',
    supply: 'व्यवसाय क्या आपूर्ति करता है',
    goods: 'केवल माल',
    services: 'सेवाएँ, या माल और सेवाएँ दोनों',
    state: 'किस राज्य या केंद्र शासित प्रदेश से आपूर्ति करता है',
    turnover: 'वित्त वर्ष में सकल टर्नओवर (₹)',
    turnoverHint:
      'एक ही PAN के तहत पूरे भारत में की गई सभी आपूर्तियाँ, छूट-प्राप्त आपूर्तियों और निर्यात सहित, GST को छोड़कर।',
    turnoverField: { name: 'सकल टर्नओवर', example: '35,00,000 या 35 लाख' },
    excludedGoods: 'आइसक्रीम, पान मसाला या तंबाकू उत्पादों की आपूर्ति करता है',
    cases: 'व्यवसाय (जो लागू हों, उन पर निशान लगाएँ)',
    result: 'GST पंजीकरण',
    limit: 'इस व्यवसाय के लिए टर्नओवर सीमा',
  },
} satisfies Record<Language, unknown>;

/** The States as each language lists them (the value stays the English name). */
const stateOptions = {
  en: { names: stateNames, labels: undefined },
  hi: { names: statesInOrder(stateNames, 'hi'), labels: hindiStateNames },
} satisfies Record<Language, unknown>;

/** The GST registration check: the turnover limit for the business, and the compulsory cases. */
export default function GstThresholdCheck() {
  const language = useLanguage();
  const t = words[language];
  const [supply, setSupply] = useState<SupplyKind>('goods');
  const [state, setState] = useState('Maharashtra');
  const turnover = useNumberField('35,00,000', { ...t.turnoverField, units: true }, language);
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
        options={stateOptions[language].names}
        labels={stateOptions[language].labels}
        onChange={setState}
      />
      <NumberField label={t.turnover} hint={t.turnoverHint} field={turnover} />
      {supply === 'goods' ? (
        <Checkbox label={t.excludedGoods} checked={excludedGoods} onChange={setExcludedGoods} />
      ) : null}
      <fieldset className="sm:col-span-2">
        <legend className="font-semibold text-slate-900">{t.cases}</legend>
        <div className="mt-1.5 grid gap-2">
          {caseKeys.map((key) => (
            <Checkbox
              key={key}
              label={compulsoryCaseLabel(key, language)}
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
