import { PERMISSION, type Permission } from '@ops/contracts/permissions';

/** Each tab and what the role needs to see it (the page itself needs users.view). */
const TABS = [
  { value: 'messages', label: '动态记录', permission: PERMISSION.contentView },
  { value: 'videos', label: '视频记录', permission: PERMISSION.contentView },
  { value: 'logins', label: '登录记录', permission: PERMISSION.usersView },
  { value: 'freezes', label: '冻结记录', permission: PERMISSION.usersView },
  { value: 'operations', label: '操作记录', permission: PERMISSION.logsView },
] as const satisfies readonly { value: string; label: string; permission: Permission }[];
export type RecordTab = (typeof TABS)[number]['value'];

/** The tabs a role may see, in order. */
export function visibleRecordTabs(granted: readonly Permission[]) {
  return TABS.filter((tab) => granted.includes(tab.permission));
}
