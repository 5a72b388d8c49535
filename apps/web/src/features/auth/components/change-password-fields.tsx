import { PASSWORD_MIN_LENGTH } from '@ops/contracts/limits';
import { MSG } from '@ops/contracts/messages';
import { Form, type FormInstance, type FormRule, Input } from 'antd';
import { useState } from 'react';
import { useChangePassword } from '../api/change-password';
import {
  type ChangePasswordField,
  changePasswordFieldError,
  type ChangePasswordFormValues,
  type PlacedError,
  placeServerError,
} from './change-password-form';

const ruleFor =
  (field: ChangePasswordField): FormRule =>
  ({ getFieldsValue }) => ({
    validator: () => {
      const problem = changePasswordFieldError(field, getFieldsValue(true) as Partial<ChangePasswordFormValues>);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });

/**
 * Submitting a change of one's own password: a refusal goes on the field the server named, or above the form
 * (`failure`); `onDone` runs after success. Shared by 修改密码 and the account setup page.
 */
export function useChangePasswordSubmit(form: FormInstance<ChangePasswordFormValues>, onDone: () => void) {
  const changeMutation = useChangePassword();
  const [failure, setFailure] = useState<PlacedError | null>(null);

  const submit = (values: ChangePasswordFormValues) => {
    setFailure(null);
    changeMutation.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: onDone,
        onError: (error) => {
          const placed = placeServerError(error, MSG.serverError);
          if (placed.field) form.setFields([{ name: placed.field, errors: [placed.message] }]);
          else setFailure(placed);
        },
      },
    );
  };
  return { submit, failure, clearFailure: () => setFailure(null), pending: changeMutation.isPending };
}

interface ChangePasswordFieldsProps {
  /** The account setup page asks for the password the administrator gave. */
  currentLabel?: string;
  currentPlaceholder?: string;
  /** On a page (not a dialog, which focuses its first field itself). */
  autoFocus?: boolean;
}

/** 当前密码, 新密码 and 确认新密码, each checked with the others (the rules the server applies, plus the confirmation). */
export function ChangePasswordFields({ currentLabel = '当前密码', currentPlaceholder = '请输入当前密码', autoFocus = false }: ChangePasswordFieldsProps) {
  return (
    <>
      <Form.Item label={currentLabel} name="currentPassword" required rules={[ruleFor('currentPassword')]}>
        <Input.Password autoComplete="current-password" maxLength={128} placeholder={currentPlaceholder} autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        label="新密码"
        name="newPassword"
        required
        dependencies={['currentPassword']}
        rules={[ruleFor('newPassword')]}
        extra={`至少 ${PASSWORD_MIN_LENGTH} 个字符，且不能与当前密码相同`}
      >
        <Input.Password autoComplete="new-password" maxLength={128} placeholder="请输入新密码" />
      </Form.Item>
      <Form.Item label="确认新密码" name="confirmPassword" required dependencies={['newPassword']} rules={[ruleFor('confirmPassword')]}>
        <Input.Password autoComplete="new-password" maxLength={128} placeholder="请再次输入新密码" />
      </Form.Item>
    </>
  );
}
