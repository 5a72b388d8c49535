import type { OperatorProfile } from '@ops/contracts/auth';
import type { Permission } from '@ops/contracts/permissions';
import { createContext, useContext } from 'react';

/** The signed-in operator's profile in the query cache: refetched after anything that may change their role or state. */
export const profileQueryKey = ['auth', 'profile'] as const;

/**
 * The signed-in operator, provided by the console shell once their profile has loaded: every page inside the shell
 * reads what it may show from here. Outside the shell (login, account setup) there is none, and nothing is permitted.
 */
export const OperatorContext = createContext<OperatorProfile | null>(null);

export function useOperator(): OperatorProfile | null {
  return useContext(OperatorContext);
}

/** Whether the operator's role grants `permission`, as the server listed it in their profile. */
export function hasPermission(operator: Pick<OperatorProfile, 'permissions'> | null, permission: Permission): boolean {
  return operator?.permissions.includes(permission) ?? false;
}

/** The permissions of the signed-in operator (empty outside the shell). */
export function usePermissions(): readonly Permission[] {
  return useOperator()?.permissions ?? [];
}

/** Whether the signed-in operator may use something that needs `permission`; hide (or disable) it when not. */
export function useCan(permission: Permission): boolean {
  return hasPermission(useOperator(), permission);
}
