import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { RelationKind } from '../../../domain/masterdata/index';
import { ApiError } from '../../api/apiError';
import { reportError } from '../../api/queryClient';
import {
  type Relation,
  type RelationInput,
  relationCreateStatus,
  requestRelationCreate,
} from '../../api/relations';
import { popups } from '../../shell/popups/popupStore';
import { pollRelationCreate } from './pollRelationCreate';

const texts = {
  Vendor: { failed: 'No_Vendor_Created', timeout: 'Creating_Vendor_Timeout' },
  Customer: { failed: 'No_Customer_Created', timeout: 'Creating_Customer_Timeout' },
} as const;

/** Field errors of a refused creation: the server names them under `Relation.`. */
export function creationFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.errors).map(([field, message]) => [field.replace(/^Relation\./, ''), message]),
  );
}

/**
 * Creates a vendor or customer through the company's financial system (spec 002 §4): shows what it is doing
 * while it polls, then the created relation, a timeout warning or the refusal.
 */
export function useRelationCreate<K extends RelationKind>(kind: K) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<'Saving_In_Financial_System' | 'Retrieving_From_Workflow' | null>(
    null,
  );
  const [error, setError] = useState<unknown>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  /** Resolves with the created relation, 'timeout' when it did not come in time, or null when it failed. */
  const create = async (
    companyId: string,
    input: RelationInput<K>,
    manualAdapter: boolean,
  ): Promise<Relation<K> | 'timeout' | null> => {
    setError(null);
    setRefusal(null);
    setProgress(manualAdapter ? 'Retrieving_From_Workflow' : 'Saving_In_Financial_System');
    try {
      const result = await requestRelationCreate(kind, companyId, input);
      const createId = result.RelationCreateId;
      const outcome = createId
        ? await pollRelationCreate({
            check: () => relationCreateStatus(kind, createId),
            wait: (ms) => new Promise((resolve) => setTimeout(() => resolve(alive.current), ms)),
          })
        : ({ outcome: 'Failed', message: result.ErrorMessage } as const);
      await client.invalidateQueries({ queryKey: ['relations', kind] });
      if (outcome.outcome === 'Completed') return outcome.relation;
      if (outcome.outcome === 'Timeout') {
        popups.add({ Message: texts[kind].timeout, Icon: 'info', Duration: 10 });
        return 'timeout';
      }
      popups.add({ Message: texts[kind].failed, Icon: 'close' });
      setRefusal(outcome.message);
      return null;
    } catch (failure) {
      setError(failure);
      // Field errors show under their fields; anything else as the app shows failed calls.
      if (Object.keys(creationFieldErrors(failure)).length === 0) reportError(failure);
      return null;
    } finally {
      if (alive.current) setProgress(null);
    }
  };

  return { create, progress, error, refusal };
}
