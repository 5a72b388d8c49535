/** Every API path, as spec section 7 writes them where it does; the rest are ours (architecture 3). */
export const API = {
  login: '/system/users/login',
  logout: '/system/users/logout',
  profile: '/system/users/profile',
  // Issue 7 (hardening): an operator changes their own password.
  changePassword: '/system/users/password',
  systemInfo: '/system/info',
  health: '/health',
  // Issue 18: process liveness, readiness (database answers, migrations applied), Prometheus metrics.
  livez: '/livez',
  readyz: '/readyz',
  metrics: '/metrics',
  securityEvents: '/system/security-events',

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
  // Issue 12: content intake from the app, and the decisions feed it may poll.
  ingestUsers: '/ingest/users',
  ingestPosts: '/ingest/posts',
  ingestVideos: '/ingest/videos',
  ingestComments: '/ingest/comments',
  ingestReports: '/ingest/reports',
  ingestLogins: '/ingest/logins',
  ingestDecisions: '/ingest/decisions',

  integrationStatus: '/manage/integration/status',
  integrationEvents: '/manage/integration/events',
  integrationEvent: (sequence: number | string) => `/manage/integration/events/${sequence}`,
  integrationRedeliver: '/manage/integration/events/redeliver',
  integrationRedeliverFailed: '/manage/integration/events/redeliver-failed',
  // Issue 18: named, scoped, hashed tokens of the app's backend.
  integrationTokens: '/manage/integration/tokens',
  integrationTokenRotate: (id: number | string) => `/manage/integration/tokens/${id}/rotate`,
  integrationTokenRevoke: (id: number | string) => `/manage/integration/tokens/${id}/revoke`,
  // Issue 13: machine review.
  sensitiveWords: '/manage/sensitive-words',
  sensitiveWord: (id: number | string) => `/manage/sensitive-words/${id}`,
  sensitiveWordsImport: '/manage/sensitive-words/import',
  screeningSettings: '/manage/screening/settings',
  screeningStats: '/manage/screening/stats',
  imageBlocklist: '/manage/image-blocklist',
  blockedImage: (id: number | string) => `/manage/image-blocklist/${id}`,
  // Issue 14: operator accounts (admins), and one's own account (every operator).
  operators: '/system/operators',
  operatorRole: (id: number | string) => `/system/operators/${id}/role`,
  operatorDisable: (id: number | string) => `/system/operators/${id}/disable`,
  operatorEnable: (id: number | string) => `/system/operators/${id}/enable`,
  operatorPassword: (id: number | string) => `/system/operators/${id}/password`,
  operatorSessionsRevoke: (id: number | string) => `/system/operators/${id}/sessions/revoke`,
  operatorTwoFactorReset: (id: number | string) => `/system/operators/${id}/two-factor/reset`,
  accountSessions: '/system/account/sessions',
  accountSessionsRevokeOthers: '/system/account/sessions/revoke-others',
  twoFactorSetup: '/system/account/two-factor/setup',
  twoFactorEnable: '/system/account/two-factor/enable',
  twoFactorDisable: '/system/account/two-factor/disable',
  // Issue 15: 领取模式 (claim and release pending items), the workbench, 审核效率, remembered preferences.
  messagesClaim: '/manage/messages/claim',
  messagesRelease: '/manage/messages/release',
  videosClaim: '/manage/videos/claim',
  videosRelease: '/manage/videos/release',
  workbench: '/manage/workbench',
  reviewThroughput: '/manage/review-throughput',
  accountPreferences: '/system/account/preferences',
  /** The demo app's webhook receiver (embedded database only). */
  demoAppWebhook: '/demo-app/webhook',

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
  integration: '/system/integration',
  /** Issue 18: not `/system/security-events`, the API's path (a reload of the page must get the page). */
  securityEvents: '/system/security',
  sensitiveWords: '/screening/words',
  imageBlocklist: '/screening/images',
  screeningStats: '/stats/screening',
  /** Not `/system/operators`: that is the API's path, and a reload of the page must get the page. */
  operators: '/system/accounts',
  /** Issue 15: the page after login. */
  workbench: '/workbench',
  reviewThroughput: '/audit/throughput',
  /** Where an operator lands who must change their password or turn on two-factor login first. */
  accountSetup: '/account/setup',
} as const;

/**
 * The first path segments the API answers under (`/manage/…`, `/statistics/…`): a GET elsewhere that
 * matches no route is a page of the web app. Derived from API so a new path cannot be forgotten.
 */
export const API_PATH_PREFIXES: readonly string[] = [
  ...new Set(
    Object.values(API).map((entry) => (typeof entry === 'function' ? entry(0) : entry).split('/').find((segment) => segment !== '') ?? ''),
  ),
  // Served by plugins, not listed in API: the OpenAPI document and the media proxy.
  'docs',
  'media',
];
