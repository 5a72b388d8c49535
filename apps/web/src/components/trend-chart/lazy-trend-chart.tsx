import { Empty, Flex, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { CHART_HEIGHT, type TrendChartSpec } from './trend-chart-spec';

// ECharts stays out of the first screen: it loads with the first chart, as its own chunk.
const TrendChart = lazy(() => import('./trend-chart'));

function ChartPlaceholder({ loading }: { loading: boolean }) {
  return (
    <Flex align="center" justify="center" style={{ height: CHART_HEIGHT }}>
      {loading ? (
        <Skeleton active title={false} paragraph={{ rows: 6 }} style={{ width: '100%' }} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
      )}
    </Flex>
  );
}

/** A trend above a statistics table (日活、机审…), always CHART_HEIGHT tall so nothing jumps while it loads. */
export function LazyTrendChart({ spec, loading }: { spec: TrendChartSpec; loading: boolean }) {
  const plottable = spec.series.some((series) => series.data.some((value) => value !== null));
  if (!plottable) return <ChartPlaceholder loading={loading} />;
  return (
    <Suspense fallback={<ChartPlaceholder loading />}>
      <TrendChart spec={spec} dimmed={loading} />
    </Suspense>
  );
}
