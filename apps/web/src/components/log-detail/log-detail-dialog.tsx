import { UndoOutlined } from '@ant-design/icons';
import { LOG_MSG } from '@ops/contracts/oplog';
import { PERMISSION } from '@ops/contracts/permissions';
import { App, Button, Modal } from 'antd';
import { useState } from 'react';
import { useCan } from '@/lib/operator-access';
import { useLogDetail } from './get-log-detail';
import { LogDetailContent } from './log-detail-content';
import { useRestorePost } from './restore-post';

interface LogDetailDialogProps {
  /** The log entry to show; null keeps the dialog closed. */
  logId: number | null;
  onClose: () => void;
}

const RESTORE_CONFIRM = '确定要恢复该动态吗?';

/**
 * 日志详情 (spec 2.8, 50% wide): 操作, 描述, IP and the rest of the entry, then what it changed. A post deletion whose
 * post is still deleted offers 恢复动态 to a role that manages content, after a confirmation; the detail and the logs
 * reload after it.
 */
export function LogDetailDialog({ logId, onClose }: LogDetailDialogProps) {
  // The last entry shown stays on screen while the dialog plays its close animation.
  const [shownId, setShownId] = useState(logId);
  if (logId !== null && logId !== shownId) setShownId(logId);

  const detail = useLogDetail(shownId);
  const restore = useRestorePost();
  const { modal, message } = App.useApp();
  const canRestore = useCan(PERMISSION.contentManage);

  const confirmRestore = () => {
    const entry = detail.data;
    if (!entry) return;
    modal.confirm({
      title: RESTORE_CONFIRM,
      content: `动态 ${entry.targetId ?? ''} 将恢复，重新出现在动态管理和作者的动态记录等列表中。`,
      okText: '确定',
      cancelText: '取消',
      onOk: () =>
        restore
          .mutateAsync(entry.id)
          .then(() => message.success(LOG_MSG.restored))
          // The api client has shown the reason (e.g. already restored); the detail has reloaded.
          .catch(() => undefined),
    });
  };

  const restorable = canRestore && !detail.isError && detail.data?.restorable === true;

  return (
    <Modal
      open={logId !== null}
      title="日志详情"
      width="50%"
      style={{ top: 40, minWidth: 560 }}
      destroyOnHidden
      onCancel={onClose}
      footer={[
        restorable ? (
          <Button key="restore" type="primary" icon={<UndoOutlined aria-hidden />} loading={restore.isPending} onClick={confirmRestore}>
            恢复动态
          </Button>
        ) : null,
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
      ]}
    >
      <div data-testid="log-detail" style={{ maxHeight: 'calc(100vh - 220px)', minHeight: 200, overflowY: 'auto', paddingInlineEnd: 8 }}>
        {shownId !== null ? <LogDetailContent detail={detail} onLeave={onClose} /> : null}
      </div>
    </Modal>
  );
}
