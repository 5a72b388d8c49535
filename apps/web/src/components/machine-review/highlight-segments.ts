import type { MachineReason, WordAction } from '@ops/contracts/screening';

/** A run of the item's text: plain, or matched by one or more reasons (overlapping matches merged). */
export interface TextSegment {
  text: string;
  /** Set on a matched run: 拦截 when any reason on it blocks, else 送人审. */
  action?: WordAction;
  /** The reasons whose matches make up the run, in the order they start. */
  reasons?: readonly MachineReason[];
}

interface Span {
  start: number;
  end: number;
  action: WordAction;
  reasons: MachineReason[];
}

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** True when `offset` falls between the two halves of a surrogate pair (an emoji, a rare CJK character). */
function splitsPair(text: string, offset: number): boolean {
  return offset > 0 && offset < text.length && isHigh(text.charCodeAt(offset - 1)) && isLow(text.charCodeAt(offset));
}

/**
 * The reason's UTF-16 range in `text`, clamped to it and widened off the middle of a surrogate pair, so that a
 * highlight never cuts a character in two; null for a reason without a usable range.
 */
export function reasonRange(text: string, reason: MachineReason): { start: number; end: number } | null {
  if (reason.start === undefined || reason.end === undefined) return null;
  let start = Math.max(0, Math.min(reason.start, text.length));
  let end = Math.max(0, Math.min(reason.end, text.length));
  if (splitsPair(text, start)) start -= 1;
  if (splitsPair(text, end)) end += 1;
  return end > start ? { start, end } : null;
}

/** The matched ranges in text order; ranges that overlap (or touch, with the same action) become one, 拦截 winning. */
export function mergedSpans(text: string, reasons: readonly MachineReason[]): Span[] {
  const spans = reasons
    .flatMap((reason) => {
      const range = reasonRange(text, reason);
      return range ? [{ ...range, action: reason.action, reasons: [reason] }] : [];
    })
    .sort((a, b) => a.start - b.start || a.end - b.end);

  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    // Overlapping matches become one run; so do touching ones of the same action (资金盘稳赚不赔 reads as one mark).
    if (last && (span.start < last.end || (span.start === last.end && span.action === last.action))) {
      last.end = Math.max(last.end, span.end);
      last.action = last.action === 'block' || span.action === 'block' ? 'block' : 'review';
      last.reasons.push(...span.reasons);
    } else {
      merged.push({ ...span, reasons: [...span.reasons] });
    }
  }
  return merged;
}

/** The whole text cut into plain and matched runs; joined back together they give the text unchanged. */
export function highlightSegments(text: string, reasons: readonly MachineReason[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const span of mergedSpans(text, reasons)) {
    if (span.start > at) segments.push({ text: text.slice(at, span.start) });
    segments.push({ text: text.slice(span.start, span.end), action: span.action, reasons: span.reasons });
    at = span.end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at) });
  return segments;
}
