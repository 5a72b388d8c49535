import { DATE_UNSET } from '@ops/contracts/limits';
import dayjs, { type Dayjs } from 'dayjs';

/** A picked range of whole days, as the antd RangePicker hands it over. */
export type DayRange = [Dayjs, Dayjs];

export interface EpochRange {
  sd: number;
  ed: number;
}

const lastDays = (days: number) => (): DayRange => [dayjs().subtract(days - 1, 'day').startOf('day'), dayjs().endOf('day')];

/** The quick ranges of every date filter (spec 9); computed when picked, so a page left open overnight stays right. */
export const DATE_RANGE_PRESETS: { label: string; value: () => DayRange }[] = [
  { label: '今天', value: lastDays(1) },
  { label: '最近7天', value: lastDays(7) },
  { label: '最近30天', value: lastDays(30) },
];

/** Start of the first day and end of the last day in ms; both -1 when no range is picked (spec 5). */
export function toEpochRange(range: readonly [Dayjs | null, Dayjs | null] | null | undefined): EpochRange {
  const [start, end] = range ?? [null, null];
  if (!start || !end) return { sd: DATE_UNSET, ed: DATE_UNSET };
  return { sd: start.startOf('day').valueOf(), ed: end.endOf('day').valueOf() };
}

/** The picker value for `sd`/`ed` from the URL; null unless both are set. */
export function fromEpochRange({ sd, ed }: EpochRange): DayRange | null {
  if (sd < 0 || ed < 0 || ed < sd) return null;
  return [dayjs(sd), dayjs(ed)];
}

/** An `sd`/`ed` value from URL text: a non-negative integer, else -1. */
export function toEpochMs(value: string): number {
  if (!/^\d{1,16}$/.test(value)) return DATE_UNSET;
  return Number(value);
}
