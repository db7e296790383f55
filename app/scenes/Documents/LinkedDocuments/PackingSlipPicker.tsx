import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MaximumPackingSlipLinkCandidates,
  type PackingSlipLinkCandidate,
} from '../../../../domain/documents/links';
import { usePackingSlipLinkCandidates } from '../../../api/documentLinks';
import { Dropdown, type DropdownItem } from '../../../components';
import { formatDocumentDate } from '../cells';

/** A candidate as a dropdown row: its number, then date, relation and purchase orders. */
export function candidateItem(candidate: PackingSlipLinkCandidate, locale: string): DropdownItem {
  const details = [
    formatDocumentDate(candidate.DocumentDate, locale),
    candidate.RelationName,
    candidate.PurchaseOrderNumbers.join(', '),
  ];
  return {
    Id: candidate.Id,
    FirstColumn: candidate.DocumentNumber || '—',
    SecondColumn: details.filter(Boolean).join(' · '),
  };
}

/**
 * The search box of the packing slips an invoice may be linked to (best matches first): arrows move through
 * them, Enter or a click links the highlighted one. Typing asks the server when the first answer was not all.
 */
export function PackingSlipPicker({
  invoiceId,
  onPick,
}: {
  invoiceId: string;
  onPick: (packingSlipId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  // The list is asked for once the box is first focused; typed terms narrow it on the server.
  const [active, setActive] = useState(false);
  const [search, setSearch] = useState('');
  const candidates = usePackingSlipLinkCandidates(invoiceId, search, active);
  const items = (candidates.data ?? []).map((candidate) => candidateItem(candidate, i18n.language));

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the combobox inside is the control; its focus starts the first load
    <div onFocus={() => setActive(true)}>
      <Dropdown
        field={candidates.data === undefined ? 'Choice' : 'PackingSlip'}
        label={t('Link_Packing_Slip')}
        items={items}
        value={null}
        allRetrieved={search === '' && items.length < MaximumPackingSlipLinkCandidates}
        onSearch={setSearch}
        onChange={(id) => {
          if (id !== null) onPick(String(id));
        }}
        data-testid="packing-slip-picker"
      />
    </div>
  );
}
