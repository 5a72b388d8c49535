import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { buttonName, logIn, screenshot, tableRows } from './support/console';
import { chooseOption } from './support/pickers';

const BOM = '\uFEFF';

/** Logs in and opens a statistics page from the side menu, first screen loaded. */
async function openFromMenu(page: Page, title: string, path: RegExp): Promise<void> {
  await page.goto('/login?redirect=%2Fmanage-users');
  await logIn(page);
  await expect(page).toHaveURL(/\/manage-users$/);
  await page.getByRole('menuitem', { name: title, exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(page.locator('.ant-breadcrumb')).toContainText(title);
  // The page's own table (labelled with its title): the breadcrumb moves with the URL, before the new page replaces the old.
  await expect(tableRows(page, page.getByLabel(title, { exact: true })).first()).toBeVisible();
}

/** The text of every cell of the visible rows, as the operator reads them. */
async function tableCells(page: Page): Promise<string[][]> {
  return tableRows(page).evaluateAll((rows) =>
    rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.innerText.trim())),
  );
}

const toNumber = (text: string) => Number(text.replaceAll(',', ''));
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** One column of the table as numbers (`1,074` → 1074). */
async function columnNumbers(page: Page, column: number): Promise<number[]> {
  return (await tableCells(page)).map((cells) => toNumber(cells[column] ?? 'NaN'));
}

async function pick(page: Page, label: string, option: string): Promise<void> {
  await chooseOption(page, page.getByLabel(label, { exact: true }), new RegExp(`^${option}$`), option);
}

/** Clicks 导出CSV and reads the downloaded file. */
async function exportCsv(page: Page): Promise<{ filename: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName('导出CSV') }).click();
  const download = await downloading;
  const path = await download.path();
  return { filename: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

/** CSV records without the BOM; the fields hold no commas or quotes here. */
function csvRecords(text: string): string[][] {
  return text.slice(BOM.length).split('\r\n').filter(Boolean).map((line) => line.split(','));
}

async function expectChartAboveTable(page: Page, label: string): Promise<void> {
  const chart = page.getByRole('img', { name: label });
  await expect(chart.locator('canvas').first()).toBeVisible();
  const chartBox = await chart.boundingBox();
  const tableBox = await page.locator('.ant-table').boundingBox();
  expect(chartBox?.height).toBeGreaterThan(200);
  expect((chartBox?.y ?? Infinity) + (chartBox?.height ?? 0)).toBeLessThanOrEqual(tableBox?.y ?? 0);
}

/** The screenshot once the chart's 300 ms entry animation has played, so every point shows. */
async function settledScreenshot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(500);
  await screenshot(page, name);
}

