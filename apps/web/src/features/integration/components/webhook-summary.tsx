import { INTEGRATION_MSG, type IntegrationStatus } from '@ops/contracts/integration';
import { Alert, Descriptions, Flex, Tag, Typography, type DescriptionsProps } from 'antd';
import { EMPTY_TEXT } from '@/lib/format';
import { formatTimeout } from './delivery-format';
import { MomentWithAge } from './moment-with-age';
import { SectionTitle } from './section-title';

interface WebhookSummaryProps {
  status: IntegrationStatus;
  now: number;
}

/** Wide enough for the longest label (应用最近拉取时间) on one line. */
export const SUMMARY_LABEL_STYLE = { width: 152, whiteSpace: 'nowrap' } as const;

function configItems(webhook: IntegrationStatus['webhook']): NonNullable<DescriptionsProps['items']> {
  if (!webhook.configured) return [];
  return [
    {
      key: 'url',
      label: '推送地址',
      children: webhook.url ? (
        <Typography.Text copyable={{ tooltips: ['复制地址', '已复制'] }} style={{ wordBreak: 'break-all' }}>
          {webhook.url}
        </Typography.Text>
      ) : (
        EMPTY_TEXT
      ),
    },
    { key: 'timeout', label: '超时', children: formatTimeout(webhook.timeoutMs) },
    { key: 'retry', label: '重试时长', children: `${webhook.retryHours} 小时` },
  ];
}

/** Webhook 推送: where decisions are pushed and how patiently (or that nothing is pushed), then how far behind it is. */
export function WebhookSummary({ status, now }: WebhookSummaryProps) {
  const { webhook } = status;
  const items: DescriptionsProps['items'] = [
    ...configItems(webhook),
    { key: 'oldestWaiting', label: '最早未投递事件', children: <MomentWithAge at={status.oldestWaitingAt} now={now} /> },
    { key: 'lastDelivered', label: '最近一次投递成功', children: <MomentWithAge at={status.lastDeliveredAt} now={now} /> },
  ];
  return (
    <Flex vertical gap={12} data-testid="webhook-summary">
      <SectionTitle
        title="Webhook 推送"
        extra={webhook.configured ? <Tag color="success">已配置</Tag> : <Tag>未配置</Tag>}
      />
      {webhook.configured ? null : <Alert type="info" showIcon title={INTEGRATION_MSG.webhookOff} />}
      <Descriptions bordered size="small" column={1} items={items} styles={{ label: SUMMARY_LABEL_STYLE }} />
    </Flex>
  );
}
