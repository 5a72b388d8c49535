import { DATE_UNSET } from '@ops/contracts/limits';
import { describe, expect, it } from 'vitest';
import { LOG_URL_DEFAULTS, logListParams } from './log-list-params';

const url = (patch: Partial<typeof LOG_URL_DEFAULTS>) => ({ ...LOG_URL_DEFAULTS, ...patch });

describe('logListParams', () => {
  it('gives the first page of 20 with no filter for an empty URL', () => {
    expect(logListParams(LOG_URL_DEFAULTS)).toEqual({ name: undefined, content: undefined, sd: -1, ed: -1, page: 1, pagesize: 20 });
  });

  it('reads the filters, the range and the paging', () => {
    const params = logListParams(url({ name: ' admin ', content: '冻结', sd: '1700000000000', ed: '1700086399999', page: '3', pagesize: '50' }));
    expect(params).toEqual({ name: 'admin', content: '冻结', sd: 1_700_000_000_000, ed: 1_700_086_399_999, page: 3, pagesize: 50 });
  });

  it('drops text filters longer than 15 characters, as the form would have refused them', () => {
    const params = logListParams(url({ name: 'a'.repeat(16), content: '一二三四五六七八九十一二三四五' }));
    expect(params.name).toBeUndefined();
    expect(params.content).toBe('一二三四五六七八九十一二三四五');
  });

  it('ignores a half, reversed or malformed range', () => {
    for (const range of [{ sd: '1700000000000' }, { sd: '2', ed: '1' }, { sd: 'x', ed: '5' }, { sd: '-5', ed: '10' }]) {
      const params = logListParams(url(range));
      expect([params.sd, params.ed]).toEqual([DATE_UNSET, DATE_UNSET]);
    }
  });

  it('falls back to page 1 and size 20 for nonsense paging, and caps the size', () => {
    expect(logListParams(url({ page: '0', pagesize: 'abc' }))).toMatchObject({ page: 1, pagesize: 20 });
    expect(logListParams(url({ page: '-2', pagesize: '1000' }))).toMatchObject({ page: 1, pagesize: 20 });
  });
});
