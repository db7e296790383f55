import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CustomerInput, type RelationKind, VendorInput } from '../../../domain/masterdata/index';
import type { Tx } from '../../db/client';
import type { relations } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { presentCustomer, presentVendor } from '../../presenters/relation';
import { bankAccountChangesOf } from '../../services/masterdata/bankAccounts';
import { relationCreateStatus } from '../../services/masterdata/relationCreate';
import {
  listRelations,
  RelationSorts,
  relationByCode,
  relationPage,
  searchRelations,
} from '../../services/masterdata/relationQueries';
import { deleteRelation, loadRelation, updateRelation } from '../../services/masterdata/saveRelation';
import { assertVisibleCompany } from '../../services/masterdata/visibleCompany';
import { translatedTexts } from '../../services/translations/translatedTexts';
import type { Actor } from '../../services/users/actor';
import {
  CodeQuery,
  CompanyParams,
  DetailQuery,
  exportQuery,
  IdParams,
  ListQuery,
  pageQuery,
  SearchQuery,
} from '../masterdata/querySchemas';
import { sendWorkbook } from '../masterdata/sendWorkbook';

type RelationRow = typeof relations.$inferSelect;

const PageQuery = pageQuery(RelationSorts);
const ExportQuery = exportQuery(RelationSorts);
const CreateParams = z.object({ createId: z.uuid('Validation_Guid') });
const signedIn = { right: { signedIn: true as const } };

/** The spec fields an export shows, per kind, in screen order. */
const exportFields: Record<RelationKind, string[]> = {
  Vendor: [
    'ErpCode',
    'Name',
    'City',
    'Country',
    'VatNumber',
    'ChamberOfCommerceNumber',
    'IbanNumber',
    'BicCode',
    'DefaultLedgerCode',
    'DefaultVatCode',
    'EmailAddress',
    'IsBlocked',
    'BankAccountConfirmed',
  ],
  Customer: [
    'Code',
    'Name',
    'Country',
    'VatNumber',
    'DebtorNumber',
    'IbanNumbers',
    'DefaultLedgerCode',
    'DefaultVatCode',
    'IsBlocked',
  ],
};

