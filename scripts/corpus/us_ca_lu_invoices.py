"""Prints invoices of made-up American, Canadian, Luxembourg and Dutch small firms as HTML pages through Debian's
Chromium, as PDFs with their truth beside them: an accuracy set for recognition outside the euro's usual conventions
(dollars, sales taxes instead of VAT, month-first dates) and in the Dutch small business's special cases (no VAT
under the small-business scheme, VAT reverse-charged, a structured payment reference).

What makes them American: "INVOICE", "Invoice #", "Invoice Date" / "Date of Issue", "Due Date", "Terms: Net 30",
"Bill To" and "Ship To", "P.O. Number" / "PO #"; "Subtotal", "Sales Tax (8.875%)" (the state's and city's sales
tax, charged on the taxable lines only where some are not), "Total", "Balance Due" / "Amount Due"; no VAT number
and no IBAN, but "Remit to" with the bank's ACH routing number (nine digits, 3, 7 and 1 times the digits adding up
to a multiple of ten) and an account number, "Please make checks payable to …", the EIN "22-3456789" in a foot;
amounts as "$1,234.56" (plain "1,234.56" in QuickBooks' table and totals); dates month first, "03/07/2026" (March 7:
its day is 12 or less, so that it reads as 3 July day first too) or "March 7, 2026".

What makes them Canadian: in English "Invoice", "Credit Memo", "Bill To", "Payment Due", "Amount Due (CAD)";
Ontario's HST at 13%, British Columbia's GST at 5% and PST at 7% (both on the net), the seller's "GST/HST No.
123456789 RT0001" (the business number's nine digits valid by Luhn's sum) and "PST No. PST-1234-5678"; in French
from Québec "Facture", "No de facture", "Date de facturation", "Date d'échéance", "Sous-total", "TPS (5 %)", "TVQ
(9,975 %)", "No TPS : 123456789 RT0001", "No TVQ : 1234567890 TQ0001", the NEQ; amounts as "$1,234.56" or "1 234,56
$", dates as "March 7, 2026", "2026-03-07" or "7 mars 2026". Payment by EFT with the bank's institution and transit
numbers or by Interac e-Transfer; no IBAN.

What makes them from Luxembourg: "Facture" / "Rechnung" / "Invoice"; the VAT number "LU12345678" (eight digits,
the last two the first six's remainder by 89), "RCS Luxembourg B123456", the business permit ("No d'autorisation
d'établissement", "Niederlassungsgenehmigung Nr.", "Business permit No.") ; VAT at 17%, 14% (safekeeping of
securities) and 3% (food); the IBAN "LU28 0019 …" with its BIC; a creditor reference "Communication : RF18 …" (ISO
11649); amounts as "1.234,56 €" (French and German) or "EUR 1,234.56" (English); dates as "7 mars 2026",
"07.03.2026" or "07/03/2026" (day first).

What makes them Dutch: "Factuur", "Factuurnummer", "Factuurdatum", "Vervaldatum", "Uw ordernummer", "Bestelnummer";
the KvK number (eight digits), "BTW-id NL123456789B12" (the sole trader's VAT id since 2020, valid by ISO 7064 mod
97 over "NL…B…", not by the old eleven-test) or the B.V.'s "NL…B01" (its RSIN by the eleven-test); "Vrijgesteld van
btw op grond van de kleineondernemersregeling" (the KOR: no VAT charged), "Btw verlegd" with the customer's VAT
number (a subcontractor's work, the VAT reverse-charged); the "betalingskenmerk" of sixteen digits whose first is the
check digit (weights 2, 4, 8, 5, 10, 9, 7, 3, 6, 1 from the right, repeated, 11 less the sum's remainder by 11, 1
for 10 and 0 for 11); the IBAN "NL91 ABNA …"; amounts as "€ 1.234,56"; dates as "07-03-2026" or "7 maart 2026".

The layouts, one per invoice:
- `us_quickbooks`: QuickBooks Online's invoice: the seller at the top left, the logo at the top right, "INVOICE",
  "BILL TO" and "SHIP TO" beside an uppercase label–value list (INVOICE #, DATE, DUE DATE, TERMS), a row of labels
  over values (P.O. NUMBER, SHIP VIA, PROJECT), an unruled table with a service date per line, "SUBTOTAL", "Sales Tax
  (8.875%)", "TOTAL" in plain numbers and "BALANCE DUE $…", the remittance in the message.
- `us_template`: a word processor's "sales invoice" template: a centred letterhead (the logo's words over the legal
  name), "INVOICE" at the right with the number and the date written out, "BILL TO" / "SHIP TO", a ruled row of
  labels over values (SALESPERSON, JOB, P.O. #, DELIVERY DATE, PAYMENT TERMS, DUE DATE), a ruled grid with empty
  rows under the lines, the totals in ruled cells, "Please make checks payable to …".
- `us_freshbooks`: FreshBooks' invoice over two pages: the logo at the top left, the seller at the top right, four
  columns of labels over values (Billed To, Date of Issue / Due Date, Invoice Number / PO Number, Amount Due (USD)),
  items over their descriptions, the sales tax on the taxable items only, "Amount Paid", "Amount Due (USD)"; the
  remittance with the ACH routing number, the EIN in the page's foot.
- `ca_wave`: an online accounting service (Wave) over two pages: the logo at the top left, "INVOICE" and the seller
  at the top right with the GST/HST number, "BILL TO" beside a right-aligned label–value list ending in "Amount Due
  (CAD)", a coloured heading band, "HST (13%)"; EFT and Interac e-Transfer.
- `ca_credit`: QuickBooks Desktop's "Credit Memo": the seller at the top left with GST and PST numbers, the title at
  the top right over a ruled "Date / Credit No." box, a ruled "Customer" box, a ruled row naming the invoice it
  applies to, a ruled grid with a negative restocking fee, "GST (5%)", "PST (7%)", "Total Credit"; amounts positive.
- `ca_qc`: a Québec printer's invoice in French: the seller at the top left, "FACTURE" and a label–value list at the
  top right, the job at the left and "Facturer à" at the right, a table with horizontal rules, "Sous-total", "TPS
  (5 %)", "TVQ (9,975 %)", "Total"; the NEQ, TPS and TVQ numbers in the page's foot.
- `lu_fr`: a Luxembourg caterer's "FACTURE": the logo's words over the legal name at the top left, the customer at
  the right, a row of ruled boxes with labels over values, a table with horizontal rules, the VAT recap (3% and 17%)
  beside "Total HTVA", "Total TVA", "Total TTC", a framed payment block with the creditor reference; the RCS, the
  business permit and the share capital in the foot.
- `lu_de`: a Luxembourg electrician's "Rechnung" over two pages: the seller at the top right, the sender's line over
  the window at the left, a ruled information box, a fully ruled grid of materials and hours, "Nettobetrag", "MwSt.
  17 %", "Rechnungsbetrag"; the number and the page at the top of each page, the firm, the register and the bank in
  three columns in the foot.
- `lu_en`: a Luxembourg fund-services firm's invoice: a centred letterhead (the logo's words over the legal name),
  "INVOICE", the customer at the left with its VAT number, a label–value list at the right, an unruled table with the
  period's dates in the descriptions, VAT at 17% and 14% "on EUR …", "Total amount due"; the register in the foot.
- `nl_kor`: a freelance writer's invoice (eenmanszaak) from a word processor: a serif letterhead at the top right,
  the customer at the left, a label–value list, an unruled table of hours, one "Totaal", the KOR sentence, the
  payment "binnen 14 dagen" in a sentence; KvK, BTW-id and IBAN in the foot.
- `nl_verlegd`: a subcontractor's (B.V.) invoice over two pages: the seller at the top left, the customer at the
  right with its VAT number, a row of ruled boxes with labels over values, a fully ruled grid of hours per week and
  materials with "verlegd" in the VAT column, "Totaal excl. btw", "Btw verlegd", "Te betalen" and the
  reverse-charge sentence with both VAT numbers; the page's number in the foot.
- `nl_webshop`: a webshop's invoice: the shop's logo and domain at the top left (the legal name only in the foot),
  "FACTUUR" at the top right, invoice and delivery addresses, a label–value list with "Bestelnummer", a striped
  unruled table at 9% (tea) and 21%, "Btw 9%", "Btw 21%", "Totaal incl. btw", the betalingskenmerk in a framed
  block; KvK, BTW-id, IBAN in the foot.

The truth's amounts are what the page prints: the net (the subtotal before tax), the tax and the gross to be paid.
`VatAmount` is the sales tax in the United States, the sum of the sales taxes in Canada (GST + PST, TPS + TVQ, HST),
the VAT in Luxembourg and the Netherlands, and 0 under the KOR and when the VAT is reverse-charged (there net =
gross). Each tax is rounded half up once, on its base. The credit memo's amounts are positive as printed and its
`Number` is its own, not the invoice it applies to; it has no `DueDate`. Where only the terms are printed ("binnen
14 dagen"), `DueDate` is the date of issue plus those days. `RelationVatNumber` is only an EU VAT number (none for
the American and Canadian firms), `IbanNumber` only an IBAN; `RelationChamberOfCommerce` is the Dutch KvK number.

Needs chromium, fonts-dejavu-core, poppler-utils and python3-stdnum. Run with:

    /usr/bin/python3 scripts/corpus/us_ca_lu_invoices.py OUT_DIR
"""
import datetime
import os
import sys
import tempfile
from decimal import ROUND_HALF_UP, Decimal

from corpus_output import (
    NBSP, address, base_css, date_text, document, e, invoice_truth, logo, multi_box, page_box, print_html,
    write_truth, amount_de as de, amount_en as en, amount_fr as fr,
)
from made_up import MadeUp, creditor_reference, kenmerk_check
from stdnum import iban as stdnum_iban
from stdnum import iso11649, luhn
from stdnum.ca import bn as ca_bn
from stdnum.iso7064 import mod_97_10
from stdnum.lu import tva as lu_tva
from stdnum.nl import bsn as nl_bsn
from stdnum.nl import btw as nl_btw
from stdnum.us import ein as us_ein
from stdnum.us import rtn as us_rtn

out_dir = os.path.abspath(sys.argv[1])
work = tempfile.mkdtemp()
made = MadeUp(20260307, dutch_banks=['INGB', 'RABO', 'ABNA', 'KNAB', 'BUNQ'])
rng, digits = made.rng, made.digits
company_btw, betalingskenmerk, price_in = made.company_btw, made.betalingskenmerk, made.price_in
lu_vat, lu_iban, sole_trader_btw = made.lu_vat, made.lu_iban, made.sole_trader_btw
CENT = Decimal('0.01')


# --- Made-up but valid numbers ---------------------------------------------------------------------------------------

def routing_number(district):
    """An ABA routing number: the Federal Reserve district's two digits, six more and a check digit that makes 3, 7
    and 1 times the digits, in turn, add up to a multiple of ten."""
    body = district + digits(6)
    total = sum(int(d) * w for d, w in zip(body, [3, 7, 1] * 3))
    value = body + str(-total % 10)
    assert us_rtn.is_valid(value)
    return value


def employer_number():
    """An EIN, "22-3456789", with a prefix the IRS gives out."""
    return made.valid(lambda: f'{rng.randint(10, 99)}-{digits(7)}', us_ein.is_valid)


def business_number():
    """A Canadian business number: eight digits and Luhn's check digit."""
    body = str(rng.randint(1, 9)) + digits(7)
    value = body + luhn.calc_check_digit(body)
    assert ca_bn.is_valid(value) and ca_bn.is_valid(value + 'RT0001')
    return value


# --- How the languages write amounts, quantities and dates -----------------------------------------------------------

MONEY = {
    'usd': lambda value: ('-' if value < 0 else '') + '$' + en(abs(value)),
    'cad_fr': lambda value: f'{fr(value)}{NBSP}$',
    'eur_after': lambda value: f'{de(value)} €',
    'eur_code': lambda value: f'EUR {en(value)}',
    'eur_before': lambda value: f'€ {de(value)}',
}
PLAIN = {'usd': en, 'cad_fr': fr, 'eur_after': de, 'eur_code': en, 'eur_before': de}


def qty(value, comma=False):
    text = f'{value:f}'
    if '.' in text:
        text = text.rstrip('0').rstrip('.')
    if comma:
        whole, _, part = text.partition('.')
        whole = f'{int(whole):,}'.replace(',', NBSP) if len(whole) > 3 else whole
        return whole + (',' + part if part else '')
    return text


def rate_text(rate, comma=False):
    text = f'{rate:f}'.rstrip('0').rstrip('.') if '.' in f'{rate:f}' else f'{rate}'
    return text.replace('.', ',') if comma else text



# --- The pages: the United States ------------------------------------------------------------------------------------

