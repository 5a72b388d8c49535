import { Button } from 'antd';

/** A decision's success message with its 撤销 link. */
export function UndoableMessage({ text, onUndo }: { text: string; onUndo: () => void }) {
  return (
    <span>
      {text}
      <Button type="link" size="small" onClick={onUndo} data-testid="undo-decision" style={{ paddingInline: 6, height: 'auto' }}>
        撤销
      </Button>
    </span>
  );
}
