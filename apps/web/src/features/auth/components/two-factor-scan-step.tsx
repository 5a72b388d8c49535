import { MSG } from '@ops/contracts/messages';
import type { TwoFactorSetup } from '@ops/contracts/operators';
import { TWO_FACTOR_MSG } from '@ops/contracts/two-factor';
import { Alert, Button, Flex, Form, Input, Result, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, isApiClientError } from '@/lib/api-error';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { enrolmentCode, groupSecret, SIX_DIGITS } from './two-factor-text';

interface TwoFactorScanStepProps {
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel?: () => void;
}

interface CodeValues {
  code: string;
}

const QR_SIZE = 176;

/** The QR code as an image of its own: the SVG text from the server never becomes part of the page's markup. */
function QrImage({ svg }: { svg: string }) {
  return (
    <img
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      alt="两步验证二维码，用验证器 App 扫描"
      width={QR_SIZE}
      height={QR_SIZE}
      style={{ flex: 'none', border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 8, padding: 8, background: '#fff', boxSizing: 'content-box' }}
    />
  );
}

function ScanInstructions({ setup }: { setup: TwoFactorSetup }) {
  return (
    <Flex vertical gap={8} style={{ minWidth: 0 }}>
      <Typography.Text>1. 在手机上打开验证器 App（如 Google Authenticator、Microsoft Authenticator），扫描左侧二维码。</Typography.Text>
      <Typography.Text>2. 无法扫码时，在 App 中手动添加，输入以下密钥（基于时间）：</Typography.Text>
      <Typography.Text
        code
        copyable={{ text: setup.secret, tooltips: ['复制密钥', '已复制'] }}
        data-testid="two-factor-secret"
        data-secret={setup.secret}
        style={{ wordBreak: 'break-all', fontSize: 13 }}
      >
        {groupSecret(setup.secret)}
      </Typography.Text>
      <Typography.Text>3. 输入 App 显示的 6 位验证码，完成绑定。</Typography.Text>
    </Flex>
  );
}

/**
 * Step one of turning on two-factor login: a fresh secret as a QR code and as a key to type, then the first code
 * from the app. A wrong code shows on its field; a setup the server no longer knows offers a new one.
 */
export function TwoFactorScanStep({ onEnabled, onCancel }: TwoFactorScanStepProps) {
  const setup = useSetupTwoFactor();
  const { mutate: requestSetup } = setup;
  const enable = useEnableTwoFactor();
  const [form] = Form.useForm<CodeValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const requested = useRef(false);

  // One secret per opening (the guard keeps a development double effect from asking twice).
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    requestSetup();
  }, [requestSetup]);

  const restart = () => {
    setFailure(null);
    form.resetFields();
    requestSetup();
  };

  const submit = ({ code }: CodeValues) => {
    setFailure(null);
    enable.mutate(
      { code: enrolmentCode(code) },
      {
        onSuccess: (result) => onEnabled(result.recoveryCodes),
        onError: (error) => {
          if (isApiClientError(error) && error.status === 400) form.setFields([{ name: 'code', errors: [error.message] }]);
          else if (isApiClientError(error) && error.status === 409) setFailure(error.message);
        },
      },
    );
  };

  if (setup.isError) {
    return (
      <Result
        status="error"
        title="无法生成两步验证密钥"
        subTitle={errorMessage(setup.error, MSG.serverError)}
        extra={
          <Button type="primary" onClick={restart}>
            重试
          </Button>
        }
      />
    );
  }
  if (!setup.data) {
    return (
      <Flex gap={24} style={{ padding: '8px 0' }}>
        <Skeleton.Node active style={{ width: QR_SIZE + 16, height: QR_SIZE + 16 }} />
        <Skeleton active paragraph={{ rows: 4 }} title={false} style={{ flex: 1 }} />
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16}>
      <Flex gap={24} align="flex-start">
        <QrImage svg={setup.data.qrSvg} />
        <ScanInstructions setup={setup.data} />
      </Flex>
      {failure ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={failure}
          action={
            <Button size="small" onClick={restart}>
              重新获取
            </Button>
          }
        />
      ) : null}
      <Form<CodeValues> form={form} layout="vertical" initialValues={{ code: '' }} onFinish={submit} onValuesChange={() => setFailure(null)}>
        <Form.Item
          label="验证码"
          name="code"
          required
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const code = enrolmentCode(value ?? '');
                if (!code) return Promise.reject(new Error(TWO_FACTOR_MSG.codeRequired));
                return SIX_DIGITS.test(code) ? Promise.resolve() : Promise.reject(new Error('验证码为 6 位数字'));
              },
            },
          ]}
        >
          <Input autoFocus inputMode="numeric" autoComplete="one-time-code" maxLength={7} placeholder="6 位数字验证码" style={{ maxWidth: 240 }} />
        </Form.Item>
        <Flex justify="flex-end" gap={8}>
          {onCancel ? (
            <Button onClick={onCancel} disabled={enable.isPending}>
              取消
            </Button>
          ) : null}
          <Button type="primary" htmlType="submit" loading={enable.isPending}>
            验证并开启
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
