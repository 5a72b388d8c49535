import { API } from '@ops/contracts/paths';
import { PERMISSION } from '@ops/contracts/permissions';
import { apiErrorSchema } from '@ops/contracts/common';
import { REGION_SCOPES, type RegionNode } from '@ops/contracts/regions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cityTree, regionTree } from './region-tree.ts';

/**
 * A node of the recursive tree, registered under an id: the OpenAPI document names it once in
 * `components.schemas.RegionNode` and every level refers to it (unnamed, its `$ref` pointed nowhere).
 */
const regionNodeSchema: z.ZodType<RegionNode> = z
  .object({
    code: z.string().regex(/^\d{6}$/),
    level: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    name: z.string(),
    get areaList() {
      return z.array(regionNodeSchema).optional();
    },
  })
  .meta({ id: 'RegionNode' });

const regionQuerySchema = z.object({
  scope: z.enum(REGION_SCOPES, { error: 'scope 只能为 all（省市区三级）或 city（省市两级，供城市选择）' }).default('all'),
});

/**
 * The Region tree of spec 3; `?scope=city` is the much smaller cut the city cascader loads when it is first opened.
 * Browsers may cache either for a day.
 */
export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.regions,
    {
      config: { permission: PERMISSION.usersView },
      schema: {
        tags: ['地区'],
        summary: '省市区三级地区树',
        querystring: regionQuerySchema,
        response: { 200: z.array(regionNodeSchema), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=86400');
      return request.query.scope === 'city' ? cityTree : regionTree;
    },
  );
};
