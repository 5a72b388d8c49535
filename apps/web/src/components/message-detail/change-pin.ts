import { API } from '@ops/contracts/paths';
import type { MessageDetail } from '@ops/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { messageDetailKeys } from './query-keys';

export type PinChange = 'top' | 'untop';

/**
 * 置顶 (topState 1 → 2) or 取消置顶 (2 → 1); answers the refreshed detail. A 409 toasts the server's reason; a 404
 * (deleted meanwhile) shows in the dialog once the detail reloads.
 */
export function changePin(id: number, change: PinChange): Promise<MessageDetail> {
  const path = change === 'top' ? API.messageTop(id) : API.messageUntop(id);
  return apiRequest<MessageDetail>(path, { method: 'POST', silentStatuses: [404] });
}

/** After a pin or unpin, successful or not, the detail reloads (spec 4). */
export function useChangePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: PinChange }) => changePin(id, change),
    onSuccess: (detail, { id }) => queryClient.setQueryData(messageDetailKeys.detail(id), detail),
    onSettled: (_detail, _error, { id }) => queryClient.invalidateQueries({ queryKey: messageDetailKeys.detail(id) }),
  });
}
