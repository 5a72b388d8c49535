import { systemInfoSchema } from '@ops/contracts/auth';
import { DEMO_OPERATOR } from '@ops/contracts/limits';
import { API } from '@ops/contracts/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demoCredentialsWork } from './initial-operator.ts';

const CACHE_MS = 60_000;

/** Public facts for the login page. The password check behind it runs at most once a minute. */
export const systemInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  let cached: { at: number; demo: boolean } | null = null;

  app.get(
    API.systemInfo,
    { schema: { tags: ['认证'], summary: '登录页信息（演示账号仅在演示模式且仍有效时给出）', response: { 200: systemInfoSchema } } },
    async () => {
      if (!cached || Date.now() - cached.at > CACHE_MS) {
        cached = { at: Date.now(), demo: await demoCredentialsWork(app.ctx.db, app.ctx.config.demoMode) };
      }
      return {
        productName: '运营后台',
        demoCredentials: cached.demo ? { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password } : null,
      };
    },
  );
};
