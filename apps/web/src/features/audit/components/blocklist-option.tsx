import { Checkbox, Flex } from 'antd';
import { type ReactNode, useState } from 'react';

interface BlocklistOptionProps {
  /** e.g. 同时将图片加入图片黑库 */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The reject confirmation's checkbox: add the item's images to 图片黑库 as well (unchecked unless ticked). */
export function BlocklistOption({ label, checked, onChange }: BlocklistOptionProps) {
  return (
    <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} data-testid="reject-blocklist-option" style={{ marginTop: 4 }}>
      {label}
    </Checkbox>
  );
}

/** The same checkbox keeping its own state, for a confirmation dialog opened imperatively (`modal.confirm`). */
export function StandaloneBlocklistOption({ label, onChange }: Omit<BlocklistOptionProps, 'checked'>) {
  const [checked, setChecked] = useState(false);
  return (
    <BlocklistOption
      label={label}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onChange(next);
      }}
    />
  );
}

/** The body of the keyboard's confirmation: the item, and for a rejection with images the 图片黑库 option. */
export function confirmContent(subject: string, option: string | null, onChange: (checked: boolean) => void): ReactNode {
  if (option === null) return subject;
  return (
    <Flex vertical gap={8}>
      <span>{subject}</span>
      <StandaloneBlocklistOption label={option} onChange={onChange} />
    </Flex>
  );
}
