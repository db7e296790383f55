"""Prints long invoices of made-up wholesalers, contractors, printers, IT resellers, caterers, hauliers and suppliers
of spare parts of the Netherlands, Flanders, the United Kingdom, Ireland, Germany, Austria, Switzerland, Wallonia,
France and Luxembourg as HTML pages through Debian's Chromium, as PDFs of two to four pages with their truth beside
them: an accuracy set for finding the amounts, the number and the dates among what a long document repeats and
carries over from page to page (running subtotals, page heads, group subtotals, payment-discount amounts, a transfer
form, general terms).

The situations, one per invoice as its main theme:
- `nl_transport`: a Dutch fresh-food wholesaler's monthly invoice to a brasserie over three pages, the running
  subtotal at the foot of pages 1 and 2 ("Transporteren € …") and again at the head of the next page ("Transport €
  …"); the totals with a VAT specification at 9% and 21% on page 3 only; a betalingskenmerk.
- `be_slip`: a Flemish printer's invoice over two pages (a book and a magazine at 6%, other print at 21%), a
  VAT summary and, at the foot of the last page, a Belgian transfer form ("Overschrijving") that repeats the amount,
  the IBAN, the BIC and the structured communication.
- `nl_credit`: a Dutch agricultural spare-parts supplier's credit note ("CREDITFACTUUR") over two pages: each
  returned part with the invoice it was sold on, its date and the return number; amounts printed positive.
- `gb_page_head`: a British IT reseller's invoice over three pages, each page under a head "Invoice … · date ·
  Account … · Page n of 3"; hardware with its serial numbers, licences and services; the totals on page 3.
- `ie_groups`: an Irish haulier's invoice of three weeks' loads over two pages, each group with its docket number,
  the customer's order reference, the collection and delivery dates and its own subtotal; no order number for the
  invoice as a whole; VAT at 23%.
- `gb_last_page`: a British catering wholesaler's delivered-goods invoice over two pages: a long list with VAT codes
  Z and S and nothing else on page 1; the VAT analysis (0% and 20%) and the totals on page 2 only.
- `de_uebertrag`: a German electrical wholesaler's invoice over four pages: "Zwischensumme / Übertrag" at the foot of
  pages 1 to 3 and "Übertrag von Seite …" at the head of pages 2 to 4; prices per 100 and line discounts.
- `at_skonto`: an Austrian catering wholesaler's invoice over two pages at 10% and 20% whose terms print a second,
  smaller amount and an earlier date: "bei Zahlung bis … abzüglich 3 % Skonto (EUR …) = EUR …", and the net date.
- `ch_page_head`: a Swiss printer's invoice over three pages in CHF, each page under the head "Rechnung … · Datum ·
  Kunden-Nr. … · Seite n von 3"; jobs at 2.6% (a magazine, a book) and 8.1%; "Zahlbar innert 30 Tagen netto".
- `be_report`: a Walloon roofer's final invoice to a private couple over two pages, works in lots, "À reporter"
  at the foot and "Report" at the head of the next page; 6% (a dwelling older than ten years) and 21% (a garden
  shed); the structured communication.
- `fr_cgv`: a Lyon caterer's invoice for a seminar over two pages at 5.5%, 10% and 20% with a VAT summary, then a
  third page of general terms of sale in two columns full of amounts, percentages and dates ("Article 6", "40 €").
- `lu_remise`: a Luxembourg office-supplies firm's invoice over two pages where a 3% loyalty discount and the
  carriage stand between the lines' total and the net; an RF creditor reference.

The truth's amounts are what the invoice charges as a whole: the net (after the discount and the carriage), the
VAT (each rate's rounded once), the gross to be paid; never a carried or brought-forward amount, a group's
subtotal, the lines' total before the discount, or the amount less the payment discount. The credit note's amounts
are positive, as printed, and it has no due date. DueDate is the printed due date or the net date of the terms
(not the payment-discount date); where only the terms are printed it is the date of issue plus those days.
PurchaseOrderNumber is the buyer's order number printed once for the whole invoice in its head; the orders of the
haulier's groups are not. RelationName is the legal entity that issues the invoice, as the page prints it.

Needs chromium, fonts-dejavu-core, poppler-utils and python3-stdnum. Run with:

    /usr/bin/python3 scripts/corpus/long_invoices_invoices.py OUT_DIR [NUMBER …]

(with the documents' numbers, 1 to 12, after OUT_DIR to print only those; the others are still drawn, so that each
prints the same whether alone or with all).
"""
import datetime
import os
import re
import tempfile
from decimal import ROUND_HALF_UP, Decimal

from corpus_output import (
    MONEY, address, arguments, base_css, check_numbers, check_values, date_text, document, e, flat_of, invoice_truth,
    logo, multi_box, occurrences, page_box, pairs, print_html, qty, rate_text, spaced, unit_price, vat_totals,
    write_truth, amount_ch as chf, amount_de as de, amount_en as en, amount_fr as fr,
)
from made_up import MadeUp, check_seller, creditor_reference, iban_of, kenmerk_check, vat_printed
from stdnum import ean
from stdnum import iso11649
from stdnum.be import iban as be_iban
from stdnum.be import vat as be_vat
from stdnum.ch import uid as ch_uid
from stdnum.de import vat as de_vat
from stdnum.gb import vat as gb_vat
from stdnum.ie import vat as ie_vat
from stdnum.nl import bsn as nl_bsn
from stdnum.nl import btw as nl_btw

out_dir, only = arguments()
work = tempfile.mkdtemp()
made = MadeUp(20261209, dutch_banks=['RABO', 'INGB'])
rng, digits, price_in = made.rng, made.digits, made.price_in
CENT = Decimal('0.01')


# --- How the countries write amounts, and the page parts the invoices share -------------------------------------------

# The shared amount styles, and the one this set adds: the code after a Flemish amount.
Money = dict(MONEY, eur_code=lambda value: f'{de(value)} EUR')


def counted(where, lines, size='7pt', colour='#444', align='left', bold=False):
    """A page-margin box of several lines whose text may hold "{page}" and "{pages}", the page's number and the count
    of pages: the head a long invoice repeats on every page."""
    text = '\n'.join(lines).replace('\\', '\\\\').replace('"', '\\"')
    parts = []
    for piece in re.split(r'(\{page\}|\{pages\})', text):
        if piece in ('{page}', '{pages}'):
            parts.append(f'counter({piece[1:-1]})')
        elif piece:
            parts.append('"' + piece.replace('\n', '\\A ') + '"')
    return (f"@{where} {{ content: {' '.join(parts)}; white-space: pre; font-family: 'DejaVu Sans'; font-size: {size}; "
            f"color: {colour}; text-align: {align};{' font-weight: bold;' if bold else ''} line-height: 1.4; }}")


def not_first(css, *boxes):
    """The style sheet with the named margin boxes left empty on the first page."""
    empty = ' '.join(f'@{where} {{ content: none; }}' for where in boxes)
    return css.replace('@page {', f'@page :first {{ {empty} }}\n@page {{', 1)


def chunks_of(lines, sizes):
    """The lines in the pages' portions: `sizes` lines on each page but the last, the rest on the last."""
    out, start = [], 0
    for size in sizes:
        out.append(lines[start:start + size])
        start += size
    out.append(lines[start:])
    assert all(out), sizes
    return out


def running(chunks):
    """The running subtotals carried from each page but the last to the next: the lines' amounts so far."""
    totals, so_far = [], Decimal(0)
    for chunk in chunks[:-1]:
        so_far += sum(line['amount'] for line in chunk)
        totals.append(so_far)
    return totals


def scissors():
    """A cut line with a pair of scissors, over a form to tear off."""
    return ("<div class='cut'><span>✂</span></div>")


# --- The pages: the Netherlands and Flanders -------------------------------------------------------------------------

def page_nl_transport(f):
    """A fresh-food wholesaler's invoice over three pages: the logo, the name and its trade at the top left, contacts
    at the right; the customer in the window, "FACTUUR" over a label–value list at the right; a ruled table of
    article numbers, packs, VAT rates and amounts; at the foot of pages 1 and 2 "Transporteren" with the amount so far,
    at the head of pages 2 and 3 a line naming the invoice and "Transport" with the same amount; the totals, the VAT
    per rate and the payment with the betalingskenmerk on page 3; the B.V., KvK, VAT number and bank in the foot with
    "Blad n van 3"."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    boxes = (multi_box('bottom-left', [
        f"{s['name']} · {' · '.join(s['address'])} · KvK {s['kvk']} · btw {s['vat_printed']}",
        f"Rabobank · IBAN {spaced(f['iban'])} · BIC RABONL2U · Algemene leveringsvoorwaarden gedeponeerd bij de "
        "KvK."], size='6.2pt') +
        page_box('bottom-right', 'Blad ', ' van ', size='7pt'))
    css = base_css('12mm 14mm 20mm 16mm', boxes, size='8.2pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.name {{ font-size: 20pt; font-weight: bold; color: {s['colour']}; vertical-align: middle; letter-spacing: 1px; }}
.trade {{ font-size: 8pt; color: #4d7c0f; font-style: italic; }}
.contact {{ text-align: right; font-size: 7.6pt; line-height: 1.45; color: #444; }}
.window {{ margin-top: 12mm; line-height: 1.5; font-size: 9.2pt; }}
.title {{ font-size: 16pt; font-weight: bold; color: {s['colour']}; letter-spacing: 2px; margin: 8mm 0 2mm; }}
.meta td {{ padding: 0.4mm 0 0.4mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #555; padding-left: 0; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ background: {s['colour']}; color: white; text-align: left; font-size: 7.3pt; padding: 1.2mm 1.6mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.9mm 1.6mm; border-bottom: 0.3px solid #d4d4d4; white-space: nowrap; font-size: 7.7pt; }}
.lines tr.carry td {{ font-weight: bold; background: #ecfccb; border-top: 1px solid {s['colour']};
  border-bottom: 1px solid {s['colour']}; padding: 1.4mm 1.6mm; }}
.cont {{ font-size: 8pt; color: #444; border-bottom: 0.6px solid #999; padding-bottom: 1mm; }}
.next {{ break-before: page; }}
.totals {{ margin: 5mm 0 0 auto; }}
.totals td {{ padding: 1mm 2mm 1mm 12mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.2px solid #333; }}
.pay {{ margin-top: 7mm; line-height: 1.6; background: #f7fee7; padding: 3mm 4mm; }}
"""
    meta = [('Factuurnummer', e(f['number'])), ('Factuurdatum', f['date']), ('Klantnummer', r['client']),
            ('Periode', r['period']), ('Route', e(r['route'])), ('Vervaldatum', f['due'])]
    head = ("<tr><th>Datum</th><th>Pakbon</th><th>Artikel</th><th>Omschrijving</th><th>Verpakking</th>"
            "<th class=num>Aantal</th><th class=num>Prijs</th><th class=num>Btw</th><th class=num>Bedrag</th></tr>")

    def rows(chunk):
        return ''.join(f"<tr><td class=nw>{x['day']}</td><td>{x['slip']}</td><td>{x['code']}</td>"
                       f"<td>{e(x['text'])}</td><td class=nw>{e(x['unit'])}</td><td class=num>{qty(x['qty'])}</td>"
                       f"<td class=num>{de(x['price'])}</td>"
                       f"<td class=num>{rate_text(x['rate'])}%</td><td class=num>{de(x['amount'])}</td></tr>"
                       for x in chunk)
    pages = []
    for i, chunk in enumerate(f['chunks']):
        brought = (f"<tr class='carry'><td colspan=8>Transport</td><td class=num>{money(f['carries'][i - 1])}</td>"
                   "</tr>" if i else '')
        carried = (f"<tr class='carry'><td colspan=8>Transporteren</td><td class=num>{money(f['carries'][i])}</td>"
                   "</tr>" if i < len(f['chunks']) - 1 else '')
        cont = (f"<div class='cont'>Vervolg factuur {e(f['number'])} van {f['date']} · {e(c['name'])} · klantnummer "
                f"{r['client']}</div>" if i else '')
        pages.append(f"<div class='{'next' if i else ''}'>{cont}<table class='lines'><thead>{head}</thead>"
                     f"<tbody>{brought}{rows(chunk)}{carried}</tbody></table></div>")
    vats = ''.join(f"<tr><td>Btw {rate_text(rate)}% over {money(base)}</td><td class=num>{money(tax)}</td></tr>"
                   for rate, (base, tax) in sorted(f['per_rate'].items()))
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{logo(s['colour'], s['shape'])} <span class="name">{e(s['display'])}</span><br>
<span class="trade">{e(s['tagline'])}</span></td>
<td class="contact">{address(s['address'])}<br>T {s['phone']}<br>{s['mail']}<br>{s['web']}</td></tr></table>
<table style="width:100%"><tr><td style="width:55%;vertical-align:top"><div class="window">{e(c['name'])}<br>
{e(c['attention'])}<br>{address(c['address'])}</div></td>
<td style="vertical-align:top"><div class="title">FACTUUR</div>{pairs(meta)}</td></tr></table>
{''.join(pages)}
<table class="totals"><tr><td>Totaal excl. btw</td><td class=num>{money(f['net'])}</td></tr>{vats}
<tr><td>Totaal btw</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Totaal te betalen</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="pay">Wij verzoeken u het totaalbedrag vóór {f['due']} over te maken op {spaced(f['iban'])} ten name van
{e(s['name'])}, met vermelding van betalingskenmerk <b>{f['reference_printed']}</b>.<br>
Fust en kratten worden bij de volgende levering retour genomen en apart verrekend.</div>"""
    return document('nl', css, body)


def page_be_slip(f):
    """A Flemish printer's invoice over two pages: a serif name over a thin rule with the trade and the address at
    the top, the customer at the right (Belgian window); "Factuur" and a ruled block of eight labelled cells; the lines
    per job, each job a heading with its own rate; page 2 the rest of the lines, the VAT summary per rate, the totals,
    the terms and, at the foot, a Belgian transfer form under a cut line: "Overschrijving" with the amount, the
    beneficiary's IBAN, BIC, name and address, the customer as the one who orders the transfer and the structured
    communication; the company, its register and its bank in the foot of each page."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    boxes = (multi_box('bottom-center', [
        f"{s['name']} · {' · '.join(s['address'])} · BTW {s['vat_printed']} · RPR Gent, afdeling Brugge",
        f"Belfius Bank · IBAN {spaced(f['iban'])} · BIC GKCCBEBB · Klachten schriftelijk binnen 8 dagen na "
        "ontvangst van de factuur."], size='6.2pt', align='center') +
        page_box('top-right', f"Factuur {f['number']} – blad ", '/', size='7pt'))
    css = not_first(base_css('12mm 15mm 19mm 17mm', boxes, size='8.4pt'), 'top-right') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.firm {{ font-family: 'DejaVu Serif', serif; font-size: 21pt; color: {s['colour']}; }}
