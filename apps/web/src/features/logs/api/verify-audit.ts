import type { AuditVerify } from '@ops/contracts/oplog';
import { API } from '@ops/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Walks the whole hash chain of the operation log; seconds on a big table, so only when the operator asks. A failure
 * is shown in the page's result alert, not as a toast.
 */
export function verifyAudit(): Promise<AuditVerify> {
  return apiRequest<AuditVerify>(API.auditVerify, { silent: true });
}

/** An on-demand check, not cached data: each click verifies again. */
export function useVerifyAudit() {
  return useMutation({ mutationFn: verifyAudit });
}
