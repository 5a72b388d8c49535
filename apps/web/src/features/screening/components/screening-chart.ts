import type { ScreeningDay } from '@ops/contracts/screening';
import type { TrendChartSpec } from '@/components/trend-chart/trend-chart-spec';
import { OUTCOMES, type OutcomeField } from './screening-shares';

/** The status colours of the tags: 通过 green, 送人审 orange, 拒绝 red. */
const OUTCOME_COLOR: Record<OutcomeField, string> = { passed: '#52c41a', review: '#fa8c16', blocked: '#ff4d4f' };

/** Each day's 机审通过, 送人审 and 机审拒绝 stacked into one bar: its height is the day's 机审总数. */
export function screeningChart(days: readonly ScreeningDay[]): TrendChartSpec {
  return {
    label: '机审结果趋势',
    categories: days.map((day) => day.time),
    series: OUTCOMES.map((outcome) => ({
      name: outcome.title,
      type: 'bar',
      stack: 'outcome',
      color: OUTCOME_COLOR[outcome.field],
      data: days.map((day) => day[outcome.field]),
    })),
  };
}
