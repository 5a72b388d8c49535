/** 审核效率's queries, and the operator accounts its operator filter lists (the same list as 账号管理's). */
export const throughputKeys = {
  figures: (params: object) => ['review-throughput', params] as const,
  operators: ['operators', 'list'] as const,
};
