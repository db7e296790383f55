import { Decimal, TrytonDate, type TrytonRpc } from '../../server/integrations/erp/tryton/jsonRpc';

type Row = Record<string, unknown>;

/** What paying an invoice in Tryton takes: which invoice, how much (exact text), on which day, by which method. */
export type TrytonPayment = { invoiceId: number; amount: string; date: string; paymentMethod: number };

/**
 * Pays a posted invoice in Tryton through its pay wizard, as a bookkeeper would (start, then choice). Less than the
 * amount to pay makes the wizard ask what the rest is: a partial payment, which leaves the rest to pay.
 */
export async function payInTryton(rpc: TrytonRpc, payment: TrytonPayment): Promise<void> {
  const context = {
    ...((await rpc.call('model.res.user.get_preferences', [true], { withContext: false })) as Row),
    active_model: 'account.invoice',
    active_id: payment.invoiceId,
    active_ids: [payment.invoiceId],
  };
  const [session] = (await rpc.call('wizard.account.invoice.pay.create', [], { context })) as [number];
  const start = (await rpc.call('wizard.account.invoice.pay.execute', [session, {}, 'start'], {
    context,
  })) as { view: { defaults: Row } };
  // Keys ending in '.' hold the display values of related fields, not fields of the wizard to send back.
  const defaults = Object.fromEntries(
    Object.entries(start.view.defaults).filter(([key]) => !key.endsWith('.')),
  );
  const started = {
    ...defaults,
    date: new TrytonDate(payment.date),
    amount: new Decimal(payment.amount),
    payment_method: payment.paymentMethod,
    description: 'Paid',
  };
  const chosen = (await rpc.call(
    'wizard.account.invoice.pay.execute',
    [session, { start: started }, 'choice'],
    {
      context,
    },
  )) as { view?: { defaults: Row } };
  if (!chosen.view) return;
  const ask = Object.fromEntries(Object.entries(chosen.view.defaults).filter(([key]) => !key.endsWith('.')));
  await rpc.call(
    'wizard.account.invoice.pay.execute',
    [session, { start: started, ask: { ...ask, type: 'partial' } }, 'pay'],
    { context },
  );
}
