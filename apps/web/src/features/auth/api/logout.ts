import { API } from '@ops/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** An already-ended session is as good as a logout: no toast, no redirect loop. */
export function logout(): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(API.logout, { method: 'POST', skipAuthRedirect: true, silentStatuses: [401] });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
