import type { MessageDetail } from '@ops/contracts/posts';
import { Flex, theme, Typography } from 'antd';
import { MachineReviewLine } from '@/components/machine-review/machine-review-line';
import { formatDateTime } from '@/lib/format';

/** 机审 in the detail: the verdict and every reason, the screening time; or why there is none. */
export function MessageMachineReview({ detail }: { detail: MessageDetail }) {
  const { token } = theme.useToken();
  const review = detail.machineReview;
  return (
    <Flex
      vertical
      gap={8}
      component="section"
      aria-label="机审结果"
      style={{ padding: '10px 12px', borderRadius: token.borderRadiusLG, background: token.colorFillQuaternary }}
    >
      <Flex align="baseline" gap={12} wrap>
        <Typography.Text strong>机审</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {review ? `机审时间：${formatDateTime(review.screenedAt)}` : detail.state === '1' ? '等待机器筛查' : '该动态没有机审记录'}
        </Typography.Text>
      </Flex>
      {review || detail.state === '1' ? (
        <MachineReviewLine review={review} state={detail.state} text={detail.text} images={{ urls: detail.medias }} />
      ) : null}
      {review && review.reasons.length === 0 ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          未命中敏感词、联系方式或图片黑库。
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
