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
import {
  checkPoshCommittee,
  type PresidingOfficer,
  poshInputError,
} from '../tools/posh-committee.ts';

const count = (name: string, example: string) => ({ name, example, whole: true });

/** The POSH Internal Committee check: each rule of section 4, met or not. */
export default function PoshCommitteeCheck() {
  const employees = useNumberField('25', count('the number of employees', '25'));
  const employeeMembers = useNumberField('2', count('the number of employee members', '2'));
  const womenMembers = useNumberField('2', count('the number of women members', '2'));
  const [presidingOfficer, setPresidingOfficer] = useState<PresidingOfficer>('senior-woman');
  const [externalMember, setExternalMember] = useState(true);

  const values = allValid({
    employees: employees.parsed,
    employeeMembers: employeeMembers.parsed,
    womenMembers: womenMembers.parsed,
  });
  const input = values ? { ...values, presidingOfficer, externalMember } : null;
  const conflict = input ? poshInputError(input) : null;
  const result = input && !conflict ? checkPoshCommittee(input) : null;

  return (
    <ToolForm label="POSH Internal Committee check">
      <NumberField
        label="Employees at this office or unit"
        hint="Permanent, temporary and contract staff, probationers, trainees and apprentices."
        field={employees}
        wide
      />
      <Choice<PresidingOfficer>
        legend="Presiding Officer"
        value={presidingOfficer}
        onChange={setPresidingOfficer}
        options={[
          { value: 'senior-woman', label: 'A woman employed at a senior level at this workplace' },
          {
            value: 'other-office',
            label: 'A senior woman from another office of the employer (none senior here)',
          },
          { value: 'other', label: 'Someone else' },
          { value: 'none', label: 'Not yet named' },
        ]}
      />
      <NumberField
        label="Members from among the employees"
        hint="Not counting the Presiding Officer."
        field={employeeMembers}
      />
      <NumberField
        label="Women members"
        hint="All the women on the committee, the Presiding Officer included."
        field={womenMembers}
        error={conflict}
      />
      <Checkbox
        label="An external member is named"
        hint="From an NGO or association committed to the cause of women, or a person familiar with sexual harassment issues."
        checked={externalMember}
        onChange={setExternalMember}
      />
      <ResultPanel title="Internal Committee">
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
                        {r.met ? 'Met' : 'Not met'}:
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
