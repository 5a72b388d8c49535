import { useMemo } from 'react';
import { useCityRegions } from '../api/get-regions';
import { toCityOptions, type CityOption } from './region-options';

export interface CityOptions {
  options: CityOption[];
  /** The tree is on its way (the first opening). */
  loading: boolean;
  failed: boolean;
  /** Fetches the tree if it is not here yet (it is only fetched once asked for). */
  load: () => void;
}

/** The province → city cascader options, built from the (session-cached) region tree once `enabled`. */
export function useCityOptions(enabled: boolean): CityOptions {
  const regions = useCityRegions(enabled);
  const options = useMemo(() => toCityOptions(regions.data ?? []), [regions.data]);
  const { isError, refetch } = regions;
  return {
    options,
    loading: regions.isFetching,
    failed: isError,
    load: () => {
      if (isError) void refetch();
    },
  };
}
