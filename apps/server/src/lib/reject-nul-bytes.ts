import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

const MAX_DEPTH = 8;

function findNul(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const found = findNul(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL byte; such input is refused up front with a 400 naming the
 * field, instead of failing inside a query.
 */
export async function rejectNulBytes(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const field = findNul(part, '', 0);
    if (field !== null) throw badRequest('请求参数包含非法字符', field || undefined);
  }
}
