import { getTableColumns } from 'drizzle-orm';
import { importFieldNames } from '../../../../domain/masterdata/import/index';
import { ErpCodeInput } from '../../../../domain/masterdata/index';
import { erpCodes } from '../../../db/schema/index';
import { customerColumns, vendorColumns } from '../relationColumns';
import { erpCodeColumnOf } from './upsertCodes';
import { relationColumnOf } from './upsertRelations';

// Each field's column is the one relationColumns fills with it, so an update writes exactly the mapped fields.
const marked = (fields: string[]) => Object.fromEntries(fields.map((field) => [field, `value of ${field}`]));

describe('the column of an imported field', () => {
  it('is the column relationColumns fills with it, for every vendor and customer field', () => {
    for (const [target, columns] of [
      ['Vendor', vendorColumns],
      ['Customer', customerColumns],
    ] as const) {
      const fields = importFieldNames(target);
      const filled = columns(marked(fields) as never) as Record<string, unknown>;
      for (const field of fields)
        expect([field, filled[relationColumnOf(field)]]).toEqual([field, `value of ${field}`]);
    }
  });

  it('is a column of erp_codes for every code-list field', () => {
    const columns = getTableColumns(erpCodes);
    for (const field of Object.keys(ErpCodeInput.omit({ CompanyId: true }).shape))
      expect(columns[erpCodeColumnOf(field)], field).toBeDefined();
  });
});
