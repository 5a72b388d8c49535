import { idFilterError, normalizeIdFilter } from '@ops/contracts/id-filter';
import type { FormRule } from 'antd';

/**
 * The rule of every ID filter field (`@ops/contracts/id-filter`: digits, 0 to 15 of them, 长度在 0 到 15 个字符), checked on
 * the text without the spaces around it; the label names the field in the digits message (`ID`, `用户ID`).
 */
export function idFilterRules(label?: string): FormRule[] {
  return [
    {
      validator: (_rule, value: string | null | undefined) => {
        const error = idFilterError(value, label);
        return error === null ? Promise.resolve() : Promise.reject(new Error(error));
      },
    },
  ];
}

/** `Form.Item` `normalize` of an ID field: an id pasted as " 123 " lands as "123". */
export function trimIdInput(value: unknown): unknown {
  return typeof value === 'string' ? normalizeIdFilter(value) : value;
}