def page_us_quickbooks(f):
    """QuickBooks Online's invoice: the seller at the top left and the logo at the top right, "INVOICE", "BILL TO"
    and "SHIP TO" beside an uppercase label–value list, a row of labels over values, an unruled table with a service
    date per line, the totals in plain numbers and "BALANCE DUE" with the dollar sign, the remittance in the
    message."""
    s, c = f['seller'], f['customer']
    css = base_css('14mm 15mm 14mm 15mm', size='8.8pt', paper='Letter') + f"""
.top td {{ vertical-align: top; line-height: 1.5; }}
.sname {{ font-size: 11pt; font-weight: bold; }}
.title {{ font-size: 19pt; color: {s['colour']}; margin: 7mm 0 4mm; letter-spacing: 0.5px; }}
.parties td {{ vertical-align: top; line-height: 1.5; padding-right: 6mm; }}
.label {{ font-size: 7.6pt; color: #555; font-weight: bold; letter-spacing: 0.4px; }}
.meta td {{ padding: 0.5mm 0 0.5mm 4mm; white-space: nowrap; }}
.meta td:first-child {{ font-weight: bold; font-size: 7.6pt; color: #555; text-align: right; }}
.fields {{ margin-top: 6mm; }}
.fields th {{ font-size: 7.6pt; color: #555; text-align: left; padding: 0 10mm 0.6mm 0;
  border-bottom: 0.6px solid #aaa; }}
.fields td {{ padding: 1mm 10mm 0 0; }}
.lines {{ margin-top: 7mm; }}
.lines th {{ background: {s['light']}; color: {s['colour']}; font-size: 7.6pt; text-align: left; padding: 1.6mm 2mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 2mm 2mm; vertical-align: top; }}
.rule {{ border-top: 0.8px dotted #999; margin-top: 3mm; }}
.bottom td {{ vertical-align: top; }}
.message {{ line-height: 1.55; padding-right: 10mm; }}
.totals td {{ padding: 1mm 0 1mm 10mm; white-space: nowrap; }}
.totals td:first-child {{ font-size: 7.8pt; color: #555; font-weight: bold; }}
.totals tr.due td {{ padding-top: 3mm; }}
.totals tr.due td:last-child {{ font-size: 15pt; font-weight: bold; }}
"""
    meta = [('INVOICE #', e(f['number'])), ('DATE', f['date']), ('DUE DATE', f['due']), ('TERMS', f['terms'])]
    rows = ''.join(f"<tr><td class=nw>{line['day']}</td><td class=nw><b>{e(line['code'])}</b></td>"
                   f"<td>{e(line['text'])}</td><td class=num>{qty(line['qty'])}</td>"
                   f"<td class=num>{en(line['price'])}</td><td class=num>{en(line['amount'])}</td></tr>"
                   for line in f['lines'])
    tax = f['taxes'][0]
    body = f"""
<table class="top" style="width:100%"><tr>
<td><span class="sname">{e(s['name'])}</span><br>{address(s['address'])}<br>{s['phone']}<br>{s['mail']}<br>
{s['web']}</td><td style="text-align:right">{logo(s['colour'], s['shape']).replace("width='36' height='36'",
                                                                                  "width='62' height='62'")}</td>
</tr></table>
<div class="title">INVOICE</div>
<table class="parties" style="width:100%"><tr>
<td style="width:32%"><div class="label">BILL TO</div>{e(c['name'])}<br>{address(c['address'])}</td>
<td style="width:32%"><div class="label">SHIP TO</div>{address(f['ship_to'])}</td>
<td><table class="meta" style="margin-left:auto">
{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in meta)}</table></td></tr></table>
<table class="fields"><tr><th>P.O. NUMBER</th><th>SHIP VIA</th><th>PROJECT</th></tr>
<tr><td>{e(f['order'])}</td><td>{e(f['ship_via'])}</td><td>{e(f['project'])}</td></tr></table>
<table class="lines"><thead><tr><th>DATE</th><th>ACTIVITY</th><th>DESCRIPTION</th><th class=num>QTY</th>
<th class=num>RATE</th><th class=num>AMOUNT</th></tr></thead><tbody>{rows}</tbody></table>
<div class="rule"></div>
<table class="bottom" style="width:100%;margin-top:3mm;page-break-inside:avoid"><tr>
<td class="message">Thank you for your business! Payment is due within 30 days.<br><br>
<b>Remit to:</b> {e(s['name'])}, {e(', '.join(s['address']))}<br>
ACH / direct deposit: {e(s['bank'])}<br>Routing number {s['routing']} · Account number {s['account']}<br>
Please include the invoice number with your payment.</td>
<td><table class="totals" style="margin-left:auto">
<tr><td>SUBTOTAL</td><td class=num>{en(f['net'])}</td></tr>
<tr><td>Sales Tax ({rate_text(tax['rate'])}%)</td><td class=num>{en(tax['tax'])}</td></tr>
<tr><td>TOTAL</td><td class=num>{en(f['gross'])}</td></tr>
<tr class="due"><td>BALANCE DUE</td><td class=num>{MONEY['usd'](f['gross'])}</td></tr></table></td></tr></table>"""
    return document('en', css, body)


def page_us_template(f):
    """A word processor's "sales invoice" template: a centred letterhead, "INVOICE" at the right with the number and
    the date written out, "BILL TO" and "SHIP TO", a ruled row of labels over values, a ruled grid with empty rows
    under the lines, the totals in ruled cells under the grid, "Please make checks payable to …"."""
    s, c = f['seller'], f['customer']
    css = base_css('13mm 16mm 14mm 16mm', size='8.8pt', paper='Letter') + f"""
.letterhead {{ text-align: center; line-height: 1.45; }}
.brand {{ font-family: 'DejaVu Serif', serif; font-style: italic; font-size: 24pt; color: {s['colour']}; }}
.legal {{ font-size: 9.5pt; font-weight: bold; letter-spacing: 0.4px; text-transform: uppercase; }}
.head td {{ vertical-align: top; line-height: 1.5; }}
.title {{ font-size: 22pt; font-weight: bold; color: #555; letter-spacing: 1px; }}
.label {{ font-size: 7.8pt; font-weight: bold; color: {s['colour']}; }}
.grid {{ width: 100%; margin-top: 6mm; }}
.grid th {{ background: {s['light']}; border: 0.8px solid #777; font-size: 7.2pt; padding: 1mm 1.5mm; }}
.grid td {{ border: 0.8px solid #777; padding: 1.4mm 1.5mm; text-align: center; white-space: nowrap; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ background: {s['light']}; border: 0.8px solid #777; font-size: 7.4pt; padding: 1.2mm 1.5mm; }}
.lines td {{ border-left: 0.8px solid #777; border-right: 0.8px solid #777; border-bottom: 0.4px solid #bbb;
  padding: 1.4mm 1.5mm; height: 4mm; }}
.lines tr.sum td {{ border: 0.8px solid #777; font-weight: bold; }}
.lines tr.sum td.blank {{ border: none; border-top: 0.8px solid #777; }}
.thanks {{ text-align: center; margin-top: 8mm; line-height: 1.7; }}
"""
    tax = f['taxes'][0]
    grid = [('SALESPERSON', e(f['salesperson'])), ('JOB', e(f['project'])), ('P.O. #', e(f['order'])),
            ('DELIVERY DATE', f['delivered']), ('PAYMENT TERMS', f['terms']), ('DUE DATE', f['due'])]
    rows = ''.join(f"<tr><td class=num>{qty(line['qty'])}</td><td>{line['code']}</td><td>{e(line['text'])}</td>"
                   f"<td class=num>{en(line['price'])}</td><td class=num>{en(line['amount'])}</td></tr>"
                   for line in f['lines'])
    rows += '<tr><td></td><td></td><td></td><td></td><td></td></tr>' * (12 - len(f['lines']))
    sums = [('SUBTOTAL', en(f['net'])), (f"SALES TAX ({rate_text(tax['rate'])}%)", en(tax['tax'])),
            ('TOTAL', MONEY['usd'](f['gross']))]
    rows += ''.join(f"<tr class='sum'><td class='blank' colspan=3></td><td class=num>{label}</td>"
                    f"<td class=num>{value}</td></tr>" for label, value in sums)
    body = f"""
<div class="letterhead"><span class="brand">{e(s['brand'])}</span><br><span class="legal">{e(s['name'])}</span><br>
{e(' · '.join(s['address']))}<br>Phone {s['phone']} · {s['mail']}</div>
<table class="head" style="width:100%;margin-top:9mm"><tr>
<td style="width:34%"><div class="label">BILL TO</div><b>{e(c['name'])}</b><br>{address(c['address'])}</td>
<td style="width:34%"><div class="label">SHIP TO</div>{address(f['ship_to'])}</td>
<td style="text-align:right"><div class="title">INVOICE</div>INVOICE # <b>{e(f['number'])}</b><br>DATE: {f['date']}
<br>CUSTOMER ID: {f['client_code']}</td></tr></table>
<table class="grid"><tr>{''.join(f'<th>{label}</th>' for label, _ in grid)}</tr>
<tr>{''.join(f'<td>{value}</td>' for _, value in grid)}</tr></table>
<table class="lines"><thead><tr><th style="width:9%">QTY</th><th style="width:11%">ITEM #</th><th>DESCRIPTION</th>
<th style="width:14%">UNIT PRICE</th><th style="width:15%">LINE TOTAL</th></tr></thead><tbody>{rows}</tbody></table>
<div class="thanks">Please make checks payable to <b>{e(s['name'])}</b>.<br>
Questions about this invoice? Call {s['phone']} or write to {s['mail']}.<br>
<b style="letter-spacing:0.5px">THANK YOU FOR YOUR BUSINESS!</b></div>"""
    return document('en', css, body)


def page_us_freshbooks(f):
    """FreshBooks' invoice: the logo at the top left, the seller at the top right, four columns of labels over values,
    items over their descriptions, the sales tax on the taxable items (starred), "Amount Paid", "Amount Due (USD)";
    the remittance with the routing number; the EIN and the page in the foot."""
    s, c = f['seller'], f['customer']
    boxes = (multi_box('bottom-left', [f"{s['name']} · EIN {s['ein']}", f"{s['web']} · {s['phone']}"]) +
             page_box('bottom-right', 'Page ', ' of '))
    css = base_css('14mm 15mm 18mm 15mm', boxes, size='8.6pt', paper='Letter') + f"""
.top td {{ vertical-align: top; line-height: 1.5; }}
.brand {{ font-size: 15pt; font-weight: bold; color: {s['colour']}; letter-spacing: 1px; vertical-align: middle; }}
.cols {{ width: 100%; margin-top: 12mm; }}
.cols td {{ vertical-align: top; line-height: 1.5; padding-right: 5mm; }}
.l {{ color: #777; font-size: 7.8pt; }}
.cols div {{ margin-bottom: 3mm; }}
.big {{ font-size: 20pt; color: {s['colour']}; }}
.lines {{ margin-top: 6mm; border-top: 3px solid {s['colour']}; }}
.lines th {{ text-align: left; font-size: 7.8pt; color: #777; font-weight: normal; padding: 2mm 2mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 2mm 2mm; border-bottom: 0.4px solid #ddd; vertical-align: top; }}
.desc {{ color: #666; font-size: 7.8pt; margin-top: 0.5mm; }}
.totals {{ margin: 4mm 0 0 auto; page-break-inside: avoid; }}
.totals td {{ padding: 1.2mm 2mm 1.2mm 14mm; }}
.totals td:first-child {{ text-align: right; }}
.totals tr.total td {{ border-top: 0.6px solid #999; }}
.totals tr.due td {{ border-top: 2px solid {s['colour']}; font-weight: bold; font-size: 10.5pt; }}
.notes {{ margin-top: 8mm; line-height: 1.6; page-break-inside: avoid; }}
.notes h3 {{ font-size: 8pt; color: #777; font-weight: normal; margin: 0 0 1mm; }}
"""
    tax = f['taxes'][0]
    rows = ''.join(f"<tr><td><b>{e(line['code'])}</b>{' *' if line['taxable'] else ''}<div class='desc'>"
                   f"{e(line['text'])}</div></td><td class=num>{MONEY['usd'](line['price'])}</td>"
                   f"<td class=num>{qty(line['qty'])}</td><td class=num>{MONEY['usd'](line['amount'])}</td></tr>"
                   for line in f['lines'])
    totals = [('', 'Subtotal', MONEY['usd'](f['net'])),
              ('', f"Sales Tax ({rate_text(tax['rate'])}%)", MONEY['usd'](tax['tax'])),
              ('total', 'Total', MONEY['usd'](f['gross'])), ('', 'Amount Paid', MONEY['usd'](Decimal(0))),
              ('due', 'Amount Due (USD)', MONEY['usd'](f['gross']))]
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{logo(s['colour'], s['shape'])} <span class="brand">{e(s['brand'])}</span></td>
<td style="text-align:right"><b>{e(s['name'])}</b><br>{address(s['address'])}<br>{s['phone']}<br>{s['web']}</td>
</tr></table>
<table class="cols"><tr>
<td style="width:36%"><div><span class="l">Billed To</span><br><b class="nw">{e(c['name'])}</b><br>
{address(c['address'])}</div></td>
<td style="width:17%"><div><span class="l">Date of Issue</span><br>{f['date']}</div>
<div><span class="l">Due Date</span><br>{f['due']}</div></td>
<td style="width:18%"><div><span class="l">Invoice Number</span><br>{e(f['number'])}</div>
<div><span class="l">PO Number</span><br>{e(f['order'])}</div></td>
<td style="text-align:right;padding-right:0"><span class="l">Amount Due (USD)</span><br>
<span class="big">{MONEY['usd'](f['gross'])}</span></td></tr></table>
<table class="lines"><thead><tr><th>Description</th><th class=num>Rate</th><th class=num>Qty</th>
<th class=num>Line Total</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals">{''.join(f"<tr class='{cls}'><td>{label}</td><td class=num>{value}</td></tr>"
                               for cls, label, value in totals)}</table>
<div class="notes"><h3>Notes</h3>* Taxable item: New Jersey sales tax of {rate_text(tax['rate'])}% on
{MONEY['usd'](tax['base'])}. Labor and managed services are not taxed.<br>
<h3 style="margin-top:3mm">Terms</h3>{f['terms']}. A late fee of 1.5% per month applies to balances past due.<br>
<b>Remit to:</b> {e(s['name'])}, {e(s['remit'])}<br>
ACH: {e(s['bank'])} · Routing {s['routing']} · Account {s['account']}</div>"""
    return document('en', css, body)


# --- The pages: Canada -----------------------------------------------------------------------------------------------

def page_ca_wave(f):
    """An online accounting service's invoice (Wave): the logo at the top left, "INVOICE" and the seller at the top
    right with the GST/HST number, "BILL TO" beside a right-aligned label–value list ending in "Amount Due (CAD)", a
    coloured heading band, items over their descriptions, "HST (13%)"; EFT and Interac e-Transfer."""
    s, c = f['seller'], f['customer']
    boxes = page_box('bottom-center', 'Page ', ' of ')
    css = base_css('14mm 16mm 16mm 16mm', boxes, size='8.8pt', paper='Letter') + f"""
