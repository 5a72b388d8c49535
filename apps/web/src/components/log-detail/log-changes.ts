import { fieldLabel, formatField } from './log-fields';

export interface LogChangeRow {
  /** The flattened path (`freeze.status`); `''` when the whole value is one scalar. */
  key: string;
  label: string;
  before: string;
  after: string;
  /**
   * The operation recorded this field after the change and it reads differently from before. A field recorded only
   * before (a deleted post's snapshot) is context, not a change.
   */
  changed: boolean;
}

/** The fields an operator looks for first, in this order, among the changed ones. */
const PRIORITY = ['userStatus', 'state', 'topState', 'deleted'];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Nested objects flattened to `a.b.c` paths, in their order. Lists stay whole (one value); null stays (a recorded
 * "nothing"), so it can be told apart from a field that was not recorded at all. A value that is not an object is one
 * entry at path `''`; null or undefined at the root gives no entries.
 */
export function flattenRecord(value: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (value === null || value === undefined) return entries;
  if (!isPlainObject(value)) {
    entries.set(prefix, value);
    return entries;
  }
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(child)) for (const [nested, leaf] of flattenRecord(child, path)) entries.set(nested, leaf);
    else entries.set(path, child);
  }
  return entries;
}

const depth = (key: string) => key.split('.').length;
const priority = (key: string) => {
  const index = PRIORITY.indexOf(key);
  return index === -1 ? PRIORITY.length : index;
};

/**
 * One row per field found on either side, as text (a missing side is `—`). Changed rows come first — the status-like
 * fields leading, then top-level before nested — and the others after; otherwise the recorded order is kept.
 */
export function diffRecords(before: unknown, after: unknown): LogChangeRow[] {
  const beforeEntries = flattenRecord(before);
  const afterEntries = flattenRecord(after);
  const keys = [...new Set([...beforeEntries.keys(), ...afterEntries.keys()])];
  const rows = keys.map((key, order) => {
    const beforeText = formatField(key, beforeEntries.get(key));
    const afterText = formatField(key, afterEntries.get(key));
    const changed = afterEntries.has(key) && beforeText !== afterText;
    return { order, row: { key, label: fieldLabel(key), before: beforeText, after: afterText, changed } };
  });
  rows.sort(
    (a, b) =>
      Number(b.row.changed) - Number(a.row.changed) ||
      priority(a.row.key) - priority(b.row.key) ||
      depth(a.row.key) - depth(b.row.key) ||
      a.order - b.order,
  );
  return rows.map((entry) => entry.row);
}
