import { useQueryClient } from '@tanstack/react-query';
import { Flex, Layout, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { BRAND } from '@/lib/brand-colors';
import { usePermissions } from '@/lib/operator-access';
import { preloadOnPress } from '../press-preload';
import { prefetchRoute } from '../prefetch-route';
import { permittedMenuRoutes } from '../route-access';
import { appRoutes, findAppRoute, MENU_GROUPS, type AppRoute } from '../routes';
import { MenuIcon } from './menu-icons';
import { HEADER_HEIGHT, SIDER_COLLAPSED_WIDTH, SIDER_WIDTH } from '../theme';
import { useCurrentPathname } from './use-current-pathname';

interface SideNavProps {
  collapsed: boolean;
  onCollapse: (collapsed: boolean) => void;
}

type MenuItems = NonNullable<MenuProps['items']>;

/**
 * The highlight moves without antd's fade (its background eases in over 0.3 s, so the menu looked behind the URL and the
 * breadcrumb); only the padding keeps its ease, for collapsing and expanding the menu.
 */
const ITEM_STYLE = { transitionProperty: 'padding' } as const;

/** `onPress`: the entry is pressed (before its click), app/press-preload.ts. */
function menuItem(route: AppRoute, onPress: (route: AppRoute) => void) {
  return {
    key: route.path,
    icon: route.icon ? <MenuIcon name={route.icon} /> : null,
    label: route.title,
    style: ITEM_STYLE,
    onMouseEnter: () => prefetchRoute(route),
    onMouseDown: () => onPress(route),
  };
}

const divider = (key: string) => ({ type: 'divider' as const, key: `divider:${key}`, style: { borderColor: BRAND.menuDivider, marginInline: 12 } });

/**
 * The menu of the entries the operator may open. Expanded: one always-open titled section per group; collapsed there
 * is no room for section titles, so a divider separates the groups. A group with no permitted entry is left out.
 */
function menuItems(routes: readonly AppRoute[], collapsed: boolean, onPress: (route: AppRoute) => void): MenuItems {
  const item = (route: AppRoute) => menuItem(route, onPress);
  const sections = MENU_GROUPS.map((group) => ({ group, routes: routes.filter((route) => route.group === group) })).filter(
    (section) => section.routes.length > 0,
  );
  // A menu page without a section (工作台) comes first, above the sections.
  const ungrouped = routes.filter((route) => route.group === undefined).map(item);
  if (!collapsed) {
    return [
      ...ungrouped,
      ...sections.map((section) => ({ type: 'group' as const, key: `group:${section.group}`, label: section.group, children: section.routes.map(item) })),
    ];
  }
  return [
    ...ungrouped,
    ...(ungrouped.length > 0 && sections.length > 0 ? [divider('ungrouped')] : []),
    ...sections.flatMap((section, index): MenuItems => [...(index > 0 ? [divider(section.group)] : []), ...section.routes.map(item)]),
  ];
}

function selectedMenuKey(pathname: string): string | undefined {
  const route = findAppRoute(pathname);
  return route?.parent ?? route?.path;
}

export function SideNav({ collapsed, onCollapse }: SideNavProps) {
  // The highlight follows the address bar in the same frame (not React Router's transition to the new page).
  const pathname = useCurrentPathname();
  const navigate = useNavigate();
  const selected = selectedMenuKey(pathname);
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const items = useMemo(
    () => menuItems(permittedMenuRoutes(appRoutes, permissions), collapsed, (route) => preloadOnPress(queryClient, route)),
    [permissions, collapsed, queryClient],
  );
  const siderRef = useRef<HTMLDivElement>(null);
  // An entry the operator has just clicked is in view; measuring the menu then would make the browser lay out the page
  // being drawn one more time (~50 ms of a list switch).
  const clickedRef = useRef(false);
  // A page opened from a link, the breadcrumb or the address bar may have its entry below the fold of a short window.
  useEffect(() => {
    if (clickedRef.current) {
      clickedRef.current = false;
      return;
    }
    siderRef.current?.querySelector('.ant-menu-item-selected')?.scrollIntoView({ block: 'nearest' });
  }, [selected, collapsed]);

  return (
    <Layout.Sider
      ref={siderRef}
      collapsible
      collapsed={collapsed}
      onCollapse={onCollapse}
      width={SIDER_WIDTH}
      collapsedWidth={SIDER_COLLAPSED_WIDTH}
      style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
    >
      <Flex
        align="center"
        justify={collapsed ? 'center' : 'flex-start'}
        gap={10}
        style={{ height: HEADER_HEIGHT, padding: collapsed ? 0 : '0 20px', marginBottom: 8 }}
      >
        <BrandMark size={28} />
        {collapsed ? null : (
          <span style={{ color: BRAND.menuActiveText, fontSize: 17, fontWeight: 600, whiteSpace: 'nowrap' }}>
            运营后台
          </span>
        )}
      </Flex>
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        onClick={({ key }) => {
          clickedRef.current = key !== selected;
          void navigate(key);
        }}
      />
    </Layout.Sider>
  );
}
