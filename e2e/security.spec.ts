import { API, ROUTES } from '@ops/contracts/paths';
import { expect, test } from '@playwright/test';
import { buttonName, logIn, screenshot, tableRows } from './support/console';

/** A name no earlier run of the suite has typed (the e2e database lives as long as the server). */
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;

test.describe('hardening, round two (issue 18)', () => {
  test('a failed login under a made-up name shows on 安全事件, marked as no account of the console, and not in 操作日志', async ({ page, request }) => {
    const guessed = unique('guess');
    const failed = await request.post(API.login, { data: { username: guessed, password: 'not-the-password' } });
    expect(failed.status()).toBe(401);

    await page.goto(`/login?redirect=${encodeURIComponent(ROUTES.securityEvents)}`);
    await logIn(page);
    await expect(page).toHaveURL(/\/system\/security$/);
    await page.getByLabel('账号').fill(guessed);
    await page.getByRole('button', { name: buttonName('查询') }).click();
    const row = tableRows(page).first();
    await expect(row).toContainText(guessed);
    await expect(row).toContainText('登录失败');
    await expect(row).toContainText('非本系统账号');
    await expect(tableRows(page)).toHaveCount(1);
    await screenshot(page, 'security-events');

    await page.goto(`${ROUTES.logs}?name=${guessed}`);
    await expect(page.locator('.ant-empty-description')).toHaveText('暂无数据');
    await expect(tableRows(page)).toHaveCount(0);
  });

  test('an administrator creates an integration token on 系统对接, sees it once, the app calls with it, and a revocation stops it', async ({ page, request }) => {
    const name = unique('拉取');
    await page.goto(`/login?redirect=${encodeURIComponent(ROUTES.integration)}`);
    await logIn(page);
    await page.getByRole('button', { name: '新建令牌' }).click();
    const dialog = page.getByRole('dialog', { name: '新建接入令牌' });
    await expect(dialog.getByLabel('名称')).toBeFocused();
    await dialog.getByLabel('名称').fill(name);
    await dialog.getByRole('button', { name: buttonName('创建') }).click();
    const issued = page.getByRole('dialog', { name: `接入令牌「${name}」` });
    await expect(issued).toContainText('令牌只显示这一次');
    const token = (await issued.locator('code').innerText()).trim();
    expect(token).toMatch(/^ops_[A-Za-z0-9_-]{43}$/);
    await screenshot(page, 'integration-token-issued');
    await issued.getByRole('button', { name: '我已保存' }).click();

    const row = tableRows(page).filter({ hasText: name });
    await expect(row).toContainText(`${token.slice(0, 8)}…`);
    await expect(row).toContainText('有效');
    expect((await request.get(API.ingestDecisions, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
    expect((await request.post(API.ingestEvents, { headers: { authorization: `Bearer ${token}` }, data: { events: [] } })).status()).toBe(403);

    await row.getByRole('button', { name: `吊销令牌 ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: buttonName('吊销') }).click();
    await expect(row).toContainText('已吊销');
    expect((await request.get(API.ingestDecisions, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  });
});
