import type { ErpActionView } from '../../../domain/erp/actionView';
import { parseMessage } from '../../../domain/validation/messages';
import type { TableColumn } from '../masterdata/tableWorkbook';

/**
 * The ERP action overview as an Excel sheet: the screen's columns, with captions, kinds, states and error
 * messages in the user's language (an ERP's own error text stays as it is).
 */
export function erpActionsWorkbook(texts: Record<string, string>): {
  title: string;
  columns: TableColumn<ErpActionView>[];
} {
  const caption = (key: string) => texts[key] ?? key;
  const message = (text: string) => {
    const { key, params } = parseMessage(text);
    const known = texts[key];
    return known ? known.replace(/\{\{(\d+)\}\}/g, (_, index: string) => params[Number(index)] ?? '') : text;
  };
  const stamp = (value: string | null) =>
    value ? new Date(value).toISOString().slice(0, 19).replace('T', ' ') : '';
  return {
    title: caption('Erp_Action_Overview'),
    columns: [
      { caption: caption('Erp_Action_Created'), value: (row) => stamp(row.CreatedAt) },
      { caption: caption('Erp_Action_Company'), value: (row) => row.CompanyName },
      { caption: caption('Erp_Action_Action'), value: (row) => caption(`Erp_Action_Kind_${row.Action}`) },
      { caption: caption('Erp_Action_State'), value: (row) => caption(`Erp_Action_State_${row.State}`) },
      { caption: caption('Erp_Action_Attempts'), value: (row) => row.Attempts, kind: 'number' },
      { caption: caption('Erp_Action_Error'), value: (row) => message(row.Error) },
      { caption: caption('Erp_Action_Finished'), value: (row) => stamp(row.FinishedAt) },
    ],
  };
}
