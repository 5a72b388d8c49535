import { API } from '@ops/contracts/paths';
import type { ScreeningSettings } from '@ops/contracts/screening';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { screeningKeys } from '@/components/machine-review/screening-keys';

/** GET /manage/screening/settings: the built-in detectors' modes and the URL allow-list. */
export function getScreeningSettings(signal?: AbortSignal): Promise<ScreeningSettings> {
  return apiRequest<ScreeningSettings>(API.screeningSettings, { signal });
}

export function useScreeningSettings() {
  return useQuery({ queryKey: screeningKeys.settings, queryFn: ({ signal }) => getScreeningSettings(signal) });
}
