import type { ReactNode } from 'react';
import { BrandMark } from '@/components/brand-mark';
import './auth-screen.css';

interface AuthScreenProps {
  subtitle: string;
  width?: number;
  children: ReactNode;
}

/**
 * The pages outside the console (login, account setup): brand, product name and one panel on the brand gradient.
 * Plain markup and CSS, not antd: the login route is the first thing a browser loads and carries no antd.
 */
export function AuthScreen({ subtitle, width = 400, children }: AuthScreenProps) {
  return (
    <div className="auth-screen">
      <main className="auth-panel" style={{ width }}>
        <div className="auth-brand">
          <BrandMark size={44} />
          <h1>运营后台</h1>
          <span className="auth-secondary">{subtitle}</span>
        </div>
        {children}
      </main>
    </div>
  );
}
