/** Every API path, as spec section 7 writes them where it does; the rest are ours (architecture 3). */
export const API = {
  login: '/system/users/login',
  logout: '/system/users/logout',
  profile: '/system/users/profile',
  health: '/health',

  users: '/manage/users',
  user: (id: number | string) => `/manage/users/${id}`,
  freeze: '/manage/users/freeze',
  unfreeze: '/manage/users/unfreeze',
  userLoginLogs: '/manage/users/login-logs',
  userFreezes: '/manage/users/freezes',
  regions: '/manage/regions',
} as const;

export const ROUTES = {
  login: '/login',
  users: '/manage-users',
  userDetail: (id: number | string) => `/manage-users/detail/${id}`,
} as const;
