import type { ReactNode } from 'react';
import styles from './row-action.module.css';

interface RowActionProps {
  children: ReactNode;
  danger?: boolean;
  onClick: () => void;
}

/**
 * An action in a table row, drawn like antd's `<Button type="link" size="small">` from the theme's variables. A page of
 * 动态管理 had two Buttons in each of its 20 rows, each with its own style hooks and click wave (ADR 0018).
 */
export function RowAction({ children, danger = false, onClick }: RowActionProps) {
  return (
    <button type="button" className={danger ? `${styles.action} ${styles.danger}` : styles.action} onClick={onClick}>
      {children}
    </button>
  );
}

/** The row's actions side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return <span className={styles.actions}>{children}</span>;
}
