import { useMemo } from 'react';
import { useRegions } from '../api/get-regions';
import { toCityOptions, type CityOption } from './region-options';

/** The province → city cascader options, built from the (session-cached) region tree. */
export function useCityOptions(): { options: CityOption[]; loading: boolean } {
  const regions = useRegions();
  const options = useMemo(() => toCityOptions(regions.data ?? []), [regions.data]);
  return { options, loading: regions.isLoading };
}
