import type { RegionNode } from '@ops/contracts/regions';

export interface CityOption {
  value: string;
  label: string;
  children?: CityOption[];
}

function toOption(node: RegionNode): CityOption {
  const option: CityOption = { value: node.name, label: node.name };
  const children = node.areaList ?? [];
  if (children.length > 0) option.children = children.map(toOption);
  return option;
}

/**
 * Province → city (and, under a directly-administered group such as 湖北省 → 省直辖县级行政区划, its county-level
 * cities), from the `scope=city` region tree. The value is the name itself, so the chosen path is a list of labels
 * (names are unique among siblings) and the city filter is simply its last entry.
 */
export function toCityOptions(regions: readonly RegionNode[]): CityOption[] {
  return regions.map(toOption);
}

function findPath(options: readonly CityOption[], label: string): string[] | undefined {
  for (const option of options) {
    if (option.label === label) return [option.value];
  }
  for (const option of options) {
    const rest = option.children ? findPath(option.children, label) : undefined;
    if (rest) return [option.value, ...rest];
  }
  return undefined;
}

/** The cascader path whose last label is `label` (a province, a city or a county-level city); `[label]` when unknown. */
export function pathForLabel(options: readonly CityOption[], label: string): string[] {
  if (!label) return [];
  return findPath(options, label) ?? [label];
}
