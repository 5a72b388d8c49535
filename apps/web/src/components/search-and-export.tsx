import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import { ExportCsvButton } from './export-csv-button';

interface SearchAndExportProps {
  /** The search runs (the 查询 button spins). */
  searching?: boolean;
  canExport: boolean;
  onExport: () => void;
}

/** The end of a report's filter form: 查询 (submits the form) and 导出CSV, as the statistics pages have them. */
export function SearchAndExport({ searching, canExport, onExport }: SearchAndExportProps) {
  return (
    <Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />} loading={searching}>
          查询
        </Button>
        <ExportCsvButton disabled={!canExport} onExport={onExport} />
      </Space>
    </Form.Item>
  );
}
