import type { OperatorAccount } from '@ops/contracts/operators';
import { PERMISSION, roleCan } from '@ops/contracts/permissions';
import type { ReviewThroughputResponse, ReviewThroughputTotal } from '@ops/contracts/review-throughput';
import type { TrendChartSpec } from '@/components/trend-chart/trend-chart-spec';
import { addDays, rangeDays, type Day } from '@/lib/shanghai-day';

export const TOTAL_LABEL = '合计';

/** A table row: one operator's day, or (`time` null) their 合计 over the range, which closes their rows. */
export interface ThroughputTableRow extends ReviewThroughputTotal {
  key: string;
  time: string | null;
  /** Rows the operator cell spans: the operator's first row spans all of theirs, the others 0. */
  operatorSpan: number;
}

const operatorKey = (row: Pick<ReviewThroughputTotal, 'operatorId' | 'operatorName'>) => `${row.operatorId ?? '-'}:${row.operatorName}`;

/** Each operator's day rows (oldest first) followed by their 合计 row, operators in the answer's order. */
export function throughputTableRows(data: ReviewThroughputResponse | undefined): ThroughputTableRow[] {
  if (!data) return [];
  return data.totals.flatMap((total) => {
    const key = operatorKey(total);
    const days = data.items.filter((item) => operatorKey(item) === key);
    const rows = [...days.map((day) => ({ ...day, key: `${key}:${day.time}` })), { ...total, key: `${key}:total`, time: null }];
    return rows.map((row, index) => ({ ...row, operatorSpan: index === 0 ? rows.length : 0 }));
  });
}

/** The days the chart spans: the range asked for, not beyond today. */
export function chartDays(data: Pick<ReviewThroughputResponse, 'from' | 'to'>, today: Day): Day[] {
  const last = data.to > today ? today : data.to;
  const count = Math.max(0, rangeDays(data.from, last));
  return Array.from({ length: count }, (_, i) => addDays(data.from, i));
}

/** 处理量 per day, one stacked bar per operator: a bar's height is the team's day. */
export function throughputChart(data: ReviewThroughputResponse | undefined, today: Day): TrendChartSpec {
  if (!data || data.totals.length === 0) return { label: '每日处理量', categories: [], series: [] };
  const days = chartDays(data, today);
  return {
    label: '每日处理量（按审核员）',
    categories: days,
    series: data.totals.map((total) => {
      const key = operatorKey(total);
      const perDay = new Map(data.items.filter((item) => operatorKey(item) === key).map((item) => [item.time, item.decisions]));
      return { name: total.operatorName, type: 'bar' as const, stack: 'decisions', data: days.map((day) => perDay.get(day) ?? 0) };
    }),
  };
}

export interface OperatorOption {
  value: number;
  label: string;
}

/**
 * The operators the filter offers: the accounts that may review (when the viewer may list accounts), plus
 * every operator the answer names (the only source otherwise), and the one chosen; by name.
 */
export function operatorOptions(accounts: readonly OperatorAccount[] | undefined, data: ReviewThroughputResponse | undefined, selected: number | null): OperatorOption[] {
  const options = new Map<number, string>();
  for (const account of accounts ?? []) {
    if (!roleCan(account.role, PERMISSION.reviewDecide)) continue;
    options.set(account.id, account.displayName && account.displayName !== account.username ? `${account.username}（${account.displayName}）` : account.username);
  }
  for (const total of data?.totals ?? []) {
    if (total.operatorId !== null && !options.has(total.operatorId)) options.set(total.operatorId, total.operatorName);
  }
  if (selected !== null && !options.has(selected)) options.set(selected, `#${selected}`);
  return [...options].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, 'zh-CN'));
}
