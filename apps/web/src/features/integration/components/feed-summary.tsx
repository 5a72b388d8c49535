import type { IntegrationStatus } from '@ops/contracts/integration';
import { API } from '@ops/contracts/paths';
import { Descriptions, Flex, Typography, type DescriptionsProps } from 'antd';
import { EMPTY_TEXT } from '@/lib/format';
import { MomentWithAge } from './moment-with-age';
import { SectionTitle } from './section-title';
import { SUMMARY_LABEL_STYLE } from './webhook-summary';

interface FeedSummaryProps {
  status: IntegrationStatus;
  now: number;
}

/** 拉取接口: the newest event's sequence, when the app last pulled and with which cursor, how long events are kept. */
export function FeedSummary({ status, now }: FeedSummaryProps) {
  const { feed } = status;
  const items: DescriptionsProps['items'] = [
    { key: 'endpoint', label: '接口', children: <Typography.Text code>{`GET ${API.ingestDecisions}`}</Typography.Text> },
    { key: 'latest', label: '最新事件序号', children: feed.latestSequence },
    { key: 'pulledAt', label: '应用最近拉取时间', children: <MomentWithAge at={feed.lastPulledAt} now={now} /> },
    {
      key: 'cursor',
      label: '应用最近拉取游标',
      children: feed.lastCursor === null ? EMPTY_TEXT : <Typography.Text style={{ wordBreak: 'break-all' }}>{feed.lastCursor}</Typography.Text>,
    },
    { key: 'retention', label: '事件保留', children: `${status.retentionDays} 天` },
  ];
  return (
    <Flex vertical gap={12} data-testid="feed-summary">
      <SectionTitle title="拉取接口" />
      <Descriptions bordered size="small" column={1} items={items} styles={{ label: SUMMARY_LABEL_STYLE }} />
    </Flex>
  );
}
