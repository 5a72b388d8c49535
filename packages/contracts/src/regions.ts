/** Region tree node (spec 3): code is six digits, level 0 province, 1 city, 2 district or county. */
export interface RegionNode {
  code: string;
  level: 0 | 1 | 2;
  name: string;
  areaList?: RegionNode[];
}

/**
 * `GET /manage/regions?scope=`: `all` (the default) is the whole three-level tree; `city` is what the city cascader
 * offers — provinces and cities, plus the county-level cities of a directly-administered group.
 */
export const REGION_SCOPES = ['all', 'city'] as const;
export type RegionScope = (typeof REGION_SCOPES)[number];
