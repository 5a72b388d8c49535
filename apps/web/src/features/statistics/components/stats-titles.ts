/** Page titles: menu, breadcrumb, card heading and export file name. */
export const STATS_TITLES = {
  dau: '日活统计',
  registrations: '注册激活统计',
  retention: '留存统计',
  realtime: '实时数据',
} as const;
