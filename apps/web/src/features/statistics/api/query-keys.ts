/** Every statistics query lives under `['statistics']`. */
export const statisticsKeys = {
  all: ['statistics'] as const,
  dau: (params: object) => ['statistics', 'dau', params] as const,
  registrations: (params: object) => ['statistics', 'registrations', params] as const,
  retention: (params: object) => ['statistics', 'retention', params] as const,
  realtime: (params: object) => ['statistics', 'realtime', params] as const,
};
