import { describe, expect, it } from 'vitest';
import { QuickReviewQueue } from './quick-review-queue';

const item = (id: number, state = '3') => ({ id, state });
const ids = (queue: QuickReviewQueue<{ id: number; state: string }>) => queue.getSnapshot().cards.map((card) => card.item.id);

function queueOf(...cardIds: number[]) {
  let clock = 1_000;
  const queue = new QuickReviewQueue<{ id: number; state: string }>(() => clock);
  queue.merge(cardIds.map((id) => item(id)));
  queue.move(0);
  return { queue, tick: (ms: number) => (clock += ms) };
}

describe('快速审核 queue', () => {
  it('takes out exactly the focused card and focuses the next one, key after key, before any answer', () => {
    const { queue } = queueOf(1, 2, 3, 4);
    expect(queue.getSnapshot().activeId).toBe(1);
    expect(queue.takeActive()?.id).toBe(1);
    expect(queue.takeActive()?.id).toBe(2);
    expect(queue.getSnapshot().activeId).toBe(3);
    expect(ids(queue)).toEqual([3, 4]);
    expect(queue.getSnapshot().inFlight).toBe(2);
  });

  it('focuses the previous card after deciding the last one, and nothing once all are decided', () => {
    const { queue } = queueOf(1, 2);
    queue.move(1);
    expect(queue.takeActive()?.id).toBe(2);
    expect(queue.getSnapshot().activeId).toBe(1);
    expect(queue.takeActive()?.id).toBe(1);
    expect(queue.getSnapshot().activeId).toBeNull();
    expect(queue.takeActive()).toBeNull();
  });

  it('puts a refused card back in its place with the reason, without moving the focus', () => {
    const { queue } = queueOf(1, 2, 3, 4);
    queue.move(1);
    queue.takeActive();
    queue.takeActive();
    expect(queue.getSnapshot().activeId).toBe(4);
    queue.refuse(2, '已被 张三 处理', '5');
    expect(ids(queue)).toEqual([1, 2, 4]);
    expect(queue.getSnapshot().cards[1]).toEqual({ item: { id: 2, state: '5' }, refusal: '已被 张三 处理' });
    expect(queue.getSnapshot().activeId).toBe(4);
    expect(queue.getSnapshot().inFlight).toBe(1);
  });

  it('brings an undone card back where it was and focuses it', () => {
    const { queue } = queueOf(1, 2, 3);
    queue.takeActive();
    expect(queue.getSnapshot().inFlight).toBe(1);
    queue.confirm(1);
    expect(queue.getSnapshot().inFlight).toBe(0);
    queue.restore(1, item(1));
    expect(ids(queue)).toEqual([1, 2, 3]);
    expect(queue.getSnapshot().activeId).toBe(1);
  });

  it('merges a refetched page: shown cards keep their place, decided ones never come back, new ones are appended', () => {
    const { queue, tick } = queueOf(1, 2, 3, 4);
    queue.takeActive();
    queue.takeActive();
    tick(500);
    // The server still lists 2 (its decision is in flight) and has moved 5 and 6 up; 3 was decided elsewhere.
    queue.merge([item(2), item(4, '3'), item(5), item(6)]);
    expect(ids(queue)).toEqual([3, 4, 5, 6]);
    expect(queue.shownAt(4)).toBe(1_000);
    expect(queue.shownAt(5)).toBe(1_500);
    queue.move(2);
    queue.merge([item(5), item(6), item(7)]);
    expect(ids(queue)).toEqual([5, 6, 7]);
    expect(queue.getSnapshot().activeId).toBe(5);
  });

  it('keeps the focused card through a merge that no longer lists it, so a key press never lands elsewhere', () => {
    const { queue } = queueOf(1, 2, 3);
    queue.move(1);
    queue.merge([item(1), item(3)]);
    expect(ids(queue)).toEqual([1, 2, 3]);
    expect(queue.takeActive()?.id).toBe(2);
  });

  it('moves with j and k and says when a move would leave the cards', () => {
    const { queue } = queueOf(1, 2);
    expect(queue.move(-1)).toBe('before-first');
    expect(queue.move(1)).toBe('moved');
    expect(queue.move(1)).toBe('after-last');
    expect(queue.getSnapshot().activeId).toBe(2);
    queue.activate(1);
    expect(queue.getSnapshot().activeId).toBe(1);
  });

  it('tells subscribers of every change', () => {
    const { queue } = queueOf(1, 2);
    let calls = 0;
    const unsubscribe = queue.subscribe(() => (calls += 1));
    queue.takeActive();
    queue.confirm(1);
    unsubscribe();
    queue.move(0);
    expect(calls).toBe(2);
  });
});
