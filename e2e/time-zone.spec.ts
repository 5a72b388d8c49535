import { expect, test, type Browser, type Page, type Request, type TestInfo } from '@playwright/test';
import { logIn, screenshot, tableRows } from './support/console';
import { expectAllRowsOf, listRequest, queryOf, shanghaiDay, shanghaiDayBounds, shanghaiDaysBefore, typeRange } from './support/filters';

// The operator's browser is in California: the console still counts Asia/Shanghai days, as the statistics do.
test.use({ timezoneId: 'America/Los_Angeles' });

interface Sent {
  sd: number;
  ed: number;
}

async function openAt(page: Page, path: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await logIn(page);
  await expect(page).toHaveURL(new RegExp(path));
  await expect(tableRows(page).first()).toBeVisible();
}

/** A second browser set to Asia/Shanghai, signed in, on the same page. */
async function openInShanghai(browser: Browser, testInfo: TestInfo, path: string): Promise<Page> {
  const { baseURL, locale, viewport } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, viewport, timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  await openAt(page, path);
  return page;
}

function sentRange(request: Request): Sent {
  return { sd: Number(queryOf(request, 'sd')), ed: Number(queryOf(request, 'ed')) };
}

/** Types one day into the posts date range and searches with Enter; answers what was sent and the 动态ID of the rows. */
async function postsOfDay(page: Page, day: string): Promise<{ sent: Sent; ids: string[] }> {
  await typeRange(page, '开始日期', '结束日期', day, day);
  const sent = listRequest(page, '/manage/messages', { sd: String(shanghaiDayBounds(day).sd) });
  await page.getByPlaceholder('结束日期').press('Enter');
  const request = await sent;
  await expect(page).toHaveURL(new RegExp(`sd=${shanghaiDayBounds(day).sd}`));
  await expect(tableRows(page).first()).toBeVisible();
  // Every row was published on that Shanghai day, and shows it so.
  await expect.poll(async () => (await tableRows(page).locator('td:nth-child(3)').allInnerTexts()).every((text) => text.startsWith(day))).toBe(true);
  await expectAllRowsOf(request, tableRows(page));
  const ids = (await tableRows(page).locator('td:nth-child(2)').allInnerTexts()).map((text) => text.trim());
  return { sent: sentRange(request), ids };
}

/** Types one whole day into the 操作时间 range and searches with Enter; answers what was sent and the 日志编号 of the rows. */
async function logsOfDay(page: Page, day: string): Promise<{ sent: Sent; ids: string[] }> {
  await typeRange(page, '开始时间', '结束时间', `${day} 00:00:00`, `${day} 23:59:59`);
  const sent = listRequest(page, '/manage/logs', { sd: String(shanghaiDayBounds(day).sd) });
  await page.getByPlaceholder('结束时间').press('Enter');
  const request = await sent;
  await expect(tableRows(page).first()).toBeVisible();
  await expect.poll(async () => (await tableRows(page).locator('td:nth-child(5)').allInnerTexts()).every((text) => text.startsWith(day))).toBe(true);
  await expectAllRowsOf(request, tableRows(page));
  const ids = (await tableRows(page).locator('td:nth-child(2)').allInnerTexts()).map((text) => text.trim());
  return { sent: sentRange(request), ids };
}

test.describe('date filters in a browser outside China', () => {
  test('动态管理: 最近7天 and a picked day are Shanghai days, and show the same posts as in Shanghai', async ({ page, browser }, testInfo) => {
    await openAt(page, '/content/posts');
    const today = shanghaiDay(Date.now());

    await page.getByPlaceholder('开始日期').click();
    await page.locator('.ant-picker-presets li', { hasText: '最近7天' }).click();
    await expect(page.getByPlaceholder('开始日期')).toHaveValue(shanghaiDaysBefore(today, 6));
    await expect(page.getByPlaceholder('结束日期')).toHaveValue(today);
    const sent = listRequest(page, '/manage/messages');
    await page.getByPlaceholder('动态ID或用户ID').press('Enter');
    expect(sentRange(await sent)).toEqual({ sd: shanghaiDayBounds(shanghaiDaysBefore(today, 6)).sd, ed: shanghaiDayBounds(today).ed });

    const yesterday = shanghaiDaysBefore(today, 1);
    const inCalifornia = await postsOfDay(page, yesterday);
    expect(inCalifornia.sent).toEqual(shanghaiDayBounds(yesterday));
    await page.setViewportSize({ width: 1280, height: 720 });
    await screenshot(page, 'time-zone-posts-1280');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'time-zone-posts-1440');

    const shanghai = await openInShanghai(browser, testInfo, '/content/posts');
    const inShanghai = await postsOfDay(shanghai, yesterday);
    expect(inShanghai.sent).toEqual(inCalifornia.sent);
    expect(inCalifornia.ids).toEqual(inShanghai.ids);
    await shanghai.context().close();
  });

  test('操作日志: 今天 and a typed day are Shanghai time, and show the same entries as in Shanghai', async ({ page, browser }, testInfo) => {
    await openAt(page, '/logs');
    const today = shanghaiDay(Date.now());

    await page.getByPlaceholder('开始时间').click();
    await page.locator('.ant-picker-presets li', { hasText: '今天' }).click();
    await expect(page.getByPlaceholder('开始时间')).toHaveValue(`${today} 00:00:00`);
    await expect(page.getByPlaceholder('结束时间')).toHaveValue(`${today} 23:59:59`);
    const sent = listRequest(page, '/manage/logs');
    await page.getByLabel('操作人').press('Enter');
    expect(sentRange(await sent)).toEqual(shanghaiDayBounds(today));
    // This test's own login happened today in Shanghai, and is listed with Shanghai's date.
    await expect(tableRows(page).filter({ hasText: '登录' }).first().locator('td').nth(4)).toHaveText(new RegExp(`^${today} `));

    const yesterday = shanghaiDaysBefore(today, 1);
    const inCalifornia = await logsOfDay(page, yesterday);
    expect(inCalifornia.sent).toEqual(shanghaiDayBounds(yesterday));
    await page.setViewportSize({ width: 1280, height: 720 });
    await screenshot(page, 'time-zone-logs-1280');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'time-zone-logs-1440');

    const shanghai = await openInShanghai(browser, testInfo, '/logs');
    const inShanghai = await logsOfDay(shanghai, yesterday);
    expect(inShanghai.sent).toEqual(inCalifornia.sent);
    expect(inCalifornia.ids).toEqual(inShanghai.ids);
    await shanghai.context().close();
  });
});
