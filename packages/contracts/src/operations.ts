/** Operator actions recorded in the operation log: stable action code and its Chinese content label. */
export const OPERATION = {
  login: { action: 'auth.login', content: '登录' },
  loginFailed: { action: 'auth.login_failed', content: '登录失败' },
  logout: { action: 'auth.logout', content: '退出登录' },
  freezeUser: { action: 'user.freeze', content: '冻结用户' },
  unfreezeUser: { action: 'user.unfreeze', content: '解冻用户' },
  passPost: { action: 'post.pass', content: '动态审核通过' },
  rejectPost: { action: 'post.reject', content: '动态审核拒绝' },
  revokePost: { action: 'post.revoke', content: '撤销动态审核' },
  pinPost: { action: 'post.top', content: '置顶动态' },
  unpinPost: { action: 'post.untop', content: '取消置顶动态' },
  deletePost: { action: 'post.delete', content: '删除动态' },
  restorePost: { action: 'post.restore', content: '恢复动态' },
  passVideo: { action: 'video.pass', content: '视频审核通过' },
  rejectVideo: { action: 'video.reject', content: '视频审核拒绝' },
  revokeVideo: { action: 'video.revoke', content: '撤销视频审核' },
  // Issue 7 (hardening): login throttling and changing one's own password.
  loginThrottled: { action: 'auth.login_throttled', content: '登录受限' },
  changePassword: { action: 'auth.password_change', content: '修改密码' },
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
