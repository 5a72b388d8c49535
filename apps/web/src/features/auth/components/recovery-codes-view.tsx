import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { copyText } from '@/lib/copy-text';
import { downloadText } from '@/lib/download';
import { recoveryCodesFilename, recoveryCodesText } from './two-factor-text';

interface RecoveryCodesViewProps {
  codes: readonly string[];
  /** Whose codes: named in the file. */
  account: string;
  finishText: string;
  onFinish: () => void;
}

/** Step two: the recovery codes, shown this once, with 复制 and 下载 (a .txt file). */
export function RecoveryCodesView({ codes, account, finishText, onFinish }: RecoveryCodesViewProps) {
  const { message } = App.useApp();
  const [issuedAt] = useState(() => Date.now());
  const text = recoveryCodesText(codes, account, issuedAt);

  const copy = () => {
    void copyText(text).then((copied) => (copied ? message.success('恢复码已复制') : message.error('无法复制，请下载保存')));
  };

  return (
    <Flex vertical gap={16}>
      <Alert
        type="warning"
        showIcon
        title="恢复码只显示这一次，请立即复制或下载并妥善保存"
        description="手机丢失或无法使用验证器时，可在登录时输入一个恢复码代替验证码；每个恢复码只能使用一次。"
      />
      <ul
        data-testid="recovery-codes"
        aria-label="恢复码"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: '8px 24px',
          margin: 0,
          padding: '16px 24px',
          listStyle: 'none',
          background: 'rgba(0, 0, 0, 0.02)',
          border: '1px solid rgba(5, 5, 5, 0.06)',
          borderRadius: 8,
        }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 15 }}>{code}</Typography.Text>
          </li>
        ))}
      </ul>
      <Flex justify="space-between" gap={8} wrap>
        <Flex gap={8}>
          <Button icon={<CopyOutlined aria-hidden />} onClick={copy}>
            复制
          </Button>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => downloadText(recoveryCodesFilename(account), text, 'text/plain;charset=utf-8')}>
            下载
          </Button>
        </Flex>
        <Button type="primary" onClick={onFinish}>
          {finishText}
        </Button>
      </Flex>
    </Flex>
  );
}
