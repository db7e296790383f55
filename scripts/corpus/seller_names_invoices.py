"""Prints invoices of made-up Dutch, British, German, Austrian, French and Belgian small and mid-size firms as HTML
pages through Debian's Chromium, as PDFs with their truth beside them: an accuracy set for finding the seller's name
(the vendor who issues the invoice) in the many places and ways real invoices print it, with names around it that a
careless reader would take instead.

The situations, one per invoice as its main theme:
- `nl_big_buyer`: the customer's name set larger and bolder than anything else on the page, in a "Factuur aan" box;
  the seller's name at the top right in the body's own size.
- `nl_division`: a branch's trade name large ("Autoservice Noord"), "een vestiging van Autogroep Holland B.V."
  under it and in the foot with the KvK number and the branch's twelve-digit "vestigingsnummer"; the vendor is the
  legal entity.
- `nl_split_name`: the name set over two lines in the letterhead ("Installatiebedrijf" over "Gebroeders Bos B.V."),
  whole on one line only in the foot; "Contactpersoon: Ruud Bos" and a work address with another firm beside it.
- `en_slogan`: a slogan as the big header line ("Built by hand in the Dales since 1987"), no name in the letterhead,
  the seller's name only in the payment sentence ("to account name: Harris & Cole Joinery Ltd") and the foot; the
  joiner on site "Tom Harris", the bank "Barclays Bank UK PLC", "Thank you for your business!".
- `en_trading_as`: a credit note under a trading name set large ("Bright Spark Electrical"); the foot says whose
  trading name it is ("… is a trading name of Mitchell Electrical Services Ltd", with the company's number);
  "Prepared by: Sarah Mitchell"; "Created with FreeAgent".
- `en_small_caps`: the name in letter-spaced small capitals in the letterhead, the parent company in the foot ("Part
  of the Kingsley Group plc"), a site address of the customer's hotel beside the billing address; over two pages.
- `de_din_window`: a DIN 5008 letter whose letterhead is a mark of initials only ("MH", drawn, no text), the name
  only in the small underlined sender's line above the window and in the foot's three columns; "Ihr
  Ansprechpartner: Thomas Müller", "Geschäftsführer: Thomas Müller", "Deutsche Bank AG", "Erstellt mit lexoffice";
  over two pages.
- `de_doctor`: a doctor's expert opinion for an insurer, the letterhead her name with her title ("Dr. med. Petra
  Schulz, Fachärztin für …"), no legal form; the sender's line abbreviates it ("Dr. med. P. Schulz"); the insured
  person, the "Ärztehaus am Stadtpark", "Deutsche Apotheker- und Ärztebank eG" around it.
- `at_band`: an Austrian wholesaler's invoice whose head is a coloured band with white text ("RECHNUNG", the
  number), the buyer's address block first on the page, the seller only small at the right beside the date block
  and in the foot; "Lieferung an: Lager Nord, Spedition Huber GmbH".
- `be_mandate`: a Belgian invoice written by an accountant's office in the name and for the account of its client
  ("Facture émise au nom et pour le compte de …", art. 53 § 2 of the VAT code): the office's name large at the top
  with its own VAT number in the foot; the vendor is the principal, whose VAT number, IBAN and structured
  communication the invoice carries.
- `fr_capitals`: a French bakery's monthly invoice, "SARL BOULANGERIE MARTIN" in capitals with the legal form first,
  "Capital social", "RCS", "SIRET", "APE"; the customer "SAS LE PETIT BISTROT" in capitals too; "BNP Paribas".
- `fr_label_word`: a seller whose name holds a document word ("La Facture Verte SARL") beside the title "FACTURE";
  "Votre contact : Élise Moreau", "Facture créée avec Tiime".

What they carry. The Netherlands: "Factuur", "Factuurnummer", "Factuurdatum", "Vervaldatum", "Inkoopordernummer";
the KvK number (eight digits), a B.V.'s VAT number "NL…B01" (its RSIN valid by the eleven-test), the
"betalingskenmerk" of sixteen digits (its first the check digit); VAT at 21%; the IBAN "NL.. INGB …"; amounts as "€
1.234,56"; dates as "14-03-2026" or "14 maart 2026". The United Kingdom: "INVOICE", "CREDIT NOTE", "Invoice No.",
"Tax point", "Your PO"; "VAT Reg. No. GB 123 4567 89" (valid by its mod-97 check), "Registered in England and Wales
No. 01234567"; VAT at 20%; sort code and account number (the IBAN "GB.. NWBK …" on one); amounts as "£1,234.56";
dates as "14th March 2026", "14 Mar 2026" or "14/03/2026". Germany: "Rechnung", "Rechnungs-Nr.", "Ihre Bestellung",
"Leistungsort", "USt-IdNr. DE…" (valid by ISO 7064 mod 11, 10), "Amtsgericht München HRB …", "Steuernummer"; VAT at
19%; the IBAN "DE.. 7007 0010 …"; amounts as "1.234,56 €"; dates as "14.03.2026" or "Köln, 14. März 2026". Austria:
"UID-Nr. ATU…" (Luhn), "FN 123456a" (its check letter) and the Landesgericht; VAT at 20%; "Zahlungsreferenz: RF…"
(ISO 11649); amounts as "EUR 1.234,56"; dates as "14. Jänner 2026". Belgium: "TVA BE 0xxx.xxx.xxx" (97 less the
remainder by 97), "RPM Liège, division Namur", the structured communication "+++123/4567/89012+++"; VAT at 21%;
amounts as "1.234,56 €"; dates as "14/03/2026". France: "SIRET" (SIREN and NIC valid by Luhn), "RCS Lyon …",
"TVA intracommunautaire FR.." (its key from the SIREN), "Capital social", the late-payment penalties and the 40 €
recovery fee; VAT at 5.5% (bread) and 20%; the IBAN "FR76 3000 4…" (the RIB key valid); amounts as "1 234,56 €";
dates as "14/03/2026" or "14 mars 2026".

The truth's RelationName is the name a finance clerk would enter as the vendor: the legal entity that issues the
invoice (or in whose name it is issued), exactly as the page prints it somewhere: the B.V. behind a branch, the
company behind a trading name, the principal rather than the agent who writes the invoice, the subsidiary rather
than its parent group, the doctor's name with her title where the practice has no legal form, the company as it
sets its own name in capitals with the legal form first. The truth's amounts are what the page prints: the net, the
VAT (each rate's rounded once), the gross to be paid; the credit note's positive, as printed, and without a due
date. Where only the terms are printed ("binnen 30 dagen", "innerhalb von 30 Tagen"), DueDate is the date of issue
plus those days.

Needs chromium, fonts-dejavu-core, poppler-utils and python3-stdnum. Run with:

    /usr/bin/python3 scripts/corpus/seller_names_invoices.py OUT_DIR [NUMBER …]

(with the documents' numbers, 1 to 12, after OUT_DIR to print only those; the others are still drawn, so that each
prints the same whether alone or with all).
"""
import datetime
import os
import tempfile
from decimal import ROUND_HALF_UP, Decimal

from corpus_output import (
    MONEY, MONTHS, address, arguments, base_css, check_numbers, check_values, date_text, document, e, flat_of,
    invoice_truth, lines_rows, logo, margin_box, multi_box, page_box, print_html, qty, rate_text, vat_totals,
    write_truth, amount_de as de, amount_fr as fr,
)
from made_up import MadeUp, check_seller, creditor_reference, kenmerk_check, vat_printed
from stdnum import iban as stdnum_iban
from stdnum import iso11649
from stdnum.be import iban as be_iban
from stdnum.be import vat as be_vat
from stdnum.de import vat as de_vat
from stdnum.gb import vat as gb_vat
from stdnum.nl import bsn as nl_bsn
from stdnum.nl import btw as nl_btw

out_dir, only = arguments()
work = tempfile.mkdtemp()
made = MadeUp(20260521, dutch_banks=['INGB', 'RABO', 'ABNA'])
rng, digits, price_in = made.rng, made.digits, made.price_in
CENT = Decimal('0.01')


def initials_mark(colour):
    """A letterhead's mark of the initials "MH" drawn as strokes in a rounded square: a picture, no text."""
    return (f"<svg width='78' height='52' viewBox='0 0 60 40'><rect x='0' y='0' width='60' height='40' rx='7' "
            f"fill='{colour}'/><path d='M9 31 V9 L18.5 22 L28 9 V31 M35 9 V31 M51 9 V31 M35 20 H51' stroke='white' "
            "stroke-width='4' fill='none' stroke-linejoin='round' stroke-linecap='round'/></svg>")


# --- The pages: the Netherlands --------------------------------------------------------------------------------------

def page_nl_big_buyer(f):
    """A cleaning firm's invoice: the logo at the top left and the seller's name and details at the top right in the
    body's size; the customer's name large and bold in a "Factuur aan" box, beside a label–value list; the location
    and its contact; an unruled table, the totals, the payment sentence with the bank; "Gemaakt met Moneybird"."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = (multi_box('bottom-left', [f"{s['name']} · {', '.join(s['address'])} · KvK {s['kvk']} · Btw "
                                       f"{s['vat_printed']}",
                                       'Op al onze diensten zijn onze algemene voorwaarden van toepassing; deze '
                                       'sturen wij u op verzoek kosteloos toe.'], size='6.4pt') +
             margin_box('bottom-right', 'Gemaakt met Moneybird', size='6.4pt', colour='#999'))
    css = base_css('14mm 16mm 20mm 16mm', boxes, size='8.8pt') + f"""
.top td {{ vertical-align: top; line-height: 1.5; }}
.seller {{ text-align: right; font-size: 8.8pt; }}
.head {{ width: 100%; margin-top: 9mm; }}
.head td {{ vertical-align: top; }}
.billto {{ border: 1.5px solid {s['colour']}; border-radius: 3mm; padding: 4mm 5mm; line-height: 1.5; }}
.label {{ font-size: 7.8pt; color: {s['colour']}; font-weight: bold; text-transform: uppercase;
  letter-spacing: 0.6px; }}
.buyer {{ font-size: 20pt; font-weight: bold; line-height: 1.15; margin: 1.5mm 0 2mm; color: #111;
  white-space: nowrap; }}
