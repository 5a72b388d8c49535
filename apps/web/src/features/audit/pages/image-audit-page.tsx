import { ID_FILTER_MAX } from '@ops/contracts/id-filter';
import { Card, Flex } from 'antd';
import { auditMessagesQuery, useAuditMessages } from '../api/get-audit-messages';
import { passMessages } from '../api/pass-messages';
import { rejectMessages } from '../api/reject-messages';
import { revokeMessages } from '../api/revoke-messages';
import type { ReviewFetchers } from '../api/use-review-decision';
import { AuditBoard } from '../components/audit-board';
import { AuditFilterForm } from '../components/audit-filter-form';
import { MessageCardBody } from '../components/message-card-body';
import { auditListParamsFrom, type AuditFilterValues, useAuditListState } from '../components/use-audit-list-state';
import { preferencesQuery } from '@/features/auth/api/get-preferences';
import { idFilterRules } from '@/lib/id-filter-rules';
import type { PagePreload } from '@/lib/page-preload';
import { useLatestCallback } from '@/lib/use-latest-callback';

const FETCHERS: ReviewFetchers = { pass: passMessages, reject: rejectMessages, revoke: revokeMessages };
/** Spec 5: the image-and-text audit ID filter takes 0 to 15 characters (digits: it is an ID), the rule of every ID filter. */
const ID_RULES = idFilterRules();
const URL_ID_PATTERN = new RegExp(`^\\d{0,${ID_FILTER_MAX}}$`);

/** The list the page opens with and the operator's 快速审核 setting, fetched from the press on its menu entry (app/press-preload.ts). */
export const preload: PagePreload = (search) => {
  const params = auditListParamsFrom(search, URL_ID_PATTERN);
  return params ? [auditMessagesQuery(params), preferencesQuery] : [preferencesQuery];
};

/** 图文审核 (spec 2.6): tab, filters and page in the URL; default tab 3, oldest first. */
export function ImageAuditPage() {
  const listState = useAuditListState(URL_ID_PATTERN);
  const { params } = listState;
  const list = useAuditMessages(params);
  const search = useLatestCallback((values: AuditFilterValues) => {
    if (listState.search(values)) void list.refetch();
  });
  const reset = useLatestCallback(listState.reset);

  return (
    <Flex vertical gap={16}>
      <Card>
        <AuditFilterForm
          values={listState.filters}
          idRules={ID_RULES}
          idPlaceholder="动态ID或作者ID"
          onSearch={search}
          onReset={reset}
        />
      </Card>
      <AuditBoard
        noun="动态"
        listState={listState}
        list={list}
        fetchers={FETCHERS}
        targetType="post"
        imagesOf={(item) => item.medias}
        minCardWidth={460}
        renderBody={(item) => <MessageCardBody item={item} />}
      />
    </Flex>
  );
}
