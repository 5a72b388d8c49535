import type { AuditTabCode } from '@ops/contracts/moderation';

/** The query both audit lists send. No sort: the server orders tab 3 oldest first and the others newest first. */
export interface AuditListParams {
  state: AuditTabCode;
  id?: string;
  sd: number;
  ed: number;
  page: number;
  pagesize: number;
}
