/**
 * Every 系统对接 query lives under `['integration']` (the status figures, the event list, an event's detail), so a
 * redelivery refreshes them all at once.
 */
export const integrationKeys = {
  all: ['integration'] as const,
  status: ['integration', 'status'] as const,
  events: (params: object) => ['integration', 'events', params] as const,
  event: (sequence: number) => ['integration', 'event', sequence] as const,
};

/** The figures, the list and an open detail reload this often while the page is visible. */
export const INTEGRATION_REFRESH_MS = 10_000;