test.describe('statistics', () => {
  test('日活统计 opens from the menu with the last 7 days, grouped columns and a trend chart; 导出CSV matches the table', async ({ page }) => {
    await openFromMenu(page, '日活统计', /\/stats\/dau$/);
    await expect(tableRows(page)).toHaveCount(7);
    for (const group of ['推荐', '消息', '小视频', '发布动态', '点赞', '评论']) {
      await expect(page.getByRole('columnheader', { name: group, exact: true })).toBeVisible();
    }
    const dau = await columnNumbers(page, 1);
    expect(dau.every((value) => value > 0)).toBe(true);
    await expectChartAboveTable(page, '日活趋势');
    await expect(page.getByText(/数据更新于 \d{2}:\d{2}:\d{2}/)).toBeVisible();
    await settledScreenshot(page, 'statistics-dau');

    const { filename, text } = await exportCsv(page);
    expect(filename).toMatch(/^日活统计_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text.startsWith(BOM)).toBe(true);
    expect(text).toContain('\r\n');
    const [header, ...records] = csvRecords(text);
    expect(header?.slice(0, 4)).toEqual(['时间', 'DAU', '推荐次数', '推荐人数']);
    expect(header).toHaveLength(14);
    const cells = await tableCells(page);
    // Today's 时间 carries 今日（截至 HH:mm） on a second line; the export writes it on one.
    expect(records).toEqual(cells.map((row) => row.map((cell, index) => (index === 0 ? oneLine(cell) : String(toNumber(cell))))));
  });

  test('性别 and 单双号 narrow every figure; the filters stay in the URL across a reload', async ({ page }) => {
    await openFromMenu(page, '日活统计', /\/stats\/dau$/);
    const everyone = await columnNumbers(page, 1);

    await pick(page, '性别', '男');
    await page.getByRole('button', { name: buttonName('查询') }).click();
    await expect(page).toHaveURL(/sex=1/);
    await expect.poll(() => columnNumbers(page, 1)).not.toEqual(everyone);
    const men = await columnNumbers(page, 1);
    men.forEach((value, day) => expect(value).toBeLessThanOrEqual(everyone[day] ?? 0));
    expect(men.some((value, day) => value < (everyone[day] ?? 0))).toBe(true);

    await page.reload();
    await expect(page.locator('.ant-form-item', { hasText: '性别' }).locator('.ant-select')).toContainText('男');
    await expect.poll(() => columnNumbers(page, 1)).toEqual(men);

    // Odd and even user ids split everyone: the two halves add up to the whole, day by day.
    await pick(page, '性别', '全部');
    await pick(page, '单双号', '单数');
    await page.getByRole('button', { name: buttonName('查询') }).click();
    await expect(page).toHaveURL(/oddEven=1/);
    await expect(page).not.toHaveURL(/sex=/);
    await expect.poll(() => columnNumbers(page, 1)).not.toEqual(men);
    const odd = await columnNumbers(page, 1);
    await pick(page, '单双号', '双数');
    await page.getByRole('button', { name: buttonName('查询') }).click();
    await expect(page).toHaveURL(/oddEven=2/);
    await expect.poll(() => columnNumbers(page, 1)).not.toEqual(odd);
    const even = await columnNumbers(page, 1);
    expect(odd.map((value, day) => value + (even[day] ?? 0))).toEqual(everyone);
  });

  test('a range over 366 days is refused in the form, without a call', async ({ page }) => {
    await openFromMenu(page, '日活统计', /\/stats\/dau$/);
    await page.getByPlaceholder('开始日期').click();
    await page.getByPlaceholder('开始日期').fill('2024-01-01');
    await page.keyboard.press('Enter');
    await page.getByPlaceholder('结束日期').fill('2025-06-30');
    await page.keyboard.press('Enter');
    await expect(page.getByPlaceholder('结束日期')).toHaveValue('2025-06-30');
    const calls: string[] = [];
    page.on('request', (request) => request.url().includes('/statistics/') && calls.push(request.url()));
    await page.getByRole('button', { name: buttonName('查询') }).click();
    await expect(page.getByText('查询范围最多 366 天')).toBeVisible();
    await expect(page).toHaveURL(/\/stats\/dau$/);
    expect(calls).toEqual([]);
  });

  test('注册激活统计: the 总计 row sums each column; the export ends with it', async ({ page }) => {
    await openFromMenu(page, '注册激活统计', /\/stats\/registrations$/);
    await expect(tableRows(page)).toHaveCount(7);
    await expectChartAboveTable(page, '注册激活趋势');
    const cells = await tableCells(page);
    const sums = [1, 2, 3, 4].map((column) => cells.reduce((sum, row) => sum + toNumber(row[column] ?? 'NaN'), 0));
    expect(sums[3]).toBeGreaterThan(0);
    const totals = page.locator('.ant-table-summary tr').first();
    await expect(totals).toBeVisible();
    const totalCells = await totals.locator('td').allInnerTexts();
    expect(totalCells[0]).toBe('总计');
    expect(totalCells.slice(1).map(toNumber)).toEqual(sums);
    await settledScreenshot(page, 'statistics-registrations');

    const { filename, text } = await exportCsv(page);
    expect(filename).toMatch(/^注册激活统计_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text.startsWith(BOM)).toBe(true);
    const [header, ...records] = csvRecords(text);
    expect(header).toEqual(['时间', '净激活数', '注册人数', '登录次数', '活跃人数']);
    expect(records.slice(0, -1)).toEqual(cells.map((row) => row.map((cell, index) => (index === 0 ? oneLine(cell) : String(toNumber(cell))))));
    expect(records[records.length - 1]).toEqual(['总计', ...sums.map(String)]);
  });

  test('留存统计 shows each count with its share of the cohort, — for days not reached yet', async ({ page }) => {
    await openFromMenu(page, '留存统计', /\/stats\/retention$/);
    await expect(tableRows(page)).toHaveCount(7);
    await expectChartAboveTable(page, '留存率趋势');
    await expect(page.getByRole('img', { name: /留存率色阶/ })).toBeVisible();
    const cells = await tableCells(page);
    const first = cells[0] ?? [];
    const cohort = toNumber(first[1] ?? 'NaN');
    const [count = '', rate = ''] = (first[2] ?? '').split('\n');
    expect(rate).toBe(`${((toNumber(count) / cohort) * 100).toFixed(1)}%`);
    // Today's and yesterday's cohorts have no day over after them yet; 30 days later is in the future for the whole week.
    expect(cells[cells.length - 1]?.[2]).toBe('—');
    expect(cells[cells.length - 2]?.[2]).toBe('—');
    expect(cells.every((row) => row[9] === '—')).toBe(true);
    await settledScreenshot(page, 'statistics-retention');
  });

  test('实时数据 shows today hour by hour with the DAU columns and hourly bars', async ({ page }) => {
    await openFromMenu(page, '实时数据', /\/stats\/realtime$/);
    await expectChartAboveTable(page, '今日每小时活跃用户');
    const cells = await tableCells(page);
    expect(cells[0]?.[0]).toBe('00:00');
    expect(cells.every((row, hour) => row[0] === `${String(hour).padStart(2, '0')}:00`)).toBe(true);
    await expect(page.getByText('每 60 秒自动刷新')).toBeVisible();
    await settledScreenshot(page, 'statistics-realtime');

    await pick(page, '性别', '女');
    await expect(page).toHaveURL(/sex=2/);
    await expect(tableRows(page).first()).toBeVisible();
    await page.getByRole('button', { name: buttonName('刷新') }).click();
    await expect(tableRows(page).first()).toContainText('00:00');
  });
});
