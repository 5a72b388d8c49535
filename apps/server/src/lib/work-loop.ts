import type { FastifyBaseLogger } from 'fastify';

export interface WorkLoop {
  /** Looks for work now instead of at the next poll (also when a round is running: the next starts at once). */
  wake(): void;
  /** Finishes the round in flight, then stops. */
  stop(): Promise<void>;
}

export interface WorkLoopOptions {
  name: string;
  /** One round of work; answers how much it did (0: nothing was waiting). */
  runOnce: () => Promise<number>;
  log: FastifyBaseLogger;
  /** How long to wait after a round that found nothing. */
  pollMs: number;
  /** How long to wait after a failed round (the database unreachable, most likely), so the log says so every few seconds, not every poll. */
  errorPauseMs?: number;
}

/** Runs rounds back to back while there is work, polls while there is none, and can be woken early. */
export function startWorkLoop(options: WorkLoopOptions): WorkLoop {
  const errorPauseMs = options.errorPauseMs ?? 3_000;
  let stopped = false;
  let wakeUp: (() => void) | null = null;
  let woken = false;

  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wakeUp = null;
    });

  const loop = async () => {
    while (!stopped) {
      try {
        if ((await options.runOnce()) === 0 && !stopped) await idle(options.pollMs);
      } catch (error) {
        options.log.error({ err: error }, `${options.name} failed; retrying shortly`);
        if (!stopped) await idle(errorPauseMs);
      }
    }
  };
  const running = loop();

  return {
    wake: () => {
      if (wakeUp) wakeUp();
      else woken = true;
    },
    stop: async () => {
      stopped = true;
      wakeUp?.();
      await running;
    },
  };
}
