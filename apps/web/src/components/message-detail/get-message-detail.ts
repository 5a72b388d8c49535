import { API } from '@ops/contracts/paths';
import type { MessageDetail } from '@ops/contracts/posts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { messageDetailKeys } from './query-keys';

/** A deleted or unknown post (404) is shown inside the dialog as a result, not as a toast. */
export function getMessageDetail(id: number, signal?: AbortSignal): Promise<MessageDetail> {
  return apiRequest<MessageDetail>(API.message(id), { signal, silentStatuses: [404] });
}

export function useMessageDetail(id: number | null) {
  return useQuery({
    queryKey: messageDetailKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getMessageDetail(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
