import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import type { DayRange } from './date-range';
import { shanghaiToday } from './shanghai-day';

/** How the daily reports write a day, in the URL and in their requests. */
export const DAY_FORMAT = 'YYYY-MM-DD';

/** The rules of a required day range that may span at most what `isTooLong` allows (its message is `tooLongMessage`). */
export function dayRangeRules(isTooLong: (from: string, to: string) => boolean, tooLongMessage: string): FormRule[] {
  return [
    { required: true, message: '请选择日期范围' },
    {
      validator: (_rule, value: DayRange | null | undefined) =>
        value && isTooLong(value[0].format(DAY_FORMAT), value[1].format(DAY_FORMAT)) ? Promise.reject(new Error(tooLongMessage)) : Promise.resolve(),
    },
  ];
}

/** Days after today (the Shanghai day, whatever the browser's time zone) cannot be picked: nothing has happened on them yet. */
export const isFutureDay = (day: Dayjs) => day.format(DAY_FORMAT) > shanghaiToday();
