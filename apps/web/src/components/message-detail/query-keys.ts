/** The message detail dialog's queries live under `['message-detail']`, apart from any feature's lists. */
export const messageDetailKeys = {
  all: ['message-detail'] as const,
  detail: (id: number) => ['message-detail', 'detail', id] as const,
  comments: (id: number) => ['message-detail', 'comments', id] as const,
};
