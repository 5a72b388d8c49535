import type { MachineReason } from '@ops/contracts/screening';
import type { VideoItem } from '@ops/contracts/videos';
import { Flex, Typography } from 'antd';
import { imageFlags } from '@/components/machine-review/image-flags';
import { AuthorLine } from './author-line';
import { PostText } from './post-text';
import { VideoCover } from './video-cover';

interface VideoCardBodyProps {
  item: VideoItem;
  onPlay: (item: VideoItem) => void;
}

const NO_REASONS: readonly MachineReason[] = [];

/** A video on its audit card (spec 2.7): the cover opens the player; author, caption and counts beside it. */
export function VideoCardBody({ item, onPlay }: VideoCardBodyProps) {
  const reasons = item.machineReview?.reasons ?? NO_REASONS;
  return (
    <Flex gap={14} style={{ minWidth: 0, flex: 1 }}>
      <VideoCover
        picUrl={item.picUrl}
        durationSeconds={item.durationSeconds}
        label={`播放视频 ${item.id}`}
        onPlay={() => onPlay(item)}
        flag={imageFlags(reasons, [item.picUrl]).get(0)}
      />
      <Flex vertical gap={8} style={{ minWidth: 0, flex: 1 }}>
        <AuthorLine userId={item.userId} nickname={item.nickname} createDate={item.createDate} stacked />
        <PostText text={item.text} reasons={reasons} />
        <Typography.Text type="secondary" style={{ marginTop: 'auto', fontSize: 12 }}>
          点赞 {item.likeCount} · 评论 {item.commentCount} · 转发 {item.forwardingCount}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
