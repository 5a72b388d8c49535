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
