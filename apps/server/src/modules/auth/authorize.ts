import { ERROR_CODE } from '@ops/contracts/messages';
import { type Permission, PERMISSION, PERMISSION_MSG, type PendingAction, roleCan } from '@ops/contracts/permissions';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AppError, unauthorized } from '../../lib/errors.ts';
import type { ActiveSession } from './auth.repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the signed-in operator's role must grant to call this route (issue 14); every protected route declares one. */
    permission?: Permission;
  }
}

export const forbidden = () => new AppError(403, ERROR_CODE.forbidden, PERMISSION_MSG.forbidden);

const PENDING_REFUSAL: Record<PendingAction, () => AppError> = {
  changePassword: () => new AppError(403, ERROR_CODE.passwordChangeRequired, PERMISSION_MSG.changePasswordFirst),
  enableTwoFactor: () => new AppError(403, ERROR_CODE.twoFactorSetupRequired, PERMISSION_MSG.enableTwoFactorFirst),
};

/** The route's declared permission against the session: the one place a role is checked. Pure, so it is measured alone too. */
export function checkPermission(session: ActiveSession, permission: Permission | undefined): AppError | null {
  if (permission === undefined) return forbidden();
  if (session.pendingAction !== null && permission !== PERMISSION.self) return PENDING_REFUSAL[session.pendingAction]();
  return roleCan(session.role, permission) ? null : forbidden();
}

/** onRequest hook after `requireSession`: 403 unless the operator's role grants the route's permission. */
export async function authorize(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const { session } = request;
  if (!session) throw unauthorized();
  const refusal = checkPermission(session, request.routeOptions.config.permission);
  if (refusal) throw refusal;
}

/** onRoute hook of the protected scope: a route that declares no permission is a startup error, not an open door. */
export function requireDeclaredPermission(route: RouteOptions): void {
  if (route.config?.permission === undefined) {
    throw new Error(`Route ${String(route.method)} ${route.url} declares no permission (config.permission)`);
  }
}
