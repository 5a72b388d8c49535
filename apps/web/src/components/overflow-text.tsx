import { Tooltip } from 'antd';
import { type CSSProperties, type MouseEvent, useState } from 'react';
import styles from './overflow-text.module.css';

interface OverflowTextProps {
  text: string;
  /** What shows for an empty text (no tooltip then). */
  placeholder?: string;
  style?: CSSProperties;
}

/** No tooltip made yet; then whether it shows. */
type TooltipState = 'none' | 'open' | 'closed';

/**
 * One line of text cut by the browser with an ellipsis; the whole text in a tooltip while the pointer rests on a cut
 * one. The tooltip is made at the first such hover: antd's Typography ellipsis made a tooltip and a resize observer for
 * every cell of every row, about a fifth of drawing a page of 动态管理 (ADR 0018). The outer element stays the same
 * while the tooltip is added around the line, so the pointer leaving it always closes the tooltip.
 */
export function OverflowText({ text, placeholder, style }: OverflowTextProps) {
  const [tooltip, setTooltip] = useState<TooltipState>('none');
  const enter = (event: MouseEvent<HTMLSpanElement>) => {
    const line = event.currentTarget.firstElementChild;
    if (text !== '' && line !== null && line.scrollWidth > line.clientWidth) setTooltip('open');
  };
  const leave = () => setTooltip((state) => (state === 'none' ? state : 'closed'));
  const line = (
    <span className={styles.text} style={style}>
      {text === '' ? placeholder : text}
    </span>
  );
  return (
    <span className={styles.holder} onMouseEnter={enter} onMouseLeave={leave}>
      {tooltip === 'none' ? (
        line
      ) : (
        <Tooltip title={text} open={tooltip === 'open'}>
          {line}
        </Tooltip>
      )}
    </span>
  );
}
