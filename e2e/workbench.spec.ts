import { API, ROUTES } from '@ops/contracts/paths';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { buttonName, DEMO, logIn, screenshot } from './support/console';
import { sendToIntake } from './support/ingest';

const ADMIN_TILES = ['pendingPosts', 'pendingVideos', 'reportedPosts', 'machineRejected', 'frozenUsers', 'dau', 'registrations'];
const MODERATOR_TILES = ['pendingPosts', 'pendingVideos', 'reportedPosts', 'machineRejected', 'frozenUsers'];

function tile(page: Page, key: string): Locator {
  return page.getByTestId(`tile-${key}`);
}

/** The big number of a tile, as drawn (`1,234` → 1234). */
async function tileValue(page: Page, key: string): Promise<number> {
  const text = await tile(page, key).locator('.ant-statistic-content-value').innerText();
  return Number(text.replace(/\D/g, ''));
}

/** The number in a tab label such as 待审核 (42). */
async function tabCount(tab: Locator): Promise<number> {
  const match = /\((\d+)\)/.exec(await tab.innerText());
  return Number(match?.[1] ?? Number.NaN);
}

async function openWorkbench(page: Page, credentials = DEMO): Promise<void> {
  await page.goto('/login');
  await logIn(page, credentials);
  await expect(page).toHaveURL(/\/workbench$/);
  await expect(tile(page, 'frozenUsers')).toBeVisible();
}

async function adminRequest(request: APIRequestContext): Promise<void> {
  const login = await request.post(API.login, { data: DEMO });
  expect(login.status(), await login.text()).toBe(200);
}

test.describe('工作台', () => {
  test('is the page after login; 图文待人工审核 equals the 待审核 tab of 图文审核, which the tile opens', async ({ page }) => {
    await openWorkbench(page);
    await expect(page.locator('.ant-layout-sider .ant-menu-item').first()).toContainText('工作台');
    for (const key of ADMIN_TILES) await expect(tile(page, key)).toBeVisible();
    await expect(tile(page, 'pendingPosts')).toContainText(/最早一条已等待 |暂无待审核内容/);
    await expect(tile(page, 'dau')).toContainText(/较昨日同时段|与昨日同时段持平|昨日同时段为 0/);
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);

    for (const [width, height] of [
      [1280, 800],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      // Nothing wider than the window: no horizontal scrolling, no tile text running out of its card.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `workbench-${width}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // The machine may still be screening the demo content: read both sides again until they agree.
    await expect(async () => {
      await page.goto(ROUTES.workbench);
      const pending = await tileValue(page, 'pendingPosts');
      await tile(page, 'pendingPosts').click();
      await expect(page).toHaveURL(/\/audit\/images\?state=3$/);
      const tab = page.getByRole('tab', { name: /^待审核 \(\d+\)$/ });
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      expect(await tabCount(tab)).toBe(pending);
    }).toPass({ timeout: 30_000 });
  });

  test('被举报未处理 opens 动态管理 on 被举报, whose total is the tile\'s 被举报动态共 N 条', async ({ page }) => {
    await openWorkbench(page);
    const line = await tile(page, 'reportedPosts').getByTestId('tile-secondary').innerText();
    const reportedTotal = Number(/共 ([\d,]+) 条/.exec(line)?.[1]?.replace(/,/g, '') ?? Number.NaN);
    expect(await tileValue(page, 'reportedPosts')).toBeLessThanOrEqual(reportedTotal);
    await tile(page, 'reportedPosts').click();
    await expect(page).toHaveURL(/\/content\/posts\?tab=reported$/);
    await expect(page.getByRole('tab', { name: '被举报', selected: true })).toBeVisible();
    await expect(page.locator('.ant-pagination-total-text')).toHaveText(`共 ${reportedTotal} 条`);
  });

  test('figures refresh without a reload: a freeze shows in 今日冻结用户 when the window comes back', async ({ page, request }) => {
    await openWorkbench(page);
    const before = await tileValue(page, 'frozenUsers');
    // A user the app has just sent: never frozen before (a user frozen earlier today would not count again).
    const userId = 930_000_000 + (Date.now() % 1_000_000);
    const now = Date.now();
    await sendToIntake(request, 'users', [{ id: userId, mobile: '13900004444', nickname: '工作台测试用户', sex: 1, city: '杭州市', tags: [], created: now - 3_600_000, updatedAt: now - 60_000 }]);
    await adminRequest(request);
    const frozen = await request.post(API.freeze, { data: { userId, freezingTime: '1', freezingRange: '1', reasonsForFreezing: '1', frozenRemarks: '' } });
    expect(frozen.status(), await frozen.text()).toBe(200);
    try {
      // The operator comes back to the tab: the page refetches on focus (and every 30 s anyway).
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
      await expect(tile(page, 'frozenUsers').locator('.ant-statistic-content-value')).toHaveText(String(before + 1), { timeout: 35_000 });
    } finally {
      await request.post(API.unfreeze, { data: { userId, reasonsForThawing: '', frozenRemarks: '工作台测试' } });
    }
  });

  test('a 审核员 sees the content tiles and today\'s freezes, and no 日活 or 注册 tile', async ({ page, request }) => {
    const username = `wb-mod-${Date.now().toString(36)}`;
    const initial = 'initial-pass-1';
    const own = 'moderator-pass-3';
    await adminRequest(request);
    const created = await request.post(API.operators, { data: { username, displayName: '审核小赵', password: initial, role: 'moderator' } });
    expect([200, 201], await created.text()).toContain(created.status());

    await page.goto('/login');
    await logIn(page, { username, password: initial });
    await expect(page).toHaveURL(/\/account\/setup/);
    await page.getByLabel('初始密码').fill(initial);
    await page.getByLabel('新密码', { exact: true }).fill(own);
    await page.getByLabel('确认新密码').fill(own);
    await page.getByRole('button', { name: buttonName('设置新密码') }).click();

    await expect(page).toHaveURL(/\/workbench$/);
    for (const key of MODERATOR_TILES) await expect(tile(page, key)).toBeVisible();
    await expect(tile(page, 'dau')).toHaveCount(0);
    await expect(tile(page, 'registrations')).toHaveCount(0);
    await expect(page.locator('main, .ant-layout-content')).not.toContainText('今日日活');
    await expect(page.locator('a[data-testid^="tile-"]')).toHaveCount(MODERATOR_TILES.length);
    await screenshot(page, 'workbench-moderator');
  });
});
