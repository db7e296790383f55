import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ApiPushAnswer,
  CodesPush,
  CustomersPush,
  PurchaseOrdersPush,
  VendorsPush,
} from '../../../domain/api/v1';
import { type ImportTarget, importFieldNames } from '../../../domain/masterdata/import/index';
import { CodeLists } from '../../../domain/masterdata/index';
import type { AppDeps } from '../../deps';
import {
  type ApiWriter,
  pushCodes,
  pushPurchaseOrders,
  pushRelations,
} from '../../services/api/pushMasterData';
import { apiRoute, apiSchema } from './plugin';

const CompanyParams = z.object({ companyId: z.uuid('Validation_Guid') });
const ListParams = CompanyParams.extend({ list: z.enum(CodeLists, 'Validation_In_List') });
const answers = { 200: ApiPushAnswer };

/** Per item of the body as sent, the fields of the target it carries (the rest keep their stored values). */
function givenFields(sent: unknown, target: ImportTarget): string[][] {
  const known = new Set(importFieldNames(target));
  const items = (sent as { Items?: unknown } | null)?.Items;
  if (!Array.isArray(items)) return [];
  return items.map((item) =>
    item && typeof item === 'object' ? Object.keys(item).filter((field) => known.has(field)) : [],
  );
}

/**
 * Master data pushed by the customer's ERP connector, per company: vendors, customers, code lists and purchase
 * orders, created or updated by code through the same upserts as the relation import. A push is all or nothing.
 */
export async function v1MasterDataRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const write = apiRoute('masterdata:write');
  const writer = (tenantId: string): ApiWriter => ({ tenantId, userId: null });

  app.post(
    '/api/v1/companies/:companyId/vendors',
    {
      config: write,
      schema: apiSchema('Create or update vendors by ErpCode', {
        params: CompanyParams,
        body: VendorsPush,
        response: answers,
      }),
    },
    (request) => {
      const { companyId } = request.params as z.output<typeof CompanyParams>;
      const { Items } = request.body as z.output<typeof VendorsPush>;
      const given = givenFields(request.sentBody, 'Vendor');
      return database.withTenant(request.apiCaller.tenantId, (tx) =>
        pushRelations(tx, writer(request.apiCaller.tenantId), companyId, {
          kind: 'Vendor',
          items: Items,
          given,
        }),
      );
    },
  );

  app.post(
    '/api/v1/companies/:companyId/customers',
    {
      config: write,
      schema: apiSchema('Create or update customers by Code', {
        params: CompanyParams,
        body: CustomersPush,
        response: answers,
      }),
    },
    (request) => {
      const { companyId } = request.params as z.output<typeof CompanyParams>;
      const { Items } = request.body as z.output<typeof CustomersPush>;
      const given = givenFields(request.sentBody, 'Customer');
      return database.withTenant(request.apiCaller.tenantId, (tx) =>
        pushRelations(tx, writer(request.apiCaller.tenantId), companyId, {
          kind: 'Customer',
          items: Items,
          given,
        }),
      );
    },
  );

  app.post(
    '/api/v1/companies/:companyId/code-lists/:list',
    {
      config: write,
      schema: apiSchema('Create or update entries of a code list (GeneralLedger, VatCode …) by Code', {
        params: ListParams,
        body: CodesPush,
        response: answers,
      }),
    },
    (request) => {
      const { companyId, list } = request.params as z.output<typeof ListParams>;
      const { Items } = request.body as z.output<typeof CodesPush>;
      const given = givenFields(request.sentBody, list);
      return database.withTenant(request.apiCaller.tenantId, (tx) =>
        pushCodes(tx, writer(request.apiCaller.tenantId), companyId, list, Items, given),
      );
    },
  );

  app.post(
    '/api/v1/companies/:companyId/purchase-orders',
    {
      config: write,
      schema: apiSchema('Create or replace purchase orders with their lines by Code', {
        params: CompanyParams,
        body: PurchaseOrdersPush,
        response: answers,
      }),
    },
    (request) => {
      const { companyId } = request.params as z.output<typeof CompanyParams>;
      const { Items } = request.body as z.output<typeof PurchaseOrdersPush>;
      return database.withTenant(request.apiCaller.tenantId, (tx) =>
        pushPurchaseOrders(tx, writer(request.apiCaller.tenantId), companyId, Items),
      );
    },
  );
}
