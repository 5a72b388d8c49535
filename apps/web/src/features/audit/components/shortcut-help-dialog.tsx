import { Alert, Flex, Modal, Typography } from 'antd';

const SHORTCUTS: { keys: string[]; text: (noun: string) => string }[] = [
  { keys: ['j', 'k'], text: () => '下一条 / 上一条（到本页首尾时翻页）' },
  { keys: ['a'], text: (noun) => `通过当前${noun}（回车确认；快速审核下立即生效）` },
  { keys: ['r'], text: (noun) => `拒绝当前${noun}（回车确认；快速审核下立即生效）` },
  { keys: ['x'], text: () => '选中 / 取消选中当前卡片（用于批量操作）' },
  { keys: ['z'], text: () => '撤销刚才的通过或拒绝（5 秒内；快速审核下 10 秒内）' },
  { keys: ['q'], text: () => '打开 / 关闭快速审核（待审核、机审、待机审）' },
  { keys: ['?'], text: () => '打开本帮助' },
  { keys: ['Esc'], text: () => '关闭对话框或图片预览' },
];

interface ShortcutHelpDialogProps {
  open: boolean;
  noun: string;
  onClose: () => void;
}

export function ShortcutHelpDialog({ open, noun, onClose }: ShortcutHelpDialogProps) {
  return (
    <Modal open={open} title="键盘快捷键" footer={null} onCancel={onClose} width={480} destroyOnHidden>
      <Flex vertical gap={16}>
        <Alert
          type="info"
          showIcon
          title="按 a / r 后在确认框中按回车即可完成，处理后焦点自动移到下一条；5 秒内可点提示中的「撤销」或按 z 撤销。"
        />
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '10px 16px', margin: 0 }}>
          {SHORTCUTS.map((shortcut) => (
            <div key={shortcut.keys.join()} style={{ display: 'contents' }}>
              <dt>
                {shortcut.keys.map((key) => (
                  <Typography.Text key={key} keyboard>
                    {key}
                  </Typography.Text>
                ))}
              </dt>
              <dd style={{ margin: 0 }}>{shortcut.text(noun)}</dd>
            </div>
          ))}
        </dl>
        <Typography.Text type="secondary">在输入框中输入或有对话框打开时，快捷键不生效。</Typography.Text>
      </Flex>
    </Modal>
  );
}
