import { useState } from 'react';
import {
  CompanyFilter,
  type DropdownId,
  RuleFilter,
  type TriState,
  TriStateCheckbox,
  TriStateEnabled,
  TriStateEnabledBox,
} from '../../components';
import { KitExample, KitSection } from './KitSection';

const companies = [
  { Id: 1, DisplayName: 'Acme BV' },
  { Id: 2, DisplayName: 'Globex NV' },
  { Id: 3, DisplayName: 'Initech GmbH' },
];

const rules = [
  { Id: 'R1', FirstColumn: 'R1', SecondColumn: 'Gross above 10,000' },
  { Id: 'R2', FirstColumn: 'R2', SecondColumn: 'Foreign vendor' },
];

/** Checkboxes, the enabled box and the company and rule filters. */
export function ChoiceSection() {
  const [plain, setPlain] = useState<TriState>(false);
  const [cycling, setCycling] = useState<TriState>(null);
  const [minus, setMinus] = useState<TriState>(true);
  const [enabled, setEnabled] = useState<TriStateEnabled>(TriStateEnabled.Not_Applicable);
  const [company, setCompany] = useState<DropdownId | null>(null);
  const [singleCompany, setSingleCompany] = useState<DropdownId | null>(null);
  const [rule, setRule] = useState<DropdownId | null>(null);

  return (
    <KitSection title="Choices">
      <KitExample name="checkbox" value={plain}>
        <TriStateCheckbox label="Two states" value={plain} onChange={setPlain} data-testid="checkbox" />
      </KitExample>
      <KitExample name="checkbox-cycle" value={cycling}>
        <TriStateCheckbox
          label="Three states"
          value={cycling}
          onChange={setCycling}
          allowIndeterminate
          data-testid="checkbox-cycle"
        />
      </KitExample>
      <KitExample name="checkbox-minus" value={minus}>
        <TriStateCheckbox
          label="Minus mode"
          value={minus}
          onChange={setMinus}
          minusMode
          data-testid="checkbox-minus"
        />
      </KitExample>
      <KitExample name="checkbox-disabled">
        <TriStateCheckbox
          label="Disabled"
          value
          onChange={() => {}}
          disabled
          data-testid="checkbox-disabled"
        />
      </KitExample>
      <KitExample name="enabled" value={enabled}>
        <TriStateEnabledBox label="Enabled" value={enabled} onChange={setEnabled} data-testid="enabled" />
      </KitExample>
      <KitExample name="company" value={company}>
        <CompanyFilter companies={companies} value={company} onChange={setCompany} data-testid="company" />
      </KitExample>
      <KitExample name="company-single" value={singleCompany}>
        <CompanyFilter
          companies={companies.slice(0, 1)}
          value={singleCompany}
          onChange={setSingleCompany}
          data-testid="company-single"
        />
      </KitExample>
      <KitExample name="company-invalid">
        <CompanyFilter companies={companies} value={99} onChange={() => {}} data-testid="company-invalid" />
      </KitExample>
      <KitExample name="rule" value={rule}>
        <RuleFilter items={rules} value={rule} onChange={setRule} showValidation data-testid="rule" />
      </KitExample>
    </KitSection>
  );
}
