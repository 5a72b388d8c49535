import { ReloadOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import { useEffect } from 'react';
import { ExportCsvButton } from '@/components/export-csv-button';
import { AudienceFormItems } from './audience-selects';
import type { AudienceFilters } from './stats-filters';

interface RealtimeFilterBarProps {
  values: AudienceFilters;
  /** A changed selector applies at once: the page has no 查询 button. */
  onChange: (values: AudienceFilters) => void;
  onRefresh: () => void;
  refreshing: boolean;
  canExport: boolean;
  onExport: () => void;
}

/** 单双号, 性别, 刷新 and 导出CSV for today's hourly figures. */
export function RealtimeFilterBar({ values, onChange, onRefresh, refreshing, canExport, onExport }: RealtimeFilterBarProps) {
  const [form] = Form.useForm<AudienceFilters>();

  useEffect(() => {
    form.setFieldsValue({ oddEven: values.oddEven, sex: values.sex });
  }, [form, values.oddEven, values.sex]);

  return (
    <Form<AudienceFilters> form={form} layout="inline" onValuesChange={(_changed, all) => onChange(all)} style={{ rowGap: 16 }}>
      <AudienceFormItems />
      <Form.Item>
        <Space wrap>
          <Button type="primary" icon={<ReloadOutlined aria-hidden />} loading={refreshing} onClick={onRefresh}>
            刷新
          </Button>
          <ExportCsvButton disabled={!canExport} onExport={onExport} />
        </Space>
      </Form.Item>
    </Form>
  );
}
