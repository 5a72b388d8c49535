import type { MessageArgsProps } from 'antd';
import type { Key } from 'react';
import { describe, expect, it } from 'vitest';
import { type MessageApi, MessageSlot } from './message-slot';

/** antd's message list as the operator sees it: what is open, by key. */
function messageList() {
  const open = new Map<Key, MessageArgsProps>();
  const api: MessageApi = {
    open: (args) => open.set(args.key ?? 'unkeyed', args),
    destroy: (key) => (key === undefined ? open.clear() : open.delete(key)),
  };
  return { api, shown: () => [...open.values()].map((args) => args.content) };
}

describe('MessageSlot', () => {
  it('shows one message at a time, each under a key never used before', () => {
    const list = messageList();
    const keys: unknown[] = [];
    const api: MessageApi = { ...list.api, open: (args) => (keys.push(args.key), list.api.open(args)) };
    const slot = new MessageSlot(api, 'undo');
    slot.show({ type: 'success', content: '已通过：动态 1（按 z 撤销）' });
    slot.show({ type: 'loading', content: '正在撤销：动态 1…' });
    slot.show({ type: 'success', content: '已撤销，动态 1 恢复为待审核' });
    expect(list.shown()).toEqual(['已撤销，动态 1 恢复为待审核']);
    expect(new Set(keys).size).toBe(3);
  });

  it('closes a message only while it is still the one shown', () => {
    const list = messageList();
    const slot = new MessageSlot(list.api, 'undo');
    const undoing = slot.show({ type: 'loading', content: '正在撤销：动态 1…' });
    slot.show({ type: 'success', content: '已通过：动态 2（按 z 撤销）' });
    slot.close(undoing);
    expect(list.shown()).toEqual(['已通过：动态 2（按 z 撤销）']);
    expect(slot.isShowing(undoing)).toBe(false);
  });

  it('closes what it shows on clear, and nothing of other flows', () => {
    const list = messageList();
    list.api.open({ key: 'other', content: '已保存' });
    const slot = new MessageSlot(list.api, 'undo');
    const decided = slot.show({ type: 'success', content: '已拒绝：视频 3' });
    slot.clear();
    expect(list.shown()).toEqual(['已保存']);
    slot.close(decided);
    expect(list.shown()).toEqual(['已保存']);
  });
});
