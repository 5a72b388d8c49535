import type { SensitiveWord } from '@ops/contracts/screening';
import { Flex } from 'antd';
import { useState } from 'react';
import { useDialogState } from '@/lib/use-dialog-state';
import { DetectorSettingsCard } from '../components/detector-settings-card';
import { ImportWordsDialog } from '../components/import-words-dialog';
import { WordDialog } from '../components/word-dialog';
import { WordListCard } from '../components/word-list-card';

/** 敏感词库: the built-in detectors and the URL allow-list, then the operators' lexicon with 添加, 批量导入, 编辑 and 删除. */
export function SensitiveWordsPage() {
  const dialogs = useDialogState<'word' | 'import'>();
  const [editing, setEditing] = useState<SensitiveWord | null>(null);

  const openWord = (word: SensitiveWord | null) => {
    setEditing(word);
    dialogs.open('word');
  };

  return (
    <Flex vertical gap={16}>
      <DetectorSettingsCard />
      <WordListCard onAdd={() => openWord(null)} onImport={() => dialogs.open('import')} onEdit={openWord} />
      <WordDialog key={dialogs.key('word')} open={dialogs.isOpen('word')} word={editing} onClose={dialogs.close} />
      <ImportWordsDialog key={dialogs.key('import')} open={dialogs.isOpen('import')} onClose={dialogs.close} />
    </Flex>
  );
}
