import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { OverviewDocumentType } from '../../../domain/documents';
import { detailKey, detailQuery, fetchDetail, prefetchNeighbour } from '../../api/documents';
import { reportError } from '../../api/queryClient';
import { DocumentTypeLooks } from './documentTypes';
import { storedOverviewRequest } from './overviewState';
import { useLiveDetail } from './useLiveDetail';
import type { ReturnState } from './useOverviewReturn';

/** The opened document within its overview's order: detail, prefetched neighbours and the walk to them. */
export function useDocumentWalk(type: OverviewDocumentType, id: string) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const look = DocumentTypeLooks[type];
  // Walking follows the overview's filter, page and sort as they were when the document was opened.
  const filter = useMemo(() => storedOverviewRequest(type), [type]);
  const detail = useQuery({ ...detailQuery(type, id, filter), placeholderData: keepPreviousData });
  const current = detail.data?.Document.Id === id ? detail.data : undefined;
  const remote = useLiveDetail(type, id, current, filter);

  // A document that cannot be loaded refuses the navigation: the popup shows and we go back.
  useEffect(() => {
    if (detail.isError) navigate(look.overviewPath, { replace: true });
  }, [detail.isError, navigate, look.overviewPath]);

  // Neighbours reload whenever the current document changes (spec 001 §4).
  useEffect(() => {
    if (!current) return;
    void prefetchNeighbour(client, type, current, 'next', filter);
    void prefetchNeighbour(client, type, current, 'previous', filter);
  }, [client, type, current, filter]);

  const walk = useCallback(
    async (method: 'next' | 'previous') => {
      if (!current) return;
      const neighbourId = method === 'next' ? current.NextId : current.PreviousId;
      if (!neighbourId) return;
      try {
        await client.fetchQuery({
          queryKey: detailKey(type, neighbourId, filter),
          queryFn: () => fetchDetail(type, current.Document.Id, method, filter),
          staleTime: 30_000,
          retry: false,
        });
        navigate(`${look.detailPath}/${neighbourId}`, { replace: true });
      } catch (error) {
        reportError(error);
      }
    },
    [client, current, filter, look.detailPath, navigate, type],
  );

  return {
    detail: current,
    loading: !current && !detail.isError,
    remote,
    next: () => walk('next'),
    previous: () => walk('previous'),
    // The overview focuses the document shown last (the walk may have moved on from the one opened).
    back: () => navigate(look.overviewPath, { state: { documentId: id } satisfies ReturnState }),
  };
}
