import {
  ApiOutlined,
  AuditOutlined,
  DashboardOutlined,
  FileImageOutlined,
  FileTextOutlined,
  FundOutlined,
  HomeOutlined,
  LineChartOutlined,
  PieChartOutlined,
  PlaySquareOutlined,
  ProfileOutlined,
  RetweetOutlined,
  SafetyOutlined,
  TeamOutlined,
  UserAddOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

const MENU_ICONS = {
  ApiOutlined,
  AuditOutlined,
  DashboardOutlined,
  FileImageOutlined,
  FileTextOutlined,
  FundOutlined,
  HomeOutlined,
  LineChartOutlined,
  PieChartOutlined,
  PlaySquareOutlined,
  ProfileOutlined,
  RetweetOutlined,
  SafetyOutlined,
  TeamOutlined,
  UserAddOutlined,
  UserOutlined,
  WarningOutlined,
} satisfies Record<string, ComponentType<{ 'aria-hidden'?: boolean }>>;

/** A menu entry's icon, by name: the route table (part of the first load) names it, the layout draws it. */
export type MenuIconName = keyof typeof MENU_ICONS;

export function MenuIcon({ name }: { name: MenuIconName }) {
  const Icon = MENU_ICONS[name];
  return <Icon aria-hidden />;
}
