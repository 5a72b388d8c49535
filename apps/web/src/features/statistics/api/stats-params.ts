import type { ODD_EVEN_OPTIONS, SEX_FILTER_OPTIONS } from '@ops/contracts/codes';

/** `1` odd, `2` even user ids; absent: all. */
export type OddEven = (typeof ODD_EVEN_OPTIONS)[number]['value'];
/** `1` 男, `2` 女, `0` 未知; absent: all. */
export type SexFilter = (typeof SEX_FILTER_OPTIONS)[number]['value'];

/** Who is counted: the user-id parity and the sex; absent means everyone. */
export interface AudienceParams {
  oddEven?: OddEven;
  sex?: SexFilter;
}

/** The query of every daily statistics call: the first day's start and the last day's end in epoch ms, plus the audience. */
export interface StatsParams extends AudienceParams {
  sd: number;
  ed: number;
}
