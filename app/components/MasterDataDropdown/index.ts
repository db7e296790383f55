export { MasterDataDropdown, type MasterDataDropdownProps } from './MasterDataDropdown';
