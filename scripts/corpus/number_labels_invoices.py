"""Prints invoices of made-up Dutch, Belgian, British, Irish, German, Austrian, French and Luxembourg firms as HTML
pages through Debian's Chromium, as PDFs with their truth beside them: an accuracy set for finding the invoice's own
number (`Number`) in the many ways real invoices print it, among the other numbers a careless reader would take
instead: customer and debtor numbers, order, delivery note, job and work order numbers, contract and quote numbers,
account numbers, page numbers, the buyer's reference and "our reference", a credit note's original invoice, a
structured communication built from the number, tax and register numbers, dates.

The situations, one per invoice as its main theme:
- `nl_notary`: a notary's "NOTA" with a label–value list of six numbers ("Notanummer", "Dossiernummer",
  "Debiteurnummer", "Uw kenmerk", "Ons kenmerk" that holds the dossier number), the Land Registry's parcel number in
  the subject, the fee and the untaxed disbursements ("verschotten") in two sections.
- `be_box`: a Flemish wholesaler's "FACTUUR" whose header is a ruled grid of eight cells ("Factuur nr.", "Klantnr.",
  "Uw bestelbon nr.", "Leveringsbon nr." in the same series shape as the number, "Referentie", …); the structured
  communication is made from the number's digits.
- `nl_credit`: a "CREDITNOTA" numbered in the invoices' own series, beside the invoice it corrects ("Betreft
  factuur"), the packing slip and the return slip; two VAT rates.
- `en_stacked`: a British "TAX INVOICE" with labels over values in right-aligned blocks: "Invoice #", "Account No.",
  "Job No.", "Order No.", "Delivery Note No.", all of six or five digits.
- `ie_two_pages`: an Irish wholesaler's invoice over two pages, page 1 full of six-digit part numbers, page 2 headed
  "Invoice 2025-1378 – page 2 of 2"; the buyer's order number and the delivery docket beside the number.
- `en_box`: a caterer's invoice whose four-digit number stands only in a box at the top right over the date and again
  in the payment sentence ("please quote invoice 1060 with your payment"), among other four-digit numbers (the
  account, the buyer's order, the accepted quotation, the guests, the phone).
- `de_grid`: a German builders' merchant's "RECHNUNG" with a ruled row of labels ("Rechnungs-Nr. | Kunden-Nr. |
  Lieferschein-Nr. | Auftrags-Nr. | Datum | Seite") over a row of six-digit values.
- `at_sap`: an Austrian "Faktura" printed by SAP over two pages: "Belegnummer 90010360" among "Kunde", "Auftrag",
  "Lieferung 80…" (eight digits too) and "Bestellnummer/-datum 45…"; each position with its eight-digit material
  number and its delivery; the page head with the number repeated on page 2.
- `de_title`: a painter's DIN 5008 letter whose number stands only in the title line, without a label ("Rechnung
  RE250127"), beside "Angebot AN…", "Auftragsbestätigung AB…" and "Kundennummer KD…" of the same shape.
- `fr_refs`: a French "FACTURE" with "N° FA250192" and a block of references ("Code client", "Réf. commande", "Bon de
  livraison n° BL…", "Devis n° DE…"), SIRET, RCS and VAT numbers, a VAT summary table.
- `be_energy`: a Belgian energy supplier's invoice over two pages with a label–value list of long numbers (the
  twelve-digit "Numéro de facture", "Numéro de client", "Numéro de contrat", the eighteen-digit "Code EAN", the meter)
  and a twelve-digit structured communication; the meter readings and the price details on page 2.
- `lu_spaced`: a Luxembourg IT firm's "FACTURE" whose number has spaces and a slash ("2026 / 000065"), beside a
  maintenance contract number of the same shape ("Contrat n° 2024 / 000038"), the customer number, both references,
  the R.C.S. and the "autorisation d'établissement".

What they carry. The Netherlands: "KvK" (eight digits), a B.V.'s VAT number "NL…B01" (its RSIN valid by the
eleven-test), the IBAN "NL.. RABO …"; VAT at 21% and 9%; amounts as "€ 1.234,56"; dates as "14-03-2025" or "14
maart 2025". Belgium: "BTW BE 0xxx.xxx.xxx" / "TVA BE 0xxx.xxx.xxx" (97 less the remainder by 97), "RPR Gent,
afdeling Kortrijk", "RPM Liège, division Namur", the structured communication "+++025/0042/63007+++"; VAT at 21%;
the EAN code of a delivery point (GS1 check digit); amounts as "1.234,56 €" or "€ 1.234,56"; dates as "14/03/2025".
The United Kingdom: "TAX INVOICE", "Date / Tax Point", "VAT Reg. No. GB 123 4567 89" (valid by its mod-97 check),
"Registered in England and Wales No. 01234567"; VAT at 20%; sort code and account number, the IBAN "GB.. LOYD …" on
one; amounts as "£1,234.56"; dates as "14/03/2025" or "14 March 2025". Ireland: "VAT No. IE1234567T" (its check
letter), "Registered in Ireland No. 412345", the directors; VAT at 23%; the IBAN "IE.. AIBK 93…"; amounts as
"€1,234.56"; dates as "14/03/2025". Germany: "USt-IdNr. DE…" (valid by ISO 7064 mod 11, 10), "Amtsgericht … HRB/HRA
…", "Steuernummer"; VAT at 19%; prices per 100 ("PE"); the IBAN "DE.. 2655 0105 …"; amounts as "1.234,56 €"; dates as
"14.03.2025". Austria: "UID-Nr. ATU…" (Luhn), "FN 123456a" (its check letter); VAT at 20%; amounts as "EUR
1.234,56". France: "SIRET" (SIREN and SIRET valid by Luhn), "RCS Toulouse", "TVA FR.." (its key from the SIREN),
"Capital", "Code NAF", the late-payment penalties and the 40 € recovery fee; VAT at 20%; the IBAN "FR76 1780 7…" (the
RIB key valid); amounts as "1 234,56 €"; dates as "14/03/2025". Luxembourg: "TVA LU12345678" (the remainder by 89),
"R.C.S. Luxembourg B …"; VAT at 17%; the IBAN "LU.. 002 …"; amounts as "1.234,56 €"; dates as "14 mars 2025".

The truth's Number is the invoice's (or the credit note's) own number as the page prints it, spaces and slashes
included; every other number on the page is a decoy. The amounts are what the page prints: the net (the fee and the
untaxed disbursements together on the notary's note), the VAT (each rate's rounded once), the gross to be paid; the
credit note's positive, as printed, and without a due date. Where only the terms are printed ("binnen 14 dagen",
"30 days", "30 Tage netto"), DueDate is the date of issue plus those days. RelationName is the legal entity that
issues the invoice, as the page prints it.

Needs chromium, fonts-dejavu-core, poppler-utils and python3-stdnum. Run with:

    /usr/bin/python3 scripts/corpus/number_labels_invoices.py OUT_DIR [NUMBER …]

(with the documents' numbers, 1 to 12, after OUT_DIR to print only those; the others are still drawn, so that each
prints the same whether alone or with all).
"""
import datetime
import os
import re
import tempfile
from decimal import ROUND_HALF_UP, Decimal

from corpus_output import (
    MONEY, MONTHS, address, arguments, base_css, check_numbers, check_values, date_text, document, e, flat_of,
    invoice_truth, lines_rows, logo, multi_box, occurrences, page_box, pairs, print_html, qty, rate_text, unit_price,
    vat_totals, write_truth, amount_de as de, amount_en as en, amount_fr as fr,
)
from made_up import MadeUp, check_seller, vat_printed
from stdnum import ean
from stdnum import iban as stdnum_iban
from stdnum.be import iban as be_iban
from stdnum.be import vat as be_vat
from stdnum.de import vat as de_vat
from stdnum.gb import vat as gb_vat
from stdnum.ie import vat as ie_vat
from stdnum.nl import bsn as nl_bsn
from stdnum.nl import btw as nl_btw

out_dir, only = arguments()
work = tempfile.mkdtemp()
made = MadeUp(20261207, dutch_banks=['RABO', 'INGB', 'ABNA'])
rng, digits, price_in = made.rng, made.digits, made.price_in
CENT = Decimal('0.01')


# --- How the languages write amounts, quantities and dates -----------------------------------------------------------

# --- The pages: the Netherlands and Flanders -------------------------------------------------------------------------

def page_nl_notary(f):
    """A notary's note: the office's name in spaced serif capitals centred at the top over a rule and its address; the
    client in the window at the left, a label–value list of six numbers at the right; "NOTA" and the subject with the
    parcel's cadastral number; the fee and the disbursements in two sections with their subtotals; the payment
    sentence asks for the note's and the file's numbers; the B.V., its KvK, VAT number and IBAN in the foot."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · {' · '.join(s['address'])} · KvK {s['kvk']} · btw {s['vat_printed']}",
        f"Kantoorrekening {stdnum_iban.format(f['iban'])} (Rabobank) · Op onze dienstverlening zijn algemene "
        "voorwaarden van toepassing.", 'Wij zijn aangesloten bij de Koninklijke Notariële Beroepsorganisatie.'],
        size='6.3pt', align='center')
    css = base_css('14mm 18mm 21mm 20mm', boxes, size='9pt') + f"""
