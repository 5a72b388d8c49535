/**
 * Issue 16's first-impression budgets, in Debian's Chromium (playwright-core) against the real server on a fresh
 * embedded database with the demo data (what `npm start` serves), over loopback with no throttling. Every sample
 * is a new browser context: an empty cache and no cookies, as a browser that never saw the console.
 *
 * - login page interactive: from the navigation's start to the moment the login form is in the page (React draws
 *   it with its handlers attached, so a click or key works from then on);
 * - login → first row: from the form's submit event to the first row of the user list (`?redirect=/manage-users`);
 * - list switch: from the click on a menu entry to the first row (or review card) of the page it opens, for every
 *   list page in turn, the first visit and the next, once the console has loaded (its idle prefetch done);
 * - bytes: what the browser received (compressed, headers included: CDP's encodedDataLength) for the login route,
 *   and for the login route plus the first screen after login (工作台, where a login lands), counted when the
 *   first screen is drawn, before the console's idle prefetch of the other pages (reported apart); and for the
 *   user list for comparison.
 *
 * Times are taken inside the page (`performance.now()` at the event and at the frame that shows the result), so
 * the test driver's own round trips are not counted.
 */
import { ensureWebBuild } from './web-build.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { ROUTES } from '../../packages/contracts/src/paths.ts';
import { type LatencySummary, summarize } from '../accounts-run.ts';
import { log } from '../bench-database.ts';
import { startServer } from '../server-process.ts';

export const COLD_LOAD_BUDGET = {
  loginInteractiveMs: 800,
  loginToFirstRowMs: 1_000,
  listSwitchMs: 300,
  loginRouteKb: 150,
  firstScreenKb: 280,
} as const;

export interface TransferBudget {
  kb: number;
  budgetKb: number | null;
  pass: boolean;
}

export interface ColdLoadResults {
  loginInteractive: LatencySummary;
  loginToFirstRow: LatencySummary;
  listSwitch: LatencySummary & { firstVisit: LatencySummary; revisit: LatencySummary; pages: Record<string, number[]> };
  bytes: {
    loginRoute: TransferBudget;
    /** A fresh browser: the login route, the login, and the 工作台 it lands on. */
    firstScreen: TransferBudget;
    /** What the login and the 工作台 add to the login route. */
    afterLogin: TransferBudget;
    /** Everything, once the console has also loaded the other pages' code in the background (no budget). */
    withIdlePrefetch: TransferBudget;
    /** A fresh browser: the login route, the login, and the user list. */
    userList: TransferBudget;
  };
}

/** The rows (or review cards) a list page shows its data in. */
const ROW_SELECTOR = '.ant-table-tbody tr.ant-table-row, [data-testid="audit-card"]';

/**
 * Runs before the page's own code, in every document: records when the login form first appears, when the form is
 * submitted, when a menu entry is clicked, and when a new data row appears after either.
 */
const PAGE_CLOCK = `(() => {
  const clock = { loginShownAt: null, submittedAt: null, clickedAt: null, firstRowAt: null };
  window.benchClock = clock;
  const ROWS = ${JSON.stringify(ROW_SELECTOR)};
  new MutationObserver((records) => {
    if (clock.loginShownAt === null && document.getElementById('login-username')) clock.loginShownAt = performance.now();
    if (clock.firstRowAt !== null || (clock.submittedAt === null && clock.clickedAt === null)) return;
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        if (node.matches(ROWS) || node.querySelector(ROWS)) {
          const seenAt = performance.now();
          requestAnimationFrame(() => { if (clock.firstRowAt === null) clock.firstRowAt = Math.max(seenAt, performance.now()); });
          return;
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener('submit', (event) => { clock.submittedAt = event.timeStamp; clock.firstRowAt = null; }, true);
  document.addEventListener('click', (event) => {
    if (event.target.closest && event.target.closest('.ant-menu-item')) { clock.clickedAt = event.timeStamp; clock.firstRowAt = null; }
  }, true);
})()`;

interface PageClock {
  loginShownAt: number | null;
  submittedAt: number | null;
  clickedAt: number | null;
  firstRowAt: number | null;
}

const readClock = (page: Page) => page.evaluate('window.benchClock') as Promise<PageClock>;

/** Counts the bytes the browser receives (compressed, as sent) from the moment it is attached. */
async function countBytes(context: BrowserContext, page: Page): Promise<{ total: () => number }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let total = 0;
  cdp.on('Network.loadingFinished', (event) => (total += event.encodedDataLength));
  return { total: () => total };
}

