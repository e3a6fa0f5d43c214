import { generator } from '../../generated/messages/generator.ts';
import { useMessages } from '../../lib/language.ts';
import { toast } from '../../lib/toast.ts';

const copyButtonClass =
  'rounded-md border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white';

/** The generated copies: one shown at a time (buttons switch), to copy to the clipboard or clear. */
export function GeneratedContent({
  id,
  copies,
  shown,
  onShow,
  onClear,
}: {
  id: string;
  copies: string[];
  shown: number;
  onShow: (index: number) => void;
  onClear: () => void;
}) {
  const result = copies[shown] ?? '';
  const t = useMessages(generator);
  const copyText = async () => {
    try {
      await navigator.clipboard.writeText(result);
      toast.success(t.copied);
    } catch {
      toast.error(t.notCopied);
    }
  };
  return (
    <section aria-labelledby={`${id}-result-title`} className="grid content-start gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-result-title`} className="text-lg font-semibold text-slate-900">
          {t.result}
        </h2>
        {copies.length > 1 ? (
          <fieldset className="flex gap-1">
            <legend className="sr-only">{t.copyList}</legend>
            {copies.map((_, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: copies are positional
                key={i}
                type="button"
                aria-pressed={shown === i}
                onClick={() => onShow(i)}
                className={copyButtonClass}
              >
                {t.copy({ n: i + 1 })}
              </button>
            ))}
          </fieldset>
        ) : null}
      </div>
      <label htmlFor={`${id}-result`} className="sr-only">
        {t.result}
      </label>
      <textarea
        id={`${id}-result`}
        readOnly
        value={result}
        rows={14}
        placeholder={t.resultPlaceholder}
        className="block w-full rounded-lg border border-slate-300 bg-slate-50 p-3 text-base text-slate-900"
      />
      <div className="flex gap-2">
        <button
          type="button"
          onClick={copyText}
          disabled={!result}
          className="rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-500"
        >
          {t.copyText}
        </button>
        <button
          type="button"
          onClick={onClear}
          disabled={copies.length === 0}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:text-slate-500"
        >
          {t.clear}
        </button>
      </div>
    </section>
  );
}
