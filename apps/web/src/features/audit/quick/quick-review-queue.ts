/**
 * The cards of 快速审核 (issue 15) and the keyboard cursor over them, kept outside React so that a key
 * press always acts on the card that is focused at that moment, even when several keys arrive before the
 * screen has re-rendered. A decided card leaves at once; the server's answer later confirms it, or puts
 * it back where it was with the reason. Pages fetched meanwhile are merged in without moving the cards
 * the operator is looking at.
 */
/** The moves a list asked for at `requestedAt` cannot count yet: in flight, or confirmed after it was asked for. */
export function movesUnseenBy(moves: readonly QueueMove[], requestedAt: number): QueueMove[] {
  return moves.filter((move) => move.confirmedAt === null || move.confirmedAt >= requestedAt);
}

export interface QueueItem {
  id: number;
  state: string;
}

export interface QueueCard<T extends QueueItem> {
  item: T;
  /** Why a decision on this card did not take effect (someone else decided first, a network error). */
  refusal: string | null;
}

export interface QueueSnapshot<T extends QueueItem> {
  cards: readonly QueueCard<T>[];
  activeId: number | null;
  /** Bumped whenever the cursor moves by a key or a decision: the focused card is then scrolled into view. */
  focusRevision: number;
  /** Decisions sent and not yet answered. */
  inFlight: number;
  moves: readonly QueueMove[];
}

type QueueDecisionState = 'sent' | 'done';

/** A state change of one card that the tab counts show before the list is read again. */
export interface QueueMove {
  id: number;
  from: string;
  to: string;
  /** When the server confirmed it; null while in flight. A list asked for after that already counts it. */
  confirmedAt: number | null;
}

interface Hidden<T extends QueueItem> {
  item: T;
  /** Neighbours when it left, to put it back in the same place. */
  previousId: number | null;
  nextId: number | null;
  index: number;
  state: QueueDecisionState;
}

export class QuickReviewQueue<T extends QueueItem> {
  private cards: QueueCard<T>[] = [];
  private activeId: number | null = null;
  private focusRevision = 0;
  private readonly hidden = new Map<number, Hidden<T>>();
  /** When each card was first on screen (epoch ms), sent with its decision for 审核效率. */
  private readonly firstShown = new Map<number, number>();
  private readonly listeners = new Set<() => void>();
  private moves: QueueMove[] = [];
  private snapshot: QueueSnapshot<T>;

  constructor(private readonly now: () => number = Date.now) {
    this.snapshot = this.build();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): QueueSnapshot<T> => this.snapshot;

  get active(): T | null {
    return this.cards.find((card) => card.item.id === this.activeId)?.item ?? null;
  }

  /** Cards still to decide on screen. */
  get remaining(): number {
    return this.cards.length;
  }

  shownAt(id: number): number | undefined {
    return this.firstShown.get(id);
  }

  /**
   * A page from the server: cards already shown keep their place (and take the server's newer data), cards
   * the server no longer lists leave unless focused or marked with a refusal, new ones are appended; cards
   * decided here are never shown again while their decision stands.
   */
  merge(items: readonly T[]): void {
    const fresh = new Map(items.map((item) => [item.id, item]));
    const kept = this.cards.flatMap((card): QueueCard<T>[] => {
      const item = fresh.get(card.item.id);
      if (item) return [{ item, refusal: card.refusal }];
      return card.item.id === this.activeId || card.refusal !== null ? [card] : [];
    });
    const present = new Set(kept.map((card) => card.item.id));
    const added = items.filter((item) => !present.has(item.id) && !this.hidden.has(item.id)).map((item) => ({ item, refusal: null }));
    this.cards = [...kept, ...added];
    const at = this.now();
    for (const card of this.cards) if (!this.firstShown.has(card.item.id)) this.firstShown.set(card.item.id, at);
    if (this.activeId !== null && !this.cards.some((card) => card.item.id === this.activeId)) this.activeId = this.cards[0]?.item.id ?? null;
    this.publish();
  }

  /** `j`/`k`: answers where the move would leave the cards instead, without moving. */
  move(delta: number): 'moved' | 'before-first' | 'after-last' {
    if (this.cards.length === 0) return 'moved';
    const index = this.indexOf(this.activeId);
    const target = index < 0 ? 0 : index + delta;
    if (target < 0) return 'before-first';
    if (target >= this.cards.length) return 'after-last';
    this.focus(this.cards[target]?.item.id ?? null);
    return 'moved';
  }

