import { Tooltip } from 'antd';
import { type CSSProperties, type MouseEvent, useState } from 'react';
import styles from './overflow-text.module.css';

interface OverflowTextProps {
  text: string;
  /** What shows for an empty text (no tooltip then). */
  placeholder?: string;
  style?: CSSProperties;
}

/**
 * One line of text cut by the browser with an ellipsis; the whole text in a tooltip when the pointer rests on a cut
 * one. The tooltip is made at the first such hover: antd's Typography ellipsis made a tooltip and a resize observer for
 * every cell of every row, about a fifth of drawing a page of 动态管理 (ADR 0018).
 */
export function OverflowText({ text, placeholder, style }: OverflowTextProps) {
  const [tooltip, setTooltip] = useState(false);
  const showWhenCut = (event: MouseEvent<HTMLSpanElement>) => {
    const node = event.currentTarget;
    if (text !== '' && node.scrollWidth > node.clientWidth) setTooltip(true);
  };
  const line = (
    <span className={styles.text} style={style} onMouseEnter={tooltip ? undefined : showWhenCut}>
      {text === '' ? placeholder : text}
    </span>
  );
  return tooltip ? (
    <Tooltip title={text} defaultOpen>
      {line}
    </Tooltip>
  ) : (
    line
  );
}
