import { Card, Flex } from 'antd';
import { useMemo } from 'react';
import { ReportTitle } from '@/components/report-title';
import { LazyTrendChart } from '@/components/trend-chart/lazy-trend-chart';
import { tableToCsv } from '@/lib/csv';
import { useRegistrations } from '../api/get-registrations';
import { usePartialDay } from '../components/partial-day';
import {
  registrationChart,
  registrationColumns,
  registrationCsvColumns,
  registrationSummary,
  registrationTotalsRecord,
} from '../components/registration-report';
import { downloadStatsCsv } from '../components/stats-export';
import { StatsFilterBar } from '../components/stats-filter-bar';
import { sameStatsFilters, type StatsFilters } from '../components/stats-filters';
import { StatsReportCard } from '../components/stats-report-card';
import { StatsTable } from '../components/stats-table';
import { STATS_TITLES } from '../components/stats-titles';
import { useStatsFilters } from '../components/use-stats-filters';

const TITLE = STATS_TITLES.registrations;

/** 注册激活统计 (spec 2.2): activations, registrations, logins and active people per day, with the 总计 row. */
export function RegistrationPage() {
  const { filters, params, apply } = useStatsFilters();
  const registrations = useRegistrations(params);
  const data = registrations.data;
  const rows = useMemo(() => data?.items ?? [], [data]);
  // Today is still running: its row is labelled 今日（截至 HH:mm） and its segment of the chart dashed.
  const partial = usePartialDay(registrations.dataUpdatedAt, data?.updatedAt);
  const chart = useMemo(() => registrationChart(rows, partial), [rows, partial]);
  const columns = useMemo(() => registrationColumns(partial), [partial]);

  const search = (next: StatsFilters) => {
    if (sameStatsFilters(filters, next)) void registrations.refetch();
    else apply(next);
  };
  const exportCsv = () => {
    if (data) downloadStatsCsv(TITLE, data, tableToCsv(registrationCsvColumns(partial), data.items, [registrationTotalsRecord(data.items)]));
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <StatsFilterBar
          values={filters}
          onSearch={search}
          canExport={rows.length > 0 && !registrations.isPlaceholderData}
          onExport={exportCsv}
        />
      </Card>
      <StatsReportCard
        title={<ReportTitle title={TITLE} range={data} />}
        updatedAt={data?.updatedAt}
        chart={<LazyTrendChart spec={chart} loading={registrations.isFetching} />}
      >
        <StatsTable
          label={TITLE}
          columns={columns}
          rows={rows}
          loading={registrations.isFetching}
          summary={() => registrationSummary(rows)}
        />
      </StatsReportCard>
    </Flex>
  );
}
