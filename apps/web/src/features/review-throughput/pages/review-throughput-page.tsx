import { PERMISSION } from '@ops/contracts/permissions';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ReportTitle } from '@/components/report-title';
import { LazyTrendChart } from '@/components/trend-chart/lazy-trend-chart';
import { downloadCsv } from '@/lib/csv';
import { useCan } from '@/lib/operator-access';
import { shanghaiToday } from '@/lib/shanghai-day';
import { useOperatorAccounts } from '../api/get-operator-options';
import { useReviewThroughput } from '../api/get-review-throughput';
import { throughputCsv, throughputCsvFilename } from '../components/throughput-csv';
import { ThroughputFilterBar } from '../components/throughput-filter-bar';
import { sameThroughputFilters, type ThroughputFilters } from '../components/throughput-filters';
import { operatorOptions, throughputChart, throughputTableRows } from '../components/throughput-rows';
import { ThroughputTable } from '../components/throughput-table';
import { REVIEW_THROUGHPUT_TITLE } from '../components/throughput-title';
import { useThroughputFilters } from '../components/use-throughput-filters';

const TITLE = REVIEW_THROUGHPUT_TITLE;

/** 审核效率: each reviewer's decisions per day, with the 合计 over the range; administrators see everyone, a moderator themself. */
export function ReviewThroughputPage() {
  const { filters, params, apply } = useThroughputFilters();
  const seesEveryone = useCan(PERMISSION.reviewStatsAll);
  const listsAccounts = useCan(PERMISSION.systemManage);
  const figures = useReviewThroughput(params);
  const accounts = useOperatorAccounts(seesEveryone && listsAccounts);
  const data = figures.data;
  const rows = useMemo(() => throughputTableRows(data), [data]);
  const chart = useMemo(() => throughputChart(data, shanghaiToday()), [data]);
  const operators = useMemo(
    () => (seesEveryone ? operatorOptions(accounts.data?.items, data, filters.operatorId) : null),
    [seesEveryone, accounts.data, data, filters.operatorId],
  );
  const [refreshing, setRefreshing] = useState(false);
  const loading = figures.isPending || figures.isPlaceholderData || refreshing;

  const search = (next: ThroughputFilters) => {
    if (!sameThroughputFilters(filters, next)) {
      apply(next);
      return;
    }
    setRefreshing(true);
    void figures.refetch().finally(() => setRefreshing(false));
  };
  const exportCsv = () => {
    if (data) downloadCsv(throughputCsvFilename(TITLE, data), throughputCsv(rows));
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <ThroughputFilterBar
          values={filters}
          operators={operators}
          onSearch={search}
          searching={loading}
          canExport={rows.length > 0 && !figures.isPlaceholderData}
          onExport={exportCsv}
        />
      </Card>
      {figures.isError && !data ? (
        <Alert
          type="error"
          showIcon
          title="审核效率加载失败"
          description={figures.error.message}
          action={
            <Button size="small" onClick={() => void figures.refetch()}>
              重试
            </Button>
          }
        />
      ) : null}
      <Card
        title={<ReportTitle title={TITLE} range={data} />}
        extra={seesEveryone ? null : <Typography.Text type="secondary">仅显示本人的审核数据</Typography.Text>}
      >
        <Flex vertical gap={16}>
          <LazyTrendChart spec={chart} loading={loading} />
          <ThroughputTable rows={rows} loading={loading} />
        </Flex>
      </Card>
    </Flex>
  );
}
