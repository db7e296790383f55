import { XMLParser } from 'fast-xml-parser';
import { type CreditTransferLine, PainVersions, SepaProfiles } from '../../../domain/payments/creditTransfer';
import { isSepaText } from '../../../domain/payments/sepaCharacters';
import { AppError } from '../../errors';
import { exampleBatch, exampleLine } from './exampleBatch';
import { buildCreditTransferXml, createCreditTransferFile } from './index';
import { sepaSchemaErrors } from './schema';

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === 'CdtTrfTxInf',
});

type Parsed = {
  Document: { CstmrCdtTrfInitn: { GrpHdr: Record<string, unknown>; PmtInf: Record<string, unknown> } };
};
type Transaction = {
  PmtId: { EndToEndId: string };
  Amt: { InstdAmt: { '#text': string; '@_Ccy': string } };
  Cdtr: { Nm: string; PstlAdr?: Record<string, unknown> };
  RmtInf: {
    Ustrd?: string;
    Strd?: { CdtrRefInf: { Tp: { CdOrPrtry: { Cd: string }; Issr: string }; Ref: string } };
  };
};

function parse(xml: string) {
  const { GrpHdr, PmtInf } = (parser.parse(xml) as Parsed).Document.CstmrCdtTrfInitn;
  return { GrpHdr, PmtInf, transactions: PmtInf.CdtTrfTxInf as Transaction[] };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

// Names and remittances that need every kind of mapping, in SEPA countries' accounts.
function trickyLines(): CreditTransferLine[] {
  const names = [
    'Ærøskøbing Æblegård ApS',
    'Müller & Söhne GmbH',
    'Łódź Sp. z o.o.',
    '🌷 Bloemen 😀',
    '北京公司',
  ];
  return names.map((name, index) => {
    const line = exampleLine(index, 1000 + index);
    return {
      ...line,
      Creditor: {
        ...line.Creditor,
        Name: name,
        Address: {
          Street: 'Škofja ulica',
          BuildingNumber: '12a',
          PostCode: '1000',
          TownName: 'Žalec',
          Country: 'si',
        },
      },
      Remittance: { Unstructured: `Factuur ${name} — “${'é'.repeat(200)}”` },
    };
  });
}

describe('createCreditTransferFile', () => {
  for (const version of PainVersions) {
    for (const profile of SepaProfiles) {
      it(`builds a ${version} file for ${profile} that passes its XSD`, async () => {
        const batch = exampleBatch(version, profile, [exampleLine(1, 1234), exampleLine(2, 99)]);
        const xml = await createCreditTransferFile(batch);
        expect(sepaSchemaErrors(xml, profile, version)).toEqual([]);
        expect(xml).toContain(`xmlns="urn:iso:std:iso:20022:tech:xsd:${version}"`);
      });

      it(`${version} ${profile}: tricky names stay payments and pass the XSD`, async () => {
        const lines = trickyLines();
        const xml = await createCreditTransferFile(exampleBatch(version, profile, lines));
        const { transactions } = parse(xml);
        expect(transactions).toHaveLength(lines.length);
        for (const transaction of transactions) {
          expect(transaction.Cdtr.Nm).not.toBe('');
          expect(isSepaText(transaction.Cdtr.Nm)).toBe(true);
          expect(isSepaText(transaction.RmtInf.Ustrd ?? '')).toBe(true);
          expect(transaction.RmtInf.Ustrd?.length).toBeLessThanOrEqual(140);
        }
      });
    }
  }

  it('transliterates names as the profile asks', async () => {
    const lines = trickyLines();
    const generic = parse(await createCreditTransferFile(exampleBatch('pain.001.001.09', 'Generic', lines)));
    const german = parse(
      await createCreditTransferFile(exampleBatch('pain.001.001.09', 'GermanGbic', lines)),
    );
    expect(generic.transactions.map((transaction) => transaction.Cdtr.Nm)).toEqual([
      'Aeroskobing Aeblegard ApS',
      'Muller + Sohne GmbH',
      'Lodz Sp. z o.o.',
      'Bloemen',
      // Nothing of a Chinese name survives: the account keeps the payment identifiable.
      'AT611904300234573201',
    ]);
    expect(german.transactions[1].Cdtr.Nm).toBe('Mueller + Soehne GmbH');
  });

  it('counts the transactions and sums the amounts exactly, at message and batch level', async () => {
    // 0.10 + 0.20 + … in floating point would not add up to 3.30 exactly.
    const cents = [10, 20, 30, 40, 50, 60, 70, 80, 90, 99_999_999_999, 1];
    const lines = cents.map((amount, index) => exampleLine(index, amount));
    for (const version of PainVersions) {
      const { GrpHdr, PmtInf, transactions } = parse(
        await createCreditTransferFile(exampleBatch(version, 'Generic', lines)),
      );
      expect(GrpHdr.NbOfTxs).toBe('11');
      expect(PmtInf.NbOfTxs).toBe('11');
      expect(GrpHdr.CtrlSum).toBe('1000000004.50');
      expect(PmtInf.CtrlSum).toBe('1000000004.50');
      expect(transactions.map((transaction) => transaction.Amt.InstdAmt['#text'])).toEqual([
        '0.10',
        '0.20',
        '0.30',
        '0.40',
        '0.50',
        '0.60',
        '0.70',
        '0.80',
        '0.90',
        '999999999.99',
        '0.01',
      ]);
      expect(transactions[0].Amt.InstdAmt['@_Ccy']).toBe('EUR');
    }
  });

  it('writes the execution date as ReqdExctnDt in .03 and ReqdExctnDt/Dt in .09', async () => {
    const lines = [exampleLine(1, 100)];
    const old = parse(await createCreditTransferFile(exampleBatch('pain.001.001.03', 'Generic', lines)));
    const current = parse(await createCreditTransferFile(exampleBatch('pain.001.001.09', 'Generic', lines)));
    expect(old.PmtInf.ReqdExctnDt).toBe('2026-11-27');
    expect(current.PmtInf.ReqdExctnDt).toEqual({ Dt: '2026-11-27' });
  });

  it('sends an RF reference structured with issuer ISO and a Dutch reference with issuer CUR', async () => {
    for (const version of PainVersions) {
      const rf = {
        ...exampleLine(1, 100),
        Remittance: { Structured: { Kind: 'Iso11649' as const, Reference: 'RF18539007547034' } },
      };
      const dutch = {
        ...exampleLine(0, 200),
        Remittance: { Structured: { Kind: 'DutchPaymentReference' as const, Reference: '5000056789012345' } },
      };
      const { transactions } = parse(
        await createCreditTransferFile(exampleBatch(version, 'DutchBanks', [rf, dutch])),
      );
      expect(transactions[0].RmtInf.Strd?.CdtrRefInf).toEqual({
        Tp: { CdOrPrtry: { Cd: 'SCOR' }, Issr: 'ISO' },
        Ref: 'RF18539007547034',
      });
      expect(transactions[1].RmtInf.Strd?.CdtrRefInf).toEqual({
        Tp: { CdOrPrtry: { Cd: 'SCOR' }, Issr: 'CUR' },
        Ref: '5000056789012345',
      });
    }
  });

  it('sends a Dutch reference to a non-Dutch account unstructured', async () => {
    const german = {
      ...exampleLine(1, 100),
      Remittance: { Structured: { Kind: 'DutchPaymentReference' as const, Reference: '5000056789012345' } },
    };
    const { transactions } = parse(
      await createCreditTransferFile(exampleBatch('pain.001.001.09', 'Generic', [german])),
    );
    expect(transactions[0].RmtInf).toEqual({ Ustrd: '5000056789012345' });
  });

  it('sends a Belgian structured communication with issuer BBA to a Belgian account, as printed elsewhere', async () => {
    const belgian = {
      ...exampleLine(1, 100),
      Creditor: { ...exampleLine(1, 100).Creditor, Iban: 'BE68 5390 0754 7034' },
      Remittance: {
        Structured: { Kind: 'BelgianStructuredCommunication' as const, Reference: '090933755493' },
      },
    };
    const german = { ...belgian, EndToEndId: 'line-2', Creditor: exampleLine(1, 100).Creditor };
    for (const version of PainVersions) {
      const { transactions } = parse(
        await createCreditTransferFile(exampleBatch(version, 'Generic', [belgian, german])),
      );
      expect(transactions[0].RmtInf.Strd?.CdtrRefInf).toEqual({
        Tp: { CdOrPrtry: { Cd: 'SCOR' }, Issr: 'BBA' },
        Ref: '090933755493',
      });
      expect(transactions[1].RmtInf).toEqual({ Ustrd: '+++090/9337/55493+++' });
    }
  });

  it('sends a Finnish reference with code SCOR and no issuer to a Finnish account, as text elsewhere', async () => {
    const finnish = {
      ...exampleLine(1, 100),
      Creditor: { ...exampleLine(1, 100).Creditor, Iban: 'FI21 1234 5600 0007 85' },
      Remittance: { Structured: { Kind: 'FinnishReference' as const, Reference: '12345614' } },
    };
    const dutch = { ...finnish, EndToEndId: 'line-2', Creditor: exampleLine(1, 100).Creditor };
    for (const version of PainVersions)
      for (const profile of SepaProfiles) {
        const { transactions } = parse(
          await createCreditTransferFile(exampleBatch(version, profile, [finnish, dutch])),
        );
        expect(transactions[0].RmtInf.Strd?.CdtrRefInf).toEqual({
          Tp: { CdOrPrtry: { Cd: 'SCOR' } },
          Ref: '12345614',
        });
        expect(transactions[1].RmtInf).toEqual({ Ustrd: '12345614' });
      }
  });

  it('leaves out the creditor agent without a BIC and writes NOTPROVIDED for a debtor without one', async () => {
    for (const version of PainVersions) {
      const batch = exampleBatch(version, 'GermanGbic', [exampleLine(1, 100)]);
      const withBic = {
        ...exampleLine(2, 100),
        Creditor: { ...exampleLine(2, 100).Creditor, Bic: 'deut de ff' },
      };
      const xml = await createCreditTransferFile({
        ...batch,
        Debtor: { ...batch.Debtor, Bic: undefined },
        Lines: [...batch.Lines, withBic],
      });
      const { PmtInf } = parse(xml);
      expect(PmtInf.DbtrAgt).toEqual({ FinInstnId: { Othr: { Id: 'NOTPROVIDED' } } });
      expect(xml.match(/<CdtrAgt>/g)).toHaveLength(1);
      expect(xml).toContain(
        version === 'pain.001.001.03' ? '<BIC>DEUTDEFF</BIC>' : '<BICFI>DEUTDEFF</BICFI>',
      );
    }
  });

  it('writes a structured address in .09 and country plus address lines in .03', async () => {
    const line = exampleLine(1, 100);
    const current = parse(await createCreditTransferFile(exampleBatch('pain.001.001.09', 'Generic', [line])));
    expect(current.transactions[0].Cdtr.PstlAdr).toEqual({
      StrtNm: 'Keizersgracht',
      BldgNb: '1',
      PstCd: '1015 CJ',
      TwnNm: 'Amsterdam',
      Ctry: 'NL',
    });
    const old = parse(await createCreditTransferFile(exampleBatch('pain.001.001.03', 'Generic', [line])));
    expect(old.transactions[0].Cdtr.PstlAdr).toEqual({
      Ctry: 'NL',
      AdrLine: ['Keizersgracht 1', '1015 CJ Amsterdam'],
    });
  });

  it('shortens a UUID end-to-end id to 35 characters by dropping its dashes', async () => {
    const { transactions } = parse(
      await createCreditTransferFile(exampleBatch('pain.001.001.09', 'Generic', [exampleLine(7, 100)])),
    );
    expect(transactions[0].PmtId.EndToEndId).toBe('0b8e6c1e4f0a4c559d3e000000000007');
  });

  it('refuses a line in another currency than euro, naming the document', async () => {
    const dollars = { ...exampleLine(3, 100), Currency: 'USD' };
    const error = await refusal(
      createCreditTransferFile(exampleBatch('pain.001.001.09', 'Generic', [exampleLine(1, 100), dollars])),
    );
    expect(error.message).toBe('Payment_Batch_Currency_Not_Sepa%%INV-3%%USD');
    expect(error.status).toBe(400);
  });

  it('refuses an account outside SEPA, for a creditor and for the debtor', async () => {
    const turkish = {
      ...exampleLine(4, 100),
      Creditor: { ...exampleLine(4, 100).Creditor, Iban: 'TR330006100519786457841326' },
    };
    const creditor = await refusal(
      createCreditTransferFile(exampleBatch('pain.001.001.03', 'Generic', [turkish])),
    );
    expect(creditor.message).toBe('Payment_Batch_Iban_Not_Sepa%%INV-4%%TR330006100519786457841326');
    const batch = exampleBatch('pain.001.001.03', 'Generic', [exampleLine(1, 100)]);
    const debtor = await refusal(
      createCreditTransferFile({
        ...batch,
        Debtor: { ...batch.Debtor, Iban: 'TR33 0006 1005 1978 6457 8413 26' },
      }),
    );
    expect(debtor.code).toBe('Payment_Batch_Iban_Not_Sepa');
  });

  it.each([
    ['zero', 0],
    ['negative', -100],
    ['fractional cents', 10.5],
    ['above 999,999,999.99', 100_000_000_000],
  ])('refuses an amount that is %s', async (_reason, cents) => {
    const error = await refusal(
      createCreditTransferFile(exampleBatch('pain.001.001.09', 'Generic', [exampleLine(5, cents)])),
    );
    expect(error.message).toBe('Payment_Batch_Amount_Invalid%%INV-5');
  });

  it('refuses an invalid IBAN or BIC, an empty batch and an execution date that is no date', async () => {
    const typo = {
      ...exampleLine(6, 100),
      Creditor: { ...exampleLine(6, 100).Creditor, Iban: 'NL91ABNA0417164301' },
    };
    expect(
      (await refusal(createCreditTransferFile(exampleBatch('pain.001.001.09', 'Generic', [typo])))).code,
    ).toBe('Iban_Invalid');
    const badBic = { ...exampleLine(6, 100), Creditor: { ...exampleLine(6, 100).Creditor, Bic: 'ABNA NL' } };
    expect(
      (await refusal(createCreditTransferFile(exampleBatch('pain.001.001.09', 'Generic', [badBic])))).code,
    ).toBe('Bic_Invalid');
    expect(
      (await refusal(createCreditTransferFile(exampleBatch('pain.001.001.09', 'Generic', [])))).code,
    ).toBe('Payment_Batch_Empty');
    const batch = {
      ...exampleBatch('pain.001.001.09', 'Generic', [exampleLine(1, 100)]),
      ExecutionDate: '2026-02-30',
    };
    expect((await refusal(createCreditTransferFile(batch))).message).toBe(
      'Payment_Batch_Execution_Date_Invalid%%2026-02-30',
    );
  });

  it('the schema check catches what the builder must never write (so the check before download is not vacuous)', () => {
    for (const version of PainVersions) {
      const xml = buildCreditTransferXml(exampleBatch(version, 'GermanGbic', [exampleLine(1, 100)]));
      const broken = xml.replace('<ChrgBr>SLEV</ChrgBr>', '<ChrgBr>SHAR</ChrgBr>');
      expect(sepaSchemaErrors(broken, 'GermanGbic', version)[0]).toMatch(/ChrgBr/);
      // The ISO schema allows SHAR; the GBIC subset does not.
      expect(sepaSchemaErrors(broken, 'Generic', version)).toEqual([]);
    }
  });
});
