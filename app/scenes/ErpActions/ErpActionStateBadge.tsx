import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ErpActionState } from '../../../domain/erp/actions';
import { erpActionStateColor } from './erpActionView';

/** An ERP action's state as a coloured badge. */
export function ErpActionStateBadge({ state }: { state: ErpActionState }) {
  const { t } = useTranslation();
  return (
    <Badge size="xs" variant="light" color={erpActionStateColor[state]} data-testid="erp-action-state">
      {t(`Erp_Action_State_${state}`)}
    </Badge>
  );
}
