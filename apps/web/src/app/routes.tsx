import { AuditOutlined, FileTextOutlined, PlaySquareOutlined, UserOutlined } from '@ant-design/icons';
import { ROUTES } from '@ops/contracts/paths';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';

export type LazyRouteModule = () => Promise<{ Component: ComponentType }>;

/** One entry per page inside the console layout; the side menu and the breadcrumb are drawn from it. */
export interface AppRoute {
  path: string;
  /** Menu label, breadcrumb and document title. */
  title: string;
  /** Routes with an icon appear in the side menu. */
  icon?: ComponentType<{ 'aria-hidden'?: boolean }>;
  /** The menu entry highlighted (and the breadcrumb parent) for a page that has no entry of its own. */
  parent?: string;
  lazy: LazyRouteModule;
}

export const appRoutes: readonly AppRoute[] = [
  {
    path: ROUTES.imageAudit,
    title: '图文审核',
    icon: AuditOutlined,
    lazy: () => import('@/features/audit/pages/image-audit-page').then((module) => ({ Component: module.ImageAuditPage })),
  },
  {
    path: ROUTES.videoAudit,
    title: '视频审核',
    icon: PlaySquareOutlined,
    lazy: () => import('@/features/audit/pages/video-audit-page').then((module) => ({ Component: module.VideoAuditPage })),
  },
  {
    path: ROUTES.posts,
    title: '动态管理',
    icon: FileTextOutlined,
    lazy: () => import('@/features/posts/pages/post-management-page').then((module) => ({ Component: module.PostManagementPage })),
  },
  {
    path: ROUTES.users,
    title: '用户管理',
    icon: UserOutlined,
    lazy: () => import('@/features/users/pages/user-list-page').then((module) => ({ Component: module.UserListPage })),
  },
  {
    path: ROUTES.userDetail(':id'),
    title: '用户详情',
    parent: ROUTES.users,
    lazy: () => import('@/features/users/pages/user-detail-page').then((module) => ({ Component: module.UserDetailPage })),
  },
];

export const menuRoutes = appRoutes.filter((route) => route.icon !== undefined);

export function findAppRoute(pathname: string): AppRoute | undefined {
  return appRoutes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

export function findRouteByPath(path: string): AppRoute | undefined {
  return appRoutes.find((route) => route.path === path);
}
