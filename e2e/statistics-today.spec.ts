import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Response } from '@playwright/test';
import { buttonName, logIn, screenshot, tableRows } from './support/console';

/**
 * Today is a day still running: every statistics page must say so (today's row labelled 今日（截至 HH:mm）, its chart
 * segment dashed, retention cells whose day is not over shown as —), the DAU table must fit a 1280 px screen, the date
 * picker can be cleared back to the default range, and a chart tooltip never covers the sticky page header. All days are
 * Asia/Shanghai days, whatever the browser's time zone.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SHANGHAI_OFFSET = 8 * HOUR;
const BOM = '\uFEFF';

const shanghaiDay = (ms: number) => new Date(ms + SHANGHAI_OFFSET).toISOString().slice(0, 10);
const shanghaiClock = (ms: number) => new Date(ms + SHANGHAI_OFFSET).toISOString().slice(11, 16);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - SHANGHAI_OFFSET;
const addDays = (day: string, days: number) => shanghaiDay(dayStart(day) + days * DAY);

/** `今日（截至 HH:mm）` for figures rolled up at `updatedAt`: before today began, they reach its 00:00. */
function todayLabel(today: string, updatedAt: number | null): string {
  const clock = updatedAt === null ? null : updatedAt < dayStart(today) ? '00:00' : shanghaiClock(updatedAt);
  return clock === null ? '今日（截至 ' : `今日（截至 ${clock}）`;
}

interface StatsAnswer {
  from: string;
  to: string;
  updatedAt: number | null;
}

const isCall = (path: string) => (response: Response) =>
  new URL(response.url()).pathname === `/statistics/${path}` && response.request().method() === 'GET' && response.ok();

/** Logs in straight onto a statistics page and returns its first answer. */
async function openStats(page: Page, route: string, call: string): Promise<{ answer: StatsAnswer; url: URL }> {
  const answered = page.waitForResponse(isCall(call));
  await page.goto(`/login?redirect=${encodeURIComponent(route)}`);
  await logIn(page);
  const response = await answered;
  await expect(tableRows(page).first()).toBeVisible();
  return { answer: (await response.json()) as StatsAnswer, url: new URL(response.url()) };
}

/** Every visible row's cells as the operator reads them, whitespace (line breaks in a cell) folded to one space. */
async function tableCells(page: Page): Promise<string[][]> {
  return tableRows(page).evaluateAll((rows) =>
    rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim())),
  );
}

async function exportCsv(page: Page): Promise<string[][]> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName('导出CSV') }).click();
  const text = await readFile(await (await downloading).path(), 'utf8');
  return text.slice(BOM.length).split('\r\n').filter(Boolean).map((line) => line.split(','));
}

/** Records every dashed stroke drawn on a canvas: the chart it belongs to and the x coordinates of its path. */
async function recordDashedStrokes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Stroke = { chart: string; xs: number[]; width: number };
    const strokes: Stroke[] = [];
    (window as unknown as { __dashedStrokes: Stroke[] }).__dashedStrokes = strokes;
    const proto = CanvasRenderingContext2D.prototype;
    const paths = new WeakMap<CanvasRenderingContext2D, number[]>();
    const { beginPath, moveTo, lineTo, stroke } = proto;
    proto.beginPath = function (this: CanvasRenderingContext2D) {
      paths.set(this, []);
      return beginPath.call(this);
    };
    proto.moveTo = function (this: CanvasRenderingContext2D, x: number, y: number) {
      paths.get(this)?.push(x);
      return moveTo.call(this, x, y);
    };
    proto.lineTo = function (this: CanvasRenderingContext2D, x: number, y: number) {
      paths.get(this)?.push(x);
      return lineTo.call(this, x, y);
    };
    proto.stroke = function (this: CanvasRenderingContext2D, path?: Path2D) {
      if (this.getLineDash().length > 0) {
        const chart = this.canvas.closest('[role="img"]')?.getAttribute('aria-label') ?? '';
        strokes.push({ chart, xs: [...(paths.get(this) ?? [])], width: this.canvas.clientWidth });
      }
      return path ? stroke.call(this, path) : (stroke as (this: CanvasRenderingContext2D) => void).call(this);
    };
  });
}

