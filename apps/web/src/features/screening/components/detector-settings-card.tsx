import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useScreeningSettings } from '../api/get-screening-settings';
import { DetectorSettingsForm } from './detector-settings-form';

/** 内置检测: the settings once loaded (the api client has toasted a failure; the card offers 重试). */
export function DetectorSettingsCard() {
  const settings = useScreeningSettings();
  const body = settings.data ? (
    // Filled once from the first answer: a background refetch must not wipe changes not saved yet.
    <DetectorSettingsForm settings={settings.data} />
  ) : settings.isError ? (
    <Alert
      type="error"
      showIcon
      title="内置检测设置加载失败"
      action={
        <Button size="small" icon={<ReloadOutlined aria-hidden />} loading={settings.isFetching} onClick={() => void settings.refetch()}>
          重试
        </Button>
      }
    />
  ) : (
    <Skeleton active paragraph={{ rows: 5 }} />
  );
  return <Card title="内置检测">{body}</Card>;
}
