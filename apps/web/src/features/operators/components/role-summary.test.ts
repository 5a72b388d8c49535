import { ROLES } from '@ops/contracts/permissions';
import { describe, expect, it } from 'vitest';
import { ROLE_OPTIONS, roleSummary } from './role-summary';

describe('roleSummary', () => {
  it('says in one line what each role may do, from the permission table', () => {
    expect(roleSummary('admin')).toBe('全部功能，包括账号管理、内容安全和系统对接');
    expect(roleSummary('moderator')).toBe('图文和视频审核、动态管理、查看用户、冻结和解冻用户、本人的操作日志');
    expect(roleSummary('analyst')).toBe('数据统计、查看用户');
    expect(roleSummary('auditor')).toBe('查看用户、全部操作日志、校验日志完整性');
  });

  it('offers every role, by its Chinese name', () => {
    expect(ROLE_OPTIONS.map((option) => option.value)).toEqual([...ROLES]);
    expect(ROLE_OPTIONS.map((option) => option.label)).toEqual(['超级管理员', '审核员', '数据分析', '审计员']);
  });
});