.meta td {{ padding: 0.7mm 0 0.7mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
h1 {{ font-size: 12pt; margin: 8mm 0 1.5mm; color: {s['colour']}; }}
.loc {{ color: #444; line-height: 1.5; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ text-align: left; font-size: 7.8pt; color: #555; border-bottom: 1px solid #333; padding: 1.4mm 2mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.8mm 2mm; border-bottom: 0.4px solid #ddd; vertical-align: top; }}
.totals {{ margin: 4mm 0 0 auto; }}
.totals td {{ padding: 1.1mm 2mm 1.1mm 14mm; }}
.totals tr.total td {{ font-weight: bold; border-top: 1px solid #333; }}
p {{ line-height: 1.6; }}
"""
    meta = [('Factuurnummer', e(f['number'])), ('Factuurdatum', f['date']), ('Vervaldatum', f['due']),
            ('Inkoopordernummer', e(f['order'])), ('Debiteurnummer', f['client_code'])]
    rows = lines_rows(f['lines'], [('nw', lambda x: e(x['code'])), ('', lambda x: e(x['text'])),
                                   ('num', lambda x: qty(x['qty'])), ('', lambda x: x['unit']),
                                   ('num', lambda x: money(x['price'])), ('num', lambda x: money(x['amount']))])
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr><td>{logo(s['colour'], s['shape'])}</td>
<td class="seller"><b>{e(s['name'])}</b><br>{address(s['address'])}<br>Tel. {s['phone']}<br>{s['mail']}<br>
KvK {s['kvk']}<br>Btw {s['vat_printed']}</td></tr></table>
<table class="head"><tr>
<td style="width:64%"><div class="billto"><div class="label">Factuur aan</div><div class="buyer">{e(c['name'])}</div>
{e(c['attention'])}<br>{address(c['address'])}</div></td>
<td><table class="meta" style="margin-left:auto">
{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in meta)}</table></td></tr></table>
<h1>Factuur</h1>
<div class="loc">Locatie: {e(f['site'])}<br>Contactpersoon locatie: {e(f['site_contact'])}<br>
Periode: {f['period']}</div>
<table class="lines"><thead><tr><th>Code</th><th>Omschrijving</th><th class=num>Aantal</th><th>Eenh.</th>
<th class=num>Prijs</th><th class=num>Bedrag</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Subtotaal</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Btw {rate_text(rate)}%</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Totaal</td><td class=num>{money(f['gross'])}</td></tr></table>
<p style="margin-top:8mm">Wij verzoeken u vriendelijk het totaalbedrag van {money(f['gross'])} uiterlijk {f['due']}
over te maken op rekeningnummer {stdnum_iban.format(f['iban'])} bij ING Bank N.V. (BIC INGBNL2A), onder vermelding
van het factuurnummer {e(f['number'])}.<br>Bedankt voor de prettige samenwerking!</p>"""
    return document('nl', css, body)


def page_nl_division(f):
    """A garage's invoice: the branch's trade name large at the top left with "een vestiging van …" under it, the
    branch's address at the top right; the lease company at the left with its VAT number, a label–value list at the
    right; a ruled box with the car and its driver; a table of labour and parts; the betalingskenmerk in a framed
    block; the legal entity, its KvK and branch number and the bank in the foot."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['brand']} is een vestiging van {s['name']}, statutair gevestigd te {s['seat']}",
        f"KvK {s['kvk']} · vestigingsnummer {s['branch_no']} · btw {s['vat_printed']} · IBAN "
        f"{stdnum_iban.format(f['iban'])} (Coöperatieve Rabobank U.A.)",
        'Op al onze werkzaamheden zijn onze algemene reparatievoorwaarden van toepassing.'], size='6.5pt',
        align='center')
    css = base_css('13mm 15mm 22mm 15mm', boxes, size='8.7pt') + f"""
.top td {{ vertical-align: top; line-height: 1.45; }}
.brand {{ font-size: 22pt; font-weight: bold; color: {s['colour']}; vertical-align: middle; letter-spacing: 0.3px; }}
.division {{ font-size: 8pt; color: #555; font-style: italic; margin-top: 1mm; }}
.branch {{ text-align: right; }}
.rule {{ border-top: 3px solid {s['colour']}; margin: 4mm 0 6mm; }}
.parties td {{ vertical-align: top; line-height: 1.5; }}
.meta td {{ padding: 0.5mm 0 0.5mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
h1 {{ font-size: 15pt; margin: 0 0 2mm; color: {s['colour']}; text-align: right; }}
.car {{ width: 100%; margin-top: 7mm; }}
.car td {{ border: 0.8px solid #999; padding: 1mm 2.5mm; vertical-align: top; }}
.car .l {{ font-size: 6.8pt; color: #666; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ background: #eef1f6; text-align: left; font-size: 7.8pt; padding: 1.4mm 2mm;
  border-bottom: 1px solid #999; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.3mm 2mm; border-bottom: 0.4px solid #ddd; }}
.lines tr.section td {{ font-weight: bold; color: {s['colour']}; padding-top: 3mm; border-bottom: none; }}
.bottom td {{ vertical-align: top; }}
.totals td {{ padding: 1mm 2mm 1mm 12mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.2px solid #333; }}
.pay {{ border: 1.2px solid {s['colour']}; padding: 3mm 4mm; line-height: 1.6; margin-right: 8mm; }}
.kenmerk {{ font-size: 10.5pt; font-weight: bold; letter-spacing: 0.3px; white-space: nowrap; }}
"""
    meta = [('Factuurnummer', e(f['number'])), ('Factuurdatum', f['date']), ('Vervaldatum', f['due']),
            ('Werkorder', f['work_order']), ('Klantnummer', f['client_code'])]
    car = [('Kenteken', f['plate']), ('Merk / type', 'Volkswagen Golf Variant 1.5 eTSI'),
           ('Kilometerstand', f['km']), ('Berijder', e(f['driver'])), ('Leasecontract', f['lease'])]
    cells = [('nw', lambda x: x['code']), ('', lambda x: e(x['text'])), ('num', lambda x: qty(x['qty'])),
             ('num', lambda x: money(x['price'])), ('num', lambda x: money(x['amount']))]
    labour = [line for line in f['lines'] if line['code'].startswith('A')]
    parts = [line for line in f['lines'] if not line['code'].startswith('A')]
    rows = ("<tr class='section'><td colspan=5>Arbeid</td></tr>" + lines_rows(labour, cells) +
            "<tr class='section'><td colspan=5>Onderdelen en materialen</td></tr>" + lines_rows(parts, cells))
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{logo(s['colour'], s['shape'])} <span class="brand">{e(s['brand'])}</span>
<div class="division">een vestiging van {e(s['name'])}</div></td>
<td class="branch">{address(s['address'])}<br>Tel. {s['phone']}<br>{s['mail']}<br>{s['web']}</td></tr></table>
<div class="rule"></div>
<table class="parties" style="width:100%"><tr>
<td style="width:55%"><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>{address(c['address'])}<br>
Btw-nr. {c['vat_printed']}</td>
<td><h1>Factuur</h1><table class="meta" style="margin-left:auto">
{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in meta)}</table></td></tr></table>
<table class="car"><tr>{''.join(f"<td><div class='l'>{label}</div>{value}</td>" for label, value in car)}</tr></table>
<table class="lines"><thead><tr><th>Code</th><th>Omschrijving</th><th class=num>Aantal</th><th class=num>Prijs</th>
<th class=num>Bedrag</th></tr></thead><tbody>{rows}</tbody></table>
<table class="bottom" style="width:100%;margin-top:5mm"><tr>
<td><div class="pay">Gelieve het totaalbedrag uiterlijk {f['due']} over te maken op
{stdnum_iban.format(f['iban'])} ten name van {e(s['name'])}, onder vermelding van het betalingskenmerk:<br>
<span class="kenmerk">Betalingskenmerk {f['reference_printed']}</span></div>
<p>Uw monteur: {e(f['mechanic'])}. Vragen? Bel onze servicebalie, {s['phone']}.</p></td>
<td style="width:40%"><table class="totals" style="margin-left:auto">
<tr><td>Totaal arbeid</td><td class=num>{money(sum(x['amount'] for x in labour))}</td></tr>
<tr><td>Totaal onderdelen</td><td class=num>{money(sum(x['amount'] for x in parts))}</td></tr>
<tr><td>Totaal excl. btw</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Btw {rate_text(rate)}%</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Totaal incl. btw</td><td class=num>{money(f['gross'])}</td></tr></table></td></tr></table>"""
    return document('nl', css, body)


def page_nl_split_name(f):
    """An installer's invoice: the logo and the name in two lines at the top left ("Installatiebedrijf" small over
    "Gebroeders Bos B.V." large), the address at the top right; the customer in the window, a label–value list with
    the contact person; the work address with the main contractor; a ruled table; the payment within 30 days in a
    sentence (the due date not printed); the name on one line only in the foot."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · {' · '.join(s['address'])} · KvK {s['kvk']} · Btw-nr. {s['vat_printed']}",
        f"IBAN {stdnum_iban.format(f['iban'])} · ABN AMRO Bank N.V. · Erkend installatiebedrijf",
        'Op al onze werkzaamheden zijn onze algemene voorwaarden van toepassing.'], size='6.4pt', align='center')
    css = base_css('14mm 16mm 21mm 18mm', boxes, size='8.8pt') + f"""
.top td {{ vertical-align: top; }}
.first {{ font-size: 11pt; color: {s['colour']}; letter-spacing: 1.5px; }}
.second {{ font-size: 21pt; font-weight: bold; color: #1f2937; line-height: 1.05; }}
.tag {{ font-size: 7.5pt; color: #666; margin-top: 1mm; }}
.contact {{ text-align: right; line-height: 1.5; font-size: 8.2pt; color: #444; }}
.window {{ line-height: 1.5; margin-top: 16mm; font-size: 9.5pt; }}
.meta td {{ padding: 0.6mm 0 0.6mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
h1 {{ font-size: 15pt; margin: 9mm 0 1mm; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ border-top: 1px solid #333; border-bottom: 1px solid #333; text-align: left; font-size: 7.8pt;
  padding: 1.3mm 2mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ border-bottom: 0.4px solid #bbb; padding: 1.5mm 2mm; vertical-align: top; }}
.totals {{ margin: 4mm 0 0 auto; }}
.totals td {{ padding: 1.1mm 2mm 1.1mm 14mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.2px solid #333; }}
p {{ line-height: 1.6; }}
"""
    meta = [('Factuurnummer', e(f['number'])), ('Factuurdatum', f['date']), ('Debiteurnummer', f['client_code']),
            ('Werkbon', f['work_order']), ('Contactpersoon', e(f['contact']))]
    rows = lines_rows(f['lines'], [('nw', lambda x: e(x['code'])), ('', lambda x: e(x['text'])),
                                   ('num', lambda x: qty(x['qty'])), ('', lambda x: x['unit']),
                                   ('num', lambda x: money(x['price'])), ('num', lambda x: money(x['amount']))])
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td style="width:20mm">{logo(s['colour'], s['shape']).replace("width='36' height='36'", "width='48' height='48'")}</td>
<td><div class="first">{e(s['first_line'])}</div><div class="second">{e(s['second_line'])}</div>
<div class="tag">{e(s['tagline'])}</div></td>
<td class="contact">{address(s['address'])}<br>T {s['phone']}<br>{s['mail']}<br>{s['web']}</td></tr></table>
<table style="width:100%"><tr>
<td style="width:55%;vertical-align:top"><div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>
{address(c['address'])}</div></td>
<td style="vertical-align:bottom"><table class="meta" style="margin-left:auto">
{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in meta)}</table></td></tr></table>
<h1>Factuur</h1>
<div>Betreft: {e(f['project'])}<br>Werkadres: {e(f['site'])}</div>
<table class="lines"><thead><tr><th>Art.nr.</th><th>Omschrijving</th><th class=num>Aantal</th><th>Eenh.</th>
<th class=num>Prijs</th><th class=num>Bedrag</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Totaal excl. btw</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Btw {rate_text(rate)}% over {money(f['net'])}</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Totaal incl. btw</td><td class=num>{money(f['gross'])}</td></tr></table>
<p style="margin-top:7mm">Wij verzoeken u het totaalbedrag binnen {f['due_days']} dagen na factuurdatum over te maken
op {stdnum_iban.format(f['iban'])}, onder vermelding van factuurnummer {e(f['number'])}.<br>
Bedankt voor uw opdracht!</p>"""
    return document('nl', css, body)


# --- The pages: the United Kingdom -----------------------------------------------------------------------------------

def page_en_slogan(f):
    """A joiner's invoice: a mark and a slogan set large as the header, no name in it; a line of the address and
    contacts; "INVOICE" with "Invoice to" and the site beside a label–value list; a table with a tinted heading; the
    payment "to account name: …" with the bank's name, sort code and account; the joiner on site; "Thank you for
    your business!"; the legal name, its company number and VAT number in the foot."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · Registered in England and Wales, company no. {s['company_no']} · Registered office: "
        f"{s['office']}", f"VAT Reg. No. {s['vat_printed']}"], size='6.5pt', align='center')
    css = base_css('13mm 17mm 20mm 17mm', boxes, size='8.9pt') + f"""
.head {{ border-bottom: 2px solid {s['colour']}; padding-bottom: 3mm; }}
.slogan {{ font-family: 'DejaVu Serif', serif; font-style: italic; font-size: 21pt; color: {s['colour']};
  vertical-align: middle; }}
.contacts {{ font-size: 7.8pt; color: #555; margin-top: 2mm; }}
.title {{ font-size: 17pt; letter-spacing: 3px; margin: 8mm 0 4mm; color: #333; }}
.parties td {{ vertical-align: top; line-height: 1.5; padding-right: 6mm; }}
.label {{ font-size: 7.6pt; font-weight: bold; color: {s['colour']}; text-transform: uppercase; }}
.meta td {{ padding: 0.6mm 0 0.6mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ font-weight: bold; }}
.lines {{ margin-top: 8mm; }}
.lines th {{ background: {s['light']}; text-align: left; padding: 1.8mm 2mm; font-size: 8pt; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 2mm; border-bottom: 0.4px solid #ccc; vertical-align: top; }}
.totals {{ margin: 4mm 0 0 auto; }}
.totals td {{ padding: 1.2mm 2mm 1.2mm 14mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 11pt; background: {s['light']}; }}
.pay {{ margin-top: 8mm; line-height: 1.6; border-left: 3px solid {s['colour']}; padding-left: 4mm; }}
.thanks {{ margin-top: 6mm; font-family: 'DejaVu Serif', serif; font-style: italic; font-size: 11pt;
  color: {s['colour']}; }}
"""
    meta = [('Invoice No.', e(f['number'])), ('Invoice date', f['date']), ('Your PO', e(f['order'])),
            ('Payment terms', f"{f['due_days']} days"), ('Due date', f['due'])]
    rows = lines_rows(f['lines'], [('', lambda x: e(x['text'])), ('num', lambda x: qty(x['qty'], False)),
                                   ('', lambda x: x['unit']), ('num', lambda x: money(x['price'])),
                                   ('num', lambda x: f"{rate_text(x['rate'])}%"),
                                   ('num', lambda x: money(x['amount']))])
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<div class="head">{logo(s['colour'], s['shape']).replace("width='36' height='36'", "width='44' height='44'")}
<span class="slogan">&nbsp;{e(s['slogan'])}</span>
<div class="contacts">{e(' · '.join(s['address']))} · {s['phone']} · {s['mail']} · {s['web']}</div></div>
<div class="title">INVOICE</div>
<table class="parties" style="width:100%"><tr>
<td style="width:33%"><div class="label">Invoice to</div><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>
{address(c['address'])}</td>
<td style="width:30%"><div class="label">Site</div>{address(f['site'])}</td>
<td><table class="meta" style="margin-left:auto">
{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in meta)}</table></td></tr></table>
<table class="lines"><thead><tr><th>Description</th><th class=num>Qty</th><th>Unit</th><th class=num>Unit price</th>
<th class=num>VAT</th><th class=num>Amount</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Subtotal</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>VAT @ {rate_text(rate)}%</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Total due</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="pay">Please pay within {f['due_days']} days by bank transfer to account name: {e(s['name'])}<br>
Barclays Bank UK PLC · sort code {s['sort_code']} · account no. {s['account']} · please quote {e(f['number'])}<br>
Your joiner on site: {e(f['joiner'])}, {f['joiner_phone']}</div>
<div class="thanks">Thank you for your business!</div>"""
    return document('en', css, body)


def page_en_trading_as(f):
    """An electrician's credit note: a bolt and the trading name large at the top left, "CREDIT NOTE" and a
    label–value list at the top right, the customer under "Credit to", the invoice it credits and why, a table, the
    totals as "Net credit", "VAT @ 20%", "Total credit"; "Prepared by" a person; whose trading name it is, the company
    number and the VAT number in the foot; "Created with FreeAgent"."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = (multi_box('bottom-left', [
        f"{s['brand']} is a trading name of {s['name']}. Registered in England and Wales No. {s['company_no']}.",
        f"Registered office: {s['office']} · VAT No. {s['vat_printed']}"], size='6.5pt') +
        margin_box('bottom-right', 'Created with FreeAgent', size='6.2pt', colour='#999'))
    css = base_css('14mm 16mm 20mm 16mm', boxes, size='8.9pt') + f"""
.top td {{ vertical-align: top; line-height: 1.5; }}
.brand {{ font-size: 21pt; font-weight: bold; color: {s['colour']}; vertical-align: middle; }}
.strap {{ font-size: 7.8pt; color: #666; margin-top: 1mm; }}
.title {{ font-size: 17pt; font-weight: bold; color: #b91c1c; text-align: right; letter-spacing: 1px; }}
.meta td {{ padding: 0.5mm 0 0.5mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
.from {{ text-align: right; font-size: 8pt; color: #444; margin-top: 3mm; }}
.label {{ font-size: 7.6pt; font-weight: bold; color: #666; text-transform: uppercase; }}
.reason {{ margin-top: 6mm; background: #f5f5f5; padding: 2.5mm 3.5mm; line-height: 1.5; }}
.lines {{ margin-top: 6mm; }}
.lines th {{ border-bottom: 1.5px solid {s['colour']}; text-align: left; padding: 1.5mm 2mm; font-size: 8pt; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.8mm 2mm; border-bottom: 0.4px solid #ccc; }}
.totals {{ margin: 4mm 0 0 auto; }}
.totals td {{ padding: 1.2mm 2mm 1.2mm 14mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 11pt; border-top: 1.5px solid {s['colour']}; }}
p {{ line-height: 1.6; }}
"""
    meta = [('Credit note no.', e(f['number'])), ('Date', f['date']), ('Against invoice', f['original']),
            ('Invoice date', f['original_date']), ('Account ref', f['client_code'])]
    rows = lines_rows(f['lines'], [('', lambda x: e(x['text'])), ('num', lambda x: qty(x['qty'], False)),
                                   ('num', lambda x: money(x['price'])), ('num', lambda x: money(x['amount']))])
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{logo(s['colour'], s['shape'])} <span class="brand">{e(s['brand'])}</span>
<div class="strap">{e(s['tagline'])}</div></td>
<td><div class="title">CREDIT NOTE</div><table class="meta" style="margin-left:auto">
{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in meta)}</table>
<div class="from">{e(', '.join(s['address']))}<br>{s['phone']} · {s['mail']}</div></td></tr></table>
<div style="margin-top:8mm;line-height:1.5"><div class="label">Credit to</div><b>{e(c['name'])}</b><br>
{e(c['attention'])}<br>{address(c['address'])}</div>
<div class="reason">Credit against invoice {f['original']} of {f['original_date']} ({e(f['job'])}): items returned
unused and labour charged twice.</div>
<table class="lines"><thead><tr><th>Description</th><th class=num>Qty</th><th class=num>Unit price</th>
<th class=num>Net</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Net credit</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>VAT @ {rate_text(rate)}%</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Total credit</td><td class=num>{money(f['gross'])}</td></tr></table>
<p style="margin-top:8mm">This credit has been applied to your account and will be set against your next payment.
No payment is due on this credit note.</p>
<p>Prepared by: {e(f['prepared_by'])}</p>"""
    return document('en', css, body)


def page_en_small_caps(f):
    """A fire-protection firm's invoice over two pages: the name in letter-spaced small capitals at the top left
    with its services under it, the contacts at the top right; "Invoice" with "Invoice to" and "Site address" beside
    a label–value list; a table of the visit per location; the payment with the IBAN and the bank; the legal name,
    the company number, the registered office of the group and "Part of the Kingsley Group plc" in the foot."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = (multi_box('bottom-left', [
        f"{s['name']} · Registered in England and Wales No. {s['company_no']} · Registered office: {s['office']}",
        f"VAT No. {s['vat_printed']} · Part of the Kingsley Group plc"], size='6.5pt') +
        page_box('top-right', 'Page ', ' of ', size='6.8pt'))
    css = base_css('14mm 16mm 21mm 16mm', boxes, size='8.6pt') + f"""
.top td {{ vertical-align: top; line-height: 1.5; }}
.name {{ font-variant: small-caps; letter-spacing: 3.5px; font-size: 17pt; color: {s['colour']}; }}
.services {{ font-size: 6.8pt; letter-spacing: 1.5px; color: #666; margin-top: 1mm; }}
.contact {{ text-align: right; font-size: 8pt; color: #444; }}
h1 {{ font-size: 14pt; font-weight: normal; margin: 8mm 0 4mm; letter-spacing: 1px;
  border-bottom: 0.8px solid {s['colour']}; padding-bottom: 1mm; }}
.parties td {{ vertical-align: top; line-height: 1.5; padding-right: 5mm; }}
.label {{ font-size: 7.4pt; color: {s['colour']}; font-variant: small-caps; letter-spacing: 1px; font-weight: bold; }}
.meta td {{ padding: 0.5mm 0 0.5mm 4mm; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
.lines {{ margin-top: 6mm; }}
.lines th {{ text-align: left; font-size: 7.6pt; color: #fff; background: {s['colour']}; padding: 1.3mm 2mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.1mm 2mm; border-bottom: 0.4px solid #ddd; }}
.totals {{ margin: 4mm 0 0 auto; page-break-inside: avoid; }}
.totals td {{ padding: 1.1mm 2mm 1.1mm 14mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.2px solid {s['colour']}; }}
.pay {{ margin-top: 7mm; line-height: 1.6; page-break-inside: avoid; }}
"""
    meta = [('Invoice number', e(f['number'])), ('Invoice date / tax point', f['date']),
            ('Customer PO', e(f['order'])), ('Account no.', f['client_code']), ('Visit date', f['visit']),
            ('Payment due', f['due'])]
    rows = lines_rows(f['lines'], [('', lambda x: e(x['text'])), ('num', lambda x: qty(x['qty'], False)),
                                   ('num', lambda x: money(x['price'])), ('num', lambda x: money(x['amount']))])
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{logo(s['colour'], s['shape'])} <span class="name">{e(s['display'])}</span>
<div class="services">{e(s['tagline'])}</div></td>
<td class="contact">{address(s['address'])}<br>{s['phone']}<br>{s['mail']}</td></tr></table>
<h1>Invoice</h1>
<table class="parties" style="width:100%"><tr>
<td style="width:32%"><div class="label">Invoice to</div><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>
{address(c['address'])}</td>
<td style="width:30%"><div class="label">Site address</div>{address(f['site'])}</td>
<td><table class="meta" style="margin-left:auto">
{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in meta)}</table></td></tr></table>
<p>Annual service of portable fire extinguishers to BS 5306-3, emergency lighting and fire alarm inspection, as per
our maintenance agreement. Engineer: {e(f['engineer'])}.</p>
<table class="lines"><thead><tr><th>Description</th><th class=num>Qty</th><th class=num>Unit price</th>
<th class=num>Net</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Total net</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>VAT at {rate_text(rate)}%</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Invoice total</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="pay"><b>Payment</b> by {f['due']} to {e(s['name'])}, National Westminster Bank plc, sort code
{s['sort_code']}, account {s['account']} (IBAN {stdnum_iban.format(f['iban'])}, BIC NWBKGB2L). Please quote the
invoice number.<br>Thank you for your business.</div>"""
    return document('en', css, body)


# --- The pages: Germany and Austria ----------------------------------------------------------------------------------

def page_de_din_window(f):
    """A heating engineer's DIN 5008 letter over two pages: the initials' mark at the top right and no name there; the
    sender's line small and underlined above the window; the customer in the window; an information block at the
    right with the contact person and the date; "Rechnung Nr. …", the place of the work, a ruled table, "Summe
    netto", "zzgl. 19 % USt.", "Rechnungsbetrag", the labour share (§ 35a EStG); the firm, its register and its bank
    in three columns in the foot; "Erstellt mit lexoffice"."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = (multi_box('bottom-left', [s['name'], *s['address'], f"Tel. {s['phone']}"]) +
             multi_box('bottom-center', [f"Geschäftsführer: {s['manager']}", f"Amtsgericht München HRB {s['hrb']}",
                                         f"USt-IdNr. {s['vat_printed']}", f"Steuernummer {s['tax_no']}"]) +
             multi_box('bottom-right', ['Deutsche Bank AG', f"IBAN {stdnum_iban.format(f['iban'])}",
                                        'BIC DEUTDEMMXXX']) +
             page_box('top-right', f"Rechnung {f['number']} · Seite ", ' von '))
    css = base_css('14mm 16mm 27mm 22mm', boxes, size='8.8pt') + """
.top td { vertical-align: top; }
.sender { font-size: 6.6pt; color: #444; text-decoration: underline; margin-top: 16mm; white-space: nowrap; }
.window { line-height: 1.45; font-size: 9.8pt; margin-top: 2.5mm; }
.info td { padding: 0.4mm 0 0.4mm 3mm; font-size: 8pt; white-space: nowrap; }
.info td:first-child { color: #666; }
h1 { font-size: 12.5pt; margin: 11mm 0 2mm; }
p { line-height: 1.55; }
.lines { margin-top: 3mm; }
.lines th { border-bottom: 1px solid #333; border-top: 1px solid #333; text-align: left; font-size: 7.6pt;
  padding: 1.1mm 1.5mm; }
.lines th.num { text-align: right; }
.lines td { border-bottom: 0.4px solid #ccc; padding: 1mm 1.5mm; font-size: 8.3pt; vertical-align: top; }
.sums { margin: 3mm 0 0 auto; page-break-inside: avoid; }
.sums td { padding: 0.9mm 1.5mm 0.9mm 14mm; }
.sums tr.total td { font-weight: bold; font-size: 10.3pt; border-top: 1px solid #333;
  border-bottom: 2.5px double #333; }
.close { page-break-inside: avoid; }
"""
    info = [('Ihre Bestellung', f"{e(f['order'])} vom {f['order_date']}"), ('Kunden-Nr.', f['client_code']),
            ('Ihr Ansprechpartner', e(s['manager'])), ('Telefon', s['phone']), ('E-Mail', s['mail']),
            ('Datum', f['date'])]
    rows = ''.join(f"<tr><td class=num>{i}</td><td class=num>{qty(x['qty'])}</td><td>{x['unit']}</td>"
                   f"<td>{e(x['text'])}</td><td class=num>{de(x['price'])}</td>"
                   f"<td class=num>{de(x['amount'])}</td></tr>"
                   for i, x in enumerate(f['lines'], start=1))
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td style="width:60%"><div class="sender">{e(s['name'])} · {e(' · '.join(s['address']))}</div>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div></td>
<td style="text-align:right">{initials_mark(s['colour'])}
<table class="info" style="margin:9mm 0 0 auto">
{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in info)}</table></td></tr></table>
<h1>Rechnung Nr. {e(f['number'])}</h1>
<div>Leistungsort: {e(f['site'])}<br>Leistungszeitraum: {f['period']}</div>
<p>Sehr geehrte Frau Brandl,<br>für die ausgeführten Arbeiten erlauben wir uns wie folgt zu berechnen:</p>
<table class="lines"><thead><tr><th class=num>Pos.</th><th class=num>Menge</th><th>Einh.</th><th>Bezeichnung</th>
<th class=num>EP €</th><th class=num>GP €</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sums"><tr><td>Summe netto</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>zzgl. {rate_text(rate)} % USt.</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Rechnungsbetrag</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="close"><p>Im Rechnungsbetrag enthaltene Arbeits- und Fahrtkosten (§ 35a EStG): {money(f['labour'])}
netto zzgl. {money(f['labour_tax'])} USt.</p>
<p>Zahlbar bis {f['due']} ohne Abzug. Bitte geben Sie bei der Zahlung die Rechnungsnummer an.<br>
Vielen Dank für Ihren Auftrag!</p>
<p class="small">Erstellt mit lexoffice</p></div>"""
    return document('de', css, body)


def page_de_doctor(f):
    """A doctor's invoice for an expert opinion, as a letter: her name with its title in a serif letterhead at the top
    right with her specialties and the building she practises in, an abbreviated sender's line above the window, the
    insurer's department in it, the place and date, "Ihr Zeichen", the insured person; a table of GOÄ-numbered
    services, "Summe netto", "Umsatzsteuer 19 %", "Rechnungsbetrag"; payment within 30 days in a sentence; the bank
    and the tax numbers in the foot."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · {s['specialty']} · {' · '.join(s['address'])}",
        f"Steuernummer {s['tax_no']} · USt-IdNr. {s['vat_printed']}",
        f"Deutsche Apotheker- und Ärztebank eG · IBAN {stdnum_iban.format(f['iban'])} · BIC DAAEDEDDXXX"],
        size='6.4pt', align='center')
    css = base_css('14mm 18mm 21mm 22mm', boxes, size='9pt') + f"""
.letterhead {{ text-align: right; line-height: 1.45; }}
.doctor {{ font-family: 'DejaVu Serif', serif; font-size: 17pt; color: {s['colour']}; }}
.spec {{ font-family: 'DejaVu Serif', serif; font-size: 9pt; font-style: italic; }}
.house {{ font-size: 7.8pt; color: #555; }}
.sender {{ font-size: 6.6pt; color: #444; border-bottom: 0.5px solid #666; display: inline-block; margin-top: 6mm; }}
.window {{ line-height: 1.45; margin-top: 2mm; }}
.refs td {{ padding: 0.4mm 0 0.4mm 4mm; white-space: nowrap; }}
.refs td:first-child {{ color: #666; }}
h1 {{ font-size: 12.5pt; margin: 9mm 0 2mm; }}
.about td {{ padding: 0.3mm 5mm 0.3mm 0; vertical-align: top; }}
p {{ line-height: 1.55; }}
.lines {{ margin-top: 4mm; }}
.lines th {{ border-bottom: 1px solid #333; text-align: left; font-size: 7.8pt; padding: 1.2mm 2mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.4mm 2mm; border-bottom: 0.4px solid #ccc; vertical-align: top; }}
.sums {{ margin: 3mm 0 0 auto; }}
.sums td {{ padding: 1mm 2mm 1mm 14mm; }}
.sums tr.total td {{ font-weight: bold; border-top: 1px solid #333; }}
"""
    refs = [('Ihr Zeichen', f['their_ref']), ('Ihr Auftrag vom', f['order_date']), ('Rechnungs-Nr.', e(f['number'])),
            ('Praxismanagement', e(f['contact'])), ('Telefon', s['phone'])]
    rows = lines_rows(f['lines'], [('nw', lambda x: x['day']), ('nw', lambda x: x['code']),
                                   ('', lambda x: e(x['text'])), ('num', lambda x: qty(x['qty'])),
                                   ('num', lambda x: de(x['price'])), ('num', lambda x: de(x['amount']))])
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<div class="letterhead"><span class="doctor">{e(s['name'])}</span><br><span class="spec">{e(s['specialty'])}</span><br>
<span class="house">{e(s['tagline'])}<br>{e(s['house'])} · {e(' · '.join(s['address']))}<br>Tel. {s['phone']} ·
{s['mail']}</span></div>
<table style="width:100%"><tr><td style="vertical-align:top;width:58%">
<div class="sender">{e(s['short'])} · {e(' · '.join(s['address']))}</div>
<div class="window">{e(c['name'])}<br>{e(c['department'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div></td>
<td style="vertical-align:bottom"><div style="text-align:right;margin-bottom:2mm">{e(s['city'])}, {f['date']}</div>
<table class="refs" style="margin-left:auto">
{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in refs)}</table></td></tr></table>
<h1>Rechnung</h1>
<table class="about"><tr><td>Betreff:</td><td>{e(f['subject'])}</td></tr>
<tr><td>Versicherte Person:</td><td>{e(f['insured'])}</td></tr>
<tr><td>Unfall vom:</td><td>{f['accident']}</td></tr></table>
<p>Sehr geehrte Frau Adler,<br>für das in Ihrem Auftrag erstellte Gutachten berechne ich wie folgt:</p>
<table class="lines"><thead><tr><th>Datum</th><th>GOÄ-Nr.</th><th>Leistung</th><th class=num>Anzahl</th>
<th class=num>Einzelbetrag €</th><th class=num>Betrag €</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sums"><tr><td>Summe netto</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Umsatzsteuer {rate_text(rate)} %</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Rechnungsbetrag</td><td class=num>{money(f['gross'])}</td></tr></table>
<p class="small">Gutachterliche Leistungen ohne therapeutische Zielsetzung sind umsatzsteuerpflichtig (keine Befreiung
nach § 4 Nr. 14 UStG).</p>
<p>Bitte überweisen Sie den Rechnungsbetrag innerhalb von {f['due_days']} Tagen unter Angabe der Rechnungsnummer auf
das unten genannte Konto.</p>
<p>Mit freundlichen Grüßen<br><br>{e(s['name'])}</p>"""
    return document('de', css, body)


def page_at_band(f):
    """An Austrian wholesaler's invoice: a coloured band across the top with "RECHNUNG" and the number in white; the
    buyer's address block first at the left, at the right a date block and beside it the seller, small; the delivery
    address with the forwarding agent's warehouse; a striped table with article numbers, "Summe netto", "zzgl. 20 %
    USt.", "Gesamtbetrag"; the due date written out and the creditor reference; the firm, its register, its UID and
    the bank in the foot."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · {' · '.join(s['address'])} · Tel. {s['phone']} · {s['mail']}",
        f"Firmenbuch {s['fn']}, Landesgericht Innsbruck · UID-Nr. {s['vat_printed']} · Raiffeisen-Landesbank Tirol AG "
        f"· IBAN {stdnum_iban.format(f['iban'])} · BIC RZTIAT22"], size='6.4pt', align='center')
    css = base_css('10mm 14mm 20mm 14mm', boxes, size='8.7pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.band {{ background: {s['colour']}; color: white; padding: 5mm 6mm; }}
.band td {{ color: white; vertical-align: middle; }}
.band .title {{ font-size: 20pt; font-weight: bold; letter-spacing: 3px; }}
.band .no {{ font-size: 11pt; text-align: right; }}
.head {{ width: 100%; margin-top: 8mm; }}
.head td {{ vertical-align: top; }}
.buyer {{ line-height: 1.5; font-size: 9.6pt; }}
.dates td {{ padding: 0.6mm 3mm; white-space: nowrap; border-bottom: 0.4px solid #ddd; }}
.dates td:first-child {{ color: #666; }}
.seller {{ font-size: 7.2pt; line-height: 1.45; color: #444; text-align: right; }}
.ship {{ margin-top: 6mm; padding: 2mm 3mm; border-left: 3px solid {s['colour']}; background: #f3f7f6;
  line-height: 1.5; }}
.lines {{ margin-top: 6mm; }}
.lines th {{ text-align: left; font-size: 7.8pt; padding: 1.5mm 2mm; border-bottom: 1.2px solid {s['colour']}; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.5mm 2mm; }}
.lines tbody tr:nth-child(even) td {{ background: #f3f7f6; }}
.sums {{ margin: 4mm 0 0 auto; }}
.sums td {{ padding: 1mm 2mm 1mm 14mm; }}
.sums tr.total td {{ font-weight: bold; font-size: 10.5pt; background: {s['colour']}; color: white; }}
p {{ line-height: 1.55; }}
"""
    dates = [('Rechnungsdatum', f['date']), ('Lieferdatum', f['delivery']), ('Lieferschein-Nr.', f['delivery_note']),
             ('Kunden-Nr.', f['client_code']), ('Ihre Bestellung', e(f['order'])),
             ('Ihre UID-Nr.', c['vat_printed'])]
    rows = lines_rows(f['lines'], [('nw', lambda x: x['code']), ('', lambda x: e(x['text'])),
                                   ('num', lambda x: qty(x['qty'])), ('', lambda x: x['unit']),
                                   ('num', lambda x: de(x['price'])), ('num', lambda x: de(x['amount']))])
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<div class="band"><table style="width:100%"><tr><td class="title">RECHNUNG</td>
<td class="no">Nr. {e(f['number'])}</td></tr></table></div>
<table class="head"><tr>
<td style="width:42%" class="buyer"><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>{address(c['address'])}</td>
<td><table class="dates" style="margin-left:auto">
{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in dates)}</table></td>
<td style="width:24%" class="seller"><b class="nw">{e(s['name'])}</b><br>{address(s['address'])}<br>
Tel. {s['phone']}<br>
{s['mail']}<br>{s['web']}</td></tr></table>
<div class="ship"><b>Lieferung an:</b> {e(', '.join(f['ship_to']))}</div>
<table class="lines"><thead><tr><th>Art.-Nr.</th><th>Bezeichnung</th><th class=num>Menge</th><th>ME</th>
<th class=num>Einzelpreis</th><th class=num>Gesamt</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sums"><tr><td>Summe netto</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>zzgl. {rate_text(rate)} % USt.</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Gesamtbetrag</td><td class=num>{money(f['gross'])}</td></tr></table>
<p style="margin-top:7mm">Zahlbar bis {f['due']} ohne Abzug auf das unten genannte Konto.<br>
Zahlungsreferenz: <b>{f['reference_printed']}</b></p>
<p>Es gelten unsere Allgemeinen Lieferbedingungen. Die Ware bleibt bis zur vollständigen Bezahlung unser
Eigentum.</p>"""
    return document('de', css, body)


# --- The pages: Belgium and France -----------------------------------------------------------------------------------

def page_be_mandate(f):
    """A Belgian invoice written by an accountant's office for its client: the office's mark and name large at the top
    left with its address at the right; a framed box "Facture émise au nom et pour le compte de" the principal with
    its VAT number and register; the customer with its VAT number beside a label–value list; a table; "Total HTVA",
    "TVA 21 %", "Total TVAC"; the payment to the principal's account with the structured communication; the mandate
    and the office's own VAT number in the foot."""
    s, c, money, agent = f['seller'], f['customer'], f['money'], f['agent']
    boxes = multi_box('bottom-center', [
        f"Facture établie par {agent['name']} (TVA {agent['vat_printed']}), mandataire, au nom et pour le compte de "
        f"{s['name']},", "conformément à l'article 53, § 2 du Code de la TVA. Toute réclamation est à adresser au "
        f"mandant. Contact facturation : {agent['contact']}, {agent['phone']}."], size='6.4pt', align='center')
    css = base_css('14mm 16mm 21mm 16mm', boxes, size='8.8pt') + f"""
.top td {{ vertical-align: top; line-height: 1.45; }}
.agent {{ font-size: 18pt; font-weight: bold; color: {agent['colour']}; vertical-align: middle; }}
.agent-tag {{ font-size: 7.8pt; color: #555; }}
.agent-addr {{ text-align: right; font-size: 8pt; color: #444; }}
.mandant {{ margin-top: 7mm; border: 1px solid #888; padding: 3mm 4mm; line-height: 1.5; width: 52%; }}
.label {{ font-size: 7.4pt; color: #666; text-transform: uppercase; letter-spacing: 0.5px; }}
.parties {{ width: 100%; margin-top: 6mm; }}
.parties td {{ vertical-align: top; line-height: 1.5; }}
.meta td {{ padding: 0.6mm 0 0.6mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
h1 {{ font-size: 15pt; letter-spacing: 2px; margin: 8mm 0 2mm; }}
.lines {{ margin-top: 4mm; }}
.lines th {{ background: #eceff3; text-align: left; font-size: 7.8pt; padding: 1.4mm 2mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.6mm 2mm; border-bottom: 0.4px solid #ccc; vertical-align: top; }}
.totals {{ margin: 4mm 0 0 auto; }}
.totals td {{ padding: 1.1mm 2mm 1.1mm 14mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.2px solid #333; }}
.pay {{ margin-top: 7mm; border: 1.2px solid #333; padding: 3mm 4mm; line-height: 1.6; }}
.comm {{ font-size: 12pt; font-weight: bold; letter-spacing: 0.5px; }}
"""
    meta = [('Facture n°', e(f['number'])), ('Date', f['date']), ('Échéance', f['due']),
            ('N° client', f['client_code']), ('Chantier', e(f['project']))]
    rows = lines_rows(f['lines'], [('', lambda x: e(x['text'])), ('num', lambda x: qty(x['qty'])),
                                   ('', lambda x: x['unit']), ('num', lambda x: money(x['price'])),
                                   ('num', lambda x: f"{rate_text(x['rate'])} %"),
                                   ('num', lambda x: money(x['amount']))])
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{logo(agent['colour'], agent['shape'])} <span class="agent">{e(agent['name'])}</span><br>
<span class="agent-tag">{e(agent['tagline'])}</span></td>
<td class="agent-addr">{address(agent['address'])}<br>Tél. {agent['phone']}<br>{agent['mail']}</td></tr></table>
<div class="mandant"><div class="label">Facture émise au nom et pour le compte de</div><b>{e(s['name'])}</b><br>
{address(s['address'])}<br>TVA {s['vat_printed']} · RPM Liège, division Namur<br>Tél. {s['phone']}</div>
<table class="parties"><tr>
<td style="width:50%"><div class="label">Client</div><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>
{address(c['address'])}<br>TVA {c['vat_printed']}</td>
<td><table class="meta" style="margin-left:auto">
{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in meta)}</table></td></tr></table>
<h1>FACTURE</h1>
<table class="lines"><thead><tr><th>Désignation</th><th class=num>Qté</th><th>Unité</th><th class=num>PU HTVA</th>
<th class=num>TVA</th><th class=num>Total HTVA</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Total HTVA</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>TVA {rate_text(rate)} %</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Total TVAC</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="pay">À payer au plus tard le {f['due']} sur le compte de {e(s['name'])} :<br>
IBAN {stdnum_iban.format(f['iban'])} · BIC GEBABEBB · BNP Paribas Fortis SA<br>
Communication structurée : <span class="comm">{f['reference_printed']}</span></div>"""
    return document('fr', css, body)


def page_fr_capitals(f):
    """A French bakery's monthly invoice to a restaurant: the company's name in capitals with the legal form first at
    the top left with its trade under it, "FACTURE" and a label–value list at the top right; the customer's name in
    capitals with its VAT number in a box; the deliveries by week in a ruled table, "Total HT", "TVA 5,5 %", "Total
    TTC", "Net à payer"; the payment with the bank, the penalties and the 40 € fee; capital, RCS, SIRET, APE and VAT
    number in the foot."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} – Capital social : {s['capital']} – {' '.join(s['address'])}",
        f"RCS Lyon {s['siren_printed']} – SIRET {s['siret_printed']} – APE 1071C – TVA intracommunautaire : "
        f"{s['vat_printed']}"], size='6.5pt', align='center')
    css = base_css('14mm 16mm 20mm 16mm', boxes, size='8.8pt') + f"""
.top td {{ vertical-align: top; line-height: 1.5; }}
.name {{ font-size: 15pt; font-weight: bold; color: {s['colour']}; letter-spacing: 0.5px; }}
.trade {{ font-family: 'DejaVu Serif', serif; font-style: italic; color: #6b4f2a; }}
.title {{ font-size: 20pt; font-weight: bold; text-align: right; letter-spacing: 2px; }}
.meta td {{ padding: 0.5mm 0 0.5mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
.client {{ margin: 7mm 0 0 auto; width: 48%; border: 1px solid #999; padding: 3mm 4mm; line-height: 1.5; }}
.lines {{ margin-top: 7mm; }}
.lines th {{ border: 0.8px solid #777; background: #f6efe4; font-size: 7.8pt; padding: 1.2mm 2mm; text-align: left; }}
.lines th.num {{ text-align: right; }}
.lines td {{ border: 0.8px solid #777; padding: 1.2mm 2mm; }}
.totals {{ margin: 4mm 0 0 auto; }}
.totals td {{ border: 0.8px solid #777; padding: 1.2mm 3mm; }}
.totals tr.total td {{ font-weight: bold; background: #f6efe4; }}
.legal {{ margin-top: 6mm; font-size: 7.4pt; color: #555; line-height: 1.5; }}
p {{ line-height: 1.55; }}
"""
    meta = [('Facture n°', e(f['number'])), ('Date', f['date']), ('Échéance', f['due']),
            ('Code client', f['client_code']), ('Période', f['period'])]
    rows = lines_rows(f['lines'], [('', lambda x: e(x['text'])), ('num', lambda x: qty(x['qty'])),
                                   ('num', lambda x: fr(x['price'])), ('num', lambda x: fr(x['amount']))])
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{logo(s['colour'], s['shape'])}<br><span class="name">{e(s['name'])}</span><br>
<span class="trade">{e(s['tagline'])}</span><br>{address(s['address'])}<br>Tél. {s['phone']} · {s['mail']}</td>
<td><div class="title">FACTURE</div><table class="meta" style="margin:2mm 0 0 auto">
{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in meta)}</table></td></tr></table>
<div class="client"><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>{address(c['address'])}<br>
N° TVA : {c['vat_printed']}</div>
<table class="lines"><thead><tr><th>Désignation</th><th class=num>Qté</th><th class=num>PU HT (€)</th>
<th class=num>Montant HT (€)</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Total HT</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>TVA {rate_text(rate)} %</td><td class=num>{money(tax)}</td></tr>
<tr><td>Total TTC</td><td class=num>{money(f['gross'])}</td></tr>
<tr class="total"><td>Net à payer</td><td class=num>{money(f['gross'])}</td></tr></table>
<p style="margin-top:6mm">Règlement par virement au plus tard le {f['due']} :<br>
BNP Paribas – Agence Lyon Croix-Rousse – IBAN {stdnum_iban.format(f['iban'])} – BIC BNPAFRPPXXX</p>
<div class="legal">Pas d'escompte pour paiement anticipé. En cas de retard de paiement, des pénalités égales à
trois fois le taux d'intérêt légal seront exigibles, ainsi qu'une indemnité forfaitaire pour frais de recouvrement
de 40 € (articles L441-10 et D441-5 du Code de commerce).</div>"""
    return document('fr', css, body)


def page_fr_label_word(f):
    """An eco-printer's invoice: a leaf-like mark and the brand in lower case at the top left, "FACTURE" large at the
    top right; the seller's block with its legal name, SIRET and VAT number at the left and the customer's at the
    right; a label–value list with the order and the contact person; a table with a tinted heading, "Total HT",
    "TVA (20 %)", "Total TTC"; the payment with the bank; "Facture créée avec Tiime"; the company in the foot."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = (multi_box('bottom-left', [
        f"{s['name']} au capital de {s['capital']} · {', '.join(s['address'])}",
        f"RCS Nantes {s['siren_printed']} · SIRET {s['siret_printed']} · TVA {s['vat_printed']}"], size='6.4pt') +
        margin_box('bottom-right', 'Facture créée avec Tiime', size='6.2pt', colour='#999'))
    css = base_css('14mm 16mm 20mm 16mm', boxes, size='8.8pt') + f"""
.top td {{ vertical-align: middle; }}
.brand {{ font-size: 22pt; color: {s['colour']}; font-weight: bold; letter-spacing: -0.5px; vertical-align: middle; }}
.tag {{ font-size: 7.8pt; color: #555; }}
.title {{ font-size: 26pt; text-align: right; color: #333; letter-spacing: 2px; }}
.parties {{ width: 100%; margin-top: 8mm; }}
.parties td {{ vertical-align: top; line-height: 1.5; width: 50%; }}
.label {{ font-size: 7.4pt; color: {s['colour']}; font-weight: bold; text-transform: uppercase; }}
.buyer {{ background: #f2f7f1; padding: 3mm 4mm; }}
.meta {{ margin-top: 6mm; width: 100%; }}
.meta td {{ border-top: 1px solid {s['colour']}; padding: 1.2mm 2mm; vertical-align: top; }}
.meta .l {{ font-size: 7pt; color: #666; }}
.lines {{ margin-top: 6mm; }}
.lines th {{ background: {s['colour']}; color: white; text-align: left; font-size: 7.8pt; padding: 1.5mm 2mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.6mm 2mm; border-bottom: 0.4px solid #ccc; vertical-align: top; }}
.totals {{ margin: 4mm 0 0 auto; }}
.totals td {{ padding: 1.1mm 2mm 1.1mm 14mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.5pt; color: white; background: {s['colour']}; }}
p {{ line-height: 1.55; }}
"""
    meta = [("Numéro", e(f['number'])), ("Date d'émission", f['date']), ("Date d'échéance", f['due']),
            ('Bon de commande', e(f['order'])), ('Votre contact', e(f['contact']))]
    rows = lines_rows(f['lines'], [('nw', lambda x: x['code']), ('', lambda x: e(x['text'])),
                                   ('num', lambda x: qty(x['qty'])), ('num', lambda x: money(x['price'])),
                                   ('num', lambda x: money(x['amount']))])
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{logo(s['colour'], 'circle')} <span class="brand">{e(s['brand'])}</span><br>
<span class="tag">{e(s['tagline'])}</span></td><td class="title">FACTURE</td></tr></table>
<table class="parties"><tr>
<td><div class="label">Émetteur</div><b>{e(s['name'])}</b><br>{address(s['address'])}<br>{s['phone']} ·
{s['mail']}<br>SIRET {s['siret_printed']}<br>TVA {s['vat_printed']}</td>
<td><div class="buyer"><div class="label">Destinataire</div><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>
{address(c['address'])}<br>TVA {c['vat_printed']}</div></td></tr></table>
<table class="meta"><tr>{''.join(f"<td><div class='l'>{label}</div>{value}</td>" for label, value in meta)}</tr></table>
<table class="lines"><thead><tr><th>Réf.</th><th>Désignation</th><th class=num>Qté</th><th class=num>PU HT</th>
<th class=num>Total HT</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Total HT</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>TVA ({rate_text(rate)} %)</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Total TTC</td><td class=num>{money(f['gross'])}</td></tr></table>
<p style="margin-top:7mm">Paiement par virement à {f['due_days']} jours, soit au plus tard le {f['due']}.<br>
Crédit Agricole Atlantique Vendée · IBAN {stdnum_iban.format(f['iban'])} · BIC AGRIFRPP847</p>
<p class="small">Pas d'escompte pour paiement anticipé. Pénalités de retard : trois fois le taux d'intérêt légal.
Indemnité forfaitaire pour frais de recouvrement : 40 €. Imprimé sur papier recyclé.</p>
<p>Merci de votre confiance !</p>"""
    return document('fr', css, body)


Pages = {'nl_big_buyer': page_nl_big_buyer, 'nl_division': page_nl_division, 'nl_split_name': page_nl_split_name,
         'en_slogan': page_en_slogan, 'en_trading_as': page_en_trading_as, 'en_small_caps': page_en_small_caps,
         'de_din_window': page_de_din_window, 'de_doctor': page_de_doctor, 'at_band': page_at_band,
         'be_mandate': page_be_mandate, 'fr_capitals': page_fr_capitals, 'fr_label_word': page_fr_label_word}
Layouts = {
    'nl_big_buyer': 'cleaning firm\'s invoice: logo top left, the seller\'s name and details top right in the '
                    'body\'s size; the customer\'s name in 20 pt bold in a framed "Factuur aan" box (the largest '
                    'type on the page) beside a label–value list with "Inkoopordernummer"; location and its contact '
                    'person, unruled table, "Subtotaal", "Btw 21%", "Totaal"; payment sentence with "ING Bank N.V."; '
                    '"Gemaakt met Moneybird" in the foot. RelationName: the seller top right, not the large buyer',
    'nl_division': 'garage\'s invoice: the branch\'s trade name "Autoservice Noord" large top left with "een '
                   'vestiging van Autogroep Holland B.V." under it, branch address top right; lease company with its '
                   'VAT number at the left, label–value list at the right, a ruled box with car and driver, labour '
                   'and parts sections, betalingskenmerk in a framed block "ten name van" the B.V.; the legal '
                   'entity, KvK, 12-digit vestigingsnummer and "Coöperatieve Rabobank U.A." in the foot. '
                   'RelationName: the legal entity, not the branch\'s trade name',
    'nl_split_name': 'installer\'s invoice: the name in two lines in the letterhead ("Installatiebedrijf" small over '
                     '"Gebroeders Bos B.V." large), address top right; customer in the window, label–value list '
                     'with "Contactpersoon: Ruud Bos", "Werkadres" naming the main contractor; ruled table, '
                     '"Totaal excl. btw", "Btw 21% over …", "Totaal incl. btw"; payment "binnen 30 dagen" (due date '
                     'not printed); the whole name on one line only in the foot with KvK, btw and "ABN AMRO Bank '
                     'N.V.". RelationName: both letterhead lines as one name',
    'en_slogan': 'joiner\'s invoice: a mark and the slogan "Built by hand in the Dales since 1987" as the big header, '
                 'no name in the letterhead; "INVOICE", "Invoice to" and "Site" beside a label–value list with "Your '
                 'PO" and "Due date"; table with a tinted heading, "VAT @ 20%", "Total due"; the seller\'s name only '
                 'in the payment sentence ("to account name: …", "Barclays Bank UK PLC", sort code) and in the foot '
                 'with the company number; "Your joiner on site: Tom Harris", "Thank you for your business!"',
    'en_trading_as': 'electrician\'s CREDIT NOTE under a trading name: bolt and "Bright Spark Electrical" large top '
                     'left, "CREDIT NOTE" with a label–value list ("Against invoice") top right, "Credit to", '
                     '"Net credit", "VAT @ 20%", "Total credit" (amounts positive); "Prepared by: Sarah Mitchell"; '
                     '"… is a trading name of Mitchell Electrical Services Ltd. Registered in England and Wales '
                     'No. …" and "Created with FreeAgent" in the foot. RelationName: the company, not its trading '
                     'name',
    'en_small_caps': 'fire-protection firm\'s invoice: the name in letter-spaced small capitals top left, contacts '
                     'top right; "Invoice to" (a hotel group) and "Site address" (its hotel) beside a label–value '
                     'list with "Customer PO" and "Payment due"; a coloured table heading, one line per device and '
                     'location; "VAT at 20%", "Invoice total"; payment to the company at "National Westminster Bank '
                     'plc" with IBAN; the legal name, company number and "Part of the Kingsley Group plc" in the '
                     'foot. RelationName: the subsidiary, not the group',
    'de_din_window': 'heating engineer\'s DIN 5008 letter: a drawn mark of the initials "MH" top right (no text), '
                     'the name only in the small underlined sender\'s line above the window and in the foot\'s three '
                     'columns (firm; "Geschäftsführer: Thomas Müller", HRB, USt-IdNr.; "Deutsche Bank AG", IBAN); '
                     'information block with "Ihre Bestellung", "Ihr Ansprechpartner: Thomas Müller" and the date; '
                     '"Rechnung Nr. …", "Leistungsort" of a WEG, ruled table, "Summe netto", "zzgl. 19 % USt.", '
                     '"Rechnungsbetrag", § 35a labour share, "Zahlbar bis …", "Erstellt mit lexoffice"',
    'de_doctor': 'doctor\'s invoice for an expert opinion to an insurer, as a letter: serif letterhead top right '
                 '"Dr. med. Petra Schulz" with "Fachärztin für …" and "Ärztehaus am Stadtpark", sender\'s line '
                 'abbreviated ("Dr. med. P. Schulz"), the insurer\'s department in the window, "Köln, 14. März '
                 '2026"-style date, "Ihr Zeichen", the insured person, GOÄ-numbered services, "Umsatzsteuer 19 %", '
                 'payment "innerhalb von 30 Tagen" (due date not printed); "Deutsche Apotheker- und Ärztebank eG" '
                 'in the foot. RelationName: the doctor\'s name with her title (no legal form)',
    'at_band': 'Austrian wholesaler\'s invoice: a coloured band with "RECHNUNG" and the number in white across the '
               'top, the buyer\'s address block first at the left, the date block ("Rechnungsdatum" written out with '
               '"Jänner", "Ihre Bestellung", "Ihre UID-Nr.") and beside it the seller small at the right; "Lieferung '
               'an: Lager Nord, Spedition Huber GmbH"; striped table, "Summe netto", "zzgl. 20 % USt.", '
               '"Gesamtbetrag"; "Zahlungsreferenz: RF…"; FN, UID and "Raiffeisen-Landesbank Tirol AG" in the foot',
    'be_mandate': 'Belgian invoice issued by an accountant\'s office in the name and for the account of its client: '
                  'the office\'s mark and name large top left, a framed box "Facture émise au nom et pour le compte '
                  'de" the joinery with its VAT number, the customer with its VAT number beside a label–value list; '
                  '"Total HTVA", "TVA 21 %", "Total TVAC"; payment to the principal\'s account ("BNP Paribas Fortis '
                  'SA") with the structured communication; the mandate and the office\'s own VAT number in the foot. '
                  'RelationName: the principal, not the agent',
    'fr_capitals': 'French bakery\'s monthly invoice: "SARL BOULANGERIE MARTIN" in capitals with the legal form '
                   'first top left, "FACTURE" and a label–value list top right, the customer "SAS LE PETIT BISTROT" '
                   'in capitals with its VAT number in a box, deliveries by week in a ruled table, "Total HT", '
                   '"TVA 5,5 %", "Total TTC", "Net à payer", "BNP Paribas" IBAN, penalties and the 40 € fee; '
                   '"Capital social", RCS, SIRET, APE and VAT number in the foot',
    'fr_label_word': 'eco-printer\'s invoice whose name holds a document word: brand "la facture verte" top left '
                     'beside the title "FACTURE" top right; "Émetteur" block with "La Facture Verte SARL", SIRET and '
                     'VAT number, "Destinataire" block with the customer\'s VAT number; a ruled row of labels over '
                     'values ("Bon de commande", "Votre contact : Élise Moreau"); coloured table heading, "Total '
                     'HT", "TVA (20 %)", "Total TTC"; "Crédit Agricole Atlantique Vendée" IBAN; "Facture créée avec '
                     'Tiime" in the foot',
}


# --- The firms and what they sell ------------------------------------------------------------------------------------

# Each invoice: language, country, layout, the number's pattern, date style, money style, due days (None: a credit
# note) and whether the due date is printed, the order's pattern, the payment reference, the pages, the seller (with
# its VAT form), the customer, and the lines (a catalogue and a count, or a builder). A catalogue's item: code, text,
# unit, lowest and highest price in cents, VAT rate and the quantities to choose from.
Plan = [
    dict(language='nl', country='NL', layout='nl_big_buyer', number='{y}.{n:04d}', dates='dash', money='eur_before',
         due=30, order='45{d8}', pages=1, bank='INGB',
         seller=dict(name='Schoonmaakbedrijf Kuipers B.V.', address=['Ampèrestraat 19', '3821 BM Amersfoort'],
                     phone='033 555 27 40', mail='administratie@kuipersschoonmaak.nl', colour='#0e7490',
                     shape='squares'),
         customer=dict(name='Zorggroep De Lindehof', attention='t.a.v. crediteurenadministratie',
                       address=['Postbus 412', '3800 AK Amersfoort']),
         site='Woonzorgcentrum Het Baken, Lindelaan 2, 3833 AB Leusden', site_contact='mevrouw A. de Wit',
         items=[('SCH-100', 'Dagelijkse schoonmaak algemene ruimten conform contract SK-2023-017', 'mnd', 385000,
                 465000, 21, [1]),
                ('SCH-110', 'Wekelijkse schoonmaak bewonersappartementen (64 app.)', 'mnd', 212000, 268000, 21, [1]),
                ('SCH-120', 'Schoonmaak keuken en restaurant, 7 dagen per week', 'mnd', 98000, 124000, 21, [1]),
                ('GL-200', 'Glasbewassing binnen- en buitenzijde, begane grond en 1e verdieping', 'keer', 42500,
                 58500, 21, [1]),
                ('EX-300', 'Extra inzet na verbouwing afdeling De Eik', 'uur', 3250, 3650, 21, [6, 8, 12]),
                ('VL-400', 'Vloeronderhoud recreatiezaal: strippen en opnieuw in de was', 'm²', 450, 650, 21,
                 [120, 180]),
                ('MA-500', 'Hygiënemiddelen en dispenservullingen (zie bijlage)', 'post', 18500, 32000, 21, [1])],
         count=5, always=2),
    dict(language='nl', country='NL', layout='nl_division', number='{yy}-{n5:05d}', dates='nl', money='eur_before',
         due=14, order=None, pages=1, bank='RABO', reference='kenmerk',
         seller=dict(brand='Autoservice Noord', name='Autogroep Holland B.V.', seat='Utrecht',
                     address=['Zuiderkade 12', '9723 AB Groningen'], phone='050 555 81 90',
                     mail='werkplaats@autoservicenoord.nl', web='www.autoservicenoord.nl', colour='#1d4ed8',
                     shape='circle'),
         customer=dict(name='Noordlease B.V.', attention='t.a.v. afdeling wagenparkbeheer',
                       address=['Postbus 2081', '9704 CB Groningen'], vat=True),
         driver='dhr. J. Smit', mechanic='Dennis Oosterhuis',
         items=[('A-100', 'Onderhoudsbeurt groot volgens fabrieksvoorschrift', 'uur', 8200, 9400, 21, ['2.5', '3']),
                ('O-2101', 'Motorolie 5W-30, VW 504.00 (liter)', 'ltr', 1450, 1850, 21, ['4.5', '5.2']),
                ('O-2140', 'Oliefilter', 'st', 1450, 2250, 21, [1]),
                ('O-2150', 'Luchtfilterelement', 'st', 2450, 3450, 21, [1]),
                ('O-2160', 'Interieurfilter met actieve kool', 'st', 2890, 3890, 21, [1]),
                ('O-2210', 'Bougie', 'st', 1290, 1790, 21, [4]),
                ('O-3301', 'Remblokken voor (set)', 'set', 6900, 8900, 21, [1]),
                ('O-3302', 'Remschijf voor', 'st', 5900, 7900, 21, [2]),
                ('A-110', 'Remschijven en remblokken voor vervangen', 'uur', 8200, 9400, 21, ['1.2', '1.5']),
                ('O-4410', 'Ruitenwisserbladen voor (set)', 'set', 2990, 3990, 21, [1]),
                ('A-150', 'APK-keuring personenauto', 'st', 3995, 3995, 21, [1]),
                ('M-900', 'Milieutoeslag en klein materiaal', 'st', 695, 995, 21, [1])],
         count=10, always=1),
    dict(language='nl', country='NL', layout='nl_split_name', number='F{y}-{n:03d}', dates='dash',
         money='eur_before', due=30, due_printed=False, order=None, pages=1, bank='ABNA',
         seller=dict(first_line='Installatiebedrijf', second_line='Gebroeders Bos B.V.',
                     name='Installatiebedrijf Gebroeders Bos B.V.',
                     tagline='CV · Sanitair · Loodgieterswerk · Warmtepompen', address=['Eemnesserweg 51',
                                                                                          '3741 GA Baarn'],
                     phone='035 555 09 33', mail='info@gebroedersbos.nl', web='www.gebroedersbos.nl',
                     colour='#b45309', shape='roof'),
         customer=dict(name='Woonstichting Eemland', attention='t.a.v. afdeling vastgoedonderhoud',
                       address=['Postbus 160', '3740 AD Baarn']),
         contact='Ruud Bos', project='Vervangen CV-installatie, woning Spoorlaan 18',
         site='Spoorlaan 18, Baarn (hoofdaannemer: Renovatiebedrijf Dekker & Zonen B.V.)',
         items=[('CV-01', 'HR-combiketel 28 kW, CW4, inclusief ophangbeugel en aansluitset', 'st', 148000, 178000,
                 21, [1]),
                ('CV-02', 'Rookgasafvoer concentrisch 80/125 mm, dakdoorvoer en bochten', 'set', 28500, 36500, 21,
                 [1]),
                ('CV-03', 'Slimme kamerthermostaat, OpenTherm', 'st', 14900, 19900, 21, [1]),
                ('CV-04', 'Thermostatische radiatorkranen inclusief voelers', 'st', 3450, 4650, 21, [6, 8]),
                ('CV-05', 'Koperen leiding 15/22 mm en persfittingen (volgens werkbon)', 'post', 18500, 26500, 21,
                 [1]),
                ('CV-06', 'Inhibitor en systeemreiniger, installatie gespoeld', 'post', 6500, 8900, 21, [1]),
                ('AR-01', 'Arbeidsloon monteur', 'uur', 6450, 6850, 21, [8, 10, 12]),
                ('AR-02', 'Arbeidsloon leerling-monteur', 'uur', 3950, 4350, 21, [8, 10]),
                ('AR-03', 'Oude ketel afvoeren en milieuverantwoord verwerken', 'st', 7500, 9500, 21, [1]),
                ('VK-01', 'Voorrijkosten', 'keer', 3500, 3500, 21, [2])],
         count=9, always=1),
    dict(language='en', country='GB', layout='en_slogan', number='HC-{n4}', dates='en_th', money='gbp', due=30,
         order='WH-PO-{d4}', pages=1, bank=('BARC', '20'), vat='gb',
         seller=dict(name='Harris & Cole Joinery Ltd', slogan='Built by hand in the Dales since 1987',
                     address=['Unit 3, Craven Court', 'Skipton BD23 2QR'], phone='01756 555 012',
                     mail='accounts@harrisandcole.co.uk', web='www.harrisandcole.co.uk',
                     office='Unit 3, Craven Court, Skipton, North Yorkshire BD23 2QR', colour='#7c4a1e',
                     light='#f4ebe1', shape='roof'),
         customer=dict(name='Wharfedale Homes Ltd', attention='Attn: Purchase Ledger',
                       address=['Riverside House, Bridge Street', 'Otley LS21 1BQ']),
         site=['Plot 7, Moorside View', 'Embsay', 'Skipton BD23 6RF'], joiner='Tom Harris',
         items=[('', 'Bespoke oak staircase, closed string, 13 treads, handrail, newels and spindles', 'item',
                 485000, 625000, 20, [1]),
                ('', 'Oak internal doors, 4-panel, 762 mm, supplied, hung and ironmongery fitted', 'door', 38500,
                 46500, 20, [5, 6, 8]),
                ('', 'Oak skirting 170 mm and architrave, supplied and fitted', 'm', 2450, 3250, 20, [64, 86, 110]),
                ('', 'Fitted wardrobe, hand-painted tulipwood, 2.4 m, master bedroom', 'item', 245000, 320000, 20,
                 [1]),
                ('', 'Window boards, oak, 25 mm, supplied and fitted', 'each', 6500, 8900, 20, [6, 8]),
                ('', 'Site labour, two joiners', 'day', 42000, 48000, 20, [3, 4, 5]),
                ('', 'Delivery to site and removal of packaging', 'item', 8500, 12500, 20, [1])],
         count=6, always=1),
    dict(language='en', country='GB', layout='en_trading_as', number='CN-{n:04d}', dates='en_short', money='gbp',
         due=None, order=None, pages=1, vat='gb', credit=True,
         seller=dict(brand='Bright Spark Electrical', name='Mitchell Electrical Services Ltd',
                     tagline='Domestic & commercial electrical contractors · Approved contractor',
                     address=['14 Foundry Lane', 'Leicester LE3 5GH'], phone='0116 555 0148',
                     mail='office@brightsparkelectrical.co.uk', office='14 Foundry Lane, Leicester LE3 5GH',
                     colour='#ca8a04', shape='bolt'),
         customer=dict(name='Kestrel Lettings Ltd', attention='FAO Accounts Payable',
                       address=['22 Friar Lane', 'Leicester LE1 5RA']),
         prepared_by='Sarah Mitchell, Office Manager', job='rewiring of 3 flats, 41 Clarendon Park Road',
         items=[('', 'LED panel 600 x 600 mm, 40 W, returned unused', 'each', 3450, 4250, 20, [6, 8]),
                ('', 'Emergency bulkhead fittings, 3 h, not installed', 'each', 4850, 5950, 20, [3, 4]),
                ('', 'Labour charged twice on invoice {original} (hours)', 'hr', 4800, 4800, 20, [4, 5]),
                ('', 'Cable and sundries not used', 'item', 2400, 3800, 20, [1])],
         count=3, always=0),
    dict(language='en', country='GB', layout='en_small_caps', number='INV-{n6}', dates='slash', money='gbp', due=30,
         order='PO-{d6}', pages=2, bank=('NWBK', '60'), vat='gb', builder='fire',
         seller=dict(display='Ashford Fire Protection', name='Ashford Fire Protection Ltd',
                     tagline='EXTINGUISHERS · FIRE ALARMS · EMERGENCY LIGHTING · RISK ASSESSMENTS',
                     address=['Unit 9, Orbital Park', 'Ashford, Kent TN24 0GA'], phone='01233 555 760',
                     mail='accounts@ashfordfire.co.uk',
                     office='Kingsley House, 40 Queen Street, London EC4R 1DD', colour='#9f1239', shape='circle'),
         customer=dict(name='Medway Valley Hotels Ltd', attention='Accounts Department',
                       address=['Head Office, 3 Kings Hill Avenue', 'West Malling ME19 4AB']),
         site=['The Orchard Hotel', 'London Road', 'Maidstone ME16 8RZ'], engineer='Lee Gardner'),
    dict(language='de', country='DE', layout='de_din_window', number='RE-{y}-{n:05d}', dates='dot',
         money='eur_after', due=14, order='A-{y}-{d4}', pages=2, builder='heating', blz='70070010',
         seller=dict(name='Müller Haustechnik GmbH', address=['Lindenweg 4', '80331 München'],
                     phone='089 5550 4412', mail='t.mueller@mh-haustechnik.de', manager='Thomas Müller',
                     colour='#1e3a8a'),
         customer=dict(name='Hausverwaltung Brandl & Partner GmbH', attention='Frau Claudia Brandl',
                       address=['Leopoldstraße 88', '80802 München']),
         site='WEG Nymphenburger Straße 112, 80636 München, Heizraum UG'),
    dict(language='de', country='DE', layout='de_doctor', number='G-{y}-{n:03d}', dates='de', money='eur_after',
         due=30, due_printed=False, order=None, pages=1, blz='30060601', builder='gutachten',
         seller=dict(name='Dr. med. Petra Schulz', short='Dr. med. P. Schulz',
                     specialty='Fachärztin für Orthopädie und Unfallchirurgie',
                     tagline='Sportmedizin · Chirotherapie · Gutachten', house='Ärztehaus am Stadtpark',
                     address=['Parkstraße 18', '50968 Köln'], city='Köln', phone='0221 555 38 20',
                     mail='praxis@dr-schulz-koeln.de', colour='#134e4a'),
         customer=dict(name='Niederrheinische Unfallversicherung AG', department='Abteilung Leistung Unfall',
                       attention='z. Hd. Frau Kerstin Adler', address=['Postfach 10 12 40', '47012 Duisburg']),
         contact='Frau Aylin Yilmaz', insured='Herr Jürgen Albers, geb. 12.05.1968',
         subject='Fachorthopädisches Zusammenhangsgutachten'),
    dict(language='de', country='AT', layout='at_band', number='R{y}/{n:04d}', dates='at', money='EUR', due=30,
         order='{d4}/{yy}', pages=1, month=1, blz='36000', reference='RF',
         seller=dict(name='Kogler Outdoor Handels GmbH', address=['Innsbrucker Straße 31', '6130 Schwaz'],
                     phone='+43 5242 555 310', mail='office@kogler-outdoor.at', web='www.kogler-outdoor.at',
                     colour='#0f766e'),
         customer=dict(name='Sport Rainer GmbH', attention='Einkauf / Frau Mag. Eva Rainer',
                       address=['Alpenstraße 48', '5020 Salzburg'], vat=True),
         ship_to=['Lager Nord', 'Spedition Huber GmbH', 'Gewerbestraße 14', '5101 Bergheim'],
         items=[('KO-4410-M', 'Softshelljacke Herren Karwendel, anthrazit, Gr. M', 'Stk.', 5490, 6290, 20,
                 [6, 8, 10]),
                ('KO-4410-L', 'Softshelljacke Herren Karwendel, anthrazit, Gr. L', 'Stk.', 5490, 6290, 20, [6, 8]),
                ('KO-4520-S', 'Softshelljacke Damen Rofan, petrol, Gr. S', 'Stk.', 5290, 5990, 20, [4, 6]),
                ('KO-5100', 'Wanderhose Zugspitz, zip-off, grau, sortiert', 'Stk.', 3890, 4590, 20, [12, 18]),
                ('KO-6120', 'Merino-Funktionsshirt 150 g, langarm, sortiert', 'Stk.', 2990, 3590, 20, [12, 24]),
                ('KO-7010', 'Trekkingsocken Merino, 3er-Pack', 'Pkg.', 1190, 1490, 20, [24, 36]),
                ('KO-8030', 'Tourenrucksack 32 l, Rückennetz, Regenhülle', 'Stk.', 6490, 7490, 20, [4, 6]),
                ('KO-8110', 'Daunenweste Stubai, 700 cuin, sortiert', 'Stk.', 6990, 7990, 20, [4, 6]),
                ('KO-9900', 'Frachtkostenanteil Palette', 'Psch.', 4500, 4500, 20, [1])],
         count=8, always=0, last=True),
    dict(language='fr', country='BE', layout='be_mandate', number='{y}/LJ/{n:04d}', dates='slash',
         money='eur_after', due=30, order=None, pages=1, bank='001', reference='structured',
         seller=dict(name='Menuiserie Lejeune SRL', address=['Rue de la Station 27', '5030 Gembloux'],
                     phone='081 55 14 72'),
         agent=dict(name='Fiduciaire Delvaux SRL', tagline='Comptabilité · Fiscalité · Gestion administrative',
                    address=['Avenue Cardinal Mercier 46', '5000 Namur'], phone='081 55 62 10',
                    mail='facturation@fiduciaire-delvaux.be', contact='Nathalie Delvaux', colour='#334155',
                    shape='squares'),
         customer=dict(name='Brasserie du Vieux Moulin SRL', attention="À l'attention de M. Olivier Gilson",
                       address=['Place de l\'Orneau 3', '5030 Gembloux'], vat=True),
         project='Rénovation salle et bar',
         items=[('', 'Fourniture et pose de châssis en chêne, double vitrage, 120 × 140 cm', 'pc', 118000, 142000,
                 21, [4, 6]),
                ('', "Porte d'entrée en chêne massif, serrure 3 points", 'pc', 245000, 298000, 21, [1]),
                ('', 'Habillage intérieur des baies, MDF hydrofuge laqué', 'm', 2850, 3650, 21, [18, 24]),
                ('', 'Comptoir de bar en chêne massif, 4,20 m, sur mesure', 'pc', 385000, 465000, 21, [1]),
                ('', "Main-d'œuvre menuisiers, pose et finitions", 'h', 5200, 5800, 21, [16, 24, 32]),
                ('', 'Évacuation des anciens châssis et des déchets', 'forfait', 18000, 24000, 21, [1])],
         count=5, always=0),
    dict(language='fr', country='FR', layout='fr_capitals', number='F{yy}{mm}-{n:03d}', dates='slash',
         money='eur_fr', due=30, order=None, pages=1, bank='30004', builder='bakery', early=True,
         seller=dict(name='SARL BOULANGERIE MARTIN', tagline='Boulangerie · Pâtisserie · Viennoiserie artisanales',
                     address=['14 rue Gambetta', '69003 Lyon'], phone='04 78 55 21 36',
                     mail='contact@boulangerie-martin.fr', capital='8 000 €', colour='#92400e', shape='circle'),
         customer=dict(name='SAS LE PETIT BISTROT', attention="À l'attention de M. Karim Benali",
                       address=['12 place Sathonay', '69001 Lyon'], vat=True)),
    dict(language='fr', country='FR', layout='fr_label_word', number='FV-{y}-{n:04d}', dates='fr', money='eur_fr',
         due=30, order='BC-{d4}', pages=1, bank='14706',
         seller=dict(brand='la facture verte', name='La Facture Verte SARL',
                     tagline='Imprimerie & papeterie écoresponsables', address=['8 rue de la Fosse', '44000 Nantes'],
                     phone='02 40 55 71 18', mail='bonjour@lafactureverte.fr', capital='15 000 €',
                     colour='#15803d'),
         customer=dict(name='Atelier Gaudin Architectes SAS', attention="À l'attention de Mme Claire Gaudin",
                       address=['31 quai de Versailles', '44000 Nantes'], vat=True),
         contact='Élise Moreau',
         items=[('CV-350', 'Cartes de visite, papier recyclé 350 g, recto verso, 4 noms × 250 ex.', 'lot', 18500,
                 24500, 20, [1]),
                ('ET-90', 'Papier à en-tête recyclé 90 g, encres végétales, 2 000 ex.', 'lot', 38500, 46500, 20,
                 [1]),
                ('EN-C5', 'Enveloppes C5 à fenêtre, papier recyclé, marquage 1 couleur, 1 000 ex.', 'lot', 21500,
                 27500, 20, [1, 2]),
                ('CH-A4', 'Chemises à rabats, carton recyclé, pelliculage mat, 500 ex.', 'lot', 52000, 64000, 20,
                 [1]),
                ('CA-A5', 'Carnets A5 agrafés, couverture kraft, 200 ex.', 'lot', 29500, 36500, 20, [1]),
                ('PAO', 'Conception graphique et préparation des fichiers (heures)', 'h', 5500, 6500, 20,
                 [3, 4, 6]),
                ('LIV', 'Livraison à vélo cargo, Nantes intra-muros', 'forfait', 1800, 2500, 20, [1])],
         count=6, always=0, last=True),
]

FireLocations = ['Ground floor – Reception', 'Ground floor – Kitchen', 'Ground floor – Restaurant',
                 'Ground floor – Bar and lounge', 'First floor – East corridor', 'First floor – West corridor',
                 'Second floor – East corridor', 'Second floor – West corridor', 'Plant room', 'Laundry',
                 'Spa and pool', 'Car park stair core']
FireDevices = [('Annual service: 6 l foam extinguisher', 1150, 1450), ('Annual service: 2 kg CO2 extinguisher',
                                                                         1150, 1450),
               ('Annual service: 6 l wet chemical extinguisher', 1250, 1550),
               ('Annual service: 6 kg dry powder extinguisher', 1150, 1450),
               ('Fire blanket 1.2 x 1.2 m inspected', 350, 450)]
FireExtras = [('Extended service (discharge test and refill): 6 l foam extinguisher, 5-yearly', 3900, 4900, [2, 3]),
              ('Replacement 2 kg CO2 extinguisher, failed pressure test, supplied and commissioned', 4900, 5900, [1]),
              ('Emergency lighting: annual 3-hour duration test, 48 fittings, log book updated', 28000, 36000, [1]),
              ('Replacement LED emergency bulkhead, non-maintained, 3 h', 3800, 4600, [2, 3]),
              ('Fire alarm system: six-monthly inspection to BS 5839-1, 64 devices', 32000, 41000, [1]),
              ('Replacement optical smoke detector head', 2900, 3600, [2, 4]),
              ('Travel and attendance', 6500, 8500, [1])]

Heating = [('Gas-Brennwerttherme 24 kW, wandhängend, mit Regelung', 'Stk.', 289000, 335000, [1]),
           ('Außentemperaturfühler', 'Stk.', 3900, 5200, [1]),
           ('Abgassystem DN 80/125, Grundset Schacht', 'Set', 42000, 51000, [1]),
           ('Abgasrohr DN 80, Verlängerung 1 m', 'Stk.', 2900, 3800, [4, 6]),
           ('Membran-Ausdehnungsgefäß 35 l mit Kappenventil', 'Stk.', 8900, 11500, [1]),
           ('Sicherheitsgruppe 3 bar mit Manometer', 'Stk.', 4200, 5600, [1]),
           ('Hocheffizienz-Umwälzpumpe 25-60', 'Stk.', 24900, 29900, [1, 2]),
           ('Heizkreisverteiler 2 Kreise mit Mischer', 'Stk.', 61000, 72000, [1]),
           ('Schlammabscheider mit Magnetit-Filter 1"', 'Stk.', 17900, 21900, [1]),
           ('Kugelhahn 1" mit Thermometer, rot/blau', 'Stk.', 2200, 2900, [4, 6]),
           ('Kupferrohr 22 x 1 mm, Stange 5 m', 'Stk.', 3400, 4200, [6, 8]),
           ('Kupferrohr 28 x 1 mm, Stange 5 m', 'Stk.', 4800, 5900, [4, 6]),
           ('Pressfitting Bogen 90° 22 mm', 'Stk.', 620, 890, [16, 24]),
           ('Pressfitting T-Stück 22 mm', 'Stk.', 890, 1190, [8, 12]),
           ('Pressfitting Bogen 90° 28 mm', 'Stk.', 1050, 1390, [8, 12]),
           ('Rohrdämmung 22 mm, 9 mm Wandstärke, GEG-konform', 'm', 390, 560, [24, 36]),
           ('Rohrdämmung 28 mm, 13 mm Wandstärke, GEG-konform', 'm', 520, 720, [12, 18]),
           ('Rohrschellen mit Gummieinlage, Befestigungsmaterial', 'Psch.', 6800, 9800, [1]),
           ('Heizungswasser-Aufbereitung, Vollentsalzung, Füllpatrone', 'Stk.', 15900, 19900, [1]),
           ('Thermostatventil-Unterteil DN 15, voreinstellbar', 'Stk.', 1890, 2490, [8, 12]),
           ('Thermostatkopf mit Flüssigkeitsfühler', 'Stk.', 1490, 1990, [8, 12]),
           ('Kondensat-Neutralisationsbox', 'Stk.', 11900, 14900, [1]),
           ('Heizkreis-Durchspülung mit Spülgerät', 'Psch.', 38000, 46000, [1]),
           ('Hydraulischer Abgleich nach Verfahren B, Berechnung und Einstellung', 'Psch.', 42000, 52000, [1]),
           ('Inbetriebnahme und Einweisung, Messprotokoll', 'Psch.', 18000, 24000, [1])]
HeatingLabour = [('Arbeitszeit Meister', 'Std.', 7800, 8600, [6, 8, 10]),
                 ('Arbeitszeit Monteur', 'Std.', 6400, 7000, [28, 32, 36]),
                 ('Arbeitszeit Helfer', 'Std.', 4800, 5400, [16, 20, 24]),
                 ('Anfahrtspauschale, je Arbeitstag', 'Tag', 3900, 4500, [4, 5])]


def make_line(code, text, unit, quantity, price, rate, day=''):
    amount = (quantity * price).quantize(CENT, ROUND_HALF_UP)
    return dict(code=code, text=text, unit=unit, qty=quantity, price=price, rate=Decimal(rate), amount=amount,
                day=day)


def lines_for(plan, issued, context):
    """The invoice's lines, from its catalogue (in the catalogue's order) or its builder."""
    builder = plan.get('builder')
    lines = []
    if builder == 'fire':  # a hotel's annual visit: the devices per location, then the extras
        for location in FireLocations:
            for text, lo, hi in sorted(rng.sample(FireDevices, rng.choice([2, 3]))):
                lines.append(make_line('', f'{text} – {location}', 'ea', Decimal(rng.choice([1, 1, 2, 3])),
                                       price_in(lo, hi), 20))
        for text, lo, hi, quantities in FireExtras:
            lines.append(make_line('', text, 'ea', Decimal(rng.choice(quantities)), price_in(lo, hi), 20))
    elif builder == 'heating':  # a boiler room's modernisation: the materials, then the hours
        for text, unit, lo, hi, quantities in Heating:
            lines.append(make_line('', text, unit, Decimal(rng.choice(quantities)), price_in(lo, hi), 19))
        for text, unit, lo, hi, quantities in HeatingLabour:
            lines.append(make_line('labour', text, unit, Decimal(rng.choice(quantities)), price_in(lo, hi), 19))
        lines.append(make_line('', 'Demontage und Entsorgung Altkessel mit Speicher, Entsorgungsnachweis', 'Psch.',
                               Decimal(1), price_in(32000, 41000), 19))
    elif builder == 'gutachten':  # an expert opinion: the study of the file, the examination, the writing
        exam = issued - datetime.timedelta(days=rng.randint(10, 20))
        study = exam - datetime.timedelta(days=rng.randint(3, 8))
        written = issued - datetime.timedelta(days=rng.randint(1, 4))
        for day, code, text, quantity, lo, hi in [
                (study, '', 'Aktenstudium, Auswertung der Vorbefunde und Unfallunterlagen (je angefangene Stunde)',
                 rng.choice([3, 4, 5]), 9500, 11000),
                (exam, '7', 'Vollständige körperliche Untersuchung des Stütz- und Bewegungssystems', 1, 2600, 2800),
                (exam, '5030', 'Röntgen Kniegelenk beidseits in zwei Ebenen', 1, 5200, 5800),
                (exam, '410', 'Ultraschalluntersuchung Kniegelenk', 1, 2200, 2600),
                (written, '85', 'Schriftliches Gutachten mit wissenschaftlich begründeter Beurteilung (je '
                                'angefangene Stunde)', rng.choice([5, 6, 7]), 9500, 11000),
                (written, '', 'Schreibgebühren, je Seite', rng.choice([16, 18, 22]), 350, 350),
                (written, '', 'Porto und Versand', 1, 450, 450)]:
            lines.append(make_line(code, text, '', Decimal(quantity), price_in(lo, hi), 19,
                                   day=date_text(day, 'dot')))
    elif builder == 'bakery':  # a month's deliveries to a restaurant, week by week
        month = issued.replace(day=1) - datetime.timedelta(days=1)
        start = month.replace(day=1)
        while start <= month:
            end = min(start + datetime.timedelta(days=6 - start.weekday()), month)
            days = (end - start).days + 1
            first = '1er' if start.day == 1 else start.day
            week = (f"du {first} au {end.day} {MONTHS['fr'][month.month - 1]}" if start != end else
                    f"le {first} {MONTHS['fr'][month.month - 1]}")
            for text, lo, hi, per_day in [('baguettes tradition', 95, 110, [40, 50, 60]),
                                          ('pains de campagne 800 g', 320, 380, [4, 6]),
                                          ('croissants pur beurre', 78, 92, [20, 30])]:
                lines.append(make_line('', f'Livraisons {week} : {text}', '', Decimal(days * rng.choice(per_day)),
                                       price_in(lo, hi), Decimal('5.5')))
            start = end + datetime.timedelta(days=1)
    else:
        always, items = plan.get('always', 0), plan['items']
        if plan.get('last'):  # the last item (the freight, the delivery) always, after the chosen ones
            chosen = sorted(rng.sample(range(len(items) - 1), plan['count'] - 1)) + [len(items) - 1]
        else:
            chosen = list(range(always)) + sorted(rng.sample(range(always, len(items)), plan['count'] - always))
        for index in chosen:
            code, text, unit, lo, hi, rate, quantities = items[index]
            lines.append(make_line(code, text.format(**context), unit, Decimal(str(rng.choice(quantities))),
                                   price_in(lo, hi), rate))
    return lines


# --- The invoices ----------------------------------------------------------------------------------------------------

os.makedirs(out_dir, exist_ok=True)
for index, plan in enumerate(Plan):
    language, layout, country = plan['language'], plan['layout'], plan['country']
    issued = made.invoice_date()
    if plan.get('month'):
        issued = issued.replace(month=plan['month'], day=min(issued.day, 28))
    if plan.get('early'):  # a month's invoice, written in the first days of the next
        issued = issued.replace(day=1 + issued.day % 5)
    n = max(2, int(issued.timetuple().tm_yday * rng.uniform(0.1, 1.2)))
    number = plan['number'].format(y=issued.year, yy=f'{issued:%y}', mm=f'{issued:%m}', n=n, n4=1000 + n * 3,
                                   n5=n * 37, n6=100000 + n * 11)

    def show(day):
        return date_text(day, plan['dates'])

    # The seller and the customer, with their valid numbers.
    s, c = dict(plan['seller']), dict(plan['customer'])
    agent = dict(plan['agent']) if plan.get('agent') else None
    buyer_vat = kvk = None
    if country == 'NL':
        seller_vat = made.company_btw()
        s['vat_printed'] = seller_vat
        kvk = s['kvk'] = made.kvk_number()
        s['branch_no'] = '0000' + digits(8)
        iban = made.iban('NL', plan['bank'])
        if c.get('vat'):
            buyer_vat = c['vat_printed'] = made.company_btw()
    elif country == 'GB':
        seller_vat, account_iban = made.british_seller(s, plan.get('bank', ('LOYD', '30')))
        iban = account_iban if layout == 'en_small_caps' else None  # only the larger firm prints its IBAN
    elif country == 'DE':
        seller_vat = made.vat_number('DE')
        s['vat_printed'] = seller_vat if layout == 'de_din_window' else vat_printed(seller_vat, 'de')
        s['hrb'] = str(rng.randint(180000, 280000))
        # The tax office's number as the Land writes it: North Rhine-Westphalia 3/4/4 digits, Bavaria 3/3/5.
        s['tax_no'] = f'217/{digits(4)}/{digits(4)}' if s.get('city') == 'Köln' else f'143/{digits(3)}/{digits(5)}'
        iban = made.german_iban(plan['blz'])
    elif country == 'AT':
        seller_vat, iban = made.austrian_seller(s, plan['blz'])
        buyer_vat = c['vat_printed'] = made.austrian_uid()
    elif country == 'BE':  # the agent's number between the principal's and its account
        seller_vat = made.belgian_vat()
        s['vat_printed'] = vat_printed(seller_vat, 'be')
        agent_vat = made.belgian_vat()
        agent['vat_printed'] = vat_printed(agent_vat, 'be')
        iban = made.belgian_iban(plan['bank'])
        buyer_vat = made.belgian_vat()
        c['vat_printed'] = vat_printed(buyer_vat, 'be_compact')
    else:
        seller_vat, iban = made.french_seller(s, plan['bank'])
        buyer_vat = made.siren_vat()
        c['vat_printed'] = vat_printed(buyer_vat, 'fr') if layout == 'fr_capitals' else buyer_vat

    original_day = issued - datetime.timedelta(days=rng.randint(14, 40))
    original = f'INV-{rng.randint(2300, 2600)}' if plan.get('credit') else None
    last_month = issued.replace(day=1) - datetime.timedelta(days=1)
    context = dict(original=original, month=f"{MONTHS['nl'][last_month.month - 1]} {last_month.year}")
    lines = lines_for(plan, issued, context)
    per_rate, net, tax, gross = vat_totals([(line['amount'], line['rate']) for line in lines])
    assert net == sum(line['amount'] for line in lines) and gross > 0

    due_day = issued + datetime.timedelta(days=plan['due']) if plan['due'] else None
    order = plan['order'].format(y=issued.year, yy=f'{issued:%y}', d4=digits(4), d6=digits(6),
                                 d8=digits(8)) if plan['order'] else None
    reference, reference_printed = made.payment_reference(plan.get('reference'))
    if plan.get('reference') == 'RF':
        reference, reference_printed = creditor_reference(f'{issued:%y}{n:04d}{digits(3)}')
    labour = sum((line['amount'] for line in lines if line['code'] == 'labour'), Decimal(0))
    if layout == 'de_din_window':
        for line in lines:
            line['code'] = ''
    facts = dict(
        seller=s, customer=c, agent=agent, number=number, date=show(issued), due=show(due_day) if due_day else None,
        due_days=plan['due'], order=order, lines=lines, per_rate=per_rate, net=net, tax=tax, gross=gross, iban=iban,
        money=MONEY[plan['money']], reference_printed=reference_printed, client_code=f'{rng.randint(1, 9)}{digits(4)}',
        site=plan.get('site'), site_contact=plan.get('site_contact'), contact=plan.get('contact'),
        project=plan.get('project'), driver=plan.get('driver'), mechanic=plan.get('mechanic'),
        joiner=plan.get('joiner'), joiner_phone=f'07700 900 {digits(3)}', prepared_by=plan.get('prepared_by'),
        job=plan.get('job'), engineer=plan.get('engineer'), insured=plan.get('insured'),
        subject=plan.get('subject'), ship_to=plan.get('ship_to'), original=original,
        original_date=show(original_day), work_order=f'WB{digits(5)}',
        plate=f"{rng.choice('GHJKLNPRSTXZ')}-{rng.randint(100, 999)}-{rng.choice(['BD', 'FK', 'GN', 'PT', 'RX'])}",
        km=f'{rng.randint(28, 96)}.{digits(3)} km', lease=f'NL-{digits(7)}',
        period=f"{date_text(last_month.replace(day=1), plan['dates'])} t/m {date_text(last_month, plan['dates'])}",
        visit=show(issued - datetime.timedelta(days=rng.randint(2, 6))),
        order_date=date_text(issued - datetime.timedelta(days=rng.randint(20, 50)), 'dot'),
        delivery=date_text(issued - datetime.timedelta(days=1), 'dot'), delivery_note=f'LS-{digits(6)}',
        labour=labour, labour_tax=(labour * Decimal(19) / 100).quantize(CENT, ROUND_HALF_UP),
        accident=date_text(issued - datetime.timedelta(days=rng.randint(90, 200)), 'dot'),
        their_ref=f'UV-{issued.year}-{digits(6)}',
    )
    if layout == 'de_din_window':
        start = issued - datetime.timedelta(days=rng.randint(9, 14))
        facts['period'] = f"{date_text(start, 'dot')} – {date_text(start + datetime.timedelta(days=4), 'dot')}"
    if layout == 'fr_capitals':
        facts['period'] = f"{MONTHS['fr'][last_month.month - 1]} {last_month.year}"

    base = f'seller-names-{index + 1:02d}-{language}'
    if only and index + 1 not in only:
        continue
    printed = print_html(Pages[layout](facts), base, work, out_dir)
    flat = flat_of(printed)
    money = MONEY[plan['money']]

    # Every value of the truth, as the page prints it.
    expected = [number, facts['date'], s['name'], c['name'], money(net), money(tax), money(gross)]
    if due_day:
        expected.append(facts['due'] if plan.get('due_printed', True) else
                        {'nl': f"binnen {plan['due']} dagen", 'de': f"innerhalb von {plan['due']} Tagen"}[language])
    expected += [value for value in (order, reference_printed, kvk and f'KvK {kvk}') if value]
    check_values(flat, expected, base)
    # The numbers and their check digits.
    check_numbers(printed, [seller_vat, buyer_vat], iban, base)
    if country == 'NL':
        assert nl_btw.is_valid(seller_vat) and nl_bsn.is_valid(seller_vat[2:11]) and len(kvk) == 8
        assert not buyer_vat or nl_btw.is_valid(buyer_vat)
        if reference:
            assert len(reference) == 16 and int(reference[0]) == kenmerk_check(reference[1:])
            assert f'Betalingskenmerk {reference_printed}' in flat
    elif country == 'GB':
        assert gb_vat.is_valid(seller_vat) and s['company_no'] in flat
        assert layout == 'en_trading_as' or f"sort code {s['sort_code']}" in flat  # no payment on the credit note
    elif country == 'DE':
        assert de_vat.is_valid(seller_vat)
    elif country == 'AT':
        check_seller(country, s, seller_vat, buyer_vat, flat)
        assert iso11649.is_valid(reference) and 'Jänner' in flat
    elif country == 'BE':
        assert be_vat.is_valid(seller_vat) and be_vat.is_valid(buyer_vat) and be_vat.is_valid(agent_vat)
        assert be_iban.is_valid(iban) and agent['vat_printed'] in flat and agent['name'] in flat
        assert int(reference[:10]) % 97 == int(reference[10:]) % 97 and reference_printed in flat
    else:
        check_seller(country, s, seller_vat, buyer_vat, flat)
    pages = printed.count('\f')
    assert pages == plan['pages'], (base, pages)
    # The seller's name where the situation puts it, and the names beside it that are not the seller's.
    count = flat.count(s['name'])
    if layout == 'de_din_window':  # the sender's line on the first page and the foot on each
        assert count == pages + 1, (base, count)
    elif layout == 'en_slogan':  # the payment sentence and the foot
        assert count == 2 and s['slogan'] in flat, (base, count)
    elif layout == 'nl_split_name':  # whole only in the foot
        assert count == 1 and s['second_line'] in flat and 'Contactpersoon Ruud Bos' in flat, (base, count)
    elif layout == 'en_trading_as':
        assert f"{s['brand']} is a trading name of {s['name']}" in flat and 'Sarah Mitchell' in flat
    elif layout == 'en_small_caps':
        assert 'Part of the Kingsley Group plc' in flat and count >= pages + 1, (base, count)
    elif layout == 'nl_division':
        assert f"een vestiging van {s['name']}" in flat and s['branch_no'] in flat
    elif layout == 'be_mandate':
        assert 'au nom et pour le compte de' in flat and 'BNP Paribas Fortis SA' in flat
    elif layout == 'at_band':
        assert 'Lieferung an: Lager Nord, Spedition Huber GmbH' in flat
    decoys = {'nl_big_buyer': 'ING Bank N.V.', 'de_din_window': 'Deutsche Bank AG', 'fr_capitals': 'BNP Paribas',
              'de_doctor': 'Deutsche Apotheker- und Ärztebank eG', 'fr_label_word': 'Facture créée avec Tiime',
              'en_slogan': 'Thank you for your business'}
    assert decoys.get(layout, '') in flat, (base, decoys.get(layout))

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
    print(base, layout, number, issued, gross, f'{len(lines)} lines', f'{pages} pages', f'name ×{count}')
