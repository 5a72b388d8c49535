import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import type { ReactNode } from 'react';

interface FilterActionsProps {
  onReset: () => void;
  /** The list is loading: 查询 shows a spinner. */
  loading?: boolean;
  /** Further buttons after 重置 (e.g. a batch action on the filtered list). */
  children?: ReactNode;
}

/** The 查询 (submits the filter form) and 重置 buttons that end every filter form. */
export function FilterActions({ onReset, loading, children }: FilterActionsProps) {
  return (
    <Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />} loading={loading}>
          查询
        </Button>
        <Button onClick={onReset} icon={<UndoOutlined aria-hidden />}>
          重置
        </Button>
        {children}
      </Space>
    </Form.Item>
  );
}
