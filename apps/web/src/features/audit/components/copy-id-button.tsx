import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { copyText } from '@/lib/copy-text';
import styles from './copy-id-button.module.css';

/** How long the button shows 已复制. */
const COPIED_MS = 3_000;

/**
 * 复制ID beside a card's ID, as antd's `Typography.Text copyable` shows it (icon, 复制ID / 已复制), without its tooltip
 * and copy machinery on every card of the page (ADR 0018).
 */
export function CopyIdButton({ id }: { id: number }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const label = copied ? '已复制' : '复制ID';
  return (
    <button
      type="button"
      className={copied ? `${styles.copy} ${styles.copied}` : styles.copy}
      title={label}
      aria-label={label}
      onClick={() => {
        void copyText(String(id)).then(setCopied);
      }}
    >
      {copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
    </button>
  );
}
