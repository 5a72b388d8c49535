/** Every posts query lives under `['posts']`, so a delete can refresh them all at once. */
export const postsKeys = {
  all: ['posts'] as const,
  list: (params: object) => ['posts', 'list', params] as const,
};
