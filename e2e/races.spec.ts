import { MSG } from '@ops/contracts/messages';
import { API } from '@ops/contracts/paths';
import { SCREENING_MSG } from '@ops/contracts/screening';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { buttonName, DEMO, screenshot, tableRows } from './support/console';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
] as const;

/** A signed-in administrator in a browser of their own (own cookies): two of these act on the same thing at once. */
async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post(API.login, { data: DEMO });
  expect(login.status(), await login.text()).toBe(200);
  return context.newPage();
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await screenshot(page, `${name}-${size.width}`);
  }
  await page.setViewportSize(SIZES[0]);
}

test.describe('a change that lost the race closes its dialog, says why and shows what is now true', () => {
  test('two administrators freeze the same user: the second sees 该用户已处于冻结状态 and the user frozen, without a reload', async ({ browser, baseURL }) => {
    const first = await adminPage(browser, baseURL);
    const second = await adminPage(browser, baseURL);
    // A normal user far from the first page, which other tests work on.
    const list = await first.request.get(API.users, { params: { page: 6, pagesize: 20 } });
    const users = ((await list.json()) as { items: { id: number; userStatus: string }[] }).items;
    const user = users.find((candidate) => candidate.userStatus === '1');
    expect(user, 'a normal user on page 6').toBeDefined();
    const userId = user?.id ?? 0;

    const statusRow = (page: Page) => page.locator('.ant-descriptions-row', { hasText: '账号状态' });
    const freezeDialog = (page: Page) => page.getByRole('dialog', { name: /冻结用户/ });
    for (const page of [first, second]) {
      await page.goto(`/manage-users/detail/${userId}`);
      await expect(statusRow(page).getByText('正常', { exact: true })).toBeVisible();
      await statusRow(page).getByRole('button', { name: buttonName('冻结') }).click();
      await expect(freezeDialog(page)).toBeVisible();
    }

    await freezeDialog(first).getByRole('button', { name: buttonName('确定') }).click();
    await expect(first.getByText(MSG.freezeSucceeded)).toBeVisible();
    await expect(statusRow(first).getByText('冻结', { exact: true })).toBeVisible();

    // The second still sees 正常 and an open dialog: their freeze is refused, and the page catches up.
    await expect(statusRow(second).getByText('正常', { exact: true })).toBeVisible();
    await screenshots(second, 'race-freeze-before');
    await freezeDialog(second).getByRole('button', { name: buttonName('确定') }).click();
    await expect(freezeDialog(second)).toBeHidden();
    const notice = second.locator('.ant-notification-notice').filter({ hasText: MSG.freezeFailed });
    await expect(notice).toContainText(MSG.userAlreadyFrozen);
    await expect(statusRow(second).getByText('冻结', { exact: true })).toBeVisible();
    await expect(statusRow(second).getByRole('button', { name: buttonName('解冻') })).toBeVisible();
    await expect(second.locator('.ant-modal-wrap:visible')).toHaveCount(0);
    await screenshots(second, 'race-freeze-after');

    // The same rule the other way: both open 解冻, the first unfreezes, the second is told 该用户未被冻结.
    const unfreezeDialog = (page: Page) => page.getByRole('dialog', { name: /解冻用户/ });
    await first.reload();
    for (const page of [first, second]) {
      await statusRow(page).getByRole('button', { name: buttonName('解冻') }).click();
      await unfreezeDialog(page).getByPlaceholder('请输入解冻备注').fill('误冻结，解除');
    }
    await unfreezeDialog(first).getByRole('button', { name: buttonName('确定') }).click();
    await expect(first.getByText(MSG.unfreezeSucceeded)).toBeVisible();
    await unfreezeDialog(second).getByRole('button', { name: buttonName('确定') }).click();
    await expect(unfreezeDialog(second)).toBeHidden();
    await expect(second.locator('.ant-notification-notice').filter({ hasText: MSG.unfreezeFailed })).toContainText(MSG.userNotFrozen);
    await expect(statusRow(second).getByText('正常', { exact: true })).toBeVisible();
    await first.context().close();
    await second.context().close();
  });

  test('two administrators pin the same post: the second is told 该动态已置顶 and sees 取消置顶', async ({ browser, baseURL }) => {
    const first = await adminPage(browser, baseURL);
    const second = await adminPage(browser, baseURL);
    const list = await first.request.get(API.messages, { params: { page: 4, pagesize: 10 } });
    const postId = ((await list.json()) as { items: { id: number }[] }).items[0]?.id ?? 0;
    const detail = (await (await first.request.get(API.message(postId))).json()) as { topState: number };
    if (detail.topState === 2) expect((await first.request.post(API.messageUntop(postId))).status()).toBe(200);

    const dialog = (page: Page) => page.getByRole('dialog', { name: '动态详情' });
    for (const page of [first, second]) {
      await page.goto(`/content/posts?id=${postId}`);
      await page.locator(`tr[data-row-key="${postId}"]`).getByRole('button', { name: buttonName('查看') }).click();
      await expect(dialog(page).getByRole('button', { name: buttonName('置顶') })).toBeVisible();
    }
    await dialog(first).getByRole('button', { name: buttonName('置顶') }).click();
    await expect(first.getByText('置顶成功')).toBeVisible();

    await dialog(second).getByRole('button', { name: buttonName('置顶') }).click();
    await expect(second.locator('.ant-message').getByText(MSG.alreadyPinned)).toBeVisible();
    // The detail reloaded: the post is pinned, so the only action left is 取消置顶.
    await expect(dialog(second).getByRole('button', { name: buttonName('取消置顶') })).toBeVisible();
    await expect(dialog(second).getByText('已置顶')).toBeVisible();
    await screenshots(second, 'race-pin-after');

    await dialog(first).getByRole('button', { name: buttonName('取消置顶') }).click();
    await expect(dialog(first).getByRole('button', { name: buttonName('置顶') })).toBeVisible();
    await first.context().close();
    await second.context().close();
  });

  test('a word deleted while another administrator edits it: the edit dialog closes, says 敏感词不存在 and the row is gone', async ({ browser, baseURL }) => {
    const first = await adminPage(browser, baseURL);
    const second = await adminPage(browser, baseURL);
    const word = `竞态词${Date.now() % 100_000}`;
    const created = await first.request.post(API.sensitiveWords, { data: { word, category: '其他', action: 'review' } });
    expect(created.status(), await created.text()).toBeLessThan(300);

    for (const page of [first, second]) {
      await page.goto(`/screening/words?keyword=${encodeURIComponent(word)}`);
      await expect(tableRows(page)).toHaveCount(1);
    }
    const editDialog = second.getByRole('dialog', { name: '编辑敏感词' });
    await second.getByRole('button', { name: `编辑敏感词 ${word}` }).click();
    await editDialog.getByLabel('敏感词').fill(`${word}改`);

    await first.getByRole('button', { name: `删除敏感词 ${word}` }).click();
    await first.locator('.ant-popconfirm').getByRole('button', { name: buttonName('确定') }).click();
    await expect(first.getByText(`已删除敏感词「${word}」`)).toBeVisible();

    await editDialog.getByRole('button', { name: buttonName('确定') }).click();
    await expect(editDialog).toBeHidden();
    await expect(second.locator('.ant-message').getByText(SCREENING_MSG.wordNotFound)).toBeVisible();
    await expect(tableRows(second)).toHaveCount(0);
    await expect(second.locator('.ant-empty-description')).toHaveText('暂无数据');
    await screenshots(second, 'race-word-after');
    await first.context().close();
    await second.context().close();
  });
});

