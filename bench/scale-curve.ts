import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { log } from './bench-database.ts';

/** Issue 17: the list and statistics scenarios at three scales, p95 within 2x as the data grows 100x. */
export const CURVE_SCALES = [0.01, 0.1, 1] as const;
export const FLAT_WITHIN = 2;

interface ScreenResult {
  name: string;
  kind: string;
  p95: number;
  pass: boolean;
  /** Answered with pages that exist (absent from results before 2026-12-01). */
  valid?: boolean;
}

export interface CurveRow {
  scenario: string;
  kind: string;
  /** p95 ms per scale, in CURVE_SCALES order (null: the scenario did not run at that scale). */
  p95: (number | null)[];
  /** Largest p95 over the smallest. */
  spread: number | null;
  pass: boolean;
}

function resultsFile(date: string, scale: number): string {
  return `bench/results/${date}${scale === 1 ? '' : `-scale-${scale}`}.json`;
}

/** The deep page's number depends on the scale: scenarios are matched with it left out. */
export function curveKey(name: string): string {
  return name.replace(/第 [\d,]+ 页后/, '第 N 页后');
}

/**
 * Reads the full runs of `date` at each scale (`npm run bench -- --scale 0.01`, `--scale 0.1`, and the
 * full scale) and compares every list and statistics scenario's p95; writes bench/results/<date>-scale-curve.json.
 */
export function scaleCurve(date: string): CurveRow[] {
  const runs = CURVE_SCALES.map((scale) => {
    const file = resultsFile(date, scale);
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run bench -- --scale ${scale} first`);
    return (JSON.parse(readFileSync(file, 'utf8')) as { screens: ScreenResult[] }).screens;
  });
  const names = [...new Map(runs.flat().filter((s) => s.kind !== 'detail').map((s) => [curveKey(s.name), s.kind])).entries()];
  const rows = names.map(([scenario, kind]) => {
    const found = runs.map((screens) => screens.find((s) => curveKey(s.name) === scenario));
    const p95 = found.map((s) => s?.p95 ?? null);
    const valid = found.every((s) => s?.valid !== false);
    const present = p95.filter((value): value is number => value !== null);
    const spread = present.length === CURVE_SCALES.length ? Math.round((Math.max(...present) / Math.max(0.1, Math.min(...present))) * 100) / 100 : null;
    return { scenario, kind, p95, spread, pass: valid && spread !== null && spread <= FLAT_WITHIN };
  });
  const file = `bench/results/${date}-scale-curve.json`;
  writeFileSync(file, `${JSON.stringify({ date, scales: CURVE_SCALES, flatWithin: FLAT_WITHIN, rows, pass: rows.every((row) => row.pass) }, null, 2)}\n`);
  log(`scale curve written to ${file}`);
  return rows;
}

export function scaleCurveTable(rows: readonly CurveRow[]): string[] {
  return [
    `| scenario | ${CURVE_SCALES.map((scale) => `p95 ms at ${scale}`).join(' | ')} | largest ÷ smallest | budget | result |`,
    `|---|${CURVE_SCALES.map(() => '---:').join('|')}|---:|---|---|`,
    ...rows.map(
      (row) =>
        `| ${row.scenario} | ${row.p95.map((value) => (value === null ? '–' : String(value))).join(' | ')} | ${row.spread ?? '–'} | ≤ ${FLAT_WITHIN}x | ${row.pass ? 'pass' : '**FAIL**'} |`,
    ),
  ];
}
