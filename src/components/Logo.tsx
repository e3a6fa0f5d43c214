import { logo } from '../generated/messages/logo.ts';
import { site } from '../generated/site-client.ts';
import { pathIn, useLanguage, useMessages } from '../lib/language.ts';
import { SmartLink } from './SmartLink.tsx';

export function Logo() {
  const language = useLanguage();
  const t = useMessages(logo);
  return (
    <SmartLink
      href={pathIn(language, '/')}
      className="flex shrink-0 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
      aria-label={t.home({ name: site.name })}
    >
      <img src="/logo.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className="text-lg font-bold tracking-tight text-slate-900 md:max-lg:sr-only">
        {site.name}
      </span>
    </SmartLink>
  );
}
