import { expect, test, type Locator, type Page } from '@playwright/test';
import { buttonName, logIn, screenshot, tableRows } from './support/console';

interface PostRow {
  id: number;
  userId: number;
  commentCount: number;
  topState: number;
}

async function openPosts(page: Page, search = ''): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(`/content/posts${search}`)}`);
  await logIn(page);
  await expect(page).toHaveURL(/\/content\/posts/);
  await expect(tableRows(page).first()).toBeVisible();
}

async function totalOf(page: Page): Promise<number> {
  return Number((await page.locator('.ant-pagination-total-text').innerText()).replace(/\D/g, ''));
}

/** The numbers in one column of the visible rows. */
function isDescending(values: readonly number[]): boolean {
  return values.length > 1 && values.every((value, i) => i === 0 || (values[i - 1] ?? 0) >= value);
}

async function columnNumbers(page: Page, column: number): Promise<number[]> {
  return tableRows(page).evaluateAll((rows, index) => rows.map((row) => Number(row.children[index]?.textContent ?? NaN)), column);
}

/** A live post with more than 20 comments (three pages at least), the fewest such, so the scroll stays short. */
async function postWithManyComments(page: Page): Promise<PostRow> {
  const response = await page.request.get('/manage/messages?sortProp=commentCount&sortOrder=descending&pagesize=100');
  const body = (await response.json()) as { items: PostRow[] };
  const candidates = body.items.filter((post) => post.commentCount > 20);
  const post = candidates[candidates.length - 1];
  if (!post) throw new Error('the demo data has no post with more than 20 comments');
  return post;
}

/** A user with both posts and videos, for the record tabs of the user detail. */
async function userWithPostsAndVideos(page: Page): Promise<number> {
  const videos = (await (await page.request.get('/manage/videos?pagesize=30&sortProp=likeCount&sortOrder=descending')).json()) as {
    items: { userId: number }[];
  };
  for (const { userId } of videos.items) {
    const posts = (await (await page.request.get(`/manage/messages?uid=${userId}&pagesize=1`)).json()) as { counts: number };
    if (posts.counts > 1) return userId;
  }
  throw new Error('the demo data has no user with posts and videos');
}

async function scrollCommentsToEnd(detail: Locator): Promise<void> {
  await expect(async () => {
    await detail.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(detail.getByText('没有更多了')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
}

test.describe('post management', () => {
  test('a cut text shows in full in a tooltip while pointed at, and only then', async ({ page }) => {
    await openPosts(page);
    // The 内容 column: the first row whose text the cell cuts.
    const texts = tableRows(page).locator('td:nth-child(5) span span span');
    const cutIndex = await texts.evaluateAll((nodes) => nodes.findIndex((node) => node.scrollWidth > node.clientWidth));
    expect(cutIndex).toBeGreaterThanOrEqual(0);
    const cut = texts.nth(cutIndex);
    const fullText = (await cut.textContent()) ?? '';
    await cut.hover();
    const tooltip = page.getByRole('tooltip').filter({ hasText: fullText });
    await expect(tooltip).toBeVisible();
    await page.mouse.move(4, 4);
    await expect(tooltip).toBeHidden();
    // A text the cell shows whole gets no tooltip.
    const wholeIndex = await texts.evaluateAll((nodes) => nodes.findIndex((node) => node.textContent !== '' && node.scrollWidth <= node.clientWidth));
    if (wholeIndex >= 0) {
      await texts.nth(wholeIndex).hover();
      await page.waitForTimeout(300);
      await expect(page.getByRole('tooltip').filter({ visible: true })).toHaveCount(0);
    }
  });

  test('bulk delete needs a selection; delete asks 确定删除吗？ and removes the row', async ({ page }) => {
    await openPosts(page);
    await expect(tableRows(page)).toHaveCount(10);
    await expect(page.getByRole('tab', { name: '全部动态' })).toHaveAttribute('aria-selected', 'true');
    await screenshot(page, 'post-management');

    const deletes: string[] = [];
    page.on('request', (request) => request.method() === 'DELETE' && deletes.push(request.url()));
    await page.getByRole('button', { name: buttonName('批量删除') }).click();
    await expect(page.getByText('请选择后操作！')).toBeVisible();
    expect(deletes).toEqual([]);

    const total = await totalOf(page);
    const firstRow = tableRows(page).first();
    const postId = await firstRow.getAttribute('data-row-key');
    await firstRow.getByRole('button', { name: buttonName('删除') }).click();
    const confirm = page.getByRole('dialog', { name: '确定删除吗？' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: buttonName('取消') }).click();
    await expect(confirm).toBeHidden();
    expect(deletes).toEqual([]);
    await expect(page.locator(`tr[data-row-key="${postId}"]`)).toBeVisible();

    await firstRow.getByRole('button', { name: buttonName('删除') }).click();
    await confirm.getByRole('button', { name: buttonName('确定') }).click();
    await expect(page.locator(`tr[data-row-key="${postId}"]`)).toHaveCount(0);
    await expect(page.locator('.ant-pagination-total-text')).toHaveText(`共 ${total - 1} 条`);
    expect(deletes).toHaveLength(1);
  });

  test('sorts by comment count on the server; the reported tab shows report counts', async ({ page }) => {
    await openPosts(page);
    await page.getByRole('columnheader', { name: /评论数/ }).click();
    await expect(page).toHaveURL(/sortProp=commentCount&sortOrder=descending/);
    // Columns: selection, 动态ID, 发布时间, 作者ID, 内容, then the counts.
    await expect.poll(async () => (await columnNumbers(page, 6))[0]).toBeGreaterThan(100);
    await expect.poll(async () => isDescending(await columnNumbers(page, 6))).toBe(true);

    await page.getByRole('tab', { name: '被举报' }).click();
    await expect(page).toHaveURL(/tab=reported/);
    await expect(page).not.toHaveURL(/sortProp=/);
    await expect(page.getByRole('columnheader', { name: /举报数/ })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /点赞数/ })).toHaveCount(0);
    await page.getByRole('columnheader', { name: /举报数/ }).click();
    await expect(page).toHaveURL(/sortProp=reportCount/);
    // The rows before the sort may already start high: wait for the sorted page itself.
    await expect.poll(async () => isDescending(await columnNumbers(page, 5))).toBe(true);
    const reports = await columnNumbers(page, 5);
    expect(reports[0]).toBeGreaterThan(1);
    expect(reports.every((count) => count > 0)).toBe(true);
  });

  test('the detail loads comments page by page to 没有更多了, then pins and unpins', async ({ page }) => {
    await openPosts(page);
    const post = await postWithManyComments(page);
    await page.getByPlaceholder('动态ID或用户ID').fill(String(post.id));
    await page.getByRole('button', { name: buttonName('查询') }).click();
    await expect(page).toHaveURL(new RegExp(`id=${post.id}`));
    const row = page.locator(`tr[data-row-key="${post.id}"]`);
    await row.getByRole('button', { name: buttonName('查看') }).click();

    const dialog = page.getByRole('dialog', { name: '动态详情' });
    const detail = dialog.getByTestId('message-detail');
    await expect(detail.getByRole('heading', { name: `评论（${post.commentCount}）` })).toBeVisible();
    await expect(detail.getByTestId('comment-item')).toHaveCount(10);
    await expect(detail.getByRole('link', { name: String(post.userId) })).toBeVisible();
    await screenshot(page, 'message-detail');

    await scrollCommentsToEnd(detail);
    await expect(detail.getByTestId('comment-item')).toHaveCount(post.commentCount);

    const pin = dialog.getByRole('button', { name: buttonName('置顶') });
    const unpin = dialog.getByRole('button', { name: buttonName('取消置顶') });
    if (post.topState === 2) await unpin.click();
    await pin.click();
    await expect(dialog.getByText('已置顶')).toBeVisible();
    await expect(unpin).toBeVisible();
    await unpin.click();
    await expect(pin).toBeVisible();
    await expect(dialog.getByText('已置顶')).toHaveCount(0);
  });
});

test.describe('user detail records', () => {
  test('动态记录 is first and opens the detail; 视频记录 plays a video', async ({ page }) => {
    await openPosts(page);
    const uid = await userWithPostsAndVideos(page);
    await page.goto(`/manage-users/detail/${uid}`);
    await expect(page.getByRole('radio', { name: '动态记录' })).toBeChecked();
    await expect(page.getByRole('radio').first()).toHaveAccessibleName('动态记录');
    for (const title of ['序号', '发布时间', '内容', '举报数', '点赞数', '评论数', '转发数']) {
      await expect(page.getByRole('columnheader', { name: new RegExp(title) })).toBeVisible();
    }
    await expect(tableRows(page).first()).toBeVisible();
    await expect(tableRows(page).first().locator('td').first()).toHaveText('1');

    await page.getByRole('columnheader', { name: /点赞数/ }).click();
    await expect(page.getByRole('columnheader', { name: /点赞数/ })).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => {
      const likes = await columnNumbers(page, 4);
      return likes.join() === [...likes].sort((a, b) => b - a).join();
    }).toBe(true);
    await tableRows(page).last().scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await screenshot(page, 'user-detail-messages');

    await tableRows(page).first().getByRole('button', { name: buttonName('查看') }).click();
    const dialog = page.getByRole('dialog', { name: '动态详情' });
    await expect(dialog.getByTestId('message-detail').getByRole('heading', { name: /^评论（\d+）$/ })).toBeVisible();
    await dialog.getByRole('button', { name: buttonName('关闭') }).last().click();
    await expect(dialog).toBeHidden();

    await page.getByText('视频记录', { exact: true }).click();
    await expect(page).toHaveURL(/tab=videos/);
    await expect(tableRows(page).first()).toBeVisible();
    await tableRows(page).first().getByRole('button', { name: buttonName('查看') }).click();
    const player = page.getByTestId('video-player');
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute('poster', /\/media\//);
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.3);
    await page.keyboard.press('Escape');
    await expect(player).toHaveCount(0);
  });
});
