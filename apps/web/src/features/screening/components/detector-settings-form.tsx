import { SaveOutlined } from '@ant-design/icons';
import { MSG } from '@ops/contracts/messages';
import {
  DETECTOR_KEYS,
  DETECTOR_LABEL,
  DETECTOR_MODE_LABEL,
  DETECTOR_MODES,
  type DetectorMode,
  type ScreeningSettings,
} from '@ops/contracts/screening';
import { Alert, App, Button, Flex, Form, Segmented, Select, Typography, type FormRule } from 'antd';
import { useState } from 'react';
import { useUpdateScreeningSettings } from '../api/update-screening-settings';
import { checkAllowList } from './allow-list';
import { DETECTOR_HINT } from './detector-hints';
import { placeServerError } from './server-error-placement';

const MODE_OPTIONS = DETECTOR_MODES.map((mode) => ({ value: mode, label: DETECTOR_MODE_LABEL[mode] }));
const FIELDS = ['detectors', 'urlAllowList'] as const;

const allowListRules: FormRule[] = [
  {
    validator: (_rule, value: string[] | undefined) => {
      const check = checkAllowList(value ?? []);
      return check.ok ? Promise.resolve() : Promise.reject(new Error(check.message));
    },
  },
];

/** One detector: its name and what it finds on the left, 拦截 / 送人审 / 关闭 on the right. */
function DetectorRow({ detector }: { detector: (typeof DETECTOR_KEYS)[number] }) {
  return (
    <Flex align="center" justify="space-between" gap={16} wrap style={{ paddingBlock: 10 }}>
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong>{DETECTOR_LABEL[detector]}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {DETECTOR_HINT[detector]}
        </Typography.Text>
      </Flex>
      <Form.Item name={['detectors', detector]} noStyle>
        <Segmented<DetectorMode> options={MODE_OPTIONS} aria-label={`${DETECTOR_LABEL[detector]}的处理方式`} />
      </Form.Item>
    </Flex>
  );
}

/**
 * The four built-in detectors and the hosts whose links are not 站外网址; 保存 sends them all at once. A value the server
 * refuses is shown beside the allow-list (or above the form), not as a toast.
 */
export function DetectorSettingsForm({ settings }: { settings: ScreeningSettings }) {
  const [form] = Form.useForm<ScreeningSettings>();
  const { message } = App.useApp();
  const save = useUpdateScreeningSettings();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: ScreeningSettings) => {
    const check = checkAllowList(values.urlAllowList);
    if (!check.ok) return;
    setFailure(null);
    save.mutate(
      { detectors: values.detectors, urlAllowList: check.hosts },
      {
        onSuccess: (saved) => {
          form.setFieldsValue(saved);
          message.success('内置检测设置已保存');
        },
        onError: (error) => {
          const placed = placeServerError(error, FIELDS, MSG.serverError);
          if (placed.field === 'urlAllowList') form.setFields([{ name: 'urlAllowList', errors: [placed.message] }]);
          else setFailure(placed.message);
        },
      },
    );
  };

  return (
    <Form<ScreeningSettings> form={form} layout="vertical" initialValues={settings} onFinish={submit} onValuesChange={() => setFailure(null)}>
      {failure ? <Alert type="error" title={failure} showIcon role="alert" style={{ marginBottom: 16 }} /> : null}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(380px, 1fr))', columnGap: 48 }}>
        {DETECTOR_KEYS.map((detector) => (
          <DetectorRow key={detector} detector={detector} />
        ))}
      </div>
      <Form.Item
        label="站外网址允许列表"
        name="urlAllowList"
        rules={allowListRules}
        extra="这些域名及其子域名的链接不算站外网址；输入域名后按回车，可一次粘贴多个（用空格或逗号分隔）"
        style={{ marginTop: 12 }}
      >
        <Select
          mode="tags"
          open={false}
          suffixIcon={null}
          tokenSeparators={[',', '，', ' ', '\n', ';', '；']}
          placeholder="例如 example.com"
          aria-label="站外网址允许列表"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={save.isPending}>
        保存
      </Button>
    </Form>
  );
}
