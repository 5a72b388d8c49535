import type { RegionNode } from '@ops/contracts/regions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function walk(nodes: RegionNode[], visit: (node: RegionNode) => void): void {
  for (const node of nodes) {
    visit(node);
    walk(node.areaList ?? [], visit);
  }
}

describe('GET /manage/regions', () => {
  it('answers the whole country, from the capital to Macau, as a three-level tree of six-digit codes', async () => {
    const response = await t.request({ method: 'GET', url: '/manage/regions' });
    expect(response.statusCode).toBe(200);
    const tree: RegionNode[] = response.json();
    expect(tree[0]?.name).toBe('北京市');
    expect(tree.at(-1)?.name).toBe('澳门特别行政区');
    expect(tree.length).toBeGreaterThanOrEqual(34);
    let districts = 0;
    walk(tree, (node) => {
      expect(node.code).toMatch(/^\d{6}$/);
      if (node.level === 2) {
        districts += 1;
        expect(node.areaList).toBeUndefined();
      }
    });
    expect(districts).toBeGreaterThan(2800);
  });

  it('gives municipalities a placeholder city level ending in 9900 and keeps county groups', async () => {
    const tree: RegionNode[] = (await t.request({ method: 'GET', url: '/manage/regions' })).json();
    const beijing = tree.find((node) => node.name === '北京市');
    expect(beijing?.areaList?.[0]).toMatchObject({ code: '119900', level: 1, name: '北京城区' });
    expect(beijing?.areaList?.[0]?.areaList?.some((d) => d.name === '朝阳区')).toBe(true);
    const henan = tree.find((node) => node.name === '河南省');
    expect(henan?.areaList?.some((city) => city.name === '省直辖县级行政区划')).toBe(true);
    expect(henan?.areaList?.some((city) => city.name === '郑州市')).toBe(true);
  });
});

describe('GET /manage/regions?scope=', () => {
  it('labels Hubei and Hainan county groups 省直辖县级行政区划 in the full tree', async () => {
    const tree: RegionNode[] = (await t.request({ method: 'GET', url: '/manage/regions' })).json();
    const hubei = tree.find((node) => node.name === '湖北省');
    const group = hubei?.areaList?.find((city) => city.code === '429000');
    expect(group?.name).toBe('省直辖县级行政区划');
    expect(group?.areaList?.some((county) => county.name === '仙桃市')).toBe(true);
    expect(tree.find((node) => node.name === '海南省')?.areaList?.find((city) => city.code === '469000')?.name).toBe('省直辖县级行政区划');
    expect(tree.find((node) => node.name === '新疆维吾尔自治区')?.areaList?.find((city) => city.code === '659000')?.name).toBe('自治区直辖县级行政区划');
  });

  it('scope=all is the whole tree, the same as no scope', async () => {
    const plain = await t.request({ method: 'GET', url: '/manage/regions' });
    const all = await t.request({ method: 'GET', url: '/manage/regions?scope=all' });
    expect(all.statusCode).toBe(200);
    expect(all.body).toBe(plain.body);
  });

  it('scope=city answers provinces and cities only, with the county-level cities of direct groups, in a fraction of the size', async () => {
    const full = await t.request({ method: 'GET', url: '/manage/regions' });
    const response = await t.request({ method: 'GET', url: '/manage/regions?scope=city' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    expect(response.body.length).toBeLessThan(full.body.length / 5);
    const tree: RegionNode[] = response.json();
    expect(tree.map((node) => node.name)).toEqual((full.json() as RegionNode[]).map((node) => node.name));
    const zhejiang = tree.find((node) => node.name === '浙江省');
    expect(zhejiang?.areaList?.find((city) => city.name === '杭州市')).toEqual({ code: '330100', level: 1, name: '杭州市' });
    const hubeiGroup = tree.find((node) => node.name === '湖北省')?.areaList?.find((city) => city.name === '省直辖县级行政区划');
    expect(hubeiGroup?.areaList?.map((county) => county.name)).toEqual(expect.arrayContaining(['仙桃市', '潜江市', '天门市']));
    expect(tree.find((node) => node.name === '北京市')?.areaList).toEqual([{ code: '119900', level: 1, name: '北京城区' }]);
  });

  it.each(['scope=province', 'scope=', 'scope=CITY'])('refuses %s with a Chinese 400', async (query) => {
    const response = await t.request({ method: 'GET', url: `/manage/regions?${query}` });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.field).toBe('scope');
    expect(body.message).toContain('scope 只能为 all（省市区三级）或 city（省市两级，供城市选择）');
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manage/regions?scope=city' });
    expect(response.statusCode).toBe(401);
  });
});
