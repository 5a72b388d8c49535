import { API } from '@ops/contracts/paths';
import type { ScreeningSettings } from '@ops/contracts/screening';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateScreening } from './invalidate-screening';
import { screeningKeys } from '@/components/machine-review/screening-keys';

/** PUT /manage/screening/settings. A refused value (400, e.g. a malformed host) is shown beside its field, not as a toast. */
export function updateScreeningSettings(settings: ScreeningSettings): Promise<ScreeningSettings> {
  return apiRequest<ScreeningSettings>(API.screeningSettings, { method: 'PUT', body: settings, silentStatuses: [400] });
}

/** The answer is the saved settings: the card shows them at once, then everything reloads. */
export function useUpdateScreeningSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateScreeningSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(screeningKeys.settings, saved);
      return invalidateScreening(queryClient);
    },
  });
}
