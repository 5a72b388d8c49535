import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from './api-error';
import { closeOnLostRace, lostRace } from './lost-race';

const failure = (status: number, message = '该用户已处于冻结状态，无需重复冻结') => new ApiClientError(status, { code: 'x', message });

describe('lostRace', () => {
  it('is a 409 (moved on meanwhile) or a 404 (gone meanwhile) from the server', () => {
    expect(lostRace(failure(409))).toBe(true);
    expect(lostRace(failure(404))).toBe(true);
  });

  it('is not any other failure, nor something that is not a server answer', () => {
    for (const error of [failure(400), failure(403), failure(500), failure(0), new Error('boom'), null]) expect(lostRace(error)).toBe(false);
  });
});

describe('closeOnLostRace', () => {
  it('closes the dialog when the change lost the race, and leaves the rest to `otherwise`', () => {
    const close = vi.fn();
    const otherwise = vi.fn();
    const onError = closeOnLostRace(close, otherwise);
    onError(failure(409));
    onError(failure(404));
    expect(close).toHaveBeenCalledTimes(2);
    expect(otherwise).not.toHaveBeenCalled();
    const refused = failure(400, '密码太短');
    onError(refused);
    expect(otherwise).toHaveBeenCalledWith(refused);
    expect(close).toHaveBeenCalledTimes(2);
  });

  it('keeps a dialog open for a 409 that is about the input when told only 404 is a race', () => {
    const close = vi.fn();
    const otherwise = vi.fn();
    const onError = closeOnLostRace(close, otherwise, [404]);
    onError(failure(409, '敏感词已存在'));
    expect(close).not.toHaveBeenCalled();
    expect(otherwise).toHaveBeenCalledTimes(1);
    onError(failure(404, '敏感词不存在'));
    expect(close).toHaveBeenCalledTimes(1);
  });
});
