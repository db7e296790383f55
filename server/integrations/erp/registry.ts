import type { ErpAdapter } from '../../../domain/entities/enums';
import type { companies } from '../../db/schema/index';
import { trytonClient } from './tryton/client';
import { type ErpClient, type ErpConnection, ErpError } from './types';

type CompanyRow = typeof companies.$inferSelect;

/** The adapters with a working connection; domain/erp/sync.ts ConnectedErpAdapters lists the same for the app. */
export const ErpClientFactories: Partial<Record<ErpAdapter, (connection: ErpConnection) => ErpClient>> = {
  Tryton: trytonClient,
};

/**
 * Where a company's ERP is and as whom to log in: DatabaseServerUrl is the server, ErpVariable1 the database
 * (or administration), ErpVariable2 the login and ErpPassword the password.
 */
export function erpConnectionOf(company: CompanyRow): ErpConnection {
  return {
    Url: company.databaseServerUrl.trim(),
    Database: company.erpVariable1.trim(),
    Login: company.erpVariable2.trim(),
    Password: company.erpPassword,
  };
}

/**
 * The adapter registry: a connected client for the company's ERP. An adapter Ledgerline has no working connection
 * for (every named adapter but Tryton; Manual and Api have no ERP to call) is refused with a message that says
 * so, never a silent success: the company keeps its feature set, and the manual adapter request is the way on.
 */
export function erpClientFor(company: CompanyRow): ErpClient {
  const factory = ErpClientFactories[company.erpAdapter as ErpAdapter];
  if (!factory) throw new ErpError('Rejected', `Erp_Adapter_Not_Connected%%${company.erpAdapter}`);
  const connection = erpConnectionOf(company);
  if (!connection.Url || !connection.Database) throw new ErpError('Rejected', 'Erp_Connection_Incomplete');
  return factory(connection);
}
