import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import { DATE_RANGE_PRESETS, dayPickerValue, fromEpochRange, lastShanghaiDays, shanghaiMsOf, shanghaiPickerValue, toEpochRange, toMomentRange } from './date-range';
import { isFutureDay } from './day-range-rules';
import { formatClock, formatDateTime } from './format';

/** 2026-11-15 00:00 and 2026-11-21 23:59:59.999 in Asia/Shanghai. */
const NOV_15_START = Date.UTC(2026, 10, 14, 16);
const NOV_21_END = Date.UTC(2026, 10, 21, 16) - 1;
/** 2026-03-08 10:30:15 Shanghai: 2026-03-07 18:30:15 in Los Angeles, on the day its clocks go forward. */
const MARCH_8_MORNING = Date.UTC(2026, 2, 8, 2, 30, 15);

const ORIGINAL_TZ = process.env.TZ;
const ZONES = ['Asia/Shanghai', 'America/Los_Angeles', 'UTC', 'Pacific/Kiritimati'];

afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => {
  process.env.TZ = ORIGINAL_TZ;
});

describe.each(ZONES)('date filters in a browser set to %s', (zone) => {
  test('a picked range of days is sent as Shanghai day bounds', () => {
    process.env.TZ = zone;
    expect(toEpochRange([dayPickerValue('2026-11-15'), dayPickerValue('2026-11-21')])).toEqual({ sd: NOV_15_START, ed: NOV_21_END });
    // The end as the picker hands it over after a preset (its last millisecond) is the same day.
    expect(toEpochRange([dayPickerValue('2026-11-15'), dayPickerValue('2026-11-21').endOf('day')])).toEqual({ sd: NOV_15_START, ed: NOV_21_END });
    expect(toEpochRange(null)).toEqual({ sd: -1, ed: -1 });
  });

  test('the URL range refills the picker with the same Shanghai days', () => {
    process.env.TZ = zone;
    const range = fromEpochRange({ sd: NOV_15_START, ed: NOV_21_END });
    expect(range?.map((day) => day.format('YYYY-MM-DD'))).toEqual(['2026-11-15', '2026-11-21']);
    expect(range ? toEpochRange(range) : null).toEqual({ sd: NOV_15_START, ed: NOV_21_END });
    expect(fromEpochRange({ sd: -1, ed: -1 })).toBeNull();
  });

  test('a picked moment reads as Shanghai time, to the second', () => {
    process.env.TZ = zone;
    const shown = shanghaiPickerValue(MARCH_8_MORNING);
    expect(shown.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-08 10:30:15');
    expect(shanghaiMsOf(shown)).toBe(MARCH_8_MORNING);
    expect(toMomentRange([shown, shown])).toEqual({ sd: MARCH_8_MORNING, ed: MARCH_8_MORNING + 999 });
  });

  test('今天 and 最近7天 are Shanghai days, even when the browser’s date is another one', () => {
    process.env.TZ = zone;
    // 2026-11-21 20:00 UTC: already Sunday 22 in Shanghai, still Saturday 21 in Los Angeles.
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 21, 20), toFake: ['Date'] });
    const [today, week] = DATE_RANGE_PRESETS.map((preset) => toEpochRange(preset.value()));
    expect(today).toEqual({ sd: Date.UTC(2026, 10, 21, 16), ed: Date.UTC(2026, 10, 22, 16) - 1 });
    expect(week).toEqual({ sd: Date.UTC(2026, 10, 15, 16), ed: Date.UTC(2026, 10, 22, 16) - 1 });
    expect(lastShanghaiDays(7, '2026-11-21').map((day) => day.format('YYYY-MM-DD'))).toEqual(['2026-11-15', '2026-11-21']);
    expect(isFutureDay(dayPickerValue('2026-11-22'))).toBe(false);
    expect(isFutureDay(dayPickerValue('2026-11-23'))).toBe(true);
  });

  test('times are shown in Shanghai time', () => {
    process.env.TZ = zone;
    expect(formatDateTime(NOV_15_START)).toBe('2026-11-15 00:00:00');
    expect(formatDateTime(NOV_21_END)).toBe('2026-11-21 23:59:59');
    expect(formatClock(MARCH_8_MORNING)).toBe('10:30');
    expect(formatDateTime(null)).toBe('—');
  });
});
