import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-schedule.ts';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.ts';

describe('webhook signatures', () => {
  const body = '{"id":"e1","type":"post.rejected"}';
  const now = 1_795_000_000;

  it('sign t.<raw body> with HMAC-SHA256 in hex, as docs/integration.md shows the app', () => {
    const expected = createHmac('sha256', 'shared-secret-123456').update(`${now}.${body}`).digest('hex');
    expect(signWebhook('shared-secret-123456', body, now)).toBe(`t=${now},v1=${expected}`);
  });

  it('verify only the same secret, the same bytes and a fresh timestamp', () => {
    const header = signWebhook('shared-secret-123456', body, now);
    expect(verifyWebhookSignature('shared-secret-123456', header, body, now + 10)).toBe(true);
    expect(verifyWebhookSignature('another-secret-12345', header, body, now)).toBe(false);
    expect(verifyWebhookSignature('shared-secret-123456', header, body.replace('rejected', 'passed'), now)).toBe(false);
    expect(verifyWebhookSignature('shared-secret-123456', header, body, now + 301)).toBe(false);
    expect(verifyWebhookSignature('shared-secret-123456', undefined, body, now)).toBe(false);
    expect(verifyWebhookSignature('shared-secret-123456', 't=abc,v1=zz', body, now)).toBe(false);
  });
});

describe('retry schedule', () => {
  it('doubles from the base up to the cap, with jitter between half and all of it', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000, 60_000, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect([1, 2, 3].map((n) => retryDelayMs(n, 1000, 60_000, () => 0))).toEqual([500, 1000, 2000]);
    expect(retryDelayMs(30, 1000, 60_000, () => 1)).toBe(60_000);
    expect(retryDelayMs(500, 5000, 1_800_000, () => 0.5)).toBe(1_350_000);
  });

  it('keeps retrying for at least 24 hours with the defaults (5 s base, 30 min cap)', () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < 24 * 3_600_000) {
      attempts += 1;
      elapsed += retryDelayMs(attempts, 5_000, 1_800_000, () => 1);
    }
    expect(attempts).toBeGreaterThan(40);
  });
});
