/** The console's colours, defined once (spec 1: dark indigo menu, muted violet text, white active text). */
export const BRAND = {
  primary: '#5b4ae3',
  siderBg: '#1f1d4d',
  siderDeepBg: '#18163d',
  menuText: '#a9a3d9',
  menuActiveText: '#ffffff',
  menuActiveBg: '#5b4ae3',
  menuHoverBg: 'rgba(255, 255, 255, 0.08)',
  menuDivider: 'rgba(255, 255, 255, 0.14)',
  contentBg: '#f0f2f5',
  headerBg: '#ffffff',
} as const;
