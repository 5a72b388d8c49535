import { Card, Flex } from 'antd';
import { useMemo } from 'react';
import { ReportTitle } from '@/components/report-title';
import { LazyTrendChart } from '@/components/trend-chart/lazy-trend-chart';
import { tableToCsv } from '@/lib/csv';
import { useDau } from '../api/get-dau';
import { DAU_TABLE_MIN_WIDTH, dauChart, dauColumns, dauCsvColumns } from '../components/dau-report';
import { usePartialDay } from '../components/partial-day';
import { downloadStatsCsv } from '../components/stats-export';
import { StatsFilterBar } from '../components/stats-filter-bar';
import { sameStatsFilters, type StatsFilters } from '../components/stats-filters';
import { StatsReportCard } from '../components/stats-report-card';
import { StatsTable } from '../components/stats-table';
import { STATS_TITLES } from '../components/stats-titles';
import { useStatsFilters } from '../components/use-stats-filters';

const TITLE = STATS_TITLES.dau;

/** 日活统计 (spec 2.1): DAU and the activity pairs per day, no totals row. */
export function DauPage() {
  const { filters, params, apply } = useStatsFilters();
  const dau = useDau(params);
  const data = dau.data;
  const rows = useMemo(() => data?.items ?? [], [data]);
  // Today is still running: its row is labelled 今日（截至 HH:mm） and its segment of the chart dashed.
  const partial = usePartialDay(dau.dataUpdatedAt, data?.updatedAt);
  const chart = useMemo(() => dauChart(rows, partial), [rows, partial]);
  const columns = useMemo(() => dauColumns(undefined, partial), [partial]);

  const search = (next: StatsFilters) => {
    if (sameStatsFilters(filters, next)) void dau.refetch();
    else apply(next);
  };
  const exportCsv = () => {
    if (data) downloadStatsCsv(TITLE, data, tableToCsv(dauCsvColumns(partial), data.items));
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <StatsFilterBar values={filters} onSearch={search} canExport={rows.length > 0 && !dau.isPlaceholderData} onExport={exportCsv} />
      </Card>
      <StatsReportCard
        title={<ReportTitle title={TITLE} range={data} />}
        updatedAt={data?.updatedAt}
        chart={<LazyTrendChart spec={chart} loading={dau.isFetching} />}
      >
        <StatsTable label={TITLE} columns={columns} rows={rows} loading={dau.isFetching} headerRows={2} minWidth={DAU_TABLE_MIN_WIDTH} />
      </StatsReportCard>
    </Flex>
  );
}
