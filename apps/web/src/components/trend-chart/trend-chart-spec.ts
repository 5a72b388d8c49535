/** What a trend chart draws, independent of the chart library (which loads lazily). */
export interface TrendSeries {
  name: string;
  type: 'line' | 'bar';
  /** One value per category; null leaves a gap. */
  data: readonly (number | null)[];
  /** Bars with the same stack name are drawn on top of each other. */
  stack?: string;
  /** A colour of its own (e.g. a status colour) instead of the next one of the palette. */
  color?: string;
}

export interface TrendChartSpec {
  /** Accessible description of the chart, e.g. 日活趋势. */
  label: string;
  categories: readonly string[];
  series: readonly TrendSeries[];
  /** `percent`: values are percentages (0–100). */
  unit?: 'count' | 'percent';
  /**
   * The last category is a day still running (e.g. `今日（截至 14:05）`, its label here): the lines reach it dashed, and the
   * axis and tooltip name it so, so its low figures do not read as a drop.
   */
  partialLast?: string;
}

export const CHART_HEIGHT = 260;
