import { readFileSync } from 'node:fs';
import { log } from '../bench-database.ts';

/** Busy and total CPU ticks of the whole machine, from /proc/stat (every process: servers, PostgreSQL, the bench). */
function cpuTicks(): { busy: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the machine is quiet: two half-second windows in a row with at most `maxBusyShare` of
 * its CPU busy, or `timeoutMs`. A server's workers rebuild their own rules after the bench changed
 * the lexicon, and finish their last batches after a drain; in-process measurements taken meanwhile
 * would measure the shared cores, not the code.
 */
export async function waitForQuietMachine(maxBusyShare = 0.15, timeoutMs = 30_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let quietWindows = 0;
  let last = cpuTicks();
  while (quietWindows < 2 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuTicks();
    const share = (now.busy - last.busy) / Math.max(1, now.total - last.total);
    quietWindows = share <= maxBusyShare ? quietWindows + 1 : 0;
    last = now;
  }
  if (quietWindows < 2) log(`the machine did not quieten within ${timeoutMs / 1000} s; measuring anyway`);
}
