import { describe, expect, it } from 'vitest';
import { checkAllowList } from './allow-list';

describe('checkAllowList', () => {
  it('trims, lower-cases and keeps each host once', () => {
    expect(checkAllowList([' Example.COM ', 'm.example.com', 'example.com'])).toEqual({ ok: true, hosts: ['example.com', 'm.example.com'] });
    expect(checkAllowList([])).toEqual({ ok: true, hosts: [] });
  });

  it('names the first host that is not a domain, with the contract message', () => {
    expect(checkAllowList(['example.com', 'http://bad', 'also bad'])).toEqual({
      ok: false,
      message: 'http://bad：允许的域名格式有误，例如 example.com',
    });
  });

  it('refuses more than 200 hosts', () => {
    const hosts = Array.from({ length: 201 }, (_, index) => `h${index}.example.com`);
    expect(checkAllowList(hosts)).toEqual({ ok: false, message: '允许的域名最多 200 个' });
  });
});
