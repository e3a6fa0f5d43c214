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
import { poshCommittee } from '../generated/messages/posh-committee.ts';
import { useLanguage, useMessages } from '../lib/language.ts';
import {
  checkPoshCommittee,
  type PresidingOfficer,
  poshInputError,
} from '../tools/posh-committee.ts';

/** A headcount field: its name in the sentences that say what to fix, and a well-formed entry. */
const count = (name: string, example: string) => ({ name, example, whole: true });

/** The POSH Internal Committee check: each rule of section 4, met or not. */
export default function PoshCommitteeCheck() {
  const language = useLanguage();
  const t = useMessages(poshCommittee);
  const employees = useNumberField('25', count(t.employeesName, '25'), language);
  const employeeMembers = useNumberField('2', count(t.employeeMembersName, '2'), language);
  const womenMembers = useNumberField('2', count(t.womenMembersName, '2'), language);
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