test.describe('a list loading for the first time shows the loading state only', () => {
  const lists = [
    { name: '用户管理', path: '/manage-users', api: API.users, shot: 'first-load-users' },
    { name: '操作日志', path: '/logs', api: API.logs, shot: 'first-load-logs' },
  ];
  for (const list of lists) {
    test(`${list.name}: a spinner over a blank table, never 暂无数据, until the rows come`, async ({ browser, baseURL }) => {
      const page = await adminPage(browser, baseURL);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(
        (url) => url.pathname === list.api,
        async (route) => {
          await held;
          await route.continue();
        },
      );
      for (const [index, size] of SIZES.entries()) {
        await page.setViewportSize(size);
        if (index === 0) await page.goto(list.path);
        const table = page.locator('.ant-table-wrapper').first();
        await expect(table.locator('.ant-spin-spinning')).toBeVisible();
        // Held for a while: the empty text never shows under the spinner.
        for (let check = 0; check < 5; check += 1) {
          await expect(page.getByText('暂无数据')).toHaveCount(0);
          await page.waitForTimeout(200);
        }
        await screenshot(page, `${list.shot}-${size.width}`);
      }
      release();
      await expect(tableRows(page).first()).toBeVisible();
      await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
      await expect(page.getByText('暂无数据')).toHaveCount(0);
      await page.context().close();
    });
  }

  test('an empty answer still shows 暂无数据 once it has come', async ({ browser, baseURL }) => {
    const page = await adminPage(browser, baseURL);
    await page.goto('/manage-users?nickname=%E6%B2%A1%E6%9C%89%E8%BF%99%E4%B8%AA%E4%BA%BA');
    await expect(page.locator('.ant-empty-description')).toHaveText('暂无数据');
    await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
    await page.context().close();
  });
});

