/**
 * What the function tells the visitor, in the lead's language: the form shows these beside its
 * fields or above its button. The words are the catalogue's (content/messages/<language>/
 * lead-function.yaml); the field messages themselves come from the shared schema.
 */
import { leadFunction } from '../_shared/generated/messages/lead-function.ts';
import { type Language, languages, originalLanguage } from '../_shared/languages.ts';
import { waitingIn } from '../_shared/rate-limit.ts';

export interface FunctionMessages {
  validationFailed: string;
  tooFast: string;
  securityCheckMissing: string;
  securityCheckFailed: string;
  tooManyFromEmail: (waitSeconds: number) => string;
  tooManyFromNetwork: (waitSeconds: number) => string;
}

function messagesIn(language: Language): FunctionMessages {
  const t = leadFunction[language] ?? leadFunction[originalLanguage];
  const waiting = waitingIn(language);
  return {
    ...t,
    tooManyFromEmail: waiting(t.tooManyFromEmail),
    tooManyFromNetwork: waiting(t.tooManyFromNetwork),
  };
}

export const functionMessages: Record<Language, FunctionMessages> = Object.fromEntries(
  languages.map((l) => [l, messagesIn(l)]),
) as Record<Language, FunctionMessages>;
