import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import type { LoginResult } from '@ops/contracts/auth';
import { ERROR_CODE, MSG } from '@ops/contracts/messages';
import { type FormEvent, useState } from 'react';
import { errorMessage, isApiClientError } from '@/lib/api-error';
import { useLogin } from '../api/login';
import { AuthAlert, AuthButton, AuthField, AuthInput } from './auth-controls';

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

/**
 * The login form, written with plain controls rather than antd (auth-controls.tsx): the login route is the
 * first thing a browser loads, and it loads no antd. An account with two-factor login
 * gets a second step after its password: the code (or a recovery code), sent again with the same credentials.
 */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const loginMutation = useLogin();
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
        <AuthAlert
          type={failure.throttled ? 'warning' : 'error'}
          title={failure.throttled ? '登录尝试过于频繁' : failure.message}
          description={failure.throttled ? failure.message : undefined}
        />
      ) : null}
      {codeStep ? (
        <>
          <p className="auth-secondary" style={{ marginTop: 0, marginBottom: 16 }}>
            账号 <strong style={{ color: 'rgba(0, 0, 0, 0.88)' }}>{username.trim()}</strong> 已开启两步验证，请输入验证器 App 中的 6 位验证码。
          </p>
          {/* Keys: the code field must be a new input (autoFocus acts on a new one), not the password field reused. */}
          <AuthField key="login-code" id="login-code" label="两步验证码" error={errors.code} hint="手机不在身边时，可输入一个恢复码（如 abcde-fghij）">
            <AuthInput
              id="login-code"
              icon={SafetyOutlined}
              placeholder="请输入 6 位验证码或恢复码"
              autoComplete="one-time-code"
              inputMode="numeric"
              autoFocus
              maxLength={32}
              value={code}
              invalid={Boolean(errors.code)}
              describedBy={errors.code ? 'login-code-error' : 'login-code-hint'}
              onValueChange={(value) => edit('code', value)}
            />
          </AuthField>
        </>
      ) : (
        <>
          <AuthField key="login-username" id="login-username" label="用户名" error={errors.username}>
            <AuthInput
              id="login-username"
              icon={UserOutlined}
              placeholder="请输入用户名"
              autoComplete="username"
              autoFocus
              maxLength={64}
              value={username}
              invalid={Boolean(errors.username)}
              describedBy={errors.username ? 'login-username-error' : undefined}
              onValueChange={(value) => edit('username', value)}
            />
          </AuthField>
          <AuthField key="login-password" id="login-password" label="密码" error={errors.password}>
            <AuthInput
              id="login-password"
              icon={LockOutlined}
              secret
              placeholder="请输入密码"
              autoComplete="current-password"
              maxLength={128}
              value={password}
              invalid={Boolean(errors.password)}
              describedBy={errors.password ? 'login-password-error' : undefined}
              onValueChange={(value) => edit('password', value)}
            />
          </AuthField>
        </>
      )}
      <AuthButton variant="primary" type="submit" loading={loginMutation.isPending}>
        {codeStep ? '验证并登录' : '登录'}
      </AuthButton>
      {codeStep ? (
        <AuthButton variant="link" type="button" onClick={backToPassword} disabled={loginMutation.isPending}>
          返回，使用其他账号登录
        </AuthButton>
      ) : null}
    </form>
  );
}
