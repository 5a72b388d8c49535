import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { buttonName, expectNoBrokenImages, logIn, screenshot } from './support/console';
import { sendToIntake } from './support/ingest';

async function openAudit(page: Page, path: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await logIn(page);
  await expect(page).toHaveURL(new RegExp(path.split('?')[0] ?? path));
  await expect(cards(page).first()).toBeVisible();
}

/**
 * The machine passes most demo videos, so the seeded 待审核 queue of videos is short: the app sends
 * `count` videos whose captions carry a QQ number, which the machine sends to a person.
 */
async function sendVideosForPeople(request: APIRequestContext, count: number): Promise<void> {
  const now = Date.now();
  const userId = 920_000_000 + (now % 1_000_000);
  const firstId = 970_000_000 + (now % 1_000_000) * 100;
  const hourAgo = now - 3_600_000;
  await sendToIntake(request, 'users', [{ id: userId, mobile: '13900003333', nickname: '视频测试用户', sex: 2, city: '杭州市', tags: [], created: hourAgo, updatedAt: now - 60_000 }]);
  const videos = Array.from({ length: count }, (_, k) => ({
    id: firstId + k,
    userId,
    text: `合作联系 QQ ${877_000_000 + k}`,
    picUrl: `/media/img/cover/${k + 1}.svg`,
    videoUrl: '/media/videos/clip-1.mp4',
    createDate: hourAgo,
    updatedAt: now - 30_000,
  }));
  await sendToIntake(request, 'videos', videos);
}

function cards(page: Page): Locator {
  return page.getByTestId('audit-card');
}

function statusTab(page: Page, title: string): Locator {
  return page.getByRole('tab', { name: new RegExp(`^${title} \\(\\d+\\)$`) });
}

/** The count in a status tab's label, e.g. 待审核 (4271) → 4271. */
async function tabCount(page: Page, title: string): Promise<number> {
  const label = await statusTab(page, title).innerText();
  return Number(/\((\d+)\)/.exec(label)?.[1] ?? Number.NaN);
}

async function cardId(card: Locator): Promise<number> {
  return Number(await card.getAttribute('data-card-id'));
}

