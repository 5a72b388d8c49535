import { describe, expect, it } from 'vitest';
import { DELIVERY_URL_DEFAULTS, deliveryListParams } from './delivery-list-params';

const url = (patch: Partial<typeof DELIVERY_URL_DEFAULTS>) => ({ ...DELIVERY_URL_DEFAULTS, ...patch });

describe('deliveryListParams', () => {
  it('gives the 全部 tab, first page of 20 and no 对象 filter for an empty URL', () => {
    expect(deliveryListParams(DELIVERY_URL_DEFAULTS)).toEqual({ status: 'all', page: 1, pagesize: 20 });
  });

  it('reads the tab, the 对象 filter and the paging', () => {
    const params = deliveryListParams(url({ status: 'failed', subjectType: 'user', subjectId: '1000123', page: '3', pagesize: '50' }));
    expect(params).toEqual({ status: 'failed', subjectType: 'user', subjectId: 1_000_123, page: 3, pagesize: 50 });
  });

  it('falls back to 全部 for an unknown tab', () => {
    expect(deliveryListParams(url({ status: 'lost' })).status).toBe('all');
  });

  it('drops a half 对象 filter: the server needs the type and the id together', () => {
    for (const patch of [{ subjectType: 'post' }, { subjectId: '12' }, { subjectType: 'comment', subjectId: '12' }]) {
      const params = deliveryListParams(url(patch));
      expect([params.subjectType, params.subjectId]).toEqual([undefined, undefined]);
    }
  });

  it('drops an id the form would refuse: not digits, over 15 characters, or zero', () => {
    for (const subjectId of ['12a', '-5', '1'.repeat(16), '0', '000']) {
      expect(deliveryListParams(url({ subjectType: 'video', subjectId })).subjectId).toBeUndefined();
    }
    expect(deliveryListParams(url({ subjectType: 'video', subjectId: '9'.repeat(15) })).subjectId).toBe(999_999_999_999_999);
  });

  it('falls back to page 1 and size 20 for nonsense paging, and caps the size', () => {
    expect(deliveryListParams(url({ page: '0', pagesize: 'abc' }))).toMatchObject({ page: 1, pagesize: 20 });
    expect(deliveryListParams(url({ page: '-2', pagesize: '1000' }))).toMatchObject({ page: 1, pagesize: 20 });
  });
});
