import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type CodeList, CodeListOwnFields, ErpCodeInput } from '../../../domain/masterdata/index';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import type { RouteRight } from '../../http/routeConfig';
import { presentErpCode } from '../../presenters/masterdata';
import {
  ErpCodeSorts,
  erpCodeByCode,
  erpCodePage,
  listErpCodes,
  searchErpCodes,
} from '../../services/masterdata/erpCodeQueries';
import { createErpCode, deleteErpCode, loadErpCode, updateErpCode } from '../../services/masterdata/erpCodes';
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

const PageQuery = pageQuery(ErpCodeSorts);
const ExportQuery = exportQuery(ErpCodeSorts);
const signedIn = { right: { signedIn: true } satisfies RouteRight };
/** Code lists come from the ERP; administrators and settings editors keep them by hand meanwhile. */
const editsCodeLists = {
  right: { anyOf: [{ action: 'Admin' }, { action: 'SettingsEdit' }] } satisfies RouteRight,
};

/** The generic master-data calls of spec 002 §7 for one ERP code list, plus its screen's page, export and edits. */
export function codeListEntityRoutes(list: CodeList) {
  const exportFields = ['Code', 'Description', 'DefaultDescription', ...CodeListOwnFields[list], 'IsBlocked'];

  return async (app: FastifyInstance, { database, config }: AppDeps): Promise<void> => {
    const inTenant = <T>(actor: Actor, fn: (tx: Tx) => Promise<T>) => database.withTenant(actor.tenantId, fn);

    app.get(
      `/api/${list}/GetByCompany/:companyId`,
      { config: signedIn, schema: { params: CompanyParams, querystring: ListQuery } },
      (request) => {
        const { companyId } = request.params as z.output<typeof CompanyParams>;
        const { maxCount, includeBlocked } = request.query as z.output<typeof ListQuery>;
        return inTenant(request.actor, async (tx) => {
          await assertVisibleCompany(tx, request.actor, companyId);
          return (await listErpCodes(tx, { companyId, list, includeBlocked }, maxCount)).map(presentErpCode);
        });
      },
    );

    app.get(
      `/api/${list}/GetByCompanyAndSearch/:companyId`,
      { config: signedIn, schema: { params: CompanyParams, querystring: SearchQuery } },
      (request) => {
        const { companyId } = request.params as z.output<typeof CompanyParams>;
        const query = request.query as z.output<typeof SearchQuery>;
        const scope = { companyId, list, includeBlocked: query.includeBlocked };
        return inTenant(request.actor, async (tx) => {
          await assertVisibleCompany(tx, request.actor, companyId);
          return (await searchErpCodes(tx, scope, query.searchValue, query.maxCount)).map(presentErpCode);
        });
      },
    );

    app.get(
      `/api/${list}/GetByCompanyAndCode/:companyId`,
      { config: signedIn, schema: { params: CompanyParams, querystring: CodeQuery } },
      (request) => {
        const { companyId } = request.params as z.output<typeof CompanyParams>;
        const { code } = request.query as z.output<typeof CodeQuery>;
        return inTenant(request.actor, async (tx) => {
          await assertVisibleCompany(tx, request.actor, companyId);
          const row = await erpCodeByCode(tx, { companyId, list }, code);
          if (!row) throw notFound('Code_Not_Found');
          return presentErpCode(row);
        });
      },
    );

    app.get(
      `/api/${list}/GetPageByCompany/:companyId`,
      { config: signedIn, schema: { params: CompanyParams, querystring: PageQuery } },
      (request) => {
        const { companyId } = request.params as z.output<typeof CompanyParams>;
        const query = request.query as z.output<typeof PageQuery>;
        return inTenant(request.actor, async (tx) => {
          await assertVisibleCompany(tx, request.actor, companyId);
          const scope = { companyId, list, includeBlocked: query.includeBlocked };
          const page = await erpCodePage(tx, scope, { ...query, search: query.searchValue });
          return { Items: page.rows.map(presentErpCode), Count: page.count, IsCapped: page.capped };
        });
      },
    );

    app.get(
      `/api/${list}/Export/:companyId`,
      { config: signedIn, schema: { params: CompanyParams, querystring: ExportQuery } },
      async (request, reply) => {
        const { companyId } = request.params as z.output<typeof CompanyParams>;
        const query = request.query as z.output<typeof ExportQuery>;
        const scope = { companyId, list, includeBlocked: query.includeBlocked };
        const { rows, texts } = await inTenant(request.actor, async (tx) => {
          await assertVisibleCompany(tx, request.actor, companyId);
          const page = { ...query, search: query.searchValue, skip: 0, take: 100_000 };
          return {
            rows: (await erpCodePage(tx, scope, page)).rows.map(presentErpCode),
            texts: await translatedTexts(tx, config.localesDir, query.locale, 'Navigation'),
          };
        });
        const columns = exportFields.map((field) => ({
          caption: texts[field] ?? field,
          value: (row: Record<string, unknown>) => row[field] as string | number | boolean | null,
          kind:
            field === 'Percentage' || field === 'UnitPrice' || field === 'Days'
              ? ('number' as const)
              : undefined,
        }));
        const title = texts[`CodeList_${list}`] ?? list;
        return sendWorkbook(reply, title, columns, rows as unknown as Record<string, unknown>[]);
      },
    );

    app.get(
      `/api/${list}/:id`,
      { config: signedIn, schema: { params: IdParams, querystring: DetailQuery } },
      (request) => {
        const { id } = request.params as z.output<typeof IdParams>;
        // `detailed` changes nothing for a code: it has no details beyond its fields.
        return inTenant(request.actor, async (tx) =>
          presentErpCode(await loadErpCode(tx, request.actor, list, id)),
        );
      },
    );

    app.post(
      `/api/${list}`,
      { config: editsCodeLists, schema: { body: ErpCodeInput } },
      async (request, reply) => {
        const input = request.body as z.output<typeof ErpCodeInput>;
        const row = await inTenant(request.actor, (tx) => createErpCode(tx, request.actor, list, input));
        return reply.status(201).send(presentErpCode(row));
      },
    );

    app.put(
      `/api/${list}/:id`,
      { config: editsCodeLists, schema: { params: IdParams, body: ErpCodeInput } },
      (request) => {
        const { id } = request.params as z.output<typeof IdParams>;
        const input = request.body as z.output<typeof ErpCodeInput>;
        return inTenant(request.actor, async (tx) =>
          presentErpCode(await updateErpCode(tx, request.actor, list, id, input)),
        );
      },
    );

    app.delete(
      `/api/${list}/:id`,
      { config: editsCodeLists, schema: { params: IdParams } },
      async (request, reply) => {
        const { id } = request.params as z.output<typeof IdParams>;
        await inTenant(request.actor, (tx) => deleteErpCode(tx, request.actor, list, id));
        return reply.status(204).send();
      },
    );
  };
}
