import type { ErpClient, ErpConnection } from '../types';
import { TrytonRpc } from './jsonRpc';
import { readMasterData } from './masterData';
import { createRelation, paymentStatus, postInvoice } from './posting';

/** The Tryton adapter (JSON-RPC; tested against trytond 6.0 from Debian's packages). */
export function trytonClient(connection: ErpConnection): ErpClient {
  const trytonConnection = {
    url: connection.Url,
    database: connection.Database,
    login: connection.Login,
    password: connection.Password,
  };
  const rpc = new TrytonRpc(trytonConnection);
  return {
    checkLogin: () => rpc.login(),
    masterData: (kind, cursor) => readMasterData(rpc, kind, cursor),
    createRelation: (relation) => createRelation(rpc, relation),
    postInvoice: (posting) => postInvoice(rpc, trytonConnection, posting),
    paymentStatus: (ids) => paymentStatus(rpc, ids),
    close: () => rpc.logout(),
  };
}
