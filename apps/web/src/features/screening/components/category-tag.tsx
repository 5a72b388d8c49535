import type { WordCategory } from '@ops/contracts/screening';
import { Tag } from 'antd';

/** One colour per category, the same on every screening page (涉政 is not red: red is 拦截). */
const CATEGORY_COLOR: Record<WordCategory, string> = {
  涉政: 'volcano',
  色情: 'magenta',
  赌博: 'purple',
  广告引流: 'cyan',
  辱骂: 'gold',
  违禁品: 'geekblue',
  其他: 'default',
};

export function CategoryTag({ category }: { category: WordCategory }) {
  return (
    <Tag color={CATEGORY_COLOR[category]} style={{ marginInlineEnd: 0 }}>
      {category}
    </Tag>
  );
}
