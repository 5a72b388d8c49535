import type { RegionNode } from '@ops/contracts/regions';

export interface CityOption {
  value: string;
  label: string;
  children?: CityOption[];
}

/**
 * Province → city, the district level dropped. The value is the name itself, so the chosen path is a list of labels
 * (names are unique among siblings) and the city filter is simply its last entry.
 */
export function toCityOptions(regions: readonly RegionNode[]): CityOption[] {
  return regions.map((province) => {
    const cities = province.areaList ?? [];
    const option: CityOption = { value: province.name, label: province.name };
    if (cities.length > 0) option.children = cities.map((city) => ({ value: city.name, label: city.name }));
    return option;
  });
}

/** The cascader path whose last label is `label` (a province or one of its cities); `[label]` when unknown. */
export function pathForLabel(options: readonly CityOption[], label: string): string[] {
  if (!label) return [];
  for (const province of options) {
    if (province.label === label) return [province.value];
    const city = province.children?.find((child) => child.label === label);
    if (city) return [province.value, city.value];
  }
  return [label];
}
