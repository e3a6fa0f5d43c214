import { useState } from 'react';
import {
  allValid,
  Checkbox,
  Choice,
  NumberField,
  ResultPanel,
  ToolForm,
  useNumberField,
} from '../components/tool-fields.tsx';
import { type Language, useLanguage } from '../lib/language.ts';
import {
  checkPoshCommittee,
  type PresidingOfficer,
  poshInputError,
} from '../tools/posh-committee.ts';

const count = (name: string, example: string) => ({ name, example, whole: true });

const words = {
  en: {
    form: 'POSH Internal Committee check',
    employees: 'Employees at this office or unit',
    employeesHint:
      'Permanent, temporary and contract staff, probationers, trainees and apprentices.',
    employeesField: count('the number of employees', '25'),
    presiding: 'Presiding Officer',
    seniorWoman: 'A woman employed at a senior level at this workplace',
    otherOffice: 'A senior woman from another office of the employer (none senior here)',
    other: 'Someone else',
    none: 'Not yet named',
    employeeMembers: 'Members from among the employees',
    employeeMembersHint: 'Not counting the Presiding Officer.',
    employeeMembersField: count('the number of employee members', '2'),
    womenMembers: 'Women members',
    womenMembersHint: 'All the women on the committee, the Presiding Officer included.',
    womenMembersField: count('the number of women members', '2'),
    external: 'An external member is named',
    externalHint:
      'From an NGO or association committed to the cause of women, or a person familiar with sexual harassment issues.',
    result: 'Internal Committee',
    met: 'Met',
    notMet: 'Not met',
  },
  hi: {
    form: 'POSH आंतरिक समिति जाँच',
    employees: 'इस कार्यालय या इकाई में कर्मचारियों की संख्या',
    employeesHint:
      'स्थायी, अस्थायी और ठेके पर रखे गए कर्मचारी, परिवीक्षाधीन कर्मचारी, प्रशिक्षु और शिक्षु (अप्रेंटिस)।',
    employeesField: count('कर्मचारियों की संख्या', '25'),
    presiding: 'पीठासीन अधिकारी',
    seniorWoman: 'इस कार्यस्थल पर वरिष्ठ स्तर पर नियोजित कोई महिला',
    otherOffice: 'नियोजक के किसी अन्य कार्यालय की कोई वरिष्ठ महिला (यहाँ कोई वरिष्ठ महिला नहीं है)',
    other: 'कोई अन्य व्यक्ति',
    none: 'अभी नामित नहीं',
    employeeMembers: 'कर्मचारियों में से सदस्य',
    employeeMembersHint: 'पीठासीन अधिकारी को छोड़कर।',
    employeeMembersField: count('कर्मचारी सदस्यों की संख्या', '2'),
    womenMembers: 'महिला सदस्य',
    womenMembersHint: 'समिति की सभी महिलाएँ, पीठासीन अधिकारी सहित।',
    womenMembersField: count('महिला सदस्यों की संख्या', '2'),
    external: 'एक बाहरी सदस्य नामित है',
    externalHint:
      'महिलाओं के हित के लिए प्रतिबद्ध किसी गैर-सरकारी संगठन या संघ से, या कोई ऐसा व्यक्ति जो लैंगिक उत्पीड़न से जुड़े मुद्दों से परिचित हो।',
    result: 'आंतरिक समिति',
    met: 'शर्त पूरी',
    notMet: 'शर्त पूरी नहीं',
  },
} satisfies Record<Language, unknown>;

/** The POSH Internal Committee check: each rule of section 4, met or not. */
export default function PoshCommitteeCheck() {
  const language = useLanguage();
  const t = words[language];
  const employees = useNumberField('25', t.employeesField, language);
  const employeeMembers = useNumberField('2', t.employeeMembersField, language);
  const womenMembers = useNumberField('2', t.womenMembersField, language);
  const [presidingOfficer, setPresidingOfficer] = useState<PresidingOfficer>('senior-woman');
  const [externalMember, setExternalMember] = useState(true);

  const values = allValid({
    employees: employees.parsed,
    employeeMembers: employeeMembers.parsed,
    womenMembers: womenMembers.parsed,
  });
  const input = values ? { ...values, presidingOfficer, externalMember } : null;
  const conflict = input ? poshInputError(input, language) : null;
  const result = input && !conflict ? checkPoshCommittee(input, language) : null;

  return (
    <ToolForm label={t.form}>
      <NumberField label={t.employees} hint={t.employeesHint} field={employees} wide />
      <Choice<PresidingOfficer>
        legend={t.presiding}
        value={presidingOfficer}
        onChange={setPresidingOfficer}
        options={[
          { value: 'senior-woman', label: t.seniorWoman },
          { value: 'other-office', label: t.otherOffice },
          { value: 'other', label: t.other },
          { value: 'none', label: t.none },
        ]}
      />
      <NumberField label={t.employeeMembers} hint={t.employeeMembersHint} field={employeeMembers} />
      <NumberField
        label={t.womenMembers}
        hint={t.womenMembersHint}
        field={womenMembers}
        error={conflict}
      />
      <Checkbox
        label={t.external}
        hint={t.externalHint}
        checked={externalMember}
        onChange={setExternalMember}
      />
      <ResultPanel title={t.result}>
        {result ? (
          <>
            <p className="font-medium text-slate-900">{result.requirement}</p>
            <p className="mt-2 font-medium text-slate-900">{result.summary}</p>
            {result.required || result.totalMembers > 0 ? (
              <ul className="mt-3 space-y-2">
                {result.rules.map((r) => (
                  <li key={r.id} className="rounded-md bg-white p-3 text-sm">
                    <p className="font-semibold text-slate-900">
                      <span className={r.met ? 'text-emerald-800' : 'text-red-700'}>
                        {r.met ? t.met : t.notMet}:
                      </span>{' '}
                      {r.rule} ({r.section})
                    </p>
                    <p className="mt-0.5 text-slate-700">{r.detail}</p>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </ResultPanel>
    </ToolForm>
  );
}
