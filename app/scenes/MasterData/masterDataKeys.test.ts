import type { i18n } from 'i18next';
import { CodeLists, RelationKinds } from '../../../domain/masterdata/index';
import { loadDiskLocales, untranslated } from '../../i18n/coverage/diskLocales';
import { SupportedLocales } from '../../i18n/groups';
import { codeListNames, ownFieldKind, ownFieldLabels, ownFieldsOf } from '../CodeLists/codeListFields';
import { invoicedStatusLooks } from '../CodeLists/purchaseOrderForm';
import { targetTypeKeys, templateDocumentTypes } from '../PostingTemplates/TemplateGeneralSection';
import { amountTypeKeys } from '../PostingTemplates/TemplateLineEditor';
import { templateFieldLabels, templateLineCoding } from '../PostingTemplates/templateForm';
import { sourceKeys } from '../Vendors/BankAccountChanges';
import { relationScreens } from './RelationsPage';
import { customerSections, relationFieldLabel, vendorBankFields, vendorSections } from './relationFields';

// The master-data screens look their labels up through tables rather than t('…') literals; every key of those
// tables must be translated, and so must the dropdown texts of every list a field can point at.
const relationLabels = [
  ...[...vendorSections.flatMap((section) => section.fields), ...vendorBankFields].map((field) =>
    relationFieldLabel('Vendor', field.name),
  ),
  ...customerSections
    .flatMap((section) => section.fields)
    .map((field) => relationFieldLabel('Customer', field.name)),
  ...[...vendorSections, ...customerSections].map((section) => section.title),
];
const choiceLabels = CodeLists.flatMap((list) =>
  ownFieldsOf(list).flatMap((field) => {
    const kind = ownFieldKind(list, field);
    return kind.type === 'choice' ? Object.values(kind.labels ?? {}) : [];
  }),
);
const entities = [...RelationKinds, ...CodeLists];
const dropdownTexts = [...entities, 'Choice'].flatMap((entity) => [
  entity,
  `Select_${entity}`,
  `No_${entity}_Available`,
]);
const screenTexts = Object.values(relationScreens).flatMap((texts) =>
  Object.values(texts).filter((text) => !text.startsWith('/')),
);

const keys = [
  ...relationLabels,
  ...choiceLabels,
  ...dropdownTexts,
  ...screenTexts,
  ...Object.values(codeListNames),
  ...Object.values(ownFieldLabels),
  ...Object.values(targetTypeKeys),
  ...templateDocumentTypes.map((entry) => entry.label),
  ...Object.values(amountTypeKeys),
  ...templateLineCoding.map((field) => field.label),
  ...Object.values(templateFieldLabels),
  ...Object.values(sourceKeys),
  ...Object.values(invoicedStatusLooks).map((look) => look.label),
];

let locales: Record<string, i18n>;
beforeAll(async () => {
  locales = await loadDiskLocales();
});

describe('master-data texts', () => {
  for (const locale of SupportedLocales) {
    it(`${locale} translates every label, list name and dropdown text the master-data screens look up`, () => {
      expect(untranslated(locales[locale], keys)).toEqual([]);
    });
  }
});
