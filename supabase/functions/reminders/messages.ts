/**
 * What the function tells a person, in the language of the page that asked (`language` in the
 * body; English when it names none we have): the site shows these above its forms and on the
 * confirm and unsubscribe pages. The words are the catalogue's (content/messages/<language>/
 * reminder-function.yaml); the field messages themselves come from the shared schemas.
 */
import { reminderFunction } from '../_shared/generated/messages/reminder-function.ts';
import { type Language, languages, originalLanguage } from '../_shared/languages.ts';
import { waitingIn } from '../_shared/rate-limit.ts';

export interface FunctionMessages {
  validationFailed: string;
  invalidToken: string;
  tooManyFromEmail: (waitSeconds: number) => string;
  tooManyFromNetwork: (waitSeconds: number) => string;
  tooSoonForEmail: (waitSeconds: number) => string;
  sessionExpired: string;
  notSubscribed: string;
  emailUnconfirmed: string;
}

function messagesIn(language: Language): FunctionMessages {
  const t = reminderFunction[language] ?? reminderFunction[originalLanguage];
  const waiting = waitingIn(language);
  return {
    ...t,
    tooManyFromEmail: waiting(t.tooManyFromEmail),
    tooManyFromNetwork: waiting(t.tooManyFromNetwork),
    tooSoonForEmail: waiting(t.tooSoonForEmail),
  };
}

export const functionMessages: Record<Language, FunctionMessages> = Object.fromEntries(
  languages.map((l) => [l, messagesIn(l)]),
) as Record<Language, FunctionMessages>;
