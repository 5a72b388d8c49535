import type { IntegrationStatus } from '@ops/contracts/integration';
import { MSG } from '@ops/contracts/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { errorMessage } from '@/lib/api-error';
import { INTEGRATION_REFRESH_MS } from '../api/query-keys';
import { DeliveryFigures } from './delivery-figures';
import { FeedSummary } from './feed-summary';
import { WebhookSummary } from './webhook-summary';

const TITLE = '对接状态';

function RefreshNote({ updatedAt }: { updatedAt: number }) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
      每 {INTEGRATION_REFRESH_MS / 1000} 秒自动刷新 · 更新于 {dayjs(updatedAt).format('HH:mm:ss')}
    </Typography.Text>
  );
}

/** The top card: counts per status, the webhook and its backlog, the pull feed; a skeleton until the first answer. */
export function IntegrationStatusCard({ status }: { status: UseQueryResult<IntegrationStatus> }) {
  if (status.isPending) return <Card title={TITLE} loading data-testid="integration-status" />;
  if (!status.data) {
    return (
      <Card title={TITLE} data-testid="integration-status">
        <Alert
          type="error"
          showIcon
          title="对接状态加载失败"
          description={errorMessage(status.error, MSG.serverError)}
          action={
            <Button size="small" loading={status.isFetching} onClick={() => void status.refetch()}>
              重试
            </Button>
          }
        />
      </Card>
    );
  }

  const now = status.dataUpdatedAt;
  return (
    <Card title={TITLE} extra={<RefreshNote updatedAt={now} />} data-testid="integration-status">
      <Flex vertical gap={24}>
        {status.isError ? <Alert type="warning" showIcon title={`刷新失败，显示的是 ${dayjs(now).format('HH:mm:ss')} 的数据`} /> : null}
        <DeliveryFigures status={status.data} />
        <Row gutter={[24, 24]}>
          <Col xs={24} xl={12}>
            <WebhookSummary status={status.data} now={now} />
          </Col>
          <Col xs={24} xl={12}>
            <FeedSummary status={status.data} now={now} />
          </Col>
        </Row>
      </Flex>
    </Card>
  );
}
