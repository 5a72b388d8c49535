import { ClockCircleOutlined, RobotOutlined } from '@ant-design/icons';
import { REVIEW_STATE } from '@ops/contracts/codes';
import { MACHINE_VERDICT_COLOR, MACHINE_VERDICT_LABEL, type MachineReview, WORD_ACTION_LABEL } from '@ops/contracts/screening';
import { Flex, Popover, Tag, Tooltip, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { formatDateTime } from '@/lib/format';
import { foldTags, type ReasonImages, type ReasonTag, reasonTags } from './reason-tags';
import { SCREEN_READER_ONLY } from './screen-reader-only';

const TAG_STYLE: CSSProperties = { marginInlineEnd: 0, maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'top' };

interface MachineReviewLineProps {
  review: MachineReview | null;
  state: string;
  text: string;
  images: ReasonImages;
  /** How many reason tags show before the rest fold into +N; every one when omitted. */
  limit?: number;
}

function ReasonTagView({ tag }: { tag: ReasonTag }) {
  return (
    <Tooltip title={tag.description}>
      <Tag color={tag.action === 'block' ? 'error' : 'warning'} style={TAG_STYLE} data-testid="machine-reason" data-action={tag.action}>
        <span style={SCREEN_READER_ONLY}>{WORD_ACTION_LABEL[tag.action]}：</span>
        {tag.label}
        {tag.count > 1 ? ` ×${tag.count}` : null}
      </Tag>
    </Tooltip>
  );
}

/**
 * The machine's verdict (机审通过 / 送人审 / 机审拒绝, the screening time on hover) and its reasons as tags; 待机审 while
 * an item waits for screening; nothing for an item decided before machine review existed.
 */
export function MachineReviewLine({ review, state, text, images, limit }: MachineReviewLineProps) {
  if (review === null) {
    if (state !== REVIEW_STATE.awaitingMachine) return null;
    return (
      <Flex align="center" gap={6} wrap data-testid="machine-review">
        <Tag icon={<ClockCircleOutlined aria-hidden />} style={{ marginInlineEnd: 0 }}>
          待机审
        </Tag>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          机器尚未筛查
        </Typography.Text>
      </Flex>
    );
  }

  const tags = reasonTags(review.reasons, text, images);
  const { shown, folded } = foldTags(tags, limit ?? tags.length);
  const screenedAt = formatDateTime(review.screenedAt);
  return (
    <Flex align="center" gap={6} wrap role="group" aria-label="机审结果" data-testid="machine-review" data-verdict={review.verdict}>
      <Tooltip title={`机审时间：${screenedAt}`}>
        <Tag color={MACHINE_VERDICT_COLOR[review.verdict]} icon={<RobotOutlined aria-hidden />} variant="solid" style={{ marginInlineEnd: 0 }}>
          {MACHINE_VERDICT_LABEL[review.verdict]}
          <span style={SCREEN_READER_ONLY}>，机审时间 {screenedAt}</span>
        </Tag>
      </Tooltip>
      {shown.map((tag) => (
        <ReasonTagView key={tag.key} tag={tag} />
      ))}
      {folded.length > 0 ? (
        <Popover
          trigger={['hover', 'focus']}
          title={`另外 ${folded.length} 条机审原因`}
          content={
            <Flex gap={6} wrap style={{ maxWidth: 360 }}>
              {folded.map((tag) => (
                <ReasonTagView key={tag.key} tag={tag} />
              ))}
            </Flex>
          }
        >
          <Tag tabIndex={0} style={{ ...TAG_STYLE, cursor: 'default' }} data-testid="machine-reason-more">
            +{folded.length}
            <span style={SCREEN_READER_ONLY}>条机审原因：{folded.map((tag) => tag.label).join('、')}</span>
          </Tag>
        </Popover>
      ) : null}
    </Flex>
  );
}
