import { DefaultTextInput } from '../../../domain/defaultTexts/index';
import type { Database } from '../client';
import { defaultTexts } from '../schema/index';
import type { DemoEnvironment } from './demo';

type DemoCompany = keyof DemoEnvironment['companies'];
type DemoText = DefaultTextInput & { company?: DemoCompany };

/** Remarks every demo environment offers: for every company, most for one action. */
const common: DemoText[] = [
  { Name: 'Graag goedkeuren', Text: 'Graag goedkeuren.' },
  { Name: 'Akkoord', Text: 'Akkoord, de factuur klopt met de afspraken.', Action: 'Approve' },
  { Name: 'Order klopt niet', Text: 'Factuur klopt niet met de order, graag nakijken.', Action: 'Reject' },
  {
    Name: 'Prijs wijkt af',
    Text: 'De prijs wijkt af van de offerte. Kun je dit navragen bij de leverancier?',
    Action: 'Question',
  },
];

/** Demo Holding's own: a hold, a duplicate, one for its logistics company, and one no longer used. */
const holding: DemoText[] = [
  ...common,
  {
    Name: 'Wacht op creditnota',
    Text: 'Aangehouden tot de creditnota van de leverancier binnen is.',
    Action: 'Await',
  },
  {
    Name: 'Dubbel ontvangen',
    Text: 'Deze factuur is al eerder ontvangen en geboekt.',
    Action: 'MarkDuplicate',
  },
  {
    Name: 'Ontvangst bevestigen',
    Text: 'Graag de ontvangst van de goederen bevestigen aan de hand van de pakbon.',
    company: 'logistics',
  },
  {
    Name: 'Oude kostenplaats',
    Text: 'Kostenplaats 100 bestaat niet meer; graag opnieuw coderen.',
    IsActive: false,
  },
];

/** Gives both demo customer environments a handful of Dutch default texts (issue 10 §9). */
export async function seedDemoDefaultTexts(
  database: Database,
  environment: Pick<DemoEnvironment, 'holdingId' | 'secondId' | 'companies'>,
): Promise<void> {
  const tenants: Array<[string, DemoText[]]> = [
    [environment.holdingId, holding],
    [environment.secondId, common],
  ];
  for (const [tenantId, texts] of tenants) {
    const rows = texts.map(({ company, ...input }) => {
      const text = DefaultTextInput.parse(input);
      return {
        tenantId,
        companyId: company ? environment.companies[company] : null,
        action: text.Action,
        name: text.Name,
        text: text.Text,
        isActive: text.IsActive,
      };
    });
    await database.withTenant(tenantId, (tx) => tx.insert(defaultTexts).values(rows));
  }
}
