import {
  RELATION_CREATE_POLL_MS,
  RELATION_CREATE_POLL_TRIES,
  type RelationCreateState,
} from '../../../domain/masterdata/index';

/** How a relation creation ended: created, refused by the financial system, or still not there after the tries. */
export type RelationCreateOutcome<T> =
  | { outcome: 'Completed'; relation: T }
  | { outcome: 'Failed'; message: string | null }
  | { outcome: 'Timeout' };

type Options<T> = {
  check: () => Promise<RelationCreateState<T>>;
  /** Waits between two tries; resolves false when the screen was left and polling should stop. */
  wait: (ms: number) => Promise<boolean>;
  tries?: number;
  interval?: number;
};

/**
 * Polls a relation creation (spec 002 §4, §9): at once, then every 7 s, at most 10 times. A creation that stays
 * pending, or whose answer fails, times out; only the financial system's refusal is a failure.
 */
export async function pollRelationCreate<T>({
  check,
  wait,
  tries = RELATION_CREATE_POLL_TRIES,
  interval = RELATION_CREATE_POLL_MS,
}: Options<T>): Promise<RelationCreateOutcome<T>> {
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    const state = await check().catch(() => null);
    if (state?.Status === 'Completed' && state.Relation)
      return { outcome: 'Completed', relation: state.Relation };
    if (state?.Status === 'Failed') return { outcome: 'Failed', message: state.ErrorMessage };
    if (attempt < tries && !(await wait(interval))) break;
  }
  return { outcome: 'Timeout' };
}
