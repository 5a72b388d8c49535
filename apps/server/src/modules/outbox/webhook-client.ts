import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_EVENT_TYPE_HEADER, WEBHOOK_SIGNATURE_HEADER, type DecisionEvent } from '@ops/contracts/decisions';
import { signWebhook } from './webhook-signature.ts';

export interface AttemptOutcome {
  ok: boolean;
  attemptedAt: Date;
  durationMs: number;
  /** The receiver's HTTP status; null when it gave none. */
  status: number | null;
  /** Why it failed: the network error, or the start of a non-2xx answer. */
  error: string | null;
  responseExcerpt: string | null;
}

const EXCERPT_BYTES = 512;
export const WEBHOOK_USER_AGENT = 'ops-console-webhook/1';

/** Reads at most `limit` bytes of an answer and drops the rest: a receiver's body is only shown, never trusted. */
async function readExcerpt(response: Response, limit = EXCERPT_BYTES): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8').replace(/\uFFFD+$/, '');
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `超时（${timeoutMs} ms 内无应答）`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return `连接失败：${cause.code}`;
  return `连接失败：${error instanceof Error ? error.message : String(error)}`;
}

/** One signed POST of one event. A 2xx is a delivery; a redirect, any other status or no answer within the timeout is not. */
export async function postDecisionEvent(
  target: { url: string; secret: string; timeoutMs: number },
  event: DecisionEvent,
): Promise<AttemptOutcome> {
  const body = JSON.stringify(event);
  const attemptedAt = new Date();
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(target.timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': WEBHOOK_USER_AGENT,
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(target.secret, body, Math.floor(attemptedAt.getTime() / 1000)),
        [WEBHOOK_EVENT_ID_HEADER]: event.id,
        [WEBHOOK_EVENT_TYPE_HEADER]: event.type,
      },
      body,
    });
    const excerpt = await readExcerpt(response);
    const ok = response.status >= 200 && response.status < 300;
    return {
      ok,
      attemptedAt,
      durationMs: elapsed(),
      status: response.status,
      error: ok ? null : `HTTP ${response.status}`,
      responseExcerpt: excerpt || null,
    };
  } catch (error) {
    return { ok: false, attemptedAt, durationMs: elapsed(), status: null, error: describeFailure(error, target.timeoutMs), responseExcerpt: null };
  }
}