.top td {{ vertical-align: top; line-height: 1.5; }}
.title {{ font-size: 24pt; letter-spacing: 1px; color: #333; }}
.rule {{ border-top: 0.8px solid #ccc; margin: 5mm 0; }}
.label {{ font-size: 7.8pt; color: #777; font-weight: bold; }}
.meta td {{ padding: 0.7mm 0 0.7mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ font-weight: bold; text-align: right; }}
.meta tr.due td {{ background: #f1f3f5; padding-top: 1.4mm; padding-bottom: 1.4mm; }}
.lines {{ margin-top: 8mm; }}
.lines th {{ background: {s['colour']}; color: white; text-align: left; padding: 1.8mm 3mm; font-size: 8.4pt; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 2.2mm 3mm; vertical-align: top; }}
.desc {{ color: #666; font-size: 7.8pt; margin-top: 0.4mm; }}
.totals {{ margin: 3mm 0 0 auto; border-top: 0.8px solid #ccc; page-break-inside: avoid; }}
.totals td {{ padding: 1.3mm 3mm 1.3mm 16mm; text-align: right; white-space: nowrap; }}
.totals tr.total td {{ border-top: 0.8px solid #ccc; font-weight: bold; }}
.totals tr.due td {{ border-top: 2.5px double #999; font-weight: bold; font-size: 10pt; }}
.notes {{ margin-top: 8mm; line-height: 1.6; page-break-inside: avoid; }}
"""
    tax = f['taxes'][0]
    meta = [('Invoice Number:', e(f['number'])), ('Invoice Date:', f['date']), ('Payment Due:', f['due'])]
    rows = ''.join(f"<tr><td><b>{e(line['code'])}</b><div class='desc'>{e(line['text'])}</div></td>"
                   f"<td class=num>{qty(line['qty'])}</td><td class=num>{MONEY['usd'](line['price'])}</td>"
                   f"<td class=num>{MONEY['usd'](line['amount'])}</td></tr>" for line in f['lines'])
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{logo(s['colour'], s['shape']).replace("width='36' height='36'", "width='56' height='56'")}</td>
<td style="text-align:right"><div class="title">INVOICE</div><b>{e(s['name'])}</b><br>{address(s['address'])}<br>
Phone: {s['phone']}<br>{s['mail']}<br>GST/HST No. {s['bn']} RT0001</td></tr></table>
<div class="rule"></div>
<table class="top" style="width:100%"><tr>
<td><div class="label">BILL TO</div><b>{e(c['name'])}</b><br>{address(c['address'])}<br>{e(c['contact'])}</td>
<td><table class="meta" style="margin-left:auto">
{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in meta)}
<tr class="due"><td>Amount Due (CAD):</td><td><b>{MONEY['usd'](f['gross'])}</b></td></tr></table></td></tr></table>
<table class="lines"><thead><tr><th>Items</th><th class=num>Quantity</th><th class=num>Price</th>
<th class=num>Amount</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Subtotal:</td><td>{MONEY['usd'](f['net'])}</td></tr>
<tr><td>HST ({rate_text(tax['rate'])}%):</td><td>{MONEY['usd'](tax['tax'])}</td></tr>
<tr class="total"><td>Total:</td><td>{MONEY['usd'](f['gross'])}</td></tr>
<tr class="due"><td>Amount Due (CAD):</td><td>{MONEY['usd'](f['gross'])}</td></tr></table>
<div class="notes"><b>Notes / Terms</b><br>{f['terms']}. Please pay by EFT to {e(s['bank'])} (institution
{s['institution']}, transit {s['transit']}, account {s['account']}) or by Interac e-Transfer to {s['mail']}.<br>
Thank you for choosing {e(s['short'])}. 24/7 emergency service: {s['phone']}.</div>"""
    return document('en', css, body)


def page_ca_credit(f):
    """QuickBooks Desktop's "Credit Memo": the seller at the top left with its GST and PST numbers, the title at the
    top right over a ruled box of date and number, a ruled "Customer" box, a ruled row naming the invoice it applies
    to, a ruled grid (a restocking fee as a negative line), "GST (5%)", "PST (7%)", "Total Credit"."""
    s, c = f['seller'], f['customer']
    css = base_css('14mm 15mm 14mm 15mm', size='8.8pt', paper='Letter') + """
.top td { vertical-align: top; line-height: 1.5; }
.sname { font-size: 12pt; font-weight: bold; }
.title { font-size: 20pt; font-weight: bold; text-align: right; }
.box { border-collapse: collapse; }
.box th { border: 0.8px solid #333; background: #eee; font-size: 7.6pt; font-weight: normal; padding: 0.8mm 3mm; }
.box td { border: 0.8px solid #333; padding: 1.2mm 3mm; text-align: center; white-space: nowrap; }
.customer th { text-align: left; }
.customer td { text-align: left; line-height: 1.5; height: 18mm; vertical-align: top; }
.lines { margin-top: 5mm; }
.lines th { border: 0.8px solid #333; background: #eee; font-size: 7.6pt; font-weight: normal; padding: 1mm 2mm; }
.lines td { border: 0.8px solid #333; padding: 1.5mm 2mm; }
.lines tbody tr.filler td { height: 5mm; }
.foot td { vertical-align: top; }
.msg { border: 0.8px solid #333; padding: 2mm 3mm; line-height: 1.5; }
.totals td { border: 0.8px solid #333; padding: 1.3mm 3mm; white-space: nowrap; }
.totals tr.total td { font-weight: bold; font-size: 10.5pt; }
"""
    rows = ''.join(f"<tr><td class=nw>{e(line['code'])}</td><td>{e(line['text'])}</td>"
                   f"<td class=num>{qty(line['qty'])}</td><td class=num>{en(line['price'])}</td>"
                   f"<td class=num>{en(line['amount'])}</td></tr>" for line in f['lines'])
    rows += "<tr class='filler'><td></td><td></td><td></td><td></td><td></td></tr>" * 3
    totals = [('Subtotal', MONEY['usd'](f['net']))]
    totals += [(f"{tax['name']} ({rate_text(tax['rate'])}%)", MONEY['usd'](tax['tax'])) for tax in f['taxes']]
    totals.append(('Total Credit', MONEY['usd'](f['gross'])))
    body = f"""
<table class="top" style="width:100%"><tr>
<td><span class="sname">{e(s['name'])}</span><br>{address(s['address'])}<br>Tel. {s['phone']}<br>{s['mail']}<br>
GST No. {s['bn']} RT0001 · PST No. {s['pst']}</td>
<td><div class="title">Credit Memo</div>
<table class="box" style="margin:2mm 0 0 auto"><tr><th>Date</th><th>Credit No.</th></tr>
<tr><td>{f['date']}</td><td>{e(f['number'])}</td></tr></table></td></tr></table>
<table class="box customer" style="width:52%;margin-top:6mm"><tr><th>Customer</th></tr>
<tr><td><b>{e(c['name'])}</b><br>{address(c['address'])}</td></tr></table>
<table class="box" style="margin:5mm 0 0 auto"><tr><th>Applies to Invoice</th><th>Invoice Date</th>
<th>Customer P.O. No.</th><th>RA No.</th></tr>
<tr><td>{e(f['original'])}</td><td>{f['original_date']}</td><td>{e(f['original_order'])}</td>
<td>{f['ra']}</td></tr></table>
<table class="lines"><thead><tr><th style="width:15%">Item</th><th>Description</th><th style="width:8%">Qty</th>
<th style="width:13%">Rate</th><th style="width:14%">Amount</th></tr></thead><tbody>{rows}</tbody></table>
<table class="foot" style="width:100%;margin-top:4mm"><tr>
<td style="width:55%"><div class="msg"><b>Customer Message</b><br>Applies to invoice {e(f['original'])}.<br>
Credit for goods returned under {f['ra']}; the balance of that invoice is reduced by the total credit. A restocking
fee of 15% applies to undamaged items returned in their original packaging.</div></td>
<td><table class="totals" style="margin-left:auto">
{''.join(f'<tr><td>{label}</td><td class=num>{value}</td></tr>' for label, value in totals[:-1])}
<tr class="total"><td>{totals[-1][0]}</td><td class=num>{totals[-1][1]}</td></tr></table></td></tr></table>"""
    return document('en', css, body)


def page_ca_qc(f):
    """A Québec printer's invoice in French: the seller at the top left, "FACTURE" and a label–value list at the top
    right, the job at the left and "Facturer à" at the right, a table with horizontal rules, "Sous-total", "TPS (5
    %)", "TVQ (9,975 %)", "Total"; the NEQ, TPS and TVQ numbers in the page's foot."""
    s, c = f['seller'], f['customer']
    money = MONEY['cad_fr']
    boxes = multi_box('bottom-center', [f"{s['name']} · {', '.join(s['address'])} · {s['phone']}",
                                        f"NEQ {s['neq']} · No TPS : {s['bn']} RT0001 · No TVQ : {s['qst']} TQ0001"],
                      align='center')
    css = base_css('14mm 16mm 20mm 16mm', boxes, size='8.8pt', paper='Letter') + f"""
.top td {{ vertical-align: top; line-height: 1.5; }}
.sname {{ font-size: 13pt; font-weight: bold; color: {s['colour']}; }}
.title {{ font-size: 20pt; font-weight: bold; letter-spacing: 1px; color: {s['colour']}; text-align: right; }}
.meta td {{ padding: 0.5mm 0 0.5mm 4mm; white-space: nowrap; }}
.meta td:first-child {{ color: #555; }}
.parties {{ width: 100%; margin-top: 8mm; }}
.parties td {{ vertical-align: top; line-height: 1.5; }}
.label {{ font-size: 7.6pt; text-transform: uppercase; letter-spacing: 0.6px; color: {s['colour']};
  font-weight: bold; }}
.billto {{ border-left: 2px solid {s['colour']}; padding-left: 4mm; }}
.lines {{ margin-top: 8mm; }}
.lines th {{ border-top: 1.2px solid #333; border-bottom: 1.2px solid #333; font-size: 7.8pt; text-align: left;
  padding: 1.4mm 2mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ border-bottom: 0.4px solid #aaa; padding: 1.8mm 2mm; vertical-align: top; }}
.totals {{ margin: 4mm 0 0 auto; page-break-inside: avoid; }}
.totals td {{ padding: 1.1mm 2mm 1.1mm 14mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.2px solid #333;
  border-bottom: 1.2px solid #333; }}
.notes {{ margin-top: 8mm; line-height: 1.6; }}
"""
    meta = [('No de facture :', f"<b>{e(f['number'])}</b>"), ('Date de facturation :', f['date']),
            ("Date d'échéance :", f['due']), ('No client :', f['client_code']), ('Conditions :', f['terms'])]
    rows = ''.join(f"<tr><td class=nw>{e(line['code'])}</td><td>{e(line['text'])}</td>"
                   f"<td class=num>{qty(line['qty'], True)}</td><td class=num>{money(line['price'])}</td>"
                   f"<td class=num>{money(line['amount'])}</td></tr>" for line in f['lines'])
    totals = [('', 'Sous-total', money(f['net']))]
    totals += [('', f"{tax['name']} ({rate_text(tax['rate'], True)} %)", money(tax['tax'])) for tax in f['taxes']]
    totals.append(('total', 'Total', money(f['gross'])))
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{logo(s['colour'], s['shape'])}<br><span class="sname">{e(s['name'])}</span><br><i>{e(s['tagline'])}</i><br>
{address(s['address'])}<br>Tél. {s['phone']} · {s['mail']}</td>
<td><div class="title">FACTURE</div><table class="meta" style="margin:2mm 0 0 auto">
{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in meta)}</table></td></tr></table>
<table class="parties"><tr>
<td style="width:50%"><div class="label">Travail</div>{e(f['project'])}<br>Bon de travail : {f['work_order']}<br>
Livré le {f['delivered']}</td>
<td class="billto"><div class="label">Facturer à</div><b>{e(c['name'])}</b><br>{address(c['address'])}<br>
{e(c['contact'])}</td></tr></table>
<table class="lines"><thead><tr><th>Code</th><th>Description</th><th class=num>Qté</th><th class=num>Prix unitaire</th>
<th class=num>Montant</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals">{''.join(f"<tr class='{cls}'><td>{label}</td><td class=num>{value}</td></tr>"
                               for cls, label, value in totals)}</table>
<div class="notes">Payable par chèque à l'ordre de {e(s['name'])} ou par virement Interac à {s['mail']}.<br>
Des frais d'intérêt de 2 % par mois s'appliquent sur tout solde impayé après l'échéance.<br>
Facture émise à {s['place']} le {f['date_long']}. Merci de votre confiance !</div>"""
    return document('fr', css, body)


# --- The pages: Luxembourg -------------------------------------------------------------------------------------------

def page_lu_fr(f):
    """A Luxembourg caterer's "FACTURE": the logo's words over the legal name at the top left, the customer at the
    right, a row of ruled boxes with labels over values, a table with horizontal rules, the VAT recap beside the
    stacked totals, a framed payment block with the creditor reference; the register, the business permit and the
    share capital in the foot."""
    s, c = f['seller'], f['customer']
    money = MONEY['eur_after']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · {', '.join(s['address'])} · Tél. {s['phone']} · {s['mail']}",
        f"RCS Luxembourg {s['rcs']} · No d'autorisation d'établissement {s['permit']} · TVA {s['vat_printed']} · "
        f"Capital social 12.500 €"], size='6.6pt', align='center')
    css = base_css('14mm 16mm 20mm 16mm', boxes, size='8.8pt') + f"""
.top td {{ vertical-align: top; line-height: 1.5; }}
.brand {{ font-family: 'DejaVu Serif', serif; font-size: 22pt; color: {s['colour']}; letter-spacing: 1px; }}
.legal {{ font-size: 8pt; color: #555; }}
.customer {{ margin-top: 14mm; line-height: 1.5; font-size: 9.5pt; }}
h1 {{ font-size: 15pt; letter-spacing: 1px; margin: 9mm 0 3mm; }}
.boxes {{ width: 100%; }}
.boxes td {{ border: 0.8px solid #666; padding: 1mm 2mm; vertical-align: top; }}
.boxes .l {{ font-size: 6.8pt; color: #666; }}
.boxes .v {{ font-weight: bold; white-space: nowrap; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ border-bottom: 1.2px solid {s['colour']}; font-size: 7.8pt; text-align: left; padding: 1.4mm 2mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ border-bottom: 0.4px solid #ccc; padding: 1.6mm 2mm; }}
.recap th, .recap td {{ border: 0.6px solid #999; padding: 0.8mm 2.5mm; font-size: 8pt; }}
.recap th {{ background: #f3f1ec; font-weight: normal; }}
.totals td {{ padding: 1mm 0 1mm 10mm; }}
.totals tr.pay td {{ font-weight: bold; font-size: 11pt; border-top: 1.2px solid #222; }}
.payment {{ margin-top: 7mm; border: 1px solid {s['colour']}; padding: 3mm 4mm; line-height: 1.6;
  page-break-inside: avoid; }}
"""
    cells = [('N° de facture', e(f['number'])), ('Date de facture', f['date']), ("Date d'échéance", f['due']),
             ('N° client', f['client_code']), ('Événement', f['event'])]
    rows = ''.join(f"<tr><td>{e(line['text'])}</td><td class=num>{qty(line['qty'])}</td>"
                   f"<td class=num>{de(line['price'])}</td><td class=num>{rate_text(line['rate'])} %</td>"
                   f"<td class=num>{de(line['amount'])}</td></tr>" for line in f['lines'])
    recap = ''.join(f"<tr><td class=num>{rate_text(tax['rate'])} %</td><td class=num>{money(tax['base'])}</td>"
                    f"<td class=num>{money(tax['tax'])}</td></tr>" for tax in f['taxes'])
    body = f"""
<table class="top" style="width:100%"><tr>
<td style="width:55%">{logo(s['colour'], s['shape'])} <span class="brand">{e(s['brand'])}</span><br>
<span class="legal"><b>{e(s['name'])}</b><br>{e(s['tagline'])}<br>{address(s['address'])}<br>
Tél. {s['phone']} · {s['mail']}</span></td>
<td><div class="customer"><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>{address(c['address'])}<br>
TVA {c['vat_printed']}</div></td></tr></table>
<h1>FACTURE</h1>
<table class="boxes"><tr>{''.join(f"<td><div class='l'>{label}</div><div class='v'>{value}</div></td>"
                                  for label, value in cells)}</tr></table>
<table class="lines"><thead><tr><th>Désignation</th><th class=num>Qté</th><th class=num>Prix unit. HTVA</th>
<th class=num>TVA</th><th class=num>Montant HTVA</th></tr></thead><tbody>{rows}</tbody></table>
<table style="width:100%;margin-top:6mm;page-break-inside:avoid"><tr>
<td style="vertical-align:top"><table class="recap"><tr><th>Taux TVA</th><th>Base HTVA</th><th>Montant TVA</th></tr>
{recap}</table></td>
<td style="vertical-align:top"><table class="totals" style="margin-left:auto">
<tr><td>Total HTVA</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Total TVA</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="pay"><td>Total TTC</td><td class=num>{money(f['gross'])}</td></tr></table></td></tr></table>
<div class="payment">Merci de virer le montant de <b>{money(f['gross'])}</b> au plus tard le {f['due']} sur notre
compte auprès de la {e(s['bank'])}<br>IBAN <b>{stdnum_iban.format(f['iban'])}</b> · BIC {s['bic']}<br>
Communication : <b>{f['reference_printed']}</b></div>
<p class="small" style="margin-top:5mm">Nos prix s'entendent hors TVA. TVA de 3 % sur la nourriture et les boissons
non alcoolisées, de 17 % sur les boissons alcoolisées, le service et la location de matériel.</p>"""
    return document('fr', css, body)


def page_lu_de(f):
    """A Luxembourg electrician's "Rechnung": the seller at the top right, the sender's line over the window at the
    left, a ruled information box, a fully ruled grid of materials and hours, "Nettobetrag", "MwSt. 17 %",
    "Rechnungsbetrag"; the number and the page at the top of each page, the firm, the register and the bank in three
    columns in the foot."""
    s, c = f['seller'], f['customer']
    money = MONEY['eur_after']
    boxes = (multi_box('bottom-left', [s['name'], *s['address'], f"Tel. {s['phone']}"]) +
             multi_box('bottom-center', [f"RCS Luxembourg {s['rcs']}", f"Niederlassungsgenehmigung Nr. {s['permit']}",
                                         f"MwSt.-Nr. {s['vat_printed']}", s['mail']]) +
             multi_box('bottom-right', [s['bank'], f"IBAN {stdnum_iban.format(f['iban'])}", f"BIC {s['bic']}"]) +
             page_box('top-right', f"Rechnung {f['number']} vom {f['date']} · Seite ", ' von '))
    css = base_css('16mm 14mm 26mm 20mm', boxes, size='8.6pt') + f"""
.top td {{ vertical-align: top; }}
.seller {{ text-align: right; line-height: 1.5; }}
.seller .name {{ font-size: 14pt; font-weight: bold; color: {s['colour']}; }}
.sender {{ font-size: 6.5pt; color: #555; border-bottom: 0.5px solid #777; display: inline-block; margin-top: 14mm;
  padding-bottom: 0.5mm; }}
.window {{ line-height: 1.5; font-size: 9.5pt; margin-top: 2mm; }}
.info {{ margin: 6mm 0 0 auto; }}
.info td {{ border: 0.8px solid #444; padding: 0.8mm 2.5mm; font-size: 8.2pt; white-space: nowrap; }}
.info td:first-child {{ background: #fff4e0; }}
h1 {{ font-size: 15pt; margin: 8mm 0 1mm; }}
.lines {{ margin-top: 4mm; }}
.lines th {{ border: 0.8px solid #444; background: #fff4e0; font-size: 7.5pt; padding: 1mm 1.5mm; text-align: left; }}
.lines th.num {{ text-align: right; }}
.lines td {{ border: 0.8px solid #444; padding: 0.9mm 1.5mm; font-size: 8.1pt; }}
.sums {{ margin: 4mm 0 0 auto; page-break-inside: avoid; }}
.sums td {{ border: 0.8px solid #444; padding: 1mm 3mm; }}
.sums tr.total td {{ font-weight: bold; font-size: 10.5pt; background: #fff4e0; }}
.terms {{ margin-top: 6mm; line-height: 1.6; page-break-inside: avoid; }}
"""
    tax = f['taxes'][0]
    info = [('Rechnungs-Nr.', e(f['number'])), ('Rechnungsdatum', f['date']), ('Kunden-Nr.', f['client_code']),
            ('Ihre Bestell-Nr.', e(f['order'])), ('Leistungszeitraum', f['period']), ('Ihr Ansprechpartner',
                                                                                       s['clerk'])]
    rows = ''.join(f"<tr><td class=num>{i}</td><td>{line['code']}</td><td>{e(line['text'])}</td>"
                   f"<td class=num>{qty(line['qty'], True)}</td><td>{line['unit']}</td>"
                   f"<td class=num>{de(line['price'])}</td><td class=num>{de(line['amount'])}</td></tr>"
                   for i, line in enumerate(f['lines'], start=1))
    body = f"""
<table class="top" style="width:100%"><tr>
<td style="width:55%"><div class="sender">{e(s['name'])} · {e(' · '.join(s['address']))}</div>
<div class="window"><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>{address(c['address'])}</div></td>
<td class="seller">{logo(s['colour'], s['shape'])}<br><span class="name">{e(s['name'])}</span><br>
<span class="small">{e(s['tagline'])}</span><br>{address(s['address'])}<br>Tel. {s['phone']}<br>{s['mail']}</td>
</tr></table>
<table class="info">{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in info)}</table>
<h1>Rechnung</h1>
<div>Bauvorhaben: {e(f['project'])}<br>Ihre MwSt.-Nr.: {c['vat_printed']}</div>
<table class="lines"><thead><tr><th class=num>Pos.</th><th>Art.-Nr.</th><th>Bezeichnung</th><th class=num>Menge</th>
<th>Einh.</th><th class=num>E-Preis €</th><th class=num>Betrag €</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sums"><tr><td>Nettobetrag</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>MwSt. {rate_text(tax['rate'])} %</td><td class=num>{money(tax['tax'])}</td></tr>
<tr class="total"><td>Rechnungsbetrag</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="terms">Zahlbar bis zum {f['due']} ohne Abzug auf unser Konto bei der {e(s['bank'])}
(IBAN {stdnum_iban.format(f['iban'])}).<br>Bitte geben Sie bei der Zahlung die Rechnungsnummer an.<br>
<span class="small">Die gelieferte Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.</span></div>"""
    return document('de', css, body)


def page_lu_en(f):
    """A Luxembourg fund-services firm's invoice: a centred letterhead, "INVOICE", the customer at the left with its
    VAT number, a label–value list at the right, an unruled table with the period in the descriptions, VAT per rate
    "on EUR …", "Total amount due"; the register and the business permit in the foot."""
    s, c = f['seller'], f['customer']
    money = MONEY['eur_code']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · Société anonyme · {', '.join(s['address'])}",
        f"RCS Luxembourg {s['rcs']} · VAT {s['vat_printed']} · Business permit (autorisation d'établissement) No. "
        f"{s['permit']}"], size='6.6pt', align='center')
    css = base_css('15mm 18mm 20mm 18mm', boxes, size='8.8pt') + f"""
.letterhead {{ text-align: center; line-height: 1.4; border-bottom: 0.8px solid {s['colour']}; padding-bottom: 3mm; }}
.brand {{ font-size: 22pt; letter-spacing: 7px; color: {s['colour']}; font-weight: bold; }}
.legal {{ font-size: 9pt; letter-spacing: 0.5px; }}
.top td {{ vertical-align: top; line-height: 1.5; }}
h1 {{ font-size: 13pt; letter-spacing: 1px; font-weight: normal; margin: 9mm 0 5mm; }}
.meta td {{ padding: 0.6mm 0 0.6mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
.lines {{ margin-top: 9mm; }}
.lines th {{ font-size: 7.8pt; text-align: left; color: {s['colour']}; border-bottom: 1px solid {s['colour']};
  padding: 1.4mm 2mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 2.2mm 2mm; vertical-align: top; }}
.totals {{ margin: 5mm 0 0 auto; border-top: 1px solid {s['colour']}; }}
.totals td {{ padding: 1.2mm 2mm 1.2mm 12mm; }}
.totals tr.due td {{ font-weight: bold; font-size: 10.5pt; border-top: 1px solid {s['colour']}; }}
.pay {{ margin-top: 10mm; line-height: 1.6; }}
"""
    meta = [('Invoice No.', e(f['number'])), ('Invoice Date', f['date']), ('Due Date', f['due']),
            ('Client Code', f['client_code']), ('Period', f['period'])]
    rows = ''.join(f"<tr><td>{e(line['text'])}</td><td class=num>{money(line['amount'])}</td>"
                   f"<td class=num>{rate_text(line['rate'])}%</td></tr>" for line in f['lines'])
    totals = [('', 'Total net amount', money(f['net']))]
    totals += [('', f"VAT {rate_text(tax['rate'])}% on {money(tax['base'])}", money(tax['tax'])) for tax in f['taxes']]
    totals += [('', 'Total VAT', money(f['tax'])), ('due', 'Total amount due', money(f['gross']))]
    body = f"""
<div class="letterhead"><span class="brand">{e(s['brand'])}</span><br><span class="legal">{e(s['name'])}</span><br>
<span class="small">{e(' · '.join(s['address']))} · {s['phone']} · {s['mail']}</span></div>
<h1>INVOICE</h1>
<table class="top" style="width:100%"><tr>
<td style="width:55%"><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>{address(c['address'])}<br>
VAT No. {c['vat_printed']}</td>
<td><table class="meta" style="margin-left:auto">
{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in meta)}</table></td></tr></table>
<table class="lines"><thead><tr><th>Description of services</th><th class=num>Net amount</th>
<th class=num>VAT rate</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals">{''.join(f"<tr class='{cls}'><td>{label}</td><td class=num>{value}</td></tr>"
                               for cls, label, value in totals)}</table>
<div class="pay">Payment within 30 days by bank transfer to {e(s['name'])}, {e(s['bank'])}:<br>
IBAN {stdnum_iban.format(f['iban'])} · BIC {s['bic']}<br>Please quote the invoice number with your payment. Bank charges are
for the payer's account.</div>"""
    return document('en', css, body)


# --- The pages: the Netherlands --------------------------------------------------------------------------------------

def page_nl_kor(f):
    """A freelance writer's invoice from a word processor: a serif letterhead at the top right, the customer at the
    left, a label–value list, an unruled table of hours, one "Totaal", the KOR sentence, the payment in a sentence;
    KvK, BTW-id and IBAN in the foot."""
    s, c = f['seller'], f['customer']
    money = MONEY['eur_before']
    boxes = multi_box('bottom-center', [f"{s['name']} · KvK {s['kvk']} · BTW-id {s['vat_printed']} · IBAN "
                                        f"{stdnum_iban.format(f['iban'])}"], align='center')
    css = base_css('18mm 20mm 18mm 22mm', boxes, font="'DejaVu Serif', serif", size='9.4pt') + f"""
.letterhead {{ text-align: right; line-height: 1.5; }}
.letterhead .name {{ font-size: 16pt; color: {s['colour']}; }}
.to {{ line-height: 1.5; margin-top: 8mm; }}
h1 {{ font-size: 18pt; font-weight: normal; margin: 12mm 0 3mm; color: {s['colour']}; }}
.meta td {{ padding: 0.5mm 6mm 0.5mm 0; }}
p {{ line-height: 1.6; }}
.lines {{ margin-top: 7mm; }}
.lines th {{ font-weight: normal; font-style: italic; text-align: left; padding: 1.4mm 2mm; color: #555; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.6mm 2mm; vertical-align: top; }}
.lines tr.total td {{ font-weight: bold; padding-top: 3mm; border-top: 0.8px solid #333; }}
"""
    meta = [('Factuurnummer', e(f['number'])), ('Factuurdatum', f['date']), ('Project', e(f['project']))]
    rows = ''.join(f"<tr><td>{e(line['text'])}</td><td class=num>{qty(line['qty'], True)}</td>"
                   f"<td class=num>{money(line['price'])}</td><td class=num>{money(line['amount'])}</td></tr>"
                   for line in f['lines'])
    rows += f"<tr class='total'><td>Totaal</td><td></td><td></td><td class=num>{money(f['gross'])}</td></tr>"
    body = f"""
<div class="letterhead"><span class="name">{e(s['name'])}</span><br><i>{e(s['tagline'])}</i><br>
{address(s['address'])}<br>{s['phone']}<br>{s['mail']}</div>
<div class="to">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div>
<h1>Factuur</h1>
<table class="meta">{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in meta)}</table>
<table class="lines"><thead><tr><th>Omschrijving</th><th class=num>Aantal</th><th class=num>Tarief</th>
<th class=num>Bedrag</th></tr></thead><tbody>{rows}</tbody></table>
<p style="margin-top:6mm"><i>Vrijgesteld van btw op grond van de kleineondernemersregeling (KOR).</i></p>
<p>Ik verzoek je vriendelijk het totaalbedrag binnen {f['due_days']} dagen na factuurdatum over te maken op
rekening {stdnum_iban.format(f['iban'])} ten name van {e(s['holder'])}, onder vermelding van het factuurnummer.</p>
<p style="margin-top:8mm">Met vriendelijke groet,<br><br>{e(s['person'])}</p>"""
    return document('nl', css, body)


def page_nl_verlegd(f):
    """A subcontractor's invoice: the seller at the top left, the customer at the right with its VAT number, a row of
    ruled boxes with labels over values, a fully ruled grid of hours and materials with "verlegd" in the VAT column,
    "Totaal excl. btw", "Btw verlegd", "Te betalen" and the reverse-charge sentence; the page's number in the foot."""
    s, c = f['seller'], f['customer']
    money = MONEY['eur_before']
    boxes = (multi_box('bottom-left', [f"{s['name']} · {', '.join(s['address'])} · KvK {s['kvk']} · "
                                       f"Btw-nr. {s['vat_printed']}",
                                       f"IBAN {stdnum_iban.format(f['iban'])} · BIC {s['bic']} · Op al onze werkzaamheden zijn "
                                       f"de UAV 2012 van toepassing."], size='6.5pt') +
             page_box('bottom-right', 'Pagina ', ' van '))
    css = base_css('14mm 14mm 20mm 16mm', boxes, size='8.6pt') + f"""
.top td {{ vertical-align: top; line-height: 1.5; }}
.sname {{ font-size: 12.5pt; font-weight: bold; color: {s['colour']}; }}
.customer {{ margin-top: 12mm; line-height: 1.5; border: 0.8px solid #bbb; padding: 3mm 4mm; }}
h1 {{ font-size: 16pt; margin: 8mm 0 3mm; color: {s['colour']}; }}
.boxes {{ width: 100%; }}
.boxes td {{ border: 0.8px solid #555; padding: 1mm 2mm; vertical-align: top; }}
.boxes .l {{ font-size: 6.8pt; color: #555; }}
.boxes .v {{ font-weight: bold; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ border: 0.8px solid #555; background: #e9eef3; font-size: 7.5pt; padding: 1mm 1.5mm; text-align: left; }}
.lines th.num {{ text-align: right; }}
.lines td {{ border: 0.8px solid #555; padding: 1.1mm 1.5mm; font-size: 8.1pt; vertical-align: top; }}
.sums {{ margin: 4mm 0 0 auto; page-break-inside: avoid; }}
.sums td {{ border: 0.8px solid #555; padding: 1.2mm 3mm; }}
.sums tr.total td {{ font-weight: bold; font-size: 10.5pt; background: #e9eef3; }}
.note {{ margin-top: 6mm; line-height: 1.6; border-left: 3px solid {s['colour']}; padding-left: 4mm;
  page-break-inside: avoid; }}
"""
    cells = [('Factuurnummer', e(f['number'])), ('Factuurdatum', f['date']), ('Vervaldatum', f['due']),
             ('Uw ordernummer', e(f['order'])), ('Project', e(f['project']))]
    rows = ''.join(f"<tr><td class=nw>{e(line['code'])}</td><td>{e(line['text'])}</td>"
                   f"<td class=num>{qty(line['qty'], True)}</td><td>{line['unit']}</td>"
                   f"<td class=num>{money(line['price'])}</td><td class=num>{money(line['amount'])}</td>"
                   f"<td>verlegd</td></tr>" for line in f['lines'])
    body = f"""
<table class="top" style="width:100%"><tr>
<td style="width:50%">{logo(s['colour'], s['shape'])}<br><span class="sname">{e(s['name'])}</span><br>
<span class="small">{e(s['tagline'])}</span><br>{address(s['address'])}<br>Tel. {s['phone']}<br>{s['mail']}<br>
Btw-nr. {s['vat_printed']}</td>
<td><div class="customer"><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>{address(c['address'])}<br>
Btw-nr. {c['vat_printed']}</div></td></tr></table>
<h1>Factuur</h1>
<table class="boxes"><tr>{''.join(f"<td><div class='l'>{label}</div><div class='v'>{value}</div></td>"
                                  for label, value in cells)}</tr></table>
<table class="lines"><thead><tr><th>Week / datum</th><th>Omschrijving</th><th class=num>Aantal</th>
<th>Eenh.</th><th class=num>Prijs</th><th class=num>Bedrag</th><th>Btw</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sums"><tr><td>Totaal excl. btw</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Btw</td><td class=num>verlegd</td></tr>
<tr class="total"><td>Te betalen</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="note"><b>Btw verlegd</b> naar de afnemer op grond van artikel 12, lid 5 Wet OB 1968 (onderaanneming).
Btw-nummer afnemer: {c['vat_printed']}. Btw-nummer leverancier: {s['vat_printed']}.<br>
Wij verzoeken u het bedrag van {money(f['gross'])} vóór {f['due']} over te maken op {stdnum_iban.format(f['iban'])} onder
vermelding van het factuurnummer.</div>"""
    return document('nl', css, body)


def page_nl_webshop(f):
    """A webshop's invoice: the shop's logo and domain at the top left (the legal name only in the foot), "FACTUUR"
    at the top right, invoice and delivery addresses, a label–value list with the order, a striped unruled table, the
    VAT per rate, the betalingskenmerk in a framed block; KvK, BTW-id and IBAN in the foot."""
    s, c = f['seller'], f['customer']
    money = MONEY['eur_before']
    boxes = multi_box('bottom-center', [
        f"{s['name']} (eenmanszaak, eigenaar {s['person']}) · {', '.join(s['address'])} · {s['mail']}",
        f"KvK {s['kvk']} · BTW-id {s['vat_printed']} · IBAN {stdnum_iban.format(f['iban'])} · BIC {s['bic']} · "
        f"Algemene voorwaarden op {s['web']}"], size='6.6pt', align='center')
    css = base_css('14mm 16mm 20mm 16mm', boxes, size='8.8pt') + f"""
.top td {{ vertical-align: top; line-height: 1.5; }}
.brand {{ font-size: 20pt; font-weight: bold; color: {s['colour']}; vertical-align: middle; }}
.title {{ font-size: 20pt; letter-spacing: 1px; text-align: right; color: #444; }}
.addr {{ width: 100%; margin-top: 10mm; }}
.addr td {{ vertical-align: top; line-height: 1.5; }}
.label {{ font-size: 7.8pt; font-weight: bold; color: {s['colour']}; text-transform: uppercase; }}
.meta td {{ padding: 0.5mm 0 0.5mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
.lines {{ margin-top: 9mm; }}
.lines th {{ text-align: left; font-size: 7.8pt; padding: 1.6mm 2mm; background: {s['colour']}; color: white; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.8mm 2mm; }}
.lines tbody tr:nth-child(even) td {{ background: #f2f7f0; }}
.totals {{ margin: 4mm 0 0 auto; }}
.totals td {{ padding: 1.1mm 2mm 1.1mm 14mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.2px solid #333; }}
.pay {{ margin-top: 8mm; border: 1.2px solid {s['colour']}; padding: 3mm 4mm; line-height: 1.6; }}
.kenmerk {{ font-size: 12pt; font-weight: bold; letter-spacing: 0.5px; }}
"""
    meta = [('Factuurnummer', e(f['number'])), ('Factuurdatum', f['date']), ('Vervaldatum', f['due']),
            ('Bestelnummer', e(f['order'])), ('Besteldatum', f['ordered']), ('Betaalmethode', 'Op rekening')]
    rows = ''.join(f"<tr><td>{e(line['text'])}</td><td>{line['code']}</td><td class=num>{qty(line['qty'])}</td>"
                   f"<td class=num>{money(line['price'])}</td><td class=num>{rate_text(line['rate'])}%</td>"
                   f"<td class=num>{money(line['amount'])}</td></tr>" for line in f['lines'])
    totals = [('', 'Subtotaal excl. btw', money(f['net']))]
    totals += [('', f"Btw {rate_text(tax['rate'])}% over {money(tax['base'])}", money(tax['tax']))
               for tax in f['taxes']]
    totals += [('', 'Totaal btw', money(f['tax'])), ('total', 'Totaal incl. btw', money(f['gross']))]
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{logo(s['colour'], s['shape'])} <span class="brand">{e(s['brand'])}</span><br>
<span class="small">{e(s['tagline'])}</span></td><td><div class="title">FACTUUR</div></td></tr></table>
<table class="addr"><tr>
<td style="width:36%"><div class="label">Factuuradres</div><b class="nw">{e(c['name'])}</b><br>
{address(c['address'])}</td>
<td style="width:28%"><div class="label">Verzendadres</div>{address(f['ship_to'])}</td>
<td><table class="meta" style="margin-left:auto">
{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in meta)}</table></td></tr></table>
<table class="lines"><thead><tr><th>Product</th><th>Artikelnr.</th><th class=num>Aantal</th>
<th class=num>Prijs excl.</th><th class=num>Btw</th><th class=num>Totaal excl.</th></tr></thead>
<tbody>{rows}</tbody></table>
<table class="totals">{''.join(f"<tr class='{cls}'><td>{label}</td><td class=num>{value}</td></tr>"
                               for cls, label, value in totals)}</table>
<div class="pay">Je hebt gekozen voor betalen op rekening. Maak het totaalbedrag van <b>{money(f['gross'])}</b>
uiterlijk {f['due']} over naar {stdnum_iban.format(f['iban'])} t.n.v. {e(s['name'])} en vermeld daarbij het
betalingskenmerk:<br><span class="kenmerk">Betalingskenmerk {f['reference_printed']}</span></div>
<p>Vragen over je bestelling? Mail ons op {s['mail']}. Bedankt voor je bestelling!</p>"""
    return document('nl', css, body)


Pages = {'us_quickbooks': page_us_quickbooks, 'us_template': page_us_template, 'us_freshbooks': page_us_freshbooks,
         'ca_wave': page_ca_wave, 'ca_credit': page_ca_credit, 'ca_qc': page_ca_qc, 'lu_fr': page_lu_fr,
         'lu_de': page_lu_de, 'lu_en': page_lu_en, 'nl_kor': page_nl_kor, 'nl_verlegd': page_nl_verlegd,
         'nl_webshop': page_nl_webshop}
Layouts = {
    'us_quickbooks': 'QuickBooks Online invoice: seller top left, logo top right, "INVOICE", "BILL TO" and "SHIP TO" '
                     'beside an uppercase label–value list (INVOICE #, DATE, DUE DATE, TERMS), a row of labels over '
                     'values (P.O. NUMBER, SHIP VIA, PROJECT), unruled table with a service date per line, SUBTOTAL, '
                     '"Sales Tax (8.875%)" and TOTAL in plain numbers, "BALANCE DUE $…", remittance with ACH routing '
                     'number in the message; the date month first with a day of 12 or less',
    'us_template': 'word-processor "sales invoice" template: centred letterhead (the logo\'s words over the legal '
                   'name), "INVOICE" at the right with the number and the date written out, BILL TO / SHIP TO, a '
                   'ruled row of labels over values (SALESPERSON, JOB, P.O. #, DELIVERY DATE, PAYMENT TERMS, DUE '
                   'DATE), ruled grid with empty rows, totals in ruled cells under the grid, "Please make checks '
                   'payable to …"',
    'us_freshbooks': 'FreshBooks invoice: logo top left, seller top right, four columns of labels over values '
                     '(Billed To; Date of Issue, Due Date; Invoice Number, PO Number; Amount Due (USD)), items over '
                     'descriptions, sales tax on the starred taxable items only, "Amount Paid", "Amount Due (USD)", '
                     'remittance with ACH routing number; EIN and page number in the foot',
    'ca_wave': 'online accounting service (Wave): logo top left, "INVOICE" and the seller top right with "GST/HST No. '
               '… RT0001", "BILL TO" beside a right-aligned label–value list ending in "Amount Due (CAD)", coloured '
               'heading band, items over descriptions with service dates, "HST (13%)", EFT and Interac e-Transfer',
    'ca_credit': 'QuickBooks Desktop "Credit Memo": seller top left with GST and PST numbers, title top right over a '
                 'ruled Date / Credit No. box, ruled "Customer" box, ruled row naming the invoice it applies to '
                 '(with its date, P.O. and RA numbers), ruled grid with a negative restocking fee, "GST (5%)", '
                 '"PST (7%)", "Total Credit"; amounts positive',
    'ca_qc': 'Québec printer\'s invoice in French: seller top left, "FACTURE" over a label–value list top right, the '
             'job at the left and "Facturer à" at the right, table with horizontal rules, "Sous-total", "TPS (5 %)", '
             '"TVQ (9,975 %)", "Total", amounts "1 234,56 $", dates ISO and written out; NEQ, TPS and TVQ numbers in '
             'the foot',
    'lu_fr': 'Luxembourg caterer\'s "FACTURE": logo\'s words over the legal name top left, customer at the right '
             'with its VAT number, a row of ruled boxes with labels over values, table with horizontal rules, VAT '
             'recap (3% and 17%) beside "Total HTVA", "Total TVA", "Total TTC", framed payment block with the '
             'creditor reference ("Communication : RF…"); RCS, business permit and share capital in the foot',
    'lu_de': 'Luxembourg electrician\'s "Rechnung": seller top right, sender\'s line over the window at the left, '
             'ruled information box with "Ihre Bestell-Nr.", fully ruled grid of materials and hours, '
             '"Nettobetrag", "MwSt. 17 %", "Rechnungsbetrag"; number, date and page at the top of each page, firm, '
             'register and bank in three columns in the foot',
    'lu_en': 'Luxembourg fund-services firm\'s invoice: centred letterhead (the logo\'s words over the legal name), '
             '"INVOICE", customer at the left with its VAT number, label–value list at the right, unruled table '
             'with the period\'s dates in the descriptions, "VAT 17% on EUR …" and "VAT 14% on EUR …", "Total '
             'amount due"; dates day first with a day of 12 or less; register and business permit in the foot',
    'nl_kor': 'freelancer\'s (eenmanszaak) invoice from a word processor: serif letterhead top right, customer at '
              'the left, label–value list, unruled table of hours, one "Totaal", "Vrijgesteld van btw op grond van '
              'de kleineondernemersregeling (KOR)" (no VAT: VatAmount 0, net = gross), payment "binnen 14 dagen" in '
              'a sentence (due date not printed); KvK, BTW-id and IBAN in the foot',
    'nl_verlegd': 'subcontractor\'s (B.V.) invoice: seller top left, customer at the right in a frame with its VAT '
                  'number, a row of ruled boxes with labels over values, fully ruled grid of hours per week and '
                  'materials with "verlegd" in the VAT column, "Totaal excl. btw", "Btw verlegd", "Te betalen" '
                  '(VatAmount 0, net = gross), reverse-charge sentence with both VAT numbers; KvK and page number in '
                  'the foot',
    'nl_webshop': 'webshop\'s (eenmanszaak) invoice: the shop\'s logo and domain top left, the legal name only in '
                  'the foot, "FACTUUR" top right, "Factuuradres" and "Verzendadres" beside a label–value list with '
                  '"Bestelnummer", striped unruled table at 9% and 21%, "Btw 9% over …", "Totaal incl. btw", the '
                  '16-digit betalingskenmerk in a framed block; KvK, BTW-id and IBAN in the foot',
}


# --- The firms and what they sell ------------------------------------------------------------------------------------

# Each invoice: language, country, layout, the number's pattern, date style, money style, the tax, due days (None:
# none, a credit memo), whether the due date is printed, the order's pattern, the seller, the customer, the lines
# (catalogue and count, or a builder) and the pages it should run to. A catalogue's item: code, text, unit, lowest
# and highest price in cents, VAT rate (or whether a US sales tax applies) and the quantities to choose from.
Plan = [
    dict(language='en', country='US', layout='us_quickbooks', number='{n1000}', dates='us', money='usd',
         tax=('sales', [('Sales Tax', Decimal('8.875'))]), due=30, order='FV-{d4}', pages=1, ambiguous=True,
         seller=dict(name='Greenpoint Sign Works LLC', address=['214 Franklin Street', 'Brooklyn, NY 11222'],
                     phone='(718) 555-0143', mail='billing@greenpointsignworks.com',
                     web='www.greenpointsignworks.com', colour='#1a7f5a', light='#e3f2ec', shape='squares',
                     district='02', bank='Kings County Savings Bank'),
         customer=dict(name='Ferro & Vance Architects PC', address=['55 Water Street, 12th Floor',
                                                                    'New York, NY 10041']),
         ship_to=['Ferro & Vance Architects PC', 'Attn: Dana Ferro', '410 Atlantic Avenue, 3rd Floor',
                  'Brooklyn, NY 11217'], ship_via='Our truck', project='Atlantic Ave studio fit-out',
         items=[('Design', 'Layout, proofs and shop drawings for lobby and conference signage', 'ea', 35000, 55000,
                 True, [1]),
                ('Signage:Dimensional', 'Brushed aluminum dimensional letters, 8 in. high, stud-mounted, '
                                        '"FERRO & VANCE"', 'ea', 145000, 210000, True, [1]),
                ('Signage:Vinyl', 'Frosted vinyl privacy band, conference room glass, 36 ft run', 'ea', 42000, 68000,
                 True, [1, 2]),
                ('Signage:ADA', 'ADA room ID signs with Grade 2 Braille, 8 x 8 in.', 'ea', 6500, 8900, True,
                 [12, 18, 24]),
                ('Signage:Directory', 'Wall-mounted directory, acrylic with standoffs, 24 x 36 in.', 'ea', 58000,
                 79000, True, [1]),
                ('Installation', 'On-site installation, 2-person crew (hours)', 'hr', 9500, 12500, True, [6, 8, 10]),
                ('Delivery', 'Delivery within NYC', 'ea', 7500, 12500, True, [1])],
         count=6, always=1),
    dict(language='en', country='US', layout='us_template', number='{y}-{n:03d}', dates='us_long', money='usd',
         tax=('sales', [('Sales Tax', Decimal('8.25'))]), due=15, order='PO-{d5}', pages=1,
         seller=dict(brand='Bluebonnet Kitchen', name='Bluebonnet Catering Company, LLC',
                     address=['1408 South Congress Avenue', 'Austin, TX 78704'], phone='(512) 555-0187',
                     mail='events@bluebonnetkitchen.com', colour='#3b5ba5', light='#e6ebf5'),
         customer=dict(name='Pedernales Software Inc.', address=['Accounts Payable', 'P.O. Box 26410',
                                                                 'Austin, TX 78755']),
         ship_to=['Pedernales Software Inc.', 'Attn: Maria Delgado, Office Manager', '500 West 2nd Street, 19th Floor',
                  'Austin, TX 78701'], salesperson='Rosa Medina', project='Quarterly all-hands lunch',
         items=[('BK-110', 'Boxed lunch – smoked brisket sandwich, side, cookie', 'ea', 1650, 2150, True,
                 [40, 60, 80]),
                ('BK-115', 'Boxed lunch – vegetarian (grilled portobello wrap)', 'ea', 1450, 1850, True, [8, 12]),
                ('BK-210', 'Breakfast taco tray (serves 12)', 'ea', 6500, 8900, True, [2, 3, 4]),
                ('BK-305', 'Garden salad bowl, house vinaigrette (serves 15)', 'ea', 4500, 6500, True, [2, 3]),
                ('BK-410', 'Iced tea and lemonade service, per gallon', 'gal', 1800, 2600, True, [6, 8, 10]),
                ('BK-520', 'Dessert platter – pecan bars and lemon squares (24 pc)', 'ea', 4200, 5600, True, [2, 3]),
                ('SV-100', 'Event staff, 2 servers (hours)', 'hr', 3500, 4500, True, [8, 10, 12]),
                ('SV-200', 'Delivery, setup and pickup', 'ea', 7500, 12500, True, [1])],
         count=7, always=1),
    dict(language='en', country='US', layout='us_freshbooks', number='{n:07d}', dates='us', money='usd',
         tax=('sales', [('Sales Tax', Decimal('6.625'))]), due=30, order='{d6}', pages=2, builder='msp',
         seller=dict(brand='RARITAN BAY TECH', name='Raritan Bay Technology Group, Inc.',
                     address=['100 Bayard Street, Suite 402', 'New Brunswick, NJ 08901'], phone='(732) 555-0190',
                     web='www.raritanbaytech.com', colour='#0e6e8c', shape='bolt', district='03',
                     bank='Garden State Community Bank', remit='P.O. Box 1187, New Brunswick, NJ 08903'),
         customer=dict(name='Shore Point Family Dentistry, P.A.', address=['1840 Highway 35, Suite 3',
                                                                           'Wall Township, NJ 07719'])),
    dict(language='en', country='CA', layout='ca_wave', number='{n400}', dates='us_long', money='usd',
         tax=('ca', [('HST', Decimal(13))]), due=30, order=None, pages=2, builder='hvac',
         seller=dict(name='Maple Ridge Mechanical Ltd.', short='Maple Ridge Mechanical',
                     address=['6750 Davand Drive, Unit 12', 'Mississauga, ON L5T 2K9'], phone='905-555-0162',
                     mail='service@mapleridgemechanical.ca', colour='#b91c1c', shape='roof',
                     bank='TD Canada Trust', institution='004'),
         customer=dict(name='Lakeshore Property Management Corp.',
                       address=['2300 Lake Shore Blvd. W, Suite 810', 'Toronto, ON M8V 1B6'],
                       contact='Attn: Accounts Payable')),
    dict(language='en', country='CA', layout='ca_credit', number='{n1000}', dates='iso', money='usd',
         tax=('ca', [('GST', Decimal(5)), ('PST', Decimal(7))]), due=None, order=None, pages=1, credit=True,
         seller=dict(name='Coastline Office Interiors Corp.',
                     address=['4480 Still Creek Drive, Unit 105', 'Burnaby, BC V5C 6C6'], phone='604-555-0178',
                     mail='orders@coastlineinteriors.ca'),
         customer=dict(name='Fraser Delta Engineering Ltd.', address=['1055 West Georgia Street, Suite 2100',
                                                                      'Vancouver, BC V6E 3P3']),
         items=[('CH-MESH-BK', 'Task chair, mesh back, adjustable arms, black', 'ea', 34900, 42900, True, [3, 4, 6]),
                ('DK-FRM-2M', 'Height-adjustable desk frame, dual motor, white', 'ea', 64900, 78900, True, [1, 2]),
                ('MA-DUAL', 'Monitor arm, dual, gas spring, clamp mount', 'ea', 18900, 23900, True, [2, 3, 4]),
                ('PED-3D', 'Mobile pedestal, 3 drawers, lockable, grey', 'ea', 27900, 32900, True, [1, 2])],
         count=3),
    dict(language='fr', country='CA', layout='ca_qc', number='{yy}-{n:04d}', dates='iso', money='cad_fr',
         tax=('ca', [('TPS', Decimal(5)), ('TVQ', Decimal('9.975'))]), due=30, order=None, pages=1,
         seller=dict(name='Imprimerie Boréale inc.', tagline='Impression numérique et offset · Grand format',
                     address=['2875, boul. Le Corbusier', 'Laval (Québec) H7L 4J5'], phone='450 555-0134',
                     mail='comptes@imprimerieboreale.ca', colour='#0f5f8a', shape='circle', place='Laval'),
         customer=dict(name='Clinique vétérinaire des Mille-Îles inc.',
                       address=['1200, boul. du Curé-Labelle', 'Blainville (Québec) J7C 2M1'],
                       contact='À l\'attention de Dre Julie Lavoie'),
         project='Campagne printemps : dépliants, affiches et cartes de rendez-vous',
         items=[('CP-2C', 'Cartes professionnelles 3,5 × 2 po, recto verso, 500 ex.', 'lot', 6900, 9500, True,
                 [2, 3, 4]),
                ('DP-3V', 'Dépliants 3 volets 8,5 × 11 po, papier glacé 100 lb', 'ex.', 28, 45, True,
                 [2500, 5000]),
                ('AF-1824', 'Affiches 18 × 24 po, papier satiné', 'ex.', 1450, 2200, True, [10, 20, 25]),
                ('CR-RDV', 'Cartes de rendez-vous, 1 couleur, 1 000 ex.', 'lot', 8500, 11900, True, [2, 3]),
                ('INF-H', 'Infographie et préparation des fichiers (heures)', 'h', 6500, 8500, True, [2, 3, 4]),
                ('LIV', 'Livraison à Blainville', 'forfait', 3500, 5500, True, [1])],
         count=5),
    dict(language='fr', country='LU', layout='lu_fr', number='{y}/{n:04d}', dates='fr', money='eur_after',
         tax=('vat', None), due=30, order=None, pages=1, reference='RF',
         seller=dict(brand='Schintgen', name='Traiteur Schintgen S.à r.l.',
                     tagline='Traiteur · Pâtisserie · Réceptions', address=["12, rue de l'Alzette",
                                                                          'L-4010 Esch-sur-Alzette'],
                     phone='+352 26 55 12 34', mail='info@schintgen.lu', colour='#8a2b2b', shape='circle',
                     bank_code='001', bic='BCEELULL', bank="Banque et Caisse d'Épargne de l'État",
                     vat='{LU}'),
         customer=dict(name='Fiduciaire Reuter & Associés S.A.', attention="À l'attention de Mme Carole Reuter",
                       address=['45, boulevard Royal', 'L-2449 Luxembourg'], vat='{LU}'),
         builder='reception'),
    dict(language='de', country='LU', layout='lu_de', number='RE{yy}-{n:04d}', dates='dot', money='eur_after',
         tax=('vat', None), due=30, order='BE-{y}-{d4}', pages=2, builder='electrical',
         seller=dict(name='Elektro Thill S.à r.l.', tagline='Elektroinstallationen · Beleuchtung · Photovoltaik',
                     address=['23, route de Diekirch', 'L-9085 Ettelbruck'], phone='+352 81 55 43',
                     mail='info@elektro-thill.lu', colour='#c2410c', shape='bolt', bank_code='002', bic='BILLLULL',
                     bank='Banque Internationale à Luxembourg', vat='{LU}', clerk='Hr. Thill'),
         customer=dict(name='Immobilière Wagner S.A.', attention='z. Hd. Herrn Marc Wagner',
                       address=['7, rue de la Gare', 'L-9233 Diekirch'], vat='{LU_spaced}'),
         project='Résidence Sauerdall, 14 Wohnungen, rue du Pont, Ettelbruck'),
    dict(language='en', country='LU', layout='lu_en', number='MFS-{y}-{n:05d}', dates='slash', money='eur_code',
         tax=('vat', None), due=30, order=None, pages=1, ambiguous=True, builder='fund',
         seller=dict(brand='MERIDIAN', name='Meridian Fund Services S.A.',
                     address=['2, rue Edward Steichen', 'L-2540 Luxembourg'], phone='+352 27 44 18 00',
                     mail='billing@meridian-funds.lu', colour='#1f3a5f', bank_code='003', bic='BGLLLULL',
                     bank='BGL BNP Paribas', vat='{LU_spaced}'),
         customer=dict(name='Northbridge Capital Holdings S.à r.l.', attention='Attn: Board of Managers',
                       address=['15, avenue John F. Kennedy', 'L-1855 Luxembourg'], vat='{LU}')),
    dict(language='nl', country='NL', layout='nl_kor', number='{y}-{n:03d}', dates='dash', money='eur_before',
         tax=('none', None), due=14, due_printed=False, order=None, pages=1, kor=True,
         seller=dict(name='Tekstbureau Marieke Jansen', tagline='Tekst · Redactie · Copywriting',
                     address=['Oudegracht 211', '3511 NH Utrecht'], phone='06 55 31 72 48',
                     mail='marieke@tekstbureaujansen.nl', colour='#7a3e65', bank='INGB', sole=True,
                     vat='{NL}', holder='M. Jansen', person='Marieke Jansen'),
         customer=dict(name='Uitgeverij Noordkaap B.V.', attention='t.a.v. de heer R. Wiersma',
                       address=['Postbus 1247', '9701 BE Groningen']),
         project='Jubileumuitgave "50 jaar Noordkaap"',
         items=[('', 'Interviews en research (incl. uitwerken)', 'uur', 6500, 7500, 0, [6, 8, 10]),
                ('', 'Schrijven hoofdstukken 3 t/m 5', 'uur', 6500, 7500, 0, [14, 18, 22]),
                ('', 'Eindredactie en verwerken correcties', 'uur', 6500, 7500, 0, [4, 6]),
                ('', 'Reiskosten Utrecht – Groningen v.v. (2 ritten)', 'rit', 4200, 4200, 0, [2])],
         count=4),
    dict(language='nl', country='NL', layout='nl_verlegd', number='{y}{n:04d}', dates='dash', money='eur_before',
         tax=('none', None), due=30, order='IO-{y}-{d4}', pages=2, builder='subcontract',
         seller=dict(name='Timmerbedrijf Van der Linden B.V.', tagline='Timmerwerk · Montage · Prefab',
                     address=['Industrieweg 42', '3762 EK Soest'], phone='035 555 41 20',
                     mail='administratie@vanderlindentimmerwerk.nl', colour='#1e5a3c', shape='roof', bank='RABO',
                     bic='RABONL2U', sole=False, vat='{NL}'),
         customer=dict(name='Bouwbedrijf Hoekstra & Zn. B.V.', attention='t.a.v. crediteurenadministratie',
                       address=['Nijverheidsweg 18', '3812 PM Amersfoort'], vat='{NL}'),
         project='De Eemhof, 24 app.'),
    dict(language='nl', country='NL', layout='nl_webshop', number='TT{y}-{n:05d}', dates='nl', money='eur_before',
         tax=('vat', None), due=14, order='{n10000}', pages=1, reference='kenmerk',
         seller=dict(brand='theetuin.nl', name='Theetuin Vermeulen', tagline='Losse thee, theewaren en meer',
                     address=['Kerkstraat 14', "5211 KH 's-Hertogenbosch"], mail='klantenservice@theetuin.nl',
                     web='theetuin.nl', colour='#3f7d3a', shape='circle', bank='KNAB', bic='KNABNL2H', sole=True,
                     vat='{NL}', person='J.P. Vermeulen'),
         customer=dict(name='Lunchroom De Zoete Inval V.O.F.', address=['Hinthamerstraat 88',
                                                                        "5211 MS 's-Hertogenbosch"]),
         ship_to=['Lunchroom De Zoete Inval', 't.a.v. Femke Smits', 'Hinthamerstraat 88',
                  "5211 MS 's-Hertogenbosch"],
         items=[('TT-1021', 'Earl Grey Blue Flower, losse thee 500 g', 'st', 1450, 1950, 9, [2, 3, 4]),
                ('TT-1104', 'Sencha biologisch, losse thee 500 g', 'st', 1890, 2490, 9, [1, 2, 3]),
                ('TT-1210', 'Rooibos Vanille, losse thee 500 g', 'st', 1290, 1690, 9, [2, 3]),
                ('TT-1302', 'Verse muntthee-mix gedroogd, 250 g', 'st', 890, 1190, 9, [2, 4]),
                ('TT-2010', 'Theepot glas met filter, 1,2 l', 'st', 2450, 3250, 21, [2, 3]),
                ('TT-2105', 'Theeglazen dubbelwandig, set van 6', 'set', 2290, 2790, 21, [2, 4]),
                ('TT-2220', 'Theefilters papier, maat M (doos 100)', 'doos', 395, 595, 21, [5, 10]),
                ('TT-9001', 'Verzendkosten (zakelijk, 2 colli)', 'st', 895, 895, 21, [1])],
         count=7, always=0, last=True),
]

Hvac = [('Service call – no heat', 'RTU-{unit}: diagnosed failed hot surface ignitor, replaced and tested'),
        ('Service call – no cooling', 'RTU-{unit}: low refrigerant, leak found at service valve, repaired and '
                                      'recharged'),
        ('Service call – noisy unit', 'RTU-{unit}: condenser fan motor bearing worn, motor replaced'),
        ('Service call – thermostat', 'Suite {suite}: programmable thermostat not holding setpoint, replaced'),
        ('Service call – water leak', 'AHU-{unit}: condensate drain blocked, cleared and flushed, float switch '
                                      'added')]
HvacParts = [('Hot surface ignitor, 80V', 6800, 9400), ('Condenser fan motor, 1/3 HP, 825 RPM', 32900, 41900),
             ('Refrigerant R-410A (lb)', 4500, 6200), ('Programmable thermostat, commercial', 18900, 24900),
             ('Condensate float switch', 4200, 5900), ('Pleated filters 20x25x2, MERV 11 (case 12)', 11900, 14900),
             ('V-belt A42', 1600, 2400)]
Sites = ['1270 Matheson Blvd. E, Mississauga', '3100 Dixie Road, Mississauga', '455 Evans Avenue, Etobicoke']
Technicians = ['R. Singh', 'M. Tremblay', 'J. Kowalski']

Hardware = [('Dell OptiPlex 7020 Micro', 'Intel Core i5, 16 GB RAM, 512 GB SSD, Windows 11 Pro, 3-yr ProSupport',
             89900, 104900, [3, 4, 6]),
            ('Dell 24" monitor P2425H', 'IPS, 1920 x 1200, height-adjustable stand', 21900, 25900, [3, 4, 6]),
            ('Ubiquiti UniFi U7 Pro access point', 'Wi-Fi 7, PoE, ceiling mount', 18900, 21900, [2, 3]),
            ('Ubiquiti UniFi Switch Pro 24 PoE', '24-port Gigabit PoE+ switch, rack mount', 79900, 89900, [1]),
            ('APC Back-UPS Pro 1500VA', 'Battery backup for front desk and server closet', 22900, 27900, [1, 2]),
            ('Cat6 patch cables, 7 ft (10-pack)', 'Blue, snagless', 2900, 3900, [2, 3]),
            ('Logitech MK540 keyboard and mouse', 'Wireless combo, USB receiver', 4900, 6400, [3, 4, 6])]
Labor = ['Workstation deployment, front desk and operatories 1–3', 'Network cabling and access point installation',
         'Switch configuration, VLANs for imaging and guest Wi-Fi', 'Data migration from old front desk PC',
         'Dentrix client install and imaging bridge test', 'Printer and scanner setup, check scanner driver',
         'Backup verification and UPS shutdown test', 'Remote support: Outlook profile, e-mail on phones',
         'On-site: X-ray sensor driver issue, operatory 2', 'Staff training: new workstations and MFA']

Reception = [('Cocktail dînatoire, 8 pièces salées par personne', 'pers.', 2800, 3600, 3),
             ('Plateau de fromages luxembourgeois et pains', 'pers.', 650, 900, 3),
             ('Mignardises et verrines sucrées, 3 pièces par personne', 'pers.', 550, 800, 3),
             ('Eaux, jus de fruits et softs (forfait par personne)', 'pers.', 350, 500, 3),
             ('Crémant de Luxembourg Brut, bouteille 75 cl', 'bt.', 1450, 1900, 17),
             ('Vins de la Moselle (Rivaner, Pinot gris), bouteille 75 cl', 'bt.', 1250, 1650, 17),
             ('Personnel de service (heures)', 'h', 3900, 4600, 17),
             ('Location de verrerie, vaisselle et mange-debout', 'forfait', 18000, 26000, 17)]

Electrical = [('K-NYM315', 'Mantelleitung NYM-J 3x1,5 mm², Ring 100 m', 'Ring', 6900, 8900, [2, 3, 4]),
              ('K-NYM325', 'Mantelleitung NYM-J 3x2,5 mm², Ring 50 m', 'Ring', 5900, 7500, [2, 3]),
              ('K-NYM510', 'Mantelleitung NYM-J 5x10 mm²', 'm', 690, 890, [25, 40]),
              ('K-CAT7', 'Datenkabel Cat. 7 S/FTP, Ring 100 m', 'Ring', 11900, 14900, [1, 2]),
              ('R-ROHR20', 'Isolierrohr flexibel M20, Ring 50 m', 'Ring', 1990, 2690, [4, 6]),
              ('D-UP68', 'Unterputzdose Ø 68 mm, tief', 'Stk.', 42, 69, [120, 180]),
              ('D-HW68', 'Hohlwanddose Ø 68 mm', 'Stk.', 65, 95, [40, 60]),
              ('S-WS', 'Wechselschalter, reinweiß, mit Rahmen', 'Stk.', 790, 1090, [28, 42]),
              ('S-SD', 'Steckdose Schuko, reinweiß, mit Rahmen', 'Stk.', 690, 990, [84, 112]),
              ('S-SD2', 'Doppelsteckdose Schuko, reinweiß', 'Stk.', 1290, 1690, [14, 28]),
              ('S-TAE', 'Datendose 2x RJ45 Cat. 6A, UP', 'Stk.', 1890, 2490, [14, 28]),
              ('V-UV4', 'Unterverteilung 4-reihig, 48 TE, UP, mit Tür', 'Stk.', 18900, 23900, [14]),
              ('V-FI40', 'FI-Schutzschalter 40 A / 30 mA, 4-polig', 'Stk.', 3900, 4900, [14, 28]),
              ('V-LS16', 'Leitungsschutzschalter B16, 1-polig', 'Stk.', 390, 590, [112, 140]),
              ('V-LS32', 'Leitungsschutzschalter B32, 3-polig', 'Stk.', 2190, 2790, [14]),
              ('V-ZS', 'Zählerschrank 2 Zählerplätze, APZ', 'Stk.', 42900, 51900, [2]),
              ('L-DL', 'LED-Einbaustrahler 6 W, 3000 K, weiß', 'Stk.', 1690, 2290, [56, 84]),
              ('L-AL', 'LED-Außenleuchte mit Bewegungsmelder', 'Stk.', 4900, 6900, [8, 12]),
              ('L-TR', 'LED-Treppenhausleuchte 18 W, mit Sensor', 'Stk.', 5900, 7900, [8, 10]),
              ('B-RM', 'Rauchwarnmelder, 10-Jahres-Batterie', 'Stk.', 1990, 2790, [42, 56]),
              ('B-KL', 'Klingelanlage 14 Parteien, Edelstahl, Video', 'Stk.', 189000, 229000, [1]),
              ('E-PA', 'Potentialausgleichsschiene mit Abdeckung', 'Stk.', 1490, 1990, [2, 3]),
              ('K-KB', 'Kabelbinder, Dübel, Befestigungsmaterial (pauschal)', 'psch.', 14000, 22000, [1]),
              ('PV-WR', 'Vorbereitung PV: Leerrohr Dach – Technikraum, 25 m', 'Stk.', 18000, 26000, [1])]


def make_line(code, text, unit, quantity, price, rate=None, taxable=True, day=''):
    amount = (quantity * price).quantize(CENT, ROUND_HALF_UP)
    return dict(code=code, text=text, unit=unit, qty=quantity, price=price, rate=rate, taxable=taxable,
                amount=amount, day=day)


def month_days(issued, count, style):
    """`count` working days of the month before the invoice, in order, as `style` writes them."""
    last = issued.replace(day=1) - datetime.timedelta(days=1)
    days = [last.replace(day=d) for d in range(1, last.day + 1) if last.replace(day=d).weekday() < 5]
    return [date_text(day, style) for day in sorted(rng.sample(days, count))]


def lines_for(plan, issued):
    """The invoice's lines, from its catalogue (in the catalogue's order) or its builder."""
    builder = plan.get('builder')
    lines = []
    if builder == 'msp':  # an IT firm's month at a dental practice: hardware (taxable), labor, the monthly fee
        for name, text, lo, hi, quantities in Hardware:
            lines.append(make_line(name, text, 'ea', Decimal(rng.choice(quantities)), price_in(lo, hi)))
        days = month_days(issued, len(Labor), 'us')
        rate = price_in(12500, 16500)
        for day, task in zip(days, Labor):
            lines.append(make_line(f'Labor – {day}', f"{task} (technician {rng.choice(['M. Alvarez', 'K. Oduya'])})",
                                   'hr', Decimal(rng.choice(['1.5', '2', '3', '4', '5.5', '6'])), rate,
                                   taxable=False))
        lines.append(make_line('Managed IT services – monthly agreement', 'Monitoring, patching, antivirus and '
                               'help desk for 12 endpoints', 'mo', Decimal(1), price_in(89000, 119000),
                               taxable=False))
    elif builder == 'hvac':  # a month of service calls at a property manager's three buildings
        days = month_days(issued, 7, 'us_short')
        rate = price_in(12500, 14500)
        for day in days:
            call, text = rng.choice(Hvac)
            site = rng.choice(Sites)
            hours = Decimal(rng.choice(['1.5', '2', '2.5', '3', '4']))
            lines.append(make_line(f'{call} – {site}', f"{day}: " + text.format(unit=rng.randint(1, 6),
                                                                                 suite=rng.randint(101, 420))
                                   + f". Technician {rng.choice(Technicians)}.", 'hr', hours, rate))
            if rng.random() < 0.7:
                part, lo, hi = rng.choice(HvacParts)
                lines.append(make_line(part, f'Supplied and installed, {day}', 'ea',
                                       Decimal(rng.choice([1, 1, 2])), price_in(lo, hi)))
        lines.append(make_line('Preventive maintenance – quarterly', 'Filters, belts, coils and controls check on '
                               '9 rooftop units at three sites, report attached', 'ea', Decimal(1),
                               price_in(185000, 240000)))
        lines.append(make_line('Truck charge', f'{len(days)} service visits', 'ea', Decimal(len(days)),
                               price_in(6500, 8500)))
    elif builder == 'reception':  # a firm's reception for its guests
        guests = Decimal(rng.choice([60, 80, 120]))
        for text, unit, lo, hi, rate in Reception:
            quantity = guests if unit == 'pers.' else Decimal(
                {'bt.': int(guests / 3), 'h': rng.choice([16, 20, 24]), 'forfait': 1}[unit])
            lines.append(make_line('', text, unit, quantity, price_in(lo, hi), Decimal(rate)))
    elif builder == 'electrical':  # a block of flats' installation: materials, then the hours
        for code, text, unit, lo, hi, quantities in Electrical:
            lines.append(make_line(code, text, unit, Decimal(rng.choice(quantities)), price_in(lo, hi), Decimal(17)))
        lines.append(make_line('AL-GES', 'Arbeitsleistung Elektromeister', 'Std.', Decimal(rng.choice([24, 32, 40])),
                               price_in(7200, 8200), Decimal(17)))
        lines.append(make_line('AL-MON', 'Arbeitsleistung Monteur', 'Std.', Decimal(rng.choice([180, 220, 260])),
                               price_in(5600, 6400), Decimal(17)))
        lines.append(make_line('AL-HLF', 'Arbeitsleistung Helfer', 'Std.', Decimal(rng.choice([120, 160])),
                               price_in(3900, 4600), Decimal(17)))
        lines.append(make_line('FZ', 'Fahrzeug- und Werkzeugpauschale', 'psch.', Decimal(1), price_in(35000, 48000),
                               Decimal(17)))
    elif builder == 'fund':  # a quarter's corporate services for a holding company
        quarter = (issued.month - 1) // 3
        start = datetime.date(issued.year, 3 * quarter + 1, 1)
        end = (start.replace(month=start.month + 2, day=28) + datetime.timedelta(days=4))
        end = end - datetime.timedelta(days=end.day)
        period = f"{date_text(start, 'slash')} – {date_text(end, 'slash')}"
        meeting = date_text(issued - datetime.timedelta(days=rng.randint(10, 30)), 'slash')
        for text, lo, hi, rate in [
                (f'Domiciliation and registered office services, period {period}', 250000, 350000, 17),
                (f'Corporate secretarial services: board meeting of {meeting}, minutes and RCS filings', 180000,
                 260000, 17),
                (f'Accounting and quarterly financial reporting, period {period}', 320000, 450000, 17),
                (f'Safekeeping and administration of securities, period {period}', 90000, 140000, 14)]:
            lines.append(make_line('', text, '', Decimal(1), price_in(lo, hi), Decimal(rate)))
    elif builder == 'subcontract':  # a month of carpentry on a building site, per week and carpenter
        last = issued.replace(day=1) - datetime.timedelta(days=1)
        monday = last.replace(day=1)
        monday += datetime.timedelta(days=(7 - monday.weekday()) % 7)
        rate = price_in(5200, 5800)
        while monday.month == last.month:
            for name in ['J. van der Linden', 'T. Bos', 'K. Yilmaz', 'M. de Groot']:
                task = rng.choice(['casco blok A', 'casco blok B', 'kozijnen stellen', 'binnenwanden'])
                lines.append(make_line(f"wk {monday.isocalendar()[1]} ({date_text(monday, 'dash')})",
                                       f'Timmerwerk {task}, {name}', 'uur', Decimal(rng.choice([32, 36, 38, 40])),
                                       rate, Decimal(0)))
            monday += datetime.timedelta(days=7)
        for code, text, unit, lo, hi, quantities in [
                ('mat.', 'Bevestigingsmiddelen en kit (volgens bon)', 'post', 18000, 32000, [1]),
                ('mat.', 'Huur steigermateriaal', 'week', 9500, 12500, [3, 4]),
                ('mat.', 'Kraanuren, inclusief machinist', 'uur', 9500, 11500, [6, 8])]:
            lines.append(make_line(code, text, unit, Decimal(rng.choice(quantities)), price_in(lo, hi), Decimal(0)))
    else:
        always, items = plan.get('always', 0), plan['items']
        if plan.get('last'):  # the last item (shipping) always, after the chosen ones
            chosen = sorted(rng.sample(range(len(items) - 1), plan['count'] - 1)) + [len(items) - 1]
        else:
            chosen = list(range(always)) + sorted(rng.sample(range(always, len(items)), plan['count'] - always))
        for index in chosen:
            code, text, unit, lo, hi, rate, quantities = items[index]
            taxable = rate if isinstance(rate, bool) else True
            lines.append(make_line(code, text, unit, Decimal(str(rng.choice(quantities))), price_in(lo, hi),
                                   None if isinstance(rate, bool) else Decimal(rate), taxable))
    if plan.get('credit'):  # a restocking fee on the undamaged items, taken off the credit
        fee = (lines[0]['amount'] * Decimal('0.15')).quantize(CENT, ROUND_HALF_UP)
        lines.append(make_line('RESTOCK', f"Restocking fee 15% – {lines[0]['text'].split(',')[0].lower()}, "
                               'returned undamaged', 'ea', Decimal(1), -fee))
    return lines


def totals_for(plan, lines):
    """The taxes as the page prints them, each rounded half up once on its base: [{name, rate, base, tax}], the net,
    the taxes' sum and the gross."""
    kind, taxes = plan['tax']
    net = sum(line['amount'] for line in lines)
    result = []
    if kind == 'sales':  # on the taxable lines only
        name, rate = taxes[0]
        base = sum(line['amount'] for line in lines if line['taxable'])
        result.append(dict(name=name, rate=rate, base=base, tax=(base * rate / 100).quantize(CENT, ROUND_HALF_UP)))
    elif kind == 'ca':  # each on the net
        for name, rate in taxes:
            result.append(dict(name=name, rate=rate, base=net, tax=(net * rate / 100).quantize(CENT, ROUND_HALF_UP)))
    elif kind == 'vat':  # per rate, from the highest down
        bases = {}
        for line in lines:
            bases[line['rate']] = bases.get(line['rate'], Decimal(0)) + line['amount']
        for rate, base in sorted(bases.items(), reverse=True):
            result.append(dict(name='VAT', rate=rate, base=base,
                               tax=(base * rate / 100).quantize(CENT, ROUND_HALF_UP)))
    tax = sum((t['tax'] for t in result), Decimal(0))
    return result, net, tax, net + tax


# --- The invoices ----------------------------------------------------------------------------------------------------

os.makedirs(out_dir, exist_ok=True)
for index, plan in enumerate(Plan):
    language, layout, country = plan['language'], plan['layout'], plan['country']
    issued = made.invoice_date()
    if plan.get('ambiguous'):  # a day of 12 or less, not the month's own number: it reads both month and day first
        day = rng.randint(1, 12)
        while day == issued.month:
            day = rng.randint(1, 12)
        issued = issued.replace(day=day)
    n = max(2, int(issued.timetuple().tm_yday * rng.uniform(0.05, 0.5)))
    number = plan['number'].format(y=issued.year, yy=f'{issued:%y}', n=n, n400=400 + n, n1000=1000 + n * 3)

    def show(day):
        return date_text(day, plan['dates'])

    # The seller and the customer, with their valid numbers.
    s, c = dict(plan['seller']), dict(plan['customer'])
    seller_vat = buyer_vat = iban = None
    if country == 'US':
        s['ein'] = employer_number()
        if s.get('district'):  # paid by ACH (otherwise by check)
            s['routing'], s['account'] = routing_number(s['district']), digits(10)
    elif country == 'CA':
        s['bn'], s['transit'], s['account'] = business_number(), digits(5), digits(7)
        s['pst'] = f'PST-{digits(4)}-{digits(4)}'
        s['qst'], s['neq'] = '12' + digits(8), '11' + digits(8)
    elif country == 'LU':
        seller_vat, buyer_vat = lu_vat(), lu_vat()
        forms = {'LU': seller_vat, 'LU_spaced': f'LU {seller_vat[2:]}'}
        s['vat_printed'] = s['vat'].format(**forms)
        c['vat_printed'] = c['vat'].format(LU=buyer_vat, LU_spaced=f'LU {buyer_vat[2:]}')
        iban = lu_iban(s['bank_code'])
        s['rcs'] = f"B{rng.randint(150000, 290000)}"
        s['permit'] = f"{rng.randint(10010000, 10180000)}/{rng.randint(0, 2)}"
    else:
        seller_vat = sole_trader_btw() if s['sole'] else company_btw()
        s['vat_printed'] = seller_vat
        s['kvk'] = str(rng.randint(60000000, 99999999))
        iban = made.iban('NL', s['bank'])
        if c.get('vat'):
            buyer_vat = company_btw()
            c['vat_printed'] = buyer_vat

    lines = lines_for(plan, issued)
    taxes, net, tax, gross = totals_for(plan, lines)
    assert net == sum(line['amount'] for line in lines) and gross > 0
    assert sum(t['tax'] for t in taxes) == tax

    due_day = issued + datetime.timedelta(days=plan['due']) if plan['due'] else None
    order = plan['order'].format(y=issued.year, d4=digits(4), d5=digits(5), d6=digits(6),
                                 n10000=10000 + n * 7) if plan['order'] else None
    reference = reference_printed = None
    if plan.get('reference') == 'RF':
        reference, reference_printed = creditor_reference(f'{issued:%y}{n:04d}{digits(4)}')
    elif plan.get('reference') == 'kenmerk':
        reference, reference_printed = betalingskenmerk()
    if layout == 'us_quickbooks':  # a service date on each line, within the month before
        for line, day in zip(lines, month_days(issued, len(lines), 'us')):
            line['day'] = day
    original_day = issued - datetime.timedelta(days=rng.randint(20, 45))
    last_month = issued.replace(day=1) - datetime.timedelta(days=1)
    facts = dict(
        seller=s, customer=c, number=number, date=show(issued), due=show(due_day) if due_day else None,
        due_days=plan['due'], order=order, lines=lines, taxes=taxes, net=net, tax=tax, gross=gross, iban=iban,
        reference_printed=reference_printed, ship_to=plan.get('ship_to'), ship_via=plan.get('ship_via'),
        project=plan.get('project'), salesperson=plan.get('salesperson'), terms=f"Net {plan['due']}",
        client_code=f'{rng.randint(1, 9)}{digits(4)}', delivered=show(issued - datetime.timedelta(days=2)),
        original=str(int(number) - rng.randint(6, 30)) if plan.get('credit') else None,
        original_date=show(original_day), original_order=f'FDE-{digits(5)}', ra=f'RA-{digits(4)}',
        work_order=f'BT-{digits(5)}', date_long=date_text(issued, 'fr'),
        event=date_text(issued - datetime.timedelta(days=rng.randint(3, 9)), 'fr'),
        period=f"{date_text(last_month.replace(day=1), plan['dates'])} – {date_text(last_month, plan['dates'])}",
        ordered=show(issued - datetime.timedelta(days=1)),
    )
    if country == 'CA' and language == 'fr':
        facts['terms'] = f"Net {plan['due']} jours"
    if layout == 'lu_en':
        quarter_start = datetime.date(issued.year, 3 * ((issued.month - 1) // 3) + 1, 1)
        facts['period'] = f"Q{(issued.month - 1) // 3 + 1} {issued.year}"
        assert quarter_start <= issued

    base = f'us-ca-lu-{index + 1:02d}-{language}'
    printed = print_html(Pages[layout](facts), base, work, out_dir)
    flat = ' '.join(printed.replace(NBSP, ' ').split())
    money, plain = MONEY[plan['money']], PLAIN[plan['money']]

    def flat_of(text):
        return ' '.join(text.replace(NBSP, ' ').split())

    # Every value of the truth, as the page prints it.
    expected = [number, facts['date'], s['name'], c['name'], plain(net), plain(gross), money(gross)]
    expected += [plain(t['tax']) for t in taxes]
    if len(taxes) > 1 and country in ('LU', 'NL'):
        expected.append(plain(tax))
    if due_day:
        expected.append(facts['due'] if plan.get('due_printed', True) else f"binnen {plan['due']} dagen")
    if plan.get('credit'):
        expected += ['Credit Memo', f"Applies to invoice {facts['original']}.", '-' + en(-lines[-1]['amount'])]
    expected += [value for value in (order, reference_printed) if value]
    for value in expected:
        assert flat_of(value) in flat, (base, value)
    # The numbers and their check digits.
    compact = printed.replace(' ', '').replace(NBSP, '')
    if country == 'US':
        assert 'IBAN' not in printed
        if s.get('routing'):
            assert us_rtn.is_valid(s['routing']) and f"Routing number {s['routing']}" in flat.replace(
                'Routing ', 'Routing number ').replace('number number', 'number') and s['account'] in flat
        if layout == 'us_freshbooks':
            assert us_ein.is_valid(s['ein']) and f"EIN {s['ein']}" in flat
        if layout == 'us_template':
            assert 'Please make checks payable to' in flat
    elif country == 'CA':
        assert ca_bn.is_valid(s['bn'] + 'RT0001') and f"{s['bn']} RT0001" in flat and 'IBAN' not in printed
        if language == 'fr':
            assert f"No TVQ : {s['qst']} TQ0001" in flat and f"No TPS : {s['bn']} RT0001" in flat
    else:
        assert stdnum_iban.is_valid(iban) and iban in compact, (base, iban)
        assert seller_vat in compact and (not buyer_vat or buyer_vat in compact), (base, seller_vat, buyer_vat)
    if country == 'LU':
        assert lu_tva.is_valid(seller_vat) and lu_tva.is_valid(buyer_vat)
        assert s['rcs'] in flat and s['permit'] in flat
        if reference:
            assert iso11649.is_valid(reference) and f'Communication : {reference_printed}' in flat
    if country == 'NL':
        assert nl_btw.is_valid(seller_vat) and f"KvK {s['kvk']}" in flat
        if s['sole']:  # the sole trader's VAT id: mod 97, not the RSIN's eleven-test
            assert mod_97_10.is_valid(seller_vat) and not nl_bsn.is_valid(seller_vat[2:11])
        else:
            assert nl_bsn.is_valid(seller_vat[2:11]) and seller_vat.endswith('B01')
        if buyer_vat:
            assert nl_btw.is_valid(buyer_vat)
        if reference:
            assert len(reference) == 16 and int(reference[0]) == kenmerk_check(reference[1:])
            assert f'Betalingskenmerk {reference_printed}' in flat
        if plan.get('kor'):
            assert 'kleineondernemersregeling' in flat and tax == 0
        if layout == 'nl_verlegd':
            assert 'Btw verlegd' in flat and tax == 0
    pages = printed.count('\f')
    assert pages == plan['pages'], (base, pages)

    description = Layouts[layout]
    if pages > 1:
        description += f'; {len(lines)} lines over two pages'
    write_truth(out_dir, base, invoice_truth(
        language=language, layout=layout, country=country, description=description, number=number, issued=issued,
        due_day=due_day, currency={'US': 'USD', 'CA': 'CAD'}.get(country, 'EUR'), net=net, tax=tax, gross=gross, iban=iban,
        name=s['name'], vat=seller_vat, kvk=s['kvk'] if country == 'NL' else None, order=order, reference=reference,
        buyer={'Name': c['name'], **({'VatNumber': buyer_vat} if buyer_vat else {})}))
    print(base, layout, number, issued, gross, f'{len(lines)} lines', f'{pages} pages')
