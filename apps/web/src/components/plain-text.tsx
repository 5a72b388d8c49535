import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

// Headings and secondary text in antd's look without antd's Typography, which brings its editable and copyable
// machinery (TextArea, Form's context, the validator) to every page that uses it. For the shell and the first screen.

const HEADING_STYLE = {
  4: { fontSize: 20, lineHeight: 1.4 },
  5: { fontSize: 16, lineHeight: 1.5 },
} as const;

interface HeadingProps {
  level: 4 | 5;
  style?: CSSProperties;
  children: ReactNode;
}

/** Looks like `Typography.Title` of the same level. */
export function Heading({ level, style, children }: HeadingProps) {
  const Tag = level === 4 ? 'h4' : 'h5';
  return <Tag style={{ margin: 0, fontWeight: 600, color: 'rgba(0, 0, 0, 0.88)', ...HEADING_STYLE[level], ...style }}>{children}</Tag>;
}

interface SecondaryTextProps extends HTMLAttributes<HTMLSpanElement> {
  /** One line, cut with an ellipsis. */
  ellipsis?: boolean;
  'data-testid'?: string;
}

/** antd's `colorTextDescription`: what `Typography.Text type="secondary"` is drawn in. */
export const SECONDARY_TEXT_COLOR = 'rgba(0, 0, 0, 0.45)';

/** Looks like `Typography.Text type="secondary"`. */
export function SecondaryText({ ellipsis = false, style, ...rest }: SecondaryTextProps) {
  const cut: CSSProperties = ellipsis ? { display: 'inline-block', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' } : {};
  return <span {...rest} style={{ color: SECONDARY_TEXT_COLOR, ...cut, ...style }} />;
}
