import { DATE_UNSET } from '@ops/contracts/limits';
import dayjs, { type Dayjs } from 'dayjs';
import { addDays, dayEndMs, dayStartMs, shanghaiIso, shanghaiToday, shanghaiWallClockMs, type Day } from './shanghai-day';

/** A picked range of whole days, as the antd RangePicker hands it over. */
export type DayRange = [Dayjs, Dayjs];

const PICKER_DAY_FORMAT = 'YYYY-MM-DD';

export interface EpochRange {
  sd: number;
  ed: number;
}

/*
 * Every date filter counts Asia/Shanghai days, as the statistics do, whatever the browser's time zone: a picker value's
 * own fields (year, month, date, time) are read as Shanghai's wall clock. `shanghaiPickerValue` and `shanghaiMsOf`
 * cross between that and instants; a day picker's value formatted as `YYYY-MM-DD` is the Shanghai day.
 */

/** The picker value showing the Shanghai day and time of an instant. */
export function shanghaiPickerValue(ms: number): Dayjs {
  const iso = shanghaiIso(ms);
  const [year = NaN, month = NaN, date = NaN, hour = NaN, minute = NaN, second = NaN, millisecond = NaN] = iso.split(/[-T:.]/).map(Number);
  return dayjs(new Date(year, month - 1, date, hour, minute, second, millisecond));
}

/** The instant a picker value names, its fields read as Shanghai's wall clock. */
export function shanghaiMsOf(value: Dayjs): number {
  return shanghaiWallClockMs(value.year(), value.month() + 1, value.date(), value.hour(), value.minute(), value.second(), value.millisecond());
}

/** The picker value of a Shanghai day (its midnight). */
export function dayPickerValue(day: Day): Dayjs {
  return shanghaiPickerValue(dayStartMs(day));
}

/** The last `days` Shanghai days, today included, as picker values (the first day's start to the last day's end). */
export function lastShanghaiDays(days: number, today: Day = shanghaiToday()): DayRange {
  return [dayPickerValue(addDays(today, -(days - 1))), shanghaiPickerValue(dayEndMs(today))];
}

const lastDays = (days: number) => (): DayRange => lastShanghaiDays(days);

/** The quick ranges of every date filter (spec 9), in Shanghai days; computed when picked, so a page left open overnight stays right. */
export const DATE_RANGE_PRESETS: { label: string; value: () => DayRange }[] = [
  { label: '今天', value: lastDays(1) },
  { label: '最近7天', value: lastDays(7) },
  { label: '最近30天', value: lastDays(30) },
];

/** Start of the first Shanghai day and end of the last one in ms; both -1 when no range is picked (spec 5). */
export function toEpochRange(range: readonly [Dayjs | null, Dayjs | null] | null | undefined): EpochRange {
  const [start, end] = range ?? [null, null];
  if (!start || !end) return { sd: DATE_UNSET, ed: DATE_UNSET };
  return { sd: dayStartMs(start.format(PICKER_DAY_FORMAT)), ed: dayEndMs(end.format(PICKER_DAY_FORMAT)) };
}

/** The picked moments to the second, read as Shanghai time (the end's whole second included); -1 when no range is picked. */
export function toMomentRange(range: readonly [Dayjs | null, Dayjs | null] | null | undefined): EpochRange {
  const [start, end] = range ?? [null, null];
  if (!start || !end) return { sd: DATE_UNSET, ed: DATE_UNSET };
  return { sd: shanghaiMsOf(start.startOf('second')), ed: shanghaiMsOf(end.endOf('second')) };
}

/** The picker value for `sd`/`ed` from the URL, in Shanghai time; null unless both are set. */
export function fromEpochRange({ sd, ed }: EpochRange): DayRange | null {
  if (sd < 0 || ed < 0 || ed < sd) return null;
  return [shanghaiPickerValue(sd), shanghaiPickerValue(ed)];
}

/** An `sd`/`ed` value from URL text: a non-negative integer, else -1. */
export function toEpochMs(value: string): number {
  if (!/^\d{1,16}$/.test(value)) return DATE_UNSET;
  return Number(value);
}

/** A list's `sd`/`ed` from URL text: both kept when both are times and in order, else neither (-1, -1). */
export function urlRange(url: { sd: string; ed: string }): { sd: number; ed: number } {
  const sd = toEpochMs(url.sd);
  const ed = toEpochMs(url.ed);
  const dated = sd !== DATE_UNSET && ed !== DATE_UNSET && sd <= ed;
  return dated ? { sd, ed } : { sd: DATE_UNSET, ed: DATE_UNSET };
}
