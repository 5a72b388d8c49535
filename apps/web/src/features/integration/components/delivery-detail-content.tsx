import type { DeliveryDetail } from '@ops/contracts/integration';
import { INTEGRATION_MSG } from '@ops/contracts/integration';
import { MSG } from '@ops/contracts/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Flex, Result, Skeleton, Typography } from 'antd';
import { errorMessage, isApiClientError } from '@/lib/api-error';
import { DeliveryAttemptTable } from './delivery-attempt-table';
import { DeliveryDetailSummary } from './delivery-detail-summary';
import { EventJson } from './event-json';
import { SectionTitle } from './section-title';

interface DeliveryDetailContentProps {
  detail: UseQueryResult<DeliveryDetail>;
  onLeave: () => void;
}

/** The dialog body: a skeleton while loading, a result for a purged event or a failure, else the event and its attempts. */
export function DeliveryDetailContent({ detail, onLeave }: DeliveryDetailContentProps) {
  if (isApiClientError(detail.error) && detail.error.status === 404) {
    return <Result status="404" title={INTEGRATION_MSG.eventNotFound} subTitle="请刷新列表后再试。" />;
  }
  if (!detail.data) {
    if (!detail.isError) return <Skeleton active paragraph={{ rows: 8 }} />;
    return (
      <Result
        status="error"
        title="事件详情加载失败"
        subTitle={errorMessage(detail.error, MSG.serverError)}
        extra={
          <Button type="primary" loading={detail.isFetching} onClick={() => void detail.refetch()}>
            重试
          </Button>
        }
      />
    );
  }

  const { attempts } = detail.data;
  return (
    <Flex vertical gap={20}>
      <DeliveryDetailSummary detail={detail.data} onLeave={onLeave} />
      <EventJson event={detail.data.event} />
      <Flex vertical gap={8}>
        <SectionTitle
          title="投递记录"
          extra={<Typography.Text type="secondary">{attempts.length > 0 ? `共 ${attempts.length} 次，新的在前` : '尚未尝试投递'}</Typography.Text>}
        />
        {attempts.length > 0 ? <DeliveryAttemptTable attempts={attempts} /> : null}
      </Flex>
    </Flex>
  );
}
