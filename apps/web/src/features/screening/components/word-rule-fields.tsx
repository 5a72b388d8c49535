import { Form, Radio, Select } from 'antd';
import { categoryRules } from './word-form';
import { ACTION_HINT, ACTION_OPTIONS, CATEGORY_OPTIONS } from './word-options';

/** 分类 and 处理方式: what the dialogs for one word and for an import ask besides the words. */
export function WordRuleFields() {
  return (
    <>
      <Form.Item label="分类" name="category" rules={categoryRules}>
        <Select options={CATEGORY_OPTIONS} placeholder="请选择分类" />
      </Form.Item>
      <Form.Item label="处理方式" name="action" required extra={ACTION_HINT}>
        <Radio.Group options={ACTION_OPTIONS} />
      </Form.Item>
    </>
  );
}
