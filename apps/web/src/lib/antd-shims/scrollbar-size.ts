/**
 * Stands in for `@rc-component/util/es/getScrollBarSize` in the build (vite-scrollbar-size.ts), with the same exports.
 * The original measures again on every call that names an element: it reads the element's computed scrollbar styles,
 * inserts a style sheet for a probe, appends the probe and reads its size, so every antd Table mount (its layout
 * effect asks for its body's scrollbar) recalculated the styles of the whole page twice and laid it out in the middle
 * of the render (~30 ms of a first visit to 动态管理 on these machines, ADR 0018). The console styles no scrollbar of
 * its own, so every element has the document's scrollbar: measured when first asked, and again after the window's
 * size or zoom changes.
 */
interface ScrollBarSize {
  width: number;
  height: number;
}

let measured: ScrollBarSize | undefined;

// Browser zoom keeps a scrollbar's size on the screen, so its size in CSS pixels changes: measure again after one.
if (typeof window !== 'undefined') window.addEventListener('resize', () => (measured = undefined));

function measure(): ScrollBarSize {
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;top:0;left:0;width:100px;height:100px;overflow:scroll;visibility:hidden;pointer-events:none';
  document.body.appendChild(probe);
  const size = { width: probe.offsetWidth - probe.clientWidth, height: probe.offsetHeight - probe.clientHeight };
  probe.remove();
  return size;
}

function documentScrollBar(fresh = false): ScrollBarSize {
  if (fresh || measured === undefined) measured = measure();
  return measured;
}

export default function getScrollBarSize(fresh?: boolean): number {
  if (typeof document === 'undefined') return 0;
  return documentScrollBar(fresh).width;
}

export function getTargetScrollBarSize(target: HTMLElement): ScrollBarSize {
  if (typeof document === 'undefined' || !(target instanceof Element)) return { width: 0, height: 0 };
  return { ...documentScrollBar() };
}
