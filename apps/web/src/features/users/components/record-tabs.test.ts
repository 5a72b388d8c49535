import { ROLE_PERMISSIONS } from '@ops/contracts/permissions';
import { describe, expect, it } from 'vitest';
import { visibleRecordTabs } from './record-tabs';

const labels = (role: keyof typeof ROLE_PERMISSIONS) => visibleRecordTabs(ROLE_PERMISSIONS[role]).map((tab) => tab.label);

describe('visibleRecordTabs', () => {
  it('shows the post and video records only to roles that read content, and the operation records only to roles with the log', () => {
    expect(labels('admin')).toEqual(['动态记录', '视频记录', '登录记录', '冻结记录', '操作记录']);
    expect(labels('moderator')).toEqual(['动态记录', '视频记录', '登录记录', '冻结记录', '操作记录']);
    expect(labels('auditor')).toEqual(['登录记录', '冻结记录', '操作记录']);
    expect(labels('analyst')).toEqual(['登录记录', '冻结记录']);
  });
});
