import { useEffect, useRef, useState } from 'react';
import { generator } from '../../generated/messages/generator.ts';
import { useMessages } from '../../lib/language.ts';
import { toast } from '../../lib/toast.ts';
import { DEFAULT_PROVIDER, type GeneratorInput, generate } from './request.ts';

const provider = import.meta.env.VITE_GENERATOR_API_URL || DEFAULT_PROVIDER;

/**
 * The generation: one request at a time (a new one cancels the one in flight, and so does
 * leaving the page), its copies, and which of them is shown. Outcomes are said in toasts.
 */
export function useGeneration() {
  const [generating, setGenerating] = useState(false);
  const [copies, setCopies] = useState<string[]>([]);
  const [shown, setShown] = useState(0);
  const inFlight = useRef<AbortController | null>(null);
  const t = useMessages(generator);

  useEffect(() => () => inFlight.current?.abort(), []);

  const run = async (input: GeneratorInput) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setGenerating(true);
    try {
      const result = await generate(input, controller.signal, provider);
      if (result.ok) {
        setCopies(result.copies);
        setShown(0);
        toast.success(t.generated, { description: t.generatedText });
      } else {
        toast.error(t.failed, { description: result.message || t.noContent });
      }
    } catch (err) {
      if ((err as Error).name !== 'AbortError') toast.error(t.error, { description: t.errorText });
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setGenerating(false);
      }
    }
  };

  const clear = () => {
    setCopies([]);
    setShown(0);
  };

  return { run, generating, copies, shown, setShown, clear };
}
