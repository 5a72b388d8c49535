import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Choosing from antd's drop-down lists as an operator would: open the list, click the entry. A click that lands while
 * the list is still sliding in can miss (a CI run once left a role unchanged and a cascader on its second column), so
 * each helper checks that the choice shows and, if it does not, opens the list and clicks again.
 */

const RETRY = { timeout: 30_000, intervals: [250, 500, 1_000] };
const STEP = { timeout: 3_000 };

/** The list shown now: a closed one can stay in the page without its `-hidden` class (seen after Escape). */
const openSelectList = (page: Page) => page.locator('.ant-select-dropdown').filter({ visible: true });
const openCascaderMenus = (page: Page) =>
  page.locator('.ant-cascader-dropdown').filter({ visible: true }).locator('.ant-cascader-menu');

/** The nearest ancestor of a field with the class (`ant-select`, `ant-cascader`: the root that shows the choice). */
const rootOf = (field: Locator, className: string) =>
  field.locator(`xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ${className} ")][1]`);

/**
 * The retry every helper shares: opens `list` (with `open`) unless it is shown, makes the choice (`pick`) and waits
 * for the field to show it (`shown`); all of it again while the choice does not show.
 */
async function chooseUntilShown(list: Locator, open: () => Promise<void>, pick: () => Promise<void>, shown: () => Promise<void>): Promise<void> {
  await expect(async () => {
    if ((await list.count()) === 0) await open();
    await pick();
    await shown();
  }).toPass(RETRY);
}

/**
 * Chooses the option of a Select whose text matches `option` and waits until the field shows `shown` (the option's
 * label, by default the option itself when it is a string).
 */
export async function chooseOption(page: Page, field: Locator, option: string | RegExp, shown: string | RegExp = option): Promise<void> {
  await chooseUntilShown(
    openSelectList(page),
    () => field.click(STEP),
    () => openSelectList(page).locator('.ant-select-item-option').filter({ hasText: option }).first().click(STEP),
    () => expect(rootOf(field, 'ant-select')).toContainText(shown, STEP),
  );
}

/**
 * Chooses a path of a hover-expanding Cascader (`['湖北省', '省直辖县级行政区划', '仙桃市']`): hovers each column's entry
 * and clicks the last (with `changeOnSelect`, a click on an entry that has children chooses it and closes the list).
 */
export async function chooseCascaderPath(page: Page, field: Locator, path: readonly string[]): Promise<void> {
  const last = path.at(-1);
  if (last === undefined) throw new Error('chooseCascaderPath: an empty path');
  await chooseUntilShown(
    openCascaderMenus(page),
    () => field.click(STEP),
    async () => {
      for (const [column, label] of path.entries()) {
        const entry = openCascaderMenus(page).nth(column).getByText(label, { exact: true });
        if (column < path.length - 1) await entry.hover(STEP);
        else await entry.click(STEP);
      }
    },
    () => expect(rootOf(field, 'ant-cascader')).toContainText(last, STEP),
  );
}

/**
 * Types `search` into a searchable Cascader and clicks the result whose text is `result` (`'浙江省 / 杭州市'`); the
 * field must then show the result's last level.
 */
export async function chooseCascaderSearchResult(page: Page, field: Locator, search: string, result: string): Promise<void> {
  const last = result.split(' / ').at(-1) ?? result;
  await chooseUntilShown(
    openCascaderMenus(page),
    () => field.fill(search, STEP),
    () => openCascaderMenus(page).locator('.ant-cascader-menu-item').filter({ hasText: result }).first().click(STEP),
    () => expect(rootOf(field, 'ant-cascader')).toContainText(last, STEP),
  );
}

/** Types `search` into an AutoComplete and clicks the suggestion `option`; the field must then hold it. */
export async function chooseSuggestion(page: Page, field: Locator, search: string, option: string): Promise<void> {
  await chooseUntilShown(
    openSelectList(page),
    () => field.fill(search, STEP),
    () => openSelectList(page).locator('.ant-select-item-option').filter({ hasText: option }).first().click(STEP),
    () => expect(field).toHaveValue(option, STEP),
  );
}
