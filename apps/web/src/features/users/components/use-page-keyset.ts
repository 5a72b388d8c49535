import type { Paged } from '@ops/contracts/common';
import type { UserListRow } from '@ops/contracts/users';
import { useState } from 'react';
import type { UserListParams } from '../api/get-users';

/** Where a page starts, relative to rows the operator has seen (see `after`/`before` of the user list API). */
export type PageKeyset = { after: number } | { before: number };

interface Anchor {
  page: number;
  others: string;
  keyset: PageKeyset;
}

const othersOf = ({ page: _page, ...others }: UserListParams): string => JSON.stringify(others);
const inIdOrder = (params: UserListParams): boolean => params.sortProp === undefined || params.sortProp === 'id';

/**
 * Stepping one page forward or back in the id order continues from the rows on screen, so page
 * 10,001 costs what page 2 does; jumping to a page number, or any other change, pages by offset.
 */
export function usePageKeyset(params: UserListParams) {
  // The anchor of the page on screen stays beside the new one: the URL moves to the next page a
  // render later, and the page on screen must not lose its keyset (and refetch by offset) meanwhile.
  const [anchors, setAnchors] = useState<Anchor[]>([]);
  const matches = (anchor: Anchor, at: UserListParams) => anchor.page === at.page && anchor.others === othersOf(at);
  const keyset = anchors.find((anchor) => matches(anchor, params))?.keyset;

  /** Call before moving to `next` from the page `shown`: remembers the anchor when only the page moves by one. */
  const rememberStep = (next: UserListParams, shown: Paged<UserListRow> | undefined) => {
    const rows = shown?.page === params.page ? shown.items : [];
    const first = rows[0]?.id;
    const last = rows.at(-1)?.id;
    const onlyPageMoved = othersOf(next) === othersOf(params) && inIdOrder(params);
    const onScreen = anchors.filter((anchor) => matches(anchor, params));
    if (onlyPageMoved && next.page === params.page + 1 && last !== undefined) {
      setAnchors([{ page: next.page, others: othersOf(next), keyset: { after: last } }, ...onScreen]);
    } else if (onlyPageMoved && next.page === params.page - 1 && first !== undefined) {
      setAnchors([{ page: next.page, others: othersOf(next), keyset: { before: first } }, ...onScreen]);
    } else {
      setAnchors(onScreen);
    }
  };

  return { keyset, rememberStep };
}
