import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import type { SensitiveWord } from '@ops/contracts/screening';
import { App, Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { useStayWithinLastPage } from '@/lib/table';
import { isRepeatSearch } from '@/lib/url-state';
import { useDeleteSensitiveWord } from '../api/delete-sensitive-word';
import { useSensitiveWords } from '../api/get-sensitive-words';
import { useWordListState } from './use-word-list-state';
import { WordFilterForm, type WordFilterValues } from './word-filter-form';
import { WORD_LIST_CLEARED } from './word-list-params';
import { WordTable } from './word-table';

interface WordListCardProps {
  onAdd: () => void;
  onImport: () => void;
  onEdit: (word: SensitiveWord) => void;
}

/** 敏感词列表: the filters in the URL, the table, 添加 and 批量导入. */
export function WordListCard({ onAdd, onImport, onEdit }: WordListCardProps) {
  const { params, setUrl } = useWordListState();
  const words = useSensitiveWords(params);
  const deleteMutation = useDeleteSensitiveWord();
  const { message } = App.useApp();
  const [searching, setSearching] = useState(false);

  useStayWithinLastPage(
    { loaded: words.data !== undefined && !words.isFetching, total: words.data?.counts ?? 0, page: params.page, pagesize: params.pagesize },
    (page) => setUrl({ page }, { replace: true }),
  );

  const filters: WordFilterValues = { keyword: params.keyword ?? '', category: params.category ?? '', action: params.action ?? '' };
  const search = (values: WordFilterValues) => {
    if (!isRepeatSearch(params.page, filters, values)) {
      setUrl({ ...values, page: 1 });
      return;
    }
    setSearching(true);
    void words.refetch().finally(() => setSearching(false));
  };

  const remove = (word: SensitiveWord) =>
    deleteMutation.mutate(word.id, { onSuccess: () => message.success(`已删除敏感词「${word.word}」`) });

  return (
    <Card
      title="敏感词列表"
      extra={
        <Flex gap={8}>
          <Button icon={<ImportOutlined aria-hidden />} onClick={onImport}>
            批量导入
          </Button>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
            添加
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <WordFilterForm values={filters} loading={searching} onSearch={search} onReset={() => setUrl(WORD_LIST_CLEARED)} />
        <WordTable
          paging={params}
          data={words.data}
          loading={words.isPending || words.isPlaceholderData}
          deletingId={deleteMutation.isPending ? (deleteMutation.variables ?? null) : null}
          onPage={(paging) => setUrl({ page: paging.page, pagesize: paging.pagesize })}
          onEdit={onEdit}
          onDelete={remove}
        />
      </Flex>
    </Card>
  );
}
