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
  // Issue 18: the app's named tokens.
  createIntegrationToken: { action: 'integration.token_create', content: '新建接入令牌' },
  rotateIntegrationToken: { action: 'integration.token_rotate', content: '轮换接入令牌' },
  revokeIntegrationToken: { action: 'integration.token_revoke', content: '吊销接入令牌' },
  // Issue 13 (machine review): the machine's verdicts, as 机审, delivered with the event types an operator's
  // decision has (no new type for an app integrated before); the operators' lexicon, detectors and image blocklist.
  screenPostPass: { action: 'post.screen_pass', content: '动态机审通过', event: 'post.passed' },
  screenPostReview: { action: 'post.screen_review', content: '动态机审送人审', event: 'post.review_revoked' },
  screenPostBlock: { action: 'post.screen_block', content: '动态机审拒绝', event: 'post.rejected' },
  screenVideoPass: { action: 'video.screen_pass', content: '视频机审通过', event: 'video.passed' },
  screenVideoReview: { action: 'video.screen_review', content: '视频机审送人审', event: 'video.review_revoked' },
  screenVideoBlock: { action: 'video.screen_block', content: '视频机审拒绝', event: 'video.rejected' },
  addSensitiveWord: { action: 'lexicon.add', content: '添加敏感词' },
  importSensitiveWords: { action: 'lexicon.import', content: '批量导入敏感词' },
  updateSensitiveWord: { action: 'lexicon.update', content: '修改敏感词' },
  deleteSensitiveWord: { action: 'lexicon.delete', content: '删除敏感词' },
  changeScreeningSettings: { action: 'screening.settings', content: '修改机审设置' },
  blockImages: { action: 'image_blocklist.add', content: '加入图片黑库' },
  unblockImage: { action: 'image_blocklist.remove', content: '移出图片黑库' },
  // Issue 14: operator accounts (账号管理) and one's own two-factor login and sessions.
  createOperator: { action: 'operator.create', content: '新建账号' },
  changeOperatorRole: { action: 'operator.role', content: '修改账号角色' },
  disableOperator: { action: 'operator.disable', content: '停用账号' },
  enableOperator: { action: 'operator.enable', content: '启用账号' },
  resetOperatorPassword: { action: 'operator.password_reset', content: '重置账号密码' },
  revokeOperatorSessions: { action: 'operator.sessions_revoke', content: '结束账号会话' },
  resetOperatorTwoFactor: { action: 'operator.2fa_reset', content: '重置两步验证' },
  enableTwoFactor: { action: 'auth.2fa_enable', content: '开启两步验证' },
  disableTwoFactor: { action: 'auth.2fa_disable', content: '关闭两步验证' },
  revokeOtherSessions: { action: 'auth.sessions_revoke', content: '退出其他会话' },
} as const satisfies Record<string, { action: string; content: string; event?: DecisionEventType }>;

export type OperationKey = keyof typeof OPERATION;

/** The decision event an operation delivers to the app, if any. */
export function eventOfOperation(operation: OperationKey): DecisionEventType | undefined {
  const definition: { action: string; event?: DecisionEventType } = OPERATION[operation];
  return definition.event;
}

/** The actor of what the console does by itself (a freeze that expires): no operator id, no IP. */
export const SYSTEM_ACTOR_NAME = '系统';
/** The actor of machine screening (issue 13). */
export const MACHINE_ACTOR_NAME = '机审';
export type OperationAction = (typeof OPERATION)[OperationKey]['action'];

export const TARGET_TYPE = {
  user: 'user',
  operator: 'operator',
  post: 'post',
  video: 'video',
  event: 'event',
  sensitiveWord: 'sensitive_word',
  blockedImage: 'blocked_image',
  settings: 'settings',
  integrationToken: 'integration_token',
} as const;
export type TargetType = (typeof TARGET_TYPE)[keyof typeof TARGET_TYPE];
