import { MSG } from '@ops/contracts/messages';
import type { MessageDetail } from '@ops/contracts/posts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Divider, Result, Skeleton } from 'antd';
import type { RefObject } from 'react';
import { errorMessage, isApiClientError } from '@/lib/api-error';
import { CommentList } from './comment-list';
import { MessageSummary } from './message-summary';

interface MessageDetailContentProps {
  detail: UseQueryResult<MessageDetail>;
  scrollRoot: RefObject<HTMLElement | null>;
  onLeave: () => void;
}

/** The dialog body: a skeleton while loading, a result for a deleted post or a failure, else the post and its comments. */
export function MessageDetailContent({ detail, scrollRoot, onLeave }: MessageDetailContentProps) {
  if (isApiClientError(detail.error) && detail.error.status === 404) {
    return <Result status="404" title={MSG.postNotFound} subTitle="该动态可能已被删除，请刷新列表后再试。" />;
  }
  if (detail.isError) {
    return (
      <Result
        status="error"
        title="动态详情加载失败"
        subTitle={errorMessage(detail.error, MSG.serverError)}
        extra={
          <Button type="primary" loading={detail.isFetching} onClick={() => void detail.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  if (!detail.data) return <Skeleton avatar active paragraph={{ rows: 6 }} />;

  return (
    <>
      <MessageSummary detail={detail.data} onLeave={onLeave} />
      <Divider style={{ margin: '16px 0' }} />
      <CommentList messageId={detail.data.id} commentCount={detail.data.commentCount} scrollRoot={scrollRoot} />
    </>
  );
}
