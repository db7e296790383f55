import type { i18n } from 'i18next';
import { ImportTargets, importFieldNames } from '../../../domain/masterdata/import/index';
import { loadDiskLocales, untranslated } from '../../i18n/coverage/diskLocales';
import { SupportedLocales } from '../../i18n/groups';
import { fieldLabelKey, targetLabelKey } from './importChoices';

// The screen looks its labels up by target and field; every one of them, and every message the import can
// answer, must be translated.
const labels = ImportTargets.flatMap((target) => [
  targetLabelKey(target),
  ...importFieldNames(target).map((field) => fieldLabelKey(target, field)),
]);
const messages = [
  'Import_Not_A_Table',
  'Import_No_Rows',
  'Import_Too_Many_Rows',
  'Import_Upload_Not_Found',
  'Import_Code_Repeated',
  'Import_Empty_File',
  'Import_File_Too_Large',
  'Import_Invalid_Upload',
  'Import_No_Files',
  'Validation_Yes_No',
  'Validation_Vat_Number_Not_Valid',
  'Validation_Chamber_Of_Commerce_Not_Valid',
  'Validation_Iban_Not_Valid',
  'Relation_Import_Failed',
];

let locales: Record<string, i18n>;
beforeAll(async () => {
  locales = await loadDiskLocales();
});

describe('relation import texts', () => {
  for (const locale of SupportedLocales) {
    it(`${locale} translates every target, field label and message of the import`, () => {
      expect(untranslated(locales[locale], [...labels, ...messages])).toEqual([]);
    });
  }
});
