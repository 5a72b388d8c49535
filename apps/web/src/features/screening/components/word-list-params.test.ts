import { describe, expect, it } from 'vitest';
import { WORD_URL_DEFAULTS, wordListParams } from './word-list-params';

const url = (patch: Partial<typeof WORD_URL_DEFAULTS>) => ({ ...WORD_URL_DEFAULTS, ...patch });

describe('wordListParams', () => {
  it('gives the first page of 20 with no filter for an empty URL', () => {
    expect(wordListParams(WORD_URL_DEFAULTS)).toEqual({ keyword: undefined, category: undefined, action: undefined, page: 1, pagesize: 20 });
  });

  it('reads the keyword, the category, the action and the paging', () => {
    expect(wordListParams(url({ keyword: ' 赌 ', category: '赌博', action: 'review', page: '3', pagesize: '50' }))).toEqual({
      keyword: '赌',
      category: '赌博',
      action: 'review',
      page: 3,
      pagesize: 50,
    });
  });

  it('drops a keyword longer than 15 characters, as the form would have refused it', () => {
    expect(wordListParams(url({ keyword: 'a'.repeat(16) })).keyword).toBeUndefined();
    expect(wordListParams(url({ keyword: '一二三四五六七八九十一二三四五' })).keyword).toBe('一二三四五六七八九十一二三四五');
  });

  it('ignores a category or action that is not in the code tables', () => {
    expect(wordListParams(url({ category: '政治', action: 'off' }))).toMatchObject({ category: undefined, action: undefined });
  });

  it('falls back to page 1 and size 20 for nonsense paging, and caps the size', () => {
    expect(wordListParams(url({ page: '0', pagesize: 'abc' }))).toMatchObject({ page: 1, pagesize: 20 });
    expect(wordListParams(url({ page: '-2', pagesize: '1000' }))).toMatchObject({ page: 1, pagesize: 20 });
  });
});
