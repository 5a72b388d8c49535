import type { MessageArgsProps } from 'antd';
import type { Key } from 'react';

/** What a slot needs of antd's message API (`App.useApp().message`). */
export interface MessageApi {
  open: (args: MessageArgsProps) => unknown;
  destroy: (key?: Key) => void;
}

/** The message a slot put up; `close` acts on it only while it is still the one shown. */
export interface SlotMessage {
  readonly key: string;
}

/**
 * One message at a time for a flow (a decision's 按 z 撤销, then 正在撤销, then 已撤销): each new one closes the one
 * before and opens under a key of its own. Reusing one key for all of them fails in two ways in antd 6: a notice
 * updated with the same duration keeps the first one's timer (it is reset only when the duration changes), and
 * one closed and reopened under the same key while it animates out can vanish with the old one, as 已撤销 once
 * did in CI. A fresh key per message is a fresh notice with a fresh timer.
 */
export class MessageSlot {
  private serial = 0;
  private current: string | null = null;

  constructor(
    private readonly api: MessageApi,
    private readonly prefix: string,
  ) {}

  /** Puts `args` up in place of whatever this slot shows. */
  show(args: Omit<MessageArgsProps, 'key'>): SlotMessage {
    if (this.current !== null) this.api.destroy(this.current);
    this.serial += 1;
    const key = `${this.prefix}-${this.serial}`;
    this.current = key;
    this.api.open({ ...args, key });
    return { key };
  }

  /** Whether `message` is still the one shown (nothing newer replaced it, nobody closed it). */
  isShowing(message: SlotMessage): boolean {
    return this.current === message.key;
  }

  /** Closes `message` if it is still the one shown; a newer message stays. */
  close(message: SlotMessage): void {
    if (!this.isShowing(message)) return;
    this.api.destroy(message.key);
    this.current = null;
  }

  /** Closes whatever this slot shows. */
  clear(): void {
    if (this.current !== null) this.api.destroy(this.current);
    this.current = null;
  }
}
