import { ROUTES } from '@ops/contracts/paths';
import { PERMISSION, ROLE_PERMISSIONS } from '@ops/contracts/permissions';
import { describe, expect, it } from 'vitest';
import { canOpenRoute, homePathFor, permittedMenuRoutes } from './route-access';
import { appRoutes, findAppRoute } from './routes';

const menuTitles = (role: keyof typeof ROLE_PERMISSIONS) => permittedMenuRoutes(appRoutes, ROLE_PERMISSIONS[role]).map((route) => route.title);
const menuGroups = (role: keyof typeof ROLE_PERMISSIONS) => [...new Set(permittedMenuRoutes(appRoutes, ROLE_PERMISSIONS[role]).flatMap((route) => route.group ?? []))];

describe('the menu by role', () => {
  it('gives the administrator every entry, 账号管理 under 系统管理 included', () => {
    expect(permittedMenuRoutes(appRoutes, ROLE_PERMISSIONS.admin)).toEqual(appRoutes.filter((route) => route.icon !== undefined));
    expect(findAppRoute(ROUTES.operators)).toMatchObject({ title: '账号管理', group: '系统管理', permission: PERMISSION.systemManage });
  });

  it('gives a moderator review, content, users and the log, and no statistics, content security or system group', () => {
    expect(menuTitles('moderator')).toEqual(['工作台', '图文审核', '视频审核', '审核效率', '动态管理', '用户管理', '操作日志']);
    expect(menuGroups('moderator')).toEqual(['内容审核', '内容管理', '用户运营']);
  });

  it('gives an analyst the statistics (机审统计 included) and the users', () => {
    expect(menuTitles('analyst')).toEqual(['工作台', '日活统计', '注册激活统计', '留存统计', '实时数据', '机审统计', '用户管理']);
  });

  it('gives an auditor the users, the log and the security events only', () => {
    expect(menuTitles('auditor')).toEqual(['工作台', '用户管理', '操作日志', '安全事件']);
  });

  it('keeps the user detail open to whoever may open the user list, and out of the menu', () => {
    const detail = findAppRoute(ROUTES.userDetail(100010));
    expect(detail?.permission).toBe(PERMISSION.usersView);
    expect(permittedMenuRoutes(appRoutes, ROLE_PERMISSIONS.admin)).not.toContain(detail);
  });
});

describe('canOpenRoute', () => {
  it('opens a page only for a role holding its permission', () => {
    const dau = findAppRoute(ROUTES.statisticsDau);
    expect(dau && canOpenRoute(dau, ROLE_PERMISSIONS.analyst)).toBe(true);
    expect(dau && canOpenRoute(dau, ROLE_PERMISSIONS.moderator)).toBe(false);
    expect(dau && canOpenRoute(dau, [])).toBe(false);
  });
});

describe('homePathFor', () => {
  it('lands every role on the workbench, the first menu entry, open to every operator (issue 15)', () => {
    for (const granted of Object.values(ROLE_PERMISSIONS)) expect(homePathFor(appRoutes, granted, ROUTES.workbench)).toBe(ROUTES.workbench);
    expect(findAppRoute(ROUTES.workbench)).toMatchObject({ title: '工作台', permission: PERMISSION.self });
    expect(findAppRoute(ROUTES.workbench)?.group).toBeUndefined();
    expect(permittedMenuRoutes(appRoutes, [PERMISSION.self])[0]?.path).toBe(ROUTES.workbench);
  });

  it('falls back to the first menu entry the role may open, or none', () => {
    expect(homePathFor(appRoutes, [PERMISSION.logsView], ROUTES.users)).toBe(ROUTES.logs);
    expect(homePathFor(appRoutes, [PERMISSION.statisticsView], ROUTES.users)).toBe(ROUTES.statisticsDau);
    expect(homePathFor(appRoutes, [], ROUTES.workbench)).toBeNull();
  });
});
