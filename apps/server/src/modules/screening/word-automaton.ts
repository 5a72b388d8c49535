/**
 * An Aho–Corasick automaton over UTF-16 code units, kept in typed arrays: a state is a number, its
 * transitions live in one open-addressing table keyed by (state, code unit), and each state keeps its
 * failure link, the word that ends in it and a link to the nearest state down its failure chain where
 * a word ends. Issue 13's budget is a rebuild of 20,000 words within 200 ms after an operator changes
 * one; a trie of a Map per state and a Set of words per state (@monyone/aho-corasick, used before) took
 * 58–160 ms to compile them, this takes 10–30 ms (docs/performance.md).
 */

/** One occurrence: the word's index in the list given, and where it is in the text (`end` exclusive). */
export interface WordHit {
  word: number;
  begin: number;
  end: number;
}

const NONE = -1;

/** Where the table keeps (state, code unit) → next state; its size is a power of two, at least twice the keys. */
class TransitionTable {
  private readonly states: Int32Array;
  private readonly codes: Uint16Array;
  private readonly targets: Int32Array;
  private readonly mask: number;

  constructor(maxKeys: number) {
    let size = 16;
    while (size < maxKeys * 2) size *= 2;
    this.states = new Int32Array(size).fill(NONE);
    this.codes = new Uint16Array(size);
    this.targets = new Int32Array(size);
    this.mask = size - 1;
  }

  private slot(state: number, code: number): number {
    return (Math.imul(state, 0x9e3779b1) ^ Math.imul(code + 1, 0x85ebca77)) & this.mask;
  }

  get(state: number, code: number): number {
    for (let i = this.slot(state, code); ; i = (i + 1) & this.mask) {
      const held = this.states[i];
      if (held === NONE) return NONE;
      if (held === state && this.codes[i] === code) return this.targets[i] ?? NONE;
    }
  }

  set(state: number, code: number, target: number): void {
    let i = this.slot(state, code);
    while (this.states[i] !== NONE) i = (i + 1) & this.mask;
    this.states[i] = state;
    this.codes[i] = code;
    this.targets[i] = target;
  }
}

/** States 1…count-1 ordered by depth (a counting sort: depths are at most the longest word's length). */
function statesByDepth(depth: Int32Array, count: number): Int32Array {
  let deepest = 0;
  for (let state = 1; state < count; state += 1) deepest = Math.max(deepest, depth[state] ?? 0);
  const starts = new Int32Array(deepest + 2);
  for (let state = 1; state < count; state += 1) {
    const slot = (depth[state] ?? 0) + 1;
    starts[slot] = (starts[slot] ?? 0) + 1;
  }
  for (let d = 1; d < starts.length; d += 1) starts[d] = (starts[d] ?? 0) + (starts[d - 1] ?? 0);
  const ordered = new Int32Array(Math.max(count - 1, 0));
  for (let state = 1; state < count; state += 1) {
    const d = depth[state] ?? 0;
    ordered[starts[d] ?? 0] = state;
    starts[d] = (starts[d] ?? 0) + 1;
  }
  return ordered;
}

export class WordAutomaton {
  private readonly next: TransitionTable;
  private readonly failure: Int32Array;
  /** The word ending in each state (NONE if none). */
  private readonly wordAt: Int32Array;
  /** The nearest state down the failure chain in which a word ends (NONE if none). */
  private readonly outputLink: Int32Array;
  private readonly lengths: Int32Array;

  /** `words` must be non-empty and distinct; hits refer to them by index. */
  constructor(words: readonly string[]) {
    let codeUnits = 0;
    for (const word of words) codeUnits += word.length;
    const capacity = codeUnits + 1;
    this.next = new TransitionTable(codeUnits);
    const parent = new Int32Array(capacity);
    const codeIn = new Uint16Array(capacity);
    const depth = new Int32Array(capacity);
    this.wordAt = new Int32Array(capacity).fill(NONE);
    this.lengths = Int32Array.from(words, (word) => word.length);

    let states = 1;
    words.forEach((word, index) => {
      let state = 0;
      for (let i = 0; i < word.length; i += 1) {
        const code = word.charCodeAt(i);
        let target = this.next.get(state, code);
        if (target === NONE) {
          target = states;
          states += 1;
          this.next.set(state, code, target);
          parent[target] = state;
          codeIn[target] = code;
          depth[target] = i + 1;
        }
        state = target;
      }
      this.wordAt[state] = index;
    });

    // Breadth first (states by depth): a state's failure link is shallower, so it is already known.
    const byDepth = statesByDepth(depth, states);
    this.failure = new Int32Array(states);
    this.outputLink = new Int32Array(states).fill(NONE);
    for (const state of byDepth) {
      const from = parent[state] ?? 0;
      const code = codeIn[state] ?? 0;
      let failure = 0;
      if (from !== 0) {
        let candidate = this.failure[from] ?? 0;
        while (candidate !== 0 && this.next.get(candidate, code) === NONE) candidate = this.failure[candidate] ?? 0;
        const target = this.next.get(candidate, code);
        failure = target === NONE ? 0 : target;
      }
      this.failure[state] = failure;
      this.outputLink[state] = (this.wordAt[failure] ?? NONE) !== NONE ? failure : (this.outputLink[failure] ?? NONE);
    }
  }

  /** Every occurrence of every word, overlapping ones included, by where it ends, then longest first. */
  matchAll(text: string): WordHit[] {
    const hits: WordHit[] = [];
    let state = 0;
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      let target = this.next.get(state, code);
      while (target === NONE && state !== 0) {
        state = this.failure[state] ?? 0;
        target = this.next.get(state, code);
      }
      state = target === NONE ? 0 : target;
      const end = i + 1;
      for (let at = (this.wordAt[state] ?? NONE) !== NONE ? state : (this.outputLink[state] ?? NONE); at !== NONE; at = this.outputLink[at] ?? NONE) {
        const word = this.wordAt[at] ?? 0;
        hits.push({ word, begin: end - (this.lengths[word] ?? 0), end });
      }
    }
    return hits;
  }
}
