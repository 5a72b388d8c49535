import { describe, expect, it } from 'vitest';
import { backTarget, nextDetailState } from './detail-history';

describe('user detail history', () => {
  it('goes back to the list in one step however many tabs and pages were visited', () => {
    let location = { key: 'from-list', state: null as unknown };
    expect(backTarget(location)).toBe(-1);
    for (let steps = 1; steps <= 3; steps += 1) {
      location = { key: `step-${steps}`, state: nextDetailState(location) };
      expect(backTarget(location)).toBe(-(steps + 1));
    }
  });

  it('goes to the list when the page was the first entry of the browser tab, before and after moving within it', () => {
    const opened = { key: 'default', state: null };
    expect(backTarget(opened)).toBe('list');
    const moved = { key: 'next', state: nextDetailState(opened) };
    expect(backTarget(moved)).toBe('list');
    expect(backTarget({ key: 'later', state: nextDetailState(moved) })).toBe('list');
  });

  it('ignores a state it did not write', () => {
    expect(backTarget({ key: 'x', state: { detailSteps: -4, openedDirectly: false } })).toBe(-1);
    expect(backTarget({ key: 'x', state: 'junk' })).toBe(-1);
    expect(nextDetailState({ key: 'x', state: { detailSteps: 'a' } })).toEqual({ detailSteps: 1, openedDirectly: false });
  });
});
