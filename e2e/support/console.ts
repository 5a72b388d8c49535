import { expect, type Page } from '@playwright/test';

export const DEMO = { username: 'admin', password: 'admin123' } as const;

/**
 * A button's accessible name: antd puts a space between the two characters of a two-character
 * Chinese label, and an icon adds its own name in front (e.g. "lock 冻 结").
 */
export function buttonName(label: string): RegExp {
  return new RegExp(`(^|\\s)${[...label].join('\\s*')}\\s*$`);
}

export async function logIn(page: Page, credentials: { username: string; password: string } = DEMO): Promise<void> {
  await page.getByPlaceholder('请输入用户名').fill(credentials.username);
  await page.getByPlaceholder('请输入密码').fill(credentials.password);
  await page.getByRole('button', { name: buttonName('登录') }).click();
}

/** Logs in from the login page and lands on the user list with its first page loaded. */
export async function openUserList(page: Page): Promise<void> {
  await page.goto('/login?redirect=%2Fmanage-users');
  await logIn(page);
  await expect(page).toHaveURL(/\/manage-users$/);
  await expect(tableRows(page).first()).toBeVisible();
}

export function tableRows(page: Page, scope = page.locator('body')) {
  return scope.locator('.ant-table-tbody tr.ant-table-row');
}

/** Every <img> on the page has loaded real pixels: no broken image anywhere. */
export async function expectNoBrokenImages(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const broken = await page.locator('img').evaluateAll((images) =>
    images.filter((img) => !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0).map((img) => (img as HTMLImageElement).src),
  );
  expect(broken).toEqual([]);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: false, animations: 'disabled' });
}
