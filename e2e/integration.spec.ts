import { expect, test } from '@playwright/test';
import { buttonName, logIn, screenshot, tableRows } from './support/console';
import { sendToIntake } from './support/ingest';

test.describe('connected to the app', () => {
  test('a post sent through intake is screened into 图文审核; passing it is delivered to the app and shown on 系统对接', async ({ page, request }) => {
    const now = Date.now();
    // Dated a month back, so that the lists other tests read newest first do not start with it.
    const monthAgo = now - 30 * 86_400_000;
    const userId = 900_000_000 + (now % 1_000_000);
    const postId = 950_000_000 + (now % 1_000_000);
    // A phone number: the machine review (issue 13) sends it to a person, under 待审核.
    const text = `应用刚发来的动态 ${now} 联系 13812345678`;
    await sendToIntake(request, 'users', [{ id: userId, mobile: '13900001111', nickname: '接入测试用户', sex: 2, city: '杭州市', tags: ['测试'], created: monthAgo, updatedAt: now - 60_000 }]);
    await sendToIntake(request, 'posts', [{ id: postId, userId, text, medias: ['/media/img/post/42.svg'], createDate: monthAgo, updatedAt: now - 30_000 }]);

    await page.goto(`/login?redirect=${encodeURIComponent(`/audit/images?state=3&id=${postId}`)}`);
    await logIn(page);
    await expect(page.getByRole('tab', { name: /^待审核 \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
    const card = page.locator(`[data-card-id="${postId}"]`);
    // The machine may take a moment: the list refreshes when the page is opened again.
    await expect(async () => {
      await page.reload();
      await expect(card).toContainText(`应用刚发来的动态 ${now}`, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(card).toContainText(String(userId));
    await card.getByRole('button', { name: buttonName('通过') }).click();
    const popover = page.locator('.ant-popconfirm').filter({ hasText: '确定要通过审核?' });
    await popover.getByRole('button', { name: buttonName('确定') }).click();
    await expect(page.locator('.ant-message')).toContainText(`已通过：动态 ${postId}`);

    await page.goto(`/system/integration?subjectType=post&subjectId=${postId}`);
    await expect(page.getByTestId('webhook-summary')).toContainText('/demo-app/webhook');
    const row = tableRows(page, page.getByTestId('delivery-table')).filter({ hasText: '动态审核通过' });
    // The list refreshes by itself every few seconds; the demo app's receiver answers 204.
    await expect(row).toContainText('已投递', { timeout: 30_000 });
    await expect(row).toContainText('动态审核通过');
    await expect(row).toContainText('204');
    await screenshot(page, 'integration');

    await row.getByRole('button', { name: /详情/ }).click();
    const detail = page.getByTestId('delivery-detail');
    await expect(page.getByTestId('delivery-event-json')).toContainText(`"id": ${postId}`);
    await expect(page.getByTestId('delivery-event-json')).toContainText('"type": "post.passed"');
    await expect(page.getByTestId('delivery-attempts')).toContainText('204');
    await expect(detail).toBeVisible();
    await screenshot(page, 'integration-detail');
  });
});
