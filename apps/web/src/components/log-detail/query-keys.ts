/**
 * Every operation-log query lives under `['logs']` (the 操作日志 page, a user's 操作记录, the 日志详情 dialog), so a
 * restore, a freeze or an unfreeze refreshes them all at once.
 */
export const logKeys = {
  all: ['logs'] as const,
  list: (params: object) => ['logs', 'list', params] as const,
  detail: (id: number) => ['logs', 'detail', id] as const,
};
