/**
 * Every user-facing message used by both server and web.
 * Section 8 of the spec gives the first six verbatim.
 */
export const MSG = {
  nothingSelected: '请选择后操作！',
  lengthRange: '长度在 0 到 15 个字符',
  freezeRemarksRequired: '冻结原因备注不能为空',
  contentRequired: '内容不能为空',
  freezeFailed: '用户冻结操作失败！',
  unfreezeFailed: '用户解冻操作失败！',

  freezeSucceeded: '用户冻结成功',
  unfreezeSucceeded: '用户解冻成功',
  remarksTooLong: '备注最多 50 个字符',
  userNotFound: '用户不存在',
  userAlreadyFrozen: '该用户已处于冻结状态，无需重复冻结',
  userNotFrozen: '该用户未被冻结，无需解冻',
  wrongState: '当前状态有误，请检查后操作',
  postNotFound: '动态不存在或已删除',
  videoNotFound: '视频不存在或已删除',
  alreadyPinned: '该动态已置顶',
  notPinned: '该动态未置顶',
  alreadyDeleted: '该动态已删除',

  loginRequired: '请先登录',
  sessionExpired: '登录已过期，请重新登录',
  badCredentials: '用户名或密码错误',
  usernameRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  loginSucceeded: '登录成功',
  logoutSucceeded: '已退出登录',

  badRequest: '请求参数有误',
  notFound: '请求的资源不存在',
  serverError: '服务器开小差了，请稍后再试',
  networkError: '网络异常，请检查网络后重试',
  databaseUnavailable: '数据库暂时不可用，请稍后再试',

  // Issue 7 (hardening): requests from another site, oversized or unreadable request bodies.
  crossSiteRequest: '跨站请求已被拒绝',
  bodyTooLarge: '请求体过大',
  unsupportedMediaType: '不支持的请求内容类型，请以 JSON 提交',
  // Issue 18 (hardening, round two): a request addressed to a host name this console does not serve.
  misdirectedRequest: '请求的主机名不属于本控制台，请使用控制台的正式地址访问',
} as const;

export type MessageKey = keyof typeof MSG;

/** Stable snake_case error codes carried in `{ code, message }`. */
export const ERROR_CODE = {
  badRequest: 'bad_request',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  tooManyRequests: 'too_many_requests',
  serverError: 'server_error',
  unavailable: 'service_unavailable',
  // Issue 7 (hardening): oversized and unreadable request bodies.
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  // Issue 12: a pull-feed cursor older than the kept events.
  cursorExpired: 'cursor_expired',
  // Issue 14: what a signed-in operator must do first, and the second login step.
  passwordChangeRequired: 'password_change_required',
  twoFactorSetupRequired: 'two_factor_setup_required',
  twoFactorRequired: 'two_factor_required',
  twoFactorInvalid: 'two_factor_invalid',
  // Issue 18: a Host header that names none of the console's own host names (421).
  misdirectedRequest: 'misdirected_request',
} as const;

export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];
