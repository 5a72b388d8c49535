import { spawn } from 'node:child_process';
import { log } from '../bench-database.ts';
import type { MemoryProbeResult } from './memory-probe.ts';

/** Issue 13: the worker and its matchers add at most 100 MB RSS with 20,000 words and 50,000 blocklisted images. */
export const MEMORY_BUDGET_MB = 100;

export interface ScreeningMemory extends MemoryProbeResult {
  /** Largest RSS of the server that screened during this phase (everything else it does included). */
  serverMaxRssMb: number;
  budgetMb: number;
  pass: boolean;
}

/** Runs memory-probe.ts in a fresh process (so nothing of the bench's own heap counts) and judges its RSS delta. */
export async function measureScreeningMemory(url: string, serverMaxRssMb: () => number): Promise<ScreeningMemory> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/screening/memory-probe.ts', url], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`memory probe exited with ${code}`);
  const probe = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as MemoryProbeResult;
  log(`screening memory: +${probe.deltaRssMb} MB RSS (${probe.baselineRssMb} → ${probe.rssMb} MB; heap +${probe.deltaHeapUsedMb} MB) with ${probe.words} words, ${probe.images} images`);
  return {
    words: probe.words,
    images: probe.images,
    baselineRssMb: probe.baselineRssMb,
    rssMb: probe.rssMb,
    deltaRssMb: probe.deltaRssMb,
    deltaHeapUsedMb: probe.deltaHeapUsedMb,
    serverMaxRssMb: serverMaxRssMb(),
    budgetMb: MEMORY_BUDGET_MB,
    pass: probe.deltaRssMb <= MEMORY_BUDGET_MB,
  };
}
