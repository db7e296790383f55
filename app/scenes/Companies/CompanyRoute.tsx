import { useParams, useSearchParams } from 'react-router';
import { CompanyEditPage } from './CompanyEditPage';
import { IntegrationSetup } from './IntegrationSetup';

/**
 * /companies/:id — the company page; /companies/new?integrations=true opens the integration set-up, with
 * &request=manual at its manual adapter request.
 */
export function CompanyRoute() {
  const { id = 'new' } = useParams();
  const [params] = useSearchParams();
  if (id === 'new' && params.get('integrations') === 'true')
    return <IntegrationSetup request={params.get('request') === 'manual'} />;
  return <CompanyEditPage key={id} id={id} />;
}
