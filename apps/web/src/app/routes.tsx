import { ROUTES } from '@ops/contracts/paths';
import { PERMISSION, type Permission } from '@ops/contracts/permissions';
import type { ComponentType } from 'react';
import type { PagePreload } from '@/lib/page-preload';
import type { MenuIconName } from './layout/menu-icons';
import { matchPath } from 'react-router';
import { REVIEW_THROUGHPUT_TITLE } from '@/features/review-throughput/components/throughput-title';
import { SCREENING_TITLES } from '@/features/screening/components/screening-titles';
import { STATS_TITLES } from '@/features/statistics/components/stats-titles';

export type LazyRouteModule = () => Promise<{ Component: ComponentType; preload?: PagePreload }>;

/** The side menu's sections, in order. */
export const MENU_GROUPS = ['数据统计', '内容审核', '内容管理', '内容安全', '用户运营', '系统管理'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** One entry per page inside the console layout; the side menu and the breadcrumb are drawn from it. */
export interface AppRoute {
  path: string;
  /** Menu label, breadcrumb and document title. */
  title: string;
  /**
   * Routes with an icon appear in the side menu. A name, drawn by the layout (layout/menu-icons.tsx): the route
   * table is part of the first load, the icons are not.
   */
  icon?: MenuIconName;
  /** The menu entry highlighted (and the breadcrumb parent) for a page that has no entry of its own. */
  parent?: string;
  /** The menu section of a page with an icon; also the first breadcrumb item. */
  group?: MenuGroup;
  /** What the operator's role must grant: without it the page is left out of the menu and opens as 无权限. */
  permission: Permission;
  lazy: LazyRouteModule;
}

export const appRoutes: readonly AppRoute[] = [
  {
    // Issue 15: the page after login, open to every operator; the menu's first entry, outside the sections.
    path: ROUTES.workbench,
    title: '工作台',
    icon: 'HomeOutlined',
    permission: PERMISSION.self,
    lazy: () => import('@/features/workbench/pages/workbench-page').then((module) => ({ Component: module.WorkbenchPage })),
  },
  {
    path: ROUTES.statisticsDau,
    title: STATS_TITLES.dau,
    icon: 'LineChartOutlined',
    group: '数据统计',
    permission: PERMISSION.statisticsView,
    lazy: () => import('@/features/statistics/pages/dau-page').then((module) => ({ Component: module.DauPage })),
  },
  {
    path: ROUTES.statisticsRegistrations,
    title: STATS_TITLES.registrations,
    icon: 'UserAddOutlined',
    group: '数据统计',
    permission: PERMISSION.statisticsView,
    lazy: () => import('@/features/statistics/pages/registration-page').then((module) => ({ Component: module.RegistrationPage })),
  },
  {
    path: ROUTES.statisticsRetention,
    title: STATS_TITLES.retention,
    icon: 'RetweetOutlined',
    group: '数据统计',
    permission: PERMISSION.statisticsView,
    lazy: () => import('@/features/statistics/pages/retention-page').then((module) => ({ Component: module.RetentionPage })),
  },
  {
    path: ROUTES.statisticsRealtime,
    title: STATS_TITLES.realtime,
    icon: 'DashboardOutlined',
    group: '数据统计',
    permission: PERMISSION.statisticsView,
    lazy: () => import('@/features/statistics/pages/realtime-page').then((module) => ({ Component: module.RealtimePage })),
  },
  {
    path: ROUTES.screeningStats,
    title: SCREENING_TITLES.screeningStats,
    icon: 'PieChartOutlined',
    group: '数据统计',
    permission: PERMISSION.statisticsView,
    lazy: () => import('@/features/screening/pages/screening-stats-page').then((module) => ({ Component: module.ScreeningStatsPage })),
  },
  {
    path: ROUTES.imageAudit,
    title: '图文审核',
    icon: 'AuditOutlined',
    group: '内容审核',
    permission: PERMISSION.reviewDecide,
    lazy: () => import('@/features/audit/pages/image-audit-page').then((module) => ({ Component: module.ImageAuditPage, preload: module.preload })),
  },
  {
    path: ROUTES.videoAudit,
    title: '视频审核',
    icon: 'PlaySquareOutlined',
    group: '内容审核',
    permission: PERMISSION.reviewDecide,
    lazy: () => import('@/features/audit/pages/video-audit-page').then((module) => ({ Component: module.VideoAuditPage, preload: module.preload })),
  },
  {
    path: ROUTES.reviewThroughput,
    title: REVIEW_THROUGHPUT_TITLE,
    icon: 'FundOutlined',
    group: '内容审核',
    permission: PERMISSION.reviewDecide,
    lazy: () => import('@/features/review-throughput/pages/review-throughput-page').then((module) => ({ Component: module.ReviewThroughputPage })),
  },
  {
    path: ROUTES.posts,
    title: '动态管理',
    icon: 'FileTextOutlined',
    group: '内容管理',
    permission: PERMISSION.contentManage,
    lazy: () => import('@/features/posts/pages/post-management-page').then((module) => ({ Component: module.PostManagementPage, preload: module.preload })),
  },
  {
    path: ROUTES.sensitiveWords,
    title: SCREENING_TITLES.sensitiveWords,
    icon: 'SafetyOutlined',
    group: '内容安全',
    permission: PERMISSION.systemManage,
    lazy: () => import('@/features/screening/pages/sensitive-words-page').then((module) => ({ Component: module.SensitiveWordsPage })),
  },
  {
    path: ROUTES.imageBlocklist,
    title: SCREENING_TITLES.imageBlocklist,
    icon: 'FileImageOutlined',
    group: '内容安全',
    permission: PERMISSION.systemManage,
    lazy: () => import('@/features/screening/pages/image-blocklist-page').then((module) => ({ Component: module.ImageBlocklistPage })),
  },
  {
    path: ROUTES.users,
    title: '用户管理',
    icon: 'UserOutlined',
    group: '用户运营',
    permission: PERMISSION.usersView,
    lazy: () => import('@/features/users/pages/user-list-page').then((module) => ({ Component: module.UserListPage, preload: module.preload })),
  },
  {
    path: ROUTES.userDetail(':id'),
    title: '用户详情',
    parent: ROUTES.users,
    permission: PERMISSION.usersView,
    lazy: () => import('@/features/users/pages/user-detail-page').then((module) => ({ Component: module.UserDetailPage })),
  },
  {
    path: ROUTES.logs,
    title: '操作日志',
    icon: 'ProfileOutlined',
    group: '用户运营',
    permission: PERMISSION.logsView,
    lazy: () => import('@/features/logs/pages/operation-log-page').then((module) => ({ Component: module.OperationLogPage, preload: module.preload })),
  },
  {
    // Issue 18: failed and throttled logins, refused tokens; whoever reads every operator's log reads these.
    path: ROUTES.securityEvents,
    title: '安全事件',
    icon: 'WarningOutlined',
    group: '用户运营',
    permission: PERMISSION.logsViewAll,
    lazy: () => import('@/features/security-events/pages/security-events-page').then((module) => ({ Component: module.SecurityEventsPage })),
  },
  {
    path: ROUTES.integration,
    title: '系统对接',
    icon: 'ApiOutlined',
    group: '系统管理',
    permission: PERMISSION.systemManage,
    lazy: () => import('@/features/integration/pages/integration-page').then((module) => ({ Component: module.IntegrationPage })),
  },
  {
    path: ROUTES.operators,
    title: '账号管理',
    icon: 'TeamOutlined',
    group: '系统管理',
    permission: PERMISSION.systemManage,
    lazy: () => import('@/features/operators/pages/operators-page').then((module) => ({ Component: module.OperatorsPage })),
  },
];

export function findAppRoute(pathname: string): AppRoute | undefined {
  return appRoutes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

export function findRouteByPath(path: string): AppRoute | undefined {
  return appRoutes.find((route) => route.path === path);
}
