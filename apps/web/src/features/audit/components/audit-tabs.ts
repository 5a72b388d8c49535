import { AUDIT_TABS, type AuditTabCode, type Totals } from '@ops/contracts/moderation';

/** The status tabs in AUDIT_TABS order, labelled from the response totals, e.g. 待审核 (4271). */
export function auditTabItems(totals: Totals | undefined): { key: AuditTabCode; label: string }[] {
  return AUDIT_TABS.map((tab) => {
    const total = totals?.find((entry) => entry.code === tab.code);
    return { key: tab.code, label: total ? `${total.title} (${total.value})` : tab.title };
  });
}

export function isAuditTab(key: string): key is AuditTabCode {
  return AUDIT_TABS.some((tab) => tab.code === key);
}

/**
 * Batch decisions make sense where items a person may still pass or reject are listed (spec 4, ADR 0012): 全部,
 * 待审核, 待机审 and 机审 (overturning the machine). On 已通过 and 已拒绝 there is only 撤销, one card at a time.
 */
export function tabHasBatch(tab: AuditTabCode): boolean {
  return tab === 'all' || tab === '3' || tab === '1' || tab === 'machine';
}
