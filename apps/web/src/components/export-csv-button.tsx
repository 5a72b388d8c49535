import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** 导出CSV: the rows on screen, disabled while there are none (or while they belong to the previous filters). */
export function ExportCsvButton({ disabled, onExport }: { disabled: boolean; onExport: () => void }) {
  return (
    <Button icon={<DownloadOutlined aria-hidden />} disabled={disabled} onClick={onExport}>
      导出CSV
    </Button>
  );
}
