/**
 * Issue 17's scale curve measured in one sitting: the list and statistics scenarios on three databases (`--scale
 * 0.01`, `0.1` and `1`, each generated with `--generate-only`), each scenario at the three scales back to back, in
 * alternating order over rounds (small to large, then large to small).
 *
 * Comparing three runs made hours apart compared the machine's moments as much as the scales: on 2026-12-01 one
 * scenario measured 6.2, 12.5 and 18 ms p95 in three runs on one database. Back to back, every scale meets the
 * same machine within half a minute, and the alternating order cancels a drift across the round.
 */
import { writeFileSync } from 'node:fs';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { databaseUrl, log, machineFacts, readPostgresSettings } from './bench-database.ts';
import { runLoad } from './load/http-load.ts';
import { loadSamples } from './load/samples.ts';
import { checkScenario, isValid, type ScenarioValidity } from './load/scenario-validity.ts';
import { type Scenario, scenarios } from './load/scenarios.ts';
import { CURVE_SCALES, type CurveRow, curveKey, FLAT_WITHIN } from './scale-curve.ts';
import { logIn, type RunningServer, startServer } from './server-process.ts';

export interface LiveCurveRow extends CurveRow {
  /** Per scale (CURVE_SCALES order): the p95 of each round, in rounds order. */
  rounds: number[][];
  validity: ScenarioValidity[];
}

interface ScalePoint {
  scale: number;
  database: string;
  server: RunningServer;
  cookie: string;
  scenarios: Map<string, Scenario>;
}

const mean = (values: readonly number[]) => Math.round((values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length)) * 10) / 10;

async function startPoint(adminUrl: string, scale: number, database: string, serverEnv: Record<string, string>, port: number, password: string): Promise<ScalePoint> {
  const url = databaseUrl(adminUrl, database);
  const handle = openPostgres(url, 1, '-c jit=off');
  const samples = await loadSamples(handle.db).finally(() => handle.close());
  const server = await startServer({ ...serverEnv, DATABASE_URL: url }, port);
  const cookie = await logIn(server.baseUrl, 'admin', password);
  const named = new Map(scenarios(samples).filter((s) => s.kind !== 'detail').map((s) => [curveKey(s.name), s]));
  log(`scale ${scale}: ${database} on ${server.baseUrl}`);
  return { scale, database, server, cookie, scenarios: named };
}

export async function liveScaleCurve(c: {
  adminUrl: string;
  databases: readonly string[];
  serverEnv: Record<string, string>;
  password: string;
  port: number;
  rounds: number;
  durationMs: number;
  /** Only these scenarios (curve keys), when looking into a few. */
  only?: readonly string[];
}): Promise<LiveCurveRow[]> {
  if (c.databases.length !== CURVE_SCALES.length) throw new Error(`--curve-databases names ${CURVE_SCALES.length} databases, for scales ${CURVE_SCALES.join(', ')}`);
  const points: ScalePoint[] = [];
  try {
    for (const [i, scale] of CURVE_SCALES.entries()) {
      points.push(await startPoint(c.adminUrl, scale, c.databases[i] ?? '', c.serverEnv, c.port + i, c.password));
    }
    const rows: LiveCurveRow[] = [];
    for (const [key, first] of points[points.length - 1]?.scenarios ?? []) {
      if (c.only && !c.only.includes(key)) continue;
      const rounds = points.map((): number[] => []);
      const validity: ScenarioValidity[] = [];
      for (const [i, point] of points.entries()) {
        const scenario = point.scenarios.get(key);
        validity[i] = scenario ? await checkScenario(point.server.baseUrl, { cookie: point.cookie }, scenario.call) : { checked: 0, refused: 0, emptyPages: 0 };
      }
      for (let round = 0; round < c.rounds; round += 1) {
        const order = round % 2 === 0 ? points.map((_, i) => i) : points.map((_, i) => points.length - 1 - i);
        for (const i of order) {
          const point = points[i];
          const scenario = point?.scenarios.get(key);
          if (!point || !scenario) continue;
          const result = await runLoad({ baseUrl: point.server.baseUrl, headers: { cookie: point.cookie }, call: scenario.call, connections: 10, warmupMs: 1500, durationMs: c.durationMs });
          const answered = result.errors === 0 && Object.keys(result.statuses).every((status) => status === '200');
          rounds[i]?.push(answered ? result.p95 : Number.POSITIVE_INFINITY);
        }
      }
      const p95 = rounds.map((values) => (values.length === c.rounds ? mean(values) : null));
      const present = p95.filter((value): value is number => value !== null && Number.isFinite(value));
      const spread = present.length === CURVE_SCALES.length ? Math.round((Math.max(...present) / Math.max(0.1, Math.min(...present))) * 100) / 100 : null;
      const valid = validity.every((v) => isValid(v, first.emptyBecause));
      rows.push({ scenario: key, kind: first.kind, p95, spread, pass: valid && spread !== null && spread <= FLAT_WITHIN, rounds, validity });
      log(`${key}: p95 ${p95.join(' / ')} ms (rounds ${rounds.map((values) => values.join(', ')).join(' | ')}), ${spread ?? '–'}x${valid ? '' : ', pages missing at some scale'}`);
    }
    return rows;
  } finally {
    for (const point of points) await point.server.stop();
  }
}

export async function writeLiveCurve(adminUrl: string, databases: readonly string[], rows: readonly LiveCurveRow[], rounds: number, durationMs: number): Promise<string> {
  const date = new Date().toISOString().slice(0, 10);
  const file = `bench/results/${date}-scale-curve.json`;
  const machine = machineFacts(await readPostgresSettings(adminUrl));
  const method = { interleaved: true, rounds, secondsEach: durationMs / 1000, databases };
  writeFileSync(file, `${JSON.stringify({ date, machine, scales: CURVE_SCALES, flatWithin: FLAT_WITHIN, method, rows, pass: rows.every((row) => row.pass) }, null, 2)}\n`);
  log(`scale curve written to ${file}`);
  return file;
}
