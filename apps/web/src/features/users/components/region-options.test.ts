import type { RegionNode } from '@ops/contracts/regions';
import { describe, expect, it } from 'vitest';
import { pathForLabel, toCityOptions } from './region-options';

const tree: RegionNode[] = [
  { code: '110000', level: 0, name: '北京市', areaList: [{ code: '119900', level: 1, name: '北京城区' }] },
  { code: '410000', level: 0, name: '河南省', areaList: [{ code: '419000', level: 1, name: '省直辖县级行政区划', areaList: [{ code: '419001', level: 2, name: '济源市' }] }] },
  {
    code: '420000',
    level: 0,
    name: '湖北省',
    areaList: [
      { code: '420100', level: 1, name: '武汉市' },
      { code: '429000', level: 1, name: '省直辖县级行政区划', areaList: [{ code: '429004', level: 2, name: '仙桃市' }] },
    ],
  },
];

describe('city cascader options', () => {
  it('offers provinces, cities and the county-level cities of a directly-administered group', () => {
    const options = toCityOptions(tree);
    expect(options[2]).toEqual({
      value: '湖北省',
      label: '湖北省',
      children: [
        { value: '武汉市', label: '武汉市' },
        { value: '省直辖县级行政区划', label: '省直辖县级行政区划', children: [{ value: '仙桃市', label: '仙桃市' }] },
      ],
    });
  });

  it('finds the path of a label at any level, and keeps an unknown label (or one not loaded yet) as it is', () => {
    const options = toCityOptions(tree);
    expect(pathForLabel(options, '湖北省')).toEqual(['湖北省']);
    expect(pathForLabel(options, '武汉市')).toEqual(['湖北省', '武汉市']);
    expect(pathForLabel(options, '仙桃市')).toEqual(['湖北省', '省直辖县级行政区划', '仙桃市']);
    expect(pathForLabel(options, '北京城区')).toEqual(['北京市', '北京城区']);
    expect(pathForLabel(options, '火星市')).toEqual(['火星市']);
    expect(pathForLabel([], '仙桃市')).toEqual(['仙桃市']);
    expect(pathForLabel(options, '')).toEqual([]);
  });
});
