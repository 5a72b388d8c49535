import type { MachineReason, MachineVerdict } from '@ops/contracts/screening';

/** Any 拦截 reason rejects, any 送人审 reason sends to a person, none passes. */
export function verdictOf(reasons: readonly MachineReason[]): MachineVerdict {
  if (reasons.some((reason) => reason.action === 'block')) return 'block';
  if (reasons.length > 0) return 'review';
  return 'pass';
}

/** Reasons in text order (image reasons last), each once. */
export function orderedReasons(reasons: readonly MachineReason[]): MachineReason[] {
  const seen = new Set<string>();
  const unique = reasons.filter((reason) => {
    const key = `${reason.kind}|${reason.word ?? ''}|${reason.start ?? ''}|${reason.end ?? ''}|${reason.image ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.sort((a, b) => (a.start ?? Number.MAX_SAFE_INTEGER) - (b.start ?? Number.MAX_SAFE_INTEGER) || (a.end ?? 0) - (b.end ?? 0));
}
