import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { logout } from '../../session/logout';
import { FullPageLoader } from '../../shell/FullPageLoader';

let ending: Promise<void> | null = null;

/** Ends the session and goes to /login; with method=changecustomer it goes to the customer choice instead. */
export function LogoutPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const changeCustomer = params.get('method') === 'changecustomer';

  useEffect(() => {
    if (changeCustomer) {
      // Switching customer keeps the server session: the choice screen calls SwitchCustomer.
      void navigate('/choose-customer', { replace: true });
      return;
    }
    ending ??= logout(client).finally(() => {
      ending = null;
    });
    void ending.then(() => navigate('/login', { replace: true }));
  }, [changeCustomer, client, navigate]);

  return <FullPageLoader />;
}
