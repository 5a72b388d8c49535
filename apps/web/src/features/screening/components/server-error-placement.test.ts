import { SCREENING_MSG } from '@ops/contracts/screening';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-error';
import { placeServerError } from './server-error-placement';

const FIELDS = ['word', 'category', 'action'] as const;

describe('placeServerError', () => {
  it('puts a duplicate word (409, no field) beside the word', () => {
    const error = new ApiClientError(409, { code: 'conflict', message: SCREENING_MSG.wordDuplicate });
    expect(placeServerError(error, FIELDS, '失败', 'word')).toEqual({ field: 'word', message: SCREENING_MSG.wordDuplicate });
  });

  it('puts a validation error beside the field it names, a list item beside its list', () => {
    const word = new ApiClientError(400, { code: 'bad_request', message: SCREENING_MSG.wordOnlySymbols, field: 'word' });
    expect(placeServerError(word, FIELDS, '失败')).toEqual({ field: 'word', message: SCREENING_MSG.wordOnlySymbols });
    const host = new ApiClientError(400, { code: 'bad_request', message: '第 2 项：允许的域名格式有误', field: 'urlAllowList.1', index: 1 });
    expect(placeServerError(host, ['urlAllowList'] as const, '失败')).toEqual({ field: 'urlAllowList', message: '第 2 项：允许的域名格式有误' });
  });

  it('shows anything else above the form, and a fallback for what is not an API error', () => {
    const other = new ApiClientError(400, { code: 'bad_request', message: '请求参数有误', field: 'detectors.qq' });
    expect(placeServerError(other, FIELDS, '失败')).toEqual({ message: '请求参数有误' });
    expect(placeServerError(new Error('boom'), FIELDS, '失败')).toEqual({ message: '失败' });
  });
});
