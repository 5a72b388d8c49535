import { createHmac, timingSafeEqual } from 'node:crypto';

/** `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (docs/integration.md). */
export function signWebhook(secret: string, rawBody: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${rawBody}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** A receiver refuses signatures older than this (replays). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * What a receiver does: recompute the HMAC over the raw body and compare in constant time, and refuse
 * a timestamp more than five minutes away from its clock.
 */
export function verifyWebhookSignature(secret: string, header: string | undefined, rawBody: string, nowSeconds: number): boolean {
  const parts = new Map((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > SIGNATURE_TOLERANCE_SECONDS || !/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = signWebhook(secret, rawBody, t).slice(`t=${t},v1=`.length);
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
}
