import { type CSSProperties, type ReactNode, useCallback, useState } from 'react';

interface ClampedTextProps {
  /** Lines shown before 展开. */
  rows: number;
  children: ReactNode;
  style?: CSSProperties;
}

const LINK_STYLE: CSSProperties = { padding: 0, border: 0, background: 'none', color: '#5b4ae3', cursor: 'pointer', font: 'inherit' };

/**
 * Text clamped to `rows` lines by CSS, with 展开 / 收起 when it is longer. antd's Typography ellipsis measures each
 * text in hidden copies of it on every render, which made a page of review cards take ~0.3 s to draw; here the
 * browser clamps, and one ResizeObserver per text says whether the 展开 link is needed.
 */
export function ClampedText({ rows, children, style }: ClampedTextProps) {
  const [expanded, setExpanded] = useState(false);
  const [overflowing, setOverflowing] = useState(false);
  const measure = useCallback((node: HTMLDivElement | null) => {
    if (!node) return undefined;
    const observer = new ResizeObserver(() => setOverflowing(node.scrollHeight > node.clientHeight + 1));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const clamp: CSSProperties = expanded ? {} : { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: rows, overflow: 'hidden' };
  return (
    <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', ...style }}>
      <div ref={expanded ? undefined : measure} style={clamp}>
        {children}
      </div>
      {expanded || overflowing ? (
        <button type="button" style={LINK_STYLE} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? '收起' : '展开'}
        </button>
      ) : null}
    </div>
  );
}
