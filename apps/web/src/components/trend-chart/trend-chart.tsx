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
import { escapeHtml, headerOverlap, splitPartialLine, tooltipPosition, uniqueEntries, type TooltipEntry } from './trend-chart-parts';
import { CHART_HEIGHT, type TrendChartSpec, type TrendSeries } from './trend-chart-spec';

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

/** What the axis shows under a category: `2026-11-15` as `11-15`; the running day (`partialLast`) as 今日. */
function axisLabel(spec: TrendChartSpec) {
  const last = spec.categories.length - 1;
  return (value: string, index: number) => {
    if (spec.partialLast !== undefined && index === last) return '今日';
    return FULL_DAY.test(value) ? value.slice(5) : value;
  };
}

interface AxisTooltipParam extends TooltipEntry {
  axisValueLabel: string;
  dataIndex: number;
}

/** The whole category (the running day with its label), then one line per series, each named once. */
function tooltipFormatter(spec: TrendChartSpec) {
  const last = spec.categories.length - 1;
  return (input: unknown): string => {
    const params = (Array.isArray(input) ? input : [input]) as AxisTooltipParam[];
    const first = params[0];
    if (!first) return '';
    const title = first.dataIndex === last && spec.partialLast !== undefined ? `${first.axisValueLabel} ${spec.partialLast}` : first.axisValueLabel;
    const lines = uniqueEntries(params).map(
      (param) =>
        `<div>${param.marker}${escapeHtml(param.seriesName)}<span style="float:right;margin-left:20px;font-weight:600">${escapeHtml(formatValue(param.value, spec.unit))}</span></div>`,
    );
    return `<div style="font-weight:600;margin-bottom:4px">${escapeHtml(title)}</div>${lines.join('')}`;
  };
}

function lineSeries(spec: TrendChartSpec, series: TrendSeries, color: string): LineSeriesOption[] {
  const base = {
    name: series.name,
    type: 'line' as const,
    symbolSize: 6,
    showSymbol: spec.categories.length <= 14,
    connectNulls: false,
    itemStyle: { color },
    lineStyle: { color },
  };
  const split = spec.partialLast === undefined ? null : splitPartialLine(series.data);
  if (!split) return [{ ...base, data: [...series.data] }];
  // The running day: the same name (one legend entry toggles both), the segment into it dashed.
  return [
    { ...base, data: split.solid },
    { ...base, id: `${series.name}（未满一天）`, data: split.dashed, showSymbol: true, lineStyle: { color, type: 'dashed' } },
  ];
}

/** `minTop`: how far down the sticky page header reaches into the chart right now; the tooltip stays below it. */
function toOption(spec: TrendChartSpec, minTop: () => number = () => 0): ChartOption {
  const percent = spec.unit === 'percent';
  return {
    color: PALETTE,
    animationDuration: 300,
    grid: { left: 8, right: 24, top: 40, bottom: 8 },
    legend: { type: 'scroll', top: 0, left: 'center', itemGap: 16 },
    tooltip: {
      trigger: 'axis',
      className: 'trend-chart-tooltip',
      formatter: tooltipFormatter(spec),
      position: (point, _params, _dom, _rect, size) => tooltipPosition(point, size.contentSize, size.viewSize, minTop()),
      // Below the sticky page header (z-index 10) should the page scroll while the tooltip shows.
      extraCssText: 'z-index: 9;',
    },
    xAxis: {
      type: 'category',
      data: [...spec.categories],
      boundaryGap: spec.series.some((series) => series.type === 'bar'),
      // `2026-11-15` reads as `11-15` on the axis; the tooltip names the whole day.
      axisLabel: { formatter: axisLabel(spec), hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      minInterval: percent ? undefined : 1,
      max: percent ? (extent) => percentAxisMax(extent.max) : undefined,
      axisLabel: { formatter: (value: number) => (percent ? `${value}%` : formatCount(value)) },
    },
    series: spec.series.flatMap((series, index): (LineSeriesOption | BarSeriesOption)[] => {
      const color = series.color ?? PALETTE[index % PALETTE.length] ?? BRAND.primary;
      return series.type === 'bar'
        ? [{ name: series.name, type: 'bar', data: [...series.data], barMaxWidth: 24, stack: series.stack, itemStyle: { color } }]
        : lineSeries(spec, series, color);
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
    chart.current?.setOption(
      toOption(spec, () => headerOverlap(container.current)),
      { replaceMerge: ['series'] },
    );
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
