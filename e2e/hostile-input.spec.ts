import { expect, test, type Locator, type Page } from '@playwright/test';
import { buttonName, logIn, tableRows } from './support/console';
import { HOSTILE, type HostileServer, startHostileServer } from './support/hostile-server';

/**
 * Every page problem these tests watch for: an alert (markup ran as script), and a Content Security
 * Policy violation on the console (the policy blocked something the console needs, or something
 * injected tried to run).
 */
let problems: string[] = [];
test.beforeEach(({ page }) => {
  problems = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog opened: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) problems.push(message.text());
  });
});
test.afterEach(() => {
  expect(problems).toEqual([]);
});

/** No element was made from the hostile text: no `<img src=x>`, no script with `alert(1)`. */
async function expectNoInjectedMarkup(page: Page): Promise<void> {
  const injected = await page.evaluate(() => ({
    images: document.querySelectorAll('img[src="x"]').length,
    scripts: Array.from(document.scripts).filter((script) => script.textContent?.includes('alert(1)')).length,
  }));
  expect(injected).toEqual({ images: 0, scripts: 0 });
}

async function expectLiteral(scope: Locator, ...texts: string[]): Promise<void> {
  for (const text of texts) await expect(scope).toContainText(text);
}

async function openAt(page: Page, origin: string, path: string): Promise<void> {
  await page.goto(`${origin}/login?redirect=${encodeURIComponent(path)}`);
  await logIn(page);
  await expect(page).toHaveURL(new RegExp(`${path.split('?')[0]}`));
}

test.describe('user-generated markup is shown as text', () => {
  let server: HostileServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startHostileServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('图文审核 and 视频审核 cards show posts, videos and nicknames as literal text', async ({ page }) => {
    const { ids } = server;
    await openAt(page, server.url, '/audit/images');
    const imgCard = page.locator(`[data-card-id="${ids.imgPostId}"]`);
    await expectLiteral(imgCard, HOSTILE.img);
    await expectLiteral(page.locator(`[data-card-id="${ids.scriptPostId}"]`), HOSTILE.script);
    await expectNoInjectedMarkup(page);

    await page.goto(`${server.url}/audit/videos`);
    await expectLiteral(page.locator(`[data-card-id="${ids.videoId}"]`), HOSTILE.img);
    await expectNoInjectedMarkup(page);
  });

  test('动态管理 list and its detail dialog (text, comments, report reasons) show markup as text', async ({ page }) => {
    const { ids } = server;
    await openAt(page, server.url, '/content/posts');
    const row = page.locator(`tr[data-row-key="${ids.imgPostId}"]`);
    await expectLiteral(row, HOSTILE.img);
    await expectLiteral(page.locator(`tr[data-row-key="${ids.scriptPostId}"]`), HOSTILE.script);
    await expectNoInjectedMarkup(page);

    await row.getByRole('button', { name: buttonName('查看') }).click();
    const detail = page.getByRole('dialog', { name: '动态详情' }).getByTestId('message-detail');
    await expect(detail.getByTestId('comment-item')).toHaveCount(2);
    await expectLiteral(detail, HOSTILE.img, HOSTILE.script);
    // Both comments are by 普通用户: each string shown is the comment's own text.
    for (const text of [HOSTILE.img, HOSTILE.script]) await expect(detail.getByTestId('comment-item').filter({ hasText: text })).toHaveCount(1);
    await expectNoInjectedMarkup(page);
  });

  test('用户管理 list and detail, and the 操作日志 of a freeze with markup remarks, show it as text', async ({ page }) => {
    const { ids } = server;
    await openAt(page, server.url, '/manage-users');
    await expectLiteral(tableRows(page).filter({ hasText: String(ids.imgUserId) }), HOSTILE.img);
    await expectLiteral(tableRows(page).filter({ hasText: String(ids.scriptUserId) }), HOSTILE.script);
    await expectNoInjectedMarkup(page);

    const freeze = { userId: ids.imgUserId, freezingTime: '3', freezingRange: '1', reasonsForFreezing: '4', frozenRemarks: HOSTILE.img };
    expect((await page.request.post(`${server.url}/manage/users/freeze`, { data: freeze })).status()).toBe(200);

    await page.goto(`${server.url}/manage-users/detail/${ids.imgUserId}`);
    await expect(page.getByText('基本信息')).toBeVisible();
    await expectLiteral(page.locator('main'), HOSTILE.img, HOSTILE.script);
    await expectNoInjectedMarkup(page);

    await page.goto(`${server.url}/logs`);
    const entry = tableRows(page).filter({ hasText: '冻结用户' }).first();
    await expect(entry).toBeVisible();
    await entry.getByRole('button', { name: /详情/ }).click();
    const dialog = page.getByRole('dialog', { name: '日志详情' });
    await expectLiteral(dialog, `备注：${HOSTILE.img}`);
    await expectNoInjectedMarkup(page);
  });
});

test.describe('the Content Security Policy', () => {
  test('is sent with the app, and the console, its chart, its video and /docs run under it without a violation', async ({ page }) => {
    const first = await page.goto('/login?redirect=%2Fmanage-users');
    expect(first?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(first?.headers()['x-frame-options']).toBe('DENY');
    await logIn(page);
    await expect(tableRows(page).first()).toBeVisible();

    await tableRows(page).first().getByRole('link', { name: '查看' }).click();
    await expect(page.getByText('基本信息')).toBeVisible();

    // The most commented post: the newest one may have none yet, depending on when the demo data was made.
    await page.goto('/content/posts?sortProp=commentCount&sortOrder=descending');
    await tableRows(page).first().getByRole('button', { name: buttonName('查看') }).click();
    await expect(page.getByRole('dialog', { name: '动态详情' }).getByTestId('comment-item').first()).toBeVisible();

    await page.goto('/audit/images');
    await expect(page.getByTestId('audit-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    await page.goto('/audit/videos');
    await page.getByRole('button', { name: /^播放视频/ }).first().click();
    const player = page.getByTestId('video-player');
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.3);
    await page.keyboard.press('Escape');

    for (const path of ['/stats/dau', '/stats/registrations', '/stats/retention', '/stats/realtime']) {
      await page.goto(path);
      await expect(tableRows(page).first()).toBeVisible();
    }
    await page.goto('/stats/dau');
    await expect(page.locator('canvas').first()).toBeVisible();

    await page.goto('/logs');
    await expect(tableRows(page).first()).toBeVisible();

    await page.goto('/docs');
    await expect(page.locator('.swagger-ui .info .title')).toContainText('运营后台 API');
    await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  });
});
