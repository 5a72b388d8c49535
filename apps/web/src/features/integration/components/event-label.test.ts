import { decisionEventLabel } from '@ops/contracts/decisions';
import { describe, expect, it } from 'vitest';

describe('an event type as operators read it on 系统对接', () => {
  it("names a machine verdict as such, though the app receives it with an operator decision's type", () => {
    expect(decisionEventLabel('post.rejected', '机审')).toBe('动态机审拒绝');
    expect(decisionEventLabel('video.review_revoked', '机审')).toBe('视频机审送人审');
    expect(decisionEventLabel('post.passed', '机审')).toBe('动态机审通过');
  });

  it("keeps the operator's and the system's decisions as they are", () => {
    expect(decisionEventLabel('post.rejected', 'admin')).toBe('动态审核拒绝');
    expect(decisionEventLabel('post.review_revoked', 'alice')).toBe('撤销动态审核');
    expect(decisionEventLabel('user.unfrozen', '系统')).toBe('解冻用户');
  });
});
