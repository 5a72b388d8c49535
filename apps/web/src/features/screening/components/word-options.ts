import { WORD_ACTION_LABEL, WORD_ACTIONS, WORD_CATEGORIES } from '@ops/contracts/screening';

/** The select and radio choices of 分类 and 处理方式, from the contract's code tables. */
export const CATEGORY_OPTIONS = WORD_CATEGORIES.map((category) => ({ value: category, label: category }));
export const ACTION_OPTIONS = WORD_ACTIONS.map((action) => ({ value: action, label: WORD_ACTION_LABEL[action] }));

/** What each 处理方式 does, under the choice in the dialogs. */
export const ACTION_HINT = '拦截：命中即机审拒绝；送人审：命中后交由人工审核';
