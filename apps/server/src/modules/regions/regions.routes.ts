import { API } from '@ops/contracts/paths';
import { PERMISSION } from '@ops/contracts/permissions';
import type { RegionNode } from '@ops/contracts/regions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { regionTree } from './region-tree.ts';

const regionNodeSchema: z.ZodType<RegionNode> = z.lazy(() =>
  z.object({
    code: z.string().regex(/^\d{6}$/),
    level: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    name: z.string(),
    areaList: z.array(regionNodeSchema).optional(),
  }),
);

/** The Region tree of spec 3, for the city cascader; browsers may cache it for a day. */
export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.regions,
    { config: { permission: PERMISSION.usersView }, schema: { tags: ['地区'], summary: '省市区三级地区树', response: { 200: z.array(regionNodeSchema) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=86400');
      return regionTree;
    },
  );
};
