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
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const keyset = anchor && anchor.page === params.page && anchor.others === othersOf(params) ? anchor.keyset : undefined;

  /** Call before moving to `next` from the page `shown`: remembers the anchor when only the page moves by one. */
  const rememberStep = (next: UserListParams, shown: Paged<UserListRow> | undefined) => {
    const rows = shown?.page === params.page ? shown.items : [];
    const first = rows[0]?.id;
    const last = rows.at(-1)?.id;
    const onlyPageMoved = othersOf(next) === othersOf(params) && inIdOrder(params);
    if (onlyPageMoved && next.page === params.page + 1 && last !== undefined) {
      setAnchor({ page: next.page, others: othersOf(next), keyset: { after: last } });
    } else if (onlyPageMoved && next.page === params.page - 1 && first !== undefined) {
      setAnchor({ page: next.page, others: othersOf(next), keyset: { before: first } });
    } else {
      setAnchor(null);
    }
  };

  return { keyset, rememberStep };
}
