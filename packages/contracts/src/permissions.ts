/**
 * Operator roles and what each may do (issue 14). The one permission table of the product: the server
 * enforces it on every route (each route declares its permission), the web hides what a role cannot use.
 * Constants only (no schema library), so the console shell can read it on the first screen.
 */

export const ROLES = ['admin', 'moderator', 'analyst', 'auditor'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABEL: Record<Role, string> = {
  admin: '超级管理员',
  moderator: '审核员',
  analyst: '数据分析',
  auditor: '审计员',
};

export const PERMISSION = {
  /** Every signed-in operator: own profile, password, two-factor login, own sessions, logout, API description. */
  self: 'self',
  /** 统计: the statistics pages, 机审统计 included. */
  statisticsView: 'statistics.view',
  /** 审核: the audit boards and their decisions (pass, reject, revoke), adding a rejected item's image to 图片黑库; 审核效率 (one's own figures). */
  reviewDecide: 'review.decide',
  /** 审核效率 of every operator (issue 15); without it only one's own. */
  reviewStatsAll: 'review.stats_all',
  /** Reading posts, videos and comments (lists, details): the roles that act on content. */
  contentView: 'content.view',
  /** 动态管理: delete, pin, unpin, restore a deleted post from its log row. */
  contentManage: 'content.manage',
  /** 用户 (view): user list, detail, login and freeze records, regions. */
  usersView: 'users.view',
  /** 冻结/解冻. */
  usersFreeze: 'users.freeze',
  /** 操作日志; without `logsViewAll` only one's own actions. */
  logsView: 'logs.view',
  logsViewAll: 'logs.view_all',
  /** 校验操作日志哈希链. */
  logsVerify: 'logs.verify',
  /** 账号管理, 敏感词库, 图片黑库, 系统对接. */
  systemManage: 'system.manage',
} as const;
export type Permission = (typeof PERMISSION)[keyof typeof PERMISSION];

const P = PERMISSION;

/** The table, role by role. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: Object.values(PERMISSION),
  moderator: [P.self, P.reviewDecide, P.contentView, P.contentManage, P.usersView, P.usersFreeze, P.logsView],
  analyst: [P.self, P.statisticsView, P.usersView],
  auditor: [P.self, P.usersView, P.logsView, P.logsViewAll, P.logsVerify],
};

const GRANTED: Record<Role, ReadonlySet<Permission>> = {
  admin: new Set(ROLE_PERMISSIONS.admin),
  moderator: new Set(ROLE_PERMISSIONS.moderator),
  analyst: new Set(ROLE_PERMISSIONS.analyst),
  auditor: new Set(ROLE_PERMISSIONS.auditor),
};

export function roleCan(role: Role, permission: Permission): boolean {
  return GRANTED[role].has(permission);
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * What a signed-in operator must do before anything else: set a new password (after an administrator
 * reset it or created the account), or turn on two-factor login (their role requires it).
 */
export const PENDING_ACTIONS = ['changePassword', 'enableTwoFactor'] as const;
export type PendingAction = (typeof PENDING_ACTIONS)[number];

export const PERMISSION_MSG = {
  forbidden: '没有权限执行此操作',
  changePasswordFirst: '请先修改初始密码',
  enableTwoFactorFirst: '请先开启两步验证',
} as const;
