import { expect, test } from '@playwright/test';
import { buttonName, logIn, screenshot, tableRows } from './support/console';
import { sendToIntake } from './support/ingest';
import { chooseOption } from './support/pickers';

test.describe('machine review (机审)', () => {
  test('a word added on 敏感词库 catches a disguised post, highlighted on the 机审 tab; an operator overturns it', async ({ page, request }) => {
    const now = Date.now();
    const monthAgo = now - 30 * 86_400_000;
    const userId = 910_000_000 + (now % 1_000_000);
    const postId = 960_000_000 + (now % 1_000_000);

    await page.goto('/login?redirect=%2Fscreening%2Fwords');
    await logIn(page);
    await page.getByRole('button', { name: buttonName('添加') }).click();
    const dialog = page.getByRole('dialog', { name: '添加敏感词' });
    await dialog.getByLabel('敏感词').fill('蓝鲸暗号');
    await chooseOption(page, dialog.getByLabel('分类'), '广告引流');
    await dialog.getByLabel('拦截').check();
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await expect(dialog).toBeHidden();
    await expect(tableRows(page).filter({ hasText: '蓝鲸暗号' })).toContainText('拦截');

    // The same word in traditional characters, split by a middle dot and spaces: the app's user tries to slip it past.
    const disguised = '藍·鯨 暗號';
    await sendToIntake(request, 'users', [{ id: userId, mobile: '13900002222', nickname: '机审测试用户', sex: 1, city: '杭州市', tags: [], created: monthAgo, updatedAt: now - 60_000 }]);
    await sendToIntake(request, 'posts', [{ id: postId, userId, text: `想要资源的来问 ${disguised} 懂的都懂`, medias: [], createDate: monthAgo, updatedAt: now - 30_000 }]);

    await page.goto(`/audit/images?state=machine&id=${postId}`);
    await expect(page.getByRole('tab', { name: /^机审 \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
    const card = page.locator(`[data-card-id="${postId}"]`);
    // The worker decides within a second or two; the list shows it when opened again.
    await expect(async () => {
      await page.reload();
      await expect(card).toContainText('机审拒绝', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const highlight = card.getByTestId('machine-highlight');
    await expect(highlight).toHaveText(disguised);
    await expect(highlight).toHaveAttribute('data-action', 'block');
    await expect(card.getByTestId('machine-reason')).toContainText('蓝鲸暗号');
    await screenshot(page, 'screening-machine-tab');

    // Overturn: the machine was wrong, an operator passes it.
    await card.getByRole('button', { name: buttonName('通过') }).click();
    await page.locator('.ant-popconfirm').filter({ hasText: '确定要通过审核?' }).getByRole('button', { name: buttonName('确定') }).click();
    await expect(page.locator('.ant-message')).toContainText(`已通过：动态 ${postId}`);
    await page.goto(`/audit/images?state=5&id=${postId}`);
    await expect(page.locator(`[data-card-id="${postId}"]`)).toContainText('人工通过');

    // Both decisions are in the operation log: the machine's as 机审, the overturn as admin.
    await page.goto('/logs?name=%E6%9C%BA%E5%AE%A1');
    await expect(tableRows(page).filter({ hasText: `动态 ${postId}` })).toContainText('机审拒绝');
    await page.goto('/logs?name=admin');
    await expect(tableRows(page).filter({ hasText: String(postId) }).first()).toBeVisible();
  });
});
