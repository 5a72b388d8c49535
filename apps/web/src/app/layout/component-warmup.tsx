import { Alert, AutoComplete, Avatar, Badge, Button, Card, Cascader, Checkbox, DatePicker, Empty, Form, Input, Popconfirm, Radio, Segmented, Select, Skeleton, Space, Spin, Switch, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { whenIdle } from '@/lib/when-idle';

interface SampleRow {
  id: number;
  name: string;
  state: string;
}

const ROWS: SampleRow[] = [
  { id: 1, name: '示例', state: '待审核' },
  { id: 2, name: '示例', state: '已通过' },
];

/**
 * The pieces, drawn one per idle moment of the browser (each takes a few tens of milliseconds), so that a click
 * meanwhile waits for one piece at most.
 */
const PIECES: readonly (() => ReactNode)[] = [
  () => (
    <Form layout="inline">
      <Form.Item label="示例" name="text">
        <Input allowClear />
      </Form.Item>
      <Form.Item label="示例" name="choice">
        <Select options={[{ value: 1, label: '示例' }]} allowClear />
      </Form.Item>
      <Space>
        <Button type="primary">查询</Button>
        <Button type="link" danger>
          删除
        </Button>
      </Space>
    </Form>
  ),
  () => <DatePicker.RangePicker allowClear />,
  () => (
    <>
      <Cascader options={[]} />
      <AutoComplete options={[]} />
    </>
  ),
  () => (
    <Table<SampleRow>
      rowKey="id"
      size="middle"
      tableLayout="fixed"
      dataSource={ROWS}
      rowSelection={{ selectedRowKeys: [] }}
      columns={[
        { title: 'ID', dataIndex: 'id', sorter: true },
        { title: '名称', dataIndex: 'name', ellipsis: true, render: (name: string) => <Typography.Text copyable>{name}</Typography.Text> },
        { title: '状态', dataIndex: 'state', filters: [{ text: '示例', value: '1' }], render: (state: string) => <Tag>{state}</Tag> },
      ]}
      pagination={{ current: 1, pageSize: 2, total: 40, showSizeChanger: true, showQuickJumper: true }}
    />
  ),
  () => (
    <>
      <Card title="示例" extra={<Tag color="gold">示例</Tag>} actions={[<Button key="ok">确定</Button>]} />
      <Tabs items={[{ key: 'a', label: '示例', children: null }]} />
      <Tooltip title="示例">
        <Avatar>示</Avatar>
      </Tooltip>
      <Popconfirm title="示例">
        <Badge count={1}>
          <Checkbox>示例</Checkbox>
        </Badge>
      </Popconfirm>
    </>
  ),
  () => (
    <>
      <Radio.Group options={['示例']} />
      <Segmented options={['示例']} />
      <Switch />
      <Alert type="warning" title="示例" showIcon />
      <Skeleton active />
      <Spin spinning />
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
    </>
  ),
];

/**
 * The antd parts the list pages are made of, drawn into a node that is never attached to the page and kept there.
 * antd makes each component's styles the first time the component is drawn and drops them when the last one
 * unmounts, so every page switch used to make again the styles of the page it opened; kept referenced here, they are
 * made once, while the console is idle, and so is the components' code compiled (issue 16: a list switch ≤ 300 ms).
 * Nothing here is visible, focusable or found by assistive technology.
 */
export function ComponentWarmup() {
  const [detached] = useState(() => document.createElement('div'));
  const [drawn, setDrawn] = useState(1);
  useEffect(() => {
    if (drawn >= PIECES.length) return undefined;
    return whenIdle(() => setDrawn((count) => count + 1), 2_000);
  }, [drawn]);
  return createPortal(
    <>
      {PIECES.slice(0, drawn).map((piece, index) => (
        <Fragment key={index}>{piece()}</Fragment>
      ))}
    </>,
    detached,
  );
}
