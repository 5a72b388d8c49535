import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** Shanghai is UTC+8 all year (no daylight saving since 1991). */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Shanghai calendar day of an instant, `YYYY-MM-DD`. */
export function shanghaiDay(ms: number): string {
  return new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** Shanghai midnight of a day, and the last millisecond of it. */
export function shanghaiDayBounds(day: string): { sd: number; ed: number } {
  const sd = Date.parse(`${day}T00:00:00.000Z`) - SHANGHAI_OFFSET_MS;
  return { sd, ed: sd + DAY_MS - 1 };
}

/** The Shanghai day `days` before `day`. */
export function shanghaiDaysBefore(day: string, days: number): string {
  return shanghaiDay(shanghaiDayBounds(day).sd - days * DAY_MS);
}

/**
 * The next GET of a list API (its path exactly, e.g. `/manage/users`) whose query has every given value; start waiting
 * before the key press, await after.
 */
export function listRequest(page: Page, path: string, query: Record<string, string> = {}): Promise<Request> {
  return page.waitForRequest(
    (request) => {
      if (request.method() !== 'GET') return false;
      const url = new URL(request.url());
      return url.pathname === path && Object.entries(query).every(([key, value]) => url.searchParams.get(key) === value);
    },
    { timeout: 10_000 },
  );
}

/**
 * Every row of a list answer is drawn: a list appearing draws the rows in view first and the rest one render later
 * (apps/web/src/lib/progressive-list.ts), so a test that reads all the rows waits for as many as the answer holds.
 */
export async function expectAllRowsOf(request: Request, rows: Locator): Promise<void> {
  const response = await request.response();
  if (!response) throw new Error(`no answer to ${request.url()}`);
  const body = (await response.json()) as { items: unknown[] };
  await expect(rows).toHaveCount(body.items.length);
}

/** A query value of a sent request. */
export function queryOf(request: Request, key: string): string | null {
  return new URL(request.url()).searchParams.get(key);
}

/** Nothing on the page is wider than the window: no sideways scroll of the page or of a table. */
export async function expectNoOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const wide: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) wide.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const table of Array.from(document.querySelectorAll('.ant-table-content, .ant-table-body'))) {
      if (table.scrollWidth > table.clientWidth + 1) wide.push(`table ${table.scrollWidth} > ${table.clientWidth}`);
    }
    return wide;
  });
  expect(overflow).toEqual([]);
}

/** Types a range into an antd RangePicker (start, Enter, end, Enter), as an operator would, and waits until its panel has closed. */
export async function typeRange(page: Page, startPlaceholder: string, endPlaceholder: string, start: string, end: string): Promise<void> {
  const from = page.getByPlaceholder(startPlaceholder);
  await from.click();
  await from.fill(start);
  await from.press('Enter');
  const to = page.getByPlaceholder(endPlaceholder);
  await to.click();
  await to.fill(end);
  await to.press('Enter');
  await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toHaveCount(0);
}
