import type { OperatorAccount } from '@ops/contracts/operators';
import type { ReviewThroughputResponse, ReviewThroughputTotal } from '@ops/contracts/review-throughput';
import { describe, expect, test } from 'vitest';
import { CSV_BOM } from '@/lib/csv';
import { throughputCsv, throughputCsvFilename } from './throughput-csv';
import { chartDays, operatorOptions, throughputChart, throughputTableRows } from './throughput-rows';

const figures = (operatorId: number | null, operatorName: string, decisions: number, extra: Partial<ReviewThroughputTotal> = {}): ReviewThroughputTotal => ({
  operatorId,
  operatorName,
  decisions,
  passed: decisions,
  rejected: 0,
  revoked: 0,
  overturned: 0,
  timedDecisions: decisions,
  medianDecisionSeconds: 8.25,
  medianItemAgeSeconds: 7530.4,
  ...extra,
});

const DATA: ReviewThroughputResponse = {
  from: '2026-11-19',
  to: '2026-11-22',
  items: [
    { time: '2026-11-19', ...figures(2, 'reviewer.li', 3) },
    { time: '2026-11-21', ...figures(2, 'reviewer.li', 1) },
    { time: '2026-11-20', ...figures(null, 'ops_zhao', 2, { medianDecisionSeconds: null, timedDecisions: 0 }) },
  ],
  totals: [figures(2, 'reviewer.li', 4), figures(null, 'ops_zhao', 2, { medianDecisionSeconds: null, timedDecisions: 0 })],
};

const account = (id: number, username: string, role: OperatorAccount['role'], displayName = username): OperatorAccount => ({
  id,
  username,
  displayName,
  role,
  disabled: false,
  twoFactorEnabled: false,
  mustChangePassword: false,
  lastLoginAt: null,
  lastLoginIp: '',
  createdAt: 0,
  activeSessions: 0,
});

describe('the 审核效率 table', () => {
  test('each operator’s days, then their 合计; the operator cell spans them', () => {
    const rows = throughputTableRows(DATA);
    expect(rows.map((row) => [row.operatorName, row.time, row.decisions, row.operatorSpan])).toEqual([
      ['reviewer.li', '2026-11-19', 3, 3],
      ['reviewer.li', '2026-11-21', 1, 0],
      ['reviewer.li', null, 4, 0],
      ['ops_zhao', '2026-11-20', 2, 2],
      ['ops_zhao', null, 2, 0],
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
    expect(throughputTableRows(undefined)).toEqual([]);
  });

  test('exports the same rows as CSV, with seconds as plain numbers and 合计 records', () => {
    const csv = throughputCsv(throughputTableRows(DATA));
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(CSV_BOM.length).split('\r\n')).toEqual([
      '审核员,日期,处理量,通过,拒绝,撤销,推翻机审,计时决定数,中位处理时长(秒),中位内容等待(秒)',
      'reviewer.li,2026-11-19,3,3,0,0,0,3,8.25,7530',
      'reviewer.li,2026-11-21,1,1,0,0,0,1,8.25,7530',
      'reviewer.li,合计,4,4,0,0,0,4,8.25,7530',
      'ops_zhao,2026-11-20,2,2,0,0,0,0,,7530',
      'ops_zhao,合计,2,2,0,0,0,0,,7530',
      '',
    ]);
    expect(throughputCsvFilename('审核效率', DATA)).toBe('审核效率_2026-11-19_2026-11-22.csv');
  });
});

describe('the 审核效率 chart', () => {
  test('one stacked bar series per operator over every day of the range up to today, 0 on days without decisions', () => {
    expect(chartDays(DATA, '2026-11-21')).toEqual(['2026-11-19', '2026-11-20', '2026-11-21']);
    const chart = throughputChart(DATA, '2026-11-21');
    expect(chart.categories).toEqual(['2026-11-19', '2026-11-20', '2026-11-21']);
    expect(chart.series.map((series) => [series.name, series.stack, series.data])).toEqual([
      ['reviewer.li', 'decisions', [3, 0, 1]],
      ['ops_zhao', 'decisions', [0, 2, 0]],
    ]);
  });

  test('has nothing to plot without rows', () => {
    expect(throughputChart({ ...DATA, items: [], totals: [] }, '2026-11-21').series).toEqual([]);
  });
});

describe('the 审核员 options', () => {
  test('the accounts that may review, plus operators named by the answer, plus the chosen one; by name', () => {
    const accounts = [account(1, 'admin', 'admin'), account(5, 'viewer', 'analyst'), account(3, 'wang', 'moderator', '王磊')];
    expect(operatorOptions(accounts, DATA, 9)).toEqual([
      { value: 9, label: '#9' },
      { value: 1, label: 'admin' },
      { value: 2, label: 'reviewer.li' },
      { value: 3, label: 'wang（王磊）' },
    ]);
  });

  test('without the account list, from the answer only (an operator without an account cannot be chosen)', () => {
    expect(operatorOptions(undefined, DATA, null)).toEqual([{ value: 2, label: 'reviewer.li' }]);
  });
});
