import { expect, test, type Page } from '@playwright/test';
import { logIn, screenshot, tableRows } from './support/console';
import { expectAllRowsOf, expectNoOverflow, listRequest, queryOf, shanghaiDay, shanghaiDayBounds, typeRange } from './support/filters';

interface ListBody {
  items: { id: number; userId: number; createDate: number }[];
}

async function openAt(page: Page, path: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await logIn(page);
  await expect(page).toHaveURL(new RegExp(path.split('?')[0] ?? path));
}

/** The ids of a list the API answers (the demo data), to search for real rows. */
async function idsOf(page: Page, path: string): Promise<ListBody['items']> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ListBody).items;
}

test.describe('filter forms', () => {
  test('用户管理: Enter searches from 用户ID, 昵称 and 城市; an id pasted with spaces is taken trimmed', async ({ page }) => {
    await openAt(page, '/manage-users');
    await expect(tableRows(page).first()).toBeVisible();
    const userId = (await tableRows(page).nth(3).locator('td').nth(1).innerText()).trim();

    const idField = page.getByLabel('用户ID');
    await idField.fill(` ${userId} `);
    await expect(idField).toHaveValue(userId);
    let sent = listRequest(page, '/manage/users', { id: userId });
    await idField.press('Enter');
    await sent;
    await expect(page).toHaveURL(new RegExp(`id=${userId}(&|$)`));
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first().locator('td').nth(1)).toHaveText(userId);
    await expect(page.getByText('用户ID只能包含数字')).toHaveCount(0);

    await idField.fill('');
    const nickname = page.getByLabel('昵称');
    await nickname.fill('王');
    sent = listRequest(page, '/manage/users', { nickname: '王' });
    await nickname.press('Enter');
    await sent;

    // From the (closed) city cascader: the search runs with what the other fields hold.
    await nickname.fill('李');
    const city = page.getByLabel('城市');
    await city.focus();
    sent = listRequest(page, '/manage/users', { nickname: '李' });
    await city.press('Enter');
    await sent;
    await expect(page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  });

  test('动态管理: Enter searches from ID and the date range; the table shows the 动态ID searched for', async ({ page }) => {
    // Listened for before the login: the page asks for its list as soon as it opens.
    const first = listRequest(page, '/manage/messages');
    await openAt(page, '/content/posts');
    await expect(tableRows(page).first()).toBeVisible();
    await expectAllRowsOf(await first, tableRows(page));

    // The 动态ID column comes first (after the selection box) and holds the ids the API answered, in order.
    const headers = page.locator('.ant-table-thead th');
    await expect(headers.nth(1)).toHaveText('动态ID');
    const shown = (await tableRows(page).locator('td:nth-child(2)').allInnerTexts()).map((text) => text.trim());
    const listed = await idsOf(page, '/manage/messages?page=1&pagesize=10');
    expect(shown).toEqual(listed.map((post) => String(post.id)));

    const post = listed[3];
    if (!post) throw new Error('the demo data has fewer than 4 posts');
    const idField = page.getByPlaceholder('动态ID或用户ID');
    await idField.fill(` ${post.id} `);
    await expect(idField).toHaveValue(String(post.id));
    let sent = listRequest(page, '/manage/messages', { id: String(post.id) });
    await idField.press('Enter');
    await sent;
    await expect(tableRows(page).filter({ hasText: String(post.userId) }).first()).toBeVisible();
    await expect(tableRows(page).locator('td:nth-child(2)', { hasText: new RegExp(`^${post.id}$`) })).toHaveCount(1);

    // A typed range, then Enter from the closed picker: the Shanghai days of the post are sent.
    const day = shanghaiDay(post.createDate);
    await typeRange(page, '开始日期', '结束日期', day, day);
    sent = listRequest(page, '/manage/messages', { id: String(post.id) });
    await page.getByPlaceholder('结束日期').press('Enter');
    const request = await sent;
    expect({ sd: Number(queryOf(request, 'sd')), ed: Number(queryOf(request, 'ed')) }).toEqual(shanghaiDayBounds(day));
    await expect(tableRows(page).locator('td:nth-child(2)', { hasText: new RegExp(`^${post.id}$`) })).toHaveCount(1);

    await idField.fill('');
    await page.getByPlaceholder('结束日期').click();
    await page.locator('.ant-picker-presets li', { hasText: '最近7天' }).click();
    sent = listRequest(page, '/manage/messages');
    await idField.press('Enter');
    await sent;
    await expect(tableRows(page).first()).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 720 });
    await expectNoOverflow(page);
    await screenshot(page, 'filters-posts-1280');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectNoOverflow(page);
    await screenshot(page, 'filters-posts-1440');
  });

  test('图文审核 and 视频审核: Enter searches from ID; the video ID takes the rule of every ID field', async ({ page }) => {
    await openAt(page, '/audit/images?state=all');
    const posts = await idsOf(page, '/manage/messages?state=all&page=1&pagesize=5');
    const post = posts[2];
    if (!post) throw new Error('the demo data has fewer than 3 posts');
    const imageId = page.getByPlaceholder('动态ID或作者ID');
    await imageId.fill(` ${post.id} `);
    let sent = listRequest(page, '/manage/messages', { id: String(post.id) });
    await imageId.press('Enter');
    await sent;
    await expect(page.locator(`[data-card-id="${post.id}"]`)).toBeVisible();

    await page.goto('/audit/videos?state=all');
    const videos = await idsOf(page, '/manage/videos?state=all&page=1&pagesize=5');
    const video = videos[1];
    if (!video) throw new Error('the demo data has fewer than 2 videos');
    const videoId = page.getByPlaceholder('视频ID或作者ID');
    // 16 digits: refused with the spec's message (nothing cut off at 18), and Enter sends nothing.
    await videoId.fill('1234567890123456');
    await expect(videoId).toHaveValue('1234567890123456');
    await videoId.blur();
    await expect(page.getByText('长度在 0 到 15 个字符')).toBeVisible();
    const stray = listRequest(page, '/manage/videos', { id: '1234567890123456' }).then(
      () => true,
      () => false,
    );
    await videoId.press('Enter');
    expect(await stray).toBe(false);
    await expect(page).not.toHaveURL(/id=1234567890123456/);
    await page.setViewportSize({ width: 1280, height: 720 });
    await screenshot(page, 'filters-video-id-1280');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'filters-video-id-1440');

    await videoId.fill(` ${video.id} `);
    sent = listRequest(page, '/manage/videos', { id: String(video.id) });
    await videoId.press('Enter');
    await sent;
    await expect(page.getByText('长度在 0 到 15 个字符')).toHaveCount(0);
    await expect(page.locator(`[data-card-id="${video.id}"]`)).toBeVisible();
  });

  test('操作日志: Enter searches from 操作人 and from 操作内容 while its suggestions are open; an arrow-picked suggestion is taken', async ({ page }) => {
    await openAt(page, '/logs');
    await expect(tableRows(page).first()).toBeVisible();

    const operator = page.getByLabel('操作人');
    await operator.fill('admin');
    let sent = listRequest(page, '/manage/logs', { name: 'admin' });
    await operator.press('Enter');
    await sent;

    const content = page.getByLabel('操作内容');
    await content.fill('冻结');
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first()).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 720 });
    await screenshot(page, 'filters-logs-suggestions-1280');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'filters-logs-suggestions-1440');
    sent = listRequest(page, '/manage/logs', { content: '冻结' });
    await content.press('Enter');
    await sent;
    // What was typed is searched, not the suggestion that happened to be first; the suggestions close.
    await expect(content).toHaveValue('冻结');
    await expect(page).toHaveURL(/content=%E5%86%BB%E7%BB%93(&|$)/);
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')).toHaveCount(0);

    // Moving to a suggestion with the arrow keys and pressing Enter takes it; the next Enter searches it.
    await operator.fill('');
    await content.fill('冻结用');
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first()).toBeVisible();
    await content.press('ArrowDown');
    await content.press('Enter');
    await expect(content).toHaveValue(/^冻结用户/);
    const picked = await content.inputValue();
    sent = listRequest(page, '/manage/logs', { content: picked });
    await content.press('Enter');
    await sent;
    await expect(page).toHaveURL(new RegExp(`content=${encodeURIComponent(picked)}(&|$)`));
  });

  test('系统对接 and 敏感词: Enter searches from the ID, the keyword and a closed select', async ({ page }) => {
    await openAt(page, '/system/integration');
    const subjectId = page.getByLabel('对象ID');
    await subjectId.fill(' 12 ');
    await expect(subjectId).toHaveValue('12');
    let sent = listRequest(page, '/manage/integration/events', { subjectId: '12' });
    await subjectId.press('Enter');
    await sent;
    await subjectId.fill('13');
    const subjectType = page.getByLabel('对象类型');
    await subjectType.focus();
    sent = listRequest(page, '/manage/integration/events', { subjectId: '13' });
    await subjectType.press('Enter');
    await sent;

    await page.goto('/screening/words');
    const keyword = page.getByLabel('关键词');
    await keyword.fill('赌');
    sent = listRequest(page, '/manage/sensitive-words', { keyword: '赌' });
    await keyword.press('Enter');
    await sent;
    await keyword.fill('博');
    const category = page.getByLabel('分类');
    await category.focus();
    sent = listRequest(page, '/manage/sensitive-words', { keyword: '博' });
    await category.press('Enter');
    await sent;
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  });
});
