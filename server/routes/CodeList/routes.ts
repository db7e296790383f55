import type { FastifyInstance } from 'fastify';
import { CodeLists } from '../../../domain/masterdata/index';
import type { AppDeps } from '../../deps';
import { codeListEntityRoutes } from './codeListEntityRoutes';

const listRoutes = CodeLists.map(codeListEntityRoutes);

/** The calls of every ERP code list: GeneralLedger, VatCode … Asset (spec 002 §7), one factory per list. */
export async function codeListRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const routes of listRoutes) await routes(app, deps);
}
