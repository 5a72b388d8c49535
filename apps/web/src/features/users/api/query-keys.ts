/** Every users query lives under `['users']`, so a freeze or unfreeze can refresh them all at once. */
export const usersKeys = {
  all: ['users'] as const,
  list: (params: object) => ['users', 'list', params] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
  loginLogs: (uid: number, params: object) => ['users', 'login-logs', uid, params] as const,
  freezes: (uid: number, params: object) => ['users', 'freezes', uid, params] as const,
  messages: (uid: number, params: object) => ['users', 'messages', uid, params] as const,
  videos: (uid: number, params: object) => ['users', 'videos', uid, params] as const,
  regions: ['regions', 'city'] as const,
};
