import { ACTIVITY_GROUP_LABEL, ACTIVITY_GROUPS, type DauRow } from '@ops/contracts/statistics';
import type { TableColumnsType } from 'antd';
import type { TrendChartSpec } from '@/components/trend-chart/trend-chart-spec';
import type { CsvColumn } from '@/lib/csv';
import { partialCategory, timeText, type PartialDay } from './partial-day';
import { countColumn, TIME_COLUMN_WIDTH, timeColumn } from './stats-columns';

const timesField = (group: (typeof ACTIVITY_GROUPS)[number]) => `${group}TimesNumber` as const;
const peopleField = (group: (typeof ACTIVITY_GROUPS)[number]) => `${group}PeopleNumber` as const;

/** `2026-11-21 09:00` → `09:00`: the real-time rows are today's hours. */
export const hourOf = (time: string) => time.slice(11) || time;

/**
 * Below this the DAU table scrolls sideways (时间 stays): 时间 plus 13 counts of 60 px. Above it the 13 counts share
 * the width equally, so the whole table fits a 1280 px screen.
 */
export const DAU_TABLE_MIN_WIDTH = TIME_COLUMN_WIDTH + 13 * 60;

/** 时间, DAU, then 次数 and 人数 under each activity group (spec 2.1); the real-time table shows hours. */
export function dauColumns(formatTime?: (time: string) => string, partial?: PartialDay): TableColumnsType<DauRow> {
  return [
    timeColumn<DauRow>(formatTime, partial),
    countColumn<DauRow>('DAU', 'DAU', null),
    ...ACTIVITY_GROUPS.map((group) => ({
      title: ACTIVITY_GROUP_LABEL[group],
      key: group,
      children: [countColumn<DauRow>('次数', timesField(group), null), countColumn<DauRow>('人数', peopleField(group), null)],
    })),
  ];
}

/** The grouped headers flattened: `推荐次数`, `推荐人数`, …; the running day's 时间 carries its label, as in the table. */
export function dauCsvColumns(partial?: PartialDay): CsvColumn<DauRow>[] {
  return [
    { header: '时间', value: (row) => timeText(row.time, partial) },
    { header: 'DAU', value: (row) => row.DAU },
    ...ACTIVITY_GROUPS.flatMap((group): CsvColumn<DauRow>[] => [
      { header: `${ACTIVITY_GROUP_LABEL[group]}次数`, value: (row) => row[timesField(group)] },
      { header: `${ACTIVITY_GROUP_LABEL[group]}人数`, value: (row) => row[peopleField(group)] },
    ]),
  ];
}

/** DAU and the people of each group, one line each (the legend toggles them); the running day's segment is dashed. */
export function dauChart(rows: readonly DauRow[], partial?: PartialDay): TrendChartSpec {
  return {
    label: '日活趋势',
    ...partialCategory(rows, partial),
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
