/** Page titles: menu, breadcrumb, card heading and export file name. */
export const SCREENING_TITLES = {
  sensitiveWords: '敏感词库',
  imageBlocklist: '图片黑库',
  screeningStats: '机审统计',
} as const;
