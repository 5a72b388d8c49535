import { CommentOutlined, LikeOutlined, PushpinFilled, ShareAltOutlined, WarningOutlined } from '@ant-design/icons';
import { REVIEW_STATE_COLOR, REVIEW_STATE_LABEL, TOP_STATE } from '@ops/contracts/codes';
import { ROUTES } from '@ops/contracts/paths';
import type { MessageDetail } from '@ops/contracts/posts';
import { Flex, Image, Tag, Typography } from 'antd';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { formatDateTime } from '@/lib/format';

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

/** Author, state, text, images, date, counts and report reasons of one post (spec 2.9). */
export function MessageSummary({ detail, onLeave }: MessageSummaryProps) {
  const pinned = detail.topState === TOP_STATE.pinned;
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

      {detail.text ? (
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{detail.text}</Typography.Paragraph>
      ) : (
        <Typography.Text type="secondary">（无文字内容）</Typography.Text>
      )}

      {detail.medias.length > 0 ? (
        <Image.PreviewGroup>
          <Flex wrap gap={8}>
            {detail.medias.map((src, index) => (
              <Image
                key={`${src}-${index}`}
                src={src}
                alt={`动态图片 ${index + 1}`}
                width={104}
                height={104}
                style={{ objectFit: 'cover', borderRadius: 6 }}
              />
            ))}
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
