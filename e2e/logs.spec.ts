import { expect, test, type Locator, type Page } from '@playwright/test';
import { buttonName, logIn, openUserList, screenshot, tableRows } from './support/console';
import { chooseSuggestion } from './support/pickers';

const FREEZE_DESCRIPTION = '冻结时长：冻结3天；冻结范围：冻结登录；冻结原因：被举报内容违规';

function menuItem(page: Page, label: string): Locator {
  return page.getByRole('menuitem', { name: new RegExp(label) });
}

/** One labelled line of the 日志详情 summary (a bordered description row: label cell, then content cell). */
function summaryLine(dialog: Locator, label: string): Locator {
  return dialog.getByTestId('log-summary').locator('tr').filter({ has: dialog.page().locator('th', { hasText: new RegExp(`^${label}$`) }) }).locator('td');
}

/** The distinct texts of one column (1-based) of the rows on screen, once the previous rows have gone. */
async function columnTexts(page: Page, column: number): Promise<string[]> {
  const texts = await tableRows(page).locator(`td:nth-child(${column})`).allInnerTexts();
  return [...new Set(texts.map((text) => text.trim()))];
}

/** The user detail's 操作记录 tab. */
async function openOperationRecords(page: Page): Promise<void> {
  await page.getByText('操作记录', { exact: true }).click();
  await expect(page).toHaveURL(/tab=operations/);
}