async function postState(page: Page, id: number): Promise<string> {
  const response = await page.request.get(`/manage/messages/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { state: string }).state;
}

function messages(page: Page): Locator {
  return page.locator('.ant-message');
}

async function confirmPopover(page: Page, title: string): Promise<void> {
  const popover = page.locator('.ant-popconfirm').filter({ hasText: title });
  await expect(popover).toBeVisible();
  await popover.getByRole('button', { name: buttonName('确定') }).click();
}

test.describe('image-and-text audit', () => {
  test('batch pass on tab 3 needs a selection, asks to confirm and moves the tab counts', async ({ page }) => {
    await openAudit(page, '/audit/images');
    await expect(statusTab(page, '待审核')).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(10);
    const pending = await tabCount(page, '待审核');
    const passed = await tabCount(page, '已通过');

    await page.getByRole('button', { name: '批量通过' }).click();
    await expect(messages(page)).toContainText('请选择后操作！');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const picked = [await cardId(cards(page).nth(0)), await cardId(cards(page).nth(1))];
    await cards(page).nth(0).getByTestId('audit-card-checkbox').check();
    await cards(page).nth(1).getByTestId('audit-card-checkbox').check();
    await page.getByRole('button', { name: '批量通过' }).click();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText('确定要批量通过审核?');
    await page.getByRole('dialog').getByRole('button', { name: buttonName('确定') }).click();

    await expect(messages(page)).toContainText('已通过 2 条动态');
    await expect(statusTab(page, '待审核')).toHaveText(`待审核 (${pending - 2})`);
    await expect(statusTab(page, '已通过')).toHaveText(`已通过 (${passed + 2})`);
    await expect(page.locator(`[data-card-id="${picked[0]}"]`)).toHaveCount(0);
    for (const id of picked) expect(await postState(page, id)).toBe('5');
  });

  test('a batch tells which items another operator decided first, and by whom', async ({ page }) => {
    await openAudit(page, '/audit/images');
    const taken = await cardId(cards(page).nth(0));
    // Another operator rejects the first card while this page still shows it as pending.
    expect((await page.request.post('/manage/messages/reject', { data: [taken] })).ok()).toBe(true);
    await cards(page).nth(0).getByTestId('audit-card-checkbox').check();
    await cards(page).nth(1).getByTestId('audit-card-checkbox').check();
    await page.getByRole('button', { name: '批量通过' }).click();
    await page.getByRole('dialog').getByRole('button', { name: buttonName('确定') }).click();

    const notice = page.locator('.ant-notification-notice');
    await expect(notice).toContainText('1 条动态未处理');
    await expect(notice).toContainText(new RegExp(`动态 ${taken} 已被 admin 于 \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d 处理`));
    await expect(messages(page)).toContainText('已通过：动态');
    expect(await postState(page, taken)).toBe('4');
  });

  test('revoke on the passed tab asks to confirm and puts the post back to pending', async ({ page }) => {
    await openAudit(page, '/audit/images?state=5');
    await expect(statusTab(page, '已通过')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('audit-card-checkbox')).toHaveCount(0);
    const passed = await tabCount(page, '已通过');
    const card = cards(page).first();
    const id = await cardId(card);
    await expect(card.getByRole('button', { name: buttonName('通过') })).toHaveCount(0);

    await card.getByRole('button', { name: buttonName('撤销') }).click();
    await confirmPopover(page, '确定要撤销审核?');

    await expect(messages(page)).toContainText(`已撤销审核：动态 ${id}`);
    await expect(statusTab(page, '已通过')).toHaveText(`已通过 (${passed - 1})`);
    await expect(page.locator(`[data-card-id="${id}"]`)).toHaveCount(0);
    expect(await postState(page, id)).toBe('3');
  });

  test('rejects with the keyboard only: j focuses a card, r asks to confirm, Enter rejects and the focus moves on', async ({ page }) => {
    await openAudit(page, '/audit/images');
    const rejected = await tabCount(page, '已拒绝');
    const first = await cardId(cards(page).nth(0));
    const second = await cardId(cards(page).nth(1));

    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: '键盘快捷键' })).toContainText('回车');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: '键盘快捷键' })).toBeHidden();

    await page.keyboard.press('j');
    await expect(page.locator(`[data-card-id="${first}"]`)).toBeFocused();
    await page.keyboard.press('r');
    await expect(page.locator('.ant-modal-confirm-title', { hasText: '确定要拒绝审核?' })).toBeVisible();
    await page.keyboard.press('Enter');

    await expect(messages(page)).toContainText(`已拒绝：动态 ${first}`);
    await expect(statusTab(page, '已拒绝')).toHaveText(`已拒绝 (${rejected + 1})`);
    await expect(page.locator(`[data-card-id="${first}"]`)).toHaveCount(0);
    await expect(page.locator(`[data-card-id="${second}"]`)).toBeFocused();
    expect(await postState(page, first)).toBe('4');
  });

  test('the 撤销 link after a pass restores state 3', async ({ page }) => {
    await openAudit(page, '/audit/images');
    const card = cards(page).first();
    const id = await cardId(card);
    await card.getByRole('button', { name: buttonName('通过') }).click();
    await confirmPopover(page, '确定要通过审核?');
    await expect(messages(page)).toContainText(`已通过：动态 ${id}`);
    await expect.poll(() => postState(page, id)).toBe('5');

    await messages(page).getByRole('button', { name: buttonName('撤销') }).click();
    await expect(messages(page)).toContainText(`已撤销，动态 ${id} 恢复为待审核`);
    expect(await postState(page, id)).toBe('3');
    await expect(page.locator(`[data-card-id="${id}"]`)).toBeVisible();
  });

  test('复制ID copies the card ID; a decision asked from the keyboard confirms on its button, and 取消 changes nothing', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAudit(page, '/audit/images');
    const card = cards(page).first();
    const id = await cardId(card);
    await card.getByRole('button', { name: '复制ID' }).click();
    await expect(card.getByRole('button', { name: '已复制' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(id));

    // The confirmation is made at the first click (ADR 0018): from the keyboard it opens, and the focus stays on 拒绝.
    const reject = card.getByRole('button', { name: buttonName('拒绝') });
    await reject.focus();
    await page.keyboard.press('Enter');
    const popover = page.locator('.ant-popconfirm').filter({ hasText: '确定要拒绝审核?' });
    await expect(popover).toBeVisible();
    await expect(card.getByRole('button', { name: buttonName('拒绝') })).toBeFocused();
    await popover.getByRole('button', { name: buttonName('取消') }).click();
    await expect(popover).toBeHidden();
    expect(await postState(page, id)).toBe('3');
    // Made once, it opens again like any confirmation.
    await card.getByRole('button', { name: buttonName('拒绝') }).click();
    await expect(popover).toBeVisible();
  });

  test('the page looks right; an image opens the zoomable preview at the clicked image', async ({ page }) => {
    await openAudit(page, '/audit/images');
    await expectNoBrokenImages(page);
    await screenshot(page, 'image-audit');
    const thumbnail = page.getByRole('button', { name: /^预览动态 \d+ 的第 2 张图片$/ }).first();
    await thumbnail.click();
    const preview = page.locator('.ant-image-preview');
    await expect(preview).toBeVisible();
    await expect(preview).toContainText(/2 \/ \d+/);
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
  });
});

test.describe('video audit', () => {
  test('the cover opens a player that plays, and closing it stops the video', async ({ page }) => {
    await openAudit(page, '/audit/videos');
    await expect(statusTab(page, '待审核')).toHaveAttribute('aria-selected', 'true');
    await expectNoBrokenImages(page);
    await screenshot(page, 'video-audit');

    await page.getByRole('button', { name: /^播放视频 \d+$/ }).first().click();
    const player = page.getByTestId('video-player');
    await expect(player).toBeVisible();
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3);
    await page.keyboard.press('Escape');
    await expect(player).toHaveCount(0);
  });

  test('batch reject on tab 3 moves the tab counts', async ({ page, request }) => {
    await sendVideosForPeople(request, 10);
    await openAudit(page, '/audit/videos');
    // The machine screens them within seconds; the list refreshes when the page is opened again.
    await expect(async () => {
      await page.reload();
      await expect(cards(page)).toHaveCount(10, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const pending = await tabCount(page, '待审核');
    const rejected = await tabCount(page, '已拒绝');
    await page.getByTestId('audit-select-all').check();
    await expect(page.getByText('已选 10 条')).toBeVisible();
    await page.getByRole('button', { name: '批量拒绝' }).click();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText('确定要批量拒绝审核?');
    await page.getByRole('dialog').getByRole('button', { name: buttonName('确定') }).click();
    await expect(messages(page)).toContainText('已拒绝 10 条视频');
    await expect(statusTab(page, '待审核')).toHaveText(`待审核 (${pending - 10})`);
    await expect(statusTab(page, '已拒绝')).toHaveText(`已拒绝 (${rejected + 10})`);
  });
});
