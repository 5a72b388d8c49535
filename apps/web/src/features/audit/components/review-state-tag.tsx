import { REVIEW_STATE_COLOR, REVIEW_STATE_LABEL, type ReviewState } from '@ops/contracts/codes';
import { Tag } from 'antd';

/** Review status from the one code table: 1/3 warning, 2/5 success, 4/6 error. */
export function ReviewStateTag({ state }: { state: ReviewState }) {
  return (
    <Tag color={REVIEW_STATE_COLOR[state]} style={{ marginInlineEnd: 0 }}>
      {REVIEW_STATE_LABEL[state]}
    </Tag>
  );
}
