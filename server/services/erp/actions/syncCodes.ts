import { parseLeniently } from '../../../../domain/erp/parseLeniently';
import type { SyncCounts } from '../../../../domain/erp/sync';
import {
  type CheckedRow,
  type CodeListEntryFields,
  CodeListEntryInput,
} from '../../../../domain/masterdata/import/index';
import type { CodeList } from '../../../../domain/masterdata/index';
import type { Tx } from '../../../db/client';
import type { ErpCode } from '../../../integrations/erp/types';
import { upsertCodes } from '../../masterdata/import/upsertCodes';

type Actor = { tenantId: string; userId: string | null };
type CodeKind = 'GeneralLedger' | 'VatCode' | 'PaymentTerm' | 'Dimension1';

// Each list's own field the adapter hands over. A tax's Category (purchase or sales) is the adapter's word for
// where it applies, not the VAT category (UNCL 5305) the VatCode list keeps, so it is not written.
const OwnFields: Record<CodeKind, readonly ('AccountType' | 'Percentage' | 'Days')[]> = {
  GeneralLedger: ['AccountType'],
  VatCode: ['Percentage'],
  PaymentTerm: ['Days'],
  Dimension1: [],
};

/**
 * Writes one code list as the ERP handed it over, by code, through the import's upsert: description, blocked
 * and the list's own field. A code Ledgerline cannot keep (empty, longer than 50) is skipped.
 */
export async function syncCodes(
  tx: Tx,
  actor: Actor,
  companyId: string,
  list: CodeKind,
  items: readonly ErpCode[],
): Promise<SyncCounts> {
  const own = OwnFields[list];
  const mapped = ['Code', 'Description', 'IsBlocked', ...own];
  const rows = new Map<string, CheckedRow<CodeListEntryFields>>();
  let skipped = 0;
  for (const [index, item] of items.entries()) {
    const input: Record<string, unknown> = {
      Code: item.Code.trim(),
      Description: item.Description.slice(0, 200),
      IsBlocked: item.IsBlocked,
    };
    for (const field of own) if (item[field] !== undefined) input[field] = item[field];
    const parsed = parseLeniently(CodeListEntryInput, input, ['Code']);
    if (!parsed) skipped++;
    // The last of a code wins: one write may not touch an entry twice.
    else
      rows.set(parsed.value.Code.toLowerCase(), {
        row: index + 1,
        code: parsed.value.Code,
        fields: parsed.value,
      });
  }
  const counts = await upsertCodes(tx, actor, {
    list: list satisfies CodeList,
    companyId,
    rows: [...rows.values()],
    mapped,
  });
  return { ...counts, skipped };
}
