export { AmountEditor, type AmountEditorProps, readAmountEntry } from './AmountEditor';
export {
  CompanyFilter,
  type CompanyFilterProps,
  type CompanyOption,
  companyFilterRules,
} from './CompanyFilter';
export { ConfirmationDialog, type ConfirmationDialogProps } from './ConfirmationDialog';
export { DateEditor, type DateEditorProps, formatDateText } from './DateEditor';
export { Dropdown, type DropdownProps, type DropdownState } from './Dropdown/Dropdown';
export { type DropdownId, type DropdownItem, displayText, searchText } from './Dropdown/dropdownItem';
export { type FilterOption, FilterSelect, type FilterSelectProps } from './FilterSelect';
export { Modal, type ModalProps } from './Modal';
export { NumberInput, type NumberInputProps } from './NumberInput';
export { Pager, type PagerProps, pageCount, pagerEntries } from './Pager';
export { PasswordInput, type PasswordInputProps } from './PasswordInput';
export { RuleFilter, type RuleFilterProps, ruleFilterRules } from './RuleFilter';
export { Tooltip, type TooltipProps, tooltipText } from './Tooltip';
export { type TriState, TriStateCheckbox, type TriStateCheckboxProps } from './TriStateCheckbox';
export { TriStateEnabled, TriStateEnabledBox, type TriStateEnabledBoxProps } from './TriStateEnabledBox';
export { ValidationInput, type ValidationInputProps } from './ValidationInput';
