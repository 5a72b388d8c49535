import { MSG } from '@ops/contracts/messages';
import { SENSITIVE_WORD_MAX, type SensitiveWord } from '@ops/contracts/screening';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useRef, useState } from 'react';
import { focusFirstField } from '@/lib/focus';
import { closeOnLostRace } from '@/lib/lost-race';
import { useCreateSensitiveWord } from '../api/create-sensitive-word';
import { useUpdateSensitiveWord } from '../api/update-sensitive-word';
import { placeServerError } from './server-error-placement';
import { wordFormValues, wordRules, type WordFormValues } from './word-form';
import { WordRuleFields } from './word-rule-fields';

interface WordDialogProps {
  open: boolean;
  /** The word being edited; null adds a new one. */
  word: SensitiveWord | null;
  onClose: () => void;
}

const FIELDS = ['word', 'category', 'action'] as const;

/**
 * 添加敏感词 / 编辑敏感词: the word, its category and what the machine does with it. A duplicate (409) or a word the
 * server refuses is shown beside the word. Mounted afresh at every opening (the page gives it a new key).
 */
export function WordDialog({ open, word, onClose }: WordDialogProps) {
  const [form] = Form.useForm<WordFormValues>();
  const { message } = App.useApp();
  const create = useCreateSensitiveWord();
  const update = useUpdateSensitiveWord();
  const [failure, setFailure] = useState<string | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pending = create.isPending || update.isPending;

  const fail = (error: unknown) => {
    const placed = placeServerError(error, FIELDS, MSG.serverError, 'word');
    if (placed.field) form.setFields([{ name: placed.field, errors: [placed.message] }]);
    else setFailure(placed.message);
  };

  const submit = (values: WordFormValues) => {
    if (!values.category) return;
    setFailure(null);
    const body = { word: values.word.trim(), category: values.category, action: values.action };
    const done = (saved: SensitiveWord) => {
      message.success(word ? `已更新敏感词「${saved.word}」` : `已添加敏感词「${saved.word}」`);
      onClose();
    };
    // A word deleted meanwhile (404) lost a race: the reason is toasted, the list reloads, the dialog closes. A duplicate
    // (409) is about the input and shows beside it.
    if (word) update.mutate({ id: word.id, body }, { onSuccess: done, onError: closeOnLostRace(onClose, fail, [404]) });
    else create.mutate(body, { onSuccess: done, onError: fail });
  };

  return (
    <Modal
      open={open}
      title={word ? '编辑敏感词' : '添加敏感词'}
      okText="确定"
      cancelText="取消"
      confirmLoading={pending}
      cancelButtonProps={{ disabled: pending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(visible) => visible && focusFirstField(bodyRef.current)}
      destroyOnHidden
      width={480}
    >
      <div ref={bodyRef}>
        {failure ? <Alert type="error" title={failure} showIcon role="alert" style={{ marginTop: 16 }} /> : null}
        <Form<WordFormValues>
          // Field ids prefixed: the filter form and the dialogs share field names on one page, and a label must find its own field.
          name="word-dialog"
          form={form}
          layout="vertical"
          initialValues={wordFormValues(word)}
          onFinish={submit}
          onValuesChange={() => setFailure(null)}
          style={{ marginTop: 16 }}
        >
          <Form.Item label="敏感词" name="word" required rules={wordRules} extra="匹配时忽略空格、标点、大小写和繁简差异">
            <Input placeholder="请输入敏感词" count={{ show: true, max: SENSITIVE_WORD_MAX }} />
          </Form.Item>
          <WordRuleFields />
        </Form>
      </div>
    </Modal>
  );
}