interface Frame {
  path: string;
  selected: string[];
  background: string | null;
  crumb: string;
}

/** Records, at every animation frame, the URL's path, the highlighted menu entries, the first one's background and the breadcrumb. */
async function recordFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frames: Frame[] = [];
    (window as unknown as { frames_: Frame[] }).frames_ = frames;
    const tick = () => {
      const selected = Array.from(document.querySelectorAll('.ant-layout-sider .ant-menu-item-selected'));
      frames.push({
        path: location.pathname,
        selected: selected.map((item) => item.textContent ?? ''),
        background: selected[0] ? getComputedStyle(selected[0]).backgroundColor : null,
        crumb: document.querySelector('.ant-breadcrumb')?.textContent ?? '',
      });
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function framesAt(page: Page, path: string): Promise<Frame[]> {
  const frames = await page.evaluate(() => (window as unknown as { frames_: Frame[] }).frames_);
  return frames.filter((frame) => frame.path === path);
}

test.describe('the menu highlight follows the route at once', () => {
  test('from the very frame the URL changes (menu click, then back), the new entry is highlighted in full, with the breadcrumb', async ({ browser, baseURL }) => {
    const page = await adminPage(browser, baseURL);
    await page.goto('/workbench');
    const menu = page.locator('.ant-layout-sider .ant-menu');
    await expect(menu.locator('.ant-menu-item-selected')).toHaveText('工作台');
    const selectedBackground = await menu.locator('.ant-menu-item-selected').evaluate((item) => getComputedStyle(item).backgroundColor);

    await recordFrames(page);
    await menu.getByRole('menuitem', { name: /操作日志/ }).click();
    await expect(page).toHaveURL(/\/logs$/);
    // Checked as soon as the URL moved, without waiting for the page's data.
    await expect(menu.locator('.ant-menu-item-selected')).toHaveText('操作日志', { timeout: 1 });
    await expect.poll(async () => (await framesAt(page, '/logs')).length).toBeGreaterThan(5);
    for (const frame of await framesAt(page, '/logs')) {
      expect(frame.selected).toEqual(['操作日志']);
      expect(frame.background).toBe(selectedBackground);
      expect(frame.crumb).toContain('操作日志');
    }
    await screenshots(page, 'menu-logs');

    await recordFrames(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/workbench$/);
    await expect(menu.locator('.ant-menu-item-selected')).toHaveText('工作台', { timeout: 1 });
    await expect.poll(async () => (await framesAt(page, '/workbench')).length).toBeGreaterThan(5);
    for (const frame of await framesAt(page, '/workbench')) {
      expect(frame.selected).toEqual(['工作台']);
      expect(frame.background).toBe(selectedBackground);
    }

    // A page without an entry of its own highlights its parent's, from its first frame too.
    await page.goto('/manage-users');
    await expect(tableRows(page).first()).toBeVisible();
    await recordFrames(page);
    await tableRows(page).first().getByRole('link', { name: '查看' }).click();
    await expect(page).toHaveURL(/\/manage-users\/detail\/\d+$/);
    await expect(menu.locator('.ant-menu-item-selected')).toHaveText('用户管理', { timeout: 1 });
    await page.locator('.ant-breadcrumb').getByRole('link', { name: '用户管理' }).click();
    await expect(page).toHaveURL(/\/manage-users$/);
    await recordFrames(page);
    await menu.getByRole('menuitem', { name: /动态管理/ }).click();
    await expect(page).toHaveURL(/\/content\/posts/);
    await expect.poll(async () => (await framesAt(page, '/content/posts')).length).toBeGreaterThan(5);
    for (const frame of await framesAt(page, '/content/posts')) {
      expect(frame.selected).toEqual(['动态管理']);
      expect(frame.background).toBe(selectedBackground);
    }

    // Opened straight from the address bar in a short window: the entry, far down the menu, is brought into view.
    await page.setViewportSize(SIZES[1]);
    await page.goto('/logs');
    await expect(menu.locator('.ant-menu-item-selected')).toHaveText('操作日志');
    await expect(menu.locator('.ant-menu-item-selected')).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(page, 'menu-logs-opened-1280');
    await page.context().close();
  });
});
