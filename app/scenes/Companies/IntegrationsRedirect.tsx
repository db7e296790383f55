import { Navigate } from 'react-router';
import { defaultRoute } from '../../../domain/routes/defaultRoute';
import { integrationsItem } from '../../../domain/routes/menus';
import { useShellData } from '../../session/ShellDataContext';

/**
 * /integrations (spec 000 §2, no entry condition): the Integrations menu item's destination, the integration
 * set-up, for an administrator who may manage companies; anyone else goes to their default route.
 */
export function IntegrationsRedirect() {
  const { guard } = useShellData();
  const allowed = integrationsItem.also?.(guard) ?? true;
  return (
    <Navigate replace to={allowed && integrationsItem.path ? integrationsItem.path : defaultRoute(guard)} />
  );
}
