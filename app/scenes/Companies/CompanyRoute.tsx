import { useParams, useSearchParams } from 'react-router';
import { CompanyEditPage } from './CompanyEditPage';
import { IntegrationSetup } from './IntegrationSetup';

/** /companies/:id — the company page; /companies/new?integrations=true opens the integration set-up. */
export function CompanyRoute() {
  const { id = 'new' } = useParams();
  const [params] = useSearchParams();
  if (id === 'new' && params.get('integrations') === 'true') return <IntegrationSetup />;
  return <CompanyEditPage key={id} id={id} />;
}
