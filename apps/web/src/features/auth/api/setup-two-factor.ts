import type { TwoFactorSetup } from '@ops/contracts/operators';
import { API } from '@ops/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A new secret for the authenticator app (its QR code and the key to type in); replaces any earlier unconfirmed one. */
export function setupTwoFactor(): Promise<TwoFactorSetup> {
  return apiRequest<TwoFactorSetup>(API.twoFactorSetup, { method: 'POST', silent: true });
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
