/** Menu label, breadcrumb, card heading and export file name. */
export const REVIEW_THROUGHPUT_TITLE = '审核效率';
