/**
 * The Writesonic request the generator sends, and how its answer is read:
 * POST {provider}/business/content/{content_type} with X-API-KEY and a JSON body.
 */
import { generator } from '../../generated/messages/generator.ts';
import { messagesIn, originalLanguage } from '../../lib/language.ts';
import { failureMessage } from '../../lib/network-errors.ts';

/** The generator's words: the screen is in the original language only (scripts/content/messages.ts). */
const words = () => messagesIn(generator, originalLanguage);

/** Each kind of content, by the provider's name for it and the message that names it (a tab). */
export const contentTypes = [
  { id: 'article', label: 'article' },
  { id: 'blog-intro', label: 'blogIntro' },
  { id: 'blog-outline', label: 'blogOutline' },
  { id: 'blog-conclusion', label: 'blogConclusion' },
  { id: 'meta-description', label: 'metaDescription' },
  { id: 'seo-title', label: 'seoTitle' },
] as const;
export type ContentType = (typeof contentTypes)[number]['id'];

export const tones = ['professional', 'casual', 'formal', 'friendly', 'persuasive'] as const;
export type Tone = (typeof tones)[number];

/** Languages Writesonic writes in, by the code it expects and the message that names it. */
export const languages = [
  { code: 'en', label: 'english' },
  { code: 'hi', label: 'hindi' },
  { code: 'fr', label: 'french' },
  { code: 'de', label: 'german' },
  { code: 'es', label: 'spanish' },
  { code: 'it', label: 'italian' },
  { code: 'pt-pt', label: 'portuguese' },
  { code: 'nl', label: 'dutch' },
  { code: 'ja', label: 'japanese' },
  { code: 'zh', label: 'chinese' },
] as const;

export const MAX_COPIES = 5;
export const DEFAULT_PROVIDER = 'https://api.writesonic.com/v2';

export interface GeneratorInput {
  contentType: ContentType;
  topic: string;
  tone?: Tone;
  language?: string;
  /** As typed: comma-separated. */
  keywords?: string;
  numCopies?: number;
  apiKey: string;
}

/** Comma-separated keywords, trimmed, empties dropped. */
export function parseKeywords(text: string): string[] {
  return text
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
}

export function buildRequest(
  input: GeneratorInput,
  provider = DEFAULT_PROVIDER,
): { url: string; init: RequestInit } {
  if (!input.apiKey.trim()) throw new Error('API key is required');
  const copies = Math.min(MAX_COPIES, Math.max(1, Math.trunc(input.numCopies ?? 1) || 1));
  return {
    url: `${provider.replace(/\/+$/, '')}/business/content/${input.contentType}`,
    init: {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-API-KEY': input.apiKey.trim(),
      },
      body: JSON.stringify({
        tone_of_voice: input.tone ?? 'professional',
        language: input.language ?? 'en',
        keywords: parseKeywords(input.keywords ?? ''),
        topic: input.topic.trim(),
        num_copies: copies,
      }),
    },
  };
}

export type GeneratorResult = { ok: true; copies: string[] } | { ok: false; message: string };

function textOf(item: unknown): string {
  if (typeof item === 'string') return item;
  if (item && typeof item === 'object') {
    const o = item as Record<string, unknown>;
    for (const key of ['text', 'content', 'output'])
      if (typeof o[key] === 'string') return o[key] as string;
  }
  return '';
}

/** The copies in a provider's answer, or the message to show. An empty result is a failure. */
export async function readResponse(res: Response): Promise<GeneratorResult> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  const o = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (!res.ok) {
    const message = [o.message, o.detail, o.error].find((m) => typeof m === 'string' && m.trim());
    return { ok: false, message: (message as string | undefined) ?? words().providerError };
  }
  const data = Array.isArray(o.data) ? o.data : Array.isArray(body) ? body : [];
  const copies = data.map(textOf).filter((t) => t.trim() !== '');
  if (copies.length === 0) return { ok: false, message: words().noContent };
  return { ok: true, copies };
}

/** Sends the request; a failure to reach the provider, or any other thrown error, says so. */
export async function generate(
  input: GeneratorInput,
  signal: AbortSignal,
  provider = DEFAULT_PROVIDER,
): Promise<GeneratorResult> {
  try {
    const { url, init } = buildRequest(input, provider);
    return await readResponse(await fetch(url, { ...init, signal }));
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    const t = words();
    // The provider could not be reached at all, or something else went wrong.
    return { ok: false, message: failureMessage(e, t.notGenerated, t.providerUnreachable) };
  }
}
