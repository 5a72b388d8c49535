import { isApiClientError } from './api-error';

const LOST_RACE_STATUSES: readonly number[] = [409, 404];

/**
 * A change that lost a race with another operator: what it acts on has moved on meanwhile (409, e.g. 该用户已处于冻结状态，
 * 无需重复冻结) or is gone (404). The screen the operator acted from is out of date.
 */
export function lostRace(error: unknown, statuses: readonly number[] = LOST_RACE_STATUSES): boolean {
  return isApiClientError(error) && statuses.includes(error.status);
}

/**
 * The one rule for a change that lost a race, shared by every dialog and confirmation:
 * - the reason is told once, in the server's words: the api client's toast, or the mutation's own notification
 *   (e.g. 用户冻结操作失败！ with the reason below it);
 * - the data on screen reloads: the query client refetches every query on screen after any mutation that lost a race
 *   (`app/query-client.ts`), on top of what the mutation itself invalidates;
 * - the dialog closes: its form describes a state that no longer exists. This is the `onError` of `mutate`, here.
 * Any other failure (a field the server refused, the network) leaves the dialog open for another try: `otherwise`.
 * `statuses` narrows the rule where a 409 is about the input rather than a race (a duplicate name shown on its field).
 */
export function closeOnLostRace(
  close: () => void,
  otherwise?: (error: unknown) => void,
  statuses: readonly number[] = LOST_RACE_STATUSES,
): (error: unknown) => void {
  return (error) => {
    if (lostRace(error, statuses)) close();
    else otherwise?.(error);
  };
}
