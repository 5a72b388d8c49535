import type { ScreeningDay } from '@ops/contracts/screening';
import { tableToCsv, type CsvCell, type CsvColumn } from '@/lib/csv';
import { OUTCOMES, screeningTotals, sharePercent, type ScreeningTotals } from './screening-shares';

export const TOTALS_LABEL = '总计';

/** Each outcome as its count and its share of the day in percent (a number, so a spreadsheet can sum it). */
const COLUMNS: CsvColumn<ScreeningDay>[] = [
  { header: '日期', value: (row) => row.time },
  { header: '机审总数', value: (row) => row.screened },
  ...OUTCOMES.flatMap((outcome): CsvColumn<ScreeningDay>[] => [
    { header: outcome.title, value: (row) => row[outcome.field] },
    { header: `${outcome.title}占比(%)`, value: (row) => sharePercent(row[outcome.field], row.screened) },
  ]),
];

function totalsRecord(totals: ScreeningTotals): CsvCell[] {
  return [TOTALS_LABEL, totals.screened, ...OUTCOMES.flatMap((outcome) => [totals[outcome.field], sharePercent(totals[outcome.field], totals.screened)])];
}

/** The table as CSV (UTF-8 with BOM): one record per day, then the 总计 record. */
export function screeningStatsCsv(days: readonly ScreeningDay[]): string {
  return tableToCsv(COLUMNS, days, [totalsRecord(screeningTotals(days))]);
}

/** `机审统计_2026-11-15_2026-11-21.csv`: the page title and the days the answer covers. */
export function screeningStatsFilename(title: string, range: { from: string; to: string }): string {
  return `${title}_${range.from}_${range.to}.csv`;
}
