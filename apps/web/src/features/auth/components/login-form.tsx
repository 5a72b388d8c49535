import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { MSG } from '@ops/contracts/messages';
import { Alert, Button, Input, theme } from 'antd';
import { type FormEvent, type ReactNode, useState } from 'react';
import { errorMessage, isApiClientError } from '@/lib/api-error';
import { useLogin } from '../api/login';

interface LoginFormProps {
  onSuccess: () => void;
}

type Field = 'username' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

/** Both fields are required; the username may not be only spaces. */
export function validateLogin(username: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!username.trim()) errors.username = MSG.usernameRequired;
  if (!password) errors.password = MSG.passwordRequired;
  return errors;
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

function FieldRow({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: 24 }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: 8, color: token.colorTextHeading }}>
        {label}
      </label>
      {children}
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
 * tooltip machinery, which the login route's first load does not need.
 */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const loginMutation = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const failure = loginMutation.isError ? loginFailure(loginMutation.error) : null;

  const edit = (field: Field, value: string) => {
    (field === 'username' ? setUsername : setPassword)(value);
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (loginMutation.isError) loginMutation.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(username, password);
    setErrors(found);
    if (found.username) document.getElementById('login-username')?.focus();
    else if (found.password) document.getElementById('login-password')?.focus();
    if (found.username || found.password) return;
    loginMutation.mutate({ username: username.trim(), password }, { onSuccess });
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
      <Button type="primary" htmlType="submit" size="large" block loading={loginMutation.isPending}>
        登录
      </Button>
    </form>
  );
}
