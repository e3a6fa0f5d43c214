import { account } from '../../generated/messages/account.ts';
import { type Language, languages, useMessages } from '../../lib/language.ts';
import { languageNames } from './member-language.ts';

/**
 * A choice of the member's language (the language of our emails), each by its own name with
 * the English one beside it: on the register form and on /profile.
 */
export function LanguageSelect({
  id,
  label,
  value,
}: {
  id: string;
  label: string;
  value: Language;
}) {
  const t = useMessages(account);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <select
        id={id}
        name="language"
        defaultValue={value}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5"
      >
        {languages.map((language) => {
          const { own, english } = languageNames[language];
          return (
            <option key={language} value={language} lang={language}>
              {own === english ? own : t.languageOption({ own, english })}
            </option>
          );
        })}
      </select>
    </div>
  );
}
