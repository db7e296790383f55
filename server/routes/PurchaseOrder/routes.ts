import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import type { purchaseOrders } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import type { RouteRight } from '../../http/routeConfig';
import { presentPurchaseOrder } from '../../presenters/masterdata';
import {
  orderLinesOf,
  purchaseOrderByCode,
  purchaseOrderPage,
  vendorOrders,
} from '../../services/masterdata/purchaseOrderQueries';
import {
  createPurchaseOrder,
  deletePurchaseOrder,
  loadPurchaseOrder,
  updatePurchaseOrder,
} from '../../services/masterdata/purchaseOrders';
import { assertVisibleCompany } from '../../services/masterdata/visibleCompany';
import type { Actor } from '../../services/users/actor';
import { CompanyParams, IdParams } from '../masterdata/querySchemas';
import {
  CreateOrderBody,
  OrderCodeQuery,
  OrderPageQuery,
  UpdateOrderBody,
  VendorOrderPageQuery,
  VendorOrdersQuery,
} from './schema';

type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;

const signedIn = { right: { signedIn: true } satisfies RouteRight };
/** Purchase orders come from the ERP; administrators and settings editors keep them by hand meanwhile. */
const editsOrders = {
  right: { anyOf: [{ action: 'Admin' }, { action: 'SettingsEdit' }] } satisfies RouteRight,
};

/** The PurchaseOrder calls (spec 002 §7, §9) and the purchase-order screen's page and edits. */
export async function purchaseOrderRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const inTenant = <T>(actor: Actor, fn: (tx: Tx) => Promise<T>) => database.withTenant(actor.tenantId, fn);
  const withLines = async (tx: Tx, rows: PurchaseOrderRow[]) => {
    const lines = await orderLinesOf(tx, rows);
    return rows.map((row) => presentPurchaseOrder(row, lines.get(row.id) ?? []));
  };
  const one = async (tx: Tx, row: PurchaseOrderRow) =>
    presentPurchaseOrder(row, (await orderLinesOf(tx, [row])).get(row.id) ?? []);

  app.get(
    '/api/PurchaseOrder/GetByCompanyAndVendor',
    { config: signedIn, schema: { querystring: VendorOrdersQuery } },
    (request) => {
      const query = request.query as z.output<typeof VendorOrdersQuery>;
      const scope = { ...query, includeDeleted: query.includeDeletedOrders };
      return inTenant(request.actor, async (tx) => {
        await assertVisibleCompany(tx, request.actor, query.companyId);
        return withLines(tx, await vendorOrders(tx, scope, query.maximumCount));
      });
    },
  );

  app.get(
    '/api/PurchaseOrder/GetByCompanyIdAndVendorCode',
    { config: signedIn, schema: { querystring: VendorOrderPageQuery } },
    (request) => {
      const query = request.query as z.output<typeof VendorOrderPageQuery>;
      const scope = { ...query, includeDeleted: query.includeDeletedOrders };
      return inTenant(request.actor, async (tx) => {
        await assertVisibleCompany(tx, request.actor, query.companyId);
        const page = await purchaseOrderPage(tx, scope, { ...query, search: query.searchQuery });
        return { Items: await withLines(tx, page.rows), Count: page.count };
      });
    },
  );

  app.get(
    '/api/PurchaseOrder/GetByCompanyAndCode',
    { config: signedIn, schema: { querystring: OrderCodeQuery } },
    (request) => {
      const query = request.query as z.output<typeof OrderCodeQuery>;
      return inTenant(request.actor, async (tx) => {
        await assertVisibleCompany(tx, request.actor, query.companyId);
        const scope = { companyId: query.companyId, includeDeleted: query.includeDeletedOrders };
        const row = await purchaseOrderByCode(tx, scope, query.code);
        if (!row) throw notFound('Purchase_Order_Not_Found');
        return one(tx, row);
      });
    },
  );

  app.get(
    '/api/PurchaseOrder/GetPageByCompany/:companyId',
    { config: signedIn, schema: { params: CompanyParams, querystring: OrderPageQuery } },
    (request) => {
      const { companyId } = request.params as z.output<typeof CompanyParams>;
      const query = request.query as z.output<typeof OrderPageQuery>;
      return inTenant(request.actor, async (tx) => {
        await assertVisibleCompany(tx, request.actor, companyId);
        const scope = { companyId, includeDeleted: query.includeDeleted };
        const page = await purchaseOrderPage(tx, scope, { ...query, search: query.searchValue });
        // Orders are counted in full: a company has thousands, not millions.
        return { Items: await withLines(tx, page.rows), Count: page.count, IsCapped: false };
      });
    },
  );

  app.get('/api/PurchaseOrder/:id', { config: signedIn, schema: { params: IdParams } }, (request) => {
    const { id } = request.params as z.output<typeof IdParams>;
    return inTenant(request.actor, async (tx) => one(tx, await loadPurchaseOrder(tx, request.actor, id)));
  });

  app.post(
    '/api/PurchaseOrder',
    { config: editsOrders, schema: { body: CreateOrderBody } },
    async (request, reply) => {
      const { CompanyId, ...input } = request.body as z.output<typeof CreateOrderBody>;
      const order = await inTenant(request.actor, async (tx) =>
        one(tx, await createPurchaseOrder(tx, request.actor, CompanyId, input)),
      );
      return reply.status(201).send(order);
    },
  );

  app.put(
    '/api/PurchaseOrder/:id',
    { config: editsOrders, schema: { params: IdParams, body: UpdateOrderBody } },
    (request) => {
      const { id } = request.params as z.output<typeof IdParams>;
      const input = request.body as z.output<typeof UpdateOrderBody>;
      return inTenant(request.actor, async (tx) =>
        one(tx, await updatePurchaseOrder(tx, request.actor, id, input)),
      );
    },
  );

  app.delete(
    '/api/PurchaseOrder/:id',
    { config: editsOrders, schema: { params: IdParams } },
    async (request, reply) => {
      const { id } = request.params as z.output<typeof IdParams>;
      await inTenant(request.actor, (tx) => deletePurchaseOrder(tx, request.actor, id));
      return reply.status(204).send();
    },
  );
}
