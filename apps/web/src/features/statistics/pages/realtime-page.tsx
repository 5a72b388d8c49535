import { Card, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { ReportTitle } from '@/components/report-title';
import { LazyTrendChart } from '@/components/trend-chart/lazy-trend-chart';
import { tableToCsv } from '@/lib/csv';
import { REALTIME_REFRESH_MS, useRealtime } from '../api/get-realtime';
import { DAU_TABLE_MIN_WIDTH, dauColumns, dauCsvColumns, hourOf, realtimeChart } from '../components/dau-report';
import { RealtimeFilterBar } from '../components/realtime-filter-bar';
import { downloadStatsCsv } from '../components/stats-export';
import { StatsReportCard } from '../components/stats-report-card';
import { StatsTable } from '../components/stats-table';
import { STATS_TITLES } from '../components/stats-titles';
import { useAudienceFilters } from '../components/use-stats-filters';

const TITLE = STATS_TITLES.realtime;
const COLUMNS = dauColumns(hourOf);
const CSV_COLUMNS = dauCsvColumns();

/** 实时数据: today so far, hour by hour, with the DAU table's columns; refreshes itself every minute. */
export function RealtimePage() {
  const { filters, params, apply } = useAudienceFilters();
  const realtime = useRealtime(params);
  const data = realtime.data;
  const rows = useMemo(() => data?.items ?? [], [data]);
  const chart = useMemo(() => realtimeChart(rows), [rows]);
  // The minute's refresh updates quietly; only figures for other filters (or none yet) count as loading.
  const loading = realtime.isPending || realtime.isPlaceholderData;

  const exportCsv = () => {
    if (data) downloadStatsCsv(TITLE, data, tableToCsv(CSV_COLUMNS, data.items));
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <RealtimeFilterBar
          values={filters}
          onChange={apply}
          onRefresh={() => void realtime.refetch()}
          refreshing={realtime.isFetching}
          canExport={rows.length > 0 && !realtime.isPlaceholderData}
          onExport={exportCsv}
        />
      </Card>
      <StatsReportCard
        title={<ReportTitle title={TITLE} range={data} />}
        updatedAt={data?.updatedAt}
        extra={
          <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
            每 {REALTIME_REFRESH_MS / 1000} 秒自动刷新
          </Typography.Text>
        }
        chart={<LazyTrendChart spec={chart} loading={loading} />}
      >
        <StatsTable label={TITLE} columns={COLUMNS} rows={rows} loading={loading} headerRows={2} minWidth={DAU_TABLE_MIN_WIDTH} />
      </StatsReportCard>
    </Flex>
  );
}
