/** Every audit query lives under `['audit']`, so a decision refreshes both lists and their tab counts at once. */
export const auditKeys = {
  all: ['audit'] as const,
  messages: (params: object) => ['audit', 'messages', params] as const,
  videos: (params: object) => ['audit', 'videos', params] as const,
};
