import { MSG } from '@ops/contracts/messages';
import { SENSITIVE_WORDS_IMPORT_MAX, type SensitiveWordImportResult, type WordAction, type WordCategory } from '@ops/contracts/screening';
import { Alert, Button, Form, Input, Modal, Typography, type FormRule } from 'antd';
import { useRef, useState } from 'react';
import { focusFirstField } from '@/lib/focus';
import { useImportSensitiveWords } from '../api/import-sensitive-words';
import { importProblem, importText, importWordTotal } from './import-text';
import { ImportResultView } from './import-result-view';
import { placeServerError } from './server-error-placement';
import { WordRuleFields } from './word-rule-fields';

interface ImportFormValues {
  words: string;
  category?: WordCategory;
  action: WordAction;
}

const DEFAULTS: ImportFormValues = { words: '', category: undefined, action: 'block' };
const FIELDS = ['words', 'category', 'action'] as const;
const wordsRules: FormRule[] = [
  {
    validator: (_rule, value: string | undefined) => {
      const problem = importProblem(value ?? '');
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  },
];

/** How many words and lines the text holds, under the text box. */
function WordCount({ text }: { text: string }) {
  const words = importWordTotal(text);
  return (
    <Typography.Text type={words > SENSITIVE_WORDS_IMPORT_MAX ? 'danger' : 'secondary'}>
      共 {words} 个敏感词；一次最多 {SENSITIVE_WORDS_IMPORT_MAX} 个，空行不导入
    </Typography.Text>
  );
}

/**
 * 批量导入: words one per line, all with one category and action; afterwards the result replaces the form (what was
 * added, and each skipped line with its reason). Mounted afresh at every opening (the page gives it a new key).
 */
export function ImportWordsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ImportFormValues>();
  const text = Form.useWatch('words', form) ?? '';
  const importMutation = useImportSensitiveWords();
  const [result, setResult] = useState<SensitiveWordImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const submit = (values: ImportFormValues) => {
    if (!values.category) return;
    setFailure(null);
    importMutation.mutate(
      { words: importText(values.words), category: values.category, action: values.action },
      {
        onSuccess: setResult,
        onError: (error) => {
          const placed = placeServerError(error, FIELDS, MSG.serverError);
          if (placed.field) form.setFields([{ name: placed.field, errors: [placed.message] }]);
          else setFailure(placed.message);
        },
      },
    );
  };

  // The same category and action for the next batch; the text box starts empty.
  const startOver = () => {
    form.setFieldValue('words', '');
    setResult(null);
  };

  const footer = result
    ? [
        <Button key="again" onClick={startOver}>
          继续导入
        </Button>,
        <Button key="done" type="primary" onClick={onClose}>
          完成
        </Button>,
      ]
    : undefined;

  return (
    <Modal
      open={open}
      title="批量导入敏感词"
      okText="导入"
      cancelText="取消"
      confirmLoading={importMutation.isPending}
      cancelButtonProps={{ disabled: importMutation.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      footer={footer}
      afterOpenChange={(visible) => visible && focusFirstField(bodyRef.current)}
      destroyOnHidden
      width={560}
    >
      <div ref={bodyRef}>
        {result ? <ImportResultView result={result} /> : null}
        {failure && !result ? <Alert type="error" title={failure} showIcon role="alert" style={{ marginTop: 16 }} /> : null}
        <Form<ImportFormValues>
          // Field ids prefixed: the filter form and the dialogs share field names on one page, and a label must find its own field.
          name="import-words"
          form={form}
          layout="vertical"
          initialValues={DEFAULTS}
          onFinish={submit}
          onValuesChange={() => setFailure(null)}
          style={{ marginTop: 16, display: result ? 'none' : undefined }}
        >
          <Form.Item label="敏感词" name="words" required rules={wordsRules} extra={<WordCount text={text} />}>
            <Input.TextArea placeholder="每行一个敏感词" autoSize={{ minRows: 8, maxRows: 14 }} spellCheck={false} />
          </Form.Item>
          <WordRuleFields />
        </Form>
      </div>
    </Modal>
  );
}
