/** Region tree node (spec 3): code is six digits, level 0 province, 1 city, 2 district or county. */
export interface RegionNode {
  code: string;
  level: 0 | 1 | 2;
  name: string;
  areaList?: RegionNode[];
}