async function dashedStrokes(page: Page, chart: string): Promise<{ xs: number[]; width: number }[]> {
  return page.evaluate(
    (name) => (window as unknown as { __dashedStrokes: { chart: string; xs: number[]; width: number }[] }).__dashedStrokes.filter((s) => s.chart === name),
    chart,
  );
}

async function forgetStrokes(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __dashedStrokes: unknown[] }).__dashedStrokes.length = 0;
  });
}

/** The chart has drawn (its 300 ms entry animation included). */
async function chartDrawn(page: Page, label: string): Promise<void> {
  await expect(page.getByRole('img', { name: label }).locator('canvas').first()).toBeVisible();
  await page.waitForTimeout(700);
}

async function expectTableFits(page: Page): Promise<void> {
  const body = page.locator('.ant-table-body');
  const { scrollWidth, clientWidth } = await body.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  expect(scrollWidth, 'no horizontal scrolling inside the table').toBeLessThanOrEqual(clientWidth);
  const viewport = page.viewportSize();
  for (const header of ['点赞', '评论']) {
    const box = await page.getByRole('columnheader', { name: header, exact: true }).boundingBox();
    expect((box?.x ?? Infinity) + (box?.width ?? 0), `${header} on screen`).toBeLessThanOrEqual(viewport?.width ?? 0);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no page-wide horizontal scroll').toBe(true);
}

async function expectTableHeight80vh(page: Page): Promise<void> {
  const height = (await page.locator('.ant-table').first().boundingBox())?.height ?? 0;
  const viewportHeight = page.viewportSize()?.height ?? 0;
  expect(Math.abs(height - viewportHeight * 0.8), `table ${height}px high, 80vh is ${viewportHeight * 0.8}px`).toBeLessThanOrEqual(12);
}

/** The table's top just under the sticky header, for a screenshot of its rows. */
async function scrollToTable(page: Page): Promise<void> {
  await page.evaluate(() => {
    const table = document.querySelector('.ant-table');
    if (table) window.scrollBy(0, table.getBoundingClientRect().top - 72);
  });
  await page.waitForTimeout(200);
}

/** The picker's two inputs. */
const pickerStart = (page: Page) => page.getByPlaceholder('开始日期');
const pickerEnd = (page: Page) => page.getByPlaceholder('结束日期');

test.describe('statistics: today is a running day', () => {
  test('日活统计 at 1280×720: today labelled in table and export, dashed chart segment, table fits and is 80vh', async ({ page }) => {
    await recordDashedStrokes(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    const { answer, url } = await openStats(page, '/stats/dau', 'DAUdata');
    const today = shanghaiDay(Date.now());
    // The default range is the spec's empty range: sd = ed = -1, the server counts the last 7 days up to its today.
    expect(url.searchParams.get('sd')).toBe('-1');
    expect(url.searchParams.get('ed')).toBe('-1');
    expect(answer.to).toBe(today);

    const cells = await tableCells(page);
    expect(cells).toHaveLength(7);
    const label = todayLabel(today, answer.updatedAt);
    expect(cells[6]?.[0]).toBe(`${today} ${label}`);
    expect(cells.slice(0, 6).map((row) => row[0])).toEqual(Array.from({ length: 6 }, (_, i) => addDays(today, i - 6)));

    await expectTableFits(page);
    await expectTableHeight80vh(page);

    await chartDrawn(page, '日活趋势');
    const strokes = await dashedStrokes(page, '日活趋势');
    expect(strokes.length, 'a dashed line into today').toBeGreaterThan(0);
    // 7 days across the plot: the dashed part runs from the 6th day to the 7th, the right sixth of the chart.
    for (const stroke of strokes) expect(Math.min(...stroke.xs)).toBeGreaterThan(stroke.width * 0.7);
    await screenshot(page, 'stats-today-dau-1280');
    await scrollToTable(page);
    await screenshot(page, 'stats-today-dau-table-1280');

    const [header, ...records] = await exportCsv(page);
    expect(header?.[0]).toBe('时间');
    expect(records.map((record) => record[0])).toEqual(cells.map((row) => row[0]));
  });

  test('a range that ends before today has no label and no dashed segment', async ({ page }) => {
    await recordDashedStrokes(page);
    await openStats(page, '/stats/dau', 'DAUdata');
    await chartDrawn(page, '日活趋势');
    await forgetStrokes(page);
    const today = shanghaiDay(Date.now());
    const from = addDays(today, -9);
    const to = addDays(today, -7);
    const answered = page.waitForResponse(isCall('DAUdata'));
    await page.goto(`/stats/dau?sd=${dayStart(from)}&ed=${dayStart(to) + DAY - 1}`);
    await answered;
    await expect(tableRows(page)).toHaveCount(3);
    await chartDrawn(page, '日活趋势');
    expect((await tableCells(page)).map((row) => row[0])).toEqual([from, addDays(from, 1), to]);
    expect(await dashedStrokes(page, '日活趋势')).toEqual([]);
  });

  test('日活统计 at 1440×900 fits and is 80vh high', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openStats(page, '/stats/dau', 'DAUdata');
    await expectTableFits(page);
    await expectTableHeight80vh(page);
    await chartDrawn(page, '日活趋势');
    await screenshot(page, 'stats-today-dau-1440');
  });

  test('注册激活统计: today labelled in the table and the export, dashed segment, 总计 unchanged', async ({ page }) => {
    await recordDashedStrokes(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    const { answer } = await openStats(page, '/stats/registrations', 'dayData');
    const today = shanghaiDay(Date.now());
    const cells = await tableCells(page);
    expect(cells[cells.length - 1]?.[0]).toBe(`${today} ${todayLabel(today, answer.updatedAt)}`);
    expect(cells.filter((row) => row[0]?.includes('今日'))).toHaveLength(1);
    await chartDrawn(page, '注册激活趋势');
    expect((await dashedStrokes(page, '注册激活趋势')).length).toBeGreaterThan(0);
    await expectTableHeight80vh(page);
    await screenshot(page, 'stats-today-registrations-1280');
    await scrollToTable(page);
    await screenshot(page, 'stats-today-registrations-table-1280');

    const records = await exportCsv(page);
    expect(records[records.length - 2]?.[0]).toBe(cells[cells.length - 1]?.[0]);
    expect(records[records.length - 1]?.[0]).toBe('总计');

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.waitForTimeout(500);
    await screenshot(page, 'stats-today-registrations-1440');
  });

  test('留存统计: a cell whose day is not over shows —, never 0%; the export leaves it empty', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const { answer } = await openStats(page, '/stats/retention', 'preserve');
    const today = shanghaiDay(Date.now());
    const cells = await tableCells(page);
    expect(cells).toHaveLength(7);
    expect(cells[6]?.[0]).toBe(`${today} ${todayLabel(today, answer.updatedAt)}`);
    const offsets = [1, 2, 3, 4, 5, 6, 7, 30];
    cells.forEach((row, index) => {
      const daysAgo = 6 - index;
      offsets.forEach((offset, column) => {
        const cell = row[column + 2] ?? '';
        // Cohort day + offset is over only when it is before today.
        if (offset >= daysAgo) expect(cell, `${row[0]} after ${offset} days`).toBe('—');
        else expect(cell, `${row[0]} after ${offset} days`).toMatch(/^[\d,]+( \d+\.\d%)?$/);
      });
    });
    // Yesterday's cohort: its first day (today) is still running.
    expect(cells[5]?.[2]).toBe('—');
    await chartDrawn(page, '留存率趋势');
    await screenshot(page, 'stats-today-retention-1280');
    await scrollToTable(page);
    await screenshot(page, 'stats-today-retention-table-1280');

    const [, ...records] = await exportCsv(page);
    records.forEach((record, index) => {
      expect(record[0]).toBe(cells[index]?.[0]);
      offsets.forEach((_, column) => {
        const shown = cells[index]?.[column + 2] ?? '';
        expect(record[column + 2]).toBe(shown === '—' ? '' : shown.split(' ')[0]?.replaceAll(',', ''));
      });
    });

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.waitForTimeout(500);
    await screenshot(page, 'stats-today-retention-1440');
  });

  test('实时数据 at 1280 and 1440: the hourly table fits', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openStats(page, '/stats/realtime', 'real');
    await expectTableFits(page);
    await chartDrawn(page, '今日每小时活跃用户');
    await screenshot(page, 'stats-today-realtime-1280');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.waitForTimeout(500);
    await expectTableFits(page);
    await screenshot(page, 'stats-today-realtime-1440');
  });

  test('clearing the date picker queries the default range (sd = ed = -1) and shows it again', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const today = shanghaiDay(Date.now());
    const from = addDays(today, -20);
    const to = addDays(today, -18);
    await openStats(page, `/stats/dau?sd=${dayStart(from)}&ed=${dayStart(to) + DAY - 1}`, 'DAUdata');
    await expect(tableRows(page)).toHaveCount(3);
    await expect(pickerStart(page)).toHaveValue(from);

    await page.locator('.ant-picker-range').hover();
    await page.locator('.ant-picker-range .ant-picker-clear').click();
    await expect(pickerStart(page)).toHaveValue('');
    await expect(pickerEnd(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    const answered = page.waitForResponse(isCall('DAUdata'));
    await page.getByRole('button', { name: buttonName('查询') }).click();
    const call = new URL((await answered).url());
    expect(call.searchParams.get('sd')).toBe('-1');
    expect(call.searchParams.get('ed')).toBe('-1');
    await expect(page).toHaveURL(/\/stats\/dau$/);
    await expect(tableRows(page)).toHaveCount(7);
    await expect(pickerStart(page)).toHaveValue(addDays(today, -6));
    await expect(pickerEnd(page)).toHaveValue(today);
    await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(0);
    expect((await tableCells(page))[6]?.[0]).toContain(`${today} 今日（截至 `);
  });

  test('a chart tooltip stays below the sticky page header', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openStats(page, '/stats/dau', 'DAUdata');
    await chartDrawn(page, '日活趋势');
    const header = page.locator('header.ant-layout-header');
    const headerBottom = await header.evaluate((element) => element.getBoundingClientRect().bottom);
    const chart = page.getByRole('img', { name: '日活趋势' });

    // Scroll until the chart's top 140 px are under the header; point at today near the foot of the plot.
    const before = await chart.evaluate((element) => element.getBoundingClientRect().top);
    await page.evaluate((by) => window.scrollBy(0, by), before - headerBottom + 140);
    const box = await chart.boundingBox();
    if (!box) throw new Error('no chart');
    expect(box.y).toBeLessThan(headerBottom - 100);
    // Inside the plot, just above the axis labels.
    await page.mouse.move(box.x + box.width - 40, box.y + box.height - 44, { steps: 4 });
    const tooltip = page.locator('.trend-chart-tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText('今日（截至 ');
    await expect(tooltip).toContainText('DAU');
    const tip = await tooltip.boundingBox();
    expect(tip?.y ?? -1, 'tooltip top below the header').toBeGreaterThanOrEqual(headerBottom - 0.5);
    await screenshot(page, 'stats-today-tooltip-1280');

    // Also when the pointer is at the top of what is left of the chart.
    await page.mouse.move(box.x + box.width / 2, headerBottom + 8);
    await page.waitForTimeout(200);
    const high = await tooltip.boundingBox();
    expect(high?.y ?? -1).toBeGreaterThanOrEqual(headerBottom - 0.5);
  });
});

test.describe('statistics in a browser far from Shanghai', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('the default range, today’s label and the update time are Shanghai’s', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const { answer } = await openStats(page, '/stats/dau', 'DAUdata');
    const today = shanghaiDay(Date.now());
    await expect(pickerEnd(page)).toHaveValue(today);
    await expect(pickerStart(page)).toHaveValue(addDays(today, -6));
    const cells = await tableCells(page);
    expect(cells[6]?.[0]).toBe(`${today} ${todayLabel(today, answer.updatedAt)}`);
    if (answer.updatedAt !== null) {
      const clock = new Date(answer.updatedAt + SHANGHAI_OFFSET).toISOString().slice(11, 19);
      await expect(page.getByText(`数据更新于 ${clock}`)).toBeVisible();
    }
  });
});
