import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { SplitterListQuery, SplitterSaveInput } from '../../../domain/intake/source';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { RouteRight } from '../../http/routeConfig';
import { saveSplit } from '../../services/intake/saveSplit';
import { splitterScope } from '../../services/intake/sourceAccess';
import {
  listSplitter,
  scanCountsWhere,
  splitterDetail,
  waitingInSplitter,
} from '../../services/intake/splitter';
import type { Actor } from '../../services/users/actor';
import { NextFilterQuery, SourceIdParams, SplitterCountQuery } from '../Source/schema';

/** The splitter's right: verify invoices or packing slips (the companies are checked per source). */
export const splitterRight = {
  right: { anyOf: [{ action: 'VerifyInvoice' }, { action: 'VerifyPackingSlip' }] } satisfies RouteRight,
};

/** The Splitter calls (spec 001 §7): sources waiting to be split, their detail, and saving a split. */
export async function splitterRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const inTenant = <T>(actor: Actor, fn: (tx: Tx) => Promise<T>) =>
    deps.database.withTenant(actor.tenantId, fn);

  app.get(
    '/api/Splitter',
    { config: splitterRight, schema: { querystring: SplitterListQuery } },
    (request) => {
      const query = request.query as z.output<typeof SplitterListQuery>;
      return inTenant(request.actor, (tx) => listSplitter(tx, splitterScope(request.actor), query));
    },
  );

  app.get(
    '/api/Splitter/GetCount',
    { config: splitterRight, schema: { querystring: SplitterCountQuery } },
    (request) => {
      const filter = request.query as z.output<typeof SplitterCountQuery>;
      return inTenant(request.actor, (tx) =>
        scanCountsWhere(tx, waitingInSplitter(splitterScope(request.actor), filter)),
      );
    },
  );

  const detail = (request: { actor: Actor; params: unknown }) => {
    const { id } = request.params as z.output<typeof SourceIdParams>;
    return inTenant(request.actor, (tx) => splitterDetail(tx, splitterScope(request.actor), id));
  };
  app.get(
    '/api/Splitter/GetDetail/:id',
    { config: splitterRight, schema: { params: SourceIdParams } },
    detail,
  );
  app.get('/api/Splitter/:id', { config: splitterRight, schema: { params: SourceIdParams } }, detail);

  app.put(
    '/api/Splitter',
    { config: splitterRight, schema: { body: SplitterSaveInput, querystring: NextFilterQuery } },
    (request) =>
      saveSplit(
        deps,
        request.actor,
        splitterScope(request.actor),
        request.body as z.output<typeof SplitterSaveInput>,
        request.query as z.output<typeof NextFilterQuery>,
      ),
  );
}
