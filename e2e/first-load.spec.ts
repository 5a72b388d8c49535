import { expect, type Page, test } from '@playwright/test';
import { buttonName, DEMO, logIn, screenshot } from './support/console';

/**
 * Issue 16: the first visit. The server answers the app to any page request (curl included), sends its files
 * compressed, and the login route is drawn without antd; the login's success is said on the page it opens.
 * The timings and byte budgets themselves are measured by `npm run bench -- --only-cold-load`.
 */

interface Received {
  url: string;
  bytes: number;
  encoding: string | undefined;
}

/** What the page receives from now on: each response's URL, its bytes as sent (CDP) and its content encoding. */
async function recordReceived(page: Page): Promise<Received[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map<string, { url: string; encoding: string | undefined }>();
  const received: Received[] = [];
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    pending.set(event.requestId, { url: event.response.url, encoding: headers['content-encoding'] });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const response = pending.get(event.requestId);
    if (response) received.push({ ...response, bytes: event.encodedDataLength });
  });
  return received;
}

const kb = (items: readonly Received[]) => items.reduce((sum, item) => sum + item.bytes, 0) / 1024;

test.describe('the first visit', () => {
  test('a plain GET of / (as curl sends it) gets the web app; unknown API paths keep their JSON 404', async ({ request }) => {
    const page = await request.get('/', { headers: { accept: '*/*' } });
    expect(page.status()).toBe(200);
    expect(page.headers()['content-type']).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<div id="root"></div>');
    const unknownApi = await request.get('/manage/nothing-here', { headers: { accept: '*/*' } });
    expect(unknownApi.status()).toBe(404);
    expect(await unknownApi.json()).toEqual({ code: 'not_found', message: '请求的资源不存在' });
    expect((await request.post('/', { data: {} })).status()).toBe(404);
  });

  test('the login route arrives compressed, under 150 KB, drawn without antd, and works from the keyboard', async ({ page }) => {
    const received = await recordReceived(page);
    await page.goto('/login');
    await expect(page.getByPlaceholder('请输入用户名')).toBeFocused();
    await page.waitForLoadState('networkidle');

    const scripts = received.filter((item) => /\/assets\/.+\.js$/.test(new URL(item.url).pathname));
    expect(scripts.length).toBeGreaterThan(2);
    // Every script over 1 KB comes as brotli (Chromium accepts it); the small ones are not worth a copy.
    for (const script of scripts.filter((item) => item.bytes > 1500)) expect(script.encoding, script.url).toBe('br');
    expect(kb(received)).toBeLessThanOrEqual(150);
    // No antd on the login route: none of its class names on the page, no CSS-in-JS style elements.
    expect(await page.locator('[class*="ant-"]').count()).toBe(0);
    expect(await page.locator('style[data-css-hash], style[data-rc-order]').count()).toBe(0);

    // Empty fields: the reasons under them, focus on the first. Then the password can be shown.
    await page.getByRole('button', { name: buttonName('登录') }).click();
    await expect(page.getByText('请输入用户名')).toBeVisible();
    await expect(page.getByPlaceholder('请输入用户名')).toBeFocused();
    await page.getByPlaceholder('请输入用户名').fill(DEMO.username);
    await page.keyboard.press('Tab');
    await expect(page.getByPlaceholder('请输入密码')).toBeFocused();
    await page.keyboard.type(DEMO.password);
    await expect(page.getByPlaceholder('请输入密码')).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: '显示密码' }).click();
    await expect(page.getByPlaceholder('请输入密码')).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: '隐藏密码' })).toHaveAttribute('aria-pressed', 'true');

    for (const size of [
      { width: 1280, height: 720 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await screenshot(page, `login-${size.width}`);
      const panel = await page.locator('main').boundingBox();
      expect(panel && panel.y >= 0 && panel.y + panel.height <= size.height, `login panel inside ${size.width}×${size.height}`).toBe(true);
    }

    // Enter in the password field signs in; 登录成功 shows on the page it opens (the login route has no antd to say it).
    await page.getByPlaceholder('请输入密码').press('Enter');
    await expect(page).toHaveURL(/\/workbench$/);
    await expect(page.locator('.ant-message')).toContainText('登录成功');
  });

  test('a wrong password is said in an alert over the fields, and too many attempts in a warning', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, { username: DEMO.username, password: 'not-the-password' });
    const alert = page.getByRole('alert').filter({ hasText: '用户名或密码错误' });
    await expect(alert).toBeVisible();
    // Typing again clears the refusal.
    await page.getByPlaceholder('请输入密码').fill('still-wrong');
    await expect(alert).toBeHidden();
  });

  test('the console after login comes compressed too (the region tree waits for the city filter: users-detail.spec.ts)', async ({ page }) => {
    const received = await recordReceived(page);
    await page.goto(`/login?redirect=${encodeURIComponent('/manage-users')}`);
    await logIn(page);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(received.filter((item) => /\/assets\/.+\.js$/.test(item.url)).length).toBeGreaterThan(10);
    expect(received.filter((item) => /\/assets\/.+\.js$/.test(item.url) && item.bytes > 1500 && item.encoding !== 'br')).toEqual([]);
  });
});
