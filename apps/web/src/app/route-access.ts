import type { Permission } from '@ops/contracts/permissions';

/** The part of a route entry that decides who may open it and whether it is a menu entry. */
export interface GuardedRoute {
  path: string;
  permission: Permission;
  icon?: unknown;
}

export function canOpenRoute(route: Pick<GuardedRoute, 'permission'>, granted: readonly Permission[]): boolean {
  return granted.includes(route.permission);
}

/** The menu entries (routes with an icon) the operator may open, in table order. */
export function permittedMenuRoutes<R extends GuardedRoute>(routes: readonly R[], granted: readonly Permission[]): R[] {
  return routes.filter((route) => route.icon !== undefined && canOpenRoute(route, granted));
}

/**
 * Where `/` leads: the preferred landing page when the role may open it (the workbench, open to every operator),
 * else the first menu entry the role may open; null when it may open none.
 */
export function homePathFor(routes: readonly GuardedRoute[], granted: readonly Permission[], preferred: string): string | null {
  const landing = routes.find((route) => route.path === preferred);
  if (landing && canOpenRoute(landing, granted)) return landing.path;
  return permittedMenuRoutes(routes, granted)[0]?.path ?? null;
}
