import { ConnectedErpAdapters } from '../../../domain/erp/sync';
import type { companies } from '../../db/schema/index';
import { ErpClientFactories, erpClientFor, erpConnectionOf } from './registry';
import { ErpError } from './types';

type CompanyRow = typeof companies.$inferSelect;

const company = (fields: Partial<CompanyRow>) =>
  ({
    erpAdapter: 'Tryton',
    databaseServerUrl: ' http://erp.example.com:8000 ',
    erpVariable1: 'ledgerline',
    erpVariable2: 'admin',
    erpPassword: 'secret ',
    ...fields,
  }) as CompanyRow;

describe('the ERP adapter registry', () => {
  it('has a client for exactly the adapters the app calls connected', () => {
    expect(Object.keys(ErpClientFactories)).toEqual([...ConnectedErpAdapters]);
  });

  it('reaches a Tryton company at DatabaseServerUrl, database ErpVariable1, login ErpVariable2, ErpPassword', () => {
    expect(erpConnectionOf(company({}))).toEqual({
      Url: 'http://erp.example.com:8000',
      Database: 'ledgerline',
      Login: 'admin',
      Password: 'secret ',
    });
    expect(typeof erpClientFor(company({})).checkLogin).toBe('function');
  });

  it('refuses, saying so, an adapter Ledgerline has no working connection for', () => {
    for (const erpAdapter of ['Twinfield', 'ExactOnline', 'Manual', 'Api']) {
      const refusal = (() => {
        try {
          erpClientFor(company({ erpAdapter }));
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(ErpError);
      expect(refusal).toMatchObject({
        kind: 'Rejected',
        message: `Erp_Adapter_Not_Connected%%${erpAdapter}`,
      });
    }
  });

  it('refuses a connection without its server or database', () => {
    expect(() => erpClientFor(company({ databaseServerUrl: '' }))).toThrow('Erp_Connection_Incomplete');
    expect(() => erpClientFor(company({ erpVariable1: ' ' }))).toThrow('Erp_Connection_Incomplete');
  });
});
