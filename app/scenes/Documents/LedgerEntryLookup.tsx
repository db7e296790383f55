import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { OverviewDocumentType } from '../../../domain/documents';
import { defaultRoute } from '../../../domain/routes/defaultRoute';
import { fetchIdByLedgerEntry } from '../../api/documents';
import { reportError } from '../../api/queryClient';
import { useShellData } from '../../session/ShellDataContext';
import { popups } from '../../shell/popups/popupStore';
import { DocumentTypeLooks } from './documentTypes';

/** The detail route without an id: looks the id up by CompanyId and LedgerEntryNumber, else refuses. */
export function LedgerEntryLookup({ type }: { type: OverviewDocumentType }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { guard } = useShellData();
  const companyId = params.get('CompanyId') ?? '';
  const ledgerEntryNumber = params.get('LedgerEntryNumber') ?? '';

  useEffect(() => {
    let cancelled = false;
    const refuse = (error?: unknown) => {
      if (cancelled) return;
      if (error === undefined)
        popups.add({ Message: 'Document_Not_Found', Icon: 'close', OnlyIfUnique: true });
      else reportError(error);
      navigate(defaultRoute(guard), { replace: true });
    };
    // Spec 001 §5: both are needed, else Document_Not_Found.
    if (!companyId || !ledgerEntryNumber) {
      refuse();
      return;
    }
    fetchIdByLedgerEntry(type, companyId, ledgerEntryNumber)
      .then((id) => {
        if (!cancelled) navigate(`${DocumentTypeLooks[type].detailPath}/${id}`, { replace: true });
      })
      .catch(refuse);
    return () => {
      cancelled = true;
    };
  }, [type, companyId, ledgerEntryNumber, navigate, guard]);

  return (
    <Center py="xl">
      <Loader size="sm" />
    </Center>
  );
}
