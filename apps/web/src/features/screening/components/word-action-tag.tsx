import { WORD_ACTION_LABEL, type WordAction } from '@ops/contracts/screening';
import { Tag } from 'antd';

const ACTION_COLOR: Record<WordAction, string> = { block: 'red', review: 'orange' };

/** 拦截 red, 送人审 orange. */
export function WordActionTag({ action }: { action: WordAction }) {
  return (
    <Tag color={ACTION_COLOR[action]} style={{ marginInlineEnd: 0 }}>
      {WORD_ACTION_LABEL[action]}
    </Tag>
  );
}
