import { LOG_MSG, type LogDetail } from '@ops/contracts/oplog';
import { MSG } from '@ops/contracts/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Flex, Result, Skeleton, Typography } from 'antd';
import { errorMessage, isApiClientError } from '@/lib/api-error';
import { LogChangeTable } from './log-change-table';
import { LogDetailSummary } from './log-detail-summary';

interface LogDetailContentProps {
  detail: UseQueryResult<LogDetail>;
  onLeave: () => void;
}

/** The dialog body: a skeleton while loading, a result for an unknown entry or a failure, else the entry and its changes. */
export function LogDetailContent({ detail, onLeave }: LogDetailContentProps) {
  if (isApiClientError(detail.error) && detail.error.status === 404) {
    return <Result status="404" title={LOG_MSG.notFound} subTitle="请刷新列表后再试。" />;
  }
  if (detail.isError) {
    return (
      <Result
        status="error"
        title="日志详情加载失败"
        subTitle={errorMessage(detail.error, MSG.serverError)}
        extra={
          <Button type="primary" loading={detail.isFetching} onClick={() => void detail.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  if (!detail.data) return <Skeleton active paragraph={{ rows: 6 }} />;

  return (
    <Flex vertical gap={16}>
      <LogDetailSummary detail={detail.data} onLeave={onLeave} />
      <Flex vertical gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          变更内容
        </Typography.Title>
        <LogChangeTable before={detail.data.before} after={detail.data.after} />
      </Flex>
    </Flex>
  );
}
