import { useState } from 'react';
import type { DropdownId, DropdownItem } from '../../components';
import { Dropdown } from '../../components';
import { KitExample, KitSection } from './KitSection';

const LEDGER_NAMES = [
  'Cash',
  'Bank',
  'Receivables',
  'Payables',
  'Inventory',
  'Turnover',
  'Wages',
  'Rent',
  'Vat',
];

// 120 ledgers, so 'Show more' appears after the first 50.
const ledgers: DropdownItem[] = Array.from({ length: 120 }, (_, index) => ({
  Id: index + 1,
  FirstColumn: String(1000 + index * 10),
  SecondColumn: `${LEDGER_NAMES[index % LEDGER_NAMES.length]} ${Math.floor(index / LEDGER_NAMES.length) + 1}`,
}));

const descriptionsOnly: DropdownItem[] = [
  { Id: 'EUR', FirstColumn: 'EUR', SecondColumn: 'Euro', DisplayFirstColumn: false },
  { Id: 'USD', FirstColumn: 'USD', SecondColumn: 'US dollar', DisplayFirstColumn: false },
  { Id: 'GBP', FirstColumn: 'GBP', SecondColumn: 'Pound sterling', DisplayFirstColumn: false },
];

/** Dropdowns: plain, preset, disabled, empty, clearing, second column only and server search. */
export function DropdownSection() {
  const [ledger, setLedger] = useState<DropdownId | null>(null);
  const [preset, setPreset] = useState<DropdownId | null>(3);
  const [clearing, setClearing] = useState<DropdownId | null>(2);
  const [currency, setCurrency] = useState<DropdownId | null>('EUR');
  const [searched, setSearched] = useState<DropdownId | null>(null);
  const [searchLog, setSearchLog] = useState<string[]>([]);

  return (
    <KitSection title="Dropdown">
      <KitExample name="dropdown" value={ledger}>
        <Dropdown
          field="Ledger"
          label="Ledger"
          items={ledgers}
          value={ledger}
          onChange={setLedger}
          data-testid="dropdown"
        />
      </KitExample>
      <KitExample name="dropdown-preset" value={preset}>
        <Dropdown
          field="Ledger"
          label="Ledger (preset)"
          items={ledgers}
          value={preset}
          onChange={setPreset}
          data-testid="dropdown-preset"
        />
      </KitExample>
      <KitExample name="dropdown-disabled">
        <Dropdown
          field="Ledger"
          label="Ledger (disabled)"
          items={ledgers}
          value={1}
          onChange={() => {}}
          disabled
          data-testid="dropdown-disabled"
        />
      </KitExample>
      <KitExample name="dropdown-empty">
        <Dropdown
          field="Vendor"
          label="Vendor (no items)"
          items={[]}
          value={null}
          onChange={() => {}}
          data-testid="dropdown-empty"
        />
      </KitExample>
      <KitExample name="dropdown-clearing" value={clearing}>
        <Dropdown
          field="Ledger"
          label="Ledger (clears unmatched text)"
          items={ledgers}
          value={clearing}
          onChange={setClearing}
          clearInvalidOnBlur
          data-testid="dropdown-clearing"
        />
      </KitExample>
      <KitExample name="dropdown-currency" value={currency}>
        <Dropdown
          field="Currency"
          label="Currency (second column only)"
          items={descriptionsOnly}
          value={currency}
          onChange={setCurrency}
          data-testid="dropdown-currency"
        />
      </KitExample>
      <KitExample name="dropdown-search" value={searchLog}>
        <Dropdown
          field="Vendor"
          label="Vendor (server search)"
          items={ledgers.slice(0, 10)}
          value={searched}
          onChange={setSearched}
          allRetrieved={false}
          onSearch={(term) => setSearchLog((log) => [...log, term])}
          data-testid="dropdown-search"
        />
      </KitExample>
    </KitSection>
  );
}
