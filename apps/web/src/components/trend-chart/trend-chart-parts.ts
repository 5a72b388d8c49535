/** Pure pieces of the ECharts option (no chart library here, so they are unit-tested without a canvas). */

type Values = readonly (number | null)[];

/**
 * A line whose last category is a day still running, as two lines: solid up to the day before, dashed from there to
 * the running day. Fewer than two points: nothing to dash.
 */
export function splitPartialLine(data: Values): { solid: (number | null)[]; dashed: (number | null)[] } | null {
  const last = data.length - 1;
  if (last < 1) return null;
  return {
    solid: data.map((value, index) => (index === last ? null : value)),
    dashed: data.map((value, index) => (index >= last - 1 ? value : null)),
  };
}

/** Gap between the pointer and the tooltip box. */
const POINTER_GAP = 16;

/**
 * Where the tooltip box goes, in chart coordinates: beside the pointer (right, or left when there is no room), below it
 * or above it, kept within the chart's width, and never above `minTop` (the bottom of the sticky page header, when the
 * chart is scrolled under it). When the visible part of the chart is too short, the box reaches below the chart rather
 * than into the header.
 */
export function tooltipPosition(
  [pointerX, pointerY]: readonly number[],
  [width, height]: readonly number[],
  [viewWidth, viewHeight]: readonly number[],
  minTop: number,
): [number, number] {
  const px = pointerX ?? 0;
  const py = pointerY ?? 0;
  const w = width ?? 0;
  const h = height ?? 0;
  const vw = viewWidth ?? 0;
  const vh = viewHeight ?? 0;
  let x = px + POINTER_GAP + w > vw ? px - POINTER_GAP - w : px + POINTER_GAP;
  x = Math.max(0, Math.min(x, vw - w));
  let y = py + POINTER_GAP + h > vh ? py - POINTER_GAP - h : py + POINTER_GAP;
  y = Math.min(y, vh - h);
  y = Math.max(y, 0, minTop);
  return [x, y];
}

/** How far the sticky page header reaches down into `element` (0 when it does not overlap it). */
export function headerOverlap(element: Element | null, header: Element | null = document.querySelector('.ant-layout-header')): number {
  if (!element || !header) return 0;
  return Math.max(0, header.getBoundingClientRect().bottom - element.getBoundingClientRect().top);
}

export interface TooltipEntry {
  seriesName: string;
  marker: string;
  value: unknown;
}

/**
 * One entry per series name: a line split at the running day is two series of one name; at their shared point both
 * carry the value, after it only the dashed one does.
 */
export function uniqueEntries<Entry extends TooltipEntry>(entries: readonly Entry[]): Entry[] {
  const byName = new Map<string, Entry>();
  for (const entry of entries) {
    const seen = byName.get(entry.seriesName);
    if (!seen || (typeof seen.value !== 'number' && typeof entry.value === 'number')) byName.set(entry.seriesName, entry);
  }
  return [...byName.values()];
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
