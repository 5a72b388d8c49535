import Bowser from 'bowser';

export const UNKNOWN_DEVICE = '未知设备';

/** In-app browsers named the way operators know them; the rest keep bowser's name. */
const BROWSER_NAMES: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  WeChat: '微信',
  'QQ Browser': 'QQ浏览器',
  'UC Browser': 'UC浏览器',
  'Samsung Internet for Android': 'Samsung Internet',
};
/** Apps whose built-in browser is worth naming on a phone (the phone's own browser is not). */
const IN_APP = new Set(['WeChat', 'QQ Browser']);

/** A user-agent starts with a product token such as `Mozilla/5.0`, `okhttp/4.12.0` or `Dalvik/2.1.0`. */
function looksLikeUserAgent(text: string): boolean {
  return /^[A-Za-z][\w.-]*\/\d/.test(text);
}

function major(version: string | undefined): string {
  return version?.split('.')[0] ?? '';
}

function join(...parts: (string | undefined)[]): string {
  return parts.filter((part) => part !== undefined && part !== '').join(' ');
}

function osLabel(os: Bowser.Parser.OSDetails): string {
  switch (os.name) {
    case undefined:
      return '';
    // "Windows NT 10.0" is both Windows 10 and 11; older ones are told apart (Windows 7).
    case 'Windows':
      return os.versionName && os.versionName !== '10' ? `Windows ${os.versionName}` : 'Windows';
    // Every Mac browser reports 10.15.7 whatever the release: the version says nothing.
    case 'macOS':
    case 'Linux':
    case 'Chrome OS':
      return os.name;
    default:
      return join(os.name, major(os.version));
  }
}

/**
 * The login device as people read it, from the user-agent the app reported: 「Chrome 126 · Linux」 on a computer,
 * 「iPhone · iOS 17」 or 「Android · Android 14」 on a phone (「iPhone · iOS 17 · 微信」 inside WeChat).
 * Text that is not a user-agent (the app may already send 「iPhone 15 Pro · iOS 18.1」) or that says nothing
 * recognisable comes back as it is; nothing at all is 未知设备.
 */
export function deviceLabel(raw: string): string {
  const text = raw.trim();
  if (!text) return UNKNOWN_DEVICE;
  if (!looksLikeUserAgent(text)) return text;

  const { browser, os, platform } = Bowser.parse(text);
  const browserName = browser.name && browser.name !== 'Mozilla' ? browser.name : undefined;
  const system = osLabel(os);
  if (!browserName && !system) return text;

  if (platform.type === 'mobile' || platform.type === 'tablet') {
    const device = platform.model ?? platform.vendor ?? (os.name === 'Android' ? 'Android' : platform.type === 'tablet' ? '平板' : '手机');
    const app = browserName && IN_APP.has(browserName) ? BROWSER_NAMES[browserName] : undefined;
    return [device, system, app].filter(Boolean).join(' · ');
  }
  const browserLabel = browserName ? join(BROWSER_NAMES[browserName] ?? browserName, major(browser.version)) : '';
  return [browserLabel, system].filter(Boolean).join(' · ');
}