  /** The operator clicked or tabbed into a card: the cursor follows without scrolling. */
  activate(id: number): void {
    if (id === this.activeId || this.indexOf(id) < 0) return;
    this.activeId = id;
    this.publish();
  }

  /**
   * Takes the focused card out for a decision and focuses the next one (or the previous one at the end).
   * Null when no card is focused: the cursor is then placed on the first card.
   */
  takeActive(): T | null {
    if (this.indexOf(this.activeId) < 0) {
      if (this.cards.length > 0) this.focus(this.cards[0]?.item.id ?? null);
      return null;
    }
    return this.take(this.activeId ?? 0);
  }

  /** Takes out the card `id` for a decision (e.g. once a takeover was confirmed); the focus moves on if it was there. */
  take(id: number): T | null {
    const index = this.indexOf(id);
    const card = this.cards[index];
    if (!card) return null;
    const wasActive = id === this.activeId;
    this.hidden.set(card.item.id, {
      item: card.item,
      previousId: this.cards[index - 1]?.item.id ?? null,
      nextId: this.cards[index + 1]?.item.id ?? null,
      index,
      state: 'sent',
    });
    this.cards.splice(index, 1);
    if (wasActive) {
      this.activeId = (this.cards[index] ?? this.cards[index - 1])?.item.id ?? null;
      this.focusRevision += 1;
    }
    this.publish();
    return card.item;
  }

  /** The server decided it: it stays out. */
  confirm(id: number): void {
    const entry = this.hidden.get(id);
    if (!entry) return;
    entry.state = 'done';
    this.publish();
  }

  /** The server refused it: back in its place with the reason (and the state the server reported), focus unchanged. */
  refuse(id: number, reason: string, state?: string): void {
    const entry = this.hidden.get(id);
    if (!entry) return;
    const item = state === undefined ? entry.item : { ...entry.item, state };
    this.putBack(id, entry, { item, refusal: reason });
  }

  /** Undone: back in its place as `item` (pending again), focused. */
  restore(id: number, item: T): void {
    const entry = this.hidden.get(id);
    if (!entry) return;
    this.putBack(id, entry, { item, refusal: null });
    this.focus(id);
  }

  /** A change the counts show at once: `confirmedAt` null while the server has not answered. */
  addMove(move: QueueMove): void {
    this.moves = [...this.moves, move];
    this.publish();
  }

  /** The server answered the move of `id` in flight: taken (counts keep it) or refused (counts drop it). */
  settleMove(id: number, landed: boolean): void {
    const at = this.now();
    this.moves = landed
      ? this.moves.map((move) => (move.id === id && move.confirmedAt === null ? { ...move, confirmedAt: at } : move))
      : this.moves.filter((move) => move.id !== id || move.confirmedAt !== null);
    this.publish();
  }

  private putBack(id: number, entry: Hidden<T>, card: QueueCard<T>): void {
    this.hidden.delete(id);
    const afterPrevious = entry.previousId === null ? -1 : this.indexOf(entry.previousId);
    const beforeNext = entry.nextId === null ? -1 : this.indexOf(entry.nextId);
    let at: number;
    if (afterPrevious >= 0) at = afterPrevious + 1;
    else if (beforeNext >= 0) at = beforeNext;
    else at = Math.min(entry.index, this.cards.length);
    this.cards.splice(at, 0, card);
    if (this.activeId === null) this.activeId = id;
    this.publish();
  }

  private focus(id: number | null): void {
    this.activeId = id;
    this.focusRevision += 1;
    this.publish();
  }

  private indexOf(id: number | null): number {
    return id === null ? -1 : this.cards.findIndex((card) => card.item.id === id);
  }

  private build(): QueueSnapshot<T> {
    let inFlight = 0;
    for (const entry of this.hidden.values()) if (entry.state === 'sent') inFlight += 1;
    return { cards: [...this.cards], activeId: this.activeId, focusRevision: this.focusRevision, inFlight, moves: this.moves };
  }

  private publish(): void {
    this.snapshot = this.build();
    for (const listener of this.listeners) listener();
  }
}
