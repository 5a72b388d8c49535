/**
 * Start-up lines for a person watching the terminal, written straight to stdout in the order things happen (the
 * logger may write from a worker thread, after later lines): what a long step is doing, a line every few seconds
 * while it runs, and its end.
 */
export interface StartupProgress {
  /** The step now running, named in the next progress line. */
  step(name: string): void;
  /** Ends the progress lines with `line`. */
  done(line: string): void;
}

/** How the line that says the server listens begins (the test helpers wait for it before counting a child as started). */
export const LISTENING_BANNER = '运营后台 running at http://';

export function startupLine(line: string): void {
  process.stdout.write(`${line}\n`);
}

/**
 * Prints `title`, then a progress line at most every `intervalMs`: from a timer while the work awaits, and from
 * `step` calls inside long synchronous stretches (the embedded database runs in this thread, so a timer alone would
 * stay silent while it works).
 */
export function startProgress(title: string, intervalMs = 3_000): StartupProgress {
  const started = Date.now();
  let lastLineAt = started;
  let current = '';
  startupLine(title);
  const maybePrint = () => {
    const now = Date.now();
    if (now - lastLineAt < intervalMs) return;
    lastLineAt = now;
    startupLine(`  … still working (${Math.round((now - started) / 1000)} s)${current ? `: ${current}` : ''}`);
  };
  const timer = setInterval(maybePrint, Math.max(100, Math.floor(intervalMs / 3)));
  return {
    step(name) {
      current = name;
      maybePrint();
    },
    done(line) {
      clearInterval(timer);
      startupLine(line);
    },
  };
}
