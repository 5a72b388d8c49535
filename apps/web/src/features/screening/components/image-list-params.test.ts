import { describe, expect, it } from 'vitest';
import { IMAGE_URL_DEFAULTS, imageListParams } from './image-list-params';

describe('imageListParams', () => {
  it('gives the first page of 20 for an empty URL', () => {
    expect(imageListParams(IMAGE_URL_DEFAULTS)).toEqual({ page: 1, pagesize: 20 });
  });

  it('reads the paging, and falls back for nonsense or a size over 100', () => {
    expect(imageListParams({ page: '4', pagesize: '50' })).toEqual({ page: 4, pagesize: 50 });
    expect(imageListParams({ page: 'x', pagesize: '0' })).toEqual({ page: 1, pagesize: 20 });
    expect(imageListParams({ page: '2', pagesize: '101' })).toEqual({ page: 2, pagesize: 20 });
  });
});
