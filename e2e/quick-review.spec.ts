import { API } from '@ops/contracts/paths';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { logIn, screenshot } from './support/console';
import { createModerator, type Credentials, sendPostsForPeople } from './support/team';

/**
 * Issue 15: 快速审核 (one key, no confirmation, the card leaves at once, `z` undoes) and 领取模式 (a shared queue
 * that never hands the same card to two people). Each test works as its own 审核员, so that the remembered
 * 快速审核 switch never leaks into the other specs, which use the demo administrator.
 */

function baseUrlOf(): string {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('baseURL is not configured');
  return url;
}

async function openAs(browser: Browser, credentials: Credentials, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await logIn(page, credentials);
  await expect(page).toHaveURL(new RegExp(path.split('?')[0] ?? path));
  await expect(cards(page).first()).toBeVisible();
  return page;
}

function cards(page: Page): Locator {
  return page.getByTestId('audit-card');
}

async function pendingTabCount(page: Page): Promise<number> {
  const label = await page.getByRole('tab', { name: /^待审核 \(\d+\)$/ }).innerText();
  return Number(/\((\d+)\)/.exec(label)?.[1] ?? Number.NaN);
}

async function focusedCardId(page: Page): Promise<number> {
  const id = await page.evaluate(() => document.activeElement?.getAttribute('data-card-id') ?? null);
  expect(id, 'a card has the keyboard focus').not.toBeNull();
  return Number(id);
}

async function postState(request: APIRequestContext, id: number): Promise<string> {
  const response = await request.get(API.message(id));
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { state: string }).state;
}

/** Waits until the machine has sent every one of `ids` to a person (state 3). */
async function expectScreenedForPeople(request: APIRequestContext, ids: readonly number[]): Promise<void> {
  await expect.poll(async () => (await Promise.all([ids[0], ids.at(-1)].map((id) => postState(request, id ?? 0)))).join(), { timeout: 30_000 }).toBe('3,3');
}

async function turnOnQuickReview(page: Page): Promise<void> {
  const quickSwitch = page.getByTestId('quick-review-switch');
  await expect(quickSwitch).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('q');
  await expect(quickSwitch).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-card-id') ?? null)).not.toBeNull();
}