async function newColdPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await context.addInitScript(PAGE_CLOCK);
  return { context, page: await context.newPage() };
}

async function waitForClock(page: Page, field: keyof PageClock): Promise<number> {
  // A function, not a string: the console's CSP forbids evaluating strings in the page.
  await page.waitForFunction(
    (name) => {
      const value = (globalThis as unknown as { benchClock?: Record<string, number | null> }).benchClock?.[name];
      return typeof value === 'number';
    },
    field,
    { timeout: 30_000 },
  );
  return (await readClock(page))[field] ?? Number.NaN;
}

async function submitLogin(page: Page): Promise<void> {
  await page.locator('#login-username').fill('admin');
  await page.locator('#login-password').fill('admin123');
  await page.keyboard.press('Enter');
}

/** The network is quiet: nothing the page asked for is still arriving. */
const settle = (page: Page) => page.waitForLoadState('networkidle');

/** After the first screen is drawn, before the console's idle prefetch starts (apps/web/src/app/prefetch-route.ts: 1.5 s). */
const FIRST_SCREEN_TAIL_MS = 400;
const IDLE_PREFETCH_DELAY_MS = 1_500;

/** The console loads the other pages' code once it has been idle for a moment; wait until that has arrived. */
async function waitForIdlePrefetch(page: Page): Promise<void> {
  await page.waitForTimeout(IDLE_PREFETCH_DELAY_MS + 500);
  await settle(page);
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function transfer(bytes: number, budgetKb: number | null): TransferBudget {
  return { kb: kb(bytes), budgetKb, pass: budgetKb === null || kb(bytes) <= budgetKb };
}

/** The menu entries of the list pages, in the order the switches visit them (each one from the one before). */
const LIST_PAGES = [
  { title: '动态管理', path: ROUTES.posts },
  { title: '操作日志', path: ROUTES.logs },
  { title: '图文审核', path: ROUTES.imageAudit },
  { title: '视频审核', path: ROUTES.videoAudit },
  { title: '用户管理', path: ROUTES.users },
] as const;

async function switchTo(page: Page, title: string, target: string): Promise<number> {
  await page.locator('.ant-layout-sider .ant-menu-item').filter({ hasText: title }).click();
  await page.waitForURL((url) => url.pathname === target);
  const firstRowAt = await waitForClock(page, 'firstRowAt');
  const { clickedAt } = await readClock(page);
  await settle(page);
  return firstRowAt - (clickedAt ?? Number.NaN);
}

export async function runColdLoad(options: { port: number; samples: number }): Promise<ColdLoadResults> {
  ensureWebBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ops-bench-cold-'));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', DEMO_APP_INTERVAL_SECONDS: '3600' }, options.port);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const interactive: number[] = [];
  const toFirstRow: number[] = [];
  const firstVisit: number[] = [];
  const revisit: number[] = [];
  const pages: Record<string, number[]> = {};
  const bytes = { loginRoute: [] as number[], firstScreen: [] as number[], withPrefetch: [] as number[], userList: [] as number[] };
  try {
    // One untimed round first, so the server's own first-request costs (its file list, the database's caches) are not counted.
    for (let round = -1; round < options.samples; round += 1) {
      const timed = round >= 0;
      // The login route, then the login landing on 工作台 (the page after login).
      {
        const { context, page } = await newColdPage(browser);
        const counter = await countBytes(context, page);
        await page.goto(`${server.baseUrl}${ROUTES.login}`);
        const shownAt = await waitForClock(page, 'loginShownAt');
        await settle(page);
        const loginBytes = counter.total();
        await submitLogin(page);
        await page.waitForURL((url) => url.pathname === ROUTES.workbench);
        await page.locator('a[data-testid^="tile-"]').first().waitFor();
        // The first screen is drawn; what it still has in flight (its last icons) lands well within this.
        await page.waitForTimeout(FIRST_SCREEN_TAIL_MS);
        const firstScreenBytes = counter.total();
        await waitForIdlePrefetch(page);
        if (timed) {
          interactive.push(shownAt);
          bytes.loginRoute.push(loginBytes);
          bytes.firstScreen.push(firstScreenBytes);
          bytes.withPrefetch.push(counter.total());
        }
        await context.close();
      }
      // The login straight to the user list, then every list page in turn, twice.
      {
        const { context, page } = await newColdPage(browser);
        const counter = await countBytes(context, page);
        await page.goto(`${server.baseUrl}${ROUTES.login}?redirect=${encodeURIComponent(ROUTES.users)}`);
        await waitForClock(page, 'loginShownAt');
        await settle(page);
        await submitLogin(page);
        const firstRowAt = await waitForClock(page, 'firstRowAt');
        const { submittedAt } = await readClock(page);
        await settle(page);
        if (timed) {
          toFirstRow.push(firstRowAt - (submittedAt ?? Number.NaN));
          bytes.userList.push(counter.total());
        }
        // "Once loaded": the console has fetched the other pages' code in the background, as it does for an operator
        // who looks at the first page for a moment.
        await waitForIdlePrefetch(page);
        for (const visit of [firstVisit, revisit]) {
          for (const { title, path: target } of LIST_PAGES) {
            const ms = await switchTo(page, title, target);
            if (!timed) continue;
            visit.push(ms);
            (pages[title] ??= []).push(Math.round(ms * 10) / 10);
          }
        }
        await context.close();
      }
      if (timed) log(`cold load ${round + 1}/${options.samples}: login interactive ${Math.round(interactive.at(-1) ?? 0)} ms, login → first row ${Math.round(toFirstRow.at(-1) ?? 0)} ms`);
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const loginRouteBytes = median(bytes.loginRoute);
  const firstScreenBytes = median(bytes.firstScreen);
  return {
    loginInteractive: summarize(interactive, COLD_LOAD_BUDGET.loginInteractiveMs),
    loginToFirstRow: summarize(toFirstRow, COLD_LOAD_BUDGET.loginToFirstRowMs),
    listSwitch: {
      ...summarize([...firstVisit, ...revisit], COLD_LOAD_BUDGET.listSwitchMs),
      firstVisit: summarize(firstVisit, COLD_LOAD_BUDGET.listSwitchMs),
      revisit: summarize(revisit, COLD_LOAD_BUDGET.listSwitchMs),
      pages,
    },
    bytes: {
      loginRoute: transfer(loginRouteBytes, COLD_LOAD_BUDGET.loginRouteKb),
      firstScreen: transfer(firstScreenBytes, COLD_LOAD_BUDGET.firstScreenKb),
      afterLogin: transfer(firstScreenBytes - loginRouteBytes, null),
      withIdlePrefetch: transfer(median(bytes.withPrefetch), null),
      userList: transfer(median(bytes.userList), null),
    },
  };
}

const mark = (pass: boolean) => (pass ? 'pass' : '**FAIL**');

export function coldLoadTable(r: ColdLoadResults): string[] {
  const row = (name: string, s: LatencySummary) => `| ${name} | ${s.samples} | ${s.p50Ms} | ${s.p95Ms} | ${s.maxMs} | ≤ ${s.budgetMs} ms | ${mark(s.pass)} |`;
  const bytesRow = (name: string, b: TransferBudget) => `| ${name} | ${b.kb} KB | ${b.budgetKb === null ? '—' : `≤ ${b.budgetKb} KB`} | ${b.budgetKb === null ? '—' : mark(b.pass)} |`;
  return [
    '| cold load (fresh browser context, Chromium, loopback) | samples | p50 ms | p95 ms | max ms | budget (p95) | result |',
    '|---|---:|---:|---:|---:|---:|---|',
    row('login page interactive (navigation → form drawn)', r.loginInteractive),
    row('login submit → first row of the user list', r.loginToFirstRow),
    row('list page switch → first row (all)', r.listSwitch),
    row('… first visit of the page', r.listSwitch.firstVisit),
    row('… next visits', r.listSwitch.revisit),
    '',
    '| transferred (compressed, headers included; median) | size | budget | result |',
    '|---|---:|---:|---|',
    bytesRow('login route', r.bytes.loginRoute),
    bytesRow('login route + login + first screen (工作台)', r.bytes.firstScreen),
    bytesRow('… of which after the login', r.bytes.afterLogin),
    bytesRow('… then the idle prefetch of the other pages\' code (1.5 s later)', r.bytes.withIdlePrefetch),
    bytesRow('login route + login + 用户管理 (for comparison)', r.bytes.userList),
  ];
}

export function coldLoadPass(r: ColdLoadResults): boolean {
  return r.loginInteractive.pass && r.loginToFirstRow.pass && r.listSwitch.pass && r.bytes.loginRoute.pass && r.bytes.firstScreen.pass;
}
