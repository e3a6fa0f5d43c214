/**
 * The client address the rate limits count (M3: never the leftmost X-Forwarded-For entry, which
 * the caller writes): the entry the deployment's own proxies appended, counted from the right.
 */
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress } from '../../supabase/functions/_shared/rate-limit.ts';

const request = (forwardedFor?: string) =>
  new Request('https://example.supabase.co/functions/v1/reminders', {
    method: 'POST',
    headers: forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor },
  });

describe('clientAddress', () => {
  it('takes the entry the one trusted proxy appended, whatever the caller wrote before it', () => {
    expect(clientAddress(request('192.0.2.77'))).toBe('192.0.2.77');
    expect(clientAddress(request('198.18.0.1, 192.0.2.77'))).toBe('192.0.2.77');
    expect(clientAddress(request('198.18.0.2,  10.0.0.1 ,192.0.2.77'))).toBe('192.0.2.77');
  });

  it('counts as many trusted hops from the right as the deployment has proxies', () => {
    expect(clientAddress(request('198.18.0.1, 192.0.2.77, 203.0.113.9'), 2)).toBe('192.0.2.77');
    expect(clientAddress(request('192.0.2.77'), 2)).toBeNull();
  });

  it('knows no address without the header, and counts every such client in one bucket', () => {
    expect(clientAddress(request())).toBeNull();
    expect(clientAddress(request(' , '))).toBeNull();
    expect(addressKey(null)).toBe(addressKey(clientAddress(request(''))));
  });
});
