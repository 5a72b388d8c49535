import { z } from 'zod';
import { MSG } from './messages.ts';

export const loginBodySchema = z.object({
  username: z.string({ error: MSG.usernameRequired }).trim().min(1, { error: MSG.usernameRequired }).max(64),
  password: z.string({ error: MSG.passwordRequired }).min(1, { error: MSG.passwordRequired }).max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const operatorProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
});
export type OperatorProfile = z.infer<typeof operatorProfileSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  expiresAt: z.number().int(),
  operator: operatorProfileSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const SESSION_COOKIE = 'ops_session';

/** GET /system/info (public): what the login page may show. Demo credentials only while they work. */
export const systemInfoSchema = z.object({
  productName: z.string(),
  demoCredentials: z.object({ username: z.string(), password: z.string() }).nullable(),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;
