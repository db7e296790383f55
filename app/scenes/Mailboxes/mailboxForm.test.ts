import type { Mailbox } from '../../../domain/intake/mailbox';
import { ApiError } from '../../api/apiError';
import {
  documentTypesOf,
  draftErrors,
  draftOfMailbox,
  inputOfDraft,
  isSenderEntry,
  newMailboxDraft,
  senderList,
  serverErrors,
} from './mailboxForm';

const companyId = '3f0c8f7e-2b1a-4c3d-9e8f-1a2b3c4d5e6f';

const stored: Mailbox = {
  Id: 'a1b2c3d4-0000-4000-8000-000000000001',
  CompanyId: companyId,
  DocumentType: 'SalesInvoice',
  LocalPart: 'demo-foods.verkoop',
  Address: 'demo-foods.verkoop@ledgerline.localhost',
  IsActive: false,
  MaxMessageBytes: 10 * 1024 * 1024,
  AllowedSenders: ['jan@leverancier.nl', '@groothandel.nl'],
  AcceptPdf: true,
  AcceptImages: false,
  AcceptEInvoices: true,
  BodyAsDocument: true,
  SourcePer: 'Mail',
  ReplyLanguage: 'en-US',
  SendReplies: false,
  LastUpdate: '2026-05-01T10:00:00.000Z',
};

describe('the mailbox draft', () => {
  it("starts a new mailbox with the contract's defaults: 25 MB, every part type, a source per attachment", () => {
    expect(newMailboxDraft(companyId, 'PurchaseInvoice', 'demo-foods.inkoop')).toEqual({
      CompanyId: companyId,
      DocumentType: 'PurchaseInvoice',
      LocalPart: 'demo-foods.inkoop',
      IsActive: true,
      MaxMegabytes: 25,
      AllowedSenders: '',
      AcceptPdf: true,
      AcceptImages: true,
      AcceptEInvoices: true,
      BodyAsDocument: false,
      SourcePer: 'Attachment',
      ReplyLanguage: 'nl-NL',
      SendReplies: true,
    });
  });

  it('edits a stored mailbox in megabytes with the senders one per line, and saves it back in bytes', () => {
    const draft = draftOfMailbox(stored);
    expect(draft).toMatchObject({ MaxMegabytes: 10, AllowedSenders: 'jan@leverancier.nl\n@groothandel.nl' });
    expect(draft).not.toHaveProperty('Address');
    const { Address, ...input } = stored;
    expect(inputOfDraft(draft)).toEqual(input);
  });

  it('rounds a fractional size to whole bytes', () => {
    const draft = { ...newMailboxDraft(companyId, 'PurchaseInvoice', 'x'), MaxMegabytes: 1.5 };
    expect(inputOfDraft(draft).MaxMessageBytes).toBe(1572864);
  });
});

describe('allowed senders', () => {
  it('splits on lines, commas, semicolons and spaces; lower-cases and keeps each once', () => {
    expect(senderList(' Jan@Leverancier.nl\n\n@groothandel.nl, piet@x.nl;jan@leverancier.nl ')).toEqual([
      'jan@leverancier.nl',
      '@groothandel.nl',
      'piet@x.nl',
    ]);
  });

  it.each([
    ['a@b.nl', true],
    ['@b.nl', true],
    ['@sub.b.co.uk', true],
    ['b.nl', false],
    ['a@b', false],
    ['@b', false],
    ['a@@b.nl', false],
    ['a@b.nl.', false],
  ])('takes %s as a sender entry: %s', (entry, valid) => {
    expect(isSenderEntry(entry)).toBe(valid);
  });
});

describe('the draft check before saving', () => {
  const draft = newMailboxDraft(companyId, 'PurchaseInvoice', 'demo.inkoop');

  it('passes a valid draft', () => {
    expect(draftErrors(draft)).toEqual({});
  });

  it.each(['Inkoop', '-inkoop', 'inkoop.', 'in koop', '', 'a'.repeat(65)])(
    'refuses the local part %j by the rule of MailboxInput',
    (LocalPart) => {
      expect(draftErrors({ ...draft, LocalPart })).toEqual({ LocalPart: 'Mailbox_Local_Part_Rule' });
    },
  );

  it.each([0, 0.0005, 51, Number.NaN])('refuses a size of %s MB', (MaxMegabytes) => {
    expect(draftErrors({ ...draft, MaxMegabytes })).toEqual({ MaxMegabytes: 'Mailbox_Max_Size_Rule' });
  });

  it('names the sender entries that are neither an address nor a domain', () => {
    expect(draftErrors({ ...draft, AllowedSenders: 'ok@b.nl\nleverancier.nl\njan@' })).toEqual({
      AllowedSenders: 'Mailbox_Sender_Invalid%%leverancier.nl, jan@',
    });
  });
});

describe("a refused save's messages", () => {
  it('puts a taken address under the local part', () => {
    expect(serverErrors(new ApiError(409, 'Mailbox_Address_Taken'))).toEqual({
      LocalPart: 'Mailbox_Address_Taken',
    });
  });

  it('puts field errors under their fields, the size and a numbered sender included', () => {
    const error = new ApiError(400, 'Validation_Failed', undefined, {
      'AllowedSenders.2': 'Validation_Invalid',
      MaxMessageBytes: 'Validation_Maximum_Value%%52428800',
    });
    expect(serverErrors(error)).toEqual({
      AllowedSenders: 'Validation_Invalid',
      MaxMegabytes: 'Validation_Maximum_Value%%52428800',
    });
  });

  it('has nothing to say about other failures', () => {
    expect(serverErrors(new Error('boom'))).toEqual({});
  });
});

describe('the document types a company has mailboxes for', () => {
  it('always purchase invoices; sales invoices and packing slips when the company uses them', () => {
    expect(documentTypesOf({ UsesSalesInvoices: false, UsesPackingSlips: false })).toEqual([
      'PurchaseInvoice',
    ]);
    expect(documentTypesOf({ UsesSalesInvoices: true, UsesPackingSlips: true })).toEqual([
      'PurchaseInvoice',
      'SalesInvoice',
      'PackingSlip',
    ]);
    expect(documentTypesOf(null)).toEqual(['PurchaseInvoice']);
  });
});