test.describe('operation log', () => {
  test('a freeze made in the UI is found by operator and today, with its detail, its before/after and the user’s 操作记录', async ({ page }) => {
    await openUserList(page);
    // Not the first row: the user-detail spec freezes that one and expects it 正常.
    const row = tableRows(page).filter({ has: page.locator('.ant-tag', { hasText: /^正常$/ }) }).nth(4);
    const userId = (await row.locator('td').nth(1).innerText()).trim();
    await row.getByRole('link', { name: '查看' }).click();
    await expect(page).toHaveURL(new RegExp(`/manage-users/detail/${userId}`));

    await openOperationRecords(page);
    await expect(page.getByText('暂无操作记录')).toBeVisible();
    await page.getByRole('button', { name: buttonName('冻结') }).click();
    const freeze = page.getByRole('dialog');
    await freeze.getByRole('button', { name: buttonName('确定') }).click();
    await expect(page.getByText('用户冻结成功')).toBeVisible();
    // The freeze refreshes the 操作记录 on screen.
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText('冻结用户');
    await expect(tableRows(page).first()).toContainText('admin');

    await menuItem(page, '操作日志').click();
    await expect(page).toHaveURL(/\/logs$/);
    await expect(tableRows(page).first()).toBeVisible();

    // Each text at most 15 characters, checked before searching.
    const operator = page.getByLabel('操作人');
    await operator.fill('a'.repeat(16));
    await operator.blur();
    await expect(page.getByText('长度在 0 到 15 个字符')).toBeVisible();
    await page.getByRole('button', { name: buttonName('查询') }).click();
    await expect(page).not.toHaveURL(/name=/);

    await operator.fill('admin');
    await page.getByPlaceholder('开始时间').click();
    await page.locator('.ant-picker-presets li', { hasText: '今天' }).click();
    await page.getByRole('button', { name: buttonName('查询') }).click();
    await expect(page).toHaveURL(/name=admin/);
    await expect(page).toHaveURL(/sd=\d+&ed=\d+/);

    const entry = tableRows(page).filter({ hasText: '冻结用户' }).first();
    await expect(entry).toBeVisible();
    await expect.poll(() => columnTexts(page, 3)).toEqual(['admin']);
    await expect(tableRows(page).first().locator('td').first()).toHaveText('1');
    const description = entry.locator('td').nth(6);
    await expect(description).toHaveText(`${[...FREEZE_DESCRIPTION].slice(0, 20).join('')}…`);
    await description.locator('span').first().hover();
    await expect(page.getByRole('tooltip')).toHaveText(FREEZE_DESCRIPTION);
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toBeHidden();
    await screenshot(page, 'logs-list');

    await entry.getByRole('button', { name: /详情/ }).click();
    const dialog = page.getByRole('dialog', { name: '日志详情' });
    await expect(summaryLine(dialog, '操作')).toHaveText('冻结用户');
    await expect(summaryLine(dialog, '描述')).toHaveText(FREEZE_DESCRIPTION);
    await expect(summaryLine(dialog, 'IP')).toHaveText(/^[0-9a-f.:]+$/);
    await expect(summaryLine(dialog, '操作人')).toHaveText('admin');
    await expect(summaryLine(dialog, '对象')).toHaveText(`用户 ${userId}`);
    const changes = dialog.getByTestId('log-changes');
    await expect(tableRows(page, changes).first().locator('td')).toHaveText(['用户状态', '正常', '冻结']);
    await expect(changes.getByText('冻结记录 · 冻结时长')).toBeVisible();
    await expect(dialog.getByRole('button', { name: buttonName('恢复动态') })).toHaveCount(0);
    await screenshot(page, 'logs-detail');

    await summaryLine(dialog, '对象').getByRole('link', { name: userId }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/manage-users/detail/${userId}$`));
    await openOperationRecords(page);
    const record = tableRows(page).first();
    await expect(record).toContainText('冻结用户');
    await expect(record.locator('td').nth(4)).toHaveText(/…$/);
    await record.getByRole('button', { name: /详情/ }).click();
    await expect(summaryLine(dialog, '操作')).toHaveText('冻结用户');
    await dialog.getByRole('button', { name: buttonName('关闭') }).last().click();
    await expect(dialog).toBeHidden();
    await screenshot(page, 'user-detail-logs');
  });

  test('a post deleted in 动态管理 is restored from its 删除动态 entry, and the restore heads the log', async ({ page }) => {
    await page.goto('/login?redirect=%2Flogs');
    await logIn(page);
    await expect(page).toHaveURL(/\/logs$/);

    await page.getByRole('button', { name: buttonName('校验日志完整性') }).click();
    await expect(page.getByText(/^日志哈希链完好，已校验 \d+ 条$/)).toBeVisible();

    await menuItem(page, '动态管理').click();
    await expect(page).toHaveURL(/\/content\/posts/);
    // The rows of the posts table (each with 删除), not those of the page being left.
    const row = tableRows(page).filter({ has: page.getByRole('button', { name: buttonName('删除') }) }).nth(1);
    await expect(row).toBeVisible();
    const postId = await row.getAttribute('data-row-key');
    expect(postId).toMatch(/^\d+$/);
    await row.getByRole('button', { name: buttonName('删除') }).click();
    await page.getByRole('dialog', { name: '确定删除吗？' }).getByRole('button', { name: buttonName('确定') }).click();
    await expect(page.locator(`tr[data-row-key="${postId}"]`)).toHaveCount(0);

    await menuItem(page, '操作日志').click();
    await expect(page).toHaveURL(/\/logs$/);
    await expect(tableRows(page).first().locator('td').nth(5)).toHaveText('删除动态');
    // The option's text is in the field before 查询 reads it (a click on a list still filtering was lost).
    await chooseSuggestion(page, page.getByLabel('操作内容'), '删除', '删除动态');
    await page.getByRole('button', { name: buttonName('查询') }).click();
    await expect(page).toHaveURL(/content=%E5%88%A0%E9%99%A4%E5%8A%A8%E6%80%81/);
    const entry = tableRows(page).first();
    await expect(entry).toContainText(`删除动态 ${postId}`);
    await expect.poll(() => columnTexts(page, 6)).toEqual(['删除动态']);

    await entry.getByRole('button', { name: /详情/ }).click();
    const dialog = page.getByRole('dialog', { name: '日志详情' });
    await expect(summaryLine(dialog, '对象')).toHaveText(`动态 ${postId}`);
    await expect(tableRows(page, dialog.getByTestId('log-changes')).first().locator('td')).toHaveText(['已删除', '—', '是']);
    const restore = dialog.getByRole('button', { name: buttonName('恢复动态') });
    await restore.click();
    const confirm = page.getByRole('dialog', { name: '确定要恢复该动态吗?' });
    await confirm.getByRole('button', { name: buttonName('取消') }).click();
    await expect(confirm).toBeHidden();
    await restore.click();
    await confirm.getByRole('button', { name: buttonName('确定') }).click();
    await expect(page.getByText('动态已恢复')).toBeVisible();
    await expect(restore).toHaveCount(0);
    await dialog.getByRole('button', { name: buttonName('关闭') }).last().click();

    await page.getByRole('button', { name: buttonName('重置') }).click();
    await expect(page).toHaveURL(/\/logs$/);
    await expect(tableRows(page).first().locator('td').nth(5)).toHaveText('恢复动态');
    await expect(tableRows(page).first()).toContainText(`恢复动态 ${postId}`);

    await menuItem(page, '动态管理').click();
    await page.getByPlaceholder('动态ID或用户ID').fill(String(postId));
    await page.getByRole('button', { name: buttonName('查询') }).click();
    await expect(page.locator(`tr[data-row-key="${postId}"]`)).toBeVisible();
  });
});
