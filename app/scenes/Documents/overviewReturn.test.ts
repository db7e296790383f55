import { describe, expect, it } from 'vitest';
import { forgetPlace, peekPlace, rememberPlace } from './overviewReturn';

const place = { top: 500, left: 0, pageY: 0, id: 'd20' };

describe('the place an overview comes back to', () => {
  it('survives a render React throws away: reading does not use it up', () => {
    rememberPlace('PurchaseInvoice', place);
    expect(peekPlace('PurchaseInvoice')).toBe(place);
    expect(peekPlace('PurchaseInvoice')).toBe(place);
  });

  it('is used up once the overview is on screen, so the next visit starts at the top', () => {
    rememberPlace('PurchaseInvoice', place);
    forgetPlace('PurchaseInvoice', place);
    expect(peekPlace('PurchaseInvoice')).toBeUndefined();
  });

  it('a newer place, remembered meanwhile, is not forgotten with the old one', () => {
    rememberPlace('SalesInvoice', place);
    const newer = { ...place, id: 'd21' };
    rememberPlace('SalesInvoice', newer);
    forgetPlace('SalesInvoice', place);
    expect(peekPlace('SalesInvoice')).toBe(newer);
  });
});
