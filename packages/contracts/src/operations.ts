import type { DecisionEventType } from './decisions.ts';

/**
 * Operator actions recorded in the operation log: stable action code and its Chinese content label.
 * `event` names the decision event the app must receive (issue 12): recording such an operation
 * writes the event to the outbox in the same transaction.
 */
export const OPERATION = {
  login: { action: 'auth.login', content: '登录' },
  loginFailed: { action: 'auth.login_failed', content: '登录失败' },
  logout: { action: 'auth.logout', content: '退出登录' },
  freezeUser: { action: 'user.freeze', content: '冻结用户', event: 'user.frozen' },
  unfreezeUser: { action: 'user.unfreeze', content: '解冻用户', event: 'user.unfrozen' },
  passPost: { action: 'post.pass', content: '动态审核通过', event: 'post.passed' },
  rejectPost: { action: 'post.reject', content: '动态审核拒绝', event: 'post.rejected' },
  revokePost: { action: 'post.revoke', content: '撤销动态审核', event: 'post.review_revoked' },
  pinPost: { action: 'post.top', content: '置顶动态', event: 'post.pinned' },
  unpinPost: { action: 'post.untop', content: '取消置顶动态', event: 'post.unpinned' },
  deletePost: { action: 'post.delete', content: '删除动态', event: 'post.deleted' },
  restorePost: { action: 'post.restore', content: '恢复动态', event: 'post.restored' },
  passVideo: { action: 'video.pass', content: '视频审核通过', event: 'video.passed' },
  rejectVideo: { action: 'video.reject', content: '视频审核拒绝', event: 'video.rejected' },
  revokeVideo: { action: 'video.revoke', content: '撤销视频审核', event: 'video.review_revoked' },
  // Issue 7 (hardening): login throttling and changing one's own password.
  loginThrottled: { action: 'auth.login_throttled', content: '登录受限' },
  changePassword: { action: 'auth.password_change', content: '修改密码' },
  // Issue 12 (integration): a freeze that ran out, recorded by the system actor; redelivering webhooks.
  freezeExpired: { action: 'user.freeze_expired', content: '冻结到期', event: 'user.unfrozen' },
  redeliverEvents: { action: 'integration.redeliver', content: '重新投递事件' },
} as const satisfies Record<string, { action: string; content: string; event?: DecisionEventType }>;

export type OperationKey = keyof typeof OPERATION;

/** The decision event an operation delivers to the app, if any. */
export function eventOfOperation(operation: OperationKey): DecisionEventType | undefined {
  const definition: { action: string; event?: DecisionEventType } = OPERATION[operation];
  return definition.event;
}

/** The actor of what the console does by itself (a freeze that expires): no operator id, no IP. */
export const SYSTEM_ACTOR_NAME = '系统';
export type OperationAction = (typeof OPERATION)[OperationKey]['action'];

export const TARGET_TYPE = {
  user: 'user',
  operator: 'operator',
  post: 'post',
  video: 'video',
  event: 'event',
} as const;
export type TargetType = (typeof TARGET_TYPE)[keyof typeof TARGET_TYPE];
