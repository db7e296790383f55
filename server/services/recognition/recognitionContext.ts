import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { isoDateOf } from '../../../domain/date/calendar';
import type { RelationMatchKey } from '../../../domain/documents/document';
import { type OverviewDocumentType, OverviewDocumentTypes } from '../../../domain/documents/enums';
import { relationPartyOf } from '../../../domain/documents/relationParty';
import type { OwnCompany } from '../../../domain/recognition/ownCompany';
import type {
  RecognitionLesson,
  RecognizedFieldName,
  RecognizedRelation,
} from '../../../domain/recognition/types';
import type { Database } from '../../db/client';
import { companies, purchaseOrders, recognitionLessons } from '../../db/schema/index';
import { masterDataRelations, matchRelation, type RelationMatch } from '../import/einvoice/relationMatch';
import { resolveVerifySettings } from '../verify/verifySettings';

/** The keys recognition found to look the relation up by (contract of server/capture/recognition). */
export type RelationSearchKeys = {
  ibans: string[];
  vatNumber: string | null;
  chamberOfCommerce: string | null;
  name: string | null;
};

/** What recognition may ask of the master data while reading one document (RecognitionContext). */
export type RecognitionContextOf = {
  findRelation(keys: RelationSearchKeys): Promise<RecognizedRelation | null>;
  lessonsFor(relationId: string): Promise<RecognitionLesson[]>;
  knownPurchaseOrders(codes: string[], relationCode: string | null): Promise<string[]>;
  dateBounds: { today: string; maxDaysInPast: number; maxDaysInFuture: number };
  ownCompany: OwnCompany;
  documentType: OverviewDocumentType;
};

/** A scanned invoice names its bank account most reliably: the IBAN is tried first, then VAT, registration, name. */
export const RecognitionMatchOrder: readonly RelationMatchKey[] = [
  'Iban',
  'VatNumber',
  'ChamberOfCommerce',
  'Name',
];

/**
 * The recognition context of a company's document: its vendors (or customers) by IBAN, VAT number, chamber of
 * commerce number and name through the e-invoice import's matcher, the lessons verifiers taught, and the verify
 * settings' date bounds. Each question runs in its own short transaction of the tenant.
 */
export async function recognitionContext(
  database: Database,
  tenantId: string,
  document: { companyId: string; documentType: string },
): Promise<RecognitionContextOf> {
  const scope = { companyId: document.companyId, party: relationPartyOf(document.documentType) };
  const settings = await database.withTenant(tenantId, (tx) => resolveVerifySettings(tx, document.companyId));
  const [company] = await database.withTenant(tenantId, (tx) =>
    tx
      .select({
        name: companies.name,
        vatNumber: companies.vatNumber,
        chamberOfCommerce: companies.chamberOfCommerceNumber,
        paymentIban: companies.paymentIban,
      })
      .from(companies)
      .where(eq(companies.id, document.companyId)),
  );
  return {
    documentType: OverviewDocumentTypes.find((type) => type === document.documentType) ?? 'PurchaseInvoice',
    findRelation: (keys) =>
      database.withTenant(tenantId, async (tx) => {
        const found = (match: RelationMatch | null): RecognizedRelation | null =>
          match && { Id: match.id, Code: match.code, Name: match.name, MatchedBy: match.key };
        // Every IBAN on the document is tried before the other keys.
        for (const iban of keys.ibans) {
          const byIban = await matchRelation(tx, masterDataRelations, scope, { ...keys, iban }, ['Iban']);
          if (byIban) return found(byIban);
        }
        const others = RecognitionMatchOrder.filter((key) => key !== 'Iban');
        return found(await matchRelation(tx, masterDataRelations, scope, { ...keys, iban: null }, others));
      }),
    lessonsFor: (relationId) =>
      database.withTenant(tenantId, async (tx) => {
        const rows = await tx
          .select()
          .from(recognitionLessons)
          .where(
            and(
              eq(recognitionLessons.companyId, document.companyId),
              eq(recognitionLessons.relationId, relationId),
            ),
          );
        return rows.map((row) => ({
          Field: row.field as RecognizedFieldName,
          Label: row.label,
          Page: row.page,
          Box: row.box,
          Format: row.format,
          Hits: row.hits,
        }));
      }),
    // An order of the company that is not cancelled nor deleted, of this vendor or of no vendor in particular.
    knownPurchaseOrders: (codes, relationCode) =>
      database.withTenant(tenantId, async (tx) => {
        const keys = [...new Set(codes.map((code) => code.toLowerCase()))];
        if (keys.length === 0) return [];
        const rows = await tx
          .select({ code: purchaseOrders.code })
          .from(purchaseOrders)
          .where(
            and(
              eq(purchaseOrders.companyId, document.companyId),
              eq(purchaseOrders.isDeleted, false),
              ne(purchaseOrders.invoicedStatus, 'Cancelled'),
              inArray(purchaseOrders.codeKey, keys),
              relationCode === null
                ? undefined
                : or(
                    eq(purchaseOrders.vendorCodeKey, ''),
                    eq(purchaseOrders.vendorCodeKey, relationCode.toLowerCase()),
                  ),
            ),
          );
        return rows.map((row) => row.code);
      }),
    dateBounds: {
      today: isoDateOf(new Date()),
      maxDaysInPast: settings.MaximumNumberOfDaysInPast,
      maxDaysInFuture: settings.MaximumNumberOfDaysInFuture,
    },
    // The document was sent to the company: its own name, VAT number and account are in the addressee's block.
    ownCompany: {
      Name: company?.name || undefined,
      VatNumber: company?.vatNumber || undefined,
      ChamberOfCommerce: company?.chamberOfCommerce || undefined,
      Ibans: company?.paymentIban ? [company.paymentIban] : [],
    },
  };
}
