/**
 * Every 敏感词库, 图片黑库 and 机审统计 query lives under `['screening']`, so a change to the lexicon, the detectors or
 * the blocklist refreshes them all at once: from the screening pages, or from the audit board's 加入图片黑库.
 */
export const screeningKeys = {
  all: ['screening'] as const,
  words: (params: object) => ['screening', 'words', params] as const,
  settings: ['screening', 'settings'] as const,
  images: (params: object) => ['screening', 'images', params] as const,
  stats: (params: object) => ['screening', 'stats', params] as const,
};
