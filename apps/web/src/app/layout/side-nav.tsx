import { Flex, Layout, Menu, Typography, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { BRAND } from '@/lib/brand-colors';
import { usePermissions } from '@/lib/operator-access';
import { permittedMenuRoutes } from '../route-access';
import { appRoutes, findAppRoute, MENU_GROUPS, type AppRoute } from '../routes';
import { HEADER_HEIGHT, SIDER_COLLAPSED_WIDTH, SIDER_WIDTH } from '../theme';

interface SideNavProps {
  collapsed: boolean;
  onCollapse: (collapsed: boolean) => void;
}

type MenuItems = NonNullable<MenuProps['items']>;

function menuItem(route: AppRoute) {
  const Icon = route.icon;
  return { key: route.path, icon: Icon ? <Icon aria-hidden /> : null, label: route.title };
}

const divider = (key: string) => ({ type: 'divider' as const, key: `divider:${key}`, style: { borderColor: BRAND.menuDivider, marginInline: 12 } });

/**
 * The menu of the entries the operator may open. Expanded: one always-open titled section per group; collapsed there
 * is no room for section titles, so a divider separates the groups. A group with no permitted entry is left out.
 */
function menuItems(routes: readonly AppRoute[], collapsed: boolean): MenuItems {
  const sections = MENU_GROUPS.map((group) => ({ group, routes: routes.filter((route) => route.group === group) })).filter(
    (section) => section.routes.length > 0,
  );
  // A menu page without a section (工作台) comes first, above the sections.
  const ungrouped = routes.filter((route) => route.group === undefined).map(menuItem);
  if (!collapsed) {
    return [
      ...ungrouped,
      ...sections.map((section) => ({ type: 'group' as const, key: `group:${section.group}`, label: section.group, children: section.routes.map(menuItem) })),
    ];
  }
  return [
    ...ungrouped,
    ...(ungrouped.length > 0 && sections.length > 0 ? [divider('ungrouped')] : []),
    ...sections.flatMap((section, index): MenuItems => [...(index > 0 ? [divider(section.group)] : []), ...section.routes.map(menuItem)]),
  ];
}

function selectedMenuKey(pathname: string): string | undefined {
  const route = findAppRoute(pathname);
  return route?.parent ?? route?.path;
}

export function SideNav({ collapsed, onCollapse }: SideNavProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = selectedMenuKey(pathname);
  const permissions = usePermissions();
  const items = useMemo(() => menuItems(permittedMenuRoutes(appRoutes, permissions), collapsed), [permissions, collapsed]);

  return (
    <Layout.Sider
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
          <Typography.Text strong style={{ color: BRAND.menuActiveText, fontSize: 17, whiteSpace: 'nowrap' }}>
            运营后台
          </Typography.Text>
        )}
      </Flex>
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        onClick={({ key }) => navigate(key)}
      />
    </Layout.Sider>
  );
}