test.describe('moderation at team speed', () => {
  test('快速审核: 30 decisions keyed at 2 per second all land, with an undo in the middle', async ({ browser, request }) => {
    const baseURL = baseUrlOf();
    const moderator = await createModerator(baseURL, `quick${Date.now() % 1_000_000}`);
    const sent = await sendPostsForPeople(request, 40, 60);
    await request.post(API.login, { data: { username: 'admin', password: 'admin123' } });
    await expectScreenedForPeople(request, sent);

    const page = await openAs(browser, moderator, '/audit/images');
    const before = await pendingTabCount(page);
    await turnOnQuickReview(page);

    /** What each card should end as: the last key pressed on it. */
    const expected = new Map<number, string>();
    const keyed: number[] = [];
    let undone = 0;
    for (let press = 0; press < 31; press += 1) {
      const id = await focusedCardId(page);
      const key = press % 4 === 3 ? 'r' : 'a';
      await page.keyboard.press(key);
      keyed.push(id);
      expected.set(id, key === 'a' ? '5' : '4');
      // The card leaves at once, before the server answers, and the next one takes the focus.
      await expect(page.locator(`[data-card-id="${id}"]`)).toHaveCount(0);
      await page.waitForTimeout(500);
      if (press === 14) {
        // Take the last decision back: the card returns, focused, pending again; it is decided again next.
        await page.keyboard.press('z');
        await expect(page.locator(`[data-card-id="${id}"]`)).toBeFocused();
        await expect(page.locator('.ant-message')).toContainText(`已撤销，动态 ${id} 恢复为待审核`);
        expect(await postState(request, id)).toBe('3');
        undone = id;
      }
    }
    // No card was decided twice except the one taken back, which was decided once more.
    expect(keyed.filter((id) => id !== undone)).toHaveLength(new Set(keyed.filter((id) => id !== undone)).size);
    expect(keyed.filter((id) => id === undone)).toHaveLength(2);

    // The counts move in place and end exact: 31 decisions, one taken back.
    await expect.poll(() => pendingTabCount(page), { timeout: 10_000 }).toBe(before - 30);
    await expect(page.getByTestId('audit-total')).toContainText(`共 ${before - 30} 条`);
    for (const [id, state] of expected) expect(await postState(request, id), `动态 ${id}`).toBe(state);
    // A fresh read of the list agrees.
    await page.reload();
    await expect.poll(() => pendingTabCount(page)).toBe(before - 30);
    await expect(page.getByTestId('quick-review-switch'), '快速审核 is remembered for the operator').toHaveAttribute('aria-checked', 'true');
    await screenshot(page, 'quick-review');
  });

  test('快速审核: a decision someone else made first puts the card back with their name', async ({ browser, request }) => {
    const baseURL = baseUrlOf();
    const moderator = await createModerator(baseURL, `clash${Date.now() % 1_000_000}`);
    const other = await createModerator(baseURL, `other${Date.now() % 1_000_000}`);
    const sent = await sendPostsForPeople(request, 6, 61);
    await request.post(API.login, { data: { username: 'admin', password: 'admin123' } });
    await expectScreenedForPeople(request, sent);

    const page = await openAs(browser, moderator, '/audit/images');
    await turnOnQuickReview(page);
    const contested = await focusedCardId(page);
    // A colleague in another browser rejects the very card on this operator's screen.
    const colleague = await openAs(browser, other, `/audit/images?id=${contested}`);
    expect((await colleague.request.post(API.messagesReject, { data: [contested] })).ok()).toBe(true);

    await page.keyboard.press('a');
    const card = page.locator(`[data-card-id="${contested}"]`);
    await expect(card.getByTestId('quick-refusal')).toContainText(`已被 ${other.username}`);
    await expect(card).toHaveAttribute('data-state', '4');
    // The focus stayed with the next card; the contested one keeps the colleague's decision.
    expect(await focusedCardId(page)).not.toBe(contested);
    expect(await postState(request, contested)).toBe('4');
    await screenshot(page, 'quick-review-conflict');
  });

  test('领取模式: two moderators get disjoint cards; others see them held and must confirm a takeover', async ({ browser, request, page }) => {
    const baseURL = baseUrlOf();
    const first = await createModerator(baseURL, `claima${Date.now() % 1_000_000}`);
    const second = await createModerator(baseURL, `claimb${Date.now() % 1_000_000}`);
    const sent = await sendPostsForPeople(request, 25, 62);
    await request.post(API.login, { data: { username: 'admin', password: 'admin123' } });
    await expectScreenedForPeople(request, sent);

    const [one, two] = await Promise.all([openAs(browser, first, '/audit/images?mode=claim'), openAs(browser, second, '/audit/images?mode=claim')]);
    const idsOf = (claimPage: Page) => cards(claimPage).evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-card-id'))));
    await expect(one.getByTestId('claim-summary')).toContainText('为你保留 10 条动态');
    await expect(two.getByTestId('claim-summary')).toContainText('为你保留 10 条动态');
    // A list appearing draws the cards in view first and the rest a moment later.
    await expect(cards(one)).toHaveCount(10);
    await expect(cards(two)).toHaveCount(10);
    const [held1, held2] = [await idsOf(one), await idsOf(two)];
    expect(held1).toHaveLength(10);
    expect(held2).toHaveLength(10);
    expect(held1.filter((id) => held2.includes(id))).toEqual([]);
    await screenshot(one, 'claim-mode');

    // The administrator, outside 领取模式, sees whose cards they are; deciding one asks to take it over.
    const target = held1[0] ?? 0;
    await page.goto(`/login?redirect=${encodeURIComponent(`/audit/images?id=${target}`)}`);
    await logIn(page);
    const card = page.locator(`[data-card-id="${target}"]`);
    await expect(card.getByTestId('held-by')).toContainText(`由 ${first.username} 处理中`);
    await card.getByRole('button', { name: /通\s*过/ }).click();
    const popover = page.locator('.ant-popconfirm');
    await expect(popover).toContainText(`该动态由 ${first.username} 处理中，确定接管并处理吗？`);
    await popover.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page.locator('.ant-message')).toContainText(`已通过：动态 ${target}`);
    expect(await postState(request, target)).toBe('5');

    // Leaving 领取模式 gives the cards back at once.
    await two.getByTestId('claim-mode-switch').click();
    await expect(two.getByTestId('claim-summary')).toHaveCount(0);
    await expect(async () => {
      await page.goto(`/audit/images?id=${held2[0] ?? 0}`);
      await expect(page.locator(`[data-card-id="${held2[0] ?? 0}"]`)).toBeVisible();
      await expect(page.getByTestId('held-by')).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  });
});
