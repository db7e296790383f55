import { normalizeBic } from '../../../domain/iban/index';
import { normalizeIban } from '../../../domain/iban/normalizeIban';
import {
  belgianStructuredCommunicationOf,
  NationalReferenceCountries,
} from '../../../domain/payments/creditorReference';
import type {
  CreditTransferBatch,
  CreditTransferLine,
  CreditTransferParty,
  PainVersion,
  PostalAddress,
  StructuredRemittance,
} from '../../../domain/payments/creditTransfer';
import { SepaTextLimits, toSepaIdentifier, toSepaText } from '../../../domain/payments/sepaCharacters';
import { SepaProfileTable } from './profiles';

/** An element tree for fast-xml-parser's XMLBuilder: attributes as `@_name`, text as `#text`. */
export type XmlTree = { [name: string]: string | XmlTree | XmlTree[] | string[] };

/** Cents as the decimal amount the schemas want: 1234 → "12.34". */
export function centsToAmount(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

type Texts = {
  text(value: string, maxLength: number, fallback: string): string;
  version: PainVersion;
};

// Identifiers longer than 35 characters lose their dashes first (a UUID fits then), before being cut.
function identifier(value: string, fallback: string): string {
  const compact = value.length > SepaTextLimits.Identifier ? value.replace(/-/g, '') : value;
  return toSepaIdentifier(compact, fallback);
}

// .03 (EPC before November 2025): country and at most two unstructured lines.
function unstructuredAddress(address: PostalAddress, texts: Texts): XmlTree | undefined {
  const lines = [
    [address.Street, address.BuildingNumber],
    [address.PostCode, address.TownName],
  ]
    .map((parts) => texts.text(parts.filter(Boolean).join(' '), 70, ''))
    .filter((line) => line !== '');
  return lines.length > 0 ? { Ctry: address.Country, AdrLine: lines } : { Ctry: address.Country };
}

// .09: structured; EPC and GBIC require town and country in a structured address, so without a town none is sent.
function structuredAddress(address: PostalAddress, texts: Texts): XmlTree | undefined {
  const town = texts.text(address.TownName ?? '', 35, '');
  if (town === '') return undefined;
  const optional = (name: string, value: string | undefined, maxLength: number): XmlTree => {
    const text = texts.text(value ?? '', maxLength, '');
    return text === '' ? {} : { [name]: text };
  };
  return {
    ...optional('StrtNm', address.Street, 70),
    ...optional('BldgNb', address.BuildingNumber, 16),
    ...optional('PstCd', address.PostCode, 16),
    TwnNm: town,
    Ctry: address.Country,
  };
}

function party(subject: CreditTransferParty, texts: Texts): XmlTree {
  const name = texts.text(subject.Name, SepaTextLimits.Name, normalizeIban(subject.Iban));
  const address = subject.Address?.Country.trim().toUpperCase();
  if (!subject.Address || !address || !/^[A-Z]{2}$/.test(address)) return { Nm: name };
  const normalized = { ...subject.Address, Country: address };
  const postal =
    texts.version === 'pain.001.001.03'
      ? unstructuredAddress(normalized, texts)
      : structuredAddress(normalized, texts);
  return postal ? { Nm: name, PstlAdr: postal } : { Nm: name };
}

function account(iban: string): XmlTree {
  return { Id: { IBAN: normalizeIban(iban) } };
}

function agent(bic: string | undefined, version: PainVersion): XmlTree | undefined {
  const normalized = bic ? normalizeBic(bic) : '';
  if (normalized === '') return undefined;
  return { FinInstnId: { [version === 'pain.001.001.03' ? 'BIC' : 'BICFI']: normalized } };
}

// The issuer a structured reference names, as the Dutch banks' and Febelfin's guidelines write them: CUR for a Dutch
// payment reference, BBA for a Belgian structured communication, ISO for a creditor reference. Finance Finland's
// guide names none for a Finnish reference: SCOR alone.
const Issuers: Record<StructuredRemittance['Kind'], string | undefined> = {
  Iso11649: 'ISO',
  DutchPaymentReference: 'CUR',
  BelgianStructuredCommunication: 'BBA',
  FinnishReference: undefined,
};

// A national reference is structured only to an account of its own country (NationalReferenceCountries); elsewhere
// it travels as text, printed as its country prints it.
function remittance(line: CreditTransferLine, texts: Texts): XmlTree {
  if ('Structured' in line.Remittance) {
    const { Kind, Reference } = line.Remittance.Structured;
    const country = Kind === 'Iso11649' ? undefined : NationalReferenceCountries[Kind];
    if (!country || normalizeIban(line.Creditor.Iban).startsWith(country)) {
      const issuer = Issuers[Kind];
      return {
        Strd: {
          CdtrRefInf: {
            Tp: { CdOrPrtry: { Cd: 'SCOR' }, ...(issuer ? { Issr: issuer } : {}) },
            Ref: toSepaIdentifier(Reference, line.EndToEndId),
          },
        },
      };
    }
    const printed =
      Kind === 'BelgianStructuredCommunication' ? belgianStructuredCommunicationOf(Reference) : Reference;
    return { Ustrd: texts.text(printed, SepaTextLimits.Remittance, line.EndToEndId) };
  }
  return { Ustrd: texts.text(line.Remittance.Unstructured, SepaTextLimits.Remittance, line.EndToEndId) };
}

function transaction(line: CreditTransferLine, index: number, texts: Texts): XmlTree {
  const creditorAgent = agent(line.Creditor.Bic, texts.version);
  return {
    PmtId: { EndToEndId: identifier(line.EndToEndId, `${index + 1}`) },
    Amt: { InstdAmt: { '@_Ccy': 'EUR', '#text': centsToAmount(line.AmountCents) } },
    ...(creditorAgent ? { CdtrAgt: creditorAgent } : {}),
    Cdtr: party(line.Creditor, texts),
    CdtrAcct: account(line.Creditor.Iban),
    RmtInf: remittance(line, texts),
  };
}

/** The pain.001 document of a batch as an element tree, in the batch's version and profile (input checked). */
export function creditTransferTree(batch: CreditTransferBatch): XmlTree {
  const { transliteration } = SepaProfileTable[batch.Profile];
  const texts: Texts = {
    version: batch.Version,
    text: (value, maxLength, fallback) => toSepaText(value, { maxLength, fallback, transliteration }),
  };
  const count = String(batch.Lines.length);
  const controlSum = centsToAmount(batch.Lines.reduce((sum, line) => sum + line.AmountCents, 0));
  const debtor = party(batch.Debtor, texts);
  const debtorAgent = agent(batch.Debtor.Bic, batch.Version) ?? {
    FinInstnId: { Othr: { Id: 'NOTPROVIDED' } },
  };
  const executionDate =
    batch.Version === 'pain.001.001.03' ? batch.ExecutionDate : { Dt: batch.ExecutionDate };
  return {
    Document: {
      '@_xmlns': `urn:iso:std:iso:20022:tech:xsd:${batch.Version}`,
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: identifier(batch.MessageId, batch.PaymentInformationId),
          CreDtTm: batch.CreatedAt.toISOString().slice(0, 19),
          NbOfTxs: count,
          CtrlSum: controlSum,
          InitgPty: { Nm: debtor.Nm },
        },
        PmtInf: {
          PmtInfId: identifier(batch.PaymentInformationId, batch.MessageId),
          PmtMtd: 'TRF',
          BtchBookg: batch.BatchBooking ? 'true' : 'false',
          NbOfTxs: count,
          CtrlSum: controlSum,
          PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
          ReqdExctnDt: executionDate,
          Dbtr: debtor,
          DbtrAcct: account(batch.Debtor.Iban),
          DbtrAgt: debtorAgent,
          ChrgBr: 'SLEV',
          CdtTrfTxInf: batch.Lines.map((line, index) => transaction(line, index, texts)),
        },
      },
    },
  };
}
