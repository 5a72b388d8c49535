/** What a trend chart draws, independent of the chart library (which loads lazily). */
export interface TrendSeries {
  name: string;
  type: 'line' | 'bar';
  /** One value per category; null leaves a gap. */
  data: readonly (number | null)[];
}

export interface TrendChartSpec {
  /** Accessible description of the chart, e.g. 日活趋势. */
  label: string;
  categories: readonly string[];
  series: readonly TrendSeries[];
  /** `percent`: values are percentages (0–100). */
  unit?: 'count' | 'percent';
}

export const CHART_HEIGHT = 260;
