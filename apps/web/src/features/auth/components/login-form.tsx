import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginResult } from '@ops/contracts/auth';
import { ERROR_CODE, MSG } from '@ops/contracts/messages';
import { Alert, Button, Input, theme } from 'antd';
import { type FormEvent, type ReactNode, useState } from 'react';
import { errorMessage, isApiClientError } from '@/lib/api-error';
import { useLogin } from '../api/login';

interface LoginFormProps {
  onSuccess: (result: LoginResult) => void;
}

type Field = 'username' | 'password' | 'code';
type FieldErrors = Partial<Record<Field, string>>;

/** Both fields are required; the username may not be only spaces. */
export function validateLogin(username: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!username.trim()) errors.username = MSG.usernameRequired;
  if (!password) errors.password = MSG.passwordRequired;
  return errors;
}

/**
 * The second step's field: a code from the authenticator app or a recovery code, its format checked by the server.
 * An empty field gets the server's own request for the code (`prompt`, from its two_factor_required answer).
 */
export function validateTwoFactorCode(code: string, prompt: string): string | undefined {
  return code.trim() ? undefined : prompt;
}

/** The server's answer that the password was right and the account also wants its second factor. */
export function asksForTwoFactor(error: unknown): boolean {
  return isApiClientError(error) && error.code === ERROR_CODE.twoFactorRequired;
}

export interface LoginFailure {
  message: string;
  /** 429: too many wrong passwords; the server's message says when to try again. */
  throttled: boolean;
}

/** What the form shows above the fields after a refused login. */
export function loginFailure(error: unknown): LoginFailure {
  return { message: errorMessage(error, MSG.serverError), throttled: isApiClientError(error) && error.status === 429 };
}

interface FieldRowProps {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}

function FieldRow({ id, label, error, hint, children }: FieldRowProps) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: 24 }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: 8, color: token.colorTextHeading }}>
        {label}
      </label>
      {children}
      {hint && !error ? (
        <div id={`${id}-hint`} style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, marginTop: 4 }}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={`${id}-error`} role="alert" style={{ color: token.colorError, fontSize: token.fontSize, marginTop: 4 }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The login form, written with plain inputs rather than antd's Form: Form brings its validator and
 * tooltip machinery, which the login route's first load does not need. An account with two-factor login
 * gets a second step after its password: the code (or a recovery code), sent again with the same credentials.
 */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const loginMutation = useLogin();
  const { token } = theme.useToken();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // The server's request for the code; the second step is open while it is set.
  const [codePrompt, setCodePrompt] = useState<string | null>(null);
  const codeStep = codePrompt !== null;
  const [errors, setErrors] = useState<FieldErrors>({});
  const failure = loginMutation.isError && !asksForTwoFactor(loginMutation.error) ? loginFailure(loginMutation.error) : null;

  const edit = (field: Field, value: string) => {
    ({ username: setUsername, password: setPassword, code: setCode })[field](value);
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (loginMutation.isError) loginMutation.reset();
  };

  const submitPassword = () => {
    const found = validateLogin(username, password);
    setErrors(found);
    if (found.username) document.getElementById('login-username')?.focus();
    else if (found.password) document.getElementById('login-password')?.focus();
    if (found.username || found.password) return;
    loginMutation.mutate(
      { username: username.trim(), password },
      { onSuccess, onError: (error) => setCodePrompt(asksForTwoFactor(error) ? errorMessage(error, '') : null) },
    );
  };

  const submitCode = () => {
    const problem = validateTwoFactorCode(code, codePrompt ?? '');
    setErrors({ code: problem });
    if (problem) {
      document.getElementById('login-code')?.focus();
      return;
    }
    loginMutation.mutate({ username: username.trim(), password, twoFactorCode: code.trim() }, { onSuccess });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (codeStep) submitCode();
    else submitPassword();
  };

  const backToPassword = () => {
    setCodePrompt(null);
    setCode('');
    setErrors({});
    loginMutation.reset();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="登录">
      {failure ? (
        <Alert
          type={failure.throttled ? 'warning' : 'error'}
          title={failure.throttled ? '登录尝试过于频繁' : failure.message}
          description={failure.throttled ? failure.message : undefined}
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {codeStep ? (
        <>
          <p style={{ marginTop: 0, marginBottom: 16, color: token.colorTextSecondary }}>
            账号 <strong style={{ color: token.colorText }}>{username.trim()}</strong> 已开启两步验证，请输入验证器 App 中的 6 位验证码。
          </p>
          <FieldRow id="login-code" label="两步验证码" error={errors.code} hint="手机不在身边时，可输入一个恢复码（如 abcde-fghij）">
            <Input
              id="login-code"
              size="large"
              prefix={<SafetyOutlined aria-hidden />}
              placeholder="请输入 6 位验证码或恢复码"
              autoComplete="one-time-code"
              inputMode="numeric"
              autoFocus
              maxLength={32}
              value={code}
              status={errors.code ? 'error' : undefined}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={errors.code ? 'login-code-error' : 'login-code-hint'}
              onChange={(event) => edit('code', event.target.value)}
            />
          </FieldRow>
        </>
      ) : (
        <>
          <FieldRow id="login-username" label="用户名" error={errors.username}>
            <Input
              id="login-username"
              size="large"
              prefix={<UserOutlined aria-hidden />}
              placeholder="请输入用户名"
              autoComplete="username"
              autoFocus
              maxLength={64}
              value={username}
              status={errors.username ? 'error' : undefined}
              aria-invalid={errors.username ? true : undefined}
              aria-describedby={errors.username ? 'login-username-error' : undefined}
              onChange={(event) => edit('username', event.target.value)}
            />
          </FieldRow>
          <FieldRow id="login-password" label="密码" error={errors.password}>
            <Input.Password
              id="login-password"
              size="large"
              prefix={<LockOutlined aria-hidden />}
              placeholder="请输入密码"
              autoComplete="current-password"
              maxLength={128}
              value={password}
              status={errors.password ? 'error' : undefined}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'login-password-error' : undefined}
              onChange={(event) => edit('password', event.target.value)}
            />
          </FieldRow>
        </>
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={loginMutation.isPending}>
        {codeStep ? '验证并登录' : '登录'}
      </Button>
      {codeStep ? (
        <Button type="link" block onClick={backToPassword} disabled={loginMutation.isPending} style={{ marginTop: 8 }}>
          返回，使用其他账号登录
        </Button>
      ) : null}
    </form>
  );
}
