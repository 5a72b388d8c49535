import { PushpinOutlined, VerticalAlignBottomOutlined } from '@ant-design/icons';
import { TOP_STATE } from '@ops/contracts/codes';
import { PERMISSION } from '@ops/contracts/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useCan } from '@/lib/operator-access';
import { useChangePin, type PinChange } from './change-pin';
import { useMessageDetail } from './get-message-detail';
import { MessageDetailContent } from './message-detail-content';
import { messageDetailKeys } from './query-keys';

interface MessageDetailDialogProps {
  /** The post to show; null keeps the dialog closed. */
  messageId: number | null;
  onClose: () => void;
}

const PIN_DONE: Record<PinChange, string> = { top: '置顶成功', untop: '已取消置顶' };

/**
 * 动态详情 (spec 2.9, 50% wide): the post, its report reasons and its comments by infinite scroll; 置顶 when
 * topState is 1, 取消置顶 when 2 (for a role that manages content), the detail reloading after each (spec 4).
 */
export function MessageDetailDialog({ messageId, onClose }: MessageDetailDialogProps) {
  // The last post shown stays on screen while the dialog plays its close animation.
  const [shownId, setShownId] = useState(messageId);
  if (messageId !== null && messageId !== shownId) setShownId(messageId);

  const detail = useMessageDetail(shownId);
  const pin = useChangePin();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const canPin = useCan(PERMISSION.contentManage);
  const scrollRoot = useRef<HTMLDivElement>(null);

  const change = (next: PinChange) => {
    if (shownId === null) return;
    pin.mutate({ id: shownId, change: next }, { onSuccess: () => message.success(PIN_DONE[next]) });
  };
  // A post deleted meanwhile answers 404: its old data stays cached but offers no pin.
  const topState = detail.isError || !canPin ? undefined : detail.data?.topState;
  const pinButton =
    topState === TOP_STATE.notPinned ? (
      <Button key="top" type="primary" icon={<PushpinOutlined aria-hidden />} loading={pin.isPending} onClick={() => change('top')}>
        置顶
      </Button>
    ) : topState === TOP_STATE.pinned ? (
      <Button key="untop" icon={<VerticalAlignBottomOutlined aria-hidden />} loading={pin.isPending} onClick={() => change('untop')}>
        取消置顶
      </Button>
    ) : null;

  return (
    <Modal
      open={messageId !== null}
      title="动态详情"
      width="50%"
      // Top-aligned: the dialog grows as comments load without jumping up and down.
      style={{ top: 40 }}
      destroyOnHidden
      onCancel={onClose}
      // Every opening starts again from comment page 1.
      afterClose={() => shownId !== null && queryClient.removeQueries({ queryKey: messageDetailKeys.comments(shownId) })}
      footer={[
        pinButton,
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
      ]}
    >
      <div
        ref={scrollRoot}
        data-testid="message-detail"
        style={{ maxHeight: 'calc(100vh - 220px)', minHeight: 240, overflowY: 'auto', paddingInlineEnd: 8 }}
      >
        {shownId !== null ? <MessageDetailContent detail={detail} scrollRoot={scrollRoot} onLeave={onClose} /> : null}
      </div>
    </Modal>
  );
}
