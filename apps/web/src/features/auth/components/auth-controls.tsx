import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { SvgIcon } from '@/components/svg-icon';

// The login route's controls, drawn without antd (auth-screen.css); they look like antd's large controls.

interface AuthFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}

/** A labelled field with its hint, or its error in place of the hint. */
export function AuthField({ id, label, error, hint, children }: AuthFieldProps) {
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && !error ? (
        <div id={`${id}-hint`} className="auth-field-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={`${id}-error`} role="alert" className="auth-field-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}

interface AuthInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'prefix'> {
  id: string;
  icon: IconDefinition;
  value: string;
  invalid: boolean;
  /** The id of the text that describes the field (its error or hint). */
  describedBy?: string;
  onValueChange: (value: string) => void;
  /** A password: hidden, with a button that shows it. */
  secret?: boolean;
}

export function AuthInput({ id, icon, value, invalid, describedBy, onValueChange, secret = false, ...rest }: AuthInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <span className="auth-input" data-invalid={invalid ? '' : undefined}>
      <span className="auth-input-icon">
        <SvgIcon icon={icon} />
      </span>
      <input
        {...rest}
        id={id}
        type={secret && !shown ? 'password' : 'text'}
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {secret ? (
        <button type="button" className="auth-input-toggle" aria-label={shown ? '隐藏密码' : '显示密码'} aria-pressed={shown} onClick={() => setShown(!shown)}>
          <SvgIcon icon={shown ? EyeOutlined : EyeInvisibleOutlined} />
        </button>
      ) : null}
    </span>
  );
}

interface AuthAlertProps {
  type: 'error' | 'warning';
  title: string;
  description?: string;
}

export function AuthAlert({ type, title, description }: AuthAlertProps) {
  return (
    <div role="alert" className={`auth-alert${type === 'warning' ? ' auth-alert-warning' : ''}`}>
      <span className="auth-alert-icon">
        <SvgIcon icon={type === 'warning' ? ExclamationCircleFilled : CloseCircleFilled} />
      </span>
      <div>
        <div>{title}</div>
        {description ? <div className="auth-alert-description">{description}</div> : null}
      </div>
    </div>
  );
}

interface AuthButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant: 'primary' | 'link';
  loading?: boolean;
}

/** A full-width button; while `loading` it keeps its label, shows a spinner and ignores clicks. */
export function AuthButton({ variant, loading = false, children, onClick, ...rest }: AuthButtonProps) {
  return (
    <button
      {...rest}
      className={`auth-button auth-button-${variant}`}
      aria-busy={loading}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {loading ? <span className="auth-button-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
