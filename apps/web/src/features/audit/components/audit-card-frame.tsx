import { LockOutlined, WarningOutlined } from '@ant-design/icons';
import type { ReviewState } from '@ops/contracts/codes';
import type { ReviewAction } from '@ops/contracts/moderation';
import type { HeldBy } from '@ops/contracts/review-queue';
import type { MachineReview } from '@ops/contracts/screening';
import { Alert, Checkbox, Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import { MachineReviewLine } from '@/components/machine-review/machine-review-line';
import { SecondaryText } from '@/components/plain-text';
import type { ReasonImages } from '@/components/machine-review/reason-tags';
import { type DecideOptions, reviewActionNodes } from './review-actions';
import { ReviewStateTag } from './review-state-tag';
import styles from './audit-card-frame.module.css';
import { CopyIdButton } from './copy-id-button';
import { CARD_ID_ATTRIBUTE } from './use-card-cursor';

export interface AuditCardItem {
  id: number;
  state: ReviewState;
  reportCount: number;
  text: string;
  machineReview: MachineReview | null;
  /** Issue 15: who holds it in 领取模式 while their lease runs. */
  heldBy?: HeldBy | null;
}

/** Reason tags beyond these fold into +N, so that cards keep a reasonable height. */
const REASON_TAGS_SHOWN = 3;

interface AuditCardFrameProps {
  item: AuditCardItem;
  /** 动态 or 视频: names the card for assistive technology. */
  noun: string;
  active: boolean;
  busy: boolean;
  /** The item's images as the machine's reasons name them (a post's pictures, a video's cover). */
  images: ReasonImages;
  /** The reject confirmation's 图片黑库 option; null for an item without images. */
  blocklistOption: string | null;
  /** Whether the page shows checkboxes at all (the tabs with batch decisions). */
  selectionShown: boolean;
  selectable: boolean;
  selected: boolean;
  onToggle: () => void;
  onActivate: () => void;
  onDecide: (action: ReviewAction, options: DecideOptions) => void;
  /** 快速审核: 通过 and 拒绝 without a confirmation. */
  quick?: boolean;
  /** Why the last decision on this card did not take effect (快速审核 puts the card back with it). */
  refusal?: string | null;
  /** Someone else holds it in 领取模式 (their name): 「由 X 处理中」. */
  heldByName?: string | null;
  children: ReactNode;
}

/**
 * The chrome every audit card shares: selection, ID, status, report count, the machine's verdict and reasons, the
 * focus ring and the decisions.
 */
export function AuditCardFrame(props: AuditCardFrameProps) {
  const { item, noun, active, busy, images, blocklistOption, selectionShown, selectable, selected, onToggle, onActivate, onDecide, quick, refusal, heldByName, children } = props;
  const title = (
    <Flex align="center" gap={10} style={{ minWidth: 0 }}>
      {selectionShown ? (
        <Checkbox
          checked={selected}
          disabled={!selectable}
          onChange={onToggle}
          aria-label={`选择${noun} ${item.id}`}
          data-testid="audit-card-checkbox"
        />
      ) : null}
      <SecondaryText style={{ fontWeight: 400 }}>{noun}ID</SecondaryText>
      <span>
        {item.id}
        <CopyIdButton id={item.id} />
      </span>
    </Flex>
  );
  const extra = (
    <Flex align="center" gap={6}>
      {heldByName ? (
        <Tag icon={<LockOutlined aria-hidden />} color="purple" style={{ marginInlineEnd: 0 }} data-testid="held-by">
          由 {heldByName} 处理中
        </Tag>
      ) : null}
      {item.reportCount > 0 ? (
        <Tag icon={<WarningOutlined aria-hidden />} color="volcano" style={{ marginInlineEnd: 0 }}>
          被举报 {item.reportCount}
        </Tag>
      ) : null}
      <ReviewStateTag state={item.state} />
    </Flex>
  );

  const actions = reviewActionNodes({ state: item.state, busy, blocklistOption, onDecide, quick, heldByName, noun });
  const className = [styles.card, active ? styles.active : '', busy ? styles.busy : ''].filter(Boolean).join(' ');

  // Drawn like antd's small Card without one (audit-card-frame.module.css).
  return (
    <div
      className={className}
      data-testid="audit-card"
      data-state={item.state}
      {...{ [CARD_ID_ATTRIBUTE]: item.id }}
      tabIndex={-1}
      aria-label={`${noun} ${item.id}`}
      aria-busy={busy}
      onFocus={onActivate}
    >
      <div className={styles.head}>
        <div className={styles.headWrapper}>
          <div className={styles.title}>{title}</div>
          <div className={styles.extra}>{extra}</div>
        </div>
      </div>
      <div className={styles.body}>
        {refusal ? <Alert type="warning" showIcon title={`未生效：${refusal}`} data-testid="quick-refusal" /> : null}
        <MachineReviewLine review={item.machineReview} state={item.state} text={item.text} images={images} limit={REASON_TAGS_SHOWN} />
        {children}
      </div>
      {actions.length > 0 ? (
        <ul className={styles.actions}>
          {actions.map((action, index) => (
            <li key={index} style={{ width: `${100 / actions.length}%` }}>
              <span>{action}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
