import { CommentOutlined, LikeOutlined, PushpinFilled, ShareAltOutlined, WarningOutlined } from '@ant-design/icons';
import { REVIEW_STATE_COLOR, REVIEW_STATE_LABEL, TOP_STATE } from '@ops/contracts/codes';
import { ROUTES } from '@ops/contracts/paths';
import type { MessageDetail } from '@ops/contracts/posts';
import type { MachineReason } from '@ops/contracts/screening';
import { Flex, Image, Tag, Typography } from 'antd';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useHighlightNodes } from '@/components/machine-review/highlight-nodes';
import { ImageFlagOverlay } from '@/components/machine-review/image-flag-overlay';
import { imageFlags } from '@/components/machine-review/image-flags';
import { UserAvatar } from '@/components/user-avatar';
import { formatDateTime } from '@/lib/format';
import { MessageMachineReview } from './message-machine-review';

const NO_REASONS: readonly MachineReason[] = [];

interface MessageSummaryProps {
  detail: MessageDetail;
  /** Following the author link leaves the dialog. */
  onLeave: () => void;
}

function Count({ icon: Icon, label, value }: { icon: ComponentType<{ 'aria-hidden'?: boolean }>; label: string; value: number }) {
  return (
    <Flex align="center" gap={6}>
      <Icon aria-hidden />
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text strong>{value}</Typography.Text>
    </Flex>
  );
}

/**
 * Author, state, the machine's verdict, text, images, date, counts and report reasons of one post (spec 2.9); what
 * the machine matched is highlighted in the text and marked on the images.
 */
export function MessageSummary({ detail, onLeave }: MessageSummaryProps) {
  const pinned = detail.topState === TOP_STATE.pinned;
  const reasons = detail.machineReview?.reasons ?? NO_REASONS;
  const text = useHighlightNodes(detail.text, reasons);
  const flags = imageFlags(reasons, detail.medias);
  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={12}>
        <UserAvatar src={detail.userLogo} size={48} alt={`${detail.nickname}的头像`} />
        <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong ellipsis={{ tooltip: detail.nickname }} style={{ fontSize: 16 }}>
            {detail.nickname}
          </Typography.Text>
          <Typography.Text type="secondary">
            用户ID：
            <Link to={ROUTES.userDetail(detail.userId)} onClick={onLeave}>
              {detail.userId}
            </Link>
            <span style={{ marginInlineStart: 16 }}>动态ID：{detail.id}</span>
          </Typography.Text>
        </Flex>
        <Flex gap={4} style={{ flex: 'none' }}>
          {pinned ? (
            <Tag color="volcano" icon={<PushpinFilled aria-hidden />}>
              已置顶
            </Tag>
          ) : null}
          <Tag color={REVIEW_STATE_COLOR[detail.state]}>{REVIEW_STATE_LABEL[detail.state]}</Tag>
        </Flex>
      </Flex>

      <MessageMachineReview detail={detail} />

      {detail.text ? (
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {text}
        </Typography.Paragraph>
      ) : (
        <Typography.Text type="secondary">（无文字内容）</Typography.Text>
      )}

      {detail.medias.length > 0 ? (
        <Image.PreviewGroup>
          <Flex wrap gap={8}>
            {detail.medias.map((src, index) => {
              const flag = flags.get(index);
              return (
                <div key={`${src}-${index}`} title={flag?.description} style={{ position: 'relative', lineHeight: 0 }}>
                  <Image
                    src={src}
                    alt={flag ? `动态图片 ${index + 1}（${flag.badge}）` : `动态图片 ${index + 1}`}
                    width={104}
                    height={104}
                    style={{ objectFit: 'cover', borderRadius: 6 }}
                  />
                  {flag ? <ImageFlagOverlay flag={flag} borderRadius={6} /> : null}
                </div>
              );
            })}
          </Flex>
        </Image.PreviewGroup>
      ) : null}

      <Flex gap={24} wrap align="center">
        <Typography.Text type="secondary">发布时间：{formatDateTime(detail.createDate)}</Typography.Text>
        <Count icon={LikeOutlined} label="点赞" value={detail.likeCount} />
        <Count icon={CommentOutlined} label="评论" value={detail.commentCount} />
        <Count icon={ShareAltOutlined} label="转发" value={detail.forwardingCount} />
        <Count icon={WarningOutlined} label="举报" value={detail.reportCount} />
      </Flex>

      {detail.reportReasons.length > 0 ? (
        <Flex gap={8} wrap align="center" aria-label="举报原因">
          <Typography.Text type="secondary">举报原因：</Typography.Text>
          {detail.reportReasons.map((entry) => (
            <Tag key={entry.reason} color="error" style={{ marginInlineEnd: 0 }}>
              {entry.reason} ×{entry.count}
            </Tag>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}
