import { PERMISSION, type Permission, ROLE_LABEL, ROLE_PERMISSIONS, ROLES, type Role } from '@ops/contracts/permissions';

/**
 * What each permission lets a role do, as one short phrase; null for what every role has or what another phrase
 * already says (reading content comes with reviewing or managing it). A new permission must be given its phrase here.
 */
const PERMISSION_PHRASE: Record<Permission, string | null> = {
  [PERMISSION.self]: null,
  [PERMISSION.statisticsView]: '数据统计',
  [PERMISSION.reviewDecide]: '图文和视频审核',
  // Only admins see every operator's 审核效率, and they have everything.
  [PERMISSION.reviewStatsAll]: null,
  [PERMISSION.contentView]: null,
  [PERMISSION.contentManage]: '动态管理',
  [PERMISSION.usersView]: '查看用户',
  [PERMISSION.usersFreeze]: '冻结和解冻用户',
  [PERMISSION.logsView]: '本人的操作日志',
  [PERMISSION.logsViewAll]: null,
  [PERMISSION.logsVerify]: '校验日志完整性',
  [PERMISSION.systemManage]: '账号管理、内容安全和系统对接',
};

const ALL = Object.values(PERMISSION);

/** One line saying what the role may do, drawn from the contracts' permission table. */
export function roleSummary(role: Role): string {
  const granted = ROLE_PERMISSIONS[role];
  if (ALL.every((permission) => granted.includes(permission))) return '全部功能，包括账号管理、内容安全和系统对接';
  const phrases = granted.map((permission) =>
    permission === PERMISSION.logsView && granted.includes(PERMISSION.logsViewAll) ? '全部操作日志' : PERMISSION_PHRASE[permission],
  );
  return phrases.filter((phrase) => phrase !== null).join('、');
}

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABEL[role], summary: roleSummary(role) }));
