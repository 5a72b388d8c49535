import { EMPTY_TEXT } from '@/lib/format';
import { shanghaiIso } from '@/lib/shanghai-day';
import { SecondaryText } from './plain-text';

const CELL_STYLE = { display: 'flex', flexDirection: 'column', lineHeight: 1.4 } as const;

/**
 * A timestamp on two lines (date, then time) in Asia/Shanghai time, for tables with many columns. Plain elements: one
 * per row of every table that has it, where antd's Flex and Typography each ran their style hooks (ADR 0018).
 */
export function DateTimeCell({ value }: { value: number | null }) {
  if (value === null) return <>{EMPTY_TEXT}</>;
  const iso = shanghaiIso(value);
  return (
    <span style={CELL_STYLE}>
      <span>{iso.slice(0, 10)}</span>
      <SecondaryText style={{ fontSize: 12 }}>{iso.slice(11, 19)}</SecondaryText>
    </span>
  );
}
