import { Card, Col, Flex, Row } from 'antd';
import { useMemo, useState } from 'react';
import { ReportTitle } from '@/components/report-title';
import { LazyTrendChart } from '@/components/trend-chart/lazy-trend-chart';
import { downloadCsv } from '@/lib/csv';
import { useScreeningStats } from '../api/get-screening-stats';
import { HitCategoryTable } from '../components/hit-category-table';
import { HitWordTable } from '../components/hit-word-table';
import { screeningChart } from '../components/screening-chart';
import { screeningStatsCsv, screeningStatsFilename } from '../components/screening-csv';
import { ScreeningDayTable } from '../components/screening-day-table';
import { ScreeningStatsFilterBar } from '../components/screening-stats-filter-bar';
import type { DayRangeFilter } from '../components/screening-stats-filters';
import { SCREENING_TITLES } from '../components/screening-titles';
import { useScreeningStatsFilters } from '../components/use-screening-stats-filters';

const TITLE = SCREENING_TITLES.screeningStats;

/** 机审统计: per day how much the machine passed, sent to a person and rejected; the categories and words that hit most. */
export function ScreeningStatsPage() {
  const { range, params, apply } = useScreeningStatsFilters();
  const stats = useScreeningStats(params);
  const data = stats.data;
  const days = useMemo(() => data?.items ?? [], [data]);
  const chart = useMemo(() => screeningChart(days), [days]);
  const [refreshing, setRefreshing] = useState(false);
  const loading = stats.isPending || stats.isPlaceholderData || refreshing;

  const search = (next: DayRangeFilter) => {
    if (next.from !== range.from || next.to !== range.to) {
      apply(next);
      return;
    }
    setRefreshing(true);
    void stats.refetch().finally(() => setRefreshing(false));
  };
  const exportCsv = () => {
    if (data) downloadCsv(screeningStatsFilename(TITLE, data), screeningStatsCsv(data.items));
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <ScreeningStatsFilterBar
          values={range}
          onSearch={search}
          searching={loading}
          canExport={days.length > 0 && !stats.isPlaceholderData}
          onExport={exportCsv}
        />
      </Card>
      <Card title={<ReportTitle title={TITLE} range={data} />}>
        <Flex vertical gap={16}>
          <LazyTrendChart spec={chart} loading={loading} />
          <ScreeningDayTable days={days} loading={loading} />
        </Flex>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <Card title="命中分类 TOP" style={{ height: '100%' }}>
            <HitCategoryTable categories={data?.categories ?? []} loading={loading} />
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card title="命中词 TOP" style={{ height: '100%' }}>
            <HitWordTable words={data?.words ?? []} loading={loading} />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
