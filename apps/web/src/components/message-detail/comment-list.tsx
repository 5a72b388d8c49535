import { Button, Empty, Flex, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { UserAvatar } from '@/components/user-avatar';
import { formatDateTime } from '@/lib/format';
import { useComments } from './get-comments';

interface CommentListProps {
  messageId: number;
  /** The post's own comment count, shown until the first page answers with the live total. */
  commentCount: number;
  /** The scrolling element the sentinel is watched in. */
  scrollRoot: RefObject<HTMLElement | null>;
}

/** Loads the next page whenever the sentinel under the last comment scrolls into view. */
function useLoadMoreSentinel(active: boolean, loadMore: () => void, scrollRoot: RefObject<HTMLElement | null>) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!active || !target) return;
    // A fresh observer reports the current intersection at once: a short list keeps loading until it fills the view.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadMore(), {
      root: scrollRoot.current,
      rootMargin: '0px 0px 80px 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [active, loadMore, scrollRoot]);
  return sentinel;
}

/** 评论（n）: page 1, then 2, 3 … by infinite scroll; 没有更多了 once the end is reached after more than one page. */
export function CommentList({ messageId, commentCount, scrollRoot }: CommentListProps) {
  const comments = useComments(messageId, true);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = comments;
  const canLoad = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const sentinel = useLoadMoreSentinel(canLoad, loadMore, scrollRoot);

  const pages = comments.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.counts ?? commentCount;
  const reachedEnd = comments.isSuccess && !hasNextPage;

  return (
    <Flex vertical gap={12} component="section" aria-label="评论">
      <Typography.Title level={5} style={{ margin: 0 }}>
        评论（{total}）
      </Typography.Title>
      {items.map((comment) => (
        <Flex key={comment.id} gap={12} align="flex-start" data-testid="comment-item">
          <UserAvatar src={comment.userLogo} size={32} alt={`${comment.nickname}的头像`} />
          <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Flex gap={8} align="baseline" wrap>
              <Typography.Text strong>{comment.nickname}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDateTime(comment.createDate)}
              </Typography.Text>
            </Flex>
            <Typography.Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{comment.content}</Typography.Text>
          </Flex>
        </Flex>
      ))}
      <div ref={sentinel} aria-hidden style={{ height: 1 }} />
      {comments.isPending || isFetchingNextPage ? (
        <Flex justify="center" style={{ padding: 8 }}>
          <Spin size="small" description="加载中…" />
        </Flex>
      ) : null}
      {comments.isError || isFetchNextPageError ? (
        <Flex justify="center" align="center" gap={8}>
          <Typography.Text type="secondary">评论加载失败</Typography.Text>
          <Button size="small" onClick={() => void (isFetchNextPageError ? fetchNextPage() : comments.refetch())}>
            重试
          </Button>
        </Flex>
      ) : null}
      {reachedEnd && items.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无评论" /> : null}
      {reachedEnd && pages.length > 1 ? (
        <Typography.Text type="secondary" style={{ textAlign: 'center', padding: 8 }}>
          没有更多了
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
