import type { SensitiveWordImportResult } from '@ops/contracts/screening';
import { Alert, Flex, Typography, theme } from 'antd';
import { importSummary, skippedLineText } from './import-text';

/** Long lists stay readable: the first lines, then how many more. */
const SKIPPED_SHOWN = 500;

/** After 批量导入: how many words were added and, line by line, why the others were not. */
export function ImportResultView({ result }: { result: SensitiveWordImportResult }) {
  const { token } = theme.useToken();
  const shown = result.skipped.slice(0, SKIPPED_SHOWN);
  const hidden = result.skipped.length - shown.length;
  return (
    <Flex vertical gap={12} style={{ marginTop: 16 }}>
      <Alert type={result.added.length > 0 ? 'success' : 'warning'} showIcon title={importSummary(result)} role="status" />
      {shown.length > 0 ? (
        <Flex vertical gap={8}>
          <Typography.Text strong>未添加的行</Typography.Text>
          <div
            aria-label="未添加的行"
            role="list"
            style={{
              maxHeight: 260,
              overflowY: 'auto',
              padding: '8px 12px',
              borderRadius: token.borderRadius,
              background: token.colorFillQuaternary,
            }}
          >
            {shown.map((skipped) => (
              <div key={skipped.line} role="listitem" style={{ lineHeight: 1.9, overflowWrap: 'anywhere' }}>
                {skippedLineText(skipped)}
              </div>
            ))}
            {hidden > 0 ? <Typography.Text type="secondary">另有 {hidden} 行未列出</Typography.Text> : null}
          </div>
        </Flex>
      ) : null}
    </Flex>
  );
}
