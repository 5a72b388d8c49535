import { BarChart, LineChart, type BarSeriesOption, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { init, use as registerEcharts, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { BRAND } from '@/lib/brand-colors';
import { EMPTY_TEXT, formatCount } from '@/lib/format';
import { CHART_HEIGHT, type TrendChartSpec } from './trend-chart-spec';

registerEcharts([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

type ChartOption = ComposeOption<LineSeriesOption | BarSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption>;
type Chart = ReturnType<typeof init>;

const PALETTE = [BRAND.primary, '#1677ff', '#13c2c2', '#52c41a', '#faad14', '#fa541c', '#eb2f96', '#722ed1'];
const FULL_DAY = /^\d{4}-\d{2}-\d{2}$/;

function formatValue(value: unknown, unit: TrendChartSpec['unit']): string {
  if (typeof value !== 'number') return EMPTY_TEXT;
  return unit === 'percent' ? `${value.toFixed(1)}%` : formatCount(value);
}

/** A percent axis ends at the next 10% above the data, at most 100%; 10% when there is nothing to show. */
function percentAxisMax(dataMax: number): number {
  return Number.isFinite(dataMax) && dataMax > 0 ? Math.min(100, Math.ceil(dataMax / 10) * 10) : 10;
}

function toOption(spec: TrendChartSpec): ChartOption {
  const percent = spec.unit === 'percent';
  return {
    color: PALETTE,
    animationDuration: 300,
    grid: { left: 8, right: 24, top: 40, bottom: 8 },
    legend: { type: 'scroll', top: 0, left: 'center', itemGap: 16 },
    tooltip: { trigger: 'axis', valueFormatter: (value) => formatValue(value, spec.unit) },
    xAxis: {
      type: 'category',
      data: [...spec.categories],
      boundaryGap: spec.series.some((series) => series.type === 'bar'),
      // `2026-11-15` reads as `11-15` on the axis; the tooltip names the whole day.
      axisLabel: { formatter: (value: string) => (FULL_DAY.test(value) ? value.slice(5) : value), hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      minInterval: percent ? undefined : 1,
      max: percent ? (extent) => percentAxisMax(extent.max) : undefined,
      axisLabel: { formatter: (value: number) => (percent ? `${value}%` : formatCount(value)) },
    },
    series: spec.series.map((series) => {
      const color = series.color === undefined ? {} : { itemStyle: { color: series.color } };
      return series.type === 'bar'
        ? { name: series.name, type: 'bar', data: [...series.data], barMaxWidth: 24, stack: series.stack, ...color }
        : { name: series.name, type: 'line', data: [...series.data], symbolSize: 6, showSymbol: spec.categories.length <= 14, connectNulls: false, ...color };
    }),
  };
}

/** The ECharts canvas: follows its container's width and is disposed with the component. Loaded lazily (its own chunk). */
export default function TrendChart({ spec, dimmed }: { spec: TrendChartSpec; dimmed: boolean }) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);

  // Declared first, so on mount the instance exists before the option effect below runs.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(toOption(spec), { replaceMerge: ['series'] });
  }, [spec]);

  return (
    <div
      ref={container}
      role="img"
      aria-label={spec.label}
      style={{ height: CHART_HEIGHT, width: '100%', opacity: dimmed ? 0.55 : 1, transition: 'opacity 0.2s' }}
    />
  );
}
