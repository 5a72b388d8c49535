import { z } from 'zod';

/**
 * What the console remembers for each operator, on the server so that it follows them from browser to
 * browser (issue 15: the 快速审核 switch). Every key is optional: a missing one means the default.
 */
export const operatorPreferencesSchema = z.strictObject(
  {
    /** 快速审核 on the audit boards: `a`/`r` decide the focused card without a confirmation (default off). */
    quickReview: z.boolean({ error: 'quickReview 必须是 true 或 false' }).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? '未知的偏好设置项' : '偏好设置必须是对象') },
);
export type OperatorPreferences = z.infer<typeof operatorPreferencesSchema>;

/** A change names at least one key: an empty one is a mistake, not a request. */
export const preferencesChangeSchema = operatorPreferencesSchema.refine((change) => Object.keys(change).length > 0, { error: '请至少给出一项要修改的偏好设置' });
