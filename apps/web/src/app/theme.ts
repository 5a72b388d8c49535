import type { ThemeConfig } from 'antd';
import { BRAND } from '@/lib/brand-colors';

export const SIDER_WIDTH = 208;
export const SIDER_COLLAPSED_WIDTH = 64;
export const HEADER_HEIGHT = 56;

/** The antd theme, built from the brand palette in `@/lib/brand-colors`. */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorLink: BRAND.primary,
    colorInfo: BRAND.primary,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: {
      siderBg: BRAND.siderBg,
      triggerBg: BRAND.siderDeepBg,
      triggerColor: BRAND.menuText,
      headerBg: BRAND.headerBg,
      headerHeight: HEADER_HEIGHT,
      headerPadding: '0 24px',
      bodyBg: BRAND.contentBg,
    },
    Menu: {
      darkItemBg: BRAND.siderBg,
      darkSubMenuItemBg: BRAND.siderDeepBg,
      darkPopupBg: BRAND.siderBg,
      darkItemColor: BRAND.menuText,
      darkItemHoverColor: BRAND.menuActiveText,
      darkItemHoverBg: BRAND.menuHoverBg,
      darkItemSelectedColor: BRAND.menuActiveText,
      darkItemSelectedBg: BRAND.menuActiveBg,
      darkGroupTitleColor: BRAND.menuText,
      itemBorderRadius: 6,
      itemMarginInline: 8,
    },
  },
};
