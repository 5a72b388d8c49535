import type { VideoItem } from '@ops/contracts/videos';
import { Flex, Typography } from 'antd';
import { AuthorLine } from './author-line';
import { PostText } from './post-text';
import { VideoCover } from './video-cover';

interface VideoCardBodyProps {
  item: VideoItem;
  onPlay: (item: VideoItem) => void;
}

/** A video on its audit card (spec 2.7): the cover opens the player; author, caption and counts beside it. */
export function VideoCardBody({ item, onPlay }: VideoCardBodyProps) {
  return (
    <Flex gap={14} style={{ minWidth: 0, flex: 1 }}>
      <VideoCover picUrl={item.picUrl} durationSeconds={item.durationSeconds} label={`播放视频 ${item.id}`} onPlay={() => onPlay(item)} />
      <Flex vertical gap={8} style={{ minWidth: 0, flex: 1 }}>
        <AuthorLine userId={item.userId} nickname={item.nickname} createDate={item.createDate} stacked />
        <PostText text={item.text} />
        <Typography.Text type="secondary" style={{ marginTop: 'auto', fontSize: 12 }}>
          点赞 {item.likeCount} · 评论 {item.commentCount} · 转发 {item.forwardingCount}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