.rule {{ border-bottom: 0.8px solid {s['colour']}; padding-bottom: 1.5mm; font-size: 7.6pt; color: #555; }}
.window {{ margin: 9mm 0 0 55%; line-height: 1.5; font-size: 9.2pt; }}
h1 {{ font-family: 'DejaVu Serif', serif; font-weight: normal; font-size: 17pt; margin: 6mm 0 2mm; }}
.grid {{ width: 100%; }}
.grid td {{ border: 0.7px solid #aaa; padding: 0.8mm 2mm 1.1mm; width: 25%; }}
.grid .l {{ font-size: 6.4pt; color: #777; text-transform: uppercase; letter-spacing: 0.3px; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ border-bottom: 1px solid #333; text-align: left; font-size: 7.4pt; padding: 1.2mm 1.6mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1mm 1.6mm; vertical-align: top; }}
.lines tr.job td {{ font-weight: bold; color: {s['colour']}; padding-top: 2.6mm; border-bottom: 0.4px solid #ccc; }}
.next {{ break-before: page; position: relative; height: 255mm; }}
.slip {{ position: absolute; left: 0; right: 0; bottom: 0; }}
.bottom {{ width: 100%; margin-top: 4mm; }}
.bottom td {{ vertical-align: top; }}
.recap th, .recap td {{ border: 0.6px solid #aaa; padding: 0.8mm 2mm; font-size: 7.6pt; }}
.totals {{ margin-left: auto; }}
.totals td {{ padding: 0.9mm 2mm 0.9mm 10mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.2pt; border-top: 1.2px solid #333; }}
.terms {{ font-size: 7.6pt; margin-top: 3mm; line-height: 1.5; }}
.cut {{ border-top: 1px dashed #888; margin-top: 7mm; position: relative; height: 3mm; }}
.cut span {{ position: absolute; top: -2.6mm; left: 4mm; background: white; font-size: 10pt; color: #666; }}
.form {{ background: #fdecec; border: 1px solid #d98c8c; padding: 2mm 3mm 3mm; font-size: 7.6pt; }}
.form .bank {{ font-weight: bold; font-size: 9pt; color: #9b2c2c; letter-spacing: 2px; }}
.form table {{ width: 100%; border-collapse: separate; border-spacing: 0 1.2mm; }}
.form td {{ vertical-align: top; }}
.form .l {{ font-size: 6.2pt; color: #9b2c2c; text-transform: uppercase; }}
.form .box {{ background: white; border: 0.7px solid #d98c8c; padding: 1mm 2mm; min-height: 4mm;
  font-family: 'DejaVu Sans Mono', monospace; font-size: 8.6pt; }}
"""
    grid = [[('Factuurnummer', e(f['number'])), ('Factuurdatum', f['date']), ('Vervaldatum', f['due']),
             ('Klantnummer', r['client'])],
            [('Uw bestelbon', e(f['order'])), ('Orderbevestiging', r['confirmation']),
             ('Leverdatum', r['delivery_date']), ('Contactpersoon', e(r['contact']))]]
    cells = ''.join('<tr>' + ''.join(f"<td><div class='l'>{label}</div>{value}</td>" for label, value in row)
                    + '</tr>' for row in grid)
    head = ("<tr><th>Omschrijving</th><th class=num>Aantal</th><th>Eenh.</th><th class=num>Eenheidsprijs</th>"
            "<th class=num>Btw</th><th class=num>Bedrag</th></tr>")

    def rows(jobs):
        out = ''
        for job, lines in jobs:
            out += f"<tr class='job'><td colspan=6>{e(job)}</td></tr>"
            out += ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{qty(x['qty'])}</td><td>{x['unit']}</td>"
                           f"<td class=num>{unit_price(x['price'], x['places'])}</td>"
                           f"<td class=num>{rate_text(x['rate'])}%</td><td class=num>{de(x['amount'])}</td></tr>"
                           for x in lines)
        return out
    first, second = f['pages_jobs']
    recap = ''.join(f"<tr><td class=num>{rate_text(rate)}%</td><td class=num>{de(base)}</td>"
                    f"<td class=num>{de(tax)}</td><td class=num>{de(base + tax)}</td></tr>"
                    for rate, (base, tax) in sorted(f['per_rate'].items()))
    body = f"""
<div class="firm">{e(s['display'])}</div>
<div class="rule">{e(s['tagline'])} · {e(' · '.join(s['address']))} · T {s['phone']} · {s['mail']} · {s['web']}</div>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>BTW {c['vat_printed']}</div>
<h1>Factuur</h1>
<table class="grid">{cells}</table>
<table class="lines"><thead>{head}</thead><tbody>{rows(first)}</tbody></table>
<div class="next"><table class="lines"><thead>{head}</thead><tbody>{rows(second)}</tbody></table>
<table class="bottom"><tr><td><table class="recap"><tr><th>Btw</th><th>Maatstaf</th><th>Btw-bedrag</th>
<th>Totaal</th></tr>{recap}</table></td>
<td><table class="totals"><tr><td>Totaal excl. btw</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Btw</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Te betalen</td><td class=num>{money(f['gross'])}</td></tr></table></td></tr></table>
<div class="terms">Betaalbaar uiterlijk op {f['due']} met de gestructureerde mededeling hieronder. Boeken en
tijdschriften: btw 6% (KB nr. 20, tabel A, rubriek XXVI); overige drukwerken: btw 21%.</div>
<div class="slip">{scissors()}
<div class="form"><span class="bank">OVERSCHRIJVING</span>
<table><tr><td style="width:48%"><div class="l">Uitvoeringsdatum</div><div class="box">&nbsp;</div></td>
<td style="width:4%"></td><td><div class="l">Bedrag EUR</div><div class="box">{de(f['gross'])}</div></td></tr>
<tr><td><div class="l">Rekening opdrachtgever (IBAN)</div><div class="box">&nbsp;</div></td><td></td>
<td><div class="l">Rekening begunstigde (IBAN)</div><div class="box">{spaced(f['iban'])}</div></td></tr>
<tr><td><div class="l">Naam en adres opdrachtgever</div><div class="box">{e(c['name'])}<br>
{e(', '.join(c['address']))}</div></td><td></td>
<td><div class="l">BIC begunstigde</div><div class="box">GKCCBEBB</div>
<div class="l" style="margin-top:1.2mm">Naam en adres begunstigde</div><div class="box">{e(s['name'])}<br>
{e(', '.join(s['address']))}</div></td></tr>
<tr><td><div class="l">Handtekening(en)</div><div class="box" style="min-height:8mm">&nbsp;</div></td><td></td>
<td><div class="l">Mededeling</div><div class="box">{f['reference_printed']}</div></td></tr></table></div>
</div></div>"""
    return document('nl', css, body)


def page_nl_credit(f):
    """A spare-parts supplier's credit note over two pages: a bold name with a tractor-red square and its trade at the
    top left, the contacts at the right; "CREDITFACTUUR" in a red band over a label–value list beside the customer;
    a note; each credited part with its code, the invoice it was sold on and its date, the return number and the
    reason under it in grey; "Creditfactuur … (vervolg) – pagina 2 van 2" at the top of page 2; the totals and the
    settling with the next invoices; the B.V., KvK, VAT number and bank in the foot."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    boxes = (multi_box('bottom-center', [
        f"{s['name']} · {', '.join(s['address'])} · KvK {s['kvk']} · Btw-nr. {s['vat_printed']} · ING Bank "
        f"IBAN {spaced(f['iban'])} · BIC INGBNL2A", "Onze leveringen geschieden volgens de Metaalunievoorwaarden, "
        "gedeponeerd ter griffie van de rechtbank Den Haag."], size='6.2pt', align='center') +
        page_box('top-right', f"Creditfactuur {f['number']} (vervolg) – pagina ", ' van ', size='7.2pt'))
    css = not_first(base_css('13mm 15mm 19mm 15mm', boxes, size='8.4pt'), 'top-right') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.name {{ font-size: 15pt; font-weight: bold; color: #1f2937; vertical-align: middle; }}
.sq {{ display: inline-block; width: 9mm; height: 9mm; background: {s['colour']}; vertical-align: middle;
  margin-right: 2mm; }}
.trade {{ font-size: 7.6pt; color: #555; margin-top: 1mm; }}
.contact {{ text-align: right; font-size: 7.6pt; color: #444; line-height: 1.45; }}
.parties {{ width: 100%; margin-top: 10mm; }}
.parties td {{ vertical-align: top; }}
.customer {{ line-height: 1.5; font-size: 9pt; }}
.band {{ background: {s['colour']}; color: white; font-size: 14pt; font-weight: bold; letter-spacing: 0.5px;
  padding: 1.5mm 3mm; }}
.meta {{ margin-top: 2mm; }}
.meta td {{ padding: 0.4mm 4mm 0.4mm 0; white-space: nowrap; }}
.meta td:first-child {{ color: #555; }}
.note {{ margin-top: 6mm; border-left: 3px solid {s['colour']}; padding: 1mm 3mm; line-height: 1.5; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ border-bottom: 1.2px solid #1f2937; text-align: left; font-size: 7.4pt; padding: 1.2mm 1.6mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1mm 1.6mm 0 1.6mm; vertical-align: top; }}
.lines tr.why td {{ font-size: 6.9pt; color: #666; padding: 0 1.6mm 1.2mm; border-bottom: 0.4px solid #ddd; }}
.lines tbody {{ break-inside: avoid; }}
.totals {{ margin: 4mm 0 0 auto; break-inside: avoid; }}
.totals td {{ padding: 1mm 2mm 1mm 12mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.2px solid #1f2937; }}
p {{ line-height: 1.55; }}
"""
    meta = [('Creditfactuurnummer', e(f['number'])), ('Datum', f['date']), ('Klantnummer', r['client']),
            ('Retourmelding', r['rma']), ('Behandeld door', e(r['clerk']))]
    body_rows = ''.join(
        f"<tbody><tr><td>{x['code']}</td><td>{e(x['text'])}</td><td class=num>{qty(x['qty'])}</td>"
        f"<td>{x['unit']}</td><td class=num>{de(x['price'])}</td><td class=num>{de(x['amount'])}</td></tr>"
        f"<tr class='why'><td></td><td colspan=5>geleverd op factuur {x['invoice']} van {x['invoice_date']} · "
        f"retour {x['return']} · {e(x['reason'])}</td></tr></tbody>" for x in f['lines'])
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td><span class="sq"></span><span class="name">{e(s['name'])}</span><div class="trade">{e(s['tagline'])}</div></td>
<td class="contact">{address(s['address'])}<br>Tel. {s['phone']}<br>{s['mail']}</td></tr></table>
<table class="parties"><tr><td style="width:50%"><div class="customer"><b>{e(c['name'])}</b><br>
{e(c['attention'])}<br>{address(c['address'])}</div></td>
<td><div class="band">CREDITFACTUUR</div>{pairs(meta)}</td></tr></table>
<div class="note">Wij crediteren u voor de onderdelen die u volgens retourmelding {r['rma']} aan ons heeft
teruggezonden en die door onze magazijndienst zijn goedgekeurd. Per onderdeel staat de oorspronkelijke factuur
vermeld.</div>
<table class="lines" style="width:100%"><thead><tr><th>Artikel</th><th>Omschrijving</th><th class=num>Aantal</th>
<th>Eenh.</th><th class=num>Prijs</th><th class=num>Bedrag</th></tr></thead>{body_rows}</table>
<table class="totals"><tr><td>Totaal excl. btw</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Btw {rate_text(rate)}%</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Totaal creditfactuur</td><td class=num>{money(f['gross'])}</td></tr></table>
<p style="margin-top:7mm">Het bedrag van deze creditfactuur verrekenen wij met uw eerstvolgende factuur. U hoeft
hiervoor niets te doen.</p>"""
    return document('nl', css, body)


# --- The pages: the United Kingdom and Ireland -----------------------------------------------------------------------

def page_gb_page_head(f):
    """An IT reseller's invoice over three pages, each page under a head: the firm at the top left and "Invoice … ·
    date" over "Account … · Page n of 3" at the top right. Page 1: the logo and the name, "SALES INVOICE" over a
    two-column block of labels and values, "Invoice To" and "Deliver To"; the lines, hardware with its serial numbers
    under it in small type, licences with their term, services; the totals, the terms and the bank on page 3; the
    company number and VAT number in the foot."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    boxes = (counted('top-left', [s['display']], size='8pt', colour=s['colour'], bold=True) +
             counted('top-right', [f"Invoice {f['number']} · {f['date']}", f"Account {r['account']} · Page {{page}} "
                                   "of {pages}"], size='7.4pt', align='right') +
             multi_box('bottom-center', [
                 f"{s['name']} · Registered in England and Wales No. {s['company_no']} · Registered office: "
                 f"{s['office']}", f"VAT Reg. No. {s['vat_printed']} · Title to goods passes on payment in full · "
                 "Returns only with an RMA number"], size='6.2pt', align='center'))
    css = base_css('20mm 14mm 18mm 14mm', boxes, size='8.3pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.name {{ font-size: 15pt; font-weight: bold; color: {s['colour']}; vertical-align: middle; }}
.tag {{ font-size: 7.4pt; color: #666; }}
.title {{ font-size: 15pt; font-weight: bold; text-align: right; letter-spacing: 1px; }}
.meta {{ margin: 2mm 0 0 auto; }}
.meta td {{ padding: 0.4mm 0 0.4mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #666; text-align: right; }}
.parties {{ width: 100%; margin-top: 6mm; }}
.parties td {{ vertical-align: top; width: 50%; line-height: 1.45; }}
.label {{ font-size: 7pt; font-weight: bold; color: {s['colour']}; text-transform: uppercase; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ background: #e5edf7; text-align: left; font-size: 7.3pt; padding: 1.3mm 1.6mm;
  border-bottom: 1px solid {s['colour']}; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.5mm 1.6mm 0.5mm; vertical-align: top; }}
.lines tr.sn td {{ font-size: 6.9pt; color: #555; padding: 0 1.6mm 0.5mm; font-family: 'DejaVu Sans Mono', monospace;
  }}
.lines tbody {{ border-bottom: 0.3px solid #ccc; }}
.lines tr {{ break-inside: avoid; }}
.end {{ break-inside: avoid; }}
.totals {{ margin: 4mm 0 0 auto; }}
.totals td {{ padding: 1mm 2mm 1mm 12mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.5px solid #111;
  border-bottom: 1.5px solid #111; }}
.terms {{ margin-top: 6mm; line-height: 1.55; }}
"""
    meta = [('Invoice No.', e(f['number'])), ('Invoice Date / Tax Point', f['date']), ('Account No.', r['account']),
            ('Your Order No.', e(f['order'])), ('Sales Order', r['sales_order']), ('Despatch Note', r['despatch']),
            ('Terms', f"{f['due_days']} days net"), ('Due Date', f['due'])]
    body_rows = ''
    for x in f['lines']:
        body_rows += (f"<tbody><tr><td class=nw>{x['code']}</td><td>{e(x['text'])}</td>"
                      f"<td class=num>{qty(x['qty'], False)}</td><td class=num>{en(x['price'])}</td>"
                      f"<td class=num>{rate_text(x['rate'], False)}%</td><td class=num>{en(x['amount'])}</td></tr>")
        if x.get('warranty'):
            body_rows += f"<tr class='sn'><td></td><td colspan=5>Warranty: {e(x['warranty'])}</td></tr>"
        if x.get('serials'):
            body_rows += ''.join(f"<tr class='sn'><td></td><td colspan=5>{x['label']} {value}</td></tr>"
                                 for value in x['serials'])
        elif x.get('term'):
            body_rows += f"<tr class='sn'><td></td><td colspan=5>{e(x['term'])}</td></tr>"
        body_rows += '</tbody>'
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{logo(s['colour'], s['shape'])} <span class="name">{e(s['name'])}</span><br>
<span class="tag">{e(s['tagline'])}</span><br><span class="tag">{e(', '.join(s['address']))} · {s['phone']} ·
{s['mail']}</span></td>
<td><div class="title">SALES INVOICE</div>{pairs(meta)}</td></tr></table>
<table class="parties"><tr>
<td><div class="label">Invoice To</div><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>{address(c['address'])}</td>
<td><div class="label">Deliver To</div>{address(r['deliver_to'])}</td></tr></table>
<table class="lines" style="width:100%"><thead><tr><th>Part No.</th><th>Description</th><th class=num>Qty</th>
<th class=num>Unit Price</th><th class=num>VAT</th><th class=num>Net</th></tr></thead>{body_rows}</table>
<div class="end"><table class="totals"><tr><td>Net Total</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>VAT @ {rate_text(rate, False)}%</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Invoice Total</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="terms"><b>Payment:</b> {f['due_days']} days net, due by {f['due']}. BACS to Barclays Bank plc, sort code
{s['sort_code']}, account {s['account']} · IBAN {spaced(f['iban'])} · BIC BARCGB22. Please quote the invoice
number.<br>Licences are supplied under the publisher's terms; the subscription terms run from the activation
dates shown.</div></div>"""
    return document('en', css, body)


def page_ie_groups(f):
    """A haulier's invoice of three weeks' loads: a dark band with the name and the trade at the top, the contacts
    under it; "Invoice" and a label–value list at the right, the customer at the left; one group per load, headed by
    its docket, the customer's order reference, the collection and the delivery with their dates, then its charges
    (haulage, fuel surcharge, extras) and "Docket … total"; "Total Net", "VAT @ 23%", "Total Due"; the terms and the
    bank; the CRO number, directors and VAT number in the foot with "Page n of 2"."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    boxes = (multi_box('bottom-left', [
        f"{s['name']} · Registered in Ireland No. {s['cro']} · Directors: {s['directors']}",
        f"VAT No. {s['vat_printed']} · All goods carried subject to the conditions of carriage of the Irish Road "
        "Haulage Association."], size='6.2pt') + page_box('bottom-right', 'Page ', ' of ', size='7pt'))
    css = base_css('13mm 15mm 18mm 15mm', boxes, size='8.4pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.band {{ background: {s['colour']}; color: white; padding: 5mm 6mm 4mm; border-radius: 2mm; }}
.band .name {{ font-size: 19pt; font-weight: bold; letter-spacing: 0.5px; }}
.band .tag {{ font-size: 8pt; color: #fde68a; letter-spacing: 2px; text-transform: uppercase; }}
.contact {{ font-size: 7.6pt; color: #444; margin-top: 2mm; }}
.parties {{ width: 100%; margin-top: 7mm; }}
.parties td {{ vertical-align: top; }}
.customer {{ line-height: 1.5; }}
.title {{ font-size: 15pt; font-weight: bold; color: {s['colour']}; }}
.meta td {{ padding: 0.4mm 4mm 0.4mm 0; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
.lines {{ margin-top: 6mm; width: 100%; }}
.lines th {{ text-align: left; font-size: 7.3pt; padding: 1.2mm 1.6mm; border-bottom: 1.2px solid #222; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.9mm 1.6mm; }}
.lines tr.load td {{ background: #fef3c7; font-size: 7.8pt; padding: 1.4mm 1.6mm; border-top: 0.8px solid #b45309; }}
.lines tr.sub td {{ border-top: 0.4px solid #999; font-style: italic; padding-bottom: 2.4mm; }}
.lines tbody {{ break-inside: avoid; }}
.totals {{ margin: 4mm 0 0 auto; break-inside: avoid; }}
.totals td {{ padding: 1mm 2mm 1mm 14mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.2px solid #222; }}
.terms {{ margin-top: 6mm; line-height: 1.55; break-inside: avoid; }}
"""
    meta = [('Invoice No.', e(f['number'])), ('Invoice Date', f['date']), ('Account', r['account']),
            ('Period', r['period']), ('Due Date', f['due'])]
    groups = ''
    for g in f['groups']:
        groups += (f"<tbody><tr class='load'><td colspan=4><b>Docket {g['docket']}</b> · Your ref. {g['ref']} · "
                   f"Collected {g['collected']} {e(g['from'])} → Delivered {g['delivered']} {e(g['to'])}</td></tr>")
        groups += ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{qty(x['qty'], False)}</td>"
                          f"<td class=num>{en(x['price'])}</td><td class=num>{en(x['amount'])}</td></tr>"
                          for x in g['lines'])
        groups += (f"<tr class='sub'><td colspan=3>Docket {g['docket']} total</td>"
                   f"<td class=num>{en(g['total'])}</td></tr></tbody>")
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<div class="band"><div class="name">{e(s['display'])}</div><div class="tag">{e(s['tagline'])}</div></div>
<div class="contact">{e(', '.join(s['address']))} · Tel {s['phone']} · {s['mail']}</div>
<table class="parties"><tr><td style="width:55%"><div class="customer"><b>{e(c['name'])}</b><br>
{e(c['attention'])}<br>{address(c['address'])}</div></td>
<td><div class="title">Invoice</div>{pairs(meta)}</td></tr></table>
<table class="lines"><thead><tr><th>Charge</th><th class=num>Qty</th><th class=num>Rate €</th>
<th class=num>Amount €</th></tr></thead>{groups}</table>
<table class="totals"><tr><td>Total Net</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>VAT @ {rate_text(rate, False)}%</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Total Due</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="terms">Terms: {f['due_days']} days from date of invoice. Please pay by EFT to Allied Irish Banks, p.l.c.,
IBAN {spaced(f['iban'])}, BIC AIBKIE2D, quoting invoice {e(f['number'])}.<br>Fuel surcharge reviewed monthly
against the CSO diesel index. Waiting time charged after the first two hours on site.</div>"""
    return document('en', css, body)


def page_gb_last_page(f):
    """A catering wholesaler's delivered-goods invoice over two pages in a condensed face: the name in capitals
    with its depot and contacts at the top left, "INVOICE" and a ruled box of labels and values at the right; the
    account's delivery address and the drop; a long list of codes, descriptions, packs, quantities, prices, VAT codes
    (Z, S) and values, nothing under it on page 1; on page 2 the VAT analysis per code, "Goods", "VAT", "INVOICE
    TOTAL", the due date and the sort code; "Page n of 2" and the company in the foot."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    cond = "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif"
    boxes = (multi_box('bottom-left', [
        f"{s['name']} · Registered in England No. {s['company_no']} · VAT Reg. No. {s['vat_printed']}",
        "Goods remain our property until paid for. Shortages must be noted on the delivery note at the time of "
        "delivery."], size='6.2pt') + page_box('bottom-right', 'Page ', ' of ', size='7.4pt'))
    css = base_css('12mm 13mm 18mm 13mm', boxes, font=cond, size='8pt') + f"""
.top td {{ vertical-align: top; }}
.name {{ font-size: 17pt; font-weight: bold; letter-spacing: 1px; color: {s['colour']}; }}
.depot {{ font-size: 7.6pt; line-height: 1.45; color: #333; margin-top: 1mm; }}
.title {{ font-size: 19pt; font-weight: bold; text-align: right; }}
.box {{ margin: 1mm 0 0 auto; border: 1px solid #333; }}
.box td {{ border: 0.5px solid #888; padding: 0.7mm 2mm; white-space: nowrap; }}
.box td:first-child {{ background: #eee; font-weight: bold; }}
.parties {{ width: 100%; margin-top: 5mm; }}
.parties td {{ vertical-align: top; width: 50%; line-height: 1.4; }}
.label {{ font-weight: bold; font-size: 7pt; text-transform: uppercase; color: #555; }}
.lines {{ margin-top: 4mm; }}
.lines th {{ border-top: 1px solid #333; border-bottom: 1px solid #333; text-align: left; font-size: 7.2pt;
  padding: 0.9mm 1.4mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.55mm 1.4mm; }}
.lines tr:nth-child(even) td {{ background: #f4f4f4; }}
.end {{ width: 100%; margin-top: 4mm; break-inside: avoid; }}
.end td {{ vertical-align: top; }}
.analysis th, .analysis td {{ border: 0.6px solid #777; padding: 0.8mm 2mm; }}
.totals {{ margin-left: auto; border: 1px solid #333; }}
.totals td {{ padding: 0.9mm 2.5mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10pt; background: #eee; border-top: 1px solid #333; }}
.terms {{ margin-top: 4mm; line-height: 1.5; break-inside: avoid; }}
"""
    meta = [('Invoice No.', e(f['number'])), ('Date / Tax Point', f['date']), ('Account', r['account']),
            ('Delivery Note', r['delivery_note']), ('Van / Drop', r['drop']), ('Rep', e(r['rep']))]
    rows = ''.join(f"<tr><td>{x['code']}</td><td>{e(x['text'])}</td><td class=nw>{e(x['unit'])}</td>"
                   f"<td class=num>{qty(x['qty'], False)}</td><td class=num>{en(x['price'])}</td>"
                   f"<td class=num>{x['vat_code']}</td><td class=num>{en(x['amount'])}</td></tr>" for x in f['lines'])
    codes = {Decimal(0): 'Z', Decimal(20): 'S'}
    analysis = ''.join(f"<tr><td>{codes[rate]}</td><td class=num>{rate:.2f}%</td><td class=num>{money(base)}</td>"
                       f"<td class=num>{money(tax)}</td></tr>" for rate, (base, tax) in sorted(f['per_rate'].items()))
    body = f"""
<table class="top" style="width:100%"><tr>
<td><div class="name">{e(s['display'])}</div><div class="depot">{address(s['address'])}<br>Orders {s['phone']} ·
{s['mail']}</div></td>
<td><div class="title">INVOICE</div><table class="box">{''.join(f'<tr><td>{a}</td><td>{b}</td></tr>'
                                                               for a, b in meta)}</table></td></tr></table>
<table class="parties"><tr>
<td><div class="label">Invoice to</div>{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</td>
<td><div class="label">Delivered to</div>{address(r['deliver_to'])}<br>Delivered {r['delivered']}</td></tr></table>
<table class="lines" style="width:100%"><thead><tr><th>Code</th><th>Description</th><th>Pack</th>
<th class=num>Qty</th><th class=num>Price</th><th class=num>VAT</th><th class=num>Value</th></tr></thead>
<tbody>{rows}</tbody></table>
<table class="end"><tr><td><table class="analysis"><tr><th>VAT code</th><th>Rate</th><th>Goods</th><th>VAT</th></tr>
{analysis}</table></td>
<td><table class="totals"><tr><td>Goods</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>VAT</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>INVOICE TOTAL</td><td class=num>{money(f['gross'])}</td></tr></table></td></tr></table>
<div class="terms">Payment due by {f['due']} ({f['due_days']} days). BACS: NatWest, sort code {s['sort_code']}, account
{s['account']}, reference {r['account']}. {len(f['lines'])} lines on this invoice.</div>"""
    return document('en', css, body)


# --- The pages: Germany, Austria and Switzerland ---------------------------------------------------------------------

def page_de_uebertrag(f):
    """An electrical wholesaler's invoice over four pages as its ERP prints it: the name and the branch's contacts at
    the top right, the sender's line and the customer in the window at the left, an information block at the right;
    "Rechnung" and the buyer's order, the commission and the delivery notes; a table with positions, article numbers,
    prices per 1 or per 100 ("PE") and discounts; "Zwischensumme / Übertrag" at the foot of pages 1 to 3 and
    "Übertrag von Seite …" at the head of pages 2 to 4 under a continuation line; the totals and the terms on page 4;
    the firm, its registers and its bank in three columns in the foot and "Seite n von 4" at the top right."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    boxes = (multi_box('bottom-left', [s['name'], *s['address'], f"Tel. {s['phone']} · {s['web']}"], size='6.3pt') +
             multi_box('bottom-center', [f"Sitz {s['city']} · Amtsgericht {s['city']} HRB {s['hrb']}",
                                         f"Geschäftsführer: {s['manager']}", f"USt-IdNr. {s['vat_printed']}",
                                         f"Steuernummer {s['tax_no']}"], size='6.3pt') +
             multi_box('bottom-right', ['Sparkasse Bielefeld', f"IBAN {spaced(f['iban'])}", 'BIC SPBIDE3BXXX'],
                       size='6.3pt') +
             page_box('top-right', 'Seite ', ' von ', size='7pt'))
    css = base_css('12mm 15mm 25mm 20mm', boxes, size='8pt') + f"""
.top td {{ vertical-align: top; }}
.name {{ font-size: 15pt; font-weight: bold; color: {s['colour']}; text-align: right; }}
.name span {{ display: block; font-size: 7.6pt; font-weight: normal; color: #555; letter-spacing: 1px; }}
.branch {{ text-align: right; font-size: 7.4pt; color: #444; line-height: 1.45; margin-top: 1.5mm; }}
.sender {{ font-size: 6.3pt; color: #444; text-decoration: underline; margin-top: 8mm; white-space: nowrap; }}
.window {{ line-height: 1.45; font-size: 9.4pt; margin-top: 2mm; }}
.info {{ margin: 5mm 0 0 auto; }}
.info td {{ padding: 0.3mm 0 0.3mm 3mm; white-space: nowrap; font-size: 7.8pt; }}
.info td:first-child {{ color: #555; }}
h1 {{ font-size: 13pt; margin: 7mm 0 1.5mm; }}
.under {{ line-height: 1.5; }}
.lines {{ margin-top: 3mm; width: 100%; }}
.lines th {{ border-bottom: 1px solid #333; border-top: 1px solid #333; text-align: left; font-size: 7pt;
  padding: 0.9mm 1.2mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.75mm 1.2mm 0.2mm; }}
.lines tr.maker td {{ font-size: 6.6pt; color: #666; padding: 0 1.2mm 0.75mm; border-bottom: 0.3px solid #d0d0d0; }}
.lines tr.carry td {{ font-weight: bold; border-top: 1px solid #333; border-bottom: 1px solid #333;
  padding: 1.3mm 1.2mm; }}
.lines tr.brought td {{ font-style: italic; border-bottom: 1px solid #333; padding: 1.3mm 1.2mm; }}
.cont {{ font-size: 7.6pt; color: #555; }}
.next {{ break-before: page; }}
.sums {{ margin: 3mm 0 0 auto; }}
.sums td {{ padding: 0.8mm 1.5mm 0.8mm 14mm; white-space: nowrap; }}
.sums tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1px solid #333;
  border-bottom: 2.5px double #333; }}
p {{ line-height: 1.5; }}
"""
    info = [('Kunden-Nr.', r['client']), ('Rechnungs-Nr.', e(f['number'])), ('Rechnungsdatum', f['date']),
            ('Lieferschein-Nr.', r['delivery_notes']), ('Lieferdatum', r['delivery_date']),
            ('Ihre Ansprechpartnerin', e(r['clerk'])), ('Durchwahl', r['extension'])]
    head = ("<tr><th class=num>Pos.</th><th>Art.-Nr.</th><th>Bezeichnung</th><th class=num>Menge</th><th>ME</th>"
            "<th class=num>Preis €</th><th class=num>PE</th><th class=num>Rab. %</th><th class=num>Betrag €</th></tr>")

    def rows(chunk):
        return ''.join(f"<tr><td class=num>{x['pos']}</td><td class=nw>{x['code']}</td><td>{e(x['text'])}</td>"
                       f"<td class=num>{qty(x['qty'])}</td><td>{x['unit']}</td><td class=num>{de(x['price'])}</td>"
                       f"<td class=num>{x['pe']}</td><td class=num>{rate_text(x['disc']) if x['disc'] else ''}</td>"
                       f"<td class=num>{de(x['amount'])}</td></tr><tr class='maker'><td></td><td></td>"
                       f"<td colspan=7>Hersteller {e(x['maker'])} · Herst.-Nr. {x['maker_no']} · EAN {x['ean']}</td>"
                       "</tr>" for x in chunk)
    pages = []
    for i, chunk in enumerate(f['chunks']):
        brought = (f"<tr class='brought'><td colspan=8>Übertrag von Seite {i}</td>"
                   f"<td class=num>{de(f['carries'][i - 1])}</td></tr>" if i else '')
        carried = (f"<tr class='carry'><td colspan=8>Zwischensumme / Übertrag</td>"
                   f"<td class=num>{de(f['carries'][i])}</td></tr>" if i < len(f['chunks']) - 1 else '')
        cont = (f"<div class='cont'>Fortsetzung Rechnung {e(f['number'])} · {e(c['name'])}</div>" if i else '')
        pages.append(f"<div class='{'next' if i else ''}'>{cont}<table class='lines'><thead>{head}</thead>"
                     f"<tbody>{brought}{rows(chunk)}{carried}</tbody></table></div>")
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td style="width:56%"><div class="sender">{e(s['name'])} · {e(' · '.join(s['address']))}</div>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div></td>
<td>{logo(s['colour'], s['shape']).replace("style='vertical-align:middle'", "style='float:right'")}
<div class="name" style="clear:both">{e(s['display'])}<span>{e(s['tagline'])}</span></div>
<div class="branch">{address(s['address'])}<br>Telefon {s['phone']} · Telefax {s['fax']}<br>{s['mail']}</div>
{pairs(info, 'info')}</td></tr></table>
<h1>Rechnung</h1>
<div class="under">Ihre Bestellung: {e(f['order'])} vom {r['order_date']} · Kommission: {e(r['commission'])}<br>
Lieferanschrift: {e(r['site'])}</div>
{''.join(pages)}
<table class="sums"><tr><td>Warenwert netto</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>zzgl. {rate_text(rate)} % USt.</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Rechnungsbetrag</td><td class=num>{money(f['gross'])}</td></tr></table>
<p>Zahlbar bis zum {f['due']} ohne Abzug. Leistungsdatum entspricht dem Lieferdatum.<br>
PE = Preiseinheit (Preis je 1 oder je 100 Mengeneinheiten). Die Ware bleibt bis zur vollständigen Bezahlung unser
Eigentum.</p>"""
    return document('de', css, body)


def page_at_skonto(f):
    """A catering wholesaler's invoice over two pages: a green left rule with the name in a serif and the trade, the
    contacts and the UID at the right; the customer in the window with its UID; "Rechnung Nr. …" and a row of four
    labelled values; a striped table with packs and the VAT rate per line; "Summe netto", the VAT per rate ("USt 10 %
    von EUR …"), "Rechnungsbetrag"; the terms with the Skonto amount, its date, the amount then to pay and the net
    date; the company, FN, court and bank in the foot, "Seite 2/2" at the top of page 2."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    boxes = (multi_box('bottom-center', [
        f"{s['name']} · {' · '.join(s['address'])} · Firmenbuch {s['fn']}, Landesgericht Salzburg · UID "
        f"{s['vat_printed']}", f"Raiffeisenverband Salzburg · IBAN {spaced(f['iban'])} · BIC RVSAAT2S · "
        "Es gelten unsere Allgemeinen Geschäftsbedingungen."], size='6.2pt', align='center') +
        page_box('top-right', f"Rechnung {f['number']} · Seite ", '/', size='7.2pt'))
    css = not_first(base_css('14mm 16mm 19mm 18mm', boxes, size='8.3pt'), 'top-right') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.brand {{ border-left: 4px solid {s['colour']}; padding-left: 4mm; }}
.brand .n {{ font-family: 'DejaVu Serif', serif; font-size: 18pt; font-weight: bold; color: {s['colour']}; }}
.brand .t {{ font-size: 7.8pt; color: #555; letter-spacing: 1px; }}
.contact {{ text-align: right; font-size: 7.5pt; color: #444; line-height: 1.45; }}
.window {{ margin-top: 10mm; line-height: 1.5; font-size: 9.3pt; }}
h1 {{ font-size: 13pt; margin: 9mm 0 2mm; color: {s['colour']}; }}
.row {{ width: 100%; background: #f0f7f1; }}
.row td {{ padding: 1.2mm 2.5mm; }}
.row .l {{ font-size: 6.6pt; color: #555; }}
.lines {{ margin-top: 4mm; width: 100%; }}
.lines th {{ text-align: left; font-size: 7.2pt; padding: 1.1mm 1.5mm; border-bottom: 1.2px solid {s['colour']}; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.9mm 1.5mm; }}
.lines tbody tr:nth-child(odd) td {{ background: #f7faf7; }}
.sums {{ margin: 4mm 0 0 auto; break-inside: avoid; }}
.sums td {{ padding: 0.9mm 2mm 0.9mm 14mm; white-space: nowrap; }}
.sums tr.total td {{ font-weight: bold; font-size: 10.3pt; border-top: 1.2px solid #333; }}
.terms {{ margin-top: 6mm; border: 0.8px solid {s['colour']}; padding: 2.5mm 4mm; line-height: 1.6;
  break-inside: avoid; box-sizing: border-box; }}
"""
    row = [('Rechnungsdatum', f['date']), ('Kundennummer', r['client']),
           ('Ihre Bestellung', f"{e(f['order'])} vom {r['order_date']}"), ('Lieferschein', f"{r['delivery_note']} vom "
                                                                             f"{r['delivery_date']}")]
    rows = ''.join(f"<tr><td>{x['code']}</td><td>{e(x['text'])}</td><td class=nw>{e(x['unit'])}</td>"
                   f"<td class=num>{qty(x['qty'])}</td><td class=num>{de(x['price'])}</td>"
                   f"<td class=num>{rate_text(x['rate'])} %</td><td class=num>{de(x['amount'])}</td></tr>"
                   for x in f['lines'])
    vats = ''.join(f"<tr><td>USt {rate_text(rate)} % von {money(base)}</td><td class=num>{money(tax)}</td></tr>"
                   for rate, (base, tax) in sorted(f['per_rate'].items()))
    k = f['skonto']
    body = f"""
<table class="top" style="width:100%"><tr>
<td><div class="brand"><div class="n">{e(s['display'])}</div><div class="t">{e(s['tagline'])}</div></div></td>
<td class="contact">{address(s['address'])}<br>Tel. {s['phone']}<br>{s['mail']}<br>UID: {s['vat_printed']}</td>
</tr></table>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>UID: {c['vat_printed']}</div>
<h1>Rechnung Nr. {e(f['number'])}</h1>
<table class="row"><tr>{''.join(f"<td><div class='l'>{a}</div>{b}</td>" for a, b in row)}</tr></table>
<table class="lines"><thead><tr><th>Art.-Nr.</th><th>Artikel</th><th>Gebinde</th><th class=num>Menge</th>
<th class=num>Einzelpreis</th><th class=num>USt</th><th class=num>Gesamt</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sums"><tr><td>Summe netto</td><td class=num>{money(f['net'])}</td></tr>{vats}
<tr><td>Summe USt</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Rechnungsbetrag</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="terms"><b>Zahlungsbedingungen:</b> Bei Zahlung bis {k['date']} abzüglich {k['pct']} % Skonto
({money(k['amount'])}) = {money(k['pay'])}.<br>Ohne Abzug zahlbar bis {f['due']}. Bitte geben Sie bei der Zahlung
die Rechnungsnummer an.</div>"""
    return document('de', css, body)


def page_ch_page_head(f):
    """A Swiss printer's invoice over three pages, each page under a head: the firm and its trades at the top left,
    "Rechnung … · date" over "Kunden-Nr. … · Seite n von 3" at the top right. Page 1: the sender's block at the left
    and the customer in the window at the right (Swiss layout), "Rechnung" over a label–value list; the lines per
    job, each job's heading, its numbered positions and the paper and finishing in grey under them; on page 3
    "Total exkl. MWST", the VAT per rate ("MWST 2.6 % auf CHF …"), "Total inkl. MWST" and the terms only ("innert 30
    Tagen netto"); the UID and the bank in the foot."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    boxes = (counted('top-left', [s['display'], s['tagline']], size='7.6pt', colour=s['colour'], bold=True) +
             counted('top-right', [f"Rechnung {f['number']} · {f['date']}",
                                   f"Kunden-Nr. {r['client']} · Seite {{page}} von {{pages}}"], size='7.6pt',
                     align='right') +
             multi_box('bottom-center', [
                 f"{s['name']} · {', '.join(s['address'])} · MWST-Nr. {s['vat_printed']} · Handelsregister des Kantons "
                 "Zürich", f"Zürcher Kantonalbank · IBAN {spaced(f['iban'])} · BIC ZKBKCHZZ80A"], size='6.2pt',
                 align='center'))
    css = base_css('22mm 16mm 18mm 20mm', boxes, size='8.4pt') + f"""
.top td {{ vertical-align: top; }}
.sender {{ font-size: 7.8pt; line-height: 1.5; color: #333; }}
.window {{ margin-top: 14mm; line-height: 1.5; font-size: 9.6pt; }}
.place {{ margin-top: 10mm; }}
h1 {{ font-size: 15pt; font-weight: normal; margin: 3mm 0 2mm; }}
.meta td {{ padding: 0.3mm 6mm 0.3mm 0; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
.lines {{ margin-top: 5mm; width: 100%; }}
.lines th {{ text-align: left; font-size: 7.2pt; padding: 1.1mm 1.5mm; border-bottom: 1px solid {s['colour']};
  color: {s['colour']}; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.1mm 1.5mm; vertical-align: top; }}
.lines tr.job td {{ font-weight: bold; padding-top: 3mm; border-bottom: 0.4px solid #bbb; }}
.lines tr.spec td {{ font-size: 7pt; color: #666; padding-top: 0; }}
.end {{ break-inside: avoid; }}
.sums {{ margin: 5mm 0 0 auto; }}
.sums td {{ padding: 0.9mm 2mm 0.9mm 14mm; white-space: nowrap; }}
.sums tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.2px solid #333;
  border-bottom: 1.2px solid #333; }}
p {{ line-height: 1.55; }}
"""
    meta = [('Rechnungsnummer', e(f['number'])), ('Rechnungsdatum', f['date']), ('Kundennummer', r['client']),
            ('Ihre Referenz', e(r['their_ref'])), ('Unsere Referenz', e(r['our_ref']))]
    rows = ''
    for job in f['jobs']:
        rows += (f"<tr class='job'><td colspan=7>{e(job['title'])}</td></tr><tr class='spec'><td></td>"
                 f"<td colspan=6>Geliefert am {job['delivered']}, Lieferschein {job['note']}</td></tr>")
        for x in job['lines']:
            rows += (f"<tr><td>{x['pos']}</td><td>{e(x['text'])}</td><td class=num>{chf(x['qty'])[:-3]}</td>"
                     f"<td>{x['unit']}</td><td class=num>{chf(x['price'])}</td>"
                     f"<td class=num>{rate_text(x['rate'], False)}</td><td class=num>{chf(x['amount'])}</td></tr>")
            rows += ''.join(f"<tr class='spec'><td></td><td colspan=6>{e(spec)}</td></tr>" for spec in x['specs'])
    vats = ''.join(f"<tr><td>MWST {rate_text(rate, False)} % auf {money(base)}</td><td class=num>{money(tax)}</td>"
                   f"</tr>" for rate, (base, tax) in sorted(f['per_rate'].items()))
    body = f"""
<table class="top" style="width:100%"><tr>
<td style="width:52%"><div class="sender">{e(s['name'])}<br>{address(s['address'])}<br>Telefon {s['phone']}<br>
{s['mail']}<br>{s['web']}</div></td>
<td><div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div></td></tr></table>
<div class="place">{e(s['city'])}, {f['date']}</div>
<h1>Rechnung</h1>
{pairs(meta)}
<table class="lines"><thead><tr><th>Pos.</th><th>Bezeichnung</th><th class=num>Menge</th><th>Einheit</th>
<th class=num>Preis</th><th class=num>MWST %</th><th class=num>Betrag CHF</th></tr></thead><tbody>{rows}</tbody></table>
<div class="end"><table class="sums"><tr><td>Total exkl. MWST</td><td class=num>{money(f['net'])}</td></tr>{vats}
<tr><td>Total MWST</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Total inkl. MWST</td><td class=num>{money(f['gross'])}</td></tr></table>
<p>Zahlbar innert {f['due_days']} Tagen netto. Wir danken für Ihren Auftrag.<br>
Freundliche Grüsse<br>{e(s['name'])}</p></div>"""
    return document('de', css, body)


# --- The pages: Wallonia, France and Luxembourg ----------------------------------------------------------------------

def page_be_report(f):
    """A roofer's final invoice over two pages: a roof mark and the name in capitals with the trades at the top
    left, contacts at the right; the private customer in the window at the right; "FACTURE" over a label–value list
    with the accepted quote and the site; the works in lots with their item numbers; "À reporter" at the foot of page
    1 and "Report" at the head of page 2; on page 2 "Total HTVA", the VAT per rate with the 6% mention, "Total TVA",
    "Total TVAC", the payment with the structured communication; the company, VAT number, RPM and bank in the foot,
    "Page n/2" at the bottom right."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    boxes = (multi_box('bottom-left', [
        f"{s['name']} · {' · '.join(s['address'])} · TVA {s['vat_printed']} · RPM Liège, division Namur",
        f"BNP Paribas Fortis · IBAN {spaced(f['iban'])} · BIC GEBABEBB · Nos conditions générales figurent au verso "
        "de nos devis."], size='6.2pt') + page_box('bottom-right', 'Page ', '/', size='7pt'))
    css = base_css('13mm 15mm 19mm 17mm', boxes, size='8.3pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.name {{ font-size: 16pt; font-weight: bold; letter-spacing: 1.5px; color: {s['colour']}; vertical-align: middle; }}
.trades {{ font-size: 7.6pt; color: #666; margin-top: 1mm; letter-spacing: 0.5px; }}
.contact {{ text-align: right; font-size: 7.5pt; line-height: 1.45; color: #444; }}
.window {{ margin: 8mm 0 0 55%; line-height: 1.5; font-size: 9.3pt; }}
h1 {{ font-size: 15pt; letter-spacing: 3px; margin: 6mm 0 1mm; color: {s['colour']}; }}
.meta td {{ padding: 0.3mm 6mm 0.3mm 0; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
.lines {{ margin-top: 4mm; width: 100%; }}
.lines th {{ background: #f3ece4; text-align: left; font-size: 7.2pt; padding: 1.1mm 1.5mm;
  border-top: 1px solid {s['colour']}; border-bottom: 1px solid {s['colour']}; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.9mm 1.5mm; border-bottom: 0.3px solid #e2e2e2; vertical-align: top; }}
.lines tr.lot td {{ font-weight: bold; padding-top: 2.4mm; color: {s['colour']}; border-bottom: 0.6px solid #bbb; }}
.lines tr.carry td {{ font-weight: bold; background: #f3ece4; padding: 1.4mm 1.5mm; }}
.next {{ break-before: page; }}
.cont {{ font-size: 7.6pt; color: #666; }}
.sums {{ margin: 4mm 0 0 auto; }}
.sums td {{ padding: 0.9mm 2mm 0.9mm 12mm; white-space: nowrap; }}
.sums tr.total td {{ font-weight: bold; font-size: 10.3pt; border-top: 1.2px solid #333; }}
.note {{ font-size: 7.3pt; color: #444; margin-top: 3mm; line-height: 1.45; }}
.pay {{ margin-top: 5mm; padding: 2.5mm 4mm; border: 1px solid {s['colour']}; line-height: 1.6; }}
.comm {{ font-weight: bold; font-size: 10.5pt; }}
"""
    meta = [('Facture n°', e(f['number'])), ('Date', f['date']), ('Échéance', f['due']), ('Client n°', r['client']),
            ('Votre devis accepté', f"{r['quote']} du {r['quote_date']}"), ('Chantier', e(r['site'])),
            ('Travaux réalisés', r['period'])]
    head = ("<tr><th>Poste</th><th>Description</th><th class=num>Qté</th><th>Unité</th><th class=num>PU HTVA</th>"
            "<th class=num>TVA</th><th class=num>Total HTVA</th></tr>")

    def rows(chunk):
        out = ''
        for x in chunk:
            if x.get('lot_start'):
                out += f"<tr class='lot'><td colspan=7>{e(x['lot'])}</td></tr>"
            out += (f"<tr><td>{x['pos']}</td><td>{e(x['text'])}</td><td class=num>{qty(x['qty'])}</td>"
                    f"<td>{x['unit']}</td><td class=num>{de(x['price'])}</td>"
                    f"<td class=num>{rate_text(x['rate'])} %</td>"
                    f"<td class=num>{de(x['amount'])}</td></tr>")
        return out
    pages = []
    for i, chunk in enumerate(f['chunks']):
        brought = (f"<tr class='carry'><td colspan=6>Report</td><td class=num>{money(f['carries'][i - 1])}</td></tr>"
                   if i else '')
        carried = (f"<tr class='carry'><td colspan=6>À reporter</td><td class=num>{money(f['carries'][i])}</td></tr>"
                   if i < len(f['chunks']) - 1 else '')
        cont = f"<div class='cont'>Facture {e(f['number'])} – {e(c['name'])} (suite)</div>" if i else ''
        pages.append(f"<div class='{'next' if i else ''}'>{cont}<table class='lines'><thead>{head}</thead>"
                     f"<tbody>{brought}{rows(chunk)}{carried}</tbody></table></div>")
    vats = ''.join(f"<tr><td>TVA {rate_text(rate)} % sur {money(base)}</td><td class=num>{money(tax)}</td></tr>"
                   for rate, (base, tax) in sorted(f['per_rate'].items()))
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{logo(s['colour'], s['shape'])} <span class="name">{e(s['display'])}</span>
<div class="trades">{e(s['tagline'])}</div></td>
<td class="contact">{address(s['address'])}<br>Tél. {s['phone']} · GSM {s['mobile']}<br>{s['mail']}</td></tr></table>
<div class="window">{e(c['name'])}<br>{address(c['address'])}</div>
<h1>FACTURE</h1>
{pairs(meta)}
{''.join(pages)}
<table class="sums"><tr><td>Total HTVA</td><td class=num>{money(f['net'])}</td></tr>{vats}
<tr><td>Total TVA</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Total TVAC</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="note">Taux réduit de 6 % : travaux immobiliers à une habitation privée occupée depuis plus de dix ans
(A.R. n° 20, tableau A, rubrique XXXI), attestation du maître d'ouvrage du {r['attest_date']}. Abri de jardin non
attenant : taux normal de 21 %. En cas de non-paiement à l'échéance, intérêts de retard au taux légal.</div>
<div class="pay">Merci de verser {money(f['gross'])} au plus tard le {f['due']} sur le compte {spaced(f['iban'])}
avec la communication structurée <span class="comm">{f['reference_printed']}</span></div>"""
    return document('fr', css, body)


def page_fr_cgv(f):
    """A caterer's invoice over two pages and a third of general terms: the name in a large serif centred between two
    thin rules with its trades; the seller's details at the left and the customer in a framed box at the right;
    "FACTURE N° …" with the dates, the buyer's order and the event; the lines in sections (cocktail, dinner,
    drinks, service and equipment, take-away boxes) with VAT at 10%, 20% and 5.5%; a VAT summary per rate beside
    "Total HT", "Total TVA", "Total TTC", "Net à payer"; the payment, the penalties and the 40 € fee; then, on its own
    page, the "Conditions générales de vente" in two columns of small type with their own amounts and dates; the
    capital, RCS, SIRET and VAT number in the foot with "Page n/3"."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    boxes = (multi_box('bottom-center', [
        f"{s['name']} – SARL au capital de {s['capital']} – {' '.join(s['address'])} – RCS Lyon {s['siren_printed']}",
        f"SIRET {s['siret_printed']} – Code NAF 5621Z – N° TVA intracommunautaire {s['vat_printed']}"], size='6.2pt',
        align='center') + page_box('bottom-right', 'Page ', '/', size='6.8pt'))
    css = base_css('14mm 16mm 20mm 16mm', boxes, size='8.4pt') + f"""
.head {{ text-align: center; border-top: 0.6px solid {s['colour']}; border-bottom: 0.6px solid {s['colour']};
  padding: 2mm 0; }}
.head .n {{ font-family: 'DejaVu Serif', serif; font-size: 22pt; letter-spacing: 3px; color: {s['colour']}; }}
.head .t {{ font-family: 'DejaVu Serif', serif; font-style: italic; font-size: 9pt; color: #555; }}
.parties {{ width: 100%; margin-top: 6mm; }}
.parties td {{ vertical-align: top; }}
.seller {{ font-size: 7.8pt; line-height: 1.5; color: #444; }}
.client {{ border: 0.8px solid #999; padding: 3mm 4mm; line-height: 1.5; }}
h1 {{ font-family: 'DejaVu Serif', serif; font-size: 14pt; margin: 6mm 0 1mm; }}
.meta td {{ padding: 0.3mm 6mm 0.3mm 0; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
.lines {{ margin-top: 4mm; width: 100%; }}
.lines th {{ text-align: left; font-size: 7.3pt; padding: 1.1mm 1.6mm; border-bottom: 1px solid {s['colour']};
  font-weight: normal; color: {s['colour']}; text-transform: uppercase; letter-spacing: 0.5px; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1mm 1.6mm; vertical-align: top; border-bottom: 0.3px dotted #bbb; }}
.lines tr.sec td {{ font-family: 'DejaVu Serif', serif; font-style: italic; font-size: 9pt; padding-top: 3mm;
  border-bottom: none; color: {s['colour']}; }}
.bottom {{ width: 100%; margin-top: 5mm; break-inside: avoid; }}
.bottom td {{ vertical-align: top; }}
.recap th, .recap td {{ border: 0.6px solid #aaa; padding: 0.9mm 2mm; font-size: 7.6pt; }}
.totals {{ margin-left: auto; }}
.totals td {{ padding: 0.9mm 2.5mm; white-space: nowrap; border-bottom: 0.4px solid #ddd; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.3pt; border-top: 1px solid #333; border-bottom: none; }}
.pay {{ margin-top: 5mm; line-height: 1.55; break-inside: avoid; }}
.legal {{ font-size: 7pt; color: #555; line-height: 1.45; margin-top: 2mm; }}
.cgv {{ break-before: page; font-family: 'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif; font-size: 7.3pt;
  line-height: 1.42; color: #333; }}
.cgv h2 {{ font-family: 'DejaVu Serif', serif; font-size: 11pt; text-align: center; margin: 0 0 1mm;
  color: {s['colour']}; }}
.cgv .sub {{ text-align: center; font-size: 7pt; margin-bottom: 3mm; }}
.cgv .cols {{ columns: 2; column-gap: 7mm; text-align: justify; }}
.cgv h3 {{ font-size: 7.6pt; margin: 2.2mm 0 0.5mm; break-after: avoid; }}
.cgv p {{ margin: 0 0 0.8mm; }}
"""
    meta = [('Date de facture', f['date']), ('Date d\'échéance', f['due']), ('Code client', r['client']),
            ('Bon de commande', e(f['order'])), ('Événement', e(r['event'])),
            ('Date de la prestation', r['event_date']), ('Lieu', e(r['venue'])), ('Convives', str(r['guests']))]
    rows = ''
    for section, lines in f['sections']:
        rows += f"<tr class='sec'><td colspan=5>{e(section)}</td></tr>"
        rows += ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{qty(x['qty'])}</td>"
                        f"<td class=num>{fr(x['price'])}</td><td class=num>{rate_text(x['rate'])} %</td>"
                        f"<td class=num>{fr(x['amount'])}</td></tr>" for x in lines)
    recap = ''.join(f"<tr><td class=num>{rate_text(rate)} %</td><td class=num>{fr(base)}</td>"
                    f"<td class=num>{fr(tax)}</td></tr>" for rate, (base, tax) in sorted(f['per_rate'].items()))
    terms = ''.join(f'<h3>{e(title)}</h3>' + ''.join(f'<p>{e(text)}</p>' for text in texts)
                    for title, texts in f['cgv'])
    body = f"""
<div class="head"><div class="n">{e(s['display'])}</div><div class="t">{e(s['tagline'])}</div></div>
<table class="parties"><tr>
<td style="width:50%"><div class="seller">{e(s['name'])}<br>{address(s['address'])}<br>Tél. {s['phone']}<br>
{s['mail']}</div></td>
<td><div class="client"><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>{address(c['address'])}<br>
N° TVA : {c['vat_printed']}</div></td></tr></table>
<h1>FACTURE N° {e(f['number'])}</h1>
{pairs(meta)}
<table class="lines"><thead><tr><th>Désignation</th><th class=num>Qté</th><th class=num>PU HT</th>
<th class=num>TVA</th><th class=num>Montant HT</th></tr></thead><tbody>{rows}</tbody></table>
<table class="bottom"><tr><td><table class="recap"><tr><th>Taux</th><th>Base HT</th><th>Montant TVA</th></tr>
{recap}</table></td>
<td><table class="totals"><tr><td>Total HT</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Total TVA</td><td class=num>{money(f['tax'])}</td></tr>
<tr><td>Total TTC</td><td class=num>{money(f['gross'])}</td></tr>
<tr class="total"><td>Net à payer</td><td class=num>{money(f['gross'])}</td></tr></table></td></tr></table>
<div class="pay">Règlement par virement au plus tard le {f['due']} – {e(s['bank'])} – IBAN {spaced(f['iban'])} – BIC
{s['bic']}. Merci de rappeler le numéro de facture.
<div class="legal">Pas d'escompte pour paiement anticipé. Tout retard de paiement entraîne des pénalités égales à
trois fois le taux d'intérêt légal ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 € (art.
L441-10 et D441-5 du Code de commerce). Nos conditions générales de vente figurent au verso.</div></div>
<div class="cgv"><h2>Conditions générales de vente</h2>
<div class="sub">{e(s['name'])} – en vigueur au {r['cgv_date']}</div><div class="cols">{terms}</div></div>"""
    return document('fr', css, body)


def page_lu_remise(f):
    """An office-supplies firm's invoice over two pages: a coloured bar across the top, the logo and the name at the
    left, the contacts at the right; the customer with its VAT number at the left, "FACTURE" over a label–value list
    at the right; a table of references, descriptions, quantities and prices whose heading repeats on page 2; under
    it "Total marchandises", the 3% loyalty discount, the carriage, "Total HTVA", "TVA 17 %", "Total TTC"; the payment
    with the creditor reference; the company, RCS, business permit, VAT number and bank in the foot, "Page n de 2"
    at the top of page 2."""
    s, c, r, money = f['seller'], f['customer'], f['refs'], f['money']
    boxes = (multi_box('bottom-center', [
        f"{s['name']} · {', '.join(s['address'])} · R.C.S. Luxembourg {s['rcs']} · Autorisation d'établissement n° "
        f"{s['permit']}", f"TVA {s['vat_printed']} · BGL BNP Paribas · IBAN {spaced(f['iban'])} · BIC BGLLLULL"],
        size='6.2pt', align='center') +
        page_box('top-right', f"Facture {f['number']} – page ", ' de ', size='7pt'))
    css = not_first(base_css('12mm 15mm 19mm 15mm', boxes, size='8.4pt'), 'top-right') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.bar {{ height: 3mm; background: {s['colour']}; margin-bottom: 4mm; }}
.top td {{ vertical-align: top; }}
.name {{ font-size: 15pt; font-weight: bold; color: {s['colour']}; vertical-align: middle; }}
.tag {{ font-size: 7.6pt; color: #666; }}
.contact {{ text-align: right; font-size: 7.6pt; line-height: 1.45; color: #444; }}
.parties {{ width: 100%; margin-top: 9mm; }}
.parties td {{ vertical-align: top; }}
.customer {{ line-height: 1.5; font-size: 9pt; }}
.title {{ font-size: 17pt; font-weight: bold; letter-spacing: 1px; margin-bottom: 1mm; }}
.meta td {{ padding: 0.3mm 5mm 0.3mm 0; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
.lines {{ margin-top: 7mm; width: 100%; }}
.lines th {{ background: {s['colour']}; color: white; text-align: left; font-size: 7.3pt; padding: 1.2mm 1.6mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1mm 1.6mm; border-bottom: 0.3px solid #ddd; }}
.totals {{ margin: 4mm 0 0 auto; break-inside: avoid; }}
.totals td {{ padding: 0.9mm 2mm 0.9mm 14mm; white-space: nowrap; }}
.totals tr.sub td {{ border-top: 0.8px solid #333; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.2px solid {s['colour']}; }}
.pay {{ margin-top: 6mm; line-height: 1.6; break-inside: avoid; }}
.ref {{ font-weight: bold; letter-spacing: 0.3px; }}
"""
    meta = [('N° de facture', e(f['number'])), ('Date', f['date']), ('Échéance', f['due']), ('N° client', r['client']),
            ('Votre commande', f"{e(f['order'])} du {r['order_date']}"),
            ('Bon de livraison', f"{r['delivery_note']} du {r['delivery_date']}")]
    rows = ''.join(f"<tr><td class=nw>{x['code']}</td><td>{e(x['text'])}</td><td class=num>{qty(x['qty'])}</td>"
                   f"<td class=num>{de(x['price'])}</td><td class=num>{de(x['amount'])}</td></tr>" for x in f['lines'])
    adjust = ''.join(f"<tr><td>{e(label)}</td><td class=num>{de(amount)}</td></tr>" for label, amount, _ in f['adjust'])
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<div class="bar"></div>
<table class="top" style="width:100%"><tr>
<td>{logo(s['colour'], s['shape'])} <span class="name">{e(s['display'])}</span><br>
<span class="tag">{e(s['tagline'])}</span></td>
<td class="contact">{address(s['address'])}<br>Tél. {s['phone']}<br>{s['mail']}<br>{s['web']}</td></tr></table>
<table class="parties"><tr><td style="width:52%"><div class="customer"><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>
{address(c['address'])}<br>TVA {c['vat_printed']}</div></td>
<td><div class="title">FACTURE</div>{pairs(meta)}</td></tr></table>
<table class="lines"><thead><tr><th>Réf.</th><th>Désignation</th><th class=num>Qté</th><th class=num>PU HTVA</th>
<th class=num>Montant HTVA</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Total marchandises</td><td class=num>{de(f['goods'])}</td></tr>{adjust}
<tr class="sub"><td>Total HTVA</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>TVA {rate_text(rate)} %</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Total TTC</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="pay">Veuillez virer le montant de {money(f['gross'])} au plus tard le {f['due']} sur notre compte
{spaced(f['iban'])} en indiquant la référence de paiement <span class="ref">{f['reference_printed']}</span>.<br>
Livraison express sous 24 heures : frais de port et d'emballage forfaitaires selon nos tarifs.</div>"""
    return document('fr', css, body)


Layouts = {
    'nl_transport': 'fresh-food wholesaler\'s monthly collective FACTUUR over three pages: logo and name top left, the '
                    'customer in the window, "FACTUUR" over a label–value list ("Factuurnummer", "Factuurdatum", '
                    '"Klantnummer", "Periode", "Route", "Vervaldatum"); a table of delivery dates, packing slips, '
                    'articles, packs, VAT 9% or 21% and amounts; "Transporteren € …" at the foot of pages 1 and 2 and '
                    '"Transport € …" at the head of pages 2 and 3 under "Vervolg factuur …"; on page 3 only "Totaal '
                    'excl. btw", "Btw 9% over …", "Btw 21% over …", "Totaal btw", "Totaal te betalen" and the '
                    'betalingskenmerk; KvK, btw, Rabobank IBAN and "Blad n van 3" in the foot. The carried amounts '
                    'are running subtotals, not the net or the gross',
    'be_slip': 'Flemish printer\'s Factuur over two pages: serif name over a rule, the customer with its BTW number in '
               'the window at the right, a ruled block of eight labelled cells ("Factuurnummer", "Factuurdatum", '
               '"Vervaldatum", "Klantnummer", "Uw bestelbon", "Orderbevestiging", "Leverdatum", "Contactpersoon"); '
               'lines per print job ("Opdracht 26-0350: …") at 6% (a book, a magazine) and 21%, unit prices to four '
               'places; on page 2 a VAT table per rate, "Totaal excl. btw", "Btw", "Te betalen" and, at the foot '
               'under a cut line, a Belgian transfer form "OVERSCHRIJVING" repeating the amount, the beneficiary\'s '
               'IBAN, BIC, name and address, the customer as the payer and the structured communication; "Factuur … '
               '– blad 2/2" at the top of page 2; RPR and Belfius in the foot',
    'nl_credit': 'agricultural spare-parts supplier\'s CREDITFACTUUR over two pages: a red square and the name top '
                 'left, the customer left, a red band "CREDITFACTUUR" over a label–value list ("Creditfactuurnummer", '
                 '"Datum", "Klantnummer", "Retourmelding RMA-…"); each credited part over two rows, the second in '
                 'grey "geleverd op factuur F26-… van … · retour R26-… · reason" (five earlier invoices\' numbers and '
                 'dates); "Creditfactuur … (vervolg) – pagina 2 van 2" at the top of page 2; "Totaal excl. btw", "Btw '
                 '21%", "Totaal creditfactuur" (amounts positive), settled with the next invoice (no due date); KvK, '
                 'btw and ING IBAN in the foot. Number: the credit note\'s own',
    'gb_page_head': 'IT reseller\'s SALES INVOICE over three pages under a page head on every page: "Northgate IT" '
                    'top left and "Invoice SI… · date" over "Account HOL… · Page n of 3" top right; page 1 a '
                    'label–value list ("Invoice No.", "Invoice Date / Tax Point", "Account No.", "Your Order No.", '
                    '"Sales Order SO…", "Despatch Note DN…", "Terms", "Due Date"), "Invoice To" and "Deliver To"; '
                    'hardware with its warranty and one serial number or MAC address per row, licences with their '
                    'subscription term, services; page 3 only "Net Total", "VAT @ 20%", "Invoice Total" and the '
                    'Barclays sort code, account and IBAN; company number and VAT number in the foot',
    'ie_groups': 'haulier\'s Invoice over two pages: a dark band with the name, the customer left, "Invoice" over a '
                 'label–value list ("Invoice No.", "Invoice Date", "Account", "Period", "Due Date"); one group per '
                 'load headed "Docket 6… · Your ref. MTS-… · Collected dd/mm/yyyy … → Delivered dd/mm/yyyy …", its '
                 'charges (haulage, fuel surcharge, waiting time, moffett, pallets) and "Docket … total"; no order '
                 'number for the invoice as a whole; "Total Net", "VAT @ 23%", "Total Due"; AIB IBAN; CRO number, '
                 'directors and VAT number in the foot with "Page n of 2". The dockets, their order references, '
                 'dates and totals are decoys',
    'gb_last_page': 'catering wholesaler\'s delivered-goods INVOICE over two pages in a condensed face: the name in '
                    'capitals with the depot, "INVOICE" over a ruled box ("Invoice No.", "Date / Tax Point", '
                    '"Account", "Delivery Note" of six digits like the number, "Van / Drop", "Rep"); a long striped '
                    'list with VAT codes Z (zero-rated food) and S (crisps, sweets, drinks, cleaning), nothing after '
                    'it on page 1; on page 2 a VAT analysis (Z 0.00%, S 20.00%), "Goods", "VAT", "INVOICE TOTAL", '
                    '"Payment due by …" and the NatWest sort code and account (no IBAN); company and VAT number in '
                    'the foot',
    'de_uebertrag': 'electrical wholesaler\'s Rechnung over four pages as its ERP prints it: sender\'s line and window '
                    'left, logo, name, branch contacts and an information block right ("Kunden-Nr.", "Rechnungs-Nr.", '
                    '"Rechnungsdatum", three "Lieferschein-Nr.", "Lieferdatum" a range); "Ihre Bestellung … vom …", '
                    '"Kommission"; positions 10, 20, … over two rows (article number, text, quantity, unit, price per '
                    '1 or per 100 "PE", discount %, amount; then the maker, its number and an EAN); "Zwischensumme / '
                    'Übertrag" at the foot of pages 1 to 3 and "Übertrag von Seite n" at the head of pages 2 to 4 '
                    'under "Fortsetzung Rechnung …"; "Warenwert netto", "zzgl. 19 % USt.", "Rechnungsbetrag" and '
                    '"Zahlbar bis zum … ohne Abzug" on page 4 only; "Seite n von 4" top right; HRB, USt-IdNr., '
                    'Steuernummer and Sparkasse in three columns in the foot',
    'at_skonto': 'Austrian catering wholesaler\'s Rechnung over two pages: a green rule with the serif name, the hotel '
                 'in the window with its UID; "Rechnung Nr. …" over a tinted row ("Rechnungsdatum", "Kundennummer", '
                 '"Ihre Bestellung … vom …", "Lieferschein LS… vom …"); a striped table with packs and the rate per '
                 'line (10 %, 20 %); "Summe netto", "USt 10 % von EUR …", "USt 20 % von EUR …", "Summe USt", '
                 '"Rechnungsbetrag"; framed terms "Bei Zahlung bis <date + 10 days> abzüglich 3 % Skonto (EUR …) = '
                 'EUR …. Ohne Abzug zahlbar bis <date + 30 days>." (the Skonto, the smaller amount and the earlier '
                 'date are not the gross and the due date); FN, Landesgericht, UID and Raiffeisen IBAN in the foot',
    'ch_page_head': 'Swiss printer\'s Rechnung over three pages in CHF ("1\'234.55") under a page head on every page: '
                    '"BRUNNER DRUCK" top left and "Rechnung … · date" over "Kunden-Nr. … · Seite n von 3" top right; '
                    'the sender\'s block left and the customer\'s window right, "Winterthur, date", a label–value '
                    'list; ten print jobs ("Auftrag 25-1234: …", each "Geliefert am …, Lieferschein LS …"), '
                    'positions 1.1, 1.2, … with paper and finishing in grey; MWST 2.6 (a magazine, a book) and 8.1; '
                    'on page 3 "Total exkl. MWST", "MWST 2.6 % auf CHF …", "MWST 8.1 % auf CHF …", "Total MWST", '
                    '"Total inkl. MWST", "Zahlbar innert 30 Tagen netto" (due date not printed); the UID "CHE-… MWST" '
                    'and the ZKB IBAN in the foot',
    'be_report': 'Walloon roofer\'s FACTURE over two pages to a private couple: roof mark and name top left, the '
                 'customers in the window at the right, a label–value list ("Facture n°", "Date", "Échéance", '
                 '"Client n°", "Votre devis accepté D… du …", "Chantier", "Travaux réalisés du … au …"); the works in '
                 'eight lots with item numbers, the garden shed at 21%, the rest at 6%; "À reporter" at the foot of '
                 'page 1 and "Report" at the head of page 2; "Total HTVA", "TVA 6 % sur …", "TVA 21 % sur …", "Total '
                 'TVA", "Total TVAC", the 6% mention with the attestation\'s date, the structured communication; TVA, '
                 'RPM and BNP Paribas Fortis IBAN in the foot, "Page n/2"',
    'fr_cgv': 'Lyon caterer\'s FACTURE over two pages and a third page of general terms: the serif name centred '
              'between rules, the customer framed with its VAT number, "FACTURE N° …" over a label–value list ("Date '
              'de facture", "Date d\'échéance", "Code client", "Bon de commande", "Événement", "Date de la '
              'prestation", "Lieu", "Convives"); sections of lines at 10%, 20% and 5.5%; a VAT table (Taux, Base HT, '
              'Montant TVA) beside "Total HT", "Total TVA", "Total TTC", "Net à payer"; the payment, the penalties '
              'and the 40 € fee; page 3 "Conditions générales de vente" in two columns of small type (an acompte of '
              '30 %, 150,00 € fees, 35,00 € delivery, 4,50 € a glass, "Article 6 – Annulation", "en vigueur au 1er '
              'janvier …"); capital, RCS, SIRET, NAF and VAT number in the foot with "Page n/3"',
    'lu_remise': 'Luxembourg office-supplies firm\'s FACTURE over two pages: a coloured bar, logo and name left, '
                 'contacts right; the customer with its LU VAT number left, "FACTURE" over a label–value list ("N° de '
                 'facture", "Date", "Échéance", "N° client", "Votre commande CMD-… du …", "Bon de livraison BL… du '
                 '…"); a table of references whose heading repeats on page 2; under it "Total marchandises", "Remise '
                 'fidélité 3 %" (negative), "Frais de port et d\'emballage", "Total HTVA", "TVA 17 %", "Total TTC" '
                 '(the goods\' total is not the net); the payment with an RF creditor reference; R.C.S., business '
                 'permit, TVA and BGL IBAN in the foot, "Facture … – page 2 de 2" at the top of page 2',
}


# --- What they sell ------------------------------------------------------------------------------------------------

# The Dutch wholesaler's articles: text, pack, lowest and highest price in cents, VAT rate, quantities.
FreshFood = [
    ('Slagroom 35% vet', 'doos 6 x 1 L', 2190, 2690, 9, [1, 2, 3]),
    ('Volle melk', 'krat 12 x 1 L', 1390, 1690, 9, [1, 2]),
    ('Roomboter ongezouten 250 g', 'doos 40 st', 9200, 10900, 9, [1]),
    ('Crème fraîche 30%', 'emmer 2,5 L', 1240, 1490, 9, [1, 2]),
    ('Jonge Goudse kaas, plakken', 'pak 4 x 1 kg', 3890, 4590, 9, [1]),
    ('Parmigiano Reggiano 24 maanden', 'stuk ± 1 kg', 2290, 2790, 9, [1, 2]),
    ('Mozzarella di bufala 125 g', 'doos 12 st', 1690, 2090, 9, [1, 2]),
    ('Scharreleieren M', 'doos 180 st', 3690, 4390, 9, [1]),
    ('Griekse yoghurt 10%', 'emmer 5 kg', 1490, 1790, 9, [1]),
    ('Mascarpone', 'bak 2 kg', 1290, 1590, 9, [1]),
    ('Kipdijfilet gemarineerd', 'zak 2,5 kg', 2190, 2590, 9, [2, 3, 4]),
    ('Kipfilet naturel', 'zak 2,5 kg', 2090, 2490, 9, [2, 3]),
    ('Runderstoofvlees, blokjes', 'vacuüm 2 kg', 3190, 3790, 9, [1, 2]),
    ('Varkenshaas', 'doos 4 x ± 600 g', 3290, 3890, 9, [1]),
    ('Zalmfilet Noors, met huid', 'stuk ± 1,5 kg', 3390, 3990, 9, [1, 2]),
    ("Gamba's 16/20 rauw, gepeld", 'doos 1 kg', 2390, 2890, 9, [2, 3]),
    ('Hollandse garnalen, gepeld', 'bak 1 kg', 4490, 5290, 9, [1]),
    ('Spekreepjes', 'zak 1 kg', 890, 1090, 9, [1, 2]),
    ('Aardappelen vastkokend', 'zak 10 kg', 890, 1090, 9, [2, 3]),
    ('Friet 10 mm, diepvries', 'doos 4 x 2,5 kg', 1890, 2290, 9, [2, 3, 4]),
    ('Uien geel', 'zak 5 kg', 490, 650, 9, [1, 2]),
    ('Kastanjechampignons', 'doos 2 kg', 990, 1290, 9, [1]),
    ('Cherrytomaten', 'doos 9 x 250 g', 1390, 1690, 9, [1, 2]),
    ('Rucola', 'zak 1 kg', 1190, 1490, 9, [1]),
    ('Citroenen', 'net 5 kg', 990, 1290, 9, [1]),
    ('Knoflook gepeld', 'pot 1 kg', 890, 1090, 9, [1]),
    ('Verse kruiden (bieslook, peterselie, dille)', 'doos 10 bos', 1290, 1590, 9, [1]),
    ('Tarwebloem type 405', 'zak 10 kg', 990, 1190, 9, [1]),
    ('Basmatirijst', 'zak 5 kg', 990, 1290, 9, [1]),
    ('Penne rigate', 'doos 6 x 1 kg', 1090, 1390, 9, [1]),
    ('Olijfolie extra vierge', 'blik 5 L', 4290, 4990, 9, [1]),
    ('Frituurolie vloeibaar', 'pak 10 L', 2190, 2690, 9, [1, 2]),
    ('Mayonaise', 'emmer 10 L', 2390, 2790, 9, [1]),
    ('Tomaten gepeld', 'blik 2,5 kg', 390, 490, 9, [3, 4, 6]),
    ('Kalfsfond, geconcentreerd', 'pot 1 L', 1690, 1990, 9, [1]),
    ('Zwarte peper, gemalen', 'bus 500 g', 890, 1090, 9, [1]),
    ('Koffiebonen espresso', 'zak 1 kg', 1890, 2290, 9, [3, 4, 6]),
    ('Thee assortiment', 'doos 6 x 25 st', 1190, 1390, 9, [1, 2]),
    ('Suikerzakjes', 'doos 1000 st', 1390, 1690, 9, [1]),
    ('Mineraalwater bruisend 25 cl', 'krat 24 st', 890, 1090, 9, [2, 3, 4]),
    ('Cola 20 cl, glas', 'krat 24 st', 1490, 1790, 9, [2, 3]),
    ('Tonic 20 cl', 'krat 24 st', 1590, 1890, 9, [1, 2]),
    ('Jus d\'orange, vers geperst', 'doos 6 x 1 L', 1890, 2290, 9, [1, 2]),
    ('Appelsap troebel 20 cl', 'krat 24 st', 1390, 1690, 9, [1]),
    ('Huiswijn rood, Merlot 75 cl', 'doos 6 fl', 3290, 3890, 21, [2, 3]),
    ('Huiswijn wit, Sauvignon blanc 75 cl', 'doos 6 fl', 3290, 3890, 21, [2, 3]),
    ('Prosecco DOC 75 cl', 'doos 6 fl', 3990, 4690, 21, [1, 2]),
    ('Speciaalbier blond 33 cl', 'krat 24 st', 2890, 3390, 21, [1, 2]),
    ('Jonge jenever 1 L', 'fles', 1490, 1790, 21, [1, 2]),
    ('Vaatwasmiddel vloeibaar', 'can 10 L', 3190, 3690, 21, [1]),
    ('Glansspoelmiddel', 'can 5 L', 2190, 2590, 21, [1]),
    ('Ontvetter keuken, spray', 'doos 6 x 750 ml', 2290, 2790, 21, [1]),
    ('Servetten 2-laags 33 x 33 cm, wit', 'doos 2000 st', 2490, 2990, 21, [1]),
    ('Vershoudfolie 45 cm x 300 m', 'rol', 890, 1090, 21, [1, 2]),
    ('Aluminiumfolie 45 cm x 150 m', 'rol', 1290, 1590, 21, [1]),
    ('Nitril handschoenen maat L', 'doos 10 x 100 st', 6990, 7990, 21, [1]),
    ('Afvalzakken 120 L', 'rol 25 st', 590, 790, 21, [2, 3]),
    ('Bakpapier 40 x 60 cm', 'doos 500 vel', 2190, 2590, 21, [1]),
    ('Kassarollen 80 mm', 'doos 20 st', 1890, 2190, 21, [1]),
    ('Afhaalbakjes kraft 750 ml', 'doos 300 st', 3490, 3990, 21, [1]),
]

# The Flemish printer's jobs: the job's title, its VAT rate and its lines (text, quantity, unit, lowest and highest
# price in units of its last place, the places).
PrintJobs = [
    ("Opdracht {a}: boek 'Wandelen in de Westhoek', 240 p., 17 x 24 cm, 1.500 ex.", 6, [
        ('Drukken binnenwerk 240 p., 4/4 kleuren, Munken Print Cream 115 g', 1500, 'ex.', 18400, 22600, 4),
        ('Omslag 4/0 kleuren + mat laminaat, 300 g, met flappen', 1500, 'ex.', 4100, 5300, 4),
        ('Afwerking: genaaid gebrocheerd', 1500, 'ex.', 3800, 4700, 4),
        ('Prepress: controle aangeleverde PDF en digitale proef', 1, 'forfait', 14500, 18500, 2),
        ('Kleurproef omslag (ISO Coated v2)', 2, 'st.', 3500, 4500, 2),
        ('Verpakken per 10 ex. in krimpfolie, op pallet', 150, 'pak', 3900, 5200, 4),
        ('Levering op één adres in Brugge', 1, 'rit', 8500, 11500, 2)]),
    ("Opdracht {b}: tijdschrift 'Westhoekbode' nr. {n}, 36 p. A4, 2.200 ex.", 6, [
        ('Drukken 32 p. binnenwerk, 4/4 kleuren, mat gestreken 115 g', 2200, 'ex.', 6200, 7600, 4),
        ('Omslag 4 p., 4/4 kleuren, mat gestreken 200 g', 2200, 'ex.', 1900, 2500, 4),
        ('Afwerking: geniet met 2 nietjes, gevouwen', 2200, 'ex.', 900, 1300, 4),
        ('Adresseren en seal-verpakking voor abonnees', 1840, 'ex.', 1900, 2600, 4),
        ('Aflevering postsortering bpost (excl. port)', 1, 'rit', 4500, 6500, 2)]),
    ('Opdracht {c}: flyers A5 voorjaarsfondslijst', 21, [
        ('Flyers A5, recto-verso 4/4 kleuren, silk 170 g', 5000, 'ex.', 1100, 1500, 4),
        ('Rillen en vouwen naar A6', 5000, 'ex.', 200, 350, 4),
        ('Ontwerpaanpassing lay-out (uur)', 2, 'uur', 5800, 6800, 2)]),
    ('Opdracht {d}: affiches en beursmateriaal', 21, [
        ('Affiches A2, 4/0 kleuren, blueback 115 g', 250, 'ex.', 9800, 12600, 4),
        ('Roll-up banner 85 x 200 cm, incl. cassette en tas', 2, 'st.', 14900, 18900, 2),
        ('Bladwijzers 5 x 18 cm, 4/4 kleuren, 350 g', 3000, 'ex.', 700, 1100, 4),
        ('Levering affiches en banners op 2 adressen', 1, 'rit', 6500, 8500, 2)]),
    ('Opdracht {e}: catalogus najaarsfonds, 48 p. A5, 3.000 ex.', 21, [
        ('Drukken 44 p. binnenwerk, 4/4 kleuren, silk 115 g', 3000, 'ex.', 3900, 4800, 4),
        ('Omslag 4/4 kleuren + softtouch laminaat, 250 g', 3000, 'ex.', 1600, 2100, 4),
        ('Afwerking: geniet, 2 nietjes', 3000, 'ex.', 500, 800, 4),
        ('Verzending per 50 ex. naar 38 boekhandels (bpost pakket)', 38, 'pak.', 790, 990, 2)]),
]

# The Dutch parts supplier's returned parts: text, unit, lowest and highest price in cents, and the reasons.
ReturnedParts = [
    ('Oliefilter motor, Fendt 700 Vario', 'st', 2190, 2790), ('Luchtfilter buitenelement, Deutz-Fahr 6-serie', 'st',
                                                             6490, 7890),
    ('Luchtfilter binnenelement, Deutz-Fahr 6-serie', 'st', 3190, 3890), ('Hydrauliekfilter retour, New Holland T7',
                                                                         'st', 5490, 6490),
    ('Brandstoffilter met waterafscheider', 'st', 3290, 3990), ('Cabinefilter actieve kool', 'st', 4890, 5690),
    ('V-snaar SPB 2360', 'st', 2690, 3290), ('Poly-V-riem 8PK1795', 'st', 3490, 4190),
    ('Kogellager 6208-2RS', 'st', 1290, 1590), ('Kogellager 6310-2Z', 'st', 2890, 3490),
    ('Hefarmkogel cat. 2, 28 mm', 'st', 890, 1190), ('Topstang compleet, cat. 2, 560–800 mm', 'st', 8990, 10900),
    ('Snelkoppeling ISO-A 1/2", mannelijk', 'st', 1190, 1490), ('Hydrauliekslang 1/2" x 1500 mm, 2 x DKOL', 'st',
                                                                3490, 4190),
    ('Maaimes links, Kuhn GMD 280', 'st', 390, 520), ('Maaimes rechts, Kuhn GMD 280', 'st', 390, 520),
    ('Tandwielpomp groep 2, 16 cc', 'st', 18900, 22900), ('Werklamp LED 40 W, 12/24 V', 'st', 4290, 5190),
    ('Zwaailamp LED, magneetvoet', 'st', 6990, 8290), ('Achterlicht links, Hella', 'st', 3890, 4590),
    ('Starter 12 V 3,0 kW (ruil)', 'st', 24900, 28900), ('Dynamo 14 V 120 A (ruil)', 'st', 19900, 23900),
    ('Aftakasbeschermer, maat 4', 'st', 4890, 5790), ('Aftakas kruiskoppeling 27 x 74,6 mm', 'st', 4290, 5190),
    ('Koppelingsplaat 310 mm', 'st', 21900, 25900), ('Remblokken set, Claas Arion', 'set', 8990, 10900),
    ('Waterpomp compleet met pakking', 'st', 15900, 18900), ('Thermostaat 82 °C', 'st', 2490, 2990),
    ('Pakkingset cilinderkop', 'set', 11900, 13900), ('Motorolie 15W-40, vat 20 L', 'vat', 8990, 10500),
    ('Transmissieolie UTTO, vat 20 L', 'vat', 8490, 9990), ('Vetpatronen lithium EP2, 400 g', 'doos', 3990, 4690),
    ('Pennenset topstang, 19/22 mm', 'set', 890, 1190), ('Zekeringenkast 12-voudig', 'st', 3290, 3890),
]
ReturnReasons = ['verkeerd besteld', 'dubbel geleverd', 'niet passend op machine', 'garantie: defect bij montage',
                 'order geannuleerd', 'beschadigd ontvangen']

# The British IT reseller's articles: part number, text, lowest and highest price in pence, quantities, and whether
# serial numbers ('HP', 'DL', 'LN', 'AP') or a licence term are printed under it.
ItItems = [
    ('6T1R2ET#ABU', 'HP EliteBook 840 G11, Core Ultra 5 125U, 16 GB, 512 GB SSD, 14" WUXGA, Win 11 Pro', 92900,
     104900, [10, 12, 14], 'HP'),
    ('5TW10AA#ABU', 'HP USB-C Dock G5, 120 W', 13900, 16900, [10, 12, 14], 'HP'),
    ('DELL-P2425H', 'Dell Pro 24 Plus Monitor P2425H, 23.8" FHD IPS, USB-C', 15900, 18900, [10, 12, 16], 'DL'),
    ('DELL-U2724D', 'Dell UltraSharp 27 Monitor U2724D, QHD', 29900, 34900, [2, 3, 4], 'DL'),
    ('21MC0047UK', 'Lenovo ThinkPad T14 Gen 5, Ryzen 7 PRO, 32 GB, 1 TB SSD', 124900, 139900, [2, 3], 'LN'),
    ('MW0Y3B/A', 'Apple iPad Air 11" (M2) Wi-Fi 128 GB, Space Grey', 52900, 57900, [2, 3], 'AP'),
    ('KB216-UK', 'Dell Wired Keyboard KB216, UK layout', 1190, 1590, [10, 16, 20], None),
    ('MS-SURF-P11', 'Microsoft Surface Pro 11, Snapdragon X Plus, 16 GB, 512 GB, Business', 119900, 134900, [2, 3],
     'MS'),
    ('MS116-BK', 'Dell Optical Mouse MS116', 690, 990, [10, 16, 20], None),
    ('981-000914', 'Logitech Zone Wired 2 headset, Teams certified', 9900, 11900, [4, 6, 8], None),
    ('CAB-C-C-2M', 'USB-C to USB-C cable, 2 m, 100 W', 990, 1490, [10, 12], None),
    ('SSD-EXT-1TB', 'Samsung T7 Shield portable SSD 1 TB', 8900, 10900, [2, 4], None),
    ('UBI-U7-PRO', 'Ubiquiti UniFi U7 Pro access point, Wi-Fi 7', 18900, 21900, [3, 4], 'MAC'),
    ('UBI-USW-24P', 'Ubiquiti UniFi Switch Pro 24 PoE', 62900, 69900, [1], 'MAC'),
    ('APC-SMT1500', 'APC Smart-UPS 1500 VA LCD, 230 V', 54900, 62900, [1], 'UPS'),
    ('CFQ-00004', 'Microsoft 365 Business Premium, annual commitment, per user', 24000, 26400, [25, 32, 40],
     'term'),
    ('AAA-10726', 'Microsoft 365 Business Standard, annual commitment, per user', 13800, 15600, [6, 8, 10], 'term'),
    ('SOPH-XDR-1Y', 'Sophos Intercept X Advanced with XDR, 1 year, per user', 6900, 7900, [30, 40, 50], 'term'),
    ('KEEP-BUS-1Y', 'Keeper Business password manager, 1 year, per user', 3600, 4200, [30, 40, 50], 'term'),
    ('VEEAM-365', 'Veeam Backup for Microsoft 365, 1 year, per user', 2900, 3600, [30, 40, 50], 'term'),
    ('SVC-BUILD', 'Imaging, asset tagging and Autopilot registration, per device', 3500, 4500, [8, 10, 12], None),
    ('SVC-ENG-DAY', 'On-site engineer, deployment and user handover (day)', 55000, 65000, [2, 3], None),
    ('SVC-PM', 'Project management and documentation (hours)', 7500, 8500, [4, 6], None),
    ('WEEE-COLL', 'Collection and certified data destruction of old equipment, per device', 1200, 1800, [8, 10, 12],
     None),
    ('CARR-NXT', 'Carriage, next working day, insured', 2500, 3500, [1], None),
]

# The makers' warranties printed under their machines.
Warranties = {'HP': '3 years next business day on-site (HP Care Pack U0JP6E)',
              'LN': '3 years Premier Support, on-site (5WS1F52274)',
              'MS': '3 years Microsoft Extended Hardware Service',
              'DL': '3 years Advanced Exchange Service', 'UPS': '2 years, battery included'}

# The Irish haulier's places, and the loads' charges.
IrishRoutes = [('Dublin Port (Terminal 3)', 'Athlone'), ('Rosslare Europort', 'Athlone'),
               ('Dublin Port (Terminal 5)', 'Tullamore'), ('Cork (Ringaskiddy)', 'Athlone'),
               ('Waterford (Belview Port)', 'Mullingar'), ('Athlone', 'Galway (Ballybrit)'),
               ('Dublin Port (Terminal 3)', 'Longford'), ('Athlone', 'Sligo')]

# The British catering wholesaler's articles: code, text, pack, lowest and highest price in pence, VAT code.
CateringGoods = [
    ('Chicken breast fillets, fresh', '5 kg', 2890, 3390, 'Z'), ('Beef mince 15% fat', '2.5 kg', 1390, 1690, 'Z'),
    ('Pork sausages, thick', '60 x 67 g', 1690, 1990, 'Z'), ('Back bacon rashers, smoked', '2.27 kg', 1590, 1890, 'Z'),
    ('Cod loins, skinless, frozen', '10 x 170 g', 2490, 2890, 'Z'), ('Breaded scampi, frozen', '1 kg', 1190, 1390,
                                                                       'Z'),
    ('Mature Cheddar, block', '5 kg', 3290, 3790, 'Z'), ('Free-range eggs, large', '15 dozen', 3190, 3690, 'Z'),
    ('Whole milk', '6 x 2 pt', 590, 690, 'Z'), ('Double cream', '2 L', 890, 1090, 'Z'),
    ('Salted butter portions', '100 x 7 g', 790, 940, 'Z'), ('Chips, 3/8" cut, frozen', '4 x 2.5 kg', 1390, 1690, 'Z'),
    ('Maris Piper potatoes', '25 kg', 1290, 1590, 'Z'), ('Onions, brown', '10 kg', 690, 890, 'Z'),
    ('Carrots', '10 kg', 590, 790, 'Z'), ('Mixed salad leaves', '1 kg', 790, 990, 'Z'),
    ('Tomatoes, round', '6 kg', 1090, 1290, 'Z'), ('Mushrooms, closed cup', '2.27 kg', 790, 990, 'Z'),
    ('Garden peas, frozen', '2.5 kg', 390, 490, 'Z'), ('Plain flour', '16 kg', 1190, 1390, 'Z'),
    ('Long grain rice', '10 kg', 1290, 1590, 'Z'), ('Penne pasta', '3 kg', 490, 590, 'Z'),
    ('Chopped tomatoes', '6 x 2.5 kg', 1290, 1490, 'Z'), ('Baked beans', '6 x 2.62 kg', 1490, 1790, 'Z'),
    ('Rapeseed oil', '20 L', 2390, 2790, 'Z'), ('Mayonnaise, catering', '10 L', 1590, 1890, 'Z'),
    ('Tomato ketchup', '2 x 4.5 L', 1290, 1490, 'Z'), ('Gravy granules', '2 kg', 990, 1190, 'Z'),
    ('Yorkshire puddings, frozen', '96 x 4"', 1390, 1590, 'Z'), ('Sliced white bread, thick', '800 g', 115, 145, 'Z'),
    ('Brioche burger buns', '48 x 4.5"', 1490, 1790, 'Z'), ('Sticky toffee pudding, portions', '12 x 110 g', 990,
                                                             1190, 'Z'),
    ('Vanilla ice cream', '4 L', 690, 890, 'Z'), ('Tea bags, catering', '1100', 1690, 1990, 'Z'),
    ('Coffee beans, espresso blend', '6 x 1 kg', 7490, 8490, 'Z'), ('Sugar sticks, white', '1000', 990, 1190, 'Z'),
    ('Ready salted crisps', '32 x 32.5 g', 1090, 1290, 'S'), ('Salt & vinegar crisps', '32 x 32.5 g', 1090, 1290, 'S'),
    ('Chocolate bars, assorted', '48', 2190, 2590, 'S'), ('Mints, individually wrapped', '1000', 1090, 1290, 'S'),
    ('Cola, cans', '24 x 330 ml', 1290, 1590, 'S'), ('Lemonade, cans', '24 x 330 ml', 990, 1190, 'S'),
    ('Still mineral water', '24 x 500 ml', 690, 890, 'S'), ('Sparkling mineral water, glass', '24 x 330 ml', 1190,
                                                             1390, 'S'),
    ('Orange juice, cartons', '24 x 200 ml', 790, 990, 'S'), ('Tonic water, glass', '24 x 200 ml', 1290, 1490, 'S'),
    ('House red wine, Merlot', '6 x 75 cl', 3490, 3990, 'S'), ('House white wine, Pinot Grigio', '6 x 75 cl', 3490,
                                                               3990, 'S'),
    ('Prosecco DOC', '6 x 75 cl', 4290, 4890, 'S'), ('Pale ale, bottles', '12 x 500 ml', 1990, 2390, 'S'),
    ('Washing-up liquid', '5 L', 590, 790, 'S'), ('Dishwasher detergent', '20 L', 3290, 3790, 'S'),
    ('Rinse aid', '5 L', 1490, 1790, 'S'), ('Hard surface sanitiser spray', '6 x 750 ml', 1390, 1690, 'S'),
    ('Blue centrefeed rolls', '6', 1590, 1890, 'S'), ('Napkins, 2-ply 40 cm, white', '2000', 2190, 2590, 'S'),
    ('Cling film 45 cm x 300 m', '1', 790, 990, 'S'), ('Foil 45 cm x 75 m', '1', 1090, 1290, 'S'),
    ('Nitrile gloves, blue, large', '10 x 100', 4290, 4990, 'S'), ('Refuse sacks, black', '200', 1690, 1990, 'S'),
    ('Takeaway boxes, kraft, large', '200', 2290, 2690, 'S'), ('Paper straws, black', '250', 590, 790, 'S'),
    ('Till rolls 57 x 40 mm', '20', 790, 990, 'S'), ('Oven cleaner, heavy duty', '5 L', 1890, 2290, 'S'),
    ('Cooked ham, sliced', '1 kg', 1090, 1290, 'Z'), ('Smoked salmon, sliced', '500 g', 1490, 1790, 'Z'),
    ('Lemons', '80', 1290, 1590, 'Z'), ('Fresh herbs, mixed', '10 bunches', 1190, 1390, 'Z'),
    ('Puff pastry sheets, frozen', '20 x 250 g', 1890, 2190, 'Z'), ('Scones, plain, frozen', '48', 1290, 1490, 'Z'),
    ('Clotted cream', '12 x 28 g', 690, 790, 'Z'), ('Strawberry jam portions', '100 x 20 g', 1090, 1290, 'Z'),
    ('Porridge oats', '3 kg', 490, 590, 'Z'), ('Granola', '2 kg', 990, 1190, 'Z'),
]

# The German wholesaler's articles: text, unit, lowest and highest price in cents, quantities, price unit; each
# family with its variants ("{}" in the text).
Electrical = [
    ('Mantelleitung NYM-J {} mm², grau', 'm', 6900, 28900, [50, 100, 200, 300], 100,
     ['3x1,5', '5x1,5', '3x2,5', '5x2,5', '5x4', '5x6', '5x10']),
    ('Erdkabel NYY-J {} mm², schwarz', 'm', 14900, 62900, [25, 50, 100], 100, ['3x1,5', '5x2,5', '5x6', '5x16']),
    ('Aderleitung H07V-K {}', 'm', 1900, 6900, [100, 200], 100,
     ['1,5 mm² schwarz', '1,5 mm² blau', '2,5 mm² grün-gelb', '6 mm² schwarz', '16 mm² grün-gelb']),
    ('Datenkabel Cat.7 S/FTP 4x2xAWG23/1, {}', 'm', 8900, 12900, [100, 250, 500], 100, ['LSOH orange']),
    ('Installationsrohr flexibel M{}, grau', 'm', 3900, 9900, [50, 100], 100, ['20', '25', '32']),
    ('Kabelkanal {} mm, reinweiß, 2 m', 'St', 390, 1890, [10, 20, 30], 1, ['15x15', '40x60', '60x110']),
    ('Leitungsschutzschalter {}', 'St', 390, 3490, [6, 12, 24], 1, ['B10 A, 1-polig', 'B16 A, 1-polig',
                                                                      'C16 A, 1-polig', 'B16 A, 3-polig',
                                                                      'C32 A, 3-polig']),
    ('FI-Schutzschalter {}', 'St', 3290, 8990, [2, 4, 6], 1, ['40 A, 30 mA, 4-polig, Typ A', '63 A, 30 mA, 4-polig, '
                                                                'Typ A', 'B16/30 mA (FI/LS), Typ A']),
    ('Überspannungsschutz Typ 1+2, {}', 'St', 18900, 24900, [1, 2], 1, ['TN-C-S, 4-polig']),
    ('Hauptschalter {}', 'St', 2890, 4490, [1, 2], 1, ['63 A, 3-polig']),
    ('Verteiler Unterputz, {}', 'St', 8990, 18900, [1, 2], 1, ['3-reihig, 36 TE', '4-reihig, 48 TE']),
    ('Zählerschrank {}, komplett bestückt', 'St', 42900, 58900, [1], 1, ['2 Zählerplätze, 950 mm']),
    ('Sammelschiene 3-polig, {}', 'St', 690, 1490, [4, 6, 10], 1, ['12 TE', '56 TE']),
    ('Schalterprogramm reinweiß: {}', 'St', 290, 2490, [10, 20, 40], 1,
     ['Aus-/Wechselschalter', 'Serienschalter', 'Kreuzschalter', 'Taster mit Kontrolllicht', 'Steckdose SCHUKO',
      'Steckdose SCHUKO mit Klappdeckel', 'Rahmen 1-fach', 'Rahmen 2-fach', 'Rahmen 3-fach', 'Jalousietaster']),
    ('Gerätedose {}', 'St', 35, 290, [50, 100], 1, ['tief Ø 68 mm', 'Hohlwand Ø 68 mm', 'Elektronik tief']),
    ('Abzweigdose AP {}', 'St', 190, 690, [10, 20], 1, ['IP54, 100 x 100 mm', 'IP65, 150 x 110 mm']),
    ('Verbindungsklemme Wago {}', 'St', 1890, 5690, [100, 200, 300], 100, ['221-412', '221-413', '221-415']),
    ('LED-Panel 620 x 620 mm, {}', 'St', 3890, 5890, [10, 16, 24], 1, ['36 W, 4000 K, UGR < 19']),
    ('LED-Downlight {}', 'St', 1490, 3290, [12, 24, 36], 1, ['10 W, 3000 K, IP44', '18 W, 4000 K, IP20']),
    ('LED-Feuchtraum-Wannenleuchte {}', 'St', 3490, 4890, [4, 8, 12], 1, ['150 cm, 48 W, IP65']),
    ('Notleuchte LED, {}', 'St', 6890, 8890, [4, 6], 1, ['3 h, Dauer-/Bereitschaftsschaltung']),
    ('Bewegungsmelder {}', 'St', 2890, 6490, [2, 4, 6], 1, ['360°, Deckeneinbau', 'Aufputz 180°, IP55']),
    ('Rauchwarnmelder {}', 'St', 1690, 2490, [10, 20], 1, ['10-Jahres-Batterie, Q-Label']),
    ('Netzwerkdose Cat.6A, {}', 'St', 1190, 1890, [10, 20], 1, ['2-fach, UP, reinweiß']),
    ('Patchkabel Cat.6A S/FTP, {}', 'St', 290, 690, [10, 20], 1, ['1 m, grau', '3 m, grau']),
    ('Klingeltransformator {}', 'St', 1490, 2290, [1, 2], 1, ['8/12 V, 1 A, REG']),
    ('Kabelbinder {}', 'St', 490, 1290, [100, 200, 500], 100, ['4,8 x 300 mm, schwarz, UV-beständig',
                                                               '3,6 x 200 mm, natur']),
    ('Isolierband {}', 'St', 69, 149, [10, 20], 1, ['19 mm x 20 m, schwarz', '19 mm x 20 m, grün-gelb']),
    ('Schlagdübel {}', 'St', 990, 2490, [100, 200], 100, ['6 x 40 mm', '8 x 60 mm']),
    ('Rohrschelle {}', 'St', 890, 2190, [100, 200], 100, ['M20, grau', 'M25, grau']),
    ('Potentialausgleichsschiene {}', 'St', 1290, 1990, [1, 2], 1, ['mit Abdeckung']),
]
ElectricalDiscounts = [0, 0, 0, 5, 10, 12.5, 15]

# The Austrian wholesaler's articles: article number, text, pack, lowest and highest price in cents, VAT rate,
# quantities.
GastroGoods = [
    ('10401', 'Almdudler Kräuterlimonade 0,35 l MW', 'Kiste 24 Fl.', 2190, 2590, 20, [2, 3, 4]),
    ('10422', 'Mineralwasser prickelnd 0,33 l MW', 'Kiste 24 Fl.', 1190, 1490, 20, [3, 4, 6]),
    ('10435', 'Mineralwasser still 0,33 l MW', 'Kiste 24 Fl.', 1190, 1490, 20, [2, 3]),
    ('10470', 'Apfelsaft naturtrüb 1 l', 'Kiste 6 Fl.', 1190, 1490, 20, [2, 3]),
    ('10488', 'Orangensaft 100 % 0,2 l MW', 'Kiste 24 Fl.', 1890, 2190, 20, [1, 2]),
    ('11210', 'Märzenbier 0,5 l MW', 'Kiste 20 Fl.', 2190, 2590, 20, [4, 5, 6]),
    ('11245', 'Weißbier hell 0,5 l MW', 'Kiste 20 Fl.', 2490, 2890, 20, [2, 3]),
    ('11302', 'Grüner Veltliner Qualitätswein 0,75 l', 'Karton 6 Fl.', 4190, 4890, 20, [2, 3]),
    ('11318', 'Zweigelt Qualitätswein 0,75 l', 'Karton 6 Fl.', 4490, 5290, 20, [2, 3]),
    ('11360', 'Sekt Austria Brut 0,75 l', 'Karton 6 Fl.', 5690, 6490, 20, [1, 2]),
    ('11402', 'Marillenbrand 40 % 0,7 l', 'Fl.', 2490, 2990, 20, [1, 2]),
    ('20105', 'Kaffee Espresso Bohne', 'Pkg. 1 kg', 1890, 2290, 10, [4, 6, 8]),
    ('20130', 'Teebeutel Sortiment', 'Karton 6 x 25 St.', 1290, 1590, 10, [1, 2]),
    ('21010', 'Vollmilch 3,5 %', 'Karton 12 x 1 l', 1290, 1490, 10, [3, 4]),
    ('21022', 'Schlagobers 36 %', 'Karton 6 x 1 l', 2390, 2790, 10, [1, 2]),
    ('21040', 'Teebutter', 'Karton 20 x 250 g', 5290, 5990, 10, [1]),
    ('21066', 'Bergkäse 6 Monate, Laib-Stück', 'ca. 2 kg', 3290, 3890, 10, [1, 2]),
    ('21090', 'Eier Freiland M', 'Tasse 30 St.', 890, 1090, 10, [4, 6]),
    ('22015', 'Kalbsschnitzel, pariert', 'kg', 3290, 3690, 10, [4, 5, 6]),
    ('22030', 'Schweinekarree ohne Knochen', 'kg', 1190, 1390, 10, [5, 6, 8]),
    ('22046', 'Tafelspitz vom Rind', 'kg', 2290, 2590, 10, [3, 4]),
    ('22080', 'Bachforellenfilet, frisch', 'kg', 2890, 3390, 10, [2, 3]),
    ('22095', 'Speck, geräuchert (Tiroler Art)', 'kg', 1590, 1890, 10, [1, 2]),
    ('23010', 'Erdäpfel speckig', 'Sack 25 kg', 1790, 2190, 10, [1, 2]),
    ('23025', 'Zwiebeln gelb', 'Sack 10 kg', 790, 990, 10, [1]),
    ('23040', 'Salatmix Saison', 'Kiste 2 kg', 1290, 1590, 10, [2, 3]),
    ('23066', 'Preiselbeeren (Kompott)', 'Dose 2,5 kg', 1690, 1990, 10, [1]),
    ('24005', 'Weizenmehl glatt W480', 'Sack 10 kg', 990, 1190, 10, [1, 2]),
    ('24018', 'Semmelbrösel', 'Sack 5 kg', 890, 1090, 10, [1]),
    ('24030', 'Kristallzucker', 'Sack 10 kg', 1190, 1390, 10, [1]),
    ('24052', 'Sonnenblumenöl', 'Kanister 10 l', 2190, 2590, 10, [1, 2]),
    ('24070', 'Knödelbrot', 'Sack 2,5 kg', 690, 890, 10, [2]),
    ('25010', 'Kaisersemmel zum Aufbacken, TK', 'Karton 100 St.', 2290, 2690, 10, [1, 2]),
    ('25033', 'Apfelstrudel, TK, portioniert', 'Karton 24 St.', 3190, 3690, 10, [1]),
    ('25050', 'Marillenknödel, TK', 'Karton 40 St.', 2890, 3290, 10, [1]),
    ('30012', 'Geschirrspülmittel flüssig', 'Kanister 10 l', 3290, 3790, 20, [1]),
    ('30024', 'Klarspüler', 'Kanister 5 l', 2190, 2590, 20, [1]),
    ('30040', 'Servietten 3-lagig 40 x 40 cm, weiß', 'Karton 1000 St.', 2890, 3390, 20, [1]),
    ('30055', 'Frischhaltefolie 45 cm x 300 m', 'Rolle', 990, 1190, 20, [1, 2]),
    ('30071', 'Müllsäcke 120 l, blau', 'Rolle 25 St.', 590, 790, 20, [2]),
]

# The Swiss printer's jobs: the title, the VAT rate and the lines (text, quantity, unit, lowest and highest price
# in centimes, the paper and finishing under it).
SwissJobs = [
    ('Auftrag {a}: Vereinszeitschrift «Seeblick» Ausgabe {issue}, 64 Seiten A4', Decimal('2.6'), [
        ('Druck Inhalt 60 Seiten, 4/4-farbig', 3200, 'Ex.', 38, 46,
         ['Papier: Refutura 100 g/m², FSC Recycled', 'Bogenoffset, Farbprofil PSO Uncoated v3']),
        ('Umschlag 4 Seiten, 4/4-farbig, Dispersionslack matt', 3200, 'Ex.', 9, 13, ['Papier: Magno Satin 250 g/m²']),
        ('Weiterverarbeitung: falzen, zusammentragen, rückstichheften', 3200, 'Ex.', 5, 8, []),
        ('Adressierung und Folienverpackung der Abonnementsexemplare', 2860, 'Ex.', 11, 15,
         ['Sortierung nach Postleitzahl für PP-Versand']),
        ('Druckvorstufe: Datenprüfung und PDF-Proof', 1, 'Pausch.', 18000, 24000, [])]),
    ('Auftrag {b}: Buch «Zürichsee – Ufer, Dörfer, Menschen», 192 Seiten, 1\'500 Ex.', Decimal('2.6'), [
        ('Druck Inhalt 192 Seiten, 4/4-farbig', 1500, 'Ex.', 210, 260,
         ['Papier: Magno Volume 150 g/m²', 'Format 21 x 27 cm, Hochformat']),
        ('Hardcover-Einband mit Schutzumschlag', 1500, 'Ex.', 320, 390,
         ['Graupappe 2,5 mm, Überzug bedruckt 4/0, matt laminiert', 'Schutzumschlag 4/0, Soft-Touch-Kaschierung']),
        ('Lesebändchen und Kapitalband, dunkelblau', 1500, 'Ex.', 22, 32, []),
        ('Farbverbindliche Proofs Inhalt', 24, 'Seite', 1200, 1600, ['Proofs nach ISO 12647-7, Fogra 51']),
        ('Palettierung und Lieferung an den Verlag', 1, 'Pausch.', 28000, 36000, [])]),
    ('Auftrag {c}: Flyer Veranstaltungsprogramm, A4 auf A5 gefalzt', Decimal('8.1'), [
        ('Flyer A4, 4/4-farbig, Wickelfalz auf A5', 8000, 'Ex.', 6, 8, ['Papier: Profibulk 135 g/m²']),
        ('Gestaltungsanpassungen nach Kundenkorrektur', 2, 'Std.', 9500, 11500, [])]),
    ('Auftrag {d}: Plakate Weltformat und Kleinplakate', Decimal('8.1'), [
        ('Plakat F4 (89,5 x 128 cm), 4/0-farbig', 120, 'Ex.', 380, 460, ['Papier: Blueback 115 g/m²']),
        ('Kleinplakat A3, 4/0-farbig', 400, 'Ex.', 55, 75, ['Papier: Profimatt 170 g/m²']),
        ('Lieferung an die Aushangstellen (Stadt Zürich)', 1, 'Pausch.', 14000, 18000, [])]),
    ('Auftrag {e}: Geschäftsdrucksachen', Decimal('8.1'), [
        ('Briefpapier A4, 4/0-farbig', 5000, 'Ex.', 6, 9, ['Papier: Refutura 100 g/m²']),
        ('Couverts C5/6 mit Fenster links, 2/0-farbig', 5000, 'Ex.', 10, 14, []),
        ('Visitenkarten 85 x 55 mm, 4/4-farbig, je 250 Ex.', 6, 'Satz', 4800, 6200,
         ['Papier: Rives Design 350 g/m²', 'Namen gemäss Liste vom Kunden']),
        ('Notizblöcke A5, 50 Blatt, geleimt', 200, 'Ex.', 180, 240, [])]),
    ('Auftrag {f}: Jahresbericht, 40 Seiten A4, 600 Ex.', Decimal('8.1'), [
        ('Druck Inhalt 36 Seiten, 4/4-farbig', 600, 'Ex.', 110, 140, ['Papier: Lessebo Smooth White 130 g/m²']),
        ('Umschlag 4/4-farbig mit Blindprägung', 600, 'Ex.', 60, 85, ['Papier: Munken Pure 300 g/m²']),
        ('Klebebindung (PUR)', 600, 'Ex.', 40, 55, []),
        ('Korrekturabzüge, zwei Runden', 2, 'Pausch.', 12000, 16000, [])]),
    ('Auftrag {g}: Wandkalender «Zürichsee {next}», 13 Blatt A3 quer, 800 Ex.', Decimal('8.1'), [
        ('Druck 13 Blatt A3, 4/0-farbig', 800, 'Ex.', 210, 280, ['Papier: Magno Satin 170 g/m²']),
        ('Rückwand Graukarton 1,5 mm, kaschiert', 800, 'Ex.', 35, 50, []),
        ('Wire-O-Bindung mit Aufhänger, silber', 800, 'Ex.', 75, 95, []),
        ('Einzelverpackung in Kalendertasche', 800, 'Ex.', 28, 38, [])]),
    ('Auftrag {h}: Mailing Abonnentenwerbung', Decimal('8.1'), [
        ('Brief A4, 4/4-farbig, personalisiert', 6400, 'Ex.', 12, 16, ['Datenübernahme aus Adressdatei (CSV)']),
        ('Antwortkarte A6, 4/4-farbig', 6400, 'Ex.', 6, 9, ['Papier: Rebello 250 g/m²']),
        ('Kuvertieren in C5/6, maschinell', 6400, 'Ex.', 4, 6, []),
        ('Postaufgabe und Sortierung (ohne Porto)', 1, 'Pausch.', 9500, 12500, [])]),
    ('Auftrag {i}: Prospekt Herbstprogramm, 16 Seiten A5', Decimal('8.1'), [
        ('Druck 16 Seiten, 4/4-farbig, Rückstichheftung', 4500, 'Ex.', 21, 28, ['Papier: Profisilk 135 g/m²']),
        ('Beilage in Zeitschrift «Seeblick» (Einstecken)', 3200, 'Ex.', 3, 5, [])]),
    ('Auftrag {j}: Einladungskarten Generalversammlung', Decimal('8.1'), [
        ('Karte A6 quer, 4/4-farbig', 1200, 'Ex.', 14, 19, ['Papier: Munken Print Cream 300 g/m²']),
        ('Couverts C6, weiss, ohne Fenster', 1200, 'Ex.', 7, 10, []),
        ('Personalisierung Digitaldruck (Name des Gastes)', 1200, 'Ex.', 9, 13, [])]),
]

# The Walloon roofer's lots and works: text, unit, lowest and highest price in cents, quantities; the shed at 21%.
RoofLots = [
    ('Lot 1 – Installation de chantier et sécurité', 6, [
        ('Installation et repli de chantier, protections des abords', 'forf.', 45000, 65000, [1]),
        ('Échafaudage de façade avec garde-corps, montage et démontage', 'm²', 1150, 1450, [96, 112, 124]),
        ('Location de l\'échafaudage au-delà de 2 semaines', 'sem.', 9500, 12500, [2, 3]),
        ('Conteneur 10 m³ pour déchets de démolition, évacuation', 'pce', 38000, 46000, [2, 3]),
        ('Goulotte à gravats et bâches de protection', 'forf.', 18000, 24000, [1])]),
    ('Lot 2 – Démontage', 6, [
        ('Démontage de la couverture existante en tuiles, tri des déchets', 'm²', 1300, 1650, [142, 156, 168]),
        ('Démontage des lattes et de l\'ancienne sous-toiture', 'm²', 450, 650, [142, 156, 168]),
        ('Démontage des gouttières et descentes existantes', 'm', 550, 800, [34, 38, 42]),
        ('Démolition de la souche de cheminée hors toiture', 'pce', 32000, 42000, [1])]),
    ('Lot 3 – Charpente', 6, [
        ('Remplacement de chevrons 63 x 175 mm, bois traité classe 2', 'm', 2400, 2900, [38, 46, 54]),
        ('Renforcement de pannes par moisage', 'pce', 14500, 18500, [2, 3]),
        ('Traitement insecticide et fongicide de la charpente conservée', 'm²', 900, 1250, [142, 156, 168]),
        ('Sous-toiture respirante HPV, pose agrafée', 'm²', 850, 1100, [142, 156, 168]),
        ('Contre-lattes 18 x 38 mm', 'm', 190, 260, [380, 420, 460]),
        ('Lattes 26 x 38 mm, bois traité', 'm', 230, 310, [520, 580, 640])]),
    ('Lot 4 – Isolation', 6, [
        ('Laine minérale 22 cm (λ 0,032) entre chevrons', 'm²', 2600, 3200, [118, 126, 134]),
        ('Pare-vapeur hygrovariable, bandes adhésives et manchettes', 'm²', 950, 1250, [118, 126, 134]),
        ('Raccord étanche à l\'air autour des fenêtres de toit', 'pce', 6500, 8500, [2, 3])]),
    ('Lot 5 – Couverture', 6, [
        ('Tuiles terre cuite à emboîtement, rouge naturel, fixées', 'm²', 4800, 5900, [142, 156, 168]),
        ('Tuiles de rive à rabat gauche et droite', 'm', 3900, 4700, [22, 26, 30]),
        ('Faîtières à sec avec closoir ventilé', 'm', 5400, 6600, [11, 12, 14]),
        ('Chatières de ventilation', 'pce', 2900, 3900, [4, 6]),
        ('Fenêtre de toit 78 x 118 cm, raccord et habillage intérieur', 'pce', 98000, 118000, [2, 3]),
        ('Crochets de sécurité en inox', 'pce', 3400, 4400, [4, 6]),
        ('Peigne anti-oiseaux en égout', 'm', 650, 850, [34, 38, 42])]),
    ('Lot 6 – Zinguerie', 6, [
        ('Gouttières demi-rondes en zinc naturel, dév. 33', 'm', 5200, 6400, [34, 38, 42]),
        ('Descentes d\'eau en zinc Ø 80 mm avec colliers', 'm', 3900, 4800, [18, 22, 24]),
        ('Naissances, talons et dauphins', 'pce', 6500, 8500, [3, 4]),
        ('Noues et solins en zinc, façonnés sur place', 'm', 7400, 8900, [8, 10, 12]),
        ('Rives en zinc avec pattes de fixation', 'm', 4600, 5600, [22, 26, 30])]),
    ('Lot 7 – Abri de jardin (non éligible au taux réduit)', 21, [
        ('Démontage de la toiture en roofing de l\'abri', 'm²', 900, 1300, [14, 16, 18]),
        ('Panneaux OSB 18 mm sur gîtage existant', 'm²', 2400, 2900, [14, 16, 18]),
        ('Membrane EPDM 1,14 mm collée en plein', 'm²', 4200, 5200, [14, 16, 18]),
        ('Profils de rive en aluminium', 'm', 2200, 2800, [16, 18]),
        ('Gouttière et descente en PVC, raccordement au tonneau', 'forf.', 24000, 32000, [1])]),
    ('Lot 8 – Finitions', 6, [
        ('Nettoyage des abords et des gouttières, fin de chantier', 'forf.', 28000, 36000, [1]),
        ('Dossier photo et attestation de bonne fin des travaux', 'forf.', 9000, 12000, [1])]),
]

# The caterer's sections and lines: text, unit count ('guests' for one per guest), lowest and highest price in
# cents, VAT rate.
CateringMenu = [
    ('Cocktail d\'accueil', [
        ('Pièces cocktail salées, 6 par convive', 'guests', 780, 960, 10),
        ('Pièces cocktail sucrées, 3 par convive', 'guests', 360, 480, 10),
        ('Pain surprise campagnard (80 pièces)', 2, 5900, 7200, 10)]),
    ('Dîner assis', [
        ('Entrée : velouté de potimarron, crème de châtaigne et éclats de noisette', 'guests', 850, 1050, 10),
        ('Plat : suprême de volaille fermière, jus corsé, gratin dauphinois', 'guests', 2150, 2550, 10),
        ('Plateau de fromages affinés, confiture de figues', 'guests', 650, 850, 10),
        ('Dessert : tarte aux pralines roses et crème crue', 'guests', 690, 890, 10),
        ('Pains individuels et beurre', 'guests', 150, 220, 10)]),
    ('Boissons', [
        ('Eaux minérales plates et gazeuses, jus de fruits (forfait par convive)', 'guests', 350, 480, 10),
        ('Café et mignardises', 'guests', 290, 390, 10),
        ('Mâcon-Villages blanc, bouteille 75 cl', 'wine', 1450, 1750, 20),
        ('Côtes-du-Rhône rouge, bouteille 75 cl', 'wine', 1350, 1650, 20),
        ('Crémant de Bourgogne brut, bouteille 75 cl', 'bubbles', 1650, 1950, 20)]),
    ('Service et matériel', [
        ('Maîtres d\'hôtel, de 18 h à 0 h 30 (heures)', 'staff', 3400, 3900, 10),
        ('Chef de cuisine sur place (heures)', 7, 4200, 4900, 10),
        ('Location vaisselle, verrerie et couverts (par convive)', 'guests', 380, 520, 20),
        ('Location nappage et serviettes en tissu (par convive)', 'guests', 240, 320, 20),
        ('Location de mange-debout avec housses', 12, 1200, 1600, 20),
        ('Livraison, installation et reprise du matériel', 1, 14500, 18500, 20)]),
    ('Cadeaux à emporter', [
        ('Coffret de 12 chocolats de la maison, à emporter', 'guests', 980, 1190, Decimal('5.5')),
        ('Pot de confiture maison 220 g, à emporter', 'guests', 420, 560, Decimal('5.5'))]),
]

# The Luxembourg office-supplies firm's articles: reference, text, lowest and highest price in cents, quantities.
OfficeGoods = [
    ('PAP-A4-80', 'Papier A4 80 g/m², blanc, carton de 5 ramettes', 2290, 2690, [8, 10, 12]),
    ('PAP-A3-80', 'Papier A3 80 g/m², blanc, ramette de 500 feuilles', 1090, 1290, [2, 3]),
    ('PAP-A4-120', 'Papier couleur A4 120 g/m², ivoire, ramette de 250 feuilles', 1190, 1390, [2, 4]),
    ('TON-HP-59X', 'Toner HP 59X noir, haute capacité', 21900, 24900, [2, 3, 4]),
    ('TON-KM-TN328K', 'Toner Konica Minolta TN-328K noir', 7900, 9400, [2, 3]),
    ('TON-KM-TN328C', 'Toner Konica Minolta TN-328C cyan', 13900, 15900, [1, 2]),
    ('TON-KM-TN328M', 'Toner Konica Minolta TN-328M magenta', 13900, 15900, [1, 2]),
    ('TON-KM-TN328Y', 'Toner Konica Minolta TN-328Y jaune', 13900, 15900, [1, 2]),
    ('CLA-LEI-180', 'Classeur à levier Leitz 180, dos 80 mm, bleu', 450, 590, [20, 30, 40]),
    ('CLA-LEI-50', 'Classeur à levier Leitz 180, dos 50 mm, gris', 430, 560, [10, 20]),
    ('INT-A4-10', 'Intercalaires A4 carton, 10 onglets couleur', 190, 290, [20, 30]),
    ('POC-PERF', 'Pochettes perforées A4 transparentes, boîte de 100', 590, 790, [5, 10]),
    ('CHE-DOS-A4', 'Chemises cartonnées A4, assorties, paquet de 100', 1490, 1790, [2, 3]),
    ('BOI-ARCH', 'Boîtes d\'archives dos 100 mm, carton recyclé', 290, 390, [25, 50]),
    ('STY-BIC-BL', 'Stylos à bille rétractables, bleu, boîte de 50', 1890, 2290, [2, 3]),
    ('STY-GEL-NO', 'Stylos gel 0,7 mm, noir, boîte de 12', 1190, 1490, [2, 4]),
    ('SUR-JAU', 'Surligneurs jaunes, boîte de 10', 690, 890, [2, 3]),
    ('MAR-TAB', 'Marqueurs pour tableau blanc, assortis, pochette de 4', 590, 790, [4, 6]),
    ('POST-76', 'Notes repositionnables 76 x 76 mm, jaune, lot de 12 blocs', 990, 1290, [4, 6]),
    ('AGR-24-6', 'Agrafes 24/6, boîte de 1000', 120, 190, [10, 20]),
    ('AGR-PIN', 'Agrafeuse de bureau, capacité 30 feuilles', 1290, 1690, [2, 4]),
    ('PER-2T', 'Perforateur 2 trous, capacité 40 feuilles', 1890, 2390, [1, 2]),
    ('ENV-C4', 'Enveloppes C4 à fenêtre, auto-adhésives, boîte de 250', 2690, 3190, [2, 4]),
    ('ENV-DL', 'Enveloppes DL à fenêtre gauche, boîte de 500', 2190, 2590, [2, 4]),
    ('ETI-L7163', 'Étiquettes adresse 99,1 x 38,1 mm, 100 feuilles', 2490, 2990, [1, 2]),
    ('CAF-GRAIN', 'Café en grains, sachet de 1 kg', 1690, 1990, [4, 6]),
    ('GOB-CART', 'Gobelets en carton 20 cl, carton de 1000', 3490, 3990, [1]),
    ('ESS-MAIN', 'Essuie-mains pliés en Z, carton de 3750', 3290, 3790, [2, 3]),
    ('NET-SURF', 'Nettoyant multi-surfaces, bidon de 5 l', 1490, 1790, [1, 2]),
    ('CLE-USB-64', 'Clé USB 3.2, 64 Go', 990, 1290, [5, 10]),
    ('SOU-SANS', 'Souris sans fil ergonomique', 2490, 2990, [3, 5]),
    ('CLA-LU-FR', 'Clavier filaire, disposition luxembourgeoise (QWERTZ suisse)', 2290, 2790, [3, 5]),
    ('CAS-USB', 'Casque USB stéréo avec micro antibruit', 3990, 4890, [3, 4]),
    ('REP-DOC', 'Repose-documents réglable A4', 2890, 3490, [2, 3]),
    ('LAM-BUR', 'Lampe de bureau LED avec variateur', 4990, 5990, [2, 3]),
    ('DES-ORG', 'Module de rangement 5 tiroirs, noir', 3490, 4190, [2, 4]),
    ('FAU-ERG', 'Fauteuil de bureau ergonomique, accoudoirs 3D, tissu noir', 28900, 33900, [2, 3]),
    ('PIL-AA', 'Piles alcalines AA, boîte de 24', 1290, 1590, [2, 3]),
]

# The caterer's general terms of sale: the articles' titles and paragraphs ({y}: the year of the invoice).
CateringTerms = [
    ('Article 1 – Objet et champ d\'application', [
        'Les présentes conditions générales de vente s\'appliquent à toutes les prestations de traiteur, de service '
        'et de location de matériel de Maison Duval Traiteur. Toute commande implique l\'acceptation sans réserve des '
        'présentes conditions, qui prévalent sur les conditions d\'achat du client, sauf accord écrit contraire.']),
    ('Article 2 – Devis et commande', [
        'Nos devis sont valables 30 jours à compter de leur date d\'émission. La commande devient ferme à réception '
        'du devis signé portant la mention « bon pour accord » et du versement d\'un acompte de 30 % du montant TTC.',
        'Pour les manifestations de plus de 150 convives, l\'acompte est porté à 40 % et un second acompte de 30 % est '
        'exigible 15 jours avant la date de la prestation.']),
    ('Article 3 – Nombre de convives', [
        'Le nombre définitif de convives doit nous être communiqué par écrit au plus tard 72 heures ouvrées avant la '
        'prestation. À défaut, le nombre indiqué lors de la commande sera facturé. Une diminution de plus de 10 % du '
        'nombre de convives après ce délai ne pourra donner lieu à aucune réduction de prix.']),
    ('Article 4 – Prix', [
        'Nos prix s\'entendent hors taxes, en euros, et sont majorés de la TVA au taux en vigueur à la date de la '
        'prestation : 5,5 % pour les produits alimentaires vendus à emporter, 10 % pour les prestations de '
        'restauration et les boissons non alcoolisées servies, 20 % pour les boissons alcoolisées, la location de '
        'matériel et la livraison.',
        'Les tarifs applicables sont ceux en vigueur au 1er janvier {y} ; ils peuvent être révisés en cours d\'année '
        'en cas de hausse des matières premières supérieure à 5 %.']),
    ('Article 5 – Livraison et installation', [
        'La livraison est facturée 35,00 € HT dans un rayon de 20 km autour de Lyon, puis 0,90 € HT par kilomètre '
        'supplémentaire. L\'accès au lieu de réception, l\'eau, l\'électricité (16 A minimum) et un espace de travail '
        'de '
        '10 m² sont fournis par le client.']),
    ('Article 6 – Annulation', [
        'Toute annulation doit être notifiée par écrit. Annulation plus de 30 jours avant la prestation : l\'acompte '
        'est restitué, déduction faite de 150,00 € de frais de dossier. Entre 30 et 8 jours : 50 % du montant TTC '
        'reste dû. Moins de 8 jours avant la prestation : la totalité du montant TTC est due.',
        'En cas de force majeure au sens de l\'article 1218 du Code civil, les sommes versées sont restituées sans '
        'frais.']),
    ('Article 7 – Matériel loué', [
        'Le matériel loué reste la propriété de Maison Duval Traiteur et demeure sous la garde du client de la '
        'livraison à la reprise. La casse et les manquants sont facturés au prix de remplacement : 4,50 € HT par '
        'verre, 6,00 € HT par assiette, 2,50 € HT par couvert, 18,00 € HT par nappe tachée de manière irréversible.']),
    ('Article 8 – Personnel de service', [
        'Le personnel de service est facturé à l\'heure, de sa prise de poste à sa fin de service, avec un minimum de '
        '5 heures. Toute heure commencée après 1 h du matin est majorée de 50 %. Les frais de taxi du personnel après '
        '1 h du matin sont refacturés au réel.']),
    ('Article 9 – Hygiène et allergènes', [
        'Nos préparations sont élaborées dans un laboratoire agréé (agrément sanitaire n° 69.123.045). La liste des '
        'allergènes de chaque plat est tenue à la disposition du client. Les restes de denrées ne peuvent être '
        'laissés au client pour des raisons sanitaires, sauf les produits vendus à emporter.']),
    ('Article 10 – Paiement', [
        'Le solde est payable à 30 jours date de facture, par virement ou par chèque. Aucun escompte n\'est accordé '
        'pour paiement anticipé. Tout retard de paiement entraîne de plein droit des pénalités égales à trois fois le '
        'taux d\'intérêt légal, ainsi qu\'une indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 '
        'et D441-5 du Code de commerce), sans préjudice d\'une indemnisation complémentaire sur justificatifs.']),
    ('Article 11 – Réclamations', [
        'Toute réclamation relative à la prestation doit être formulée par écrit dans les 48 heures suivant la '
        'manifestation. Passé ce délai, aucune réclamation ne pourra être prise en compte.']),
    ('Article 12 – Responsabilité', [
        'Notre responsabilité est limitée au montant de la prestation commandée. Elle ne saurait être engagée en cas '
        'de retard dû à un accès impossible ou à des conditions météorologiques exceptionnelles. Assurance '
        'responsabilité civile professionnelle souscrite auprès de MMA IARD, contrat n° 114 552 907.']),
    ('Article 13 – Données personnelles', [
        'Les données du client sont traitées pour la seule gestion de la commande et conservées pendant la durée '
        'légale de conservation des pièces comptables (10 ans). Le client dispose d\'un droit d\'accès, de '
        'rectification et d\'effacement auprès de contact@maisonduval-traiteur.fr.']),
    ('Article 14 – Litiges', [
        'Les présentes conditions sont soumises au droit français. En cas de litige, et à défaut d\'accord amiable, '
        'le Tribunal de commerce de Lyon est seul compétent, y compris en cas de pluralité de défendeurs.']),
]


# --- The lines ------------------------------------------------------------------------------------------------------

def make_line(code, text, unit, quantity, price, rate, disc=0, pe=1, **extra):
    """A line: the amount is the quantity times the price (per `pe` units) less the discount %, to the cent."""
    amount = (quantity * price * (100 - Decimal(str(disc))) / 100 / pe).quantize(CENT, ROUND_HALF_UP)
    return dict(code=code, text=text, unit=unit, qty=quantity, price=price, rate=Decimal(str(rate)),
                disc=Decimal(str(disc)), pe=str(pe), amount=amount, **extra)


def gtin(body):
    """An EAN-13 of twelve digits and their GS1 check digit."""
    return body + ean.calc_check_digit(body)


def month_back(day):
    """The first and the last day of the month before `day`'s."""
    last = day.replace(day=1) - datetime.timedelta(days=1)
    return last.replace(day=1), last


def serial(kind):
    """A serial number as the maker writes it: HP's ten characters, Dell's seven-character service tag, Lenovo's
    eight, Apple's ten, Microsoft's twelve digits, a network device's MAC address, a UPS's twelve characters."""
    letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'

    def some(count):
        return ''.join(rng.choice(letters) for _ in range(count))
    return {'HP': lambda: f'5CG{rng.randint(41, 45)}{digits(2)}{some(3)}', 'DL': lambda: some(7),
            'LN': lambda: f'PF{some(6)}', 'AP': lambda: f'H{some(9)}', 'MS': lambda: digits(12),
            'MAC': lambda: ':'.join(['F4', 'E2', 'C6'] + [f'{rng.randint(0, 255):02X}' for _ in range(3)]),
            'UPS': lambda: f'AS{rng.randint(2401, 2452)}{digits(6)}'}[kind]()


def build_nl_transport(refs, issued, show):
    """A month's deliveries to a brasserie, two a week, each a handful of articles; dated and with its packing slip."""
    start, end = month_back(issued)
    days = [start + datetime.timedelta(days=n) for n in range((end - start).days + 1)
            if (start + datetime.timedelta(days=n)).weekday() in (1, 4)]
    codes = {text: f'{rng.randint(100000, 899999)}' for text, *_ in FreshFood}
    lines, slip = [], rng.randint(310000, 390000)
    for day in days:
        slip += rng.randint(60, 140)
        for index in sorted(rng.sample(range(len(FreshFood)), rng.randint(8, 11))):
            text, pack, lo, hi, rate, quantities = FreshFood[index]
            lines.append(make_line(codes[text], text, pack, Decimal(rng.choice(quantities)), price_in(lo, hi), rate,
                                   day=date_text(day, 'dash'), slip=str(slip)))
    refs.update(period=f"{date_text(start, 'dash')} t/m {date_text(end, 'dash')}", first_slip=lines[0]['slip'])
    return lines


def build_be_slip(refs, issued, show):
    """A publisher's print jobs, each of its lines priced to four places per copy or to the cent per lump sum."""
    numbers = dict(a=f'{issued:%y}-{rng.randint(300, 499):04d}', n=rng.randint(12, 18))
    numbers.update(b=f"{numbers['a'][:3]}{int(numbers['a'][3:]) + rng.randint(3, 9):04d}")
    numbers.update(c=f"{numbers['b'][:3]}{int(numbers['b'][3:]) + rng.randint(2, 6):04d}")
    numbers.update(d=f"{numbers['c'][:3]}{int(numbers['c'][3:]) + rng.randint(1, 4):04d}")
    numbers.update(e=f"{numbers['d'][:3]}{int(numbers['d'][3:]) + rng.randint(1, 4):04d}")
    jobs = []
    for title, rate, items in PrintJobs:
        lines = []
        for text, quantity, unit, lo, hi, places in items:
            price = Decimal(rng.randint(lo, hi)) / 10 ** places
            lines.append(make_line('', text, unit, Decimal(quantity), price, rate, places=places))
        jobs.append((title.format(**numbers), lines))
    refs['pages_jobs'] = (jobs[:3], jobs[3:])
    refs['jobs'] = [numbers[k] for k in 'abcde']
    return [line for _, lines in jobs for line in lines]


def build_nl_credit(refs, issued, show):
    """Returned parts from five earlier invoices, each with the return slip it came back on and the reason."""
    invoices = sorted((issued - datetime.timedelta(days=rng.randint(8, 70)) for _ in range(5)))
    numbers = sorted(rng.sample(range(1200, 4999), 5))
    sold = [(f'F{day:%y}-{n:05d}', date_text(day, 'dash')) for n, day in zip(numbers, invoices)]
    slips = [f'R{issued:%y}-{rng.randint(1000, 1999)}' for _ in range(3)]
    lines = []
    for index in sorted(rng.sample(range(len(ReturnedParts)), 30)):
        text, unit, lo, hi = ReturnedParts[index]
        invoice, day = rng.choice(sold)
        lines.append(make_line(f'AO-{rng.randint(10000, 69999)}', text, unit, Decimal(rng.choice([1, 1, 2, 2, 4])),
                               price_in(lo, hi), 21, invoice=invoice, invoice_date=day, **{'return': rng.choice(slips)},
                               reason=rng.choice(ReturnReasons)))
    refs['sold'] = sold
    return lines


def build_gb_page_head(refs, issued, show):
    """Hardware with its serial numbers, licences with their term, services and the carriage."""
    start = issued + datetime.timedelta(days=rng.randint(1, 5))
    term = (f"Subscription term {date_text(start, 'slash')} – "
            f"{date_text(start.replace(year=start.year + 1) - datetime.timedelta(days=1), 'slash')}")
    lines = []
    with_serials = [i for i, item in enumerate(ItItems) if item[5] and item[5] != 'term']
    others = [i for i, item in enumerate(ItItems[:-1]) if i not in with_serials]
    chosen = sorted(with_serials + rng.sample(others, 14)) + [len(ItItems) - 1]
    for index in chosen:
        code, text, lo, hi, quantities, extra = ItItems[index]
        count = rng.choice(quantities)
        more = {}
        if extra == 'term':
            more['term'] = term
        elif extra:
            more['serials'] = [serial(extra) for _ in range(count)]
            more['label'] = 'MAC' if extra == 'MAC' else 'S/N'
            more['warranty'] = Warranties.get(extra)
        lines.append(make_line(code, text, '', Decimal(count), price_in(lo, hi), 20, **more))
    refs['term_start'] = date_text(start, 'slash')
    return lines


def build_ie_groups(refs, issued, show):
    """Three weeks' loads, each with its docket, the customer's order for it, its dates and its charges."""
    groups, lines = [], []
    day = issued - datetime.timedelta(days=rng.randint(24, 27))
    docket = rng.randint(61000, 68999)
    fuel = Decimal(rng.choice(['11.5', '12.0', '12.5', '13.0']))
    for frm, to in [rng.choice(IrishRoutes) for _ in range(11)]:
        day += datetime.timedelta(days=rng.randint(1, 2))
        docket += rng.randint(7, 40)
        pallets = rng.choice([8, 12, 16, 22, 26])
        haulage = make_line('', f'Haulage, {pallets} pallets, artic with moffett', '', Decimal(1),
                            price_in(38000, 72000), 23)
        charges = [haulage,
                   make_line('', f'Fuel surcharge {fuel}% of haulage', '', Decimal(1),
                             (haulage['amount'] * fuel / 100).quantize(CENT, ROUND_HALF_UP), 23)]
        for text, lo, hi, counts in rng.sample([('Waiting time (hours)', 4500, 5500, [1, 1.5, 2, 3]),
                                                ('Moffett offload on site', 6500, 8500, [1]),
                                                ('Pallet exchange, Euro pallets not returned', 1200, 1500, [4, 6, 8]),
                                                ('Timed delivery slot before 08:00', 4500, 6000, [1]),
                                                ('Port handling and security fee', 3500, 4500, [1])],
                                               rng.choice([0, 1, 1, 2])):
            charges.append(make_line('', text, '', Decimal(str(rng.choice(counts))), price_in(lo, hi), 23))
        delivered = day + datetime.timedelta(days=rng.choice([0, 1]))
        groups.append(dict(docket=str(docket), ref=f'MTS-{rng.randint(4100, 4899)}', collected=date_text(day, 'slash'),
                           delivered=date_text(delivered, 'slash'), lines=charges,
                           total=sum(x['amount'] for x in charges), **{'from': frm, 'to': to}))
        lines += charges
    refs['groups'] = groups
    refs['period'] = f"{groups[0]['collected']} – {groups[-1]['delivered']}"
    return lines


def build_gb_last_page(refs, issued, show):
    """A pub's week of delivered goods: food zero-rated, crisps, sweets, drinks and cleaning standard-rated."""
    lines = []
    for index in sorted(rng.sample(range(len(CateringGoods)), 54)):
        text, pack, lo, hi, code = CateringGoods[index]
        lines.append(make_line(f'{rng.randint(10000, 99999)}', text, pack, Decimal(rng.choice([1, 1, 2, 2, 3, 4, 6])),
                               price_in(lo, hi), 0 if code == 'Z' else 20, vat_code=code))
    return lines


def build_de_uebertrag(refs, issued, show):
    """A site's month of electrical material: cables priced per 100 m, the rest per piece or per 100, line discounts
    on some; the maker and its EAN under each line."""
    items = [(text.format(variant), unit, lo, hi, quantities, pe) for text, unit, lo, hi, quantities, pe, variants
             in Electrical for variant in variants]
    makers = ['Hager', 'ABB', 'Siemens', 'Gira', 'Busch-Jaeger', 'OBO Bettermann', 'Wago', 'Trilux', 'Lappkabel',
              'Faber Kabel', 'Kaiser', 'Spelsberg', 'Hellermann', 'Fischer', 'Rittal', 'Ei Electronics']
    lines = []
    for position, index in enumerate(sorted(rng.sample(range(len(items)), min(len(items), 78))), start=1):
        text, unit, lo, hi, quantities, pe = items[index]
        maker = rng.choice(makers)
        lines.append(make_line(f'{rng.randint(1000000, 9999999)}', text, unit, Decimal(rng.choice(quantities)),
                               price_in(lo, hi), 19, disc=rng.choice(ElectricalDiscounts), pe=pe,
                               pos=str(position * 10),
                               maker=maker, maker_no=f'{rng.choice("ABCDEFGHKMNS")}{digits(5)}',
                               ean=gtin('40' + digits(10))))
    return lines


def build_at_skonto(refs, issued, show):
    """A hotel's delivery of food at 10% and drinks and cleaning at 20%."""
    lines = []
    for index in sorted(rng.sample(range(len(GastroGoods)), 38)):
        code, text, pack, lo, hi, rate, quantities = GastroGoods[index]
        lines.append(make_line(code, text, pack, Decimal(rng.choice(quantities)), price_in(lo, hi), rate))
    return lines


def build_ch_page_head(refs, issued, show):
    """A publisher's and society's print jobs, each numbered, at 2.6% (a magazine, a book) or 8.1%."""
    count = rng.randint(1100, 1400)
    day, note = issued - datetime.timedelta(days=rng.randint(40, 50)), rng.randint(41000, 42000)
    numbers = {}
    for k in 'abcdefghij':
        count += rng.randint(3, 9)
        numbers[k] = f'{day:%y}-{count}'
    numbers.update(issue=f"{rng.randint(1, 4)}/{day.year}", next=day.year + (day.month >= 7))
    jobs, lines = [], []
    for j, (title, rate, items) in enumerate(SwissJobs, start=1):
        job = []
        for i, (text, quantity, unit, lo, hi, specs) in enumerate(items, start=1):
            job.append(make_line('', text, unit, Decimal(quantity), Decimal(rng.randint(lo, hi)) / 100, rate,
                                 pos=f'{j}.{i}', specs=specs))
        day += datetime.timedelta(days=rng.randint(2, 5))
        note += rng.randint(5, 30)
        jobs.append(dict(title=title.format(**numbers), lines=job, delivered=show(day), note=f'LS {note}'))
        lines += job
    refs['jobs'] = jobs
    refs['orders'] = [numbers[k] for k in 'abcdefghij']
    return lines


def build_be_report(refs, issued, show):
    """A roof's renovation in lots, each work measured, the garden shed's lot at 21%."""
    lines = []
    for number, (lot, rate, works) in enumerate(RoofLots, start=1):
        for i, (text, unit, lo, hi, quantities) in enumerate(works, start=1):
            lines.append(make_line('', text, unit, Decimal(rng.choice(quantities)), price_in(lo, hi), rate,
                                   pos=f'{number}.{i}', lot=lot, lot_start=i == 1))
    return lines


def build_fr_cgv(refs, issued, show):
    """A seminar's catering: per guest, per bottle, per hour or per piece, at 10%, 20% or 5.5%."""
    guests = refs['guests']
    counts = {'guests': guests, 'wine': guests // 3, 'bubbles': guests // 5, 'staff': (guests // 12) * 6.5}
    sections, lines = [], []
    for title, items in CateringMenu:
        part = [make_line('', text, '', Decimal(str(counts.get(count, count))), price_in(lo, hi), rate)
                for text, count, lo, hi, rate in items]
        sections.append((title, part))
        lines += part
    refs['sections'] = sections
    return lines


def build_lu_remise(refs, issued, show):
    """An accountants' office's quarterly order of paper, toner, small supplies and two chairs."""
    lines = []
    for index in sorted(rng.sample(range(len(OfficeGoods)), 34)):
        code, text, lo, hi, quantities = OfficeGoods[index]
        lines.append(make_line(code, text, '', Decimal(rng.choice(quantities)), price_in(lo, hi), 17))
    return lines


# --- The invoices ----------------------------------------------------------------------------------------------------

Pages = {'nl_transport': page_nl_transport, 'be_slip': page_be_slip, 'nl_credit': page_nl_credit,
         'gb_page_head': page_gb_page_head, 'ie_groups': page_ie_groups, 'gb_last_page': page_gb_last_page,
         'de_uebertrag': page_de_uebertrag, 'at_skonto': page_at_skonto, 'ch_page_head': page_ch_page_head,
         'be_report': page_be_report, 'fr_cgv': page_fr_cgv, 'lu_remise': page_lu_remise}
Builders = {'nl_transport': build_nl_transport, 'be_slip': build_be_slip, 'nl_credit': build_nl_credit,
            'gb_page_head': build_gb_page_head, 'ie_groups': build_ie_groups, 'gb_last_page': build_gb_last_page,
            'de_uebertrag': build_de_uebertrag, 'at_skonto': build_at_skonto, 'ch_page_head': build_ch_page_head,
            'be_report': build_be_report, 'fr_cgv': build_fr_cgv, 'lu_remise': build_lu_remise}

# Each invoice: language, country, layout, the number's pattern (y, yy: the year; n: a running count; n5, n6, n7:
# counts of five, six and seven digits), date style, money style, due days (None: a credit note) and whether the due
# date is printed, the order's pattern, the payment reference, the pages, the lines on each page but the last where
# the invoice carries a subtotal over, the bank, the seller and the customer.
Plan = [
    dict(language='nl', country='NL', layout='nl_transport', number='{n7}', dates='dash', money='eur_before', due=14,
         order=None, reference='kenmerk', pages=3, chunks=[35, 45], bank='RABO', early=True,
         seller=dict(name='Van Gils Versgroothandel B.V.', display='VAN GILS', tagline='versgroothandel voor de horeca',
                     address=['Kraaivenstraat 21', '5048 AB Tilburg'], phone='013 555 47 00',
                     mail='debiteuren@vangilsvers.nl', web='www.vangilsvers.nl', colour='#166534', shape='circle'),
         customer=dict(name='Brasserie De Pelgrim B.V.', attention='t.a.v. de crediteurenadministratie',
                       address=['Markt 12', '5061 HG Oisterwijk'])),
    dict(language='nl', country='BE', layout='be_slip', number='F{yy}/{n:04d}', dates='slash', money='eur_code',
         due=30, order='ZB-{y}-{d3}', reference='structured', pages=2, bank='068',
         seller=dict(name='Drukkerij Verhaeghe BV', display='Drukkerij Verhaeghe',
                     tagline='offset · digitaal · afwerking sinds 1962', address=['Ieperstraat 118', '8700 Tielt'],
                     phone='051 55 62 30', mail='facturatie@drukkerijverhaeghe.be', web='www.drukkerijverhaeghe.be',
                     colour='#7c2d12'),
         customer=dict(name='Uitgeverij Het Zilveren Blad BV', attention='t.a.v. de boekhouding',
                       address=['Vlamingstraat 33', '8000 Brugge'])),
    dict(language='nl', country='NL', layout='nl_credit', number='CF{yy}-{n:04d}', dates='dash', money='eur_before',
         due=None, order=None, pages=2, bank='INGB',
         seller=dict(name='Twentse Agri Onderdelen B.V.',
                     tagline='onderdelen voor landbouw- en grondverzetmachines',
                     address=['Bornsestraat 212', '7601 GJ Almelo'], phone='0546 55 83 10',
                     mail='retouren@twentseagri.nl', colour='#b91c1c'),
         customer=dict(name='Loonbedrijf Nijhof V.O.F.', attention='t.a.v. H. Nijhof',
                       address=['Dorpsstraat 8', '7478 AG Diepenheim'])),
    dict(language='en', country='GB', layout='gb_page_head', number='SI{n6}', dates='slash', money='gbp', due=30,
         order='PO-{d5}', pages=3, bank=('BARC', '20'),
         seller=dict(name='Northgate IT Solutions Ltd', display='Northgate IT',
                     tagline='Managed IT · Microsoft Partner · Hardware & Licensing',
                     address=['Unit 4, Kingsway Business Park', 'Rochdale OL16 4NW'], phone='01706 555 210',
                     mail='accounts@northgate-it.co.uk',
                     office='Unit 4, Kingsway Business Park, Rochdale OL16 4NW', colour='#1e3a8a', shape='squares'),
         customer=dict(name='Holroyd & Pratt Solicitors LLP', attention='Accounts Payable',
                       address=['Park Row House, 19 Park Row', 'Leeds LS1 5JF'])),
    dict(language='en', country='IE', layout='ie_groups', number='INV-{n5}', dates='en', money='eur_en', due=30,
         order=None, pages=2, bank=('AIBK', '93'),
         seller=dict(name='Brennan Freight & Haulage Ltd', display='BRENNAN FREIGHT',
                     tagline='General haulage · Port collections · Moffett deliveries',
                     address=['Clonminam Industrial Estate', 'Portlaoise, Co. Laois R32 X2K8'], phone='057 865 5120',
                     mail='accounts@brennanfreight.ie', directors='Declan Brennan, Orla Brennan', colour='#1f2937'),
         customer=dict(name='Midland Timber Supplies Ltd', attention='Attn: Accounts Payable',
                       address=['Cornamagh Business Park', 'Athlone, Co. Westmeath N37 D6W2'])),
    dict(language='en', country='GB', layout='gb_last_page', number='{n6}', dates='slash', money='gbp', due=30,
         order=None, pages=2, bank=('NWBK', '60'),
         seller=dict(name='Pennine Catering Supplies Ltd', display='PENNINE CATERING SUPPLIES',
                     address=['Depot: Leeds Road, Bradley', 'Huddersfield HD2 1UR'], phone='01484 555 600',
                     mail='orders@penninecatering.co.uk', colour='#7f1d1d'),
         customer=dict(name='The Fleece Inn (Holmfirth) Ltd', attention='Accounts',
                       address=['11 Huddersfield Road', 'Holmfirth HD9 3JH'])),
    dict(language='de', country='DE', layout='de_uebertrag', number='R{yy}{n:05d}', dates='dot', money='eur_after',
         due=30, order='B{yy}-{d4}', pages=4, chunks=[16, 27, 27], blz='48050161',
         seller=dict(name='Kramer Elektrogroßhandel GmbH', display='KRAMER', tagline='ELEKTROGROSSHANDEL',
                     address=['Eckendorfer Straße 91', '33609 Bielefeld'], city='Bielefeld', phone='0521 55 48 80',
                     fax='0521 55 48 899', mail='rechnung@kramer-elektro.de', web='www.kramer-elektro.de',
                     manager='Dipl.-Ing. Jens Kramer', colour='#0f4c81', shape='bolt'),
         customer=dict(name='Elektro Schulte GmbH', attention='Buchhaltung',
                       address=['Carl-Bertelsmann-Straße 52', '33332 Gütersloh'])),
    dict(language='de', country='AT', layout='at_skonto', number='{y}-{n:05d}', dates='dot', money='EUR', due=30,
         order='HA-{d4}', pages=2, blz='35000', skonto=(3, 10),
         seller=dict(name='Moser Gastro Großhandel GmbH', display='Moser Gastro',
                     tagline='GROSSHANDEL FÜR HOTELLERIE & GASTRONOMIE',
                     address=['Münchner Bundesstraße 120', '5020 Salzburg'], phone='0662 55 43 20',
                     mail='buchhaltung@moser-gastro.at', colour='#166534'),
         customer=dict(name='Hotel Alpenrose Gasteiger KG', attention='z. H. Frau Elisabeth Gasteiger',
                       address=['Kaiser-Franz-Platz 3', '5630 Bad Hofgastein'])),
    dict(language='de', country='CH', layout='ch_page_head', number='{n6}', dates='dot', money='chf', due=30,
         due_printed=False, order=None, pages=3,
         seller=dict(name='Druckerei Brunner AG', display='BRUNNER DRUCK',
                     tagline='Druck · Weiterverarbeitung · Versand',
                     address=['Tössfeldstrasse 21', '8406 Winterthur'], city='Winterthur', phone='052 555 31 00',
                     mail='rechnungen@brunnerdruck.ch', web='www.brunnerdruck.ch', colour='#0e7490'),
         customer=dict(name='Verlag Seeblick GmbH', attention='Frau Monika Keller',
                       address=['Seestrasse 44', '8712 Stäfa'])),
    dict(language='fr', country='BE', layout='be_report', number='{y}/{n:03d}', dates='slash', money='eur_after',
         due=15, order=None, reference='structured', pages=2, chunks=[24], bank='001',
         seller=dict(name='Toitures Lambert & Fils SRL', display='TOITURES LAMBERT',
                     tagline='Couverture · Charpente · Zinguerie · Isolation',
                     address=['Rue de la Station 47', '5030 Gembloux'], phone='081 55 24 60', mobile='0475 55 19 82',
                     mail='info@toitures-lambert.be', colour='#9a3412', shape='roof'),
         customer=dict(name='M. et Mme Dethier-Lemaire', address=['Rue des Tilleuls 8', '5080 La Bruyère'])),
    dict(language='fr', country='FR', layout='fr_cgv', number='F{y}-{n:04d}', dates='slash', money='eur_fr', due=30,
         order='BC-{y}-{d4}', pages=3, bank='10096',
         seller=dict(name='Maison Duval Traiteur SARL', display='Maison Duval', tagline='Traiteur · Réceptions · Lyon',
                     address=['12 rue Sala', '69002 Lyon'], phone='04 78 55 42 10',
                     mail='contact@maisonduval-traiteur.fr', capital='20 000 €', bank='CIC Lyonnaise de Banque',
                     bic='CMCIFRPP', colour='#6b2138'),
         customer=dict(name='Cabinet Arnaud & Associés SELARL', attention='Service comptabilité',
                       address=['45 quai Charles de Gaulle', '69006 Lyon'])),
    dict(language='fr', country='LU', layout='lu_remise', number='FA{yy}-{n:05d}', dates='dot', money='eur_after',
         due=30, order='CMD-{d5}', reference='rf', pages=2, bank='003', discount=3,
         seller=dict(name='Wagner Bureautique S.à r.l.', display='Wagner Bureautique',
                     tagline='Fournitures de bureau · Mobilier · Impression',
                     address=['12, rue de l\'Industrie', 'L-8069 Bertrange'], phone='+352 26 55 41 1',
                     mail='facturation@wagner-bureautique.lu', web='www.wagner-bureautique.lu', colour='#0369a1',
                     shape='squares'),
         customer=dict(name='Fiduciaire Schmit & Associés S.à r.l.', attention='Service comptabilité',
                       address=['2, rue Jean Engling', 'L-1466 Luxembourg'])),
]


def refs_for(layout, issued, show, customer):
    """The numbers, dates and names around the invoice's own: its decoys."""
    before = issued - datetime.timedelta(days=rng.randint(3, 9))
    if layout == 'nl_transport':
        return dict(client=f'D{rng.randint(10000, 19999)}', route=f'route {rng.randint(3, 9)} (di/vr)')
    if layout == 'be_slip':
        return dict(client=f'{rng.randint(20000, 29999)}', confirmation=f'OB{issued:%y}-{rng.randint(300, 499):04d}',
                    delivery_date=show(before), contact='Pieter Verhaeghe')
    if layout == 'nl_credit':
        return dict(client=f'{rng.randint(40000, 49999)}', rma=f'RMA-{issued:%y}-{rng.randint(100, 999):04d}',
                    clerk='Marloes ter Horst')
    if layout == 'gb_page_head':
        return dict(account=f"{customer['name'][:3].upper()}{rng.randint(10, 99):04d}",
                    sales_order=f'SO{rng.randint(200000, 299999)}', despatch=f'DN{rng.randint(300000, 399999)}',
                    deliver_to=[customer['name'], 'Attn: Office Manager, 3rd Floor', *customer['address']])
    if layout == 'ie_groups':
        return dict(account=f"{customer['name'][:3].upper()}{rng.randint(10, 99):03d}")
    if layout == 'gb_last_page':
        return dict(account=f"{customer['name'][4:7].upper()}{rng.randint(1000, 1999)}",
                    delivery_note=f'{rng.randint(400000, 499999)}', drop=f'Van {rng.randint(3, 19)} / Drop '
                                                                        f'{rng.randint(2, 14)}',
                    rep='Gary Whitworth', delivered=show(issued),
                    deliver_to=['The Fleece Inn', 'Kitchen entrance, rear yard', *customer['address']])
    if layout == 'de_uebertrag':
        first = issued - datetime.timedelta(days=rng.randint(18, 24))
        notes = sorted(rng.sample(range(8004000, 8009999), 3))
        return dict(client=f'{rng.randint(20000, 29999)}', delivery_notes=', '.join(map(str, notes)),
                    delivery_date=f"{date_text(first, 'dot')} – {date_text(before, 'dot')}", clerk='Frau Özdemir',
                    extension=f'0521 55 48 8{rng.randint(10, 49)}',
                    order_date=date_text(first - datetime.timedelta(days=rng.randint(5, 12)), 'dot'),
                    commission='BV Kita Sonnenschein, Verl', site='Kita Sonnenschein, Schulstraße 9, 33415 Verl')
    if layout == 'at_skonto':
        return dict(client=f'{rng.randint(100000, 199999)}', order_date=show(before - datetime.timedelta(days=2)),
                    delivery_note=f'LS{rng.randint(700000, 799999)}', delivery_date=show(before))
    if layout == 'ch_page_head':
        return dict(client=f'{rng.randint(20000, 29999)}', their_ref='Monika Keller', our_ref='Thomas Brunner / tb')
    if layout == 'be_report':
        start = issued - datetime.timedelta(days=rng.randint(45, 60))
        quote_day = start - datetime.timedelta(days=rng.randint(40, 80))
        return dict(client=f'{rng.randint(1000, 1999)}', quote=f'D{quote_day:%y}-{rng.randint(100, 199)}',
                    quote_date=show(quote_day), site='Rue des Tilleuls 8, 5080 La Bruyère (Rhisnes)',
                    period=f'du {show(start)} au {show(before)}',
                    attest_date=show(quote_day + datetime.timedelta(days=rng.randint(3, 12))))
    if layout == 'fr_cgv':
        event = issued - datetime.timedelta(days=rng.randint(2, 6))
        return dict(client=f'C{rng.randint(1000, 1999)}', event='Séminaire annuel des associés',
                    event_date=show(event), venue='Domaine des Hautannes, Saint-Didier-au-Mont-d\'Or',
                    guests=rng.choice([60, 72, 84, 96]), cgv_date=date_text(issued.replace(month=1, day=1), 'fr'))
    return dict(client=f'{rng.randint(10000, 19999)}', order_date=show(before - datetime.timedelta(days=2)),
                delivery_note=f'BL{rng.randint(500000, 599999)}', delivery_date=show(before))


Terms = {'de': 'innert {} Tagen netto'}

os.makedirs(out_dir, exist_ok=True)
for index, plan in enumerate(Plan):
    language, layout, country = plan['language'], plan['layout'], plan['country']
    issued = made.invoice_date()
    if plan.get('early'):  # a month's collective invoice, early in the next month
        issued = issued.replace(day=rng.randint(1, 4))
    n = max(2, int(issued.timetuple().tm_yday * rng.uniform(0.1, 1.2)))
    number = plan['number'].format(y=issued.year, yy=f'{issued:%y}', n=n, n5=10000 + n * 37, n6=100000 + n * 97,
                                   n7=4000000 + n * 13)

    def show(day):
        return date_text(day, plan['dates'])

    # The seller and the customer, with their valid numbers.
    s, c = dict(plan['seller']), dict(plan['customer'])
    buyer_vat = kvk = None
    if country == 'NL':
        seller_vat, kvk, iban = made.dutch_seller(s, plan['bank'])
    elif country == 'BE':
        seller_vat, iban = made.belgian_seller(s, plan['bank'])
        if language == 'nl':  # the publisher; the roofer's customers are a private couple
            buyer_vat = made.belgian_vat()
            c['vat_printed'] = vat_printed(buyer_vat, 'be')
    elif country == 'GB':
        seller_vat, account_iban = made.british_seller(s, plan['bank'])
        iban = account_iban if layout == 'gb_page_head' else None  # the wholesaler prints its sort code only
    elif country == 'IE':
        seller_vat, iban = made.irish_seller(s, plan['bank'])
    elif country == 'DE':
        seller_vat = made.vat_number('DE')
        s['vat_printed'] = vat_printed(seller_vat, 'de')
        s['hrb'] = str(rng.randint(30000, 49999))
        s['tax_no'] = f'305/{digits(4)}/{digits(4)}'  # North Rhine-Westphalia writes 3/4/4 digits
        iban = made.german_iban(plan['blz'])
    elif country == 'AT':
        seller_vat, iban = made.austrian_seller(s, plan['blz'])
        buyer_vat = c['vat_printed'] = made.austrian_uid()
    elif country == 'CH':
        seller_vat = s['vat_printed'] = f'{made.swiss_uid()} MWST'
        iban = iban_of('CH', '00700' + digits(12))  # the Zürcher Kantonalbank's institution id
    elif country == 'FR':
        seller_vat, iban = made.french_seller(s, plan['bank'])
        buyer_vat = made.siren_vat()
        c['vat_printed'] = vat_printed(buyer_vat, 'fr')
    else:  # Luxembourg
        seller_vat, iban = made.luxembourg_seller(s, plan['bank'], ('B{}', 100000, 199999), permit='10{}/0')
        buyer_vat = c['vat_printed'] = made.lu_vat()

    refs = refs_for(layout, issued, show, c)
    lines = Builders[layout](refs, issued, show)
    goods = sum(line['amount'] for line in lines)
    adjust = []
    if plan.get('discount'):  # a loyalty discount on the goods and the carriage, both before VAT
        cut = (goods * plan['discount'] / 100).quantize(CENT, ROUND_HALF_UP)
        adjust = [(f"Remise fidélité {plan['discount']} %", -cut, Decimal(17)),
                  ('Frais de port et d\'emballage', price_in(1850, 2490), Decimal(17))]
    per_rate, net, tax, gross = vat_totals([(line['amount'], line['rate']) for line in lines] +
                                           [(amount, rate) for _, amount, rate in adjust])
    assert net == goods + sum(amount for _, amount, _ in adjust) and gross > 0

    due_day = issued + datetime.timedelta(days=plan['due']) if plan['due'] else None
    order = plan['order'].format(y=issued.year, yy=f'{issued:%y}', d3=digits(3), d4=digits(4),
                                 d5=digits(5)) if plan['order'] else None
    reference, reference_printed = made.payment_reference(plan.get('reference'))
    if plan.get('reference') == 'rf':
        reference, reference_printed = creditor_reference(f"{number.replace('-', '')}{digits(4)}")
    money = Money[plan['money']]
    facts = dict(seller=s, customer=c, refs=refs, number=number, date=show(issued),
                 due=show(due_day) if due_day else None, due_days=plan['due'], order=order, lines=lines,
                 per_rate=per_rate, net=net, tax=tax, gross=gross, goods=goods, adjust=adjust, iban=iban, money=money,
                 reference_printed=reference_printed, **{k: refs[k] for k in ('pages_jobs', 'groups', 'jobs',
                                                                              'sections') if k in refs})
    if plan.get('chunks'):
        facts['chunks'] = chunks_of(lines, plan['chunks'])
        facts['carries'] = running(facts['chunks'])
    if plan.get('skonto'):
        pct, days = plan['skonto']
        cut = (gross * pct / 100).quantize(CENT, ROUND_HALF_UP)
        facts['skonto'] = dict(pct=pct, amount=cut, pay=gross - cut,
                               date=show(issued + datetime.timedelta(days=days)))
    if layout == 'fr_cgv':
        facts['cgv'] = [(title, [text.format(y=issued.year) for text in texts]) for title, texts in CateringTerms]

    base = f'long-invoices-{index + 1:02d}-{language}'
    if only and index + 1 not in only:
        continue
    printed = print_html(Pages[layout](facts), base, work, out_dir)
    flat = flat_of(printed)
    sheets = [flat_of(sheet) for sheet in printed.split('\f')[:-1]]

    # Every value of the truth, as the page prints it.
    expected = [number, facts['date'], s['name'], c['name'], money(net), money(tax), money(gross)]
    if due_day:
        expected.append(facts['due'] if plan.get('due_printed', True) else Terms[language].format(plan['due']))
    expected += [value for value in (order, reference_printed, kvk and f'KvK {kvk}') if value]
    check_values(flat, expected, base)
    # The numbers and their check digits (the Swiss UID with its dots, below).
    check_numbers(flat, [seller_vat if country != 'CH' else None, buyer_vat], iban, base)
    if country == 'NL':
        assert nl_btw.is_valid(seller_vat) and nl_bsn.is_valid(seller_vat[2:11]) and len(kvk) == 8
        if reference:
            assert len(reference) == 16 and int(reference[0]) == kenmerk_check(reference[1:])
    elif country == 'BE':
        assert be_vat.is_valid(seller_vat) and be_iban.is_valid(iban) and (not buyer_vat or be_vat.is_valid(buyer_vat))
        assert int(reference[:10]) % 97 == int(reference[10:]) % 97 and reference_printed in flat
    elif country == 'GB':
        assert gb_vat.is_valid(seller_vat) and s['company_no'] in flat and s['sort_code'] in flat
    elif country == 'IE':
        assert ie_vat.is_valid(seller_vat) and s['cro'] in flat
    elif country == 'DE':
        assert de_vat.is_valid(seller_vat) and s['tax_no'] in flat
        assert all(ean.is_valid(line['ean']) and line['ean'] in flat for line in lines)
    elif country == 'CH':
        assert ch_uid.is_valid(seller_vat.replace(' MWST', '')) and seller_vat in flat
    else:  # Austria, France, Luxembourg
        check_seller(country, s, seller_vat, buyer_vat, flat)
        assert country != 'LU' or iso11649.is_valid(reference)
    pages = len(sheets)
    assert pages == plan['pages'], (base, pages)
    assert occurrences(flat, number) >= 1

    # The situation: what the invoice repeats and carries over, and where.
    last = sheets[-1]
    if layout in ('nl_transport', 'de_uebertrag', 'be_report'):
        written = de if layout == 'de_uebertrag' else money
        foot, head = {'nl_transport': ('Transporteren', 'Transport'),
                      'de_uebertrag': ('Zwischensumme / Übertrag', 'Übertrag von Seite {}'),
                      'be_report': ('À reporter', 'Report')}[layout]
        for i, carried in enumerate(facts['carries']):
            assert carried not in (net, gross) and written(carried) not in (money(net), money(gross))
            assert f'{foot} {written(carried)}' in sheets[i], (base, i, foot, written(carried))
            assert f'{head.format(i + 1)} {written(carried)}' in sheets[i + 1], (base, i, head)
            assert f'{foot} {written(carried)}' not in sheets[i + 1]
        assert facts['carries'][-1] + sum(line['amount'] for line in facts['chunks'][-1]) == goods == net
    if layout in ('nl_transport', 'de_uebertrag', 'be_report', 'gb_last_page', 'gb_page_head', 'ch_page_head',
                  'ie_groups', 'at_skonto', 'lu_remise', 'nl_credit', 'be_slip'):
        assert all(money(gross) not in sheet and money(net) not in sheet for sheet in sheets[:-1]), base
        assert money(gross) in last and money(net) in last
    if layout == 'gb_page_head':
        for i, sheet in enumerate(sheets, start=1):
            assert f"Invoice {number} · {facts['date']}" in sheet and \
                f"Account {refs['account']} · Page {i} of {pages}" in sheet, (base, i)
    elif layout == 'ch_page_head':
        for i, sheet in enumerate(sheets, start=1):
            assert f"Rechnung {number} · {facts['date']}" in sheet and \
                f"Kunden-Nr. {refs['client']} · Seite {i} von {pages}" in sheet, (base, i)
    elif layout == 'gb_last_page':
        assert 'VAT code' in last and 'VAT code' not in sheets[0] and set(per_rate) == {Decimal(0), Decimal(20)}
    elif layout == 'ie_groups':
        totals = [group['total'] for group in refs['groups']]
        assert sum(totals) == net and net not in totals and order is None
        assert all(f"Docket {group['docket']} total {en(group['total'])}" in flat for group in refs['groups'])
        assert all(f"Your ref. {group['ref']}" in flat for group in refs['groups'])
    elif layout == 'lu_remise':
        assert goods != net and f"Remise fidélité {plan['discount']} % {de(adjust[0][1])}" in last
        assert f'Total marchandises {de(goods)}' in last
    elif layout == 'at_skonto':
        k = facts['skonto']
        assert k['pay'] < gross and f"abzüglich {k['pct']} % Skonto ({money(k['amount'])}) = {money(k['pay'])}" in last
        assert k['date'] in last and f"Ohne Abzug zahlbar bis {facts['due']}" in last
    elif layout == 'be_slip':
        assert 'OVERSCHRIJVING' in last and 'OVERSCHRIJVING' not in sheets[0]
        assert f"BEDRAG EUR {de(gross)}" in last and spaced(iban) in last and reference_printed in last
    elif layout == 'fr_cgv':
        assert 'Conditions générales de vente' in last and 'Article 6 – Annulation' in last and '40 €' in last
        assert money(gross) not in last and all(money(gross) not in sheet for sheet in sheets[:-2])
        assert set(per_rate) == {Decimal('5.5'), Decimal(10), Decimal(20)}
    elif layout == 'nl_credit':
        assert 'CREDITFACTUUR' in flat and due_day is None
        assert f'Creditfactuur {number} (vervolg) – pagina 2 van 2' in sheets[1]
    if language == 'nl' and country == 'NL' and layout == 'nl_transport':
        assert len(per_rate) == 2

    description = Layouts[layout] + f'; {len(lines)} lines over {pages} pages'
    if due_day and not plan.get('due_printed', True):
        description += f"; DueDate computed from the {plan['due']} days' terms"
    write_truth(out_dir, base, invoice_truth(
        language=language, layout=layout, country=country, description=description, number=number, issued=issued,
        due_day=due_day, currency={'GB': 'GBP', 'CH': 'CHF'}.get(country, 'EUR'), net=net, tax=tax, gross=gross,
        iban=iban, name=s['name'], vat=seller_vat, kvk=kvk, order=order, reference=reference,
        buyer={'Name': c['name'], **({'VatNumber': buyer_vat} if buyer_vat else {})}))
    print(base, layout, number, issued, gross, f'{len(lines)} lines', f'{pages} pages')
