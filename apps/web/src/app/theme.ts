import type { ThemeConfig } from 'antd';

/** The console's colours, defined once (spec 1: dark indigo menu, muted violet text, white active text). */
export const BRAND = {
  primary: '#5b4ae3',
  siderBg: '#1f1d4d',
  siderDeepBg: '#18163d',
  menuText: '#a9a3d9',
  menuActiveText: '#ffffff',
  menuActiveBg: '#5b4ae3',
  menuHoverBg: 'rgba(255, 255, 255, 0.08)',
  contentBg: '#f0f2f5',
  headerBg: '#ffffff',
} as const;

export const SIDER_WIDTH = 208;
export const SIDER_COLLAPSED_WIDTH = 64;
export const HEADER_HEIGHT = 56;

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
