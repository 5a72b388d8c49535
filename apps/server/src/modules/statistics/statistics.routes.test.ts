import { API } from '@ops/contracts/paths';
import { STATS_MSG, type DauResponse, type RetentionResponse } from '@ops/contracts/statistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addDays, dayOf, dayStart } from '../../lib/shanghai-day.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATHS = [API.statisticsDau, API.statisticsDays, API.statisticsRetention, API.statisticsRealtime];
const today = () => dayOf(Date.now());

describe('statistics filters', () => {
  it.each(PATHS)('%s needs an operator session', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
  });

  it('defaults to the last 7 days, today included, one row per day even without events', async () => {
    const answer = (await t.request({ method: 'GET', url: API.statisticsDau })).json() as DauResponse;
    expect(answer.from).toBe(addDays(today(), -6));
    expect(answer.to).toBe(today());
    expect(answer.items.map((row) => row.time)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today(), i - 6)));
    expect(answer.items[0]).toMatchObject({ DAU: 0, likeTimesNumber: 0, likePeopleNumber: 0, commentPeopleNumber: 0 });
  });

  it('turns sd and ed into Shanghai days, both included', async () => {
    // 2026-03-01 00:00 and 2026-03-03 23:59:59.999 Shanghai time.
    const sd = Date.parse('2026-02-28T16:00:00Z');
    const ed = Date.parse('2026-03-03T15:59:59.999Z');
    const answer = (await t.request({ method: 'GET', url: API.statisticsDays, query: { sd: String(sd), ed: String(ed) } })).json();
    expect(answer.items.map((row: { time: string }) => row.time)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
  });

  it('answers 400 for an inverted range and for more than 366 days, and takes exactly 366', async () => {
    const end = dayStart(today()).getTime();
    const inverted = await t.request({ method: 'GET', url: API.statisticsDau, query: { sd: String(end), ed: String(end - 86_400_000) } });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json()).toMatchObject({ code: 'bad_request', message: STATS_MSG.rangeInverted });
    const tooLong = await t.request({ method: 'GET', url: API.statisticsRetention, query: { sd: String(end - 366 * 86_400_000), ed: String(end) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(STATS_MSG.rangeTooLong);
    const longest = await t.request({ method: 'GET', url: API.statisticsDau, query: { sd: String(end - 365 * 86_400_000), ed: String(end) } });
    expect(longest.statusCode).toBe(200);
    expect(longest.json().items).toHaveLength(366);
  });

  it('shows no rows for days after today, and retention cells whose day is not over yet are null', async () => {
    const sd = dayStart(addDays(today(), -2)).getTime();
    const ed = dayStart(addDays(today(), 5)).getTime();
    const dau = (await t.request({ method: 'GET', url: API.statisticsDau, query: { sd: String(sd), ed: String(ed) } })).json() as DauResponse;
    expect(dau.items.map((row) => row.time)).toEqual([addDays(today(), -2), addDays(today(), -1), today()]);
    const retention = (await t.request({ method: 'GET', url: API.statisticsRetention, query: { sd: String(sd), ed: String(ed) } })).json() as RetentionResponse;
    const [twoDaysAgo, yesterday, todayRow] = retention.items;
    // Two days ago + 1 is yesterday (over); + 2 is today, still running: not a 0 but not known yet.
    expect(twoDaysAgo).toMatchObject({ enrollment: 0, afterADay: 0, afterTwoDay: null, afterThreeDay: null, afterThirtyDay: null });
    expect(yesterday).toMatchObject({ afterADay: null, afterTwoDay: null });
    expect(todayRow).toMatchObject({ afterADay: null, afterSevenDay: null });
  });

  it.each([
    [{ sd: 'yesterday' }, 'sd'],
    [{ ed: '-5' }, 'ed'],
    [{ oddEven: '3' }, 'oddEven'],
    [{ sex: 'male' }, 'sex'],
  ])('answers 400 naming the field for %j', async (query, field) => {
    const response = await t.request({ method: 'GET', url: API.statisticsDau, query });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', field });
  });

  it('answers today hour by hour on the real-time call', async () => {
    const answer = (await t.request({ method: 'GET', url: API.statisticsRealtime })).json() as DauResponse;
    expect(answer.from).toBe(today());
    expect(answer.items[0]?.time).toBe(`${today()} 00:00`);
    const hourNow = new Date(Date.now() + 8 * 3_600_000).getUTCHours();
    expect(answer.items).toHaveLength(hourNow + 1);
  });
});
