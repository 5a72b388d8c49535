/** Every API path, as spec section 7 writes them where it does; the rest are ours (architecture 3). */
export const API = {
  login: '/system/users/login',
  logout: '/system/users/logout',
  profile: '/system/users/profile',
  // Issue 7 (hardening): an operator changes their own password.
  changePassword: '/system/users/password',
  systemInfo: '/system/info',
  health: '/health',

  users: '/manage/users',
  user: (id: number | string) => `/manage/users/${id}`,
  freeze: '/manage/users/freeze',
  unfreeze: '/manage/users/unfreeze',
  userLoginLogs: '/manage/users/login-logs',
  userFreezes: '/manage/users/freezes',
  regions: '/manage/regions',

  messages: '/manage/messages',
  message: (id: number | string) => `/manage/messages/${id}`,
  messageTop: (id: number | string) => `/manage/messages/${id}/top`,
  messageUntop: (id: number | string) => `/manage/messages/${id}/untop`,
  messagesPass: '/manage/messages/pass',
  messagesReject: '/manage/messages/reject',
  messagesRevoke: '/manage/messages/revocation',
  messagesDelete: '/manage/delete',
  comments: '/manage/messages/comments',
  videos: '/manage/videos',
  videosPass: '/video/pass',
  videosReject: '/video/reject',
  videosRevoke: '/video/revocation',

  statisticsDau: '/statistics/DAUdata',
  statisticsDays: '/statistics/dayData',
  statisticsRetention: '/statistics/preserve',
  statisticsRealtime: '/statistics/real',
  ingestEvents: '/ingest/events',

  logs: '/manage/logs',
  logRestore: (id: number | string) => `/manage/logs/${id}/restore`,
  systemLogs: '/systeme/logs',
  systemLogDetail: (id: number | string) => `/systeme/logs/details/${id}`,
  auditVerify: '/systeme/logs/verify',
} as const;

export const ROUTES = {
  login: '/login',
  users: '/manage-users',
  userDetail: (id: number | string) => `/manage-users/detail/${id}`,
  posts: '/content/posts',
  imageAudit: '/audit/images',
  videoAudit: '/audit/videos',
  statisticsDau: '/stats/dau',
  statisticsRegistrations: '/stats/registrations',
  statisticsRetention: '/stats/retention',
  statisticsRealtime: '/stats/realtime',
  logs: '/logs',
} as const;
