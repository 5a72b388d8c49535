import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob {
  /** Waits for a run in progress, then stops. */
  stop(): Promise<void>;
}

/**
 * Runs `run` now (unless `runAtStart` is false) and every `intervalMs`, never two at once in this
 * process; a failed run is logged and retried on the next tick. The timer does not keep the process alive.
 */
export function startPeriodicJob(
  name: string,
  intervalMs: number,
  run: () => Promise<void>,
  log: FastifyBaseLogger,
  options: { runAtStart?: boolean } = {},
): PeriodicJob {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .catch((error: unknown) => log.error({ err: error }, `${name} failed; retrying on the next tick`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  if (options.runAtStart !== false) tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
