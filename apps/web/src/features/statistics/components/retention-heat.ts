/** Share of the cohort that came back (0–1); null for a day not reached yet or an empty cohort. */
export function retentionRate(count: number | null, enrollment: number): number | null {
  if (count === null || enrollment <= 0) return null;
  return count / enrollment;
}

/** `0.3428…` → `34.3%`. */
export function formatRate(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

/** The rate in percent with one decimal, for the chart; null stays a gap. */
export function ratePercent(rate: number | null): number | null {
  return rate === null ? null : Math.round(rate * 1000) / 10;
}

const MIN_ALPHA = 0.06;
const MAX_ALPHA = 0.7;
/** From here on the cell is dark enough that white text reads better. */
const LIGHT_TEXT_FROM = 0.6;

/** How strongly a cell is tinted: the rate itself, kept within 0–1. */
export function heatIntensity(rate: number): number {
  if (!Number.isFinite(rate)) return 0;
  return Math.min(1, Math.max(0, rate));
}

/** `#5b4ae3` → `[91, 74, 227]`. */
function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export interface HeatStyle {
  background: string;
  color?: string;
}

/** The theme colour at an alpha that follows the rate; white text on the darkest cells. */
export function heatStyle(rate: number, hex: string): HeatStyle {
  const intensity = heatIntensity(rate);
  const alpha = MIN_ALPHA + (MAX_ALPHA - MIN_ALPHA) * intensity;
  const [red, green, blue] = rgbOf(hex);
  const background = `rgba(${red}, ${green}, ${blue}, ${alpha.toFixed(3)})`;
  return intensity >= LIGHT_TEXT_FROM ? { background, color: '#ffffff' } : { background };
}
