import type { TextLine } from './layout';
import type { FieldSource, RecognizedField, RecognizedFields } from './types';

/**
 * A notice that the invoice charges no VAT: a small business's exemption ("Gemäß § 19 UStG wird keine Umsatzsteuer
 * berechnet", "TVA non applicable, art. 293 B du CGI", "Vrijgesteld van btw") or the VAT the buyer owes instead
 * (reverse charge: "BTW verlegd", "Steuerschuldnerschaft des Leistungsempfängers", "Autoliquidation"). Not "prices
 * without VAT", which an invoice that adds VAT prints too.
 */
const NoVatCharged = new RegExp(
  '(?<![a-z])(?:' +
    [
      'btw (?:is )?verlegd',
      'verlegde btw',
      'verlegging van (?:de )?btw',
      '(?:vrijgesteld|vrij) van btw',
      'geen btw',
      'kleineondernemersregeling',
      'reverse[- ]charge',
      '(?:vat|tax) exempt',
      'exempt from vat',
      'no vat (?:is )?charged',
      'vat not applicable',
      // A public body's fees outside the tax: "no sales tax applies to these governmental fees", "Non soumis à la TVA
      // (article 256 B du CGI)", "niet onderworpen aan btw", "nicht steuerbar (hoheitliche Tätigkeit)".
      'no (?:sales )?tax (?:applies|is charged)',
      'not subject to (?:vat|sales tax)',
      'niet onderworpen aan (?:de )?btw',
      'nicht steuerbar',
      'non soumis a (?:la )?tva',
      'steuerschuldnerschaft des leistungsempfangers',
      'keine (?:umsatzsteuer|mehrwertsteuer|mwst)',
      String.raw`§ ?19 (?:abs\.? ?1 )?ustg`,
      'kleinunternehmer(?:regelung)?',
      'tva non applicable',
      'autoliquidation',
      'exon(?:eration|ere|eree) de (?:la )?tva',
      String.raw`art(?:icle|\.)? ?293 ?b`,
    ].join('|') +
    ')(?![a-z-])',
);

/** The first line that says no VAT is charged; undefined when none does. */
export function noVatNotice(lines: TextLine[]): TextLine | undefined {
  return lines.find((line) => NoVatCharged.test(line.plain));
}

/**
 * The amounts of an invoice that says it charges no VAT and prints no VAT amount: VAT 0, lit on the notice, and the
 * net the gross (or the gross the net). Without a notice, the net is the gross only on a bill known to be `untaxed`
 * (an American one that names no tax beside an amount). Amounts as read stay; a VAT amount read is never replaced.
 */
export function amountsWithoutVat(
  fields: RecognizedFields,
  lines: TextLine[],
  source: FieldSource,
  untaxed = false,
): RecognizedFields {
  if (fields.VatAmount) return fields;
  const gross = fields.GrossAmount?.Value;
  const net = fields.NetAmount?.Value;
  const total = typeof gross === 'number' ? gross : typeof net === 'number' ? net : undefined;
  if (total === undefined) return fields;
  if (typeof gross === 'number' && typeof net === 'number' && Math.abs(gross - net) >= 0.005) return fields;
  const derived = (value: number, place?: RecognizedField, confidence = 0.6): RecognizedField => ({
    Value: value,
    Confidence: confidence,
    Page: place?.Page ?? null,
    Box: place?.Box ?? null,
    Source: source,
  });
  const notice = noVatNotice(lines);
  // A bill that charges no tax without saying so (an American firm's "Total This Invoice $39,913.75") nets its total.
  if (!notice && untaxed && typeof gross === 'number' && net === undefined)
    return { ...fields, NetAmount: derived(gross, fields.GrossAmount, 0.5) };
  if (!notice) return fields;
  return {
    ...fields,
    GrossAmount: fields.GrossAmount ?? derived(total, fields.NetAmount),
    NetAmount: fields.NetAmount ?? derived(total, fields.GrossAmount),
    VatAmount: {
      ...derived(0),
      Page: notice.page,
      Box: notice.box,
    },
  };
}
