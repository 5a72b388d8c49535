import { API, ROUTES } from '@ops/contracts/paths';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { buttonName, DEMO, logIn, screenshot, tableRows } from './support/console';
import { chooseOption } from './support/pickers';

const NARROW = { width: 1280, height: 800 };
const WIDE = { width: 1440, height: 900 };

/** A name no earlier run of the suite has taken (the e2e database lives as long as the server). */
function uniqueUsername(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}`;
}

/** The code an authenticator app shows for `secret` at `timestamp`. */
function totpCode(secret: string, timestamp: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });
}

function sideMenu(page: Page) {
  return page.locator('.ant-layout-sider');
}

/**
 * The menu opens on hover (a click on a menu hover has just opened would close it again): the pointer first leaves
 * the button and any menu still open, then comes back.
 */
async function openUserMenu(page: Page): Promise<void> {
  const logout = page.getByRole('menuitem', { name: /退出登录/ });
  await page.mouse.move(400, 600);
  await expect(logout).toBeHidden();
  await page.getByRole('button', { name: /^当前用户 / }).hover();
  await expect(logout).toBeVisible();
}

/** A dialog of the user menu (两步验证, 我的会话), tried again if the click landed while the menu was still sliding in. */
async function openFromUserMenu(page: Page, item: RegExp, dialogName: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(async () => {
    if (await dialog.isVisible()) return;
    await openUserMenu(page);
    // Bounded, so that a menu which closed under the pointer is opened again rather than waited on.
    await page.getByRole('menuitem', { name: item }).click({ timeout: 3_000 });
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  return dialog;
}

/** 退出登录 from the user menu; a click that lands while the menu is still sliding in is tried again. */
async function logOut(page: Page): Promise<void> {
  await expect(async () => {
    await openUserMenu(page);
    // Bounded: scrolling the item into view can move the pointer off the trigger and close the menu; then try again.
    await page.getByRole('menuitem', { name: /退出登录/ }).click({ timeout: 3_000 });
    // With or without ?redirect=: a refetch answered 401 during the logout sends the page there with its path.
    await expect(page).toHaveURL(/\/login(\?redirect=[^&]*)?$/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** Screenshots at the suite's 1440×900 and at 1280 wide: nothing may overflow or overlap at either. */
async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize(NARROW);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(WIDE);
}

/** An account made by the administrator through the API (the request fixture keeps its own admin session). */
async function createOperatorAsAdmin(request: APIRequestContext, body: { username: string; displayName: string; password: string; role: string }) {
  const login = await request.post(API.login, { data: DEMO });
  expect(login.status(), await login.text()).toBe(200);
  const created = await request.post(API.operators, { data: body });
  expect([200, 201], await created.text()).toContain(created.status());
  return (await created.json()) as { id: number };
}

/** The key the enrolment shows for typing into an authenticator app. */
async function readSecret(scope: Locator): Promise<string> {
  await expect(scope.getByRole('img', { name: /两步验证二维码/ })).toBeVisible();
  const secret = (await scope.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  return secret;
}

/** The app's current code confirms the enrolment; the ten recovery codes follow. */
async function confirmEnrolment(scope: Locator, secret: string): Promise<void> {
  await scope.getByLabel('验证码').fill(totpCode(secret, Date.now()));
  await scope.getByRole('button', { name: /验证并开启/ }).click();
  await expect(scope.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await expect(scope).toContainText('恢复码只显示这一次');
}

/** First login of an account an administrator made: the account setup page asks for a password of one's own. */
async function setOwnPassword(page: Page, initial: string, next: string): Promise<void> {
  await expect(page).toHaveURL(/\/account\/setup/);
  await expect(page.getByRole('heading', { name: '设置新密码' })).toBeVisible();
  await expect(page.getByLabel('初始密码')).toBeFocused();
  await page.getByLabel('初始密码').fill(initial);
  await page.getByLabel('新密码', { exact: true }).fill(next);
  await page.getByLabel('确认新密码').fill(next);
  await page.getByRole('button', { name: buttonName('设置新密码') }).click();
}

test.describe('operator accounts and roles', () => {
  test('账号管理 opens from a link and survives a reload: the browser gets the page, not the API\'s JSON', async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent(ROUTES.operators)}`);
    await logIn(page);
    await expect(tableRows(page).filter({ hasText: '当前账号' })).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('button', { name: /新建账号/ })).toBeVisible();
    await expect(tableRows(page).filter({ hasText: '当前账号' })).toHaveCount(1);
  });

  test('an administrator creates a 审核员, who sets a password at first login and sees only what the role allows', async ({ page }) => {
    const username = uniqueUsername('mod');
    const initial = 'initial-pass-1';
    const own = 'moderator-pass-2';

    await page.goto(`/login?redirect=${encodeURIComponent(ROUTES.operators)}`);
    await logIn(page);
    await expect(page).toHaveURL(new RegExp(`${ROUTES.operators}$`));
    const adminRow = tableRows(page).filter({ hasText: '当前账号' });
    await expect(adminRow).toHaveCount(1);
    await expect(adminRow).toContainText('admin');
    await expect(adminRow).toContainText('超级管理员');
    await expect(adminRow.getByRole('button', { name: '停用 admin' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /当前用户 .*（超级管理员）/ })).toBeVisible();

    await page.getByRole('button', { name: /新建账号/ }).click();
    const dialog = page.getByRole('dialog', { name: '新建账号' });
    await expect(dialog.getByLabel('用户名')).toBeFocused();
    await dialog.getByRole('button', { name: buttonName('创建') }).click();
    await expect(dialog.locator('.ant-form-item-explain-error').filter({ hasText: '请选择角色' })).toBeVisible();
    await dialog.getByLabel('用户名').fill(username);
    await dialog.getByLabel('显示名称').fill('审核小王');
    await dialog.getByLabel('初始密码').fill(initial);
    await dialog.getByLabel('确认密码').fill(initial);
    await chooseOption(page, dialog.getByLabel('角色'), /^审核员/, '审核员');
    await expect(dialog).toContainText('图文和视频审核、动态管理');
    await screenshot(page, 'operators-create-dialog');
    await dialog.getByRole('button', { name: buttonName('创建') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.ant-message')).toContainText('账号已创建，首次登录须修改密码');
    const row = tableRows(page).filter({ hasText: username });
    await expect(row).toContainText('审核小王');
    await expect(row).toContainText('审核员');
    await expect(row).toContainText('待改密码');
    await expect(row).toContainText('未开启');
    await screenshotBothWidths(page, 'operators-list');

    await logOut(page);
    await logIn(page, { username, password: initial });
    await setOwnPassword(page, initial, own);
    // The page after login is the workbench (issue 15), with the moderator's tiles.
    await expect(page).toHaveURL(/\/workbench$/);
    await expect(page.getByTestId('tile-pendingPosts')).toBeVisible();
    await expect(page.getByRole('button', { name: /当前用户 审核小王（审核员）/ })).toBeVisible();

    // The menu: review, content, users and the log; no statistics, content security or system entries.
    for (const entry of ['图文审核', '视频审核', '动态管理', '用户管理', '操作日志']) {
      await expect(sideMenu(page).getByRole('menuitem', { name: new RegExp(entry) })).toBeVisible();
    }
    for (const hidden of ['数据统计', '日活统计', '机审统计', '内容安全', '敏感词库', '系统管理', '账号管理', '系统对接']) {
      await expect(sideMenu(page)).not.toContainText(hidden);
    }

    // A statistics page opened by hand: 无权限 inside the console, and not one call of that page.
    const statisticsCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/statistics/')) statisticsCalls.push(request.url());
    });
    await page.goto(ROUTES.statisticsDau);
    await expect(page.getByText('无权限', { exact: true })).toBeVisible();
    await expect(page.getByText('你的角色（审核员）没有权限访问此页面')).toBeVisible();
    await expect(sideMenu(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(statisticsCalls).toEqual([]);
    await screenshotBothWidths(page, 'forbidden');

    // The API agrees: the moderator's session is refused there.
    const refused = await page.request.get(API.statisticsDau);
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ code: 'forbidden', message: '没有权限执行此操作' });

    await page.getByRole('button', { name: buttonName('返回首页') }).click();
    await expect(page).toHaveURL(/\/workbench$/);

    // The log: only the moderator's own entries (the server filters), so no 操作人 to search by.
    await sideMenu(page).getByRole('menuitem', { name: /操作日志/ }).click();
    await expect(page.getByText('此处仅列出你本人的操作记录')).toBeVisible();
    await expect(page.getByLabel('操作人')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /校验日志完整性/ })).toHaveCount(0);
  });

  test('an operator turns on two-factor login from the user menu and then signs in with a code', async ({ page, request }) => {
    const username = uniqueUsername('tfa');
    const initial = 'initial-pass-1';
    const own = 'analyst-pass-22';
    await createOperatorAsAdmin(request, { username, displayName: '分析小李', password: initial, role: 'analyst' });

    await page.goto('/login');
    await logIn(page, { username, password: initial });
    await setOwnPassword(page, initial, own);
    await expect(page).toHaveURL(/\/workbench$/);
    // 数据分析: the statistics and the users, nothing else.
    await expect(sideMenu(page).getByRole('menuitem', { name: /日活统计/ })).toBeVisible();
    await expect(sideMenu(page)).not.toContainText('操作日志');

    await openUserMenu(page);
    await expect(page.getByRole('menuitem', { name: /两步验证/ })).toContainText('未开启');
    const dialog = await openFromUserMenu(page, /两步验证/, '两步验证');
    const secret = await readSecret(dialog);
    await expect(dialog.getByLabel('验证码')).toBeFocused();
    // The menu closes once the pointer leaves it.
    await page.mouse.move(720, 860);
    await expect(page.getByRole('menuitem', { name: /两步验证/ })).toBeHidden();
    await screenshotBothWidths(page, 'two-factor-dialog');

    const nearCodes = [-30_000, 0, 30_000].map((offset) => totpCode(secret, Date.now() + offset));
    const wrongCode = ['000000', '111111', '222222', '333333'].find((code) => !nearCodes.includes(code)) ?? '';
    await dialog.getByLabel('验证码').fill(wrongCode);
    await dialog.getByRole('button', { name: /验证并开启/ }).click();
    await expect(dialog.getByText(/验证码错误或已使用/)).toBeVisible();
    await confirmEnrolment(dialog, secret);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: buttonName('下载') }).click();
    expect((await download).suggestedFilename()).toBe(`运营后台-恢复码-${username}.txt`);
    await screenshotBothWidths(page, 'two-factor-recovery-codes');
    await dialog.getByRole('button', { name: /我已保存/ }).click();
    await expect(dialog).toBeHidden();
    await openUserMenu(page);
    await expect(page.getByRole('menuitem', { name: /两步验证/ })).toContainText('已开启');

    await logOut(page);
    await logIn(page, { username, password: own });
    const codeField = page.getByLabel('两步验证码');
    await expect(codeField).toBeFocused();
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByText('可输入一个恢复码')).toBeVisible();
    await screenshotBothWidths(page, 'login-two-factor');
    // The enrolment used this time step: a code is refused once its step is used, so the next step's code signs in.
    await codeField.fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: /验证并登录/ }).click();
    await expect(page).toHaveURL(/\/workbench$/);
    await expect(page.getByRole('button', { name: /当前用户 分析小李（数据分析）/ })).toBeVisible();
  });

  test('an 审计员, whose role requires two-factor login, sets it up before reaching the console and cannot turn it off', async ({ page, request }) => {
    const username = uniqueUsername('aud');
    const initial = 'initial-pass-1';
    const own = 'auditor-pass-33';
    await createOperatorAsAdmin(request, { username, displayName: '审计小周', password: initial, role: 'auditor' });

    await page.goto('/login');
    await logIn(page, { username, password: initial });
    await expect(page).toHaveURL(/\/account\/setup/);
    await screenshotBothWidths(page, 'account-setup-password');
    await setOwnPassword(page, initial, own);

    // The next task, on the same page: the console stays closed until two-factor login is on.
    const setup = page.getByRole('main');
    await expect(setup.getByRole('heading', { name: '开启两步验证' })).toBeVisible();
    await expect(page).toHaveURL(/\/account\/setup/);
    const early = await page.request.get(API.users);
    expect(early.status()).toBe(403);
    expect(await early.json()).toEqual({ code: 'two_factor_setup_required', message: '请先开启两步验证' });
    const secret = await readSecret(setup);
    await expect(setup.getByLabel('验证码')).toBeFocused();
    await screenshotBothWidths(page, 'account-setup-two-factor');
    await confirmEnrolment(setup, secret);
    const recoveryCode = (await setup.getByTestId('recovery-codes').locator('li').first().innerText()).trim();
    await setup.getByRole('button', { name: /进入运营后台/ }).click();
    await expect(page).toHaveURL(/\/workbench$/);
    await expect(page.getByRole('button', { name: /当前用户 审计小周（审计员）/ })).toBeVisible();

    // 审计员: the workbench, the users and every operator's log, with the chain check.
    await expect(sideMenu(page).getByRole('menuitem')).toHaveText([/工作台/, /用户管理/, /操作日志/, /安全事件/]);
    await sideMenu(page).getByRole('menuitem', { name: /操作日志/ }).click();
    await expect(page.getByLabel('操作人')).toBeVisible();
    await expect(page.getByRole('button', { name: /校验日志完整性/ })).toBeVisible();
    await expect(page.getByText('此处仅列出你本人的操作记录')).toHaveCount(0);

    // The role requires it: the server refuses to turn it off, and the dialog says why.
    const dialog = await openFromUserMenu(page, /两步验证/, '两步验证');
    await expect(dialog).toContainText('两步验证已开启');
    await expect(dialog.getByLabel(/当前密码/)).toBeFocused();
    await dialog.getByLabel(/当前密码/).fill(own);
    await dialog.getByRole('button', { name: /关闭两步验证/ }).click();
    await expect(dialog).toContainText('你的角色要求开启两步验证，不能关闭');
    await dialog.getByRole('button', { name: buttonName('知道了') }).click();
    await expect(dialog).toBeHidden();

    // A recovery code stands in for the app's code, once.
    await logOut(page);
    await logIn(page, { username, password: own });
    await page.getByLabel('两步验证码').fill(recoveryCode);
    await page.getByRole('button', { name: /验证并登录/ }).click();
    await expect(page).toHaveURL(/\/workbench$/);
    await logOut(page);
    await logIn(page, { username, password: own });
    await page.getByLabel('两步验证码').fill(recoveryCode);
    await page.getByRole('button', { name: /验证并登录/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: /验证码错误或已使用/ })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('an administrator changes a role, resets a password, disables and enables an account, and reviews their own sessions', async ({ page, request }) => {
    const username = uniqueUsername('ops');
    await createOperatorAsAdmin(request, { username, displayName: '运营小赵', password: 'initial-pass-1', role: 'moderator' });

    await page.goto(`/login?redirect=${encodeURIComponent(ROUTES.operators)}`);
    await logIn(page);
    const row = tableRows(page).filter({ hasText: username });
    await expect(row).toContainText('审核员');

    await row.getByRole('button', { name: `修改 ${username} 的角色` }).click();
    const roleDialog = page.getByRole('dialog', { name: '修改角色' });
    await expect(roleDialog.getByRole('button', { name: buttonName('确定') })).toBeDisabled();
    await chooseOption(page, roleDialog.getByLabel('角色'), /^数据分析/, '数据分析');
    await expect(roleDialog).toContainText('数据统计、查看用户');
    await roleDialog.getByRole('button', { name: buttonName('确定') }).click();
    await expect(roleDialog).toBeHidden();
    await expect(page.locator('.ant-message')).toContainText('角色已修改');
    await expect(row).toContainText('数据分析');

    await row.getByRole('button', { name: `重置 ${username} 的密码` }).click();
    const resetDialog = page.getByRole('dialog', { name: '重置密码' });
    await expect(resetDialog.getByLabel('新密码', { exact: true })).toBeFocused();
    await resetDialog.getByLabel('新密码', { exact: true }).fill('another-pass-3');
    await resetDialog.getByLabel('确认新密码').fill('another-pass-4');
    await resetDialog.getByRole('button', { name: buttonName('重置') }).click();
    await expect(resetDialog.getByText('两次输入的密码不一致')).toBeVisible();
    await resetDialog.getByLabel('确认新密码').fill('another-pass-3');
    await resetDialog.getByRole('button', { name: buttonName('重置') }).click();
    await expect(resetDialog).toBeHidden();
    await expect(page.locator('.ant-message')).toContainText('密码已重置');
    await expect(row).toContainText('待改密码');

    await row.getByRole('button', { name: `停用 ${username}` }).click();
    await page.locator('.ant-popconfirm').filter({ hasText: `确定停用 ${username} 吗？` }).getByRole('button', { name: buttonName('确定') }).click();
    await expect(page.locator('.ant-message')).toContainText('账号已停用');
    await expect(row.locator('.ant-badge-status-text')).toHaveText('停用');
    const refused = await request.post(API.login, { data: { username, password: 'another-pass-3' } });
    expect(refused.status()).toBe(401);

    await row.getByRole('button', { name: `启用 ${username}` }).click();
    await page.locator('.ant-popconfirm').filter({ hasText: `确定启用 ${username} 吗？` }).getByRole('button', { name: buttonName('确定') }).click();
    await expect(page.locator('.ant-message')).toContainText('账号已启用');
    await expect(row.locator('.ant-badge-status-text')).toHaveText('启用');
    const accepted = await request.post(API.login, { data: { username, password: 'another-pass-3' } });
    expect(accepted.status(), await accepted.text()).toBe(200);
    expect((await accepted.json()).operator.pendingAction).toBe('changePassword');

    const sessions = await openFromUserMenu(page, /我的会话/, '我的会话');
    await expect(tableRows(page, sessions).filter({ hasText: '当前会话' })).toHaveCount(1);
    await page.mouse.move(720, 860);
    await screenshotBothWidths(page, 'account-sessions');
  });
});