.head {{ text-align: center; border-bottom: 0.8px solid {s['colour']}; padding-bottom: 2.5mm; }}
.firm {{ font-family: 'DejaVu Serif', serif; font-size: 19pt; letter-spacing: 5px; color: {s['colour']}; }}
.kind {{ font-family: 'DejaVu Serif', serif; font-style: italic; font-size: 10pt; letter-spacing: 2px; }}
.contact {{ text-align: center; font-size: 7.6pt; color: #555; margin-top: 1.5mm; }}
.window {{ line-height: 1.5; margin-top: 14mm; }}
.meta {{ margin: 10mm 0 0 auto; }}
.meta td {{ padding: 0.5mm 0 0.5mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #555; }}
h1 {{ font-family: 'DejaVu Serif', serif; font-size: 15pt; letter-spacing: 4px; margin: 10mm 0 2mm; }}
.subject td {{ padding: 0.4mm 4mm 0.4mm 0; vertical-align: top; }}
.subject td:first-child {{ white-space: nowrap; }}
.lines {{ margin-top: 6mm; }}
.lines th {{ text-align: left; font-size: 7.8pt; border-bottom: 1px solid #333; padding: 1.2mm 2mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.3mm 2mm; vertical-align: top; }}
.lines tr.section td {{ font-family: 'DejaVu Serif', serif; font-style: italic; padding-top: 3.5mm; }}
.lines tr.sub td {{ border-top: 0.5px solid #999; }}
.totals {{ margin: 5mm 0 0 auto; }}
.totals td {{ padding: 1mm 2mm 1mm 14mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; border-top: 1.2px solid #333; font-size: 10pt; }}
p {{ line-height: 1.6; }}
"""
    meta = [('Notadatum', f['date']), ('Notanummer', e(f['number'])), ('Dossiernummer', r['dossier']),
            ('Debiteurnummer', r['debtor']), ('Uw kenmerk', e(r['their_ref'])), ('Ons kenmerk', e(r['our_ref']))]
    fee = [line for line in f['lines'] if line['rate']]
    outlay = [line for line in f['lines'] if not line['rate']]
    cells = [('', lambda x: e(x['text'])), ('num', lambda x: f"{rate_text(x['rate'])}%" if x['rate'] else 'onbelast'),
             ('num', lambda x: money(x['amount']))]
    fee_total, outlay_total = sum(x['amount'] for x in fee), sum(x['amount'] for x in outlay)
    rows = ("<tr class='section'><td colspan=3>Honorarium en kosten</td></tr>" + lines_rows(fee, cells) +
            f"<tr class='sub'><td>Subtotaal honorarium en kosten</td><td></td>"
            f"<td class=num>{money(fee_total)}</td></tr>"
            "<tr class='section'><td colspan=3>Verschotten (door ons voor u betaald, niet belast)</td></tr>" +
            lines_rows(outlay, cells) +
            f"<tr class='sub'><td>Subtotaal verschotten</td><td></td><td class=num>{money(outlay_total)}</td></tr>")
    (rate, (base, tax)), = [(rate, value) for rate, value in f['per_rate'].items() if rate]
    body = f"""
<div class="head"><div class="firm">{e(s['display'])}</div><div class="kind">notarissen</div>
<div class="contact">{e(' · '.join(s['address']))} · telefoon {s['phone']} · {s['mail']}</div></div>
<table style="width:100%"><tr><td style="width:55%;vertical-align:top"><div class="window">{e(c['name'])}<br>
{e(c['attention'])}<br>{address(c['address'])}</div></td>
<td style="vertical-align:top">{pairs(meta)}</td></tr></table>
<h1>NOTA</h1>
<table class="subject"><tr><td>Betreft:</td><td>{e(r['subject'])}</td></tr>
<tr><td>Kadastraal:</td><td>{e(r['parcel'])}</td></tr>
<tr><td>Akte verleden:</td><td>{r['passed']}, ten overstaan van mr. {e(s['notary'])}</td></tr></table>
<table class="lines"><thead><tr><th>Omschrijving</th><th class=num>Btw</th><th class=num>Bedrag</th></tr></thead>
<tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Totaal excl. btw</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Btw {rate_text(rate)}% over {money(base)}</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Totaal te voldoen</td><td class=num>{money(f['gross'])}</td></tr></table>
<p style="margin-top:8mm">Wij verzoeken u vriendelijk het totaalbedrag binnen {f['due_days']} dagen na notadatum over
te maken op {stdnum_iban.format(f['iban'])} ten name van {e(s['name'])}, onder vermelding van notanummer
{e(f['number'])} en dossiernummer {r['dossier']}.</p>
<p>Met vriendelijke groet,<br>mr. {e(s['notary'])}, notaris</p>"""
    return document('nl', css, body)


def page_be_box(f):
    """A Flemish electrical wholesaler's invoice: the logo and the name at the top left, the address and contacts
    beside it; "FACTUUR" and the customer's address with its VAT number at the right; a ruled grid of eight cells with
    the invoice's, the customer's, the order's and the delivery note's numbers, the dates, the reference and the
    sales rep; the site; a table with article numbers and discounts, the Recupel fee; the payment block with the
    structured communication; the company, its register and its bank in the foot."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · {' · '.join(s['address'])} · BTW {s['vat_printed']} · RPR Gent, afdeling Kortrijk",
        f"KBC Bank · IBAN {stdnum_iban.format(f['iban'])} · BIC KREDBEBB · Onze algemene verkoopsvoorwaarden zijn "
        "van toepassing; klachten schriftelijk binnen 8 dagen na factuurdatum."], size='6.4pt', align='center')
    css = base_css('13mm 15mm 20mm 15mm', boxes, size='8.6pt') + f"""
.top td {{ vertical-align: top; }}
.name {{ font-size: 17pt; font-weight: bold; color: {s['colour']}; vertical-align: middle; }}
.contact {{ font-size: 7.8pt; color: #444; line-height: 1.45; }}
.title {{ font-size: 19pt; font-weight: bold; letter-spacing: 2px; color: {s['colour']}; }}
.customer {{ line-height: 1.5; margin-top: 3mm; font-size: 9.2pt; }}
.grid {{ width: 100%; margin-top: 7mm; border: 1px solid #333; }}
.grid td {{ border: 0.7px solid #333; padding: 1mm 2mm 1.4mm; width: 25%; vertical-align: top; }}
.grid .l {{ font-size: 6.6pt; color: #555; text-transform: uppercase; letter-spacing: 0.3px; }}
.grid .v {{ font-size: 9pt; font-weight: bold; }}
.site {{ margin-top: 3mm; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ background: {s['light']}; text-align: left; font-size: 7.6pt; padding: 1.3mm 1.8mm;
  border-bottom: 1px solid #333; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.2mm 1.8mm; border-bottom: 0.4px solid #ccc; vertical-align: top; }}
.totals {{ margin: 4mm 0 0 auto; }}
.totals td {{ padding: 1.1mm 2mm 1.1mm 14mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.2px solid #333; }}
.pay {{ margin-top: 7mm; border: 1.2px solid {s['colour']}; padding: 3mm 4mm; line-height: 1.6; }}
.ogm {{ font-size: 11.5pt; font-weight: bold; letter-spacing: 0.5px; }}
"""
    grid = [[('Factuur nr.', e(f['number'])), ('Factuurdatum', f['date']), ('Vervaldag', f['due']),
             ('Klantnr.', r['client'])],
            [('Uw bestelbon nr.', e(f['order'])), ('Leveringsbon nr.', r['delivery_note']),
             ('Referentie', e(r['reference'])), ('Vertegenwoordiger', e(r['rep']))]]
    cells = ''.join('<tr>' + ''.join(f"<td><div class='l'>{label}</div><div class='v'>{value}</div></td>"
                                     for label, value in row) + '</tr>' for row in grid)
    rows = lines_rows(f['lines'], [('nw', lambda x: x['code']), ('', lambda x: e(x['text'])),
                                   ('num', lambda x: qty(x['qty'])), ('', lambda x: x['unit']),
                                   ('num', lambda x: de(x['price'])),
                                   ('num', lambda x: f"{rate_text(x['disc'])}%" if x['disc'] else ''),
                                   ('num', lambda x: de(x['amount']))])
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td style="width:55%">{logo(s['colour'], s['shape'])} <span class="name">{e(s['name'])}</span>
<div class="contact" style="margin-top:2mm">{address(s['address'])}<br>T {s['phone']} · {s['mail']}<br>
{s['web']}</div></td>
<td><div class="title">FACTUUR</div><div class="customer"><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>
{address(c['address'])}<br>BTW {c['vat_printed']}</div></td></tr></table>
<table class="grid">{cells}</table>
<div class="site">Leveradres: {e(r['site'])}</div>
<table class="lines"><thead><tr><th>Art.nr.</th><th>Omschrijving</th><th class=num>Aantal</th><th>Eenh.</th>
<th class=num>Eenheidsprijs</th><th class=num>Korting</th><th class=num>Bedrag</th></tr></thead>
<tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Totaal excl. btw</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Btw {rate_text(rate)}%</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Te betalen</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="pay">Gelieve het totaalbedrag van {money(f['gross'])} te betalen vóór {f['due']} op rekening
{stdnum_iban.format(f['iban'])} (BIC KREDBEBB) met de gestructureerde mededeling<br>
<span class="ogm">{f['reference_printed']}</span></div>"""
    return document('nl', css, body)


def page_nl_credit(f):
    """A catering wholesaler's credit note: the logo and the name at the top left, "CREDITNOTA" in red at the top
    right over a label–value list with its own number, the invoice it corrects, the customer's order, the packing
    and the return slips and the debtor's number; the customer at the left; a grey note of what is credited; a table
    at 9% and 21%; the VAT per rate; "Totaal creditbedrag"; settling with the next invoice; the B.V., KvK, VAT number
    and bank in the foot."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    boxes = multi_box('bottom-left', [
        f"{s['name']} · {', '.join(s['address'])} · KvK {s['kvk']} · Btw-nr. {s['vat_printed']}",
        f"ING Bank N.V. · IBAN {stdnum_iban.format(f['iban'])} · BIC INGBNL2A · Leveringen volgens onze algemene "
        "voorwaarden, gedeponeerd bij de KvK."], size='6.4pt')
    css = base_css('14mm 16mm 20mm 16mm', boxes, size='8.8pt') + f"""
.top td {{ vertical-align: top; }}
.name {{ font-size: 12.5pt; font-weight: bold; color: {s['colour']}; vertical-align: middle; white-space: nowrap; }}
.tag {{ font-size: 7.6pt; color: #666; }}
.title {{ font-size: 20pt; font-weight: bold; color: #b91c1c; text-align: right; letter-spacing: 1px; }}
.meta {{ margin: 2mm 0 0 auto; }}
.meta td {{ padding: 0.5mm 0 0.5mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
.customer {{ line-height: 1.5; }}
.note {{ margin-top: 7mm; background: #f3f4f6; padding: 2.5mm 3.5mm; line-height: 1.5; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ border-bottom: 1.2px solid {s['colour']}; text-align: left; font-size: 7.8pt; padding: 1.4mm 2mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.5mm 2mm; border-bottom: 0.4px solid #ddd; }}
.totals {{ margin: 4mm 0 0 auto; }}
.totals td {{ padding: 1.1mm 2mm 1.1mm 14mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.2px solid {s['colour']}; }}
p {{ line-height: 1.6; }}
"""
    meta = [('Creditnotanummer', e(f['number'])), ('Datum', f['date']), ('Betreft factuur', r['original']),
            ('Factuurdatum', r['original_date']), ('Pakbon', r['packing']), ('Retourbon', r['return_slip']),
            ('Uw ordernummer', e(f['order'])), ('Debiteurnummer', r['debtor'])]
    rows = lines_rows(f['lines'], [('nw', lambda x: x['code']), ('', lambda x: e(x['text'])),
                                   ('num', lambda x: qty(x['qty'])), ('', lambda x: x['unit']),
                                   ('num', lambda x: money(x['price'])),
                                   ('num', lambda x: f"{rate_text(x['rate'])}%"),
                                   ('num', lambda x: money(x['amount']))])
    vats = ''.join(f"<tr><td>Btw {rate_text(rate)}% over {money(base)}</td><td class=num>{money(tax)}</td></tr>"
                   for rate, (base, tax) in f['per_rate'].items())
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{logo(s['colour'], s['shape'])} <span class="name">{e(s['name'])}</span><br>
<span class="tag">{e(s['tagline'])}</span><br><span class="tag">{e(', '.join(s['address']))} · {s['phone']} ·
{s['mail']}</span>
<div class="customer" style="margin-top:12mm"><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>
{address(c['address'])}</div></td>
<td><div class="title">CREDITNOTA</div>{pairs(meta)}</td></tr></table>
<div class="note">Creditering van factuur {r['original']} d.d. {r['original_date']}: retour ontvangen volgens
retourbon {r['return_slip']} (beschadigd geleverd op pakbon {r['packing']}) en prijscorrectie volgens afspraak met
{e(r['contact'])}.</div>
<table class="lines"><thead><tr><th>Art.nr.</th><th>Omschrijving</th><th class=num>Aantal</th><th>Eenh.</th>
<th class=num>Prijs</th><th class=num>Btw</th><th class=num>Bedrag</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Totaal excl. btw</td><td class=num>{money(f['net'])}</td></tr>{vats}
<tr><td>Totaal btw</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Totaal creditbedrag</td><td class=num>{money(f['gross'])}</td></tr></table>
<p style="margin-top:8mm">Het creditbedrag wordt verrekend met uw eerstvolgende betaling. U hoeft niets te
doen.</p>"""
    return document('nl', css, body)


# --- The pages: the United Kingdom and Ireland -----------------------------------------------------------------------

def page_en_stacked(f):
    """A printer's tax invoice: the logo, the name and its trades at the top left, "TAX INVOICE" at the top right over
    two rows of right-aligned blocks, each a label over its value (invoice, date, account; job, order, delivery
    note); "Invoice To" and "Deliver To" side by side; a table with a VAT code column, the VAT analysis and the
    totals; the terms and the bank with sort code, account, IBAN and BIC; the company number and VAT number in the
    foot."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · Registered in England and Wales No. {s['company_no']} · Registered office: {s['office']}",
        f"VAT Reg. No. {s['vat_printed']} · All goods remain our property until paid for in full."], size='6.4pt',
        align='center')
    css = base_css('13mm 15mm 19mm 15mm', boxes, size='8.7pt') + f"""
.top td {{ vertical-align: top; }}
.name {{ font-size: 13pt; font-weight: bold; color: {s['colour']}; vertical-align: middle; white-space: nowrap; }}
.trades {{ font-size: 7.4pt; color: #666; margin-top: 1mm; }}
.contact {{ font-size: 7.8pt; color: #444; line-height: 1.45; margin-top: 2mm; }}
.title {{ font-size: 20pt; font-weight: bold; text-align: right; color: #111; letter-spacing: 1px; }}
.blocks {{ margin: 3mm 0 0 auto; border-collapse: separate; border-spacing: 1.5mm 1.5mm; }}
.blocks td {{ text-align: right; padding: 1mm 2mm; border-right: 2.5px solid {s['colour']}; min-width: 24mm;
  vertical-align: top; }}
.blocks .l {{ font-size: 6.8pt; color: #666; text-transform: uppercase; white-space: nowrap; }}
.blocks .v {{ font-size: 9.6pt; font-weight: bold; white-space: nowrap; }}
.parties {{ width: 100%; margin-top: 6mm; }}
.parties td {{ vertical-align: top; width: 50%; line-height: 1.5; }}
.label {{ font-size: 7.2pt; font-weight: bold; color: {s['colour']}; text-transform: uppercase; }}
.lines {{ margin-top: 6mm; }}
.lines th {{ background: {s['colour']}; color: white; text-align: left; font-size: 7.6pt; padding: 1.4mm 2mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.5mm 2mm; border-bottom: 0.4px solid #ccc; vertical-align: top; }}
.bottom {{ width: 100%; margin-top: 5mm; }}
.bottom td {{ vertical-align: top; }}
.analysis td, .analysis th {{ border: 0.6px solid #999; padding: 1mm 2mm; font-size: 7.8pt; }}
.totals {{ margin-left: auto; }}
.totals td {{ padding: 1.1mm 2mm 1.1mm 12mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.5px solid #111;
  border-bottom: 1.5px solid #111; }}
.terms {{ margin-top: 7mm; line-height: 1.6; font-size: 8.2pt; }}
"""
    blocks = [[('Invoice #', e(f['number'])), ('Date / Tax Point', f['date']), ('Account No.', r['account'])],
              [('Job No.', r['job']), ('Order No.', e(f['order'])), ('Delivery Note No.', r['delivery_note'])]]
    cells = ''.join('<tr>' + ''.join(f"<td><div class='l'>{label}</div><div class='v'>{value}</div></td>"
                                     for label, value in row) + '</tr>' for row in blocks)
    rows = lines_rows(f['lines'], [('nw', lambda x: x['code']), ('', lambda x: e(x['text'])),
                                   ('num', lambda x: qty(x['qty'], False)), ('num', lambda x: money(x['price'])),
                                   ('num', lambda x: 'S'), ('num', lambda x: money(x['amount']))])
    (rate, (base, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{logo(s['colour'], s['shape'])} <span class="name">{e(s['display'])}</span>
<div class="trades">{e(s['tagline'])}</div>
<div class="contact">{address(s['address'])}<br>Tel {s['phone']} · {s['mail']}</div></td>
<td><div class="title">TAX INVOICE</div><table class="blocks">{cells}</table></td></tr></table>
<table class="parties"><tr>
<td><div class="label">Invoice To</div><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>{address(c['address'])}</td>
<td><div class="label">Deliver To</div>{address(r['deliver_to'])}</td></tr></table>
<table class="lines"><thead><tr><th>Code</th><th>Description</th><th class=num>Qty</th><th class=num>Unit Price</th>
<th class=num>VAT</th><th class=num>Net</th></tr></thead><tbody>{rows}</tbody></table>
<table class="bottom"><tr><td>
<table class="analysis"><tr><th>VAT code</th><th>Rate</th><th>Goods</th><th>VAT</th></tr>
<tr><td>S</td><td class=num>{rate_text(rate, False)}%</td><td class=num>{money(base)}</td>
<td class=num>{money(tax)}</td></tr></table></td>
<td><table class="totals"><tr><td>Total Goods</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Total VAT</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Invoice Total</td><td class=num>{money(f['gross'])}</td></tr></table></td></tr></table>
<div class="terms"><b>Terms:</b> strictly {f['due_days']} days net from date of invoice.<br>
<b>Bank:</b> Lloyds Bank plc · Sort code {s['sort_code']} · Account {s['account']} · IBAN
{stdnum_iban.format(f['iban'])} · BIC LOYDGB21<br>Queries to {s['mail']} quoting your account number.</div>"""
    return document('en', css, body)


def page_ie_two_pages(f):
    """An Irish industrial wholesaler's invoice over two pages: the name, the address and contacts at the top left,
    "INVOICE" over a boxed label–value table at the top right; "Invoice Address" and "Delivery Address"; a long table
    of part numbers whose heading repeats on page 2, headed "Invoice … – page 2 of 2"; the totals, the terms and the
    bank on page 2; the company's number, directors and VAT number in the foot."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    boxes = (multi_box('bottom-center', [
        f"{s['name']} · Registered in Ireland No. {s['cro']} · Registered office: {', '.join(s['address'])}",
        f"Directors: {s['directors']} · VAT No. {s['vat_printed']}"], size='6.4pt', align='center') +
        page_box('top-right', f"Invoice {f['number']} – page ", ' of ', size='7.4pt'))
    css = base_css('13mm 15mm 19mm 15mm', boxes, size='8.4pt').replace(
        '@page {', '@page :first { @top-right { content: none; } }\n@page {', 1) + f"""
.top td {{ vertical-align: top; }}
.name {{ font-size: 16pt; font-weight: bold; color: {s['colour']}; vertical-align: middle; }}
.contact {{ font-size: 7.8pt; line-height: 1.45; color: #444; margin-top: 1.5mm; }}
.title {{ font-size: 18pt; font-weight: bold; text-align: right; letter-spacing: 2px; color: {s['colour']}; }}
.meta {{ margin: 2mm 0 0 auto; border: 1px solid #555; }}
.meta td {{ padding: 0.8mm 2.5mm; border-bottom: 0.4px solid #bbb; white-space: nowrap; }}
.meta td:first-child {{ background: #eef2f7; font-weight: bold; font-size: 7.6pt; }}
.parties {{ width: 100%; margin-top: 5mm; }}
.parties td {{ vertical-align: top; width: 50%; line-height: 1.45; }}
.label {{ font-size: 7.2pt; font-weight: bold; color: #555; text-transform: uppercase; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ border-top: 1px solid #333; border-bottom: 1px solid #333; text-align: left; font-size: 7.4pt;
  padding: 1.1mm 1.5mm; background: #eef2f7; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.9mm 1.5mm; border-bottom: 0.3px solid #ddd; font-size: 8pt; }}
.totals {{ margin: 4mm 0 0 auto; page-break-inside: avoid; }}
.totals td {{ padding: 1mm 2mm 1mm 14mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.2px solid #333; }}
.close {{ page-break-inside: avoid; margin-top: 6mm; line-height: 1.6; }}
"""
    meta = [('Invoice No.', e(f['number'])), ('Invoice Date', f['date']), ('Account No.', r['account']),
            ('Your Order No.', e(f['order'])), ('Delivery Docket', r['docket']), ('Sales Rep', e(r['rep'])),
            ('Due Date', f['due'])]
    rows = ''.join(f"<tr><td class=num>{i}</td><td class=nw>{x['code']}</td><td>{e(x['text'])}</td>"
                   f"<td class=num>{qty(x['qty'], False)}</td><td>{x['unit']}</td>"
                   f"<td class=num>{en(x['price'])}</td><td class=num>{rate_text(x['rate'], False)}%</td>"
                   f"<td class=num>{en(x['amount'])}</td></tr>" for i, x in enumerate(f['lines'], start=1))
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{logo(s['colour'], s['shape'])} <span class="name">{e(s['name'])}</span>
<div class="contact">{address(s['address'])}<br>Tel {s['phone']} · {s['mail']} · {s['web']}</div></td>
<td><div class="title">INVOICE</div>{pairs(meta)}</td></tr></table>
<table class="parties"><tr>
<td><div class="label">Invoice Address</div><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>
{address(c['address'])}<br>VAT No. {c['vat_printed']}</td>
<td><div class="label">Delivery Address</div>{address(r['deliver_to'])}</td></tr></table>
<table class="lines"><thead><tr><th class=num>Ln</th><th>Part No.</th><th>Description</th><th class=num>Qty</th>
<th>Unit</th><th class=num>Price €</th><th class=num>VAT</th><th class=num>Net €</th></tr></thead>
<tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Total Net</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>VAT @ {rate_text(rate, False)}%</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Total Due</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="close">Terms: {f['due_days']} days from date of invoice. Payment by EFT to Allied Irish Banks, p.l.c.,
IBAN {stdnum_iban.format(f['iban'])}, BIC AIBKIE2D.<br>Goods remain the property of {e(s['name'])} until paid in
full. Shortages or damage must be reported within 48 hours of delivery.</div>"""
    return document('en', css, body)


def page_en_box(f):
    """A caterer's invoice: the trading style in a large serif at the top left with the address under it; a framed box
    at the top right with "Invoice", the number large and the date under it, no other label; the customer at the
    left and the event's details beside it (date, venue, guests), the account, the buyer's order and the accepted
    quotation in a line; a plain table; the totals; the payment sentence asking for the number; the company, its
    number and its VAT number in the foot."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · Registered in England and Wales, company no. {s['company_no']} · VAT no. {s['vat_printed']}",
        f"Registered office: {s['office']} · Food hygiene rating 5 (Bristol City Council)"], size='6.4pt',
        align='center')
    css = base_css('15mm 18mm 20mm 18mm', boxes, size='9pt') + f"""
.top td {{ vertical-align: top; }}
.brand {{ font-family: 'DejaVu Serif', serif; font-size: 22pt; color: {s['colour']}; }}
.tag {{ font-family: 'DejaVu Serif', serif; font-style: italic; color: #666; font-size: 9pt; }}
.contact {{ font-size: 7.8pt; color: #555; line-height: 1.45; margin-top: 2mm; }}
.box {{ border: 1.5px solid {s['colour']}; padding: 2.5mm 5mm; text-align: center; width: 34mm; margin-left: auto; }}
.box .k {{ font-size: 7.4pt; letter-spacing: 2px; text-transform: uppercase; color: {s['colour']}; }}
.box .n {{ font-size: 20pt; font-weight: bold; margin: 0.5mm 0; }}
.parties {{ width: 100%; margin-top: 10mm; }}
.parties td {{ vertical-align: top; line-height: 1.5; }}
.label {{ font-size: 7.4pt; color: {s['colour']}; text-transform: uppercase; letter-spacing: 1px; }}
.refs {{ margin-top: 6mm; font-size: 8.4pt; color: #333; border-top: 0.6px solid #bbb;
  border-bottom: 0.6px solid #bbb; padding: 1.5mm 0; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ text-align: left; font-size: 7.8pt; font-weight: normal; color: #666; padding: 1.2mm 2mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.6mm 2mm; border-top: 0.4px solid #ddd; vertical-align: top; }}
.totals {{ margin: 4mm 0 0 auto; }}
.totals td {{ padding: 1.1mm 2mm 1.1mm 14mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 11pt; border-top: 1.2px solid {s['colour']}; }}
p {{ line-height: 1.6; }}
"""
    rows = lines_rows(f['lines'], [('', lambda x: e(x['text'])), ('num', lambda x: qty(x['qty'], False)),
                                   ('num', lambda x: money(x['price'])), ('num', lambda x: money(x['amount']))])
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td><div class="brand">{e(s['display'])}</div><div class="tag">{e(s['tagline'])}</div>
<div class="contact">{e(', '.join(s['address']))}<br>{s['phone']} · {s['mail']}</div></td>
<td><div class="box"><div class="k">Invoice</div><div class="n">{e(f['number'])}</div>{f['date']}</div></td>
</tr></table>
<table class="parties"><tr>
<td style="width:50%"><div class="label">To</div><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>
{address(c['address'])}</td>
<td><div class="label">Event</div>{e(r['event'])}<br>{r['event_date']}<br>{e(r['venue'])}<br>
{r['guests']} guests</td></tr></table>
<div class="refs">Account {r['account']} · Your order {e(f['order'])} · Quotation {r['quote']} of
{r['quote_date']}, accepted with thanks</div>
<table class="lines"><thead><tr><th>Description</th><th class=num>Qty</th><th class=num>Price</th>
<th class=num>Amount</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Subtotal</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>VAT at {rate_text(rate, False)}%</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Total</td><td class=num>{money(f['gross'])}</td></tr></table>
<p style="margin-top:9mm">Payment within {f['due_days']} days of the invoice date, please, by bank transfer to
{e(s['name'])}, sort code <span class="nw">{s['sort_code']}</span>, account {s['account']}. Please quote invoice
{e(f['number'])} with your payment.</p>
<p>It was a pleasure to cook for you – thank you!<br>{e(r['signed'])}</p>"""
    return document('en', css, body)


# --- The pages: Germany and Austria ----------------------------------------------------------------------------------

def page_de_grid(f):
    """A builders' merchant's invoice as its ERP prints it: the name and the branch's contacts at the top right, the
    sender's line and the customer in the window at the left; "RECHNUNG" over a ruled row of labels and a row of
    values below (invoice, customer, delivery note and order numbers, the date, the page); the buyer's order and the
    site; a table with article numbers and prices per unit or per 100 ("PE"); the totals; the due date; the firm, its
    general partner, its registers, tax numbers and bank in four columns in the foot."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    boxes = (multi_box('bottom-left', [s['name'], *s['address'], f"Tel. {s['phone']}"], size='6.4pt') +
             multi_box('bottom-center', [f"Sitz {s['city']}, Amtsgericht {s['city']} HRA {s['hra']}",
                                         f"Persönlich haftende Gesellschafterin: {s['partner']}",
                                         f"Amtsgericht {s['city']} HRB {s['hrb']}",
                                         f"Geschäftsführer: {s['manager']}"], size='6.4pt') +
             multi_box('bottom-right', [f"USt-IdNr. {s['vat_printed']}", f"Steuernummer {s['tax_no']}",
                                        'Sparkasse Osnabrück', f"IBAN {stdnum_iban.format(f['iban'])}",
                                        'BIC NOLADE22XXX'], size='6.4pt'))
    css = base_css('12mm 16mm 27mm 20mm', boxes, size='8.6pt') + f"""
.top td {{ vertical-align: top; }}
.name {{ font-size: 16pt; font-weight: bold; color: {s['colour']}; text-align: right; letter-spacing: 1px; }}
.branch {{ text-align: right; font-size: 7.8pt; color: #444; line-height: 1.45; margin-top: 2mm; }}
.sender {{ font-size: 6.4pt; color: #444; text-decoration: underline; margin-top: 12mm; white-space: nowrap; }}
.window {{ line-height: 1.45; font-size: 9.6pt; margin-top: 2.5mm; }}
h1 {{ font-size: 14pt; letter-spacing: 2px; margin: 10mm 0 2mm; }}
.grid {{ width: 100%; border: 1px solid #333; }}
.grid th {{ font-size: 7.2pt; font-weight: normal; color: #444; text-align: left; padding: 0.8mm 2mm;
  border: 0.7px solid #333; background: #f1f1f1; }}
.grid td {{ font-size: 9.4pt; padding: 1.2mm 2mm; border: 0.7px solid #333; white-space: nowrap; }}
.under {{ margin-top: 3mm; line-height: 1.5; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ border-bottom: 1px solid #333; text-align: left; font-size: 7.4pt; padding: 1mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.1mm 1.5mm; border-bottom: 0.3px solid #ccc; vertical-align: top; }}
.sums {{ margin: 3mm 0 0 auto; }}
.sums td {{ padding: 0.9mm 1.5mm 0.9mm 14mm; white-space: nowrap; }}
.sums tr.total td {{ font-weight: bold; font-size: 10.2pt; border-top: 1px solid #333;
  border-bottom: 2.5px double #333; }}
p {{ line-height: 1.55; }}
"""
    labels = ['Rechnungs-Nr.', 'Kunden-Nr.', 'Lieferschein-Nr.', 'Auftrags-Nr.', 'Datum', 'Seite']
    values = [e(f['number']), r['client'], r['delivery_note'], r['order_no'], f['date'], '1']
    rows = lines_rows(f['lines'], [('num', lambda x: x['pos']), ('nw', lambda x: x['code']),
                                   ('', lambda x: e(x['text'])), ('num', lambda x: qty(x['qty'])),
                                   ('', lambda x: x['unit']), ('num', lambda x: de(x['price'])),
                                   ('num', lambda x: x['pe']), ('num', lambda x: de(x['amount']))])
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td style="width:58%"><div class="sender">{e(s['name'])} · {e(' · '.join(s['address']))}</div>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div></td>
<td>{logo(s['colour'], s['shape']).replace("style='vertical-align:middle'", "style='float:right'")}
<div class="name" style="clear:both">{e(s['display'])}</div>
<div class="branch">Niederlassung {e(s['city'])}<br>{address(s['address'])}<br>Telefon {s['phone']}<br>
Telefax {s['fax']}<br>{s['mail']}</div></td></tr></table>
<h1>RECHNUNG</h1>
<table class="grid"><tr>{''.join(f'<th>{label}</th>' for label in labels)}</tr>
<tr>{''.join(f'<td>{value}</td>' for value in values)}</tr></table>
<div class="under">Ihre Bestellung: {e(f['order'])} vom {r['order_date']} · Ihr Zeichen: {e(r['their_sign'])}<br>
Lieferanschrift: {e(r['site'])} · Lieferdatum: {r['delivery_date']}</div>
<table class="lines"><thead><tr><th class=num>Pos.</th><th>Art.-Nr.</th><th>Bezeichnung</th><th class=num>Menge</th>
<th>ME</th><th class=num>Preis €</th><th class=num>PE</th><th class=num>Betrag €</th></tr></thead>
<tbody>{rows}</tbody></table>
<table class="sums"><tr><td>Warenwert netto</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>zzgl. {rate_text(rate)} % MwSt.</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Rechnungsbetrag</td><td class=num>{money(f['gross'])}</td></tr></table>
<p style="margin-top:6mm">Zahlungsbedingung: {f['due_days']} Tage netto, fällig am {f['due']}.<br>
PE = Preiseinheit (Preis je 1 oder je 100 Mengeneinheiten). Die Ware bleibt bis zur vollständigen Bezahlung unser
Eigentum.</p>"""
    return document('de', css, body)


def page_at_sap(f):
    """An industrial supplier's invoice as SAP prints it, in a fixed-width face over two pages: the firm's name and a
    line of its address at the top left, the page head "Faktura … / Seite … von …" at the top right of each page; the
    customer in the window; an information block of eight label–value lines (Belegnummer/Datum, Kunde, Auftrag,
    Lieferung, Bestellnummer/-datum, the UID numbers, the clerk); each position over two lines, its number, material
    number, text, quantity, price and value, then its delivery and the buyer's position; the totals, the payment
    terms and the bank; the register and the UID in the foot."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    mono = "'DejaVu Sans Mono', monospace"
    boxes = (multi_box('bottom-center', [
        f"{s['name']} · {' · '.join(s['address'])} · Tel. {s['phone']} · {s['web']}",
        f"Sitz {s['city']} · {s['fn']} · Landesgericht für ZRS Graz · UID-Nr. {s['vat_printed']} · "
        f"Steiermärkische Sparkasse · IBAN {stdnum_iban.format(f['iban'])} · BIC STSPAT2GXXX"], size='6.2pt',
        align='center') +
        page_box('top-right', f"Faktura {f['number']} / {f['date']} / Seite ", ' von ', size='7.2pt'))
    css = base_css('14mm 15mm 20mm 20mm', boxes, font=mono, size='8pt') + f"""
.top td {{ vertical-align: top; }}
.name {{ font-family: 'DejaVu Sans', sans-serif; font-size: 14pt; font-weight: bold; color: {s['colour']}; }}
.sender {{ font-size: 6.4pt; margin-top: 10mm; white-space: nowrap; }}
.window {{ line-height: 1.4; font-size: 9pt; margin-top: 2mm; }}
.title {{ font-family: 'DejaVu Sans', sans-serif; font-size: 15pt; font-weight: bold; margin-bottom: 3mm; }}
.info td {{ padding: 0.2mm 0 0.2mm 0; white-space: nowrap; }}
.info td:first-child {{ padding-right: 3mm; }}
.lines {{ margin-top: 7mm; }}
.lines th {{ text-align: left; font-weight: normal; border-top: 0.8px solid #000; border-bottom: 0.8px solid #000;
  padding: 1mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.6mm 1.5mm 0 1.5mm; vertical-align: top; }}
.lines tr.ref td {{ padding: 0 1.5mm 1.4mm 1.5mm; font-size: 7pt; color: #444; border-bottom: 0.3px dotted #999; }}
.lines tbody {{ page-break-inside: avoid; }}
.sums {{ margin: 4mm 0 0 auto; page-break-inside: avoid; }}
.sums td {{ padding: 0.6mm 1.5mm 0.6mm 12mm; white-space: nowrap; }}
.sums tr.total td {{ font-weight: bold; border-top: 0.8px solid #000; border-bottom: 0.8px solid #000; }}
.terms {{ margin-top: 6mm; line-height: 1.5; page-break-inside: avoid; }}
"""
    info = [('Belegnummer/Datum', f"{e(f['number'])} / {f['date']}"), ('Kunde', r['client']),
            ('Auftrag', f"{r['sales_order']} / {r['order_date']}"),
            ('Lieferung', f"{r['delivery']} / {r['delivery_date']}"),
            ('Bestellnummer/-datum', f"{e(f['order'])} / {r['po_date']}"),
            ('Ihre UID-Nr.', c['vat_printed']), ('Unsere UID-Nr.', s['vat_printed']),
            ('Sachbearbeiter', f"{e(r['clerk'])} / DW {r['extension']}")]
    def tariff(x):
        return f" · Zolltarifnr. {x['tariff']}" if x['tariff'] else ''

    body_rows = ''.join(
        f"<tbody><tr><td>{x['pos']}</td><td>{x['code']}</td><td>{e(x['text'])}</td>"
        f"<td class=num>{qty(x['qty'])} {x['unit']}</td><td class=num>{de(x['price'])}</td>"
        f"<td class=num>{de(x['amount'])}</td></tr>"
        f"<tr class='ref'><td></td><td colspan=5>Lieferung {r['delivery']} vom {r['delivery_date']} · Ihre Position "
        f"{x['their_pos']}{tariff(x)}</td></tr></tbody>" for x in f['lines'])
    (rate, (base, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td style="width:55%"><div class="name">{e(s['name'])}</div>
<div class="sender">{e(s['name'])}, {e(', '.join(s['address']))}</div>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div></td>
<td><div class="title">Faktura</div>{pairs(info, 'info')}</td></tr></table>
<table class="lines" style="width:100%"><thead><tr><th>Pos.</th><th>Material</th><th>Bezeichnung</th>
<th class=num>Menge</th><th class=num>Preis/ME EUR</th><th class=num>Wert EUR</th></tr></thead>{body_rows}</table>
<table class="sums"><tr><td>Summe Positionen</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>MWST {rate_text(rate)},000 % von {de(base)}</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Endbetrag</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="terms">Zahlungsbedingungen: {f['due_days']} Tage netto<br>
Lieferbedingungen: DAP {e(c['city'])} (Incoterms 2020)<br>
Bitte überweisen Sie den Betrag unter Angabe der Belegnummer auf unser Konto bei der Steiermärkischen Sparkasse,
IBAN {stdnum_iban.format(f['iban'])}.</div>"""
    return document('de', css, body)


def page_de_title(f):
    """A painter's invoice as a DIN 5008 letter: the name and the trade at the top right, the sender's line and the
    customer in the window at the left, an information block at the right (the order's date, the quote, the order
    confirmation, the customer number, the contact, the date); the number only in the bold title line, "Rechnung
    RE…", with no label; the site and the period; a salutation; the table; the totals; the labour share (§ 35a EStG);
    the payment sentence asks for "die Rechnungsnummer" without repeating it; the firm, its register and bank in the
    foot."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    boxes = (multi_box('bottom-left', [s['name'], *s['address'], f"Tel. {s['phone']}"], size='6.4pt') +
             multi_box('bottom-center', [f"Geschäftsführerin: {s['manager']}", f"Amtsgericht Freiburg HRB {s['hrb']}",
                                         f"USt-IdNr. {s['vat_printed']}", 'Mitglied der Handwerkskammer Freiburg'],
                       size='6.4pt') +
             multi_box('bottom-right', ['Volksbank Freiburg eG', f"IBAN {stdnum_iban.format(f['iban'])}",
                                        'BIC GENODE61FR1'], size='6.4pt'))
    css = base_css('14mm 18mm 26mm 22mm', boxes, size='9pt') + f"""
.top td {{ vertical-align: top; }}
.name {{ font-size: 17pt; font-weight: bold; color: {s['colour']}; text-align: right; }}
.trade {{ text-align: right; font-size: 8pt; color: #555; }}
.sender {{ font-size: 6.5pt; color: #444; text-decoration: underline; margin-top: 8mm; white-space: nowrap; }}
.window {{ line-height: 1.45; font-size: 9.8pt; margin-top: 2.5mm; }}
.info {{ margin: 6mm 0 0 auto; }}
.info td {{ padding: 0.4mm 0 0.4mm 3mm; font-size: 8pt; white-space: nowrap; }}
.info td:first-child {{ color: #666; }}
h1 {{ font-size: 12.5pt; margin: 11mm 0 2mm; }}
p {{ line-height: 1.55; }}
.lines {{ margin-top: 3mm; }}
.lines th {{ border-bottom: 1px solid #333; text-align: left; font-size: 7.6pt; padding: 1.1mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ border-bottom: 0.4px solid #ccc; padding: 1.2mm 1.5mm; vertical-align: top; }}
.sums {{ margin: 3mm 0 0 auto; }}
.sums td {{ padding: 0.9mm 1.5mm 0.9mm 14mm; white-space: nowrap; }}
.sums tr.total td {{ font-weight: bold; font-size: 10.3pt; border-top: 1px solid #333; }}
"""
    info = [('Ihr Auftrag vom', r['order_date']), ('Angebot', f"{r['quote']} vom {r['quote_date']}"),
            ('Auftragsbestätigung', f"{r['confirmation']} vom {r['confirmation_date']}"),
            ('Kundennummer', r['client']), ('Ansprechpartnerin', e(s['manager'])), ('Telefon', s['phone']),
            ('Datum', f['date'])]
    rows = lines_rows(f['lines'], [('num', lambda x: x['pos']), ('', lambda x: e(x['text'])),
                                   ('num', lambda x: qty(x['qty'])), ('', lambda x: x['unit']),
                                   ('num', lambda x: de(x['price'])), ('num', lambda x: de(x['amount']))])
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td style="width:58%"><div class="sender">{e(s['name'])} · {e(' · '.join(s['address']))}</div>
<div class="window">{e(c['salutation'])}<br>{e(c['name'])}<br>{address(c['address'])}</div></td>
<td><div class="name">{logo(s['colour'], s['shape'])} {e(s['display'])}</div><div class="trade">{e(s['tagline'])}</div>
{pairs(info, 'info')}</td></tr></table>
<h1>Rechnung {e(f['number'])}</h1>
<div>Bauvorhaben: {e(r['site'])}<br>Leistungszeitraum: {r['period']}</div>
<p>Sehr geehrter Herr {e(c['surname'])},<br>für die nach unserem Angebot ausgeführten Arbeiten berechnen wir
Ihnen:</p>
<table class="lines"><thead><tr><th class=num>Pos.</th><th>Leistung</th><th class=num>Menge</th><th>Einheit</th>
<th class=num>EP €</th><th class=num>GP €</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sums"><tr><td>Nettobetrag</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>zzgl. {rate_text(rate)} % USt.</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Rechnungsbetrag</td><td class=num>{money(f['gross'])}</td></tr></table>
<p>Im Rechnungsbetrag enthaltene Arbeitskosten nach § 35a EStG: {money(r['labour'])} netto zzgl.
{money(r['labour_tax'])} USt.</p>
<p>Bitte überweisen Sie den Rechnungsbetrag bis zum {f['due']} ohne Abzug unter Angabe der Rechnungsnummer auf
unser unten genanntes Konto.</p>
<p>Mit freundlichen Grüßen<br><br>{e(s['manager'])}<br>{e(s['name'])}</p>"""
    return document('de', css, body)


# --- The pages: France, Belgium and Luxembourg -----------------------------------------------------------------------

def page_fr_refs(f):
    """A French maintenance firm's invoice: the logo, the name and the address at the top left; "FACTURE" and "N° …"
    in a tinted box at the top right with the date and the due date; the customer in a framed box with its VAT
    number; a block of references (customer code, the buyer's order, the delivery note, the quote, the contact); a
    ruled table; a VAT summary table beside "Total HT", "Total TVA", "Total TTC", "Net à payer"; the payment, the
    penalties and the 40 € fee; the capital, RCS, SIRET, NAF and VAT number in the foot."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} – SAS au capital de {s['capital']} – {' '.join(s['address'])} – Tél. {s['phone']}",
        f"RCS Toulouse {s['siren_printed']} – SIRET {s['siret_printed']} – Code NAF 3312Z – N° TVA intracommunautaire "
        f"{s['vat_printed']}"], size='6.3pt', align='center')
    css = base_css('14mm 16mm 20mm 16mm', boxes, size='8.7pt') + f"""
.top td {{ vertical-align: top; }}
.name {{ font-size: 13pt; font-weight: bold; color: {s['colour']}; vertical-align: middle; white-space: nowrap; }}
.tag {{ font-size: 7.6pt; color: #666; }}
.contact {{ line-height: 1.45; margin-top: 2mm; font-size: 8pt; }}
.doc {{ background: {s['light']}; padding: 3mm 5mm; margin-left: auto; width: 62mm; }}
.doc .t {{ font-size: 18pt; font-weight: bold; letter-spacing: 2px; color: {s['colour']}; }}
.doc .n {{ font-size: 11pt; font-weight: bold; margin: 1mm 0 2mm; }}
.doc td {{ padding: 0.3mm 3mm 0.3mm 0; white-space: nowrap; }}
.client {{ margin: 6mm 0 0 auto; width: 46%; border: 1px solid #999; padding: 3mm 4mm; line-height: 1.5; }}
.refs {{ margin-top: 6mm; }}
.refs td {{ padding: 0.5mm 6mm 0.5mm 0; white-space: nowrap; }}
.refs td:nth-child(odd) {{ color: #666; }}
.lines {{ margin-top: 6mm; }}
.lines th {{ border: 0.7px solid #777; background: {s['light']}; font-size: 7.6pt; padding: 1.2mm 2mm;
  text-align: left; }}
.lines th.num {{ text-align: right; }}
.lines td {{ border: 0.7px solid #999; padding: 1.2mm 2mm; vertical-align: top; }}
.bottom {{ width: 100%; margin-top: 5mm; }}
.bottom td {{ vertical-align: top; }}
.recap th, .recap td {{ border: 0.7px solid #999; padding: 1mm 2mm; font-size: 7.8pt; }}
.totals {{ margin-left: auto; }}
.totals td {{ border: 0.7px solid #999; padding: 1.1mm 3mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; background: {s['light']}; }}
.legal {{ margin-top: 6mm; font-size: 7.3pt; color: #555; line-height: 1.5; }}
p {{ line-height: 1.55; }}
"""
    refs = [('Code client', r['client'], 'Réf. commande', f"{e(f['order'])} du {r['order_date']}"),
            ('Devis n°', f"{r['quote']} du {r['quote_date']}", 'Bon de livraison n°',
             f"{r['delivery_note']} du {r['delivery_date']}"),
            ('Affaire suivie par', e(r['contact']), 'Lieu d’intervention', e(r['site']))]
    rows = lines_rows(f['lines'], [('nw', lambda x: x['code']), ('', lambda x: e(x['text'])),
                                   ('num', lambda x: qty(x['qty'])), ('', lambda x: x['unit']),
                                   ('num', lambda x: fr(x['price'])), ('num', lambda x: fr(x['amount']))])
    (rate, (base, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{logo(s['colour'], s['shape'])} <span class="name">{e(s['name'])}</span><br>
<span class="tag">{e(s['tagline'])}</span>
<div class="contact">{address(s['address'])}<br>Tél. {s['phone']} · {s['mail']}</div></td>
<td><div class="doc"><div class="t">FACTURE</div><div class="n">N° {e(f['number'])}</div>
<table><tr><td>Date</td><td>{f['date']}</td></tr><tr><td>Échéance</td><td>{f['due']}</td></tr></table></div></td>
</tr></table>
<div class="client"><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>{address(c['address'])}<br>
N° TVA : {c['vat_printed']}</div>
<table class="refs">{''.join(f'<tr><td>{a}</td><td>{b}</td><td>{x}</td><td>{y}</td></tr>' for a, b, x, y in refs)}
</table>
<table class="lines"><thead><tr><th>Réf.</th><th>Désignation</th><th class=num>Qté</th><th>Unité</th>
<th class=num>PU HT</th><th class=num>Montant HT</th></tr></thead><tbody>{rows}</tbody></table>
<table class="bottom"><tr><td><table class="recap"><tr><th>Base HT</th><th>Taux TVA</th><th>Montant TVA</th></tr>
<tr><td class=num>{fr(base)}</td><td class=num>{rate_text(rate)} %</td><td class=num>{fr(tax)}</td></tr></table></td>
<td><table class="totals"><tr><td>Total HT</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Total TVA</td><td class=num>{money(tax)}</td></tr>
<tr><td>Total TTC</td><td class=num>{money(f['gross'])}</td></tr>
<tr class="total"><td>Net à payer</td><td class=num>{money(f['gross'])}</td></tr></table></td></tr></table>
<p style="margin-top:6mm">Règlement par virement à {f['due_days']} jours date de facture, soit le {f['due']} au plus
tard. Banque Populaire Occitane – IBAN {stdnum_iban.format(f['iban'])} – BIC CCBPFRPPTLS</p>
<div class="legal">Pas d'escompte pour paiement anticipé. Tout retard de paiement entraîne des pénalités égales à
trois fois le taux d'intérêt légal ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 €
(art. L441-10 et D441-5 du Code de commerce).</div>"""
    return document('fr', css, body)


def page_be_energy(f):
    """A Belgian energy supplier's monthly invoice over two pages. Page 1: the logo and the name at the top left, the
    customer in the window at the right; "Votre facture d'électricité" and a label–value list of long numbers
    (invoice, customer, contract, EAN, meter) with the period and the supply address; a large box with the amount to
    pay, the due date, the IBAN and the structured communication; a summary by heading with the totals. Page 2, after
    a break: the meter readings and every price component with its unit price; the totals again. "Facture n° … –
    page x/2" at the top right of both pages; the company, its register and the ombudsman in the foot."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    boxes = (multi_box('bottom-center', [
        f"{s['name']} · {' · '.join(s['address'])} · TVA {s['vat_printed']} · RPM Liège, division Namur",
        "Service clientèle 081 55 40 40 (lu–ve 8 h–18 h) · Service de médiation de l'énergie : "
        "www.mediateurenergie.be · Tarifs : www.ardenne-energie.be/tarifs"], size='6.2pt', align='center') +
        page_box('top-right', f"Facture n° {f['number']} – page ", '/', size='7pt'))
    css = base_css('14mm 15mm 19mm 15mm', boxes, size='8.6pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.name {{ font-size: 17pt; font-weight: bold; color: {s['colour']}; vertical-align: middle; }}
.window {{ line-height: 1.45; font-size: 9.4pt; margin-top: 12mm; }}
h1 {{ font-size: 14pt; color: {s['colour']}; margin: 9mm 0 3mm; }}
.key td {{ padding: 0.7mm 5mm 0.7mm 0; vertical-align: top; }}
.key td:first-child {{ color: #555; white-space: nowrap; }}
.due {{ background: {s['colour']}; color: white; padding: 4mm 5mm; line-height: 1.55; }}
.due .amount {{ font-size: 19pt; font-weight: bold; }}
.due .ogm {{ font-size: 11pt; font-weight: bold; letter-spacing: 0.5px; white-space: nowrap; }}
.summary {{ width: 100%; margin-top: 7mm; }}
.summary th {{ text-align: left; border-bottom: 1.2px solid {s['colour']}; padding: 1.3mm 2mm; font-size: 7.8pt; }}
.summary th.num {{ text-align: right; }}
.summary td {{ padding: 1.3mm 2mm; border-bottom: 0.4px solid #ddd; }}
.summary tr.total td {{ font-weight: bold; border-top: 1.2px solid #333; border-bottom: none; }}
.detail {{ width: 100%; margin-top: 3mm; }}
.detail th {{ text-align: left; background: #eef3f8; padding: 1.2mm 2mm; font-size: 7.6pt; }}
.detail th.num {{ text-align: right; }}
.detail td {{ padding: 1mm 2mm; border-bottom: 0.3px solid #ddd; }}
.detail tr.head td {{ font-weight: bold; color: {s['colour']}; padding-top: 2.5mm; border-bottom: none; }}
h2 {{ font-size: 11pt; color: {s['colour']}; margin: 6mm 0 1mm; }}
.break {{ page-break-before: always; }}
p {{ line-height: 1.5; }}
"""
    key = [('Numéro de facture', e(f['number'])), ('Date de facture', f['date']),
           ('Numéro de client', r['client_printed']), ('Numéro de contrat', r['contract']),
           ('Période de facturation', f"du {r['start']} au {r['end']}"), ('Adresse de fourniture', e(r['site'])),
           ('Code EAN', r['ean']), ('Numéro de compteur', r['meter']), ('Produit', e(r['product']))]
    groups = [(title, [x for x in f['lines'] if x['group'] == group]) for group, title in Groups]
    summary = ''.join(f"<tr><td>{title}</td><td class=num>{money(sum(x['amount'] for x in lines))}</td></tr>"
                      for title, lines in groups)
    detail = ''.join(f"<tr class='head'><td colspan=4>{title}</td></tr>" + lines_rows(lines, [
        ('', lambda x: e(x['text'])), ('num', lambda x: f"{qty(x['qty'])} {x['unit']}"),
        ('num', lambda x: f"{unit_price(x['price'], x['places'])} €"), ('num', lambda x: money(x['amount']))])
        for title, lines in groups)
    readings = ''.join(f"<tr><td>{register}</td><td class=num>{old}</td><td class=num>{new}</td>"
                       f"<td class=num>{qty(new_value - old_value)} kWh</td><td>{kind}</td></tr>"
                       for register, old, new, old_value, new_value, kind in r['readings'])
    (rate, (base, tax)), = f['per_rate'].items()
    totals = (f"<tr class='total'><td>Total HTVA</td><td class=num>{money(f['net'])}</td></tr>"
              f"<tr><td>TVA {rate_text(rate)} % sur {money(base)}</td><td class=num>{money(tax)}</td></tr>"
              f"<tr class='total'><td>Total TVAC à payer</td><td class=num>{money(f['gross'])}</td></tr>")
    body = f"""
<table class="top" style="width:100%"><tr>
<td style="width:55%">{logo(s['colour'], s['shape'])} <span class="name">{e(s['name'])}</span><br>
<span class="small">{e(' · '.join(s['address']))}</span></td>
<td><div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div></td></tr></table>
<h1>Votre facture d'électricité</h1>
<table style="width:100%"><tr><td style="width:58%;vertical-align:top">{pairs(key, 'key')}</td>
<td style="vertical-align:top"><div class="due">Montant à payer<br><span class="amount">{money(f['gross'])}</span><br>
avant le {f['due']}<br>sur le compte {stdnum_iban.format(f['iban'])}<br>BIC GKCCBEBB<br>
avec la communication structurée<br><span class="ogm">{f['reference_printed']}</span></div></td></tr></table>
<table class="summary"><thead><tr><th>Résumé</th><th class=num>Montant HTVA</th></tr></thead>
<tbody>{summary}{totals}</tbody></table>
<p style="margin-top:5mm">Votre TVA : {c['vat_printed']}. Payez-vous par domiciliation ? Dans ce cas, le montant sera
prélevé automatiquement à l'échéance ; vous ne devez rien faire.</p>
<div class="break"></div>
<h2>Détail de votre facture</h2>
<div>Relevés de compteur {r['meter']} (relevé à distance)</div>
<table class="detail"><thead><tr><th>Registre</th><th class=num>Ancien index ({r['start']})</th>
<th class=num>Nouvel index ({r['end']})</th><th class=num>Consommation</th><th>Type</th></tr></thead>
<tbody>{readings}</tbody></table>
<table class="detail" style="margin-top:6mm"><thead><tr><th>Composante</th><th class=num>Quantité</th>
<th class=num>Prix unitaire HTVA</th><th class=num>Montant HTVA</th></tr></thead><tbody>{detail}</tbody></table>
<table class="summary" style="width:55%;margin-left:auto"><tbody>{totals}</tbody></table>
<p class="small">Gestionnaire de réseau de distribution : ORES Assets. Les coûts de réseau et les prélèvements sont
fixés par les autorités et refacturés sans marge.</p>"""
    return document('fr', css, body)


def page_lu_spaced(f):
    """A Luxembourg IT firm's invoice: the logo and the name at the top left, the address and contacts at the top
    right; the customer with its VAT number at the left, "FACTURE" at the right over a band with "N° 2025 / 000147"
    and a label–value list (date, due date, customer number, the buyer's reference, our reference, the maintenance
    contract whose number has the same shape); a table with the period per line; "Total HTVA", "TVA 17 %", "Total
    TTC"; the payment sentence; the company, its R.C.S. number, its business permit, its VAT number and the bank in
    the foot."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · Société à responsabilité limitée · Capital social {s['capital']} · {', '.join(s['address'])}",
        f"R.C.S. Luxembourg {s['rcs']} · Autorisation d'établissement n° {s['permit']} · TVA {s['vat_printed']} · "
        f"BIL · IBAN {stdnum_iban.format(f['iban'])} · BIC BILLLULL"], size='6.3pt', align='center')
    css = base_css('14mm 16mm 20mm 16mm', boxes, size='8.8pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.name {{ font-size: 16pt; font-weight: bold; color: {s['colour']}; vertical-align: middle; }}
.tag {{ font-size: 7.6pt; color: #666; }}
.contact {{ text-align: right; font-size: 7.8pt; line-height: 1.45; color: #444; }}
.parties {{ width: 100%; margin-top: 12mm; }}
.parties td {{ vertical-align: top; }}
.customer {{ line-height: 1.5; }}
.title {{ font-size: 19pt; letter-spacing: 1px; color: #333; }}
.band {{ background: {s['colour']}; color: white; font-size: 11pt; font-weight: bold; padding: 1.5mm 3mm;
  margin: 1mm 0 2mm; white-space: nowrap; }}
.meta td {{ padding: 0.5mm 5mm 0.5mm 0; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
.lines {{ margin-top: 9mm; }}
.lines th {{ text-align: left; font-size: 7.8pt; padding: 1.4mm 2mm; border-bottom: 1.2px solid {s['colour']}; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.6mm 2mm; border-bottom: 0.4px solid #ddd; vertical-align: top; }}
.totals {{ margin: 4mm 0 0 auto; }}
.totals td {{ padding: 1.1mm 2mm 1.1mm 14mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.2px solid {s['colour']}; }}
p {{ line-height: 1.6; }}
"""
    meta = [('Date', f['date']), ('Échéance', f['due']), ('N° client', r['client']),
            ('Votre référence', e(f['order'])), ('Notre référence', e(r['our_ref'])),
            ('Contrat n°', e(r['contract']))]
    rows = lines_rows(f['lines'], [('', lambda x: e(x['text'])), ('nw', lambda x: x['period']),
                                   ('num', lambda x: qty(x['qty'])), ('num', lambda x: de(x['price'])),
                                   ('num', lambda x: de(x['amount']))])
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{logo(s['colour'], s['shape'])} <span class="name">{e(s['name'])}</span><br>
<span class="tag">{e(s['tagline'])}</span></td>
<td class="contact">{address(s['address'])}<br>Tél. {s['phone']}<br>{s['mail']}<br>{s['web']}</td></tr></table>
<table class="parties"><tr>
<td style="width:52%"><div class="customer"><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>{address(c['address'])}<br>
TVA {c['vat_printed']}</div></td>
<td><div class="title">FACTURE</div><div class="band">N° {e(f['number'])}</div>{pairs(meta)}</td></tr></table>
<table class="lines"><thead><tr><th>Désignation</th><th>Période</th><th class=num>Qté</th>
<th class=num>Prix unitaire</th><th class=num>Montant HTVA</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Total HTVA</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>TVA {rate_text(rate)} %</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Total TTC</td><td class=num>{money(f['gross'])}</td></tr></table>
<p style="margin-top:8mm">Nous vous prions de bien vouloir virer le montant de {money(f['gross'])} au plus tard le
{f['due']} sur notre compte {stdnum_iban.format(f['iban'])} en indiquant le numéro de la facture.</p>
<p>Nous vous remercions de votre confiance.</p>"""
    return document('fr', css, body)


Pages = {'nl_notary': page_nl_notary, 'be_box': page_be_box, 'nl_credit': page_nl_credit,
         'en_stacked': page_en_stacked, 'ie_two_pages': page_ie_two_pages, 'en_box': page_en_box,
         'de_grid': page_de_grid, 'at_sap': page_at_sap, 'de_title': page_de_title, 'fr_refs': page_fr_refs,
         'be_energy': page_be_energy, 'lu_spaced': page_lu_spaced}
Layouts = {
    'nl_notary': 'notary\'s NOTA: the office\'s name in spaced serif capitals centred over a rule, the client in the '
                 'window, a label–value list of six numbers at the right ("Notadatum", "Notanummer", "Dossiernummer", '
                 '"Debiteurnummer" of six digits like the number, "Uw kenmerk", "Ons kenmerk" holding the dossier '
                 'number); the subject with the cadastral parcel number and the date the deed was passed; fee and '
                 'untaxed disbursements ("verschotten", "onbelast") in two sections, "Totaal excl. btw", "Btw 21% '
                 'over …", "Totaal te voldoen"; payment "binnen 14 dagen" (due date not printed) "onder vermelding '
                 'van notanummer … en dossiernummer …"; B.V., KvK, btw and IBAN in the foot. Number: the '
                 '"Notanummer"',
    'be_box': 'Flemish electrical wholesaler\'s FACTUUR: logo and name top left, "FACTUUR" and the customer with its '
              'BTW number top right; a ruled grid of eight labelled cells ("Factuur nr. VF25/…", "Factuurdatum", '
              '"Vervaldag", "Klantnr." of six digits, "Uw bestelbon nr.", "Leveringsbon nr. LB25/…" in the same '
              'shape as the number, "Referentie", "Vertegenwoordiger"); "Leveradres"; table with Art.nr. and '
              'discounts, a Recupel line; "Totaal excl. btw", "Btw 21%", "Te betalen"; a framed payment block with '
              'the structured communication made from the number\'s digits; RPR and KBC in the foot. Number: '
              '"Factuur nr."',
    'nl_credit': 'catering wholesaler\'s CREDITNOTA numbered in the invoices\' series: logo and name top left, the '
                 'customer under it, "CREDITNOTA" in red top right over a label–value list ("Creditnotanummer", '
                 '"Betreft factuur" with the corrected invoice\'s number of the same shape and its date, "Pakbon", '
                 '"Retourbon", "Uw ordernummer", "Debiteurnummer" of five digits); a grey note naming the invoice '
                 'again; lines at 9% and 21%, "Btw 9% over …", "Btw 21% over …", "Totaal creditbedrag" (amounts '
                 'positive, no due date); KvK, btw and ING in the foot. Number: the credit note\'s own, not the '
                 'invoice it credits',
    'en_stacked': 'printer\'s TAX INVOICE: logo, name and trades top left, "TAX INVOICE" top right over two rows of '
                  'right-aligned blocks, label above value ("Invoice #", "Date / Tax Point", "Account No.", "Job '
                  'No.", "Order No.", "Delivery Note No."), six-digit account, order and delivery note numbers '
                  'beside the six-digit invoice number; "Invoice To" / "Deliver To"; table with a VAT code column, '
                  'a VAT analysis table, "Total Goods", "Total VAT", "Invoice Total"; "strictly 30 days net" (due '
                  'date not printed), Lloyds sort code, account and IBAN; company number and VAT number in the foot. '
                  'Number: "Invoice #"',
    'ie_two_pages': 'Irish industrial wholesaler\'s INVOICE over two pages: name and contacts top left, "INVOICE" '
                    'over a boxed label–value table ("Invoice No.", "Account No.", "Your Order No. PO-…", "Delivery '
                    'Docket", "Sales Rep", "Due Date"); invoice and delivery addresses; a long table of six-digit '
                    'part numbers whose heading repeats on page 2, headed "Invoice … – page 2 of 2" (no head on page '
                    '1); totals "Total Net", "VAT @ 23%", "Total Due", terms and AIB IBAN on page 2; CRO number, '
                    'directors and VAT number in the foot. Number: "Invoice No." and the page 2 head',
    'en_box': 'caterer\'s invoice: trading style "Hollybush Kitchen" in a large serif top left, a framed box top right '
              'with "Invoice", the four-digit number large and the date, no other label; "To" and "Event" (date, '
              'venue, guests); a line "Account … · Your order … · Quotation … of …" of four-digit numbers; plain '
              'table, "Subtotal", "VAT at 20%", "Total"; "Payment within 14 days" (due date not printed) to the '
              'company\'s sort code and account, "Please quote invoice … with your payment"; company number and VAT '
              'number in the foot. Number: the box and the payment sentence',
    'de_grid': 'builders\' merchant\'s RECHNUNG as its ERP prints it: sender\'s line and window left, name and branch '
               'contacts right; "RECHNUNG" over a ruled row of labels "Rechnungs-Nr. | Kunden-Nr. | Lieferschein-Nr. '
               '| Auftrags-Nr. | Datum | Seite" with a row of values below, all six-digit; "Ihre Bestellung … vom '
               '…", "Ihr Zeichen", "Lieferanschrift"; table with Art.-Nr. and price units ("PE" 1 or 100), '
               '"Warenwert netto", "zzgl. 19 % MwSt.", "Rechnungsbetrag"; "30 Tage netto, fällig am …"; a GmbH & '
               'Co. KG with its general partner, HRA/HRB, USt-IdNr., Steuernummer and Sparkasse in four columns in '
               'the foot. Number: the first cell under "Rechnungs-Nr."',
    'at_sap': 'Austrian industrial supplier\'s "Faktura" as SAP prints it, in DejaVu Sans Mono over two pages: the '
              'page head "Faktura 9001… / date / Seite x von 2" on each page; window left, an information block '
              'right ("Belegnummer/Datum", "Kunde", "Auftrag" of seven digits, "Lieferung 80…" of eight digits like '
              'the number, "Bestellnummer/-datum 45…", both UID numbers, "Sachbearbeiter … / DW …"); each position '
              'over two lines (000010, an eight-digit material number, text, quantity, price, value; then the '
              'delivery, the buyer\'s position and the customs tariff number); "Summe Positionen", "MWST 20,000 % '
              'von …", "Endbetrag"; "Zahlungsbedingungen: 30 Tage netto" (due date not printed); FN, '
              'Landesgericht, UID and IBAN in the foot. Number: "Belegnummer" and the page heads',
    'de_title': 'painter\'s DIN 5008 letter: name and trade top right over an information block ("Ihr Auftrag vom", '
                '"Angebot AN…", "Auftragsbestätigung AB…", "Kundennummer KD…", all of the number\'s shape), '
                'sender\'s line and a private customer in the window; the number only in the bold title line '
                '"Rechnung RE…" without any label and nowhere else; "Bauvorhaben", "Leistungszeitraum", table, '
                '"Nettobetrag", "zzgl. 19 % USt.", "Rechnungsbetrag", the § 35a labour share; "bis zum … unter '
                'Angabe der Rechnungsnummer" (not repeated); HRB, USt-IdNr. and Volksbank in the foot. Number: the '
                'title line',
    'fr_refs': 'French maintenance firm\'s FACTURE: logo and name top left, a tinted box top right with "FACTURE", '
               '"N° FA…", "Date" and "Échéance"; the customer framed with its VAT number; a block of references '
               '("Code client 411…", "Réf. commande 4500…", "Devis n° DE…", "Bon de livraison n° BL…" of the '
               'number\'s shape, "Affaire suivie par", "Lieu d\'intervention"); ruled table, a VAT summary table, '
               '"Total HT", "Total TVA", "Total TTC", "Net à payer"; payment, penalties and the 40 € fee; capital, '
               'RCS, SIRET, NAF and VAT number in the foot. Number: "N°" in the FACTURE box',
    'be_energy': 'Belgian energy supplier\'s electricity invoice over two pages: page 1 a label–value list of long '
                 'numbers ("Numéro de facture" of twelve digits, "Numéro de client", "Numéro de contrat", the '
                 'eighteen-digit "Code EAN", the meter number), a coloured box with the amount, due date, IBAN and '
                 'the twelve-digit structured communication, a summary by heading with "Total HTVA", "TVA 21 % sur '
                 '…", "Total TVAC à payer"; page 2 the meter readings (index values) and every price component with '
                 'a four- to six-place unit price; "Facture n° … – page x/2" at the top right of both pages; RPM '
                 'and the ombudsman in the foot. Number: "Numéro de facture"',
    'lu_spaced': 'Luxembourg IT firm\'s FACTURE: logo and name top left, contacts top right, the customer with its '
                 'LU VAT number left, "FACTURE" right over a coloured band "N° yyyy / nnnnnn" (spaces round a slash) '
                 'and a label–value list ("Date", "Échéance", "N° client" of six digits, "Votre référence", "Notre '
                 'référence", "Contrat n° yyyy / nnnnnn" of the same shape); table with a period per line, "Total '
                 'HTVA", "TVA 17 %", "Total TTC"; R.C.S., "Autorisation d\'établissement", TVA and BIL IBAN in the '
                 'foot. Number: the band, as printed with its spaces',
}


# --- The firms and what they sell ------------------------------------------------------------------------------------

# Each invoice: language, country, layout, the number's pattern (y, yy: the year; n: a running count; k, m, n4, n6,
# sap: counts of other series' sizes; d8: eight random digits), date style, money style, due days (None: a credit
# note) and whether the due date is printed, the order's pattern, the payment reference, the pages, the seller, the
# customer, and the lines (a catalogue and a count, or a builder). A catalogue's item: code, text, unit, lowest and
# highest price in cents, VAT rate, the quantities to choose from and, on the German merchant's, the price unit.
Plan = [
    dict(language='nl', country='NL', layout='nl_notary', number='{yy}{n:04d}', dates='nl', money='eur_before',
         due=14, due_printed=False, order=None, pages=1, bank='RABO', builder='notary',
         seller=dict(name='Van Dijk & Hermans Notarissen B.V.', display='VAN DIJK & HERMANS',
                     address=['Stationsstraat 41', '7311 MN Apeldoorn'], phone='055 555 21 80',
                     mail='kantoor@vandijkhermans.nl', notary='J.A.M. Hermans', colour='#1f3a5f'),
         customer=dict(name='Kuijpers Logistiek B.V.', attention='t.a.v. de heer R. Kuijpers',
                       address=['Ecofactorijweg 9', '7325 WC Apeldoorn'])),
    dict(language='nl', country='BE', layout='be_box', number='VF{yy}/{k:06d}', dates='slash', money='eur_before',
         due=30, order='BB-{yy}-{d4}', pages=1, bank='737', reference='structured_from_number',
         seller=dict(name='Elektro Vanneste BV', address=['Kortrijksesteenweg 112', '8530 Harelbeke'],
                     phone='056 55 71 20', mail='boekhouding@elektrovanneste.be', web='www.elektrovanneste.be',
                     colour='#c2410c', light='#fdeee4', shape='bolt'),
         customer=dict(name='Bouwonderneming Declercq BV', attention='t.a.v. de boekhouding',
                       address=['Brugsesteenweg 45', '8500 Kortrijk'], vat=True),
         items=[('1204417', 'Installatiekabel XVB-F2 3G2,5 (haspel 100 m)', 'hsp', 14500, 17900, 21, [2, 3, 4]),
                ('1204421', 'Installatiekabel XVB-F2 5G6 per meter', 'm', 420, 560, 21, [50, 80, 120]),
                ('2318802', 'Zekeringkast 3 rijen, inbouw, met deur', 'st', 8900, 11900, 21, [1, 2]),
                ('2320114', 'Automaat 2P C16 4,5 kA', 'st', 1290, 1690, 21, [12, 18, 24]),
                ('2320190', 'Differentieelschakelaar 4P 40 A 300 mA type A', 'st', 6900, 8900, 21, [1, 2]),
                ('2320195', 'Differentieelschakelaar 2P 40 A 30 mA type A', 'st', 4500, 5900, 21, [2, 4]),
                ('3105530', 'LED-paneel 60 × 60 cm, 36 W, 4000 K, UGR < 19', 'st', 3900, 5200, 21, [12, 16, 24]),
                ('3105612', 'LED-inbouwspot IP44, 7 W, 3000 K, dimbaar', 'st', 1450, 1990, 21, [20, 30]),
                ('4402118', 'Stopcontact met aarding en kinderbeveiliging, wit', 'st', 390, 540, 21,
                 [40, 60, 80]),
                ('4402230', 'Schakelaar enkelpolig, wit', 'st', 350, 490, 21, [20, 30]),
                ('5501004', 'Inbouwdoos diep 65 mm (zak 25 st.)', 'zak', 1190, 1590, 21, [4, 6]),
                ('5509920', 'Kabelgoot PVC 40 × 60 mm, 2 m', 'st', 690, 990, 21, [10, 20]),
                ('9000001', 'Recupel-bijdrage verlichting (wettelijk)', 'st', 10, 10, 21, [28, 36, 46])],
         count=9, always=0, last=True, discounts=[0, 0, 10, 15, 20, 25]),
    dict(language='nl', country='NL', layout='nl_credit', number='{yy}-{m:05d}', dates='dash', money='eur_before',
         due=None, order='PO{d6}', pages=1, bank='INGB', credit=True,
         seller=dict(name='Van der Linden Horecagroothandel B.V.',
                     tagline='Groothandel in food, non-food en horeca-inventaris',
                     address=['Meidoornkade 22', '3992 AE Houten'], phone='030 555 64 10',
                     mail='debiteuren@vdlinden-horeca.nl', colour='#166534', shape='squares'),
         customer=dict(name='Stadshotel Amersfoort B.V.', attention='t.a.v. crediteurenadministratie',
                       address=['Utrechtseweg 14', '3811 NB Amersfoort']),
         items=[('F-10241', 'Roomboter ongezouten, blok 10 × 250 g', 'doos', 2190, 2590, 9, [2, 3]),
                ('F-11830', 'Slagroom 35% vet, 1 liter', 'pak', 395, 465, 9, [6, 12]),
                ('F-20455', 'Extra vierge olijfolie, blik 5 liter', 'blik', 3450, 4250, 9, [1, 2]),
                ('F-31002', 'Koffiebonen espresso, 1 kg', 'zak', 1890, 2390, 9, [4, 6]),
                ('N-50117', 'Servetten 3-laags 40 × 40 cm, bordeaux (doos 1000)', 'doos', 3290, 3990, 21, [1, 2]),
                ('N-52210', 'Wijnglas 35 cl, gehard (doos 24)', 'doos', 5490, 6490, 21, [1, 2]),
                ('N-52230', 'Champagneflûte 17 cl, gehard (doos 24)', 'doos', 5890, 6890, 21, [1]),
                ('N-60440', 'Vaatwastabletten professioneel (emmer 200 st.)', 'emmer', 4290, 4990, 21, [1, 2]),
                ('N-70080', 'Prijscorrectie couverts volgens contract (per doos)', 'doos', 450, 650, 21, [4, 6])],
         count=5, always=0),
    dict(language='en', country='GB', layout='en_stacked', number='{n6}', dates='slash', money='gbp', due=30,
         due_printed=False, order='7{d5}', pages=1, bank=('LOYD', '30'),
         seller=dict(name='Pennine Print & Display Ltd', display='PENNINE PRINT & DISPLAY',
                     tagline='LARGE FORMAT · LITHO · DIGITAL · SIGNAGE',
                     address=['Unit 4, Calder Trading Estate', 'Lower Quay Street', 'Huddersfield HD1 6QT'],
                     phone='01484 555 320', mail='accounts@penninepd.co.uk',
                     office='Unit 4, Calder Trading Estate, Lower Quay Street, Huddersfield HD1 6QT',
                     colour='#0f4c81', shape='squares'),
         customer=dict(name='Colne Valley Leisure Ltd', attention='Accounts Payable',
                       address=['Leisure House, 12 Wakefield Road', 'Huddersfield HD1 3AE']),
         items=[('RB-850', 'Roller banner 850 × 2000 mm, printed, with carry case', 'ea', 5900, 7900, 20, [4, 6]),
                ('FB-3MM', 'Foamex board 3 mm, A1, printed full colour', 'ea', 1850, 2450, 20, [10, 12, 20]),
                ('DB-ACM', 'Dibond panel 3 mm, 2440 × 1220 mm, printed and laminated', 'ea', 11900, 14900, 20,
                 [2, 3]),
                ('LF-A5', 'Leaflets A5, 150 gsm silk, double-sided', '1000', 6500, 8900, 20, [5, 10]),
                ('PS-A2', 'Posters A2, 200 gsm satin', 'ea', 420, 690, 20, [25, 40]),
                ('VN-WIN', 'Window vinyl, contour cut, applied on site (per m²)', 'm²', 3800, 4900, 20, [6, 8]),
                ('DS-HR', 'Artwork and pre-press (per hour)', 'hr', 3500, 4500, 20, [2, 3]),
                ('FIT-01', 'Fitting team, half day', 'ea', 16500, 19500, 20, [1]),
                ('DEL-LOC', 'Delivery, local', 'ea', 2500, 3500, 20, [1])],
         count=7, always=0, last=True),
    dict(language='en', country='IE', layout='ie_two_pages', number='{y}-{n4}', dates='slash', money='eur_en',
         due=30, order='PO-{y}-{d4}', pages=2, bank=('AIBK', '93'), builder='parts',
         seller=dict(name='Munster Industrial Supplies Ltd',
                     address=['Unit 12, Little Island Industrial Estate', 'Little Island, Cork T45 KD27'],
                     phone='021 455 0180', mail='accounts@munsterindustrial.ie', web='www.munsterindustrial.ie',
                     directors='C. Walsh, M. Ó Súilleabháin, R. Byrne', colour='#0b5d3b', shape='circle'),
         customer=dict(name='Blackwater Food Processing Ltd', attention='Accounts Payable',
                       address=['Ballyduff Road', 'Fermoy, Co. Cork P61 XR40'], vat=True)),
    dict(language='en', country='GB', layout='en_box', number='{n4}', dates='en', money='gbp', due=14,
         due_printed=False, order='4{d3}', pages=1, bank=('BARC', '20'),
         seller=dict(name='Hollybush Catering Ltd', display='Hollybush Kitchen',
                     tagline='Event catering & private dining',
                     address=['The Old Bakehouse, 27 North Street', 'Bedminster, Bristol BS3 1HW'],
                     phone='0117 496 0523', mail='hello@hollybushkitchen.co.uk',
                     office='The Old Bakehouse, 27 North Street, Bristol BS3 1HW', colour='#7a2e3b'),
         customer=dict(name='Avon Gorge Architects LLP', attention='Attn: Office Manager',
                       address=['4 Queen Square', 'Bristol BS1 4JE']),
         items=[('', 'Summer buffet menu B, three courses, per guest', 'guest', 2450, 2950, 20, ['guests']),
                ('', 'Canapés on arrival, five per guest', 'guest', 650, 850, 20, ['guests']),
                ('', 'Chef and front-of-house staff, 6 hours', 'person', 16500, 19500, 20, [4, 5, 6]),
                ('', 'Crockery, cutlery and glassware hire', 'guest', 320, 420, 20, ['guests']),
                ('', 'Soft drinks and sparkling elderflower, per jug', 'jug', 750, 950, 20, [20, 30]),
                ('', 'Delivery, set-up and clearing away', 'item', 9500, 12500, 20, [1])],
         count=6, always=6),
    dict(language='de', country='DE', layout='de_grid', number='{yy}{n:04d}', dates='dot', money='eur_after', due=30,
         order='{d4}/{yy}', pages=1, blz='26550105',
         seller=dict(name='Hagemann Baustoffe GmbH & Co. KG', display='HAGEMANN BAUSTOFFE',
                     address=['Hansastraße 61', '49090 Osnabrück'], city='Osnabrück', phone='0541 555 380-0',
                     fax='0541 555 380-99', mail='rechnung@hagemann-baustoffe.de',
                     partner='Hagemann Verwaltungs-GmbH', manager='Jens Hagemann', colour='#7f1d1d', shape='roof'),
         customer=dict(name='Bauunternehmung Wessels GmbH', attention='Kreditorenbuchhaltung',
                       address=['Am Tie 12', '49086 Osnabrück']),
         items=[('100417', 'Kalksandstein KS-R 20 DF, 240 mm, 12-20-2,0', 'Stk.', 24800, 28900, 19, [400, 600, 800],
                 100),
                ('100452', 'Kalksand-Planstein KS-R(P) 8 DF, 115 mm', 'Stk.', 16900, 19900, 19, [300, 500], 100),
                ('210033', 'Dünnbettmörtel für Plansteine, Sack 25 kg', 'Sack', 1190, 1490, 19, [20, 30], 1),
                ('230108', 'Zement CEM II/A-LL 42,5 R, Sack 25 kg', 'Sack', 590, 790, 19, [40, 60], 1),
                ('300711', 'Betonstahlmatte Q188A, 6,00 × 2,30 m', 'Stk.', 4290, 5290, 19, [12, 20], 1),
                ('310020', 'Abstandhalter Schlange 3 cm, 2 m', 'Stk.', 8900, 11900, 19, [100, 200], 100),
                ('402255', 'Schalungsplatte 3-Schicht 27 mm, 2,00 × 0,50 m', 'Stk.', 2190, 2690, 19, [24, 36], 1),
                ('510140', 'Dämmplatte EPS 035 WLG, 120 mm, Paket 2 m²', 'Pak.', 2890, 3490, 19, [30, 40], 1),
                ('600418', 'Schraubdübel 8 × 60 mm', 'Stk.', 1890, 2490, 19, [300, 500], 100),
                ('990001', 'Kranentladung Baustelle', 'psch', 6500, 8500, 19, [1], 1)],
         count=8, always=0, last=True),
    dict(language='de', country='AT', layout='at_sap', number='{sap}', dates='dot', money='EUR', due=30,
         due_printed=False, order='45{d8}', pages=2, blz='20815', builder='sap',
         seller=dict(name='Pichler Industrietechnik GmbH', address=['Puchstraße 85', '8020 Graz'], city='Graz',
                     phone='+43 316 555 270', web='www.pichler-industrietechnik.at', colour='#1e3a8a'),
         customer=dict(name='Murtal Papier GmbH', attention='Rechnungsprüfung / Kreditoren',
                       address=['Werksstraße 1', '8753 Fohnsdorf'], city='Fohnsdorf', vat=True)),
    dict(language='de', country='DE', layout='de_title', number='RE{yy}{n:04d}', dates='dot', money='eur_after',
         due=14, order=None, pages=1, blz='68090000', builder='painter',
         seller=dict(name='Malerbetrieb Krause GmbH', display='Maler Krause', tagline='MALER · LACKIERER · FASSADEN',
                     address=['Hermann-Mitsch-Straße 22', '79108 Freiburg im Breisgau'], phone='0761 555 47 30',
                     manager='Sabine Krause', colour='#b45309', shape='circle'),
         customer=dict(salutation='Herrn', name='Dr. Martin Weber', surname='Dr. Weber',
                       address=['Schwarzwaldstraße 88', '79117 Freiburg im Breisgau'])),
    dict(language='fr', country='FR', layout='fr_refs', number='FA{yy}{n:04d}', dates='slash', money='eur_fr', due=30,
         order='4500{d6}', pages=1, bank='17807',
         seller=dict(name='Garonne Maintenance Industrielle SAS', tagline='Maintenance · Hydraulique · Pneumatique',
                     address=['14 chemin de la Loge', '31100 Toulouse'], phone='05 61 55 42 10',
                     mail='compta@garonne-mi.fr', capital='120 000 €', colour='#1d4ed8', light='#e8eefc',
                     shape='bolt'),
         customer=dict(name='Aéro Composites du Midi SAS',
                       attention="À l'attention du service comptabilité fournisseurs",
                       address=['ZI de Montredon, 5 rue Hélène Boucher', '31240 L’Union'], vat=True),
         items=[('MO-TECH', "Main-d'œuvre technicien hydraulicien (heures)", 'h', 5800, 6800, 20, [6, 8, 12]),
                ('MO-DEP', 'Forfait déplacement zone 1', 'forfait', 6500, 8500, 20, [1, 2]),
                ('HY-4417', 'Flexible hydraulique 1/2" 2SN, serti, 1,5 m', 'pce', 3400, 4600, 20, [4, 6]),
                ('HY-5120', 'Joint torique Viton 45 × 3 mm (sachet de 10)', 'sach.', 1250, 1790, 20, [2, 3]),
                ('HY-6031', 'Filtre retour 10 µm, cartouche', 'pce', 8900, 11900, 20, [1, 2]),
                ('HY-7002', 'Huile hydraulique HV 46, fût de 208 l', 'fût', 58000, 69000, 20, [1]),
                ('PN-2210', 'Électrovanne 5/2 bistable 24 V DC', 'pce', 14500, 18900, 20, [1, 2]),
                ('AN-0001', 'Analyse d’huile en laboratoire, rapport', 'forfait', 9500, 12500, 20, [1])],
         count=7, always=2),
    dict(language='fr', country='BE', layout='be_energy', number='3120{d8}', dates='slash', money='eur_after', due=15,
         order=None, pages=2, bank='091', reference='structured', builder='energy',
         seller=dict(name='Ardenne Énergie SA', address=['Rue de Namur 180', '5000 Namur'], colour='#0e7490',
                     shape='bolt'),
         customer=dict(name='Boulangerie Lambotte SRL', attention="À l'attention de Mme Catherine Lambotte",
                       address=['Rue du Commerce 12', '5100 Jambes'], vat=True)),
    dict(language='fr', country='LU', layout='lu_spaced', number='{y} / {n:06d}', dates='fr', money='eur_after',
         due=30, order='BC-{y}-{d3}', pages=1, bank='002', builder='it',
         seller=dict(name='Mosel Data Services S.à r.l.', tagline='Infogérance · Cloud · Sécurité',
                     address=['12, rue de l’Industrie', 'L-8399 Windhof'], phone='+352 26 55 41 10',
                     mail='facturation@moseldata.lu', web='www.moseldata.lu', capital='50 000 €',
                     colour='#4338ca', shape='circle'),
         customer=dict(name='Fiduciaire Weber & Schmit S.A.', attention="À l'attention de M. Paul Schmit",
                       address=['45, boulevard Royal', 'L-2449 Luxembourg'], vat=True)),
]

NotaryFees = [('Honorarium akte van levering bedrijfspand', 145000, 195000),
              ('Honorarium hypotheekakte', 65000, 85000),
              ('Opstellen en controleren nota van afrekening', 15000, 25000),
              ('Kadastrale recherches en hypothecaire bevindingen', 9000, 14000),
              ('Digitale aanlevering, archivering en afschriften', 4500, 7500)]
NotaryOutlays = [('Kadaster: inschrijving akte van levering', 15250, 15250),
                 ('Kadaster: inschrijving hypotheekakte', 15250, 15250),
                 ('Kadaster: uittreksels en kadastrale kaart', 1250, 2500),
                 ('Kamer van Koophandel: uittreksels handelsregister', 1060, 1060)]

Parts = [('Deep groove ball bearing 6205-2RS C3', 'ea', 690, 990, [4, 6, 10]),
         ('Deep groove ball bearing 6308-2Z', 'ea', 1890, 2490, [2, 4]),
         ('Pillow block unit UCP210, cast iron', 'ea', 3450, 4290, [2]),
         ('Taper roller bearing 32210', 'ea', 2950, 3650, [2]),
         ('Self-aligning ball bearing 1208 K', 'ea', 2490, 3190, [2]),
         ('Needle roller bearing NK 25/20', 'ea', 890, 1290, [4]),
         ('Oil seal 40 × 62 × 8 NBR', 'ea', 290, 490, [6, 10]),
         ('Shaft collar 30 mm, zinc-plated', 'ea', 390, 590, [4, 6]),
         ('V-belt SPA 1250 Lw', 'ea', 1190, 1590, [4, 6]),
         ('V-belt SPB 2000 Lw', 'ea', 2190, 2790, [3, 4]),
         ('Timing belt HTD 8M-1200, 30 mm', 'ea', 5890, 7290, [1, 2]),
         ('Taper lock bush 2012, 35 mm bore', 'ea', 1450, 1890, [2]),
         ('Roller chain 08B-1, 5 m box', 'box', 4690, 5890, [1, 2]),
         ('Chain connecting link 08B-1', 'ea', 150, 250, [10]),
         ('Sprocket 08B-1, 19 teeth, pilot bore', 'ea', 1890, 2490, [2]),
         ('Flexible coupling jaw L100, spider 98 Sh A', 'ea', 2690, 3490, [1, 2]),
         ('Hydraulic hose 1SN-08, per metre', 'm', 690, 890, [10, 15]),
         ('Hose fitting BSP 1/2" female swivel', 'ea', 390, 590, [8, 12]),
         ('Hose fitting JIC 1/2" female swivel', 'ea', 420, 620, [8]),
         ('Stainless hose clip 20–32 mm, W4 (box 50)', 'box', 2190, 2790, [1, 2]),
         ('Food-grade grease NSF H1, 400 g cartridge', 'ea', 890, 1190, [12, 24]),
         ('Chain lubricant spray, food-grade, 400 ml', 'ea', 990, 1290, [12]),
         ('Gear oil ISO VG 220, 20 l', 'drum', 8900, 10900, [1, 2]),
         ('O-ring kit, nitrile, 386 pieces', 'kit', 3450, 4290, [1]),
         ('Mechanical seal 35 mm, carbon/SiC/EPDM', 'ea', 8900, 11500, [1, 2]),
         ('Pump impeller, AISI 316, to sample', 'ea', 24500, 29500, [1]),
         ('Solenoid valve 1/2" NC, 24 V DC, stainless', 'ea', 8900, 11900, [2]),
         ('Stainless ball valve 1/2" BSP, 3-piece', 'ea', 2190, 2890, [4]),
         ('Pressure gauge 0–10 bar, 63 mm, glycerine-filled', 'ea', 1290, 1690, [2, 4]),
         ('Air filter regulator 1/4", with gauge', 'ea', 3890, 4690, [1, 2]),
         ('Pneumatic cylinder Ø50 × 100, ISO 15552', 'ea', 9900, 12900, [1, 2]),
         ('Push-in fitting 8 mm straight (bag 10)', 'bag', 890, 1290, [3, 5]),
         ('PU tubing 8 × 6 mm blue, 25 m', 'roll', 2490, 3190, [2]),
         ('Proximity sensor M18, PNP, 8 mm', 'ea', 3190, 3990, [2, 4]),
         ('Motor 2.2 kW 4-pole IE3, B3 foot', 'ea', 32900, 38900, [1]),
         ('Contactor 3-pole 18 A, 24 V DC coil', 'ea', 3890, 4790, [2]),
         ('Cable gland M20 nylon (bag 25)', 'bag', 690, 990, [2, 4]),
         ('Cable ties 300 × 4.8 mm, black (bag 100)', 'bag', 490, 790, [5, 10]),
         ('Insulation tape 19 mm, assorted colours (pack 10)', 'pack', 690, 990, [2]),
         ('Stainless hex bolt M10 × 40, A4 (box 100)', 'box', 3290, 3990, [1, 2]),
         ('Stainless nyloc nut M10, A4 (box 100)', 'box', 1490, 1890, [1, 2]),
         ('Stainless washer M10, A4 (box 100)', 'box', 690, 990, [1, 2]),
         ('Anti-seize compound, 500 g', 'tin', 2190, 2690, [1]),
         ('Threadlocker medium strength, 50 ml', 'ea', 1490, 1890, [2, 4]),
         ('Cleaning cloths, blue, food-safe (roll)', 'roll', 1890, 2390, [6]),
         ('Nitrile gloves, blue, size L (box 100)', 'box', 690, 990, [10]),
         ('Ear defenders SNR 30', 'ea', 1490, 1990, [6]),
         ('LED work light, rechargeable', 'ea', 3490, 4290, [2]),
         ('Cut-off disc 115 × 1.0 mm inox (box 25)', 'box', 1890, 2490, [2]),
         ('Delivery charge', 'ea', 1500, 1500, [1])]

SapItems = [('Kugelhahn DN 25 PN 40, Edelstahl, Innengewinde', 'ST', 6900, 8900, [6, 10], '84818081'),
            ('Kugelhahn DN 50 PN 40, Edelstahl 1.4408, Flansch', 'ST', 21900, 25900, [4, 6], '84818081'),
            ('Kugelhahn DN 80 PN 16, Edelstahl, Flansch', 'ST', 38900, 44900, [2, 3], '84818081'),
            ('Kugelhahn DN 100 PN 16, Edelstahl, Flansch', 'ST', 61900, 69900, [1, 2], '84818081'),
            ('Absperrklappe DN 150 PN 16, Zwischenflansch, EPDM', 'ST', 26500, 31500, [2], '84818085'),
            ('Absperrklappe DN 200 PN 10, Zwischenflansch, EPDM', 'ST', 38900, 44900, [1], '84818085'),
            ('Rückschlagventil DN 65 PN 16, Grauguss', 'ST', 18900, 22900, [2], '84813091'),
            ('Schmutzfänger DN 100 PN 16, Sieb 1,0 mm', 'ST', 24900, 29900, [1, 2], '84219990'),
            ('Pneumatischer Schwenkantrieb DA 100, doppeltwirkend', 'ST', 29900, 35900, [2, 4], '84122920'),
            ('Magnetventil 5/2 NAMUR, 24 V DC', 'ST', 11900, 14500, [2, 4], '84818059'),
            ('Stellungsrückmelder mit 2 Endschaltern', 'ST', 16900, 19900, [2, 4], '90328900'),
            ('Vorschweißflansch DN 50 PN 40, 1.4571', 'ST', 2890, 3590, [8, 12], '73072100'),
            ('Vorschweißflansch DN 80 PN 16, 1.4571', 'ST', 4290, 5290, [8, 12], '73072100'),
            ('Vorschweißflansch DN 150 PN 16, 1.4571', 'ST', 8900, 10900, [4], '73072100'),
            ('Rohrbogen 90° 60,3 × 2,0 mm, 1.4404', 'ST', 1190, 1590, [10, 20], '73072980'),
            ('Rohrbogen 90° 88,9 × 2,0 mm, 1.4404', 'ST', 1890, 2490, [10, 16], '73072980'),
            ('Rohrbogen 90° 168,3 × 2,6 mm, 1.4404', 'ST', 5490, 6490, [4, 6], '73072980'),
            ('Reduzierstück konzentrisch 88,9 × 60,3 mm, 1.4404', 'ST', 1690, 2190, [4, 6], '73072980'),
            ('T-Stück 88,9 × 2,0 mm, 1.4404', 'ST', 3290, 3990, [2, 4], '73072980'),
            ('Flachdichtung DN 50 PN 40, Graphit mit Edelstahleinlage', 'ST', 690, 990, [16, 24], '84849000'),
            ('Flachdichtung DN 80 PN 16, Graphit mit Edelstahleinlage', 'ST', 890, 1290, [16, 24], '84849000'),
            ('Flachdichtung DN 150 PN 16, Graphit mit Edelstahleinlage', 'ST', 1690, 2190, [8, 12], '84849000'),
            ('Sechskantschraube M16 × 70, A4-70 (VE 25)', 'VE', 3890, 4690, [2, 4], '73181588'),
            ('Sechskantmutter M16, A4-70 (VE 50)', 'VE', 2190, 2790, [2], '73181630'),
            ('Manometer 0–10 bar, Ø 100 mm, Glyzerinfüllung', 'ST', 4690, 5690, [4, 6], '90262020'),
            ('Druckmessumformer 0–16 bar, 4–20 mA', 'ST', 28900, 33900, [2], '90262020'),
            ('Widerstandsthermometer Pt100, Schutzrohr 160 mm', 'ST', 14900, 17900, [2], '90251980'),
            ('Kondensatableiter DN 20, Bimetall', 'ST', 15900, 18900, [3, 4], '84818099'),
            ('Sicherheitsventil DN 25/40, 6 bar', 'ST', 32900, 38900, [1, 2], '84814010'),
            ('Dichtungssatz Kugelhahn DN 50', 'SAT', 4890, 5890, [4], '84849000'),
            ('Verpackung und Palette, Einweg', 'ST', 3500, 3500, [1], ''),
            ('Frachtkosten Spedition, Zone Steiermark', 'LE', 14500, 14500, [1], '')]

PainterWork = [('Boden und Möbel mit Folie abdecken, Kanten abkleben', 'm²', 190, 260, [140, 180, 220], True),
               ('Raufasertapete entfernen, Untergrund reinigen', 'm²', 690, 890, [120, 160], True),
               ('Risse und Fehlstellen spachteln, schleifen', 'm²', 540, 720, [40, 60], True),
               ('Tiefgrund lösemittelfrei, auftragen', 'm²', 260, 340, [140, 180], True),
               ('Malervlies glatt, kleben', 'm²', 1290, 1590, [120, 160], True),
               ('Dispersionsfarbe weiß, zweimal streichen, Wände', 'm²', 890, 1090, [180, 240], True),
               ('Decken streichen, Dispersionsfarbe weiß, zweimal', 'm²', 990, 1190, [70, 90], True),
               ('Heizkörper schleifen und lackieren', 'Stk.', 6900, 8900, [4, 6], True),
               ('Innentüren mit Zarge schleifen und lackieren, weiß', 'Stk.', 13900, 16900, [3, 5], True),
               ('Material: Malervlies, Farbe, Lack, Spachtel, Kleinmaterial', 'psch', 38000, 52000, [1], False),
               ('Entsorgung Tapetenreste und Abdeckmaterial', 'psch', 6500, 8500, [1], False)]

ItLines = [('Contrat de maintenance – forfait mensuel, {sites} postes', 'forfait', 120000, 145000, [1, 3]),
           ('Sauvegarde externalisée 500 Go, centre de données Luxembourg', 'mois', 8900, 11900, [1, 3]),
           ('Licences Microsoft 365 Business Standard', 'licence', 1170, 1170, [12, 18, 24]),
           ('Pare-feu géré, supervision 24/7', 'mois', 14500, 17500, [1, 3]),
           ('Intervention sur site hors contrat (heures)', 'h', 9500, 11500, [3, 4, 6]),
           ('Remplacement disque SSD 1 To, poste de travail', 'pce', 12900, 15900, [1, 2])]

Groups = [('energy', 'Énergie'), ('network', 'Coûts de réseau (ORES, Elia)'),
          ('levies', 'Taxes, cotisations et surcharges')]


def make_line(code, text, unit, quantity, price, rate, disc=0, pe=1, **extra):
    """A line: the amount is the quantity times the price (per `pe` units) less the discount %, to the cent."""
    amount = (quantity * price * (100 - Decimal(disc)) / 100 / pe).quantize(CENT, ROUND_HALF_UP)
    return dict(code=code, text=text, unit=unit, qty=quantity, price=price, rate=Decimal(rate), disc=Decimal(disc),
                pe=str(pe), amount=amount, **extra)


def fine_price(lo, hi, places):
    """A unit price of `places` decimals between `lo` and `hi` (in units of its last place)."""
    return Decimal(rng.randint(lo, hi)) / 10 ** places


def month_back(day):
    """The first and the last day of the month before `day`'s."""
    last = day.replace(day=1) - datetime.timedelta(days=1)
    return last.replace(day=1), last


def refs_for(layout, issued, fields, show):
    """The numbers, dates and names around the invoice's number: the decoys of each situation."""
    days = datetime.timedelta
    yy = f'{issued:%y}'
    if layout == 'nl_notary':
        passed = issued - days(rng.randint(1, 6))
        dossier = f'{passed.year}.{rng.randint(100, 999):04d}.01'
        return dict(dossier=dossier, debtor=f'{rng.randint(20, 24)}{digits(4)}',
                    their_ref=f'INK-{issued.year}-{digits(3)}', our_ref=f'JH/{dossier}/mb',
                    subject='levering bedrijfspand Ecofactorijweg 14, 7325 WC Apeldoorn, en vestiging recht van '
                            'hypotheek',
                    parcel=f'gemeente Apeldoorn, sectie K, nummer {rng.randint(1000, 9999)}, groot 24 a 60 ca',
                    passed=show(passed))
    if layout == 'be_box':
        return dict(client=f'{rng.randint(10000, 49999):06d}',
                    delivery_note=f"LB{yy}/{fields['k'] + rng.randint(200, 900):06d}",
                    reference='Werf Residentie Leieboord', rep='Stijn Desmet',
                    site='Residentie Leieboord, Kortrijksestraat 210, 8520 Kuurne')
    if layout == 'nl_credit':
        original_day = issued - days(rng.randint(14, 40))
        return dict(original=f"{original_day:%y}-{fields['m'] - rng.randint(15, 60):05d}",
                    original_date=show(original_day), packing=f'PB{digits(6)}',
                    return_slip=f'RB-{yy}-{rng.randint(100, 400):04d}', debtor=f'{rng.randint(10000, 19999)}',
                    contact='Mirjam Verhoef')
    if layout == 'en_stacked':
        return dict(account=f'{rng.randint(200000, 299999)}', job=f'{rng.randint(40000, 69999)}',
                    delivery_note=f"{fields['n6'] - rng.randint(3, 40)}",
                    deliver_to=['Colne Valley Leisure Centre', 'Goods In, Station Road', 'Slaithwaite HD7 5AN'])
    if layout == 'ie_two_pages':
        return dict(account=f'C{digits(5)}', docket=f'{rng.randint(50000, 69999)}', rep='Ciarán Walsh',
                    deliver_to=['Blackwater Food Processing Ltd', 'Plant 2 – Maintenance Stores',
                                'Mallow Road, Fermoy, Co. Cork P61 YH22'])
    if layout == 'en_box':
        quote_day, event_day = issued - days(rng.randint(30, 60)), issued - days(rng.randint(2, 6))
        return dict(account=f'{rng.randint(1000, 1999)}', quote=f"{fields['n4'] - rng.randint(15, 60)}",
                    quote_date=show(quote_day), event_date=show(event_day), guests=rng.randint(60, 160),
                    event='Practice party and open studio', venue='The Harbourside Loft, Narrow Quay, Bristol',
                    signed='Holly Bishop, Hollybush Kitchen')
    if layout == 'de_grid':
        return dict(client=f'{rng.randint(200000, 249999)}', delivery_note=f'{rng.randint(300000, 399999)}',
                    order_no=f'{rng.randint(500000, 599999)}', order_date=show(issued - days(rng.randint(5, 15))),
                    delivery_date=show(issued - days(rng.randint(1, 3))),
                    their_sign='BV Kita Sonnenhügel, Herr Brinkmann',
                    site='Baustelle Kita Sonnenhügel, Knollstraße 140, 49088 Osnabrück')
    if layout == 'at_sap':
        order_day = issued - days(rng.randint(10, 20))
        return dict(client=f'{rng.randint(100100, 100999)}', sales_order=f'{rng.randint(1000000, 1999999)}',
                    delivery=f'{rng.randint(80010000, 80099999)}', order_date=show(order_day),
                    delivery_date=show(issued - days(rng.randint(1, 3))),
                    po_date=show(order_day - days(rng.randint(1, 5))), clerk='Fr. Leitner', extension='214')
    if layout == 'de_title':
        quote_day = issued - days(rng.randint(50, 80))
        order_day = quote_day + days(rng.randint(5, 15))
        confirmation_day = order_day + days(rng.randint(1, 4))
        end = issued - days(rng.randint(2, 6))
        return dict(quote=f'AN{quote_day:%y}{rng.randint(100, 400):04d}', quote_date=show(quote_day),
                    order_date=show(order_day), confirmation=f'AB{confirmation_day:%y}{rng.randint(50, 300):04d}',
                    confirmation_date=show(confirmation_day), client=f'KD{rng.randint(10000, 19999)}',
                    site='Einfamilienhaus Schwarzwaldstraße 88, 79117 Freiburg im Breisgau, Wohnräume EG',
                    period=f'{show(end - days(rng.randint(5, 9)))} – {show(end)}')
    if layout == 'fr_refs':
        quote_day = issued - days(rng.randint(30, 60))
        return dict(client=f'411AER{rng.randint(1, 99):03d}', order_date=show(quote_day + days(rng.randint(3, 10))),
                    quote=f'DE{quote_day:%y}{rng.randint(100, 500):04d}', quote_date=show(quote_day),
                    delivery_note=f'BL{yy}{rng.randint(100, 999):04d}',
                    delivery_date=show(issued - days(rng.randint(1, 4))), contact='Julien Marty',
                    site='atelier B2, presse de cuisson n° 3')
    if layout == 'be_energy':
        start, end = month_back(issued)
        client = f'12{digits(8)}'
        ean_body = '54144' + digits(12)
        hp_old, hp_use, hc_old, hc_use = (rng.randint(30000, 90000), rng.randint(1800, 3200),
                                          rng.randint(20000, 70000), rng.randint(1500, 2800))
        return dict(client=client, client_printed=f'{client[:4]} {client[4:8]} {client[8:]}',
                    contract=f'40{digits(8)}', ean=ean_body + ean.calc_check_digit(ean_body),
                    meter=f'1SAG11{digits(8)}', product='Ardenne Pro Fixe 1 an – bihoraire',
                    site='Rue du Commerce 12, 5100 Jambes', start=show(start), end=show(end),
                    days=(end - start).days + 1, hp_use=hp_use, hc_use=hc_use,
                    readings=[('Heures pleines (1.8.1)', str(hp_old), str(hp_old + hp_use), hp_old, hp_old + hp_use,
                               'relevé réel'),
                              ('Heures creuses (1.8.2)', str(hc_old), str(hc_old + hc_use), hc_old, hc_old + hc_use,
                               'relevé réel')])
    # lu_spaced
    return dict(client=f'{rng.randint(100, 999):06d}', our_ref=f'KS/{digits(4)}',
                contract=f'{issued.year - 2} / {rng.randint(1, 60):06d}',
                month=f"{MONTHS['fr'][issued.month - 1]} {issued.year}")


def lines_for(plan, issued, refs):
    """The invoice's lines, from its catalogue (in the catalogue's order) or its builder."""
    builder = plan.get('builder')
    lines = []
    if builder == 'notary':  # the fee and the costs at 21%, then the disbursements paid on the client's behalf
        for text, lo, hi in NotaryFees:
            lines.append(make_line('', text, '', Decimal(1), price_in(lo, hi), 21))
        for text, lo, hi in NotaryOutlays:
            lines.append(make_line('', text, '', Decimal(1), price_in(lo, hi), 0))
    elif builder == 'parts':  # a month's orders for a plant's maintenance stores, the delivery last
        for index in sorted(rng.sample(range(len(Parts) - 1), 41)) + [len(Parts) - 1]:
            text, unit, lo, hi, quantities = Parts[index]
            code = f'{rng.randint(100000, 399999)}' if index < len(Parts) - 1 else 'CARR'
            lines.append(make_line(code, text, unit, Decimal(rng.choice(quantities)), price_in(lo, hi), 23))
    elif builder == 'sap':  # the positions of a sales order, packing and freight last
        chosen = sorted(rng.sample(range(len(SapItems) - 2), 25)) + [len(SapItems) - 2, len(SapItems) - 1]
        for position, index in enumerate(chosen, start=1):
            text, unit, lo, hi, quantities, tariff = SapItems[index]
            lines.append(make_line(f'1000{digits(4)}', text, unit, Decimal(rng.choice(quantities)), price_in(lo, hi),
                                   20, pos=f'{position * 10:06d}', their_pos=f'{position}', tariff=tariff))
    elif builder == 'painter':  # the work on the walls, ceilings, radiators and doors, then material and disposal
        work_items = [item for item in PainterWork if item[5]]
        chosen = sorted(rng.sample(range(len(work_items)), 7))
        for index in chosen:
            text, unit, lo, hi, quantities, _ = work_items[index]
            lines.append(make_line('', text, unit, Decimal(rng.choice(quantities)), price_in(lo, hi), 19, labour=True))
        for text, unit, lo, hi, quantities, _ in [item for item in PainterWork if not item[5]]:
            lines.append(make_line('', text, unit, Decimal(rng.choice(quantities)), price_in(lo, hi), 19,
                                   labour=False))
        for position, line in enumerate(lines, start=1):
            line['pos'] = str(position)
    elif builder == 'energy':  # a month's electricity: energy, network costs, levies; unit prices of 4 to 6 places
        hp, hc, total, days = Decimal(refs['hp_use']), Decimal(refs['hc_use']), Decimal(refs['hp_use'] +
                                                                                        refs['hc_use']), refs['days']
        for group, text, quantity, unit, lo, hi, places in [
                ('energy', 'Énergie heures pleines', hp, 'kWh', 1450, 1890, 4),
                ('energy', 'Énergie heures creuses', hc, 'kWh', 1090, 1390, 4),
                ('energy', 'Redevance fixe', Decimal(days), 'jours', 2200, 3000, 4),
                ('energy', 'Coût énergie verte (certificats verts)', total, 'kWh', 180, 240, 4),
                ('network', 'Distribution : terme proportionnel heures pleines', hp, 'kWh', 9000, 11000, 5),
                ('network', 'Distribution : terme proportionnel heures creuses', hc, 'kWh', 6000, 8000, 5),
                ('network', 'Distribution : tarif de mesure et de comptage', Decimal(days), 'jours', 3000, 4200, 4),
                ('network', 'Transport (Elia)', total, 'kWh', 2400, 3100, 5),
                ('levies', 'Obligations de service public', total, 'kWh', 1100, 1600, 5),
                ('levies', 'Surcharges (redevance de voirie, prélèvements)', total, 'kWh', 490, 580, 5),
                ('levies', 'Cotisation fédérale', total, 'kWh', 197, 230, 5),
                ('levies', 'Droit d’accise spécial', total, 'kWh', 470, 480, 4)]:
            lines.append(make_line('', text, unit, quantity, fine_price(lo, hi, places), 21, group=group,
                                   places=places))
    elif builder == 'it':  # a month's managed services, the interventions dated
        chosen = [0, 1] + sorted(rng.sample(range(2, len(ItLines)), 3))
        for index in chosen:
            text, unit, lo, hi, quantities = ItLines[index]
            period = (refs['month'] if unit in ('forfait', 'mois', 'licence') else
                      date_text(issued - datetime.timedelta(days=rng.randint(3, 20)), 'slash'))
            lines.append(make_line('', text.format(sites=rng.choice([18, 24, 32])), unit,
                                   Decimal(rng.choice(quantities if unit not in ('forfait', 'mois') else [1])),
                                   price_in(lo, hi), 17, period=period))
    else:
        always, items = plan.get('always', 0), plan['items']
        if plan.get('last'):  # the last item (the fee, the freight, the delivery) always, after the chosen ones
            chosen = sorted(rng.sample(range(len(items) - 1), plan['count'] - 1)) + [len(items) - 1]
        else:
            chosen = list(range(always)) + sorted(rng.sample(range(always, len(items)), plan['count'] - always))
        for position, index in enumerate(chosen, start=1):
            code, text, unit, lo, hi, rate, quantities, *pe = items[index]
            quantity = rng.choice(quantities)
            quantity = refs['guests'] if quantity == 'guests' else quantity
            disc = rng.choice(plan['discounts']) if plan.get('discounts') and code != '9000001' else 0
            lines.append(make_line(code, text, unit, Decimal(str(quantity)), price_in(lo, hi), rate, disc=disc,
                                   pe=pe[0] if pe else 1, pos=str(position)))
    return lines


# --- The invoices ----------------------------------------------------------------------------------------------------

# How often the number stands on the page, by situation (the page heads count once per page).
NumberCount = {'nl_notary': 2, 'be_box': 1, 'nl_credit': 1, 'en_stacked': 1, 'ie_two_pages': 2, 'en_box': 2,
               'de_grid': 1, 'at_sap': 3, 'de_title': 1, 'fr_refs': 1, 'be_energy': 3, 'lu_spaced': 1}
# The decoys each situation puts around the number, as the refs name them.
Decoys = {'nl_notary': ['dossier', 'debtor', 'their_ref', 'our_ref'],
          'be_box': ['client', 'delivery_note'], 'nl_credit': ['original', 'packing', 'return_slip', 'debtor'],
          'en_stacked': ['account', 'job', 'delivery_note'], 'ie_two_pages': ['account', 'docket'],
          'en_box': ['account', 'quote'], 'de_grid': ['client', 'delivery_note', 'order_no'],
          'at_sap': ['client', 'sales_order', 'delivery'], 'de_title': ['quote', 'confirmation', 'client'],
          'fr_refs': ['client', 'quote', 'delivery_note'], 'be_energy': ['client_printed', 'contract', 'ean', 'meter'],
          'lu_spaced': ['client', 'our_ref', 'contract']}
Terms = {'nl': 'binnen {} dagen', 'en': '{} days', 'de': '{} Tage netto'}

os.makedirs(out_dir, exist_ok=True)
for index, plan in enumerate(Plan):
    language, layout, country = plan['language'], plan['layout'], plan['country']
    issued = made.invoice_date()
    n = max(2, int(issued.timetuple().tm_yday * rng.uniform(0.1, 1.2)))
    fields = dict(y=issued.year, yy=f'{issued:%y}', n=n, k=4000 + n, m=10100 + n, n4=1000 + n * 3,
                  n6=100000 + n * 11, sap=90000000 + n * 37, d8=digits(8))
    number = plan['number'].format(**fields)

    def show(day):
        return date_text(day, plan['dates'])

    # The seller and the customer, with their valid numbers.
    s, c = dict(plan['seller']), dict(plan['customer'])
    buyer_vat = kvk = None
    if country == 'NL':
        seller_vat, kvk, iban = made.dutch_seller(s, plan['bank'])
    elif country == 'BE':
        seller_vat, iban = made.belgian_seller(s, plan['bank'])
        buyer_vat = made.belgian_vat()
        c['vat_printed'] = vat_printed(buyer_vat, 'be_compact' if layout == 'be_box' else 'be')
    elif country == 'GB':
        seller_vat, account_iban = made.british_seller(s, plan['bank'])
        iban = account_iban if layout == 'en_stacked' else None  # the caterer prints its sort code and account only
    elif country == 'IE':
        seller_vat, iban = made.irish_seller(s, plan['bank'])
        buyer_vat = c['vat_printed'] = made.irish_vat('A')
    elif country == 'DE':
        seller_vat = made.vat_number('DE')
        s['vat_printed'] = seller_vat if layout == 'de_grid' else vat_printed(seller_vat, 'de')
        s['hra'], s['hrb'] = str(rng.randint(10000, 29999)), str(rng.randint(200000, 299999))
        s['tax_no'] = f'66/{digits(3)}/{digits(5)}'  # Lower Saxony writes 2/3/5 digits
        iban = made.german_iban(plan['blz'])
    elif country == 'AT':
        seller_vat, iban = made.austrian_seller(s, plan['blz'])
        buyer_vat = c['vat_printed'] = made.austrian_uid()
    elif country == 'FR':
        seller_vat, iban = made.french_seller(s, plan['bank'])
        buyer_vat = made.siren_vat()
        c['vat_printed'] = vat_printed(buyer_vat, 'fr')
    else:  # Luxembourg
        seller_vat, iban = made.luxembourg_seller(s, plan['bank'], ('B {}', 180000, 290000), permit='10{}')
        buyer_vat = c['vat_printed'] = made.lu_vat()

    refs = refs_for(layout, issued, fields, show)
    lines = lines_for(plan, issued, refs)
    per_rate, net, tax, gross = vat_totals([(line['amount'], line['rate']) for line in lines])
    assert net == sum(line['amount'] for line in lines) and gross > 0
    if layout == 'de_title':
        # the wages' share of the work (its paint and filler left out), as the firm's software reckons it
        refs['labour'] = (sum(line['amount'] for line in lines if line['labour']) * Decimal('0.78')).quantize(CENT)
        refs['labour_tax'] = (refs['labour'] * Decimal(19) / 100).quantize(CENT, ROUND_HALF_UP)

    due_day = issued + datetime.timedelta(days=plan['due']) if plan['due'] else None
    order = plan['order'].format(y=issued.year, yy=f'{issued:%y}', d3=digits(3), d4=digits(4), d5=digits(5),
                                 d6=digits(6), d8=digits(8)) if plan['order'] else None
    reference, reference_printed = made.payment_reference(plan.get('reference'))
    if plan.get('reference') == 'structured_from_number':  # the year and the number's count, as the software makes it
        body = f"0{fields['yy']}{fields['k']:06d}0"
        reference = body + f'{int(body) % 97 or 97:02d}'
        reference_printed = f'+++{reference[:3]}/{reference[3:7]}/{reference[7:]}+++'
    facts = dict(seller=s, customer=c, refs=refs, number=number, date=show(issued),
                 due=show(due_day) if due_day else None, due_days=plan['due'], order=order, lines=lines,
                 per_rate=per_rate, net=net, tax=tax, gross=gross, iban=iban, money=MONEY[plan['money']],
                 reference_printed=reference_printed)

    base = f'number-labels-{index + 1:02d}-{language}'
    if only and index + 1 not in only:
        continue
    printed = print_html(Pages[layout](facts), base, work, out_dir)
    flat = flat_of(printed)
    money = MONEY[plan['money']]

    # Every value of the truth, as the page prints it.
    expected = [number, facts['date'], s['name'], c['name'], money(net), money(tax), money(gross)]
    if due_day:
        expected.append(facts['due'] if plan.get('due_printed', True) else Terms[language].format(plan['due']))
    expected += [value for value in (order, reference_printed, kvk and f'KvK {kvk}') if value]
    check_values(flat, expected, base)
    # The numbers and their check digits.
    check_numbers(printed, [seller_vat, buyer_vat], iban, base)
    if country == 'NL':
        assert nl_btw.is_valid(seller_vat) and nl_bsn.is_valid(seller_vat[2:11]) and len(kvk) == 8
    elif country == 'BE':
        assert be_vat.is_valid(seller_vat) and be_vat.is_valid(buyer_vat) and be_iban.is_valid(iban)
        assert int(reference[:10]) % 97 == int(reference[10:]) % 97 and reference_printed in flat
    elif country == 'GB':
        assert gb_vat.is_valid(seller_vat) and s['company_no'] in flat and f"{s['sort_code']}" in flat
    elif country == 'IE':
        assert ie_vat.is_valid(seller_vat) and ie_vat.is_valid(buyer_vat) and s['cro'] in flat
    elif country == 'DE':
        assert de_vat.is_valid(seller_vat)
    else:  # Austria, France, Luxembourg
        check_seller(country, s, seller_vat, buyer_vat, flat)
    pages = printed.count('\f')
    assert pages == plan['pages'], (base, pages)
    # The number where its situation puts it, and the numbers beside it that are not the number.
    count = occurrences(flat, number)
    assert count == NumberCount[layout], (base, number, count)
    for key in Decoys[layout]:
        assert str(refs[key]) in flat and str(refs[key]) != number, (base, key, refs[key])
    shapes = [re.sub(r'\D', '', str(refs[key])) for key in Decoys[layout] if key != 'our_ref']
    assert len(set(shapes + [re.sub(r'\D', '', number)])) == len(shapes) + 1, (base, shapes)
    if layout == 'ie_two_pages':
        assert f'Invoice {number} – page 2 of 2' in printed.split('\f')[1] and 'page 1 of' not in printed
    elif layout == 'at_sap':
        assert all(f'Faktura {number} / {facts["date"]} / Seite {page} von 2' in printed.split('\f')[page - 1]
                   for page in (1, 2))
    elif layout == 'be_energy':
        assert len(refs['ean']) == 18 and ean.calc_check_digit(refs['ean'][:-1]) == refs['ean'][-1]
        assert f'Facture n° {number} – page 2/2' in printed.split('\f')[1]
    elif layout == 'be_box':
        assert fields['yy'] + f"{fields['k']:06d}" in reference  # the communication carries the number's digits
    elif layout == 'de_title':
        assert f'Rechnung {number}' in flat and 'Rechnungs-Nr' not in flat and 'Rechnungsnummer' in flat
    elif layout == 'en_box':
        assert f'Please quote invoice {number} with your payment' in flat

    description = Layouts[layout]
    if pages > 1:
        description += f'; {len(lines)} lines over two pages'
    if due_day and not plan.get('due_printed', True):
        description += f"; DueDate computed from the {plan['due']} days' terms"
    write_truth(out_dir, base, invoice_truth(
        language=language, layout=layout, country=country, description=description, number=number, issued=issued,
        due_day=due_day, currency='GBP' if country == 'GB' else 'EUR', net=net, tax=tax, gross=gross, iban=iban,
        name=s['name'], vat=seller_vat, kvk=kvk, order=order, reference=reference,
        buyer={'Name': c['name'], **({'VatNumber': buyer_vat} if buyer_vat else {})}))
    print(base, layout, number, issued, gross, f'{len(lines)} lines', f'{pages} pages', f'number ×{count}')
