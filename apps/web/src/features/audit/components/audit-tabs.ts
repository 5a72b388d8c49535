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

/** Batch decisions make sense only where undecided items are listed (spec 4): 全部, 待审核 and 待机审. */
export function tabHasBatch(tab: AuditTabCode): boolean {
  return tab === 'all' || tab === '3' || tab === '1';
}
