import { describe, expect, it } from 'vitest';
import {
  buildRequest,
  contentTypes,
  generate,
  parseKeywords,
  readResponse,
} from '../../src/features/generator/request.ts';
import { generator } from '../../src/generated/messages/generator.ts';
import { messagesIn } from '../../src/lib/language.ts';

const PROVIDER_UNREACHABLE = messagesIn(generator, 'en').providerUnreachable;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('generator request', () => {
  it('posts to {provider}/business/content/{content_type} with the key header and the body fields', () => {
    const { url, init } = buildRequest(
      {
        contentType: 'blog-intro',
        topic: '  PF for startups ',
        tone: 'friendly',
        language: 'hi',
        keywords: ' PF, ,ESI ,payroll,',
        numCopies: 2,
        apiKey: ' key-123 ',
      },
      'https://provider.test/v2/',
    );
    expect(url).toBe('https://provider.test/v2/business/content/blog-intro');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['X-API-KEY']).toBe('key-123');
    expect(JSON.parse(init.body as string)).toEqual({
      tone_of_voice: 'friendly',
      language: 'hi',
      keywords: ['PF', 'ESI', 'payroll'],
      topic: 'PF for startups',
      num_copies: 2,
    });
  });

  it('defaults to a professional tone, English and one copy, and keeps copies in range', () => {
    const body = (n?: number) =>
      JSON.parse(
        buildRequest({ contentType: 'article', topic: 'GST', apiKey: 'k', numCopies: n }).init
          .body as string,
      );
    expect(body()).toMatchObject({
      tone_of_voice: 'professional',
      language: 'en',
      keywords: [],
      num_copies: 1,
    });
    expect(body(0).num_copies).toBe(1);
    expect(body(99).num_copies).toBe(5);
  });

  it('maps every tab to its content type', () => {
    expect(contentTypes.map((t) => t.id)).toEqual([
      'article',
      'blog-intro',
      'blog-outline',
      'blog-conclusion',
      'meta-description',
      'seo-title',
    ]);
  });

  it('refuses to build a request without a key', () => {
    expect(() => buildRequest({ contentType: 'article', topic: 'GST', apiKey: ' ' })).toThrow(
      'API key is required',
    );
  });

  it('parses keywords: trimmed, empties dropped', () => {
    expect(parseKeywords(' a ,, b,  ,c ')).toEqual(['a', 'b', 'c']);
    expect(parseKeywords('')).toEqual([]);
  });
});

describe('generator response', () => {
  it('reads every copy, the first first', async () => {
    expect(await readResponse(json(200, { data: [{ text: 'One' }, { text: 'Two' }] }))).toEqual({
      ok: true,
      copies: ['One', 'Two'],
    });
    expect(await readResponse(json(200, [{ text: 'Bare array' }]))).toEqual({
      ok: true,
      copies: ['Bare array'],
    });
  });
  it('treats an empty result as a failure', async () => {
    expect(await readResponse(json(200, { data: [] }))).toEqual({
      ok: false,
      message: 'Failed to generate content',
    });
    expect(await readResponse(json(200, { data: [{ text: '  ' }] }))).toEqual({
      ok: false,
      message: 'Failed to generate content',
    });
  });
  it("shows the provider's message on a non-OK response, else a default", async () => {
    expect(await readResponse(json(401, { message: 'Invalid API key' }))).toEqual({
      ok: false,
      message: 'Invalid API key',
    });
    expect(await readResponse(json(422, { detail: 'topic is too long' }))).toEqual({
      ok: false,
      message: 'topic is too long',
    });
    expect(await readResponse(new Response('oops', { status: 500 }))).toEqual({
      ok: false,
      message: 'Error generating content',
    });
  });
  it('says the provider could not be reached when no answer comes, never "Failed to fetch"', async () => {
    const result = await generate(
      { contentType: 'article', topic: 'GST', apiKey: 'k' },
      new AbortController().signal,
      'http://127.0.0.1:1',
    );
    expect(result.ok).toBe(false);
    expect((result as { message: string }).message).toBe(PROVIDER_UNREACHABLE);
  });
});
