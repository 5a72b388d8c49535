import { ACTIVITY_GROUP_LABEL, ACTIVITY_GROUPS, type DauRow } from '@ops/contracts/statistics';
import type { TableColumnsType } from 'antd';
import type { TrendChartSpec } from '@/components/trend-chart/trend-chart-spec';
import type { CsvColumn } from '@/lib/csv';
import { countColumn, timeColumn } from './stats-columns';

const timesField = (group: (typeof ACTIVITY_GROUPS)[number]) => `${group}TimesNumber` as const;
const peopleField = (group: (typeof ACTIVITY_GROUPS)[number]) => `${group}PeopleNumber` as const;

/** `2026-11-21 09:00` → `09:00`: the real-time rows are today's hours. */
export const hourOf = (time: string) => time.slice(11) || time;

/** 时间, DAU, then 次数 and 人数 under each activity group (spec 2.1); the real-time table shows hours. */
export function dauColumns(formatTime?: (time: string) => string): TableColumnsType<DauRow> {
  return [
    timeColumn<DauRow>(formatTime),
    countColumn<DauRow>('DAU', 'DAU'),
    ...ACTIVITY_GROUPS.map((group) => ({
      title: ACTIVITY_GROUP_LABEL[group],
      key: group,
      children: [countColumn<DauRow>('次数', timesField(group)), countColumn<DauRow>('人数', peopleField(group))],
    })),
  ];
}

/** The grouped headers flattened: `推荐次数`, `推荐人数`, … */
export const DAU_CSV_COLUMNS: CsvColumn<DauRow>[] = [
  { header: '时间', value: (row) => row.time },
  { header: 'DAU', value: (row) => row.DAU },
  ...ACTIVITY_GROUPS.flatMap((group): CsvColumn<DauRow>[] => [
    { header: `${ACTIVITY_GROUP_LABEL[group]}次数`, value: (row) => row[timesField(group)] },
    { header: `${ACTIVITY_GROUP_LABEL[group]}人数`, value: (row) => row[peopleField(group)] },
  ]),
];

/** DAU and the people of each group, one line each (the legend toggles them). */
export function dauChart(rows: readonly DauRow[]): TrendChartSpec {
  return {
    label: '日活趋势',
    categories: rows.map((row) => row.time),
    series: [
      { name: 'DAU', type: 'line', data: rows.map((row) => row.DAU) },
      ...ACTIVITY_GROUPS.map((group) => ({
        name: `${ACTIVITY_GROUP_LABEL[group]}人数`,
        type: 'line' as const,
        data: rows.map((row) => row[peopleField(group)]),
      })),
    ],
  };
}

/** Today's active users hour by hour. */
export function realtimeChart(rows: readonly DauRow[]): TrendChartSpec {
  return {
    label: '今日每小时活跃用户',
    categories: rows.map((row) => hourOf(row.time)),
    series: [{ name: 'DAU', type: 'bar', data: rows.map((row) => row.DAU) }],
  };
}
