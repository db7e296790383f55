import type { TFunction } from 'i18next';
import { isDocumentAction } from '../../../domain/documents/actions';

/** A document action's name in the user's language; a name we do not know (e.g. from an ERP) as it is. */
export function actionLabel(t: TFunction, action: string): string {
  return isDocumentAction(action) ? t(`Document_Action_${action}`) : action;
}
