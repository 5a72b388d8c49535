import { Card, Flex } from 'antd';
import { useMemo } from 'react';
import { ReportTitle } from '@/components/report-title';
import { LazyTrendChart } from '@/components/trend-chart/lazy-trend-chart';
import { tableToCsv } from '@/lib/csv';
import { useRetention } from '../api/get-retention';
import { RetentionLegend } from '../components/retention-legend';
import { usePartialDay } from '../components/partial-day';
import { RETENTION_TABLE_MIN_WIDTH, retentionChart, retentionCsvColumns, retentionTableColumns } from '../components/retention-report';
import { downloadStatsCsv } from '../components/stats-export';
import { StatsFilterBar } from '../components/stats-filter-bar';
import { sameStatsFilters, type StatsFilters } from '../components/stats-filters';
import { StatsReportCard } from '../components/stats-report-card';
import { StatsTable } from '../components/stats-table';
import { STATS_TITLES } from '../components/stats-titles';
import { useStatsFilters } from '../components/use-stats-filters';

const TITLE = STATS_TITLES.retention;

/** 留存统计 (spec 2.3): per registration day, how many came back 1–7 and 30 days later; no totals row. */
export function RetentionPage() {
  const { filters, params, apply } = useStatsFilters();
  const retention = useRetention(params);
  const data = retention.data;
  const rows = useMemo(() => data?.items ?? [], [data]);
  const chart = useMemo(() => retentionChart(rows), [rows]);
  // Today's cohort is still registering: its row is labelled 今日（截至 HH:mm）; cells whose day is not over come as —.
  const partial = usePartialDay(retention.dataUpdatedAt, data?.updatedAt);
  const columns = useMemo(() => retentionTableColumns(partial), [partial]);

  const search = (next: StatsFilters) => {
    if (sameStatsFilters(filters, next)) void retention.refetch();
    else apply(next);
  };
  const exportCsv = () => {
    if (data) downloadStatsCsv(TITLE, data, tableToCsv(retentionCsvColumns(partial), data.items));
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <StatsFilterBar values={filters} onSearch={search} canExport={rows.length > 0 && !retention.isPlaceholderData} onExport={exportCsv} />
      </Card>
      <StatsReportCard
        title={<ReportTitle title={TITLE} range={data} />}
        updatedAt={data?.updatedAt}
        extra={<RetentionLegend />}
        chart={<LazyTrendChart spec={chart} loading={retention.isFetching} />}
      >
        <StatsTable label={TITLE} columns={columns} rows={rows} loading={retention.isFetching} minWidth={RETENTION_TABLE_MIN_WIDTH} />
      </StatsReportCard>
    </Flex>
  );
}
