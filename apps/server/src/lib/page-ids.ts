/**
 * Deep pages without dragging whole rows through OFFSET: a list first picks the ids of its page
 * (an index-only walk of the index that matches its order), then loads those few rows. This puts
 * the rows back in the page's order.
 */
export function inPageOrder<Row extends { id: number }>(ids: readonly number[], rows: readonly Row[]): Row[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return [...rows].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}
