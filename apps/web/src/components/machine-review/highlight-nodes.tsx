import { type MachineReason, WORD_ACTION_LABEL, type WordAction } from '@ops/contracts/screening';
import { theme } from 'antd';
import { type CSSProperties, type ReactNode, useMemo } from 'react';
import { highlightSegments } from './highlight-segments';
import { reasonTags } from './reason-tags';

export type HighlightStyles = Record<WordAction, CSSProperties>;

/** 拦截 red, 送人审 orange: a light fill that keeps the text legible, and an underline that survives print. */
export function useHighlightStyles(): HighlightStyles {
  const { token } = theme.useToken();
  return useMemo(() => {
    // No padding: a mark must not add space the text does not have.
    const base: CSSProperties = { color: 'inherit', padding: 0, borderRadius: 2 };
    return {
      block: { ...base, background: token.red2, boxShadow: `inset 0 -2px 0 ${token.red6}` },
      review: { ...base, background: token.orange2, boxShadow: `inset 0 -2px 0 ${token.orange6}` },
    };
  }, [token.red2, token.red6, token.orange2, token.orange6]);
}

/**
 * `highlightNodes` kept across renders while the text and reasons stay the same: antd's ellipsis measures its
 * children again whenever they change identity, which would fold an expanded text back.
 */
export function useHighlightNodes(text: string, reasons: readonly MachineReason[]): ReactNode[] | string {
  const styles = useHighlightStyles();
  return useMemo(() => (reasons.length > 0 ? highlightNodes(text, reasons, styles) : text), [text, reasons, styles]);
}

/**
 * The text as React children: plain runs as strings, matched runs as `<mark>` (never as HTML). A flat list, so that
 * antd's Typography ellipsis can still measure and cut the plain runs.
 */
export function highlightNodes(text: string, reasons: readonly MachineReason[], styles: HighlightStyles): ReactNode[] {
  return highlightSegments(text, reasons).map((segment, index) => {
    if (!segment.action || !segment.reasons) return segment.text;
    const title = reasonTags(segment.reasons, text, { urls: [] })
      .map((tag) => `${WORD_ACTION_LABEL[tag.action]}：${tag.label}`)
      .join('\n');
    return (
      <mark key={index} title={title} data-testid="machine-highlight" data-action={segment.action} style={styles[segment.action]}>
        {segment.text}
      </mark>
    );
  });
}
