import type { DetectorKey } from '@ops/contracts/screening';

/** What each built-in detector finds, in one short line beside its name. */
export const DETECTOR_HINT: Record<DetectorKey, string> = {
  mobile: '含分隔符或中文数字的手机号也能识别',
  wechat: '跟在“微信”“vx”等标记后的号码',
  qq: '跟在“QQ”“扣扣”等标记后的号码',
  url: '允许列表以外的链接',
};
