/** Operator actions recorded in the operation log: stable action code and its Chinese content label. */
export const OPERATION = {
  login: { action: 'auth.login', content: '登录' },
  loginFailed: { action: 'auth.login_failed', content: '登录失败' },
  logout: { action: 'auth.logout', content: '退出登录' },
  freezeUser: { action: 'user.freeze', content: '冻结用户' },
  unfreezeUser: { action: 'user.unfreeze', content: '解冻用户' },
} as const;

export type OperationKey = keyof typeof OPERATION;
export type OperationAction = (typeof OPERATION)[OperationKey]['action'];

export const TARGET_TYPE = {
  user: 'user',
  operator: 'operator',
  post: 'post',
  video: 'video',
} as const;
export type TargetType = (typeof TARGET_TYPE)[keyof typeof TARGET_TYPE];
