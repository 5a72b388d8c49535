import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { findAppRoute, findRouteByPath } from '../routes';
import { useCurrentPathname } from './use-current-pathname';

export const NOT_FOUND_TITLE = '页面不存在';

/** The current page's place in the route table: menu section › parent › page. */
export function usePageTrail(): { path?: string; title: string }[] {
  // In step with the side menu: both follow the address bar at once.
  const pathname = useCurrentPathname();
  const route = findAppRoute(pathname);
  if (!route) return [{ title: NOT_FOUND_TITLE }];
  const parent = route.parent ? findRouteByPath(route.parent) : undefined;
  const group = (parent ?? route).group;
  return [
    ...(group ? [{ title: group }] : []),
    ...(parent ? [{ path: parent.path, title: parent.title }] : []),
    { title: route.title },
  ];
}

export function PageBreadcrumb() {
  const trail = usePageTrail();
  const items = trail.map((entry, index) => ({
    key: entry.path ?? entry.title,
    title: entry.path && index < trail.length - 1 ? <Link to={entry.path}>{entry.title}</Link> : entry.title,
  }));
  return <Breadcrumb items={items} />;
}
