import { expect, test } from '@playwright/test';
import { buttonName, expectNoBrokenImages, logIn, openUserList, screenshot, tableRows } from './support/console';
import { chooseCascaderSearchResult } from './support/pickers';

test.describe('operator login', () => {
  test('a wrong password shows the reason, the right one opens the workbench', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('运营后台').first()).toBeVisible();
    await expect(page.getByText('演示账号：admin / admin123')).toBeVisible();
    await screenshot(page, 'login');
    await logIn(page, { username: 'admin', password: 'not-the-password' });
    await expect(page.getByText('用户名或密码错误')).toBeVisible();
    await logIn(page);
    await expect(page).toHaveURL(/\/workbench$/);
  });

  test('a deep link without a session goes to login and back to where the operator was', async ({ page }) => {
    await page.goto('/manage-users/detail/100010?tab=freezes');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await logIn(page);
    await expect(page).toHaveURL(/\/manage-users\/detail\/100010\?tab=freezes$/);
    await expect(page.getByText('用户详情').first()).toBeVisible();
  });
});

test.describe('user list', () => {
  test('shows 20 users a page out of at least 2,000, themed menu and real avatars', async ({ page }) => {
    await openUserList(page);
    await expect(tableRows(page)).toHaveCount(20);
    const totalText = await page.locator('.ant-pagination-total-text').innerText();
    const total = Number(totalText.replace(/\D/g, ''));
    expect(total).toBeGreaterThanOrEqual(2000);
    await expect(page.locator('.ant-menu-item-selected')).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expectNoBrokenImages(page);
    await screenshot(page, 'user-list');
  });

  test('filters by nickname, keeps the filter in the URL across a reload', async ({ page }) => {
    await openUserList(page);
    const nickname = (await tableRows(page).nth(3).locator('td').nth(2).innerText()).trim();
    await page.getByPlaceholder('请输入昵称').fill(nickname);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page).toHaveURL(new RegExp(`nickname=${encodeURIComponent(nickname).replace(/[()*]/g, '\\$&')}`));
    await expect(tableRows(page).first()).toContainText(nickname);
    for (const row of await tableRows(page).all()) await expect(row.locator('td').nth(2)).toContainText(nickname);
    await page.reload();
    await expect(page.getByPlaceholder('请输入昵称')).toHaveValue(nickname);
    await expect(tableRows(page).first()).toContainText(nickname);
  });

  test('rejects a nickname longer than 15 characters without searching', async ({ page }) => {
    await openUserList(page);
    await page.getByPlaceholder('请输入昵称').fill('一二三四五六七八九十一二三四五六');
    await page.getByPlaceholder('请输入昵称').blur();
    await expect(page.getByText('长度在 0 到 15 个字符')).toBeVisible();
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page).not.toHaveURL(/nickname=/);
  });

  test('filters by city through the cascader', async ({ page }) => {
    await openUserList(page);
    await chooseCascaderSearchResult(page, page.getByRole('combobox', { name: '城市' }), '杭州', '浙江省 / 杭州市');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page).toHaveURL(/city=%E6%9D%AD%E5%B7%9E%E5%B8%82/);
    await expect(tableRows(page).first()).toBeVisible();
    for (const row of await tableRows(page).all()) await expect(row.locator('td').nth(4)).toHaveText('杭州市');
  });
});

test.describe('user detail', () => {
  test('opens from the list, freezes with the rules of the dialog, then unfreezes', async ({ page }) => {
    await openUserList(page);
    await page.getByRole('button', { name: /重\s*置/ }).click();
    const statusFilter = page.getByRole('columnheader', { name: /账号状态/ });
    await expect(statusFilter).toBeVisible();
    const firstRow = tableRows(page).first();
    const userId = (await firstRow.locator('td').nth(1).innerText()).trim();
    await firstRow.getByRole('link', { name: '查看' }).click();
    await expect(page).toHaveURL(new RegExp(`/manage-users/detail/${userId}`));
    await expect(page.getByText('基本信息')).toBeVisible();
    await expect(page.getByText(userId).first()).toBeVisible();
    await expectNoBrokenImages(page);
    await screenshot(page, 'user-detail');

    const status = page.locator('.ant-descriptions-item-content .ant-tag').filter({ hasText: /^(正常|冻结)$/ });
    await expect(status).toHaveText('正常');
    await page.getByRole('button', { name: buttonName('冻结') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/冻结用户/)).toBeVisible();
    // Choices made and then cancelled do not come back: every opening starts from the defaults.
    await dialog.getByText('冻结7天', { exact: true }).click();
    await dialog.getByText('恶意攻击', { exact: true }).click();
    await dialog.getByRole('button', { name: buttonName('取消') }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: buttonName('冻结') }).click();
    await expect(dialog.getByRole('radio', { name: '冻结3天' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: '被举报内容违规' })).toBeChecked();
    await dialog.getByText('其他', { exact: true }).click();
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await expect(dialog.getByText('冻结原因备注不能为空')).toBeVisible();
    await screenshot(page, 'freeze-dialog');
    await dialog.locator('textarea').fill('端到端测试：发布违规内容');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await expect(page.getByText('用户冻结成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(status).toHaveText('冻结');

    await page.getByRole('button', { name: buttonName('解冻') }).click();
    const thaw = page.getByRole('dialog');
    await thaw.locator('textarea').focus();
    await thaw.locator('textarea').blur();
    await expect(thaw.getByText('内容不能为空')).toBeVisible();
    await thaw.locator('textarea').fill('申诉通过');
    await thaw.getByRole('button', { name: buttonName('确定') }).click();
    await expect(page.getByText('用户解冻成功')).toBeVisible();
    await expect(status).toHaveText('正常');

    await page.getByText('冻结记录', { exact: true }).click();
    await expect(page).toHaveURL(/tab=freezes/);
    await expect(page.getByText('端到端测试：发布违规内容')).toBeVisible();
    await expect(page.getByText('已解冻').first()).toBeVisible();
  });
});
