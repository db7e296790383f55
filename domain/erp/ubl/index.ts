export {
  buildUbl,
  UblCustomizationId,
  UblProfileId,
  type UblRefusalKey,
  ublFileNameOf,
  ublRefusalOf,
} from './build';
export { vatIdentifierOf } from './parties';
export { vatCategoryOf } from './tax';
export type { UblAttachment, UblLine, UblParty, UblResult, UblSource, UblVatCategory } from './types';
export { escapeAttribute, escapeText, xmlSafeText } from './xml';
