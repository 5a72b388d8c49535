import { screeningSettingsSchema } from '@ops/contracts/screening';

const allowListSchema = screeningSettingsSchema.shape.urlAllowList;

export type AllowListCheck = { ok: true; hosts: string[] } | { ok: false; message: string };

/**
 * The hosts as the server will store them (trimmed, lower case, each once), or the first problem with the contract's
 * message and the host it is about.
 */
export function checkAllowList(entries: readonly string[]): AllowListCheck {
  const result = allowListSchema.safeParse(entries);
  if (!result.success) {
    const issue = result.error.issues[0];
    const index = issue?.path[0];
    const entry = typeof index === 'number' ? entries[index] : undefined;
    const message = issue?.message ?? '允许的域名格式有误';
    return { ok: false, message: entry === undefined ? message : `${entry.trim()}：${message}` };
  }
  return { ok: true, hosts: [...new Set(result.data)] };
}