/** The generic master-data calls of spec 002 §7 for Vendor or Customer, plus the screen's page and export. */
export function relationEntityRoutes(kind: RelationKind) {
  const entity = kind;
  const screen = kind === 'Vendor' ? ('Vendors' as const) : ('Customers' as const);
  const present = (row: RelationRow) => (kind === 'Vendor' ? presentVendor(row) : presentCustomer(row));
  const Input = kind === 'Vendor' ? VendorInput : CustomerInput;

  return async (app: FastifyInstance, { database, config }: AppDeps): Promise<void> => {
    const inTenant = <T>(actor: Actor, fn: (tx: Tx) => Promise<T>) => database.withTenant(actor.tenantId, fn);

    app.get(
      `/api/${entity}/GetByCompany/:companyId`,
      { config: signedIn, schema: { params: CompanyParams, querystring: ListQuery } },
      (request) => {
        const { companyId } = request.params as z.output<typeof CompanyParams>;
        const query = request.query as z.output<typeof ListQuery>;
        return inTenant(request.actor, async (tx) => {
          await assertVisibleCompany(tx, request.actor, companyId);
          return (
            await listRelations(tx, { companyId, kind, includeBlocked: query.includeBlocked }, query.maxCount)
          ).map(present);
        });
      },
    );

    app.get(
      `/api/${entity}/GetByCompanyAndSearch/:companyId`,
      { config: signedIn, schema: { params: CompanyParams, querystring: SearchQuery } },
      (request) => {
        const { companyId } = request.params as z.output<typeof CompanyParams>;
        const query = request.query as z.output<typeof SearchQuery>;
        const scope = { companyId, kind, includeBlocked: query.includeBlocked };
        return inTenant(request.actor, async (tx) => {
          await assertVisibleCompany(tx, request.actor, companyId);
          return (await searchRelations(tx, scope, query.searchValue, query.maxCount)).map(present);
        });
      },
    );

    app.get(
      `/api/${entity}/GetByCompanyAndCode/:companyId`,
      { config: signedIn, schema: { params: CompanyParams, querystring: CodeQuery } },
      (request) => {
        const { companyId } = request.params as z.output<typeof CompanyParams>;
        const { code } = request.query as z.output<typeof CodeQuery>;
        return inTenant(request.actor, async (tx) => {
          await assertVisibleCompany(tx, request.actor, companyId);
          const row = await relationByCode(tx, { companyId, kind }, code);
          if (!row) throw notFound(`${entity}_Not_Found`);
          return present(row);
        });
      },
    );

    app.get(
      `/api/${entity}/GetPageByCompany/:companyId`,
      { config: signedIn, schema: { params: CompanyParams, querystring: PageQuery } },
      (request) => {
        const { companyId } = request.params as z.output<typeof CompanyParams>;
        const query = request.query as z.output<typeof PageQuery>;
        return inTenant(request.actor, async (tx) => {
          await assertVisibleCompany(tx, request.actor, companyId);
          const page = await relationPage(
            tx,
            { companyId, kind, includeBlocked: query.includeBlocked },
            { ...query, search: query.searchValue },
          );
          return { Items: page.rows.map(present), Count: page.count, IsCapped: page.capped };
        });
      },
    );

    app.get(
      `/api/${entity}/Export/:companyId`,
      { config: signedIn, schema: { params: CompanyParams, querystring: ExportQuery } },
      async (request, reply) => {
        const { companyId } = request.params as z.output<typeof CompanyParams>;
        const query = request.query as z.output<typeof ExportQuery>;
        const { rows, texts } = await inTenant(request.actor, async (tx) => ({
          visible: await assertVisibleCompany(tx, request.actor, companyId),
          rows: (
            await relationPage(
              tx,
              { companyId, kind, includeBlocked: query.includeBlocked },
              { ...query, search: query.searchValue, skip: 0, take: 100_000 },
            )
          ).rows.map(present),
          texts: await translatedTexts(tx, config.localesDir, query.locale, 'Navigation'),
        }));
        const columns = exportFields[kind].map((field) => ({
          caption: texts[`${kind}_${field}`] ?? field,
          value: (row: Record<string, unknown>) => {
            const value = row[field];
            return Array.isArray(value) ? value.join(', ') : (value as string | number | boolean | null);
          },
        }));
        const title = texts[screen] ?? screen;
        return sendWorkbook(reply, title, columns, rows as unknown as Record<string, unknown>[]);
      },
    );

    app.get(
      `/api/${entity}/GetCreateStatus/:createId`,
      { config: signedIn, schema: { params: CreateParams } },
      (request) => {
        const { createId } = request.params as z.output<typeof CreateParams>;
        return inTenant(request.actor, (tx) =>
          relationCreateStatus(tx, request.actor, kind, createId, present),
        );
      },
    );

    app.get(
      `/api/${entity}/:id`,
      { config: signedIn, schema: { params: IdParams, querystring: DetailQuery } },
      (request) => {
        const { id } = request.params as z.output<typeof IdParams>;
        const { detailed } = request.query as z.output<typeof DetailQuery>;
        return inTenant(request.actor, async (tx) => {
          const row = await loadRelation(tx, request.actor, kind, id);
          if (!detailed || kind !== 'Vendor') return present(row);
          return { ...present(row), BankAccountChanges: await bankAccountChangesOf(tx, id) };
        });
      },
    );

    app.put(
      `/api/${entity}/:id`,
      { config: { right: { view: screen } }, schema: { params: IdParams, body: Input } },
      (request) => {
        const { id } = request.params as z.output<typeof IdParams>;
        const fields = request.body as z.output<typeof VendorInput> & z.output<typeof CustomerInput>;
        return inTenant(request.actor, async (tx) =>
          present(await updateRelation(tx, request.actor, id, { kind, fields, source: 'Manual' } as never)),
        );
      },
    );

    app.delete(
      `/api/${entity}/:id`,
      { config: { right: { view: screen } }, schema: { params: IdParams } },
      async (request, reply) => {
        const { id } = request.params as z.output<typeof IdParams>;
        await inTenant(request.actor, (tx) => deleteRelation(tx, request.actor, kind, id));
        return reply.status(204).send();
      },
    );
  };
}
