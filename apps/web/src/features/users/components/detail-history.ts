import type { Location } from 'react-router';

/**
 * What the user detail page keeps with each history entry it pushes (a tab or a page of a record table), so that
 * 返回 can leave the page in one step however far the operator moved within it.
 */
export interface DetailSteps {
  /** Entries the page pushed on top of the one it was opened with. */
  detailSteps: number;
  /** The page was the first entry of the browser tab (a shared link or a reload of one): 返回 goes to the list. */
  openedDirectly: boolean;
}

function stepsOf(state: unknown): DetailSteps | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { detailSteps, openedDirectly } = state as Partial<DetailSteps>;
  if (typeof detailSteps !== 'number' || !Number.isInteger(detailSteps) || detailSteps < 0 || typeof openedDirectly !== 'boolean') return undefined;
  return { detailSteps, openedDirectly };
}

/** The state of the entry pushed next from `location`: one step further into the page. */
export function nextDetailState(location: Pick<Location, 'key' | 'state'>): DetailSteps {
  const current = stepsOf(location.state);
  return current ? { ...current, detailSteps: current.detailSteps + 1 } : { detailSteps: 1, openedDirectly: location.key === 'default' };
}

/** Where 返回 goes from `location`: the list when the page was opened directly, else back past every entry it pushed. */
export function backTarget(location: Pick<Location, 'key' | 'state'>): 'list' | number {
  const current = stepsOf(location.state);
  const openedDirectly = current ? current.openedDirectly : location.key === 'default';
  return openedDirectly ? 'list' : -((current?.detailSteps ?? 0) + 1);
}
