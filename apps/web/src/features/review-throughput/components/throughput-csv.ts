import { tableToCsv, type CsvColumn } from '@/lib/csv';
import { TOTAL_LABEL, type ThroughputTableRow } from './throughput-rows';

/** Plain numbers (seconds), so a spreadsheet can compute with them; an empty cell where a median has no sample. */
const COLUMNS: CsvColumn<ThroughputTableRow>[] = [
  { header: '审核员', value: (row) => row.operatorName },
  { header: '日期', value: (row) => row.time ?? TOTAL_LABEL },
  { header: '处理量', value: (row) => row.decisions },
  { header: '通过', value: (row) => row.passed },
  { header: '拒绝', value: (row) => row.rejected },
  { header: '撤销', value: (row) => row.revoked },
  { header: '推翻机审', value: (row) => row.overturned },
  { header: '计时决定数', value: (row) => row.timedDecisions },
  { header: '中位处理时长(秒)', value: (row) => row.medianDecisionSeconds },
  { header: '中位内容等待(秒)', value: (row) => (row.medianItemAgeSeconds === null ? null : Math.round(row.medianItemAgeSeconds)) },
];

/** The table as CSV (UTF-8 with BOM): each operator's days, then their 合计 record. */
export function throughputCsv(rows: readonly ThroughputTableRow[]): string {
  return tableToCsv(COLUMNS, rows);
}

/** `审核效率_2026-11-15_2026-11-21.csv`: the page title and the days the answer covers. */
export function throughputCsvFilename(title: string, range: { from: string; to: string }): string {
  return `${title}_${range.from}_${range.to}.csv`;
}
