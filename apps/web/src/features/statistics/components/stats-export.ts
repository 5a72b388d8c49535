import { downloadCsv } from '@/lib/csv';

/** `日活统计_2026-11-15_2026-11-21.csv`: the page title and the days the answer covers. */
export function statsCsvFilename(title: string, range: { from: string; to: string }): string {
  return `${title}_${range.from}_${range.to}.csv`;
}

export function downloadStatsCsv(title: string, range: { from: string; to: string }, csv: string): void {
  downloadCsv(statsCsvFilename(title, range), csv);
}
