import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openUserList, screenshot, tableRows } from './support/console';
import { sendToIntake } from './support/ingest';
import { chooseCascaderPath } from './support/pickers';

/** A user of our own, in 仙桃市 (湖北省 → 省直辖县级行政区划), with 12 logins: two pages of 登录记录. */
const USER_ID = 8_800_001;
const NOW = Date.now();
const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0.0.0';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)';

/** Idempotent: the intake keeps a user whose `updatedAt` did not move, and ignores logins it has already stored. */
async function seedUser(request: APIRequestContext): Promise<void> {
  const weekAgo = NOW - 7 * 86_400_000;
  await sendToIntake(request, 'users', [
    { id: USER_ID, mobile: '13900008800', nickname: '仙桃用户', sex: 1, city: '仙桃市', tags: [], created: weekAgo, updatedAt: weekAgo },
  ]);
  const logins = Array.from({ length: 12 }, (_, index) => ({
    id: 880_000_100 + index,
    userId: USER_ID,
    // index 11 is the newest: the first row of 登录记录.
    logTime: weekAgo + index * 3_600_000,
    place: '仙桃市',
    equipment: index === 11 ? DESKTOP_UA : index === 10 ? IPHONE_UA : 'Xiaomi 14 · Android 14',
  }));
  await sendToIntake(request, 'logins', logins);
}

/** Every request for the region tree the page makes from now on. */
function regionRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/manage/regions') seen.push(request.url());
  });
  return seen;
}

async function openDetailFromList(page: Page): Promise<void> {
  await openUserList(page);
  await page.getByPlaceholder('请输入用户ID').fill(String(USER_ID));
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(tableRows(page)).toHaveCount(1);
  await tableRows(page).first().getByRole('link', { name: '查看' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage-users/detail/${USER_ID}$`));
  await expect(page.getByText('仙桃用户').first()).toBeVisible();
}

const firstIndexCell = (page: Page) => tableRows(page).first().locator('td').first();

test.describe('user list: the city cascader', () => {
  test('the first screen fetches no region tree; opening 城市 does, and offers 湖北省 → 省直辖县级行政区划 → 仙桃市', async ({ page, request }) => {
    await seedUser(request);
    const regions = regionRequests(page);
    await openUserList(page);
    await page.waitForLoadState('networkidle');
    expect(regions).toEqual([]);

    const cascader = page.getByRole('combobox', { name: '城市' });
    for (const size of [{ width: 1280, height: 720 }, { width: 1440, height: 900 }]) {
      await page.setViewportSize(size);
      await cascader.click();
      const menus = page.locator('.ant-cascader-dropdown:not(.ant-cascader-dropdown-hidden) .ant-cascader-menu');
      await expect(menus.first().getByText('北京市', { exact: true })).toBeVisible();
      await expect(menus.first().getByText('澳门特别行政区', { exact: true })).toBeAttached();
      await menus.first().getByText('湖北省', { exact: true }).hover();
      await menus.nth(1).getByText('省直辖县级行政区划', { exact: true }).hover();
      await expect(menus.nth(1).getByText('自治区直辖县级行政区划')).toHaveCount(0);
      await expect(menus.nth(2).getByText('仙桃市', { exact: true })).toBeVisible();
      await screenshot(page, `users-city-cascader-${size.width}`);
      await page.keyboard.press('Escape');
      await expect(menus.first()).toBeHidden();
    }
    // The trimmed tree, and only once however often the cascader opens.
    expect(regions).toHaveLength(1);
    expect(regions[0]).toContain('scope=city');

    await page.getByPlaceholder('请输入用户ID').fill('');
    await chooseCascaderPath(page, cascader, ['湖北省', '省直辖县级行政区划', '仙桃市']);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page).toHaveURL(new RegExp(`city=${encodeURIComponent('仙桃市')}`));
    await expect(tableRows(page).filter({ hasText: '仙桃用户' })).toHaveCount(1);
    // Every row is a 仙桃市 user (retried until the list has settled).
    await expect(tableRows(page).filter({ hasNot: page.locator('td:nth-child(5)', { hasText: /^仙桃市$/ }) })).toHaveCount(0);

    // A reload shows the chosen city by its name without fetching the tree again.
    const afterReload = regionRequests(page);
    await page.reload();
    await expect(tableRows(page).filter({ hasText: '仙桃用户' })).toHaveCount(1);
    await expect(page.locator('.ant-cascader').first()).toContainText('仙桃市');
    await page.waitForLoadState('networkidle');
    expect(afterReload).toEqual([]);
  });
});

test.describe('user detail: tabs and pages in the URL', () => {
  test('reload and back/forward restore the tab and the page of its table; 返回 leaves in one step', async ({ page, request }) => {
    await seedUser(request);
    await openDetailFromList(page);
    await expect(page.getByRole('radio', { name: '动态记录' })).toBeChecked();

    await page.getByText('登录记录', { exact: true }).click();
    await expect(page).toHaveURL(/\?tab=logins$/);
    await expect(page.getByRole('radio', { name: '登录记录' })).toBeChecked();
    await expect(firstIndexCell(page)).toHaveText('1');
    await expect(tableRows(page)).toHaveCount(10);

    await page.locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/\?tab=logins&page=2$/);
    await expect(firstIndexCell(page)).toHaveText('11');
    await expect(tableRows(page)).toHaveCount(2);

    await page.reload();
    await expect(page.getByRole('radio', { name: '登录记录' })).toBeChecked();
    await expect(firstIndexCell(page)).toHaveText('11');
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');

    await page.goBack();
    await expect(page).toHaveURL(/\?tab=logins$/);
    await expect(firstIndexCell(page)).toHaveText('1');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/detail/${USER_ID}$`));
    await expect(page.getByRole('radio', { name: '动态记录' })).toBeChecked();
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/\?tab=logins&page=2$/);
    await expect(page.getByRole('radio', { name: '登录记录' })).toBeChecked();
    await expect(firstIndexCell(page)).toHaveText('11');

    // Another tab starts on its first page.
    await page.getByText('冻结记录', { exact: true }).click();
    await expect(page).toHaveURL(/\?tab=freezes$/);

    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(new RegExp(`/manage-users\\?id=${USER_ID}$`));
    await expect(tableRows(page)).toHaveCount(1);
  });

  test('登录记录 shows the device as people read it, the user-agent itself on hover', async ({ page, request }) => {
    await seedUser(request);
    await openDetailFromList(page);
    await page.getByText('登录记录', { exact: true }).click();
    const device = (row: number) => tableRows(page).nth(row).locator('td').nth(3);
    await expect(device(0)).toHaveText('Chrome 126 · Windows');
    await expect(device(1)).toHaveText('iPhone · iOS 17');
    // Already readable text from the app stays as it is.
    await expect(device(2)).toHaveText('Xiaomi 14 · Android 14');

    for (const size of [{ width: 1280, height: 720 }, { width: 1440, height: 900 }]) {
      await page.setViewportSize(size);
      await device(0).getByText('Chrome 126 · Windows').hover();
      const tooltip = page.getByRole('tooltip').filter({ hasText: DESKTOP_UA });
      await expect(tooltip).toBeVisible();
      await expect(tooltip).toHaveText(DESKTOP_UA);
      await screenshot(page, `user-detail-logins-${size.width}`);
      await page.mouse.move(0, 0);
      await expect(tooltip).toBeHidden();
    }
    await device(1).getByText('iPhone · iOS 17').hover();
    await expect(page.getByRole('tooltip').filter({ hasText: IPHONE_UA })).toBeVisible();
  });
});
