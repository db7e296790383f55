"""Prints invoices of made-up sole traders, freelancers, partnerships, associations and foundations of the Netherlands,
Flanders, the United Kingdom, Ireland, Germany, Austria, France, Wallonia and Luxembourg as HTML pages through
Debian's Chromium, as PDFs with their truth beside them: an accuracy set for finding the seller's name of small
suppliers whose names do not look like company names, with the names around it that a careless reader would take
instead (the person beside the trade name, a brand set as a logo, the customer, a contact person, a bank, a building).

The situations, one per invoice as its main theme:
- `nl_zzp_pipe`: a Dutch freelance illustrator (ZZP'er, with VAT) whose letterhead is her own name and a tagline
  ("Sanne de Wit | illustratie & ontwerp"); the trade name registered with the KvK only in the foot beside the KvK
  number; the account holder "S. de Wit".
- `nl_stichting_course`: a Dutch foundation charging a first-aid course, VAT-exempt; a brand as the logo ("EHBO
  Academie Eemland"), the foundation's name with the KvK number in the foot, its board ("mr. A.J.M. van den Berg")
  and the instructor, the participants by name, the course's building, the bank's shortened account holder.
- `be_vof_garden`: a Flemish gardeners' partnership of two brothers (VOF) over two pages: "CLAES tuinen" as the logo
  with the tagline "Tuinontwerp en -onderhoud", the partners' first names, the customer a flats' owners' association
  in care of a managing agent; "Gebroeders Claes VOF" only in the foot and the payment block.
- `gb_ta_plumber`: a British sole trader trading under a name: the trade name in capitals as the letterhead, the
  proprietor's whole designation "J. Patel t/a Patel Plumbing & Heating" under it and in the foot with the VAT
  number; the letting agent, the landlord, the tenant, the bank account "J Patel".
- `ie_partnership`: an Irish family partnership of stonemasons over two pages ("M. DOYLE & SONS" in the letterhead),
  its partners by name, a heritage trust as the customer, the building restored; the registered business name with
  the CRO number and the VAT number in the foot.
- `gb_charity_word`: an English village hall charity's invoice typed in a word processor by its treasurer: the name
  in capitals as the heading, the registered charity number, the management committee as the account name, the
  customer a pre-school that is a charity too; not registered for VAT.
- `de_klein_studio`: a German photographer under the small-business rule (§ 19 UStG, no VAT): "Studio Lotte" as the
  logo, her own name in the sender's line, the closing and the foot with her tax number; the customer a bookshop
  "e.K." with its owner.
- `de_gbr_architects`: a German partnership of two architects (GbR), a fee invoice over two pages after the HOAI:
  the lower-case brand "hahn + krüger architekten" as the letterhead, the partners with their titles, the customer a
  winery GbR and its owner "Dr. Tobias Lang"; the partnership's name with the VAT number in the foot.
- `at_og_fahrschule`: an Austrian driving school, a partnership (OG): "FAHRSCHULE LEITNER" as the sign, the partners,
  the customer's drivers by name, the training centre; the registered firm with its Firmenbuch number in the foot.
- `fr_micro_ei`: a French micro-entrepreneur translator, "TVA non applicable, art. 293 B du CGI": a brand as the
  logo ("Mots Passants"), the legal name "Marie Lefèvre EI" with its SIRET; "Facture générée avec Freebe".
- `be_asbl_sejour`: a Walloon non-profit association (ASBL) running a group lodge: the lodge's name "Le Relais du Val"
  large, its rooms, its director, the customer's group; three VAT rates; the association's name only in the
  payment block and the foot with its enterprise number.
- `lu_sarls_bookkeeper`: a Luxembourg one-person company (S.à r.l.-S) of a bookkeeper: her own name in capitals as
  the letterhead, "Hoffmann Conseil S.à r.l.-S" in the foot with the RCS and VAT numbers and the business permit.

What they carry. The Netherlands: "Factuurnummer", "Factuurdatum", "Vervaldatum", "Uw ordernummer"; "KvK" (eight
digits), a sole trader's "btw-id" "NL…B.." (valid by ISO 7064 mod 97, its nine digits no RSIN), VAT at 21% or the
exemption of art. 11 Wet OB for a CRKBO-registered training; the "betalingskenmerk" of sixteen digits; amounts as
"€ 1.234,56"; dates as "14-03-2026" or "14 maart 2026". Flanders: "Factuurnr.", "Vervaldag", "BTW BE 0xxx.xxx.xxx",
"RPR Gent, afdeling Kortrijk", the "gestructureerde mededeling" "+++123/4567/89012+++"; amounts as "1.234,56 €". The
United Kingdom: "Invoice No.", "Your works order no."; "VAT Reg. No. GB 123 4567 89" (mod 97), a registered charity
number; VAT at 20% or none; sort code and account number; amounts as "£1,234.56"; dates as "14/03/2026" or "14th
March 2026". Ireland: "VAT No. IE 1234567T" (its check letter), the CRO's registered business name number; VAT at
13.5% (building work); the IBAN "IE.. AIBK 93…"; amounts as "€1,234.56"; dates as "14 March 2026". Germany:
"Rechnungsnummer", "Leistungsdatum", "Steuernummer" as Berlin and Baden-Württemberg write it, "USt-IdNr. DE…" (ISO
7064 mod 11, 10), § 19 UStG; VAT at 19% or none; amounts as "1.234,56 €"; dates as "14.03.2026" or "Berlin, 14. März
2026". Austria: "UID-Nr. ATU…" (Luhn), "FN 123456a" (its check letter), "Landesgericht Wels"; VAT at 20%; amounts as
"EUR 1.234,56"; dates as "14. Jänner 2026". France: "SIRET" (Luhn), "TVA non applicable, art. 293 B du CGI", the
late-payment penalties and the 40 € fee; amounts as "1 234,56 €". Wallonia: "TVA BE 0xxx.xxx.xxx", "RPM Liège,
division Dinant", VAT at 6%, 12% and 21%, the "communication structurée". Luxembourg: "TVA LU12345678" (its remainder
by 89), "RCS Luxembourg B123456", the "autorisation d'établissement"; VAT at 17%; the IBAN "LU.. 001…".

The truth's RelationName is the name a finance clerk would enter for the vendor: the registered name when the page
prints one (in the foot with the KvK, CRO, Firmenbuch, RCS or enterprise number, or the VAT registration), else the
person's name; exactly as the page prints it somewhere. Per document: the trade name registered with the KvK rather
than the person and her tagline; the foundation rather than its brand; the partnership rather than its logo and its
partners; the British sole trader's whole designation "J. Patel t/a …" as the VAT registration has it (a trade name is
not registered in the United Kingdom); the Irish partnership's registered business name; the charity's registered
name rather than its committee; the German photographer's own name (a small business without register entry, "Studio
Lotte" only a designation); the GbR's name rather than its brand; the Austrian OG's registered firm rather than its
sign; the French sole trader's legal name with "EI" rather than her brand; the ASBL rather than the lodge it runs; the
Luxembourg company rather than its manager. Amounts are as printed: the net, the VAT (each rate's rounded once; 0 on
the invoices without VAT, whose net is their gross), the gross to be paid. Where only the terms are printed ("within
30 days", "innerhalb von 14 Tagen"), DueDate is the date of issue plus those days.

Needs chromium, fonts-dejavu-core, poppler-utils and python3-stdnum. Run with:

    /usr/bin/python3 scripts/corpus/small_traders_invoices.py OUT_DIR [NUMBER …]

(with the documents' numbers, 1 to 12, after OUT_DIR to print only those; the others are still drawn, so that each
prints the same whether alone or with all).
"""
import datetime
import os
import tempfile
from decimal import ROUND_HALF_UP, Decimal

from corpus_output import (
    MONEY, NBSP, address, arguments, base_css, check_numbers, check_values, date_text, document, e, flat_of,
    invoice_truth, lines_rows, logo, margin_box, multi_box, page_box, pairs, print_html, qty, rate_text, spaced,
    vat_totals, write_truth,
)
from made_up import MadeUp, check_seller, kenmerk_check, vat_printed
from stdnum.be import iban as be_iban
from stdnum.be import vat as be_vat
from stdnum.de import vat as de_vat
from stdnum.fr import siret as fr_siret
from stdnum.fr import tva as fr_tva
from stdnum.gb import vat as gb_vat
from stdnum.ie import vat as ie_vat
from stdnum.iso7064 import mod_97_10
from stdnum.nl import bsn as nl_bsn
from stdnum.nl import btw as nl_btw

out_dir, only = arguments()
work = tempfile.mkdtemp()
made = MadeUp(20261208, dutch_banks=['KNAB', 'TRIO'])
rng, digits, price_in = made.rng, made.digits, made.price_in
CENT = Decimal('0.01')


# --- How the languages write counts, and the marks -------------------------------------------------------------------

FLEMISH_DAYS = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag']


def words(count):
    """A count of words as French writes it, "12 340"."""
    return f'{count:,}'.replace(',', NBSP)


def cross_mark(colour):
    """A first-aid mark: a white cross on a rounded square, no text."""
    return (f"<svg width='44' height='44' viewBox='0 0 36 36' style='vertical-align:middle'><rect x='1' y='1' "
            f"width='34' height='34' rx='7' fill='{colour}'/><path d='M14 7 H22 V14 H29 V22 H22 V29 H14 V22 H7 V14 "
            "H14 Z' fill='white'/></svg>")


def l_plate(ground, ink):
    """A learner driver's plate: an "L" drawn in strokes of `ink` on a square of `ground` (no text)."""
    return (f"<svg width='46' height='46' viewBox='0 0 36 36' style='vertical-align:middle'><rect x='1' y='1' "
            f"width='34' height='34' rx='3' fill='{ground}'/><path d='M12 7 V28 H26' stroke='{ink}' stroke-width='5' "
            "fill='none'/></svg>")


def leaf(colour):
    """A gardener's mark: two leaves on a stem."""
    return (f"<svg width='40' height='40' viewBox='0 0 36 36' style='vertical-align:middle'><path d='M18 34 V14' "
            f"stroke='{colour}' stroke-width='2.5'/><path d='M18 20 C6 20 4 10 6 4 C14 4 19 10 18 20 Z' "
            f"fill='{colour}'/><path d='M18 16 C28 16 32 8 30 2 C22 2 17 8 18 16 Z' fill='{colour}' opacity='0.6'/>"
            "</svg>")


# --- The pages: the Netherlands and Flanders -------------------------------------------------------------------------

def page_nl_zzp_pipe(f):
    """A freelance illustrator's invoice: her name large in a serif, a thin pipe and her tagline in lower case as the
    letterhead, the address and contacts on one line under it; "Factuur aan" at the left and a label–value list at
    the right; an unruled table with a VAT column, "Subtotaal", "Btw 21%", "Totaal"; the payment "t.n.v. S. de Wit";
    a greeting with her first name; the registered trade name, KvK, btw-id and bank in the foot."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · KvK {s['kvk']} · btw-id {s['vat_printed']}",
        f"IBAN {spaced(f['iban'])} (Knab) · {s['web']}"], size='6.8pt', align='center', colour='#777')
    css = base_css('18mm 20mm 22mm 20mm', boxes, size='9pt') + f"""
.head {{ font-family: 'DejaVu Serif', serif; font-size: 22pt; color: #222; }}
.head .pipe {{ color: {s['colour']}; font-weight: normal; padding: 0 3mm; }}
.head .tag {{ font-size: 15pt; color: {s['colour']}; font-style: italic; }}
.contact {{ font-size: 7.8pt; color: #666; margin-top: 1.5mm; letter-spacing: 0.2px; }}
.parties {{ width: 100%; margin-top: 14mm; }}
.parties td {{ vertical-align: top; line-height: 1.55; }}
.label {{ font-size: 7.4pt; color: {s['colour']}; letter-spacing: 0.4px; text-transform: uppercase; }}
.meta td {{ padding: 0.6mm 0 0.6mm 6mm; white-space: nowrap; }}
.meta td:first-child {{ color: #777; }}
h1 {{ font-family: 'DejaVu Serif', serif; font-weight: normal; font-size: 17pt; margin: 12mm 0 3mm; }}
.lines th {{ text-align: left; font-weight: normal; font-size: 7.6pt; color: #777; padding: 1.5mm 2mm;
  border-bottom: 0.8px solid {s['colour']}; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 2mm; vertical-align: top; }}
.totals {{ margin: 4mm 0 0 auto; }}
.totals td {{ padding: 1.1mm 2mm 1.1mm 16mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 0.8px solid {s['colour']}; }}
p {{ line-height: 1.6; }}
"""
    meta = [('Factuurnummer', e(f['number'])), ('Factuurdatum', f['date']), ('Vervaldatum', f['due']),
            ('Uw ordernummer', e(f['order'])), ('Project', e(f['project']))]
    rows = lines_rows(f['lines'], [('', lambda x: e(x['text'])), ('num', lambda x: qty(x['qty'])),
                                   ('num', lambda x: money(x['price'])), ('num', lambda x: f"{x['rate']}%"),
                                   ('num', lambda x: money(x['amount']))])
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<div class="head">{e(s['person'])}<span class="pipe">|</span><span class="tag">{e(s['tagline'])}</span></div>
<div class="contact">{e(' · '.join(s['address']))} · {s['phone']} · {s['mail']}</div>
<table class="parties"><tr>
<td style="width:52%"><div class="label">Factuur aan</div>{e(c['name'])}<br>{e(c['attention'])}<br>
{address(c['address'])}</td>
<td>{pairs(meta)}</td></tr></table>
<h1>Factuur</h1>
<table class="lines"><thead><tr><th>Omschrijving</th><th class=num>Aantal</th><th class=num>Prijs</th>
<th class=num>Btw</th><th class=num>Bedrag</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Subtotaal</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Btw {rate_text(rate)}%</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Totaal</td><td class=num>{money(f['gross'])}</td></tr></table>
<p style="margin-top:9mm">Wil je het totaalbedrag vóór {f['due']} overmaken naar {spaced(f['iban'])} t.n.v.
{e(s['holder'])}, onder vermelding van factuurnummer {e(f['number'])}? Dank je wel!</p>
<p>Hartelijke groet,<br><br>{e(s['first_name'])}</p>"""
    return document('nl', css, body)


def page_nl_stichting_course(f):
    """A first-aid foundation's invoice for an in-company course: a cross mark and the brand at the top left, the
    address at the right; the customer in the window and a grey box with a label–value list; the course, its dates,
    its building and its instructor, the participants by name in three columns; a table, "Subtotaal", "Btw
    (vrijgesteld)", "Totaal te betalen"; the exemption; a framed payment block with the betalingskenmerk and the
    bank's shortened account holder; the foundation, KvK, CRKBO and its board in the foot."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['brand']} is een initiatief van {s['name']} · KvK {s['kvk']} · CRKBO-geregistreerde instelling",
        f"Bestuur: {s['board']} · Triodos Bank N.V. · IBAN {spaced(f['iban'])} · BIC TRIONL2U"],
        size='6.5pt', align='center')
    css = base_css('13mm 17mm 21mm 17mm', boxes, size='8.9pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.brand {{ font-size: 19pt; font-weight: bold; color: {s['colour']}; vertical-align: middle; padding-left: 2mm; }}
.tag {{ font-size: 7.8pt; color: #555; padding-left: 13mm; }}
.addr {{ text-align: right; font-size: 8pt; line-height: 1.5; color: #444; }}
.window {{ margin-top: 14mm; line-height: 1.5; font-size: 9.5pt; }}
.box {{ background: #f1f5f2; padding: 3mm 4mm; margin-top: 10mm; }}
.meta td {{ padding: 0.6mm 0 0.6mm 4mm; white-space: nowrap; }}
.meta td:first-child {{ color: #666; padding-left: 0; }}
h1 {{ font-size: 14pt; margin: 9mm 0 2mm; color: {s['colour']}; }}
.course td {{ padding: 0.6mm 6mm 0.6mm 0; vertical-align: top; }}
.course td:first-child {{ color: #666; white-space: nowrap; }}
.people {{ columns: 3; font-size: 8.2pt; line-height: 1.45; margin: 1mm 0 0; padding: 0 0 0 4mm; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ background: {s['colour']}; color: white; text-align: left; font-size: 7.8pt; padding: 1.4mm 2mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.6mm 2mm; border-bottom: 0.4px solid #ccc; vertical-align: top; }}
.totals {{ margin: 3mm 0 0 auto; }}
.totals td {{ padding: 1mm 2mm 1mm 14mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.3pt; border-top: 1.2px solid #333; }}
.pay {{ margin-top: 6mm; border: 1.2px solid {s['colour']}; padding: 3mm 4mm; line-height: 1.6; }}
.kenmerk {{ font-weight: bold; font-size: 10.5pt; letter-spacing: 0.3px; }}
"""
    meta = [('Factuurnummer', e(f['number'])), ('Factuurdatum', f['date']), ('Vervaldatum', f['due']),
            ('Debiteurnummer', f['client_code'])]
    rows = lines_rows(f['lines'], [('', lambda x: e(x['text'])), ('num', lambda x: qty(x['qty'])),
                                   ('num', lambda x: money(x['price'])), ('num', lambda x: money(x['amount']))])
    people = ''.join(f'<li>{e(name)}</li>' for name in f['participants'])
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{cross_mark(s['colour'])}<span class="brand">{e(s['brand'])}</span><br>
<span class="tag">{e(s['tagline'])}</span></td>
<td class="addr">{address(s['address'])}<br>{s['phone']}<br>{s['mail']}<br>{s['web']}</td></tr></table>
<table style="width:100%"><tr>
<td style="width:56%;vertical-align:top"><div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>
{address(c['address'])}</div></td>
<td style="vertical-align:top"><div class="box">{pairs(meta)}</div></td></tr></table>
<h1>Factuur</h1>
<table class="course">
<tr><td>Cursus</td><td>{e(f['course'])}</td></tr>
<tr><td>Data</td><td>{f['course_days']}</td></tr>
<tr><td>Locatie</td><td>{e(f['site'])}</td></tr>
<tr><td>Instructeur</td><td>{e(f['instructor'])}</td></tr>
<tr><td>Deelnemers ({len(f['participants'])})</td><td></td></tr></table>
<ul class="people">{people}</ul>
<table class="lines"><thead><tr><th>Omschrijving</th><th class=num>Aantal</th><th class=num>Prijs</th>
<th class=num>Bedrag</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Subtotaal</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Btw (vrijgesteld)</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Totaal te betalen</td><td class=num>{money(f['gross'])}</td></tr></table>
<p class="small">Vrijgesteld van btw op grond van artikel 11, lid 1, onderdeel o, van de Wet op de omzetbelasting 1968
(beroepsopleiding door een in het CRKBO geregistreerde instelling).</p>
<div class="pay">Graag het totaalbedrag van {money(f['gross'])} uiterlijk {f['due']} overmaken op
{spaced(f['iban'])} t.n.v. {e(s['holder'])}, met vermelding van:<br>
<span class="kenmerk">Betalingskenmerk {f['reference_printed']}</span><br>
Vragen over deze factuur? Mail {s['mail']} of bel {s['phone']}.</div>"""
    return document('nl', css, body)


def page_be_vof_garden(f):
    """A Flemish gardeners' quarterly invoice over two pages: a leaf mark and "CLAES" with "tuinen" and the tagline as
    the logo, the partners' first names and the contacts at the right; the customer at the right (Belgian window);
    "FACTUUR" and a ruled block of labels over values; the garden's address; one group of lines per maintenance visit
    with its date, then the supplies; "Totaal excl. btw", "Btw 21 %", "Totaal incl. btw"; the payment to the
    partnership with the structured communication; the partnership, BTW, RPR and the bank in the foot; "Factuur … –
    blad 1/2" at the top right."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = (multi_box('bottom-center', [
        f"{s['name']} · {' · '.join(s['address'])} · BTW {s['vat_printed']} · RPR Gent, afdeling Kortrijk",
        f"KBC Bank · IBAN {spaced(f['iban'])} · BIC KREDBEBB · Op al onze werken zijn onze algemene voorwaarden "
        "van toepassing."], size='6.4pt', align='center') +
        page_box('top-right', f"Factuur {f['number']} – blad ", '/'))
    css = base_css('15mm 16mm 21mm 18mm', boxes, size='8.8pt') + f"""
.top td {{ vertical-align: top; }}
.logo {{ font-size: 26pt; font-weight: bold; letter-spacing: 1px; color: {s['colour']}; vertical-align: middle; }}
.logo small {{ font-size: 13pt; font-weight: normal; letter-spacing: 1px; color: #555; }}
.tag {{ font-family: 'DejaVu Serif', serif; font-style: italic; color: #555; margin-top: 1mm; }}
.who {{ text-align: right; font-size: 8pt; line-height: 1.5; color: #444; }}
.window {{ margin: 12mm 0 0 52%; line-height: 1.5; font-size: 9.4pt; }}
h1 {{ font-size: 15pt; letter-spacing: 1px; margin: 10mm 0 2mm; color: {s['colour']}; }}
.grid {{ width: 100%; }}
.grid td {{ border: 0.8px solid #999; padding: 1mm 2.5mm; }}
.grid .l {{ font-size: 6.8pt; color: #666; }}
.where {{ margin-top: 4mm; line-height: 1.5; }}
.lines {{ margin-top: 4mm; }}
.lines th {{ border-bottom: 1.2px solid {s['colour']}; text-align: left; font-size: 7.8pt; padding: 1.2mm 2mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.1mm 2mm; border-bottom: 0.4px solid #ddd; vertical-align: top; }}
.lines tr.visit td {{ font-weight: bold; color: {s['colour']}; padding-top: 2.6mm; border-bottom: none; }}
.totals {{ margin: 4mm 0 0 auto; page-break-inside: avoid; }}
.totals td {{ padding: 1.1mm 2mm 1.1mm 14mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.2px solid #333; }}
.pay {{ margin-top: 6mm; line-height: 1.6; page-break-inside: avoid; border-left: 3px solid {s['colour']};
  padding-left: 4mm; }}
.comm {{ font-weight: bold; font-size: 11pt; letter-spacing: 0.4px; }}
"""
    grid = [('Factuurnr.', e(f['number'])), ('Factuurdatum', f['date']), ('Vervaldag', f['due']),
            ('Klantnr.', f['client_code']), ('Periode', f['period'])]
    cells = [('nw', lambda x: x['code']), ('', lambda x: e(x['text'])), ('num', lambda x: qty(x['qty'])),
             ('', lambda x: x['unit']), ('num', lambda x: money(x['price'])), ('num', lambda x: money(x['amount']))]
    rows = ''
    for group, lines in f['groups']:
        rows += f"<tr class='visit'><td colspan=6>{e(group)}</td></tr>" + lines_rows(lines, cells)
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{leaf(s['colour'])} <span class="logo">{e(s['logo'])} <small>{e(s['logo_small'])}</small></span>
<div class="tag">{e(s['tagline'])}</div></td>
<td class="who">{e(s['partners'])}<br>{address(s['address'])}<br>Tel. {s['phone']} · GSM {s['mobile']}<br>
{s['mail']} · {s['web']}</td></tr></table>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div>
<h1>FACTUUR</h1>
<table class="grid"><tr>{''.join(f"<td><div class='l'>{label}</div>{value}</td>" for label, value in grid)}</tr></table>
<div class="where">Betreft: {e(f['project'])}<br>Adres van de werken: {e(f['site'])}</div>
<table class="lines"><thead><tr><th>Code</th><th>Omschrijving</th><th class=num>Aantal</th><th>Eenh.</th>
<th class=num>Eenheidsprijs</th><th class=num>Totaal</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Totaal excl. btw</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Btw {rate_text(rate)} %</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Totaal incl. btw</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="pay">Gelieve {money(f['gross'])} te betalen vóór {f['due']} op rekening {spaced(f['iban'])} van
{e(s['name'])}<br>met gestructureerde mededeling <span class="comm">{f['reference_printed']}</span><br>
Met dank voor het vertrouwen, {e(s['first_names'])}.</div>"""
    return document('nl', css, body)


# --- The pages: the United Kingdom and Ireland -----------------------------------------------------------------------

def page_gb_ta_plumber(f):
    """A plumber's invoice: the trade name in capitals centred as the letterhead over a double rule, the
    proprietor's designation "J. Patel t/a …" and the Gas Safe number under it; "Bill to" the letting agent at the
    left, "INVOICE" and a boxed label–value list at the right; the job address with the tenant and the landlord;
    a table with a grey heading; "Sub-total", "VAT @ 20%", "TOTAL DUE"; BACS details to "J Patel" with the bank;
    the proprietor, VAT number and Gas Safe number in the foot."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · {', '.join(s['address'])} · VAT Reg. No. {s['vat_printed']}",
        f"Gas Safe Register no. {s['gas_safe']} · Sole trader · Thank you for your custom"], size='6.6pt',
        align='center')
    css = base_css('13mm 16mm 20mm 16mm', boxes, size='9pt') + f"""
.letterhead {{ text-align: center; border-bottom: 4px double {s['colour']}; padding-bottom: 2.5mm; }}
.trade {{ font-size: 23pt; font-weight: bold; color: {s['colour']}; letter-spacing: 1.5px; }}
.services {{ font-size: 8.4pt; color: #333; letter-spacing: 0.8px; margin-top: 1mm; }}
.ta {{ font-size: 8pt; color: #555; margin-top: 1.5mm; }}
.parties {{ width: 100%; margin-top: 8mm; }}
.parties td {{ vertical-align: top; line-height: 1.5; }}
.label {{ font-size: 7.6pt; font-weight: bold; color: #555; }}
.title {{ font-size: 18pt; font-weight: bold; text-align: right; letter-spacing: 2px; }}
.meta {{ margin: 2mm 0 0 auto; }}
.meta td {{ border: 0.8px solid #888; padding: 1mm 3mm; white-space: nowrap; }}
.meta td:first-child {{ background: #eee; font-weight: bold; }}
.job {{ margin-top: 6mm; border: 0.8px solid #888; padding: 2.5mm 3.5mm; line-height: 1.5; }}
.lines {{ margin-top: 6mm; }}
.lines th {{ background: #e5e7eb; text-align: left; font-size: 8pt; padding: 1.6mm 2mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.8mm 2mm; border-bottom: 0.5px solid #bbb; vertical-align: top; }}
.totals {{ margin: 3mm 0 0 auto; }}
.totals td {{ padding: 1.1mm 2mm 1.1mm 14mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 11pt; border-top: 1.5px solid #111; }}
.bacs {{ margin-top: 7mm; line-height: 1.6; }}
"""
    meta = [('Invoice No.', e(f['number'])), ('Date', f['date']), ('Due date', f['due']),
            ('Your works order no.', e(f['order']))]
    rows = lines_rows(f['lines'], [('', lambda x: e(x['text'])), ('num', lambda x: qty(x['qty'], False)),
                                   ('num', lambda x: money(x['price'])), ('num', lambda x: money(x['amount']))])
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<div class="letterhead"><div class="trade">{e(s['trade'].upper())}</div>
<div class="services">{e(s['tagline'])}</div>
<div class="ta">{e(s['name'])} · {e(', '.join(s['address']))} · {s['phone']} · {s['mail']}<br>
Gas Safe registered no. {s['gas_safe']}</div></div>
<table class="parties"><tr>
<td style="width:50%"><div class="label">BILL TO</div>{e(c['name'])}<br>{e(c['attention'])}<br>
{address(c['address'])}</td>
<td><div class="title">INVOICE</div>{pairs(meta)}</td></tr></table>
<div class="job"><b>Job address:</b> {e(f['site'])}<br>Tenant: {e(f['tenant'])} · Landlord: {e(f['landlord'])}<br>
Attended: {f['visit']}. {e(f['job'])}</div>
<table class="lines"><thead><tr><th>Description</th><th class=num>Qty</th><th class=num>Rate</th>
<th class=num>Amount</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Sub-total</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>VAT @ {rate_text(rate, False)}%</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>TOTAL DUE</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="bacs"><b>Payment by BACS</b> within {f['due_days']} days to: {e(s['holder'])} · Lloyds Bank · sort code
{s['sort_code']} · account no. {s['account']}<br>Please use the invoice number {e(f['number'])} as your reference.
All parts remain the property of {e(s['trade'])} until paid in full.</div>"""
    return document('en', css, body)


def page_ie_partnership(f):
    """A stonemasons' partnership's invoice over two pages, set in a serif: "M. DOYLE & SONS" in capitals centred
    with the trades and the partners' names under it; the customer at the left, "INVOICE" and a ruled label–value list
    at the right; the project and the conservation architect; lines in sections with their subtotals; "Total
    (excl. VAT)", "VAT @ 13.5%", "Total due"; the terms (30 days, no date printed) and the bank; the registered
    business name, the CRO number and the VAT number in the foot; the page at the top right."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = (multi_box('bottom-center', [
        f"{s['name']} is a partnership registered as a business name with the Companies Registration Office, "
        f"RBN {s['rbn']}",
        f"VAT No. {s['vat_printed']} · Allied Irish Banks, p.l.c. · IBAN {spaced(f['iban'])} · BIC AIBKIE2D"],
        size='6.5pt', align='center') +
        page_box('top-right', f"Invoice {f['number']} · page ", ' of ', size='7pt'))
    css = base_css('14mm 17mm 21mm 17mm', boxes, font="'DejaVu Serif', serif", size='8.9pt') + f"""
.letterhead {{ text-align: center; line-height: 1.45; }}
.name {{ font-size: 24pt; letter-spacing: 3px; color: {s['colour']}; }}
.trades {{ font-style: italic; font-size: 9.5pt; color: #444; }}
.partners {{ font-size: 7.8pt; color: #555; margin-top: 1mm; }}
.rule {{ border-top: 1.5px solid {s['colour']}; border-bottom: 0.5px solid {s['colour']}; height: 1.2mm;
  margin: 3mm 0 7mm; }}
.parties td {{ vertical-align: top; line-height: 1.5; }}
.title {{ font-size: 16pt; letter-spacing: 4px; text-align: right; margin-bottom: 2mm; }}
.meta {{ margin-left: auto; }}
.meta td {{ padding: 0.8mm 0 0.8mm 5mm; border-bottom: 0.4px solid #bbb; white-space: nowrap; }}
.meta td:first-child {{ font-style: italic; color: #555; padding-left: 0; }}
.project {{ margin-top: 7mm; line-height: 1.55; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ text-align: left; font-weight: normal; font-style: italic; font-size: 8pt; padding: 1.3mm 2mm;
  border-top: 1px solid #333; border-bottom: 1px solid #333; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.3mm 2mm; vertical-align: top; }}
.lines tr.section td {{ font-variant: small-caps; font-weight: bold; padding-top: 3.5mm;
  color: {s['colour']}; }}
.lines tr.sub td {{ border-top: 0.4px solid #999; font-style: italic; }}
.totals {{ margin: 4mm 0 0 auto; page-break-inside: avoid; }}
.totals td {{ padding: 1.1mm 2mm 1.1mm 14mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.2px solid #333;
  border-bottom: 3px double #333; }}
.terms {{ margin-top: 7mm; line-height: 1.6; page-break-inside: avoid; }}
"""
    meta = [('Invoice No.', e(f['number'])), ('Date', f['date']), ('Your P.O.', e(f['order'])),
            ('Terms', f"{f['due_days']} days net")]
    cells = [('', lambda x: e(x['text'])), ('num', lambda x: qty(x['qty'], False)), ('', lambda x: x['unit']),
             ('num', lambda x: money(x['price'])), ('num', lambda x: money(x['amount']))]
    rows = ''
    for group, lines in f['groups']:
        rows += (f"<tr class='section'><td colspan=5>{e(group)}</td></tr>" + lines_rows(lines, cells) +
                 f"<tr class='sub'><td colspan=4>Sub-total, {e(group.lower())}</td>"
                 f"<td class=num>{money(sum(x['amount'] for x in lines))}</td></tr>")
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<div class="letterhead"><div class="name">{e(s['name'].upper())}</div>
<div class="trades">{e(s['tagline'])}</div>
<div>{e(', '.join(s['address']))} · Tel. {s['phone']} · Mobile {s['mobile']} · {s['mail']}</div>
<div class="partners">Partners: {e(s['partners'])}</div></div>
<div class="rule"></div>
<table class="parties" style="width:100%"><tr>
<td style="width:50%">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</td>
<td><div class="title">INVOICE</div>{pairs(meta)}</td></tr></table>
<div class="project"><b>Re:</b> {e(f['project'])}<br>Works carried out {f['period']} to the specification of
{e(f['architect'])}, Grade I Conservation Architect. Heritage Council grant ref. {f['grant']}.</div>
<table class="lines"><thead><tr><th>Description</th><th class=num>Qty</th><th>Unit</th><th class=num>Rate</th>
<th class=num>Amount</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Total (excl. VAT)</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>VAT @ {rate_text(rate, False)}%</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Total due</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="terms">Terms: payment within {f['due_days']} days of the date of this invoice by bank transfer to
{e(s['name'])}, Allied Irish Banks, Castlecomer, IBAN {spaced(f['iban'])}. Please quote the invoice number.<br>
With thanks, {e(s['signed'])}</div>"""
    return document('en', css, body)


def page_gb_charity_word(f):
    """A village hall charity's invoice typed by its treasurer in a word processor: the name in bold capitals centred
    with the charity number and the address under it, "INVOICE" underlined, "To:" the pre-school (a charity too),
    "Invoice No.:" and "Date:" as typed lines; a table ruled all round; one "TOTAL DUE"; "not registered for VAT";
    cheques or BACS to the management committee's account at CAF Bank; signed by the treasurer; a typed foot."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = margin_box('bottom-center', f"{s['name']} is a registered charity, no. {s['charity_no']}. Bookings: "
                       f"{s['bookings']}, {s['bookings_phone']}.", size='7.5pt', colour='#444')
    css = base_css('22mm 24mm 22mm 24mm', boxes, font="'DejaVu Serif', serif", size='10.5pt') + """
.head { text-align: center; line-height: 1.4; }
.head .name { font-size: 15pt; font-weight: bold; }
h1 { text-align: center; font-size: 13pt; text-decoration: underline; margin: 9mm 0 7mm; }
p { line-height: 1.45; margin: 0 0 3.5mm; }
.grid { width: 100%; margin: 5mm 0; }
.grid td, .grid th { border: 0.8px solid #000; padding: 1.5mm 2mm; vertical-align: top; }
.grid th { font-weight: bold; text-align: left; }
.grid th.num { text-align: right; }
.grid tr.total td { font-weight: bold; }
"""
    rows = lines_rows(f['lines'], [('', lambda x: e(x['text'])), ('num', lambda x: qty(x['qty'], False)),
                                   ('num', lambda x: money(x['price'])), ('num', lambda x: money(x['amount']))])
    body = f"""
<div class="head"><span class="name">{e(s['name'].upper())}</span><br>Registered Charity No. {s['charity_no']}<br>
{e(', '.join(s['address']))}<br>Treasurer: {e(s['treasurer'])} · Tel. {s['phone']} · {s['mail']}</div>
<h1>INVOICE</h1>
<p>To:&nbsp;&nbsp;&nbsp;{e(c['name'])} (Registered Charity No. {c['charity_no']})<br>
&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;{e(c['attention'])}<br>
{''.join(f'&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;{e(line)}<br>' for line in c['address'])}</p>
<p>Invoice No.: {e(f['number'])}<br>Date: {f['date']}</p>
<p>For the hire of the hall by {e(c['name'])} for the {e(f['term'])}, as per the hiring agreement:</p>
<table class="grid"><tr><th>Description</th><th class=num>No.</th><th class=num>Rate</th><th class=num>Amount</th></tr>
{rows}<tr class="total"><td colspan=3>TOTAL DUE</td><td class=num>{money(f['gross'])}</td></tr></table>
<p>{e(s['name'])} is not registered for VAT, so no VAT is charged.</p>
<p>Please pay by {f['due']}. Cheques payable to "{e(s['name'])}", or by bank transfer to CAF Bank Ltd, account
name {e(s['holder'])}, sort code {s['sort_code']}, account no. {s['account']}, quoting the invoice number.</p>
<p>Many thanks,</p>
<p><br>{e(s['treasurer'])}<br>Hon. Treasurer, for the Management Committee</p>"""
    return document('en', css, body)


# --- The pages: Germany and Austria ----------------------------------------------------------------------------------

def page_de_klein_studio(f):
    """A photographer's DIN 5008 letter without VAT: "Studio Lotte" in a large italic serif and "Fotografie & Film"
    centred as the logo; the sender's line with her own name above the window; the customer, a bookshop "e.K.", and
    its owner in the window; an information block at the right; "Rechnung" with the place and the date; a table with
    "Pos."; one "Gesamtbetrag"; the § 19 UStG sentence; payment within 14 days (no date printed); her name under the
    greeting; her name and brand, tax number and bank in three columns in the foot."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = (multi_box('bottom-left', [s['person'], f"{s['logo']} · {s['tagline']}", *s['address']]) +
             multi_box('bottom-center', [f"Steuernummer {s['tax_no']}", 'Finanzamt Friedrichshain-Kreuzberg',
                                         s['mail'], s['web']]) +
             multi_box('bottom-right', ['GLS Gemeinschaftsbank eG', f"IBAN {spaced(f['iban'])}",
                                        'BIC GENODEM1GLS']))
    css = base_css('12mm 18mm 28mm 24mm', boxes, size='9pt') + f"""
.logo {{ text-align: center; }}
.logo .studio {{ font-family: 'DejaVu Serif', serif; font-style: italic; font-size: 28pt; color: {s['colour']}; }}
.logo .tag {{ font-size: 8pt; letter-spacing: 4px; color: #666; text-transform: uppercase; }}
.sender {{ font-size: 6.8pt; color: #555; margin-top: 10mm; border-bottom: 0.5px solid #999; display: inline-block;
  padding-bottom: 0.5mm; }}
.window {{ line-height: 1.45; margin-top: 2.5mm; font-size: 9.6pt; }}
.info td {{ padding: 0.4mm 0 0.4mm 4mm; font-size: 8.3pt; white-space: nowrap; }}
.info td:first-child {{ color: #666; }}
h1 {{ font-size: 12.5pt; margin: 12mm 0 3mm; }}
p {{ line-height: 1.55; }}
.lines {{ margin-top: 3mm; }}
.lines th {{ border-bottom: 1px solid #333; text-align: left; font-size: 7.8pt; padding: 1.2mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ border-bottom: 0.4px solid #ccc; padding: 1.5mm; vertical-align: top; }}
.sum {{ margin: 3mm 0 0 auto; }}
.sum td {{ padding: 1.2mm 1.5mm 1.2mm 14mm; font-weight: bold; font-size: 10.5pt; border-top: 1px solid #333;
  border-bottom: 2.5px double #333; }}
"""
    info = [('Rechnungsnummer', e(f['number'])), ('Kundennummer', f['client_code']), ('Leistungsdatum', f['visit']),
            ('Telefon', s['phone'])]
    rows = ''.join(f"<tr><td class=num>{i}</td><td>{e(x['text'])}</td><td class=num>{qty(x['qty'])}</td>"
                   f"<td>{x['unit']}</td><td class=num>{money(x['price'])}</td><td class=num>{money(x['amount'])}</td>"
                   "</tr>" for i, x in enumerate(f['lines'], start=1))
    body = f"""
<div class="logo"><span class="studio">{e(s['logo'])}</span><br><span class="tag">{e(s['tagline'])}</span></div>
<table style="width:100%"><tr><td style="width:58%;vertical-align:top">
<div class="sender">{e(s['person'])} · {e(' · '.join(s['address']))}</div>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div></td>
<td style="vertical-align:bottom">{pairs(info, 'info')}</td></tr></table>
<div style="text-align:right;margin-top:8mm">{e(s['city'])}, {f['date']}</div>
<h1 style="margin-top:4mm">Rechnung Nr. {e(f['number'])}</h1>
<p>Sehr geehrter Herr Krämer,<br>vielen Dank für den schönen Tag in Ihrer Buchhandlung! Für das Shooting vom
{f['visit']} berechne ich Ihnen:</p>
<table class="lines"><thead><tr><th class=num>Pos.</th><th>Leistung</th><th class=num>Menge</th><th>Einheit</th>
<th class=num>Einzelpreis</th><th class=num>Betrag</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sum"><tr><td>Gesamtbetrag</td><td class=num>{money(f['gross'])}</td></tr></table>
<p>Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.</p>
<p>Die Nutzungsrechte gehen mit vollständiger Bezahlung auf Sie über. Bitte überweisen Sie den Betrag innerhalb von
{f['due_days']} Tagen unter Angabe der Rechnungsnummer auf das unten genannte Konto.</p>
<p>Herzliche Grüße<br><br>{e(s['person'])}</p>"""
    return document('de', css, body)


def page_de_gbr_architects(f):
    """Two architects' fee invoice over two pages: "hahn + krüger" in lower case with "architekten" under it at the
    top left, the partners with their titles and chamber at the top right; the customer, a winery GbR, at the left,
    the place and date, "Honorarrechnung Nr. …"; the project, the fee basis (eligible costs, fee zone, rate); the work
    stages with their shares and the HOAI's basic services listed under each; the refurbishment surcharge, special
    services by the hour, the flat-rate expenses; "Honorar netto", "zzgl. 19 % USt.", "Rechnungsbetrag"; the
    partnership, its partners, its tax numbers and its bank in the foot; the brand and the page at the top right."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = (multi_box('bottom-left', [s['name'], f"Gesellschafter: {s['partners_short']}", *s['address']]) +
             multi_box('bottom-center', [f"USt-IdNr. {s['vat_printed']}", f"Steuernummer {s['tax_no']}",
                                         s['mail'], s['web']]) +
             multi_box('bottom-right', ['Sparkasse Heidelberg', f"IBAN {spaced(f['iban'])}", 'BIC SOLADES1HDB']) +
             page_box('top-right', f"{s['brand']} {s['brand_small']} · Honorarrechnung {f['number']} · Seite ", '/'))
    css = base_css('16mm 18mm 28mm 22mm', boxes, size='8.8pt') + f"""
.top td {{ vertical-align: top; }}
.brand {{ font-size: 25pt; letter-spacing: -0.5px; color: #111; line-height: 1; }}
.brand small {{ display: block; font-size: 12pt; color: {s['colour']}; letter-spacing: 3px; margin-top: 1mm; }}
.partners {{ text-align: right; font-size: 7.8pt; line-height: 1.55; color: #444; }}
.window {{ margin-top: 16mm; line-height: 1.45; font-size: 9.5pt; }}
h1 {{ font-size: 12.5pt; margin: 9mm 0 2mm; font-weight: normal; }}
h1 b {{ font-weight: bold; }}
.facts td {{ padding: 0.5mm 6mm 0.5mm 0; vertical-align: top; }}
.facts td:first-child {{ color: #666; white-space: nowrap; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ text-align: left; font-weight: normal; color: #666; font-size: 7.8pt; padding: 1.2mm 2mm;
  border-bottom: 1px solid #111; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.4mm 2mm; vertical-align: top; }}
.lines tr.phase td {{ border-top: 0.5px solid #bbb; font-weight: bold; padding-top: 2.2mm; }}
.lines tr.detail td {{ font-size: 7.6pt; color: #555; padding-top: 0; line-height: 1.4; }}
.lines tr {{ page-break-inside: avoid; }}
.sums {{ margin: 4mm 0 0 auto; page-break-inside: avoid; }}
.sums td {{ padding: 1mm 2mm 1mm 14mm; }}
.sums tr.total td {{ font-weight: bold; font-size: 10.3pt; border-top: 1px solid #111; }}
p {{ line-height: 1.55; }}
"""
    facts = [('Bauvorhaben', e(f['project'])), ('Anrechenbare Kosten', f"{money(f['eligible'])} (Kostenberechnung "
             "nach DIN 276, Kostengruppen 300 und 400)"), ('Honorargrundlage', f"§ 35 HOAI, Honorarzone III, "
             f"Basishonorarsatz: {money(f['fee_base'])}"), ('Vertrag', f"Architektenvertrag vom {f['order_date']}")]
    rows = ''
    for x in f['lines']:
        share = f"{qty(x['qty'])} %" if x['kind'] == 'phase' else (f"{qty(x['qty'])} Std. × {money(x['price'])}"
                                                                   if x['kind'] == 'hours' else '')
        rows += (f"<tr class='phase'><td>{e(x['text'])}</td><td class=num>{share}</td>"
                 f"<td class=num>{money(x['amount'])}</td></tr>")
        if x.get('detail'):
            rows += f"<tr class='detail'><td colspan=3>{e(x['detail'])}</td></tr>"
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td><div class="brand">{e(s['brand'])}<small>{e(s['brand_small'])}</small></div></td>
<td class="partners">{'<br>'.join(e(p) for p in s['partners'])}<br>{e(' · '.join(s['address']))}<br>
Tel. {s['phone']}</td></tr></table>
<table style="width:100%"><tr><td style="width:60%;vertical-align:top">
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div></td>
<td style="vertical-align:bottom;text-align:right">{e(s['city'])}, {f['date']}</td></tr></table>
<h1><b>Honorarrechnung Nr. {e(f['number'])}</b> – Leistungsphasen 1 bis 4</h1>
<table class="facts">{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in facts)}</table>
<table class="lines"><thead><tr><th>Leistung</th><th class=num>Bewertung</th><th class=num>Honorar netto</th></tr>
</thead><tbody>{rows}</tbody></table>
<table class="sums"><tr><td>Honorar netto</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>zzgl. {rate_text(rate)} % USt.</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Rechnungsbetrag</td><td class=num>{money(f['gross'])}</td></tr></table>
<p>Wir bitten um Überweisung bis zum {f['due']} auf das unten genannte Konto. Die Leistungsphasen 5 bis 8 werden
nach Leistungsfortschritt abgerechnet.</p>
<p>Mit freundlichen Grüßen<br><br>{e(s['signed'])}</p>"""
    return document('de', css, body)


def page_at_og_fahrschule(f):
    """An Austrian driving school's invoice to a haulier: a coloured column at the left with the learner-plate mark,
    "FAHRSCHULE LEITNER" and the school's contacts and partners; at the right the customer with its UID, "Rechnung"
    and a label–value list with the date written out ("Jänner"); the training and its centre, the drivers by name;
    a table by module, "Summe netto", "zzgl. 20 % USt.", "Gesamtbetrag"; the due date; the registered firm, its
    Firmenbuch number, court, UID and bank in the foot."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · {' · '.join(s['address'])} · Firmenbuch {s['fn']}, Landesgericht Wels · UID-Nr. "
        f"{s['vat_printed']}",
        f"Raiffeisenlandesbank Oberösterreich · IBAN {spaced(f['iban'])} · BIC RZOOAT2L",
        'Ermächtigte Ausbildungsstätte nach der Grundqualifikations- und Weiterbildungsverordnung (GWB)'],
        size='6.3pt', align='center')
    css = base_css('12mm 14mm 20mm 12mm', boxes, size='8.7pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.frame {{ width: 100%; }}
.frame > tbody > tr > td {{ vertical-align: top; }}
.side {{ width: 50mm; background: {s['colour']}; color: white; padding: 6mm 4mm; line-height: 1.5; font-size: 7.8pt; }}
.side .sign {{ font-size: 17pt; font-weight: bold; letter-spacing: 1px; line-height: 1.15; margin: 3mm 0; }}
.side .small2 {{ font-size: 7pt; opacity: 0.85; }}
.main {{ padding-left: 8mm; }}
.buyer {{ line-height: 1.5; font-size: 9.4pt; margin-top: 4mm; }}
h1 {{ font-size: 17pt; margin: 9mm 0 2mm; color: {s['colour']}; }}
.meta td {{ padding: 0.6mm 6mm 0.6mm 0; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
.course {{ margin-top: 5mm; line-height: 1.55; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ text-align: left; font-size: 7.8pt; padding: 1.4mm 2mm; border-bottom: 1.2px solid {s['colour']}; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.6mm 2mm; border-bottom: 0.4px solid #ddd; vertical-align: top; }}
.lines td:first-child {{ width: 60%; }}
.sums {{ margin: 4mm 0 0 auto; }}
.sums td {{ padding: 1mm 2mm 1mm 12mm; }}
.sums tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.2px solid {s['colour']}; }}
p {{ line-height: 1.55; }}
"""
    meta = [('Rechnungs-Nr.', e(f['number'])), ('Rechnungsdatum', f['date']), ('Kunden-Nr.', f['client_code']),
            ('Ihre Bestellung', e(f['order'])), ('Fällig am', f['due'])]
    rows = lines_rows(f['lines'], [('', lambda x: e(x['text'])), ('num', lambda x: qty(x['qty'])),
                                   ('num', lambda x: money(x['price'])), ('num', lambda x: money(x['amount']))])
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<table class="frame"><tr>
<td class="side">{l_plate('white', s['colour'])}
<div class="sign">{'<br>'.join(e(word) for word in s['sign'].split())}</div>{e(s['tagline'])}<br><br>
{address(s['address'])}<br>Tel. {s['phone']}<br>
{s['mail']}<br>{s['web']}<br><br><span class="small2">Gesellschafter:<br>{'<br>'.join(e(p) for p in s['partners'])}
</span></td>
<td class="main"><div class="buyer">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>
UID-Nr. {c['vat_printed']}</div>
<h1>Rechnung</h1>{pairs(meta)}
<div class="course">Berufskraftfahrer-Weiterbildung (Code 95) gemäß GWB, Kursort: {e(f['site'])}, {f['course_days']}<br>
Teilnehmer: {e(', '.join(f['participants']))}</div>
<table class="lines"><thead><tr><th>Leistung</th><th class=num>Teiln.</th><th class=num>Preis je Teiln.</th>
<th class=num>Betrag</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sums"><tr><td>Summe netto</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>zzgl. {rate_text(rate)} % USt.</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Gesamtbetrag</td><td class=num>{money(f['gross'])}</td></tr></table>
<p style="margin-top:7mm">Zahlbar bis {f['due']} ohne Abzug. Die Teilnahmebestätigungen wurden an die Teilnehmer
ausgehändigt; die Eintragung des Codes 95 erfolgt über die Führerscheinbehörde.</p>
<p>Gute Fahrt wünschen {e(f['signed'])}</p></td></tr></table>"""
    return document('de', css, body)


# --- The pages: France, Wallonia and Luxembourg ----------------------------------------------------------------------

def page_fr_micro_ei(f):
    """A micro-entrepreneur translator's invoice made with an app: a coloured strip, the brand "Mots Passants" with
    its tagline at the top left and "Facture" with the number at the top right; "De" her legal name with "EI", her
    address and SIRET, "Pour" the customer with its VAT number; a row of four labelled boxes (date, due date,
    order, delivery); a table with word counts; "Total HT", "TVA non applicable, art. 293 B du CGI", "Net à payer";
    the bank details; the penalties and the 40 € fee; "Facture générée avec Freebe" at the bottom right."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = (multi_box('bottom-left', [f"{s['name']} – Entrepreneur individuel – SIRET {s['siret_printed']} – "
                                       f"APE 7430Z", "Dispensée d'immatriculation au RCS et au RM – TVA non "
                                       "applicable, art. 293 B du CGI"], size='6.4pt') +
             margin_box('bottom-right', 'Facture générée avec Freebe', size='6.2pt', colour='#999'))
    css = base_css('10mm 17mm 20mm 17mm', boxes, size='8.9pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.strip {{ height: 3mm; background: {s['colour']}; border-radius: 1.5mm; }}
.page {{ padding-top: 8mm; }}
.top td {{ vertical-align: top; }}
.brand {{ font-family: 'DejaVu Serif', serif; font-size: 21pt; color: {s['colour']}; }}
.tag {{ font-size: 8pt; color: #666; }}
.title {{ text-align: right; font-size: 20pt; color: #333; }}
.title small {{ display: block; font-size: 10pt; color: #666; }}
.cards {{ width: 100%; margin-top: 9mm; }}
.cards > tbody > tr > td {{ width: 50%; vertical-align: top; line-height: 1.5; padding-right: 6mm; }}
.label {{ font-size: 7.2pt; text-transform: uppercase; letter-spacing: 1px; color: {s['colour']}; font-weight: bold; }}
.boxes {{ width: 100%; margin-top: 8mm; border-spacing: 2mm 0; border-collapse: separate; }}
.boxes td {{ background: #f4f1fa; padding: 2mm 3mm; }}
.boxes .l {{ font-size: 7pt; color: #666; }}
.lines {{ margin-top: 7mm; }}
.lines th {{ text-align: left; font-size: 7.8pt; color: {s['colour']}; padding: 1.5mm 2mm;
  border-bottom: 1.2px solid {s['colour']}; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.8mm 2mm; border-bottom: 0.4px solid #ddd; vertical-align: top; }}
.totals {{ margin: 4mm 0 0 auto; }}
.totals td {{ padding: 1.1mm 2mm 1.1mm 14mm; }}
.totals tr.note td {{ font-size: 7.8pt; color: #555; font-style: italic; }}
.totals tr.total td {{ font-weight: bold; font-size: 11pt; background: {s['colour']}; color: white; }}
p {{ line-height: 1.55; }}
"""
    cards = [('Date de facture', f['date']), ("Date d'échéance", f['due']), ('Bon de commande', e(f['order'])),
             ('Date de livraison', f['delivery'])]
    rows = lines_rows(f['lines'], [('', lambda x: e(x['text'])), ('num', lambda x: x['shown_qty']),
                                   ('', lambda x: x['unit']), ('num', lambda x: money(x['price'])),
                                   ('num', lambda x: money(x['amount']))])
    body = f"""
<div class="strip"></div><div class="page">
<table class="top" style="width:100%"><tr>
<td><span class="brand">{e(s['brand'])}</span><br><span class="tag">{e(s['tagline'])}</span></td>
<td class="title">Facture<small>N° {e(f['number'])}</small></td></tr></table>
<table class="cards"><tr>
<td><div class="label">De</div><b>{e(s['name'])}</b><br>{address(s['address'])}<br>{s['phone']} · {s['mail']}<br>
SIRET {s['siret_printed']}</td>
<td><div class="label">Pour</div><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>{address(c['address'])}<br>
N° TVA intracom. {c['vat_printed']}</td></tr></table>
<table class="boxes"><tr>{''.join(f"<td><div class='l'>{label}</div>{value}</td>" for label, value in cards)}</tr>
</table>
<table class="lines"><thead><tr><th>Désignation</th><th class=num>Quantité</th><th>Unité</th><th class=num>Prix
unitaire</th><th class=num>Montant</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Total HT</td><td class=num>{money(f['net'])}</td></tr>
<tr class="note"><td colspan=2>TVA non applicable, art. 293 B du CGI</td></tr>
<tr class="total"><td>Net à payer</td><td class=num>{money(f['gross'])}</td></tr></table>
<p style="margin-top:8mm">Règlement par virement avant le {f['due']} :<br>La Banque Postale · IBAN
{spaced(f['iban'])} · BIC PSSTFRPPLIL · Titulaire : {e(s['holder'])}</p>
<p class="small">Pas d'escompte en cas de paiement anticipé. En cas de retard de paiement, des pénalités au taux de
trois fois le taux d'intérêt légal seront appliquées, ainsi qu'une indemnité forfaitaire pour frais de recouvrement
de 40 € (art. L441-10 et D441-5 du Code de commerce).</p></div>"""
    return document('fr', css, body)


def page_be_asbl_sejour(f):
    """A group lodge's invoice for a company seminar: a roof mark and "Le Relais du Val" large in a serif with its
    tagline at the top left, the address and the director at the right; the customer with its VAT number in a box at
    the right, a label–value list at the left; the stay (dates, group, room); a table with a VAT rate per line; a VAT
    summary by rate (6, 12, 21 %), "Total HTVA", "Total TVA", "Total TVAC"; the payment to the association's account
    with the structured communication; the association, its enterprise number, register and bank in the foot."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['brand']} – centre d'hébergement géré par : {s['name']} – {' – '.join(s['address'])}",
        f"N° d'entreprise / TVA {s['vat_printed']} – RPM Liège, division Dinant – Belfius Banque {spaced(f['iban'])} "
        "(BIC GKCCBEBB)", 'Hébergement reconnu par le Commissariat général au Tourisme'], size='6.3pt', align='center')
    css = base_css('14mm 16mm 21mm 16mm', boxes, size='8.7pt') + f"""
.top td {{ vertical-align: top; }}
.brand {{ font-family: 'DejaVu Serif', serif; font-size: 23pt; color: {s['colour']}; vertical-align: middle; }}
.tag {{ font-size: 7.8pt; color: #666; letter-spacing: 0.6px; }}
.addr {{ text-align: right; font-size: 8pt; line-height: 1.5; color: #444; }}
.parties {{ width: 100%; margin-top: 9mm; }}
.parties td {{ vertical-align: top; line-height: 1.5; }}
.client {{ border: 1px solid #999; padding: 3mm 4mm; }}
.meta td {{ padding: 0.6mm 5mm 0.6mm 0; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
h1 {{ font-size: 15pt; margin: 0 0 2mm; color: {s['colour']}; letter-spacing: 1px; }}
.stay {{ margin-top: 6mm; background: #f5f3ee; padding: 2.5mm 4mm; line-height: 1.55; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ text-align: left; font-size: 7.6pt; padding: 1.4mm 2mm; border-bottom: 1.2px solid #333; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.4mm 2mm; border-bottom: 0.4px solid #ddd; vertical-align: top; }}
.bottom td {{ vertical-align: top; }}
.recap th {{ font-size: 7.4pt; color: #666; font-weight: normal; padding: 0.8mm 3mm; text-align: right;
  border-bottom: 0.6px solid #999; }}
.recap td {{ padding: 0.8mm 3mm; }}
.totals {{ margin-left: auto; }}
.totals td {{ padding: 1mm 2mm 1mm 12mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.2px solid #333; }}
.pay {{ margin-top: 6mm; border: 1.2px solid {s['colour']}; padding: 3mm 4mm; line-height: 1.6; }}
.comm {{ font-weight: bold; font-size: 11.5pt; letter-spacing: 0.5px; }}
"""
    meta = [('Facture n°', e(f['number'])), ('Date', f['date']), ('Échéance', f['due']),
            ('Votre bon de commande', e(f['order'])), ('Réservation', f['booking'])]
    rows = lines_rows(f['lines'], [('', lambda x: e(x['text'])), ('num', lambda x: qty(x['qty'])),
                                   ('num', lambda x: money(x['price'])), ('num', lambda x: f"{rate_text(x['rate'])} %"),
                                   ('num', lambda x: money(x['amount']))])
    recap = ''.join(f"<tr><td class=num>{rate_text(rate)} %</td><td class=num>{money(base)}</td>"
                    f"<td class=num>{money(vat)}</td></tr>" for rate, (base, vat) in f['per_rate'].items())
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{logo(s['colour'], 'roof')} <span class="brand">{e(s['brand'])}</span><br><span class="tag">{e(s['tagline'])}</span>
</td><td class="addr">{address(s['address'])}<br>Tél. {s['phone']}<br>{s['mail']}<br>Direction : {e(s['director'])}</td>
</tr></table>
<table class="parties"><tr>
<td><h1>FACTURE</h1>{pairs(meta)}</td>
<td style="width:46%"><div class="client"><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>{address(c['address'])}<br>
TVA {c['vat_printed']}</div></td></tr></table>
<div class="stay">Séjour du {f['arrival']} au {f['departure']} · Groupe : {e(f['group'])} ({f['persons']} personnes)
<br>Salle : {e(f['room'])} · Votre contact au Relais : {e(s['contact'])}</div>
<table class="lines"><thead><tr><th>Description</th><th class=num>Qté</th><th class=num>PU HTVA</th>
<th class=num>TVA</th><th class=num>Total HTVA</th></tr></thead><tbody>{rows}</tbody></table>
<table class="bottom" style="width:100%;margin-top:4mm"><tr>
<td><table class="recap"><tr><th>Taux</th><th>Base HTVA</th><th>TVA</th></tr>{recap}</table></td>
<td><table class="totals"><tr><td>Total HTVA</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Total TVA</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Total TVAC</td><td class=num>{money(f['gross'])}</td></tr></table></td></tr></table>
<div class="pay">Merci de verser {money(f['gross'])} pour le {f['due']} au compte {spaced(f['iban'])}
(titulaire : {e(s['name'])})<br>en mentionnant la communication structurée
<span class="comm">{f['reference_printed']}</span></div>"""
    return document('fr', css, body)


def page_lu_sarls_bookkeeper(f):
    """A Luxembourg bookkeeper's quarterly invoice, as a letter: her own name in spaced capitals at the top right
    with her trades under it and a thin rule; the customer with its VAT number at the left; "Esch-sur-Alzette, le …";
    "Objet" and a label column beside the text ("Client", "Période", "Détail"); a table, "Total hors TVA", "TVA 17 %",
    "Total TTC"; the payment by a date; signed by the manager; the company, its RCS number, business permit, capital,
    VAT number and bank in the foot."""
    s, c, money = f['seller'], f['customer'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · Société à responsabilité limitée simplifiée au capital de {s['capital']} · "
        f"{', '.join(s['address'])}",
        f"RCS Luxembourg {s['rcs']} · Autorisation d'établissement n° {s['permit']} · TVA {s['vat_printed']} · "
        f"Spuerkeess IBAN {spaced(f['iban'])} · BIC BCEELULL"], size='6.3pt', align='center')
    css = base_css('16mm 18mm 21mm 18mm', boxes, size='8.9pt') + f"""
.head {{ text-align: right; border-bottom: 0.6px solid {s['colour']}; padding-bottom: 2mm; }}
.head .person {{ font-size: 17pt; letter-spacing: 5px; color: {s['colour']}; }}
.head .trades {{ font-size: 7.8pt; color: #666; letter-spacing: 0.5px; }}
.contact {{ text-align: right; font-size: 7.6pt; color: #666; margin-top: 1.5mm; }}
.window {{ margin-top: 12mm; line-height: 1.5; font-size: 9.4pt; }}
.place {{ text-align: right; margin-top: 6mm; }}
.grid {{ width: 100%; margin-top: 8mm; }}
.grid > tbody > tr > td {{ vertical-align: top; padding-bottom: 3mm; }}
.grid > tbody > tr > td:first-child {{ width: 26mm; color: {s['colour']}; font-size: 7.8pt; text-transform: uppercase;
  letter-spacing: 1px; padding-top: 0.5mm; }}
.lines {{ width: 100%; }}
.lines th {{ text-align: left; font-size: 7.6pt; color: #666; font-weight: normal; padding: 1.2mm 2mm;
  border-bottom: 0.8px solid #333; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.4mm 2mm; border-bottom: 0.4px solid #ddd; vertical-align: top; }}
.totals {{ margin: 3mm 0 0 auto; }}
.totals td {{ padding: 1mm 2mm 1mm 14mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.3pt; border-top: 1.2px solid #333; }}
p {{ line-height: 1.55; margin: 0 0 2mm; }}
"""
    rows = lines_rows(f['lines'], [('', lambda x: e(x['text'])), ('num', lambda x: qty(x['qty'])),
                                   ('num', lambda x: money(x['price'])), ('num', lambda x: money(x['amount']))])
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<div class="head"><span class="person">{e(s['person'].upper())}</span><br>
<span class="trades">{e(s['tagline'])}</span></div>
<div class="contact">{e(' · '.join(s['address']))} · Tél. {s['phone']} · {s['mail']}</div>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>TVA {c['vat_printed']}</div>
<div class="place">{e(s['city'])}, le {f['date']}</div>
<table class="grid">
<tr><td>Objet</td><td><b>Facture n° {e(f['number'])}</b> – honoraires {e(f['period'])}</td></tr>
<tr><td>Client</td><td>Dossier n° {f['client_code']} · {e(c['name'])}</td></tr>
<tr><td>Détail</td><td><table class="lines"><thead><tr><th>Prestation</th><th class=num>Qté</th>
<th class=num>Prix unitaire</th><th class=num>Montant</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Total hors TVA</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>TVA {rate_text(rate)} %</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Total TTC</td><td class=num>{money(f['gross'])}</td></tr></table></td></tr>
<tr><td>Paiement</td><td><p>Payable au plus tard le {f['due']} par virement sur le compte
{spaced(f['iban'])} de {e(s['name'])}, avec la mention « {e(f['number'])} ».</p></td></tr></table>
<p style="margin-top:6mm">Je vous prie d'agréer, {e(c['salutation'])}, l'expression de mes salutations
distinguées.</p>
<p><br>{e(s['person_full'])}<br>Gérante</p>"""
    return document('fr', css, body)


Pages = {'nl_zzp_pipe': page_nl_zzp_pipe, 'nl_stichting_course': page_nl_stichting_course,
         'be_vof_garden': page_be_vof_garden, 'gb_ta_plumber': page_gb_ta_plumber,
         'ie_partnership': page_ie_partnership, 'gb_charity_word': page_gb_charity_word,
         'de_klein_studio': page_de_klein_studio, 'de_gbr_architects': page_de_gbr_architects,
         'at_og_fahrschule': page_at_og_fahrschule, 'fr_micro_ei': page_fr_micro_ei,
         'be_asbl_sejour': page_be_asbl_sejour, 'lu_sarls_bookkeeper': page_lu_sarls_bookkeeper}
Layouts = {
    'nl_zzp_pipe': 'freelance illustrator\'s invoice (ZZP, with VAT): her name, a pipe and the tagline "Sanne de Wit '
                   '| illustratie & ontwerp" as the letterhead, contacts on one line; "Factuur aan" and a label–value '
                   'list with "Uw ordernummer"; unruled table with a VAT column, "Subtotaal", "Btw 21%", "Totaal"; '
                   'payment "t.n.v. S. de Wit"; "Hartelijke groet, Sanne"; the registered trade name, KvK, btw-id '
                   'and Knab IBAN in the foot. RelationName: the trade name registered with the KvK as the foot '
                   'prints it beside the KvK number, not the person of the letterhead nor the account holder',
    'nl_stichting_course': 'first-aid foundation\'s course invoice, VAT-exempt (art. 11 Wet OB, CRKBO): a cross mark '
                           'and the brand "EHBO Academie Eemland" top left; customer "Hoveniersbedrijf Van Dijk & Zn." '
                           'in the window, label–value list in a grey box; course, dates, building, instructor and '
                           'eight participants by name; "Btw (vrijgesteld) € 0,00"; framed payment block with the '
                           'betalingskenmerk and the bank\'s shortened account holder; "… is een initiatief van '
                           'Stichting …", KvK and the board ("mr. A.J.M. van den Berg") in the foot. RelationName: '
                           'the foundation as registered with the KvK, not its brand',
    'be_vof_garden': 'Flemish gardeners\' partnership (VOF) of two brothers, quarterly maintenance invoice: leaf mark '
                     'and "CLAES tuinen" with "Tuinontwerp en -onderhoud" as the logo, "Bart & Koen Claes" top '
                     'right; customer (a VME in care of its managing agent) in the right-hand window; ruled block '
                     'of labels over values; one group of lines per visit; "Btw 21 %"; payment to the VOF with the '
                     'structured communication; "Gebroeders Claes VOF", BTW, RPR and KBC in the foot; page "blad 1/2" '
                     'top right. RelationName: the partnership as the foot and the payment block print it',
    'gb_ta_plumber': 'sole trader plumber\'s invoice: the trade name "PATEL PLUMBING & HEATING" in capitals as the '
                     'letterhead, "J. Patel t/a Patel Plumbing & Heating" and the Gas Safe number under it; "BILL TO" '
                     'the letting agent, "INVOICE" over a boxed label–value list with "Your works order no."; job '
                     'address with tenant and landlord; "VAT @ 20%", "TOTAL DUE"; BACS to "J Patel" at Lloyds Bank '
                     '(sort code, account, no IBAN); proprietor and VAT Reg. No. in the foot. RelationName: the '
                     'proprietor trading as the business, as the VAT registration and the foot have it (a UK trade '
                     'name is not registered)',
    'ie_partnership': 'Irish stonemasons\' family partnership, set in a serif: "M. DOYLE & SONS" centred in '
                      'capitals, trades and "Partners: Michael Doyle, Cian Doyle, Eoin Doyle" under it; the '
                      'heritage trust customer at the left, "INVOICE" with "Your P.O." and "Terms" at the right; '
                      'project (the Old Market House), the conservation architect, a grant reference; lines in '
                      'sections with subtotals; "VAT @ 13.5%", "Total due"; payment within 30 days (no date '
                      'printed), AIB IBAN; registered business name with the CRO number and VAT No. in the foot. '
                      'RelationName: the registered business name',
    'gb_charity_word': 'village hall charity\'s invoice typed in a word processor by its treasurer: "ASHCOMBE '
                       'VILLAGE HALL" bold capitals centred with "Registered Charity No.", "INVOICE" underlined, '
                       '"To:" a pre-school that is a charity too, typed "Invoice No.:" and "Date:" lines, a table '
                       'ruled all round with one "TOTAL DUE" (no VAT: VatAmount 0, net = gross), "not registered '
                       'for VAT", cheques to the hall or BACS to the management committee\'s account at CAF Bank '
                       'Ltd; signed by the Hon. Treasurer. RelationName: the charity\'s registered name as the '
                       'sentences print it, not its committee',
    'de_klein_studio': 'photographer\'s DIN 5008 letter under the small-business rule: "Studio Lotte" in a large '
                       'italic serif with "Fotografie & Film" as the logo, her name in the sender\'s line, a '
                       'bookshop "e.K." and its owner in the window, information block, "Berlin, …" date, '
                       '"Rechnung Nr. …", table with "Pos.", one "Gesamtbetrag", "Gemäß § 19 UStG wird keine '
                       'Umsatzsteuer berechnet" (VatAmount 0, net = gross), payment "innerhalb von 14 Tagen" (due '
                       'date not printed), her name and Steuernummer and GLS Bank in the foot. RelationName: her '
                       'own name (no register entry; "Studio Lotte" is only a designation)',
    'de_gbr_architects': 'two architects\' GbR, HOAI fee invoice: "hahn + krüger" in lower case over "architekten" '
                         'top left, "Dipl.-Ing. Judith Hahn, Architektin" and "Dipl.-Ing. Felix Krüger, Architekt" '
                         'top right; a winery GbR and "Herrn Dr. Tobias Lang" in the window; "Honorarrechnung Nr. '
                         '…"; eligible costs and fee basis; work stages 1–4 with their shares and basic services, '
                         'refurbishment surcharge, special services by the hour, 5 % expenses; "Honorar netto", '
                         '"zzgl. 19 % USt.", "Rechnungsbetrag"; the GbR, its partners, USt-IdNr., Steuernummer and '
                         'Sparkasse in the foot. RelationName: the GbR as the foot prints it, not the brand nor a '
                         'partner',
    'at_og_fahrschule': 'Austrian driving school (OG) invoicing driver training (Code 95) to a haulier: a coloured '
                        'column at the left with a learner-plate mark, "FAHRSCHULE LEITNER", contacts and the '
                        'partners; customer with its UID, "Rechnung" and a label–value list with "Jänner"-style '
                        'date and "Fällig am"; course, training centre and six drivers by name; one line per '
                        'module; "zzgl. 20 % USt.", "Gesamtbetrag"; "Leitner Fahrausbildung OG", FN, Landesgericht '
                        'Wels, UID and Raiffeisen in the foot. RelationName: the firm registered in the Firmenbuch, '
                        'not the school\'s sign',
    'fr_micro_ei': 'micro-entrepreneur translator\'s invoice from an app: coloured strip, the brand "Mots Passants" '
                   'top left, "Facture N° …" top right; "De" with "Marie Lefèvre EI" and SIRET, "Pour" the customer '
                   'with its VAT number; four labelled boxes (dates, "Bon de commande"); word counts; "Total HT", '
                   '"TVA non applicable, art. 293 B du CGI" (VatAmount 0, net = gross), "Net à payer"; La Banque '
                   'Postale IBAN; penalties and 40 € fee; "Facture générée avec Freebe". RelationName: her legal '
                   'name with "EI", not the brand',
    'be_asbl_sejour': 'Walloon non-profit (ASBL) group lodge invoicing a company seminar: roof mark and "Le Relais du '
                      'Val" large in a serif top left, "Direction : Sophie Lambert" top right; "FACTURE" over a '
                      'label–value list at the left, the customer with its VAT number boxed at the right; the stay '
                      'and the room "La Grange"; a VAT rate per line, a summary at 21, 12 and 6 %, "Total HTVA", '
                      '"Total TVA", "Total TVAC"; payment to the association with the structured communication; '
                      'the association, its enterprise number, RPM and Belfius in the foot. RelationName: the ASBL, '
                      'not the lodge it runs',
    'lu_sarls_bookkeeper': 'Luxembourg bookkeeper\'s quarterly invoice as a letter: "NADINE HOFFMANN" in spaced '
                           'capitals top right with her trades, the customer with its VAT number at the left, '
                           '"Esch-sur-Alzette, le …", a label column ("Objet", "Client", "Détail", "Paiement") '
                           'beside the text, "Total hors TVA", "TVA 17 %", "Total TTC", signed by the manager; the '
                           'S.à r.l.-S, RCS, business permit, capital, VAT number and Spuerkeess IBAN in the foot. '
                           'RelationName: the company registered at the RCS, not its manager',
}


# --- The firms and what they sell ------------------------------------------------------------------------------------

# Each invoice: language, country, layout, the number's pattern, date style, money style, due days and whether the
# due date is printed, the order's pattern, the payment reference, the pages, the seller, the customer, the lines (a
# catalogue and a count, or a builder) and the names around them. A catalogue's item: code, text, unit, lowest and
# highest price in cents, VAT rate and the quantities to choose from.
Plan = [
    dict(language='nl', country='NL', layout='nl_zzp_pipe', number='{y}-{n:03d}', dates='nl', money='eur_before',
         due=14, order='UV-{y}-{d4}', pages=1, bank='KNAB', vat='sole_trader',
         seller=dict(name='Sanne de Wit Illustratie & Ontwerp', person='Sanne de Wit', first_name='Sanne',
                     holder='S. de Wit', tagline='illustratie & ontwerp', address=['Zijlweg 84', '2013 DK Haarlem'],
                     phone='06 41 55 28 19', mail='studio@sannedewit.nl', web='www.sannedewit.nl', colour='#b45309'),
         customer=dict(name='Uitgeverij De Vuurtoren B.V.', attention='t.a.v. Floor Mulder, bureauredactie',
                       address=['Nieuwe Gracht 41', '2011 NE Haarlem']),
         project="Prentenboek 'Het geheim van de zoutkeet'",
         items=[('', "Omslagillustratie 'Het geheim van de zoutkeet', incl. schetsfase en twee correctierondes",
                 'stuk', 85000, 110000, 21, [1]),
                ('', 'Binnenillustraties in kleur, paginagroot', 'stuk', 16500, 19500, 21, [12, 14, 16]),
                ('', 'Spotillustraties, zwart-wit', 'stuk', 4500, 6000, 21, [8, 10, 12]),
                ('', 'Kaart voor het schutblad (dubbele pagina)', 'stuk', 38000, 46000, 21, [1]),
                ('', 'Extra correctieronde op verzoek van de auteur (uur)', 'uur', 6500, 7500, 21, [2, 3, 4]),
                ('', 'Aanleveren drukklare bestanden en lettering titel', 'stuk', 12000, 16000, 21, [1])],
         count=5, always=2),
    dict(language='nl', country='NL', layout='nl_stichting_course', number='EA{yy}-{n:04d}', dates='dash',
         money='eur_before', due=30, order=None, pages=1, bank='TRIO', vat=None, reference='kenmerk',
         builder='course',
         seller=dict(name='Stichting Eerste Hulp Opleidingen Eemland', brand='EHBO Academie Eemland',
                     holder='ST EERSTE HULP OPL EEMLAND', tagline='BHV · EHBO · reanimatie & AED',
                     address=['Kamp 61', '3811 AP Amersfoort'], phone='033 555 81 40',
                     mail='cursussen@ehbo-academie-eemland.nl', web='www.ehbo-academie-eemland.nl',
                     board='mr. A.J.M. van den Berg (voorzitter), drs. H.C. Bos-Kuipers (penningmeester)',
                     colour='#15803d'),
         customer=dict(name='Hoveniersbedrijf Van Dijk & Zn.', attention='t.a.v. mevrouw Ilse van Dijk',
                       address=['Industrieweg 12', '3762 EK Soest']),
         site='Dorpshuis De Schakel, Kerkstraat 4, 3764 CB Soest', instructor='Marco Visser, NIBHV-instructeur',
         participants=['Joris van Dijk', 'Ilse van Dijk', 'Mehmet Yıldız', 'Bas de Graaf', 'Kevin Hoekstra',
                       'Lotte Brouwer', 'Sem Verhoef', 'Anouk Smit']),
    dict(language='nl', country='BE', layout='be_vof_garden', number='F{y}-{n:03d}', dates='slash',
         money='eur_after', due=30, order=None, pages=2, bank='734', reference='structured', builder='garden',
         seller=dict(name='Gebroeders Claes VOF', logo='CLAES', logo_small='tuinen',
                     tagline='Tuinontwerp en -onderhoud', partners='Bart & Koen Claes',
                     first_names='Bart en Koen', address=['Brugsesteenweg 212', '8500 Kortrijk'],
                     phone='056 55 37 14', mobile='0475 55 81 26', mail='info@claestuinen.be',
                     web='www.claestuinen.be', colour='#3f6212'),
         customer=dict(name='VME Residentie Ter Linde', attention='p/a Syndicus Immo Vanhecke BV, t.a.v. mevrouw '
                       'Els Vanhecke', address=['Doorniksesteenweg 145', '8500 Kortrijk']),
         project='Onderhoud gemeenschappelijke tuin en groenzones volgens contract O-2023-07',
         site='Residentie Ter Linde, Lindenlaan 20-24, 8510 Marke'),
    dict(language='en', country='GB', layout='gb_ta_plumber', number='{n:04d}', dates='slash', money='gbp', due=14,
         order='WO-{d5}', pages=1, bank=('LOYD', '30'),
         seller=dict(name='J. Patel t/a Patel Plumbing & Heating', trade='Patel Plumbing & Heating',
                     holder='J Patel', tagline='BOILERS · BATHROOMS · CENTRAL HEATING · LANDLORD GAS SAFETY',
                     address=['27 Belgrave Road', 'Leicester LE4 6AR'], phone='07700 900 318',
                     mail='jay@patelplumbing.co.uk', colour='#1d4ed8'),
         customer=dict(name='Charnwood Lettings Ltd', attention='Maintenance Team',
                       address=['14 Granby Street', 'Leicester LE1 6EJ']),
         site='Flat 4, Marlowe House, 61 London Road, Leicester LE2 0PE', tenant='Mr Daniel Okonkwo',
         landlord='Mr & Mrs R. Singh',
         job='No hot water; combi boiler diverter valve found seized. Annual landlord gas safety check carried out '
             'at the same visit.',
         items=[('', 'Call-out and diagnosis, combi boiler (no hot water)', 'ea', 6500, 7500, 20, [1]),
                ('', 'Diverter valve cartridge, supplied and fitted', 'ea', 6800, 8900, 20, [1]),
                ('', 'Labour, plumber (hours)', 'h', 4500, 5200, 20, [1.5, 2, 2.5]),
                ('', 'Landlord gas safety check and CP12 certificate (3 appliances)', 'ea', 6000, 7500, 20, [1]),
                ('', 'Carbon monoxide alarm, 10-year sealed battery, supplied and fitted', 'ea', 2800, 3600, 20,
                 [1, 2]),
                ('', 'Inhibitor dose and system flush valve service', 'ea', 2200, 2900, 20, [1])],
         count=5, always=3),
    dict(language='en', country='IE', layout='ie_partnership', number='D-{n4}', dates='en', money='eur_en', due=30,
         due_printed=False, order='CHT-PO-{d4}', pages=2, bank=('AIBK', '93'), builder='stone',
         seller=dict(name='M. Doyle & Sons', tagline='Stonemasons · Conservation & Restoration · Est. 1978',
                     partners='Michael Doyle, Cian Doyle, Eoin Doyle', signed='Cian Doyle',
                     address=['Ballyragget Road', 'Castlecomer, Co. Kilkenny R95 K2X4'], phone='056 555 1823',
                     mobile='087 555 2291', mail='info@doylestonework.ie', colour='#374151'),
         customer=dict(name='Castlecomer Heritage Trust CLG', attention='Attn: Ms Gráinne Brennan, Secretary',
                       address=['The Estate Yard', 'Castlecomer, Co. Kilkenny R95 F6D2']),
         project='Conservation repairs to the Old Market House, Market Square, Castlecomer (protected structure)',
         architect='Aoife Kinsella MRIAI'),
    dict(language='en', country='GB', layout='gb_charity_word', number='AVH/{yy}/{n:03d}', dates='en_th',
         money='gbp', due=30, order=None, pages=1, vat=None, builder='hall',
         seller=dict(name='Ashcombe Village Hall', holder='Ashcombe Village Hall Management Cttee',
                     address=['The Street', 'Ashcombe St Mary', 'Somerset TA4 3QP'], treasurer='Mrs Margaret Ellis',
                     phone='01984 555 214', mail='treasurer.ashcombehall@gmail.com', bookings='David Hughes',
                     bookings_phone='01984 555 378'),
         customer=dict(name='Little Acorns Pre-School', attention='Mrs Joanne Pike, Manager',
                       address=['2 Orchard Close', 'Ashcombe St Mary', 'Somerset TA4 3QS'])),
    dict(language='de', country='DE', layout='de_klein_studio', number='SL{yy}-{n:03d}', dates='de',
         money='eur_after', due=14, due_printed=False, order=None, pages=1, vat=None, blz='43060967',
         seller=dict(name='Charlotte Berger', person='Charlotte Berger', logo='Studio Lotte',
                     tagline='Fotografie & Film',
                     address=['Körtestraße 19', '10967 Berlin'], city='Berlin', phone='0176 555 48 213',
                     mail='hallo@studio-lotte.de', web='www.studio-lotte.de', colour='#9d174d'),
         customer=dict(name='Buchhandlung Seitenweise e.K.', attention='Inh. Jonas Krämer',
                       address=['Bergmannstraße 88', '10961 Berlin']),
         items=[('', 'Fotoshooting vor Ort: Ladenportraits und Teamfotos (Pauschale bis 4 Stunden)', 'Pausch.',
                 48000, 56000, 0, [1]),
                ('', 'Bildauswahl und Bildbearbeitung, Farb- und Lichtkorrektur', 'Motiv', 1200, 1600, 0,
                 [25, 30, 35]),
                ('', 'Nutzungsrecht einfach, Website und Social Media, zeitlich unbegrenzt', 'Pausch.', 18000,
                 24000, 0, [1]),
                ('', 'Kurzvideo 60 Sekunden für Instagram (Schnitt, lizenzfreie Musik)', 'Stück', 22000, 28000, 0,
                 [1]),
                ('', 'Anfahrt und Technik (Berlin)', 'Pausch.', 3500, 4500, 0, [1])],
         count=5, always=5),
    dict(language='de', country='DE', layout='de_gbr_architects', number='HK-{y}-{n:03d}', dates='dot',
         money='eur_after', due=30, order=None, pages=2, blz='67250020', builder='hoai',
         seller=dict(name='Hahn + Krüger Architekten GbR', brand='hahn + krüger', brand_small='architekten',
                     partners=['Dipl.-Ing. Judith Hahn, Architektin AKBW', 'Dipl.-Ing. Felix Krüger, Architekt AKBW'],
                     partners_short='Judith Hahn, Felix Krüger', signed='Judith Hahn · Felix Krüger',
                     address=['Plöck 44', '69117 Heidelberg'], city='Heidelberg', phone='06221 555 73 0',
                     mail='buero@hahn-krueger.de', web='www.hahn-krueger.de', colour='#b91c1c'),
         customer=dict(name='Weingut Lang GbR', attention='Herrn Dr. Tobias Lang',
                       address=['Am Gaisberg 7', '69117 Heidelberg']),
         project='Umbau des Kelterhauses zur Vinothek mit Verkostungsraum, Weingut Lang, Am Gaisberg 7, Heidelberg'),
    dict(language='de', country='AT', layout='at_og_fahrschule', number='FS-{n5}', dates='at', money='EUR', due=14,
         order='B-{yy}-{d3}', pages=1, month=1, blz='34000', builder='c95',
         seller=dict(name='Leitner Fahrausbildung OG', sign='FAHRSCHULE LEITNER',
                     tagline='Führerschein · Berufskraftfahrer-Weiterbildung · Perfektionsfahrten',
                     partners=['Markus Leitner', 'Sabine Leitner-Huber'], address=['Linzer Straße 42', '4600 Wels'],
                     phone='+43 7242 555 210', mail='office@fahrschule-leitner.at', web='www.fahrschule-leitner.at',
                     colour='#1e40af'),
         customer=dict(name='Transporte Hofbauer GmbH', attention='z. H. Herrn Stefan Hofbauer, Fuhrparkleitung',
                       address=['Gewerbepark 7', '4614 Marchtrenk']),
         site='Schulungszentrum Wels-Nord, Halle 3, Gewerbestraße 18, 4600 Wels', signed='Markus und Sabine Leitner',
         participants=['Josef Pichler', 'Thomas Gruber', 'Dragan Petrović', 'Andreas Wimmer', 'Martin Eder',
                       'Ewa Nowak']),
    dict(language='fr', country='FR', layout='fr_micro_ei', number='MP-{y}-{n:03d}', dates='slash',
         money='eur_fr', due=30, order='EDL-{y}-{d3}', pages=1, vat=None, bank='20041', builder='translation',
         seller=dict(name='Marie Lefèvre EI', brand='Mots Passants', holder='Mme Marie Lefèvre',
                     tagline='traduction & relecture · anglais, allemand > français',
                     address=['27 rue Solférino', '59000 Lille'], phone='06 55 12 48 73',
                     mail='marie@motspassants.fr', colour='#6d28d9'),
         customer=dict(name='Éditions du Lierre SARL', attention="À l'attention de M. Paul Girard",
                       address=['12 rue des Arts', '59800 Lille'])),
    dict(language='fr', country='BE', layout='be_asbl_sejour', number='RV{yy}-{n:04d}', dates='slash',
         money='eur_after', due=15, order='PO-{d6}', pages=1, bank='068', reference='structured', builder='seminar',
         seller=dict(name='Accueil et Nature en Famenne ASBL', brand='Le Relais du Val',
                     tagline='GÎTE DE GROUPE · SALLES DE SÉMINAIRE · FAMENNE-ARDENNE',
                     address=['Rue du Hableau 14', '5580 Rochefort'], phone='084 55 21 90',
                     mail='reservations@relaisduval.be', director='Sophie Lambert', contact='Amélie Collard',
                     colour='#065f46'),
         customer=dict(name='Dumont Logistics SRL', attention="À l'attention de Mme Laura Dumont, RH",
                       address=['Zoning des Hauts-Sarts, 2e Avenue 31', '4040 Herstal']),
         group='Dumont Logistics – séminaire commercial', room='La Grange (salle plénière, 60 m²)'),
    dict(language='fr', country='LU', layout='lu_sarls_bookkeeper', number='HC/{y}/{n:03d}', dates='fr',
         money='eur_after', due=30, order=None, pages=1, bank='001', builder='bookkeeping',
         seller=dict(name='Hoffmann Conseil S.à r.l.-S', person='Nadine Hoffmann',
                     person_full='Nadine Hoffmann-Weber', tagline='COMPTABILITÉ · FISCALITÉ · SALAIRES',
                     address=["12, rue de l'Alzette", 'L-4011 Esch-sur-Alzette'], city='Esch-sur-Alzette',
                     phone='+352 26 55 48 10', mail='nadine@hoffmann-conseil.lu', capital='1.500,00 €',
                     colour='#0f4c81'),
         customer=dict(name='Boulangerie-Pâtisserie Kremer S.à r.l.', attention='Monsieur Jeff Kremer',
                       address=['45, Grand-Rue', 'L-3313 Bergem'], salutation='Monsieur'),
         items=[('', 'Tenue de la comptabilité (forfait mensuel)', 'mois', 36000, 42000, 17, [3]),
                ('', 'Déclaration de TVA trimestrielle', 'décl.', 14000, 18000, 17, [1]),
                ('', 'Établissement des fiches de salaire', 'fiche', 1900, 2400, 17, [18, 21, 24]),
                ('', 'Déclarations mensuelles au CCSS (entrées, sorties, heures)', 'mois', 3500, 4500, 17, [3]),
                ('', "Conseil : plan d'investissement four à sole, entretien avec la banque (heures)", 'h', 8500,
                 9500, 17, [1.5, 2, 2.5]),
                ('', 'Frais de dossier et envois recommandés', 'forfait', 1500, 2500, 17, [1])],
         count=6, always=6),
]

GardenWork = [('ONH', 'Tuinonderhoud: maaien gazon, kantenknippen, onkruidbeheer borders (2 personen)', 'uur',
               4200, 4600, [8, 9, 10]),
              ('MAC', 'Inzet zitmaaier en bladblazer', 'beurt', 3500, 4200, [1]),
              ('AFV', 'Afvoer groenafval naar containerpark', 'm³', 2400, 2900, [1, 1.5, 2])]
GardenExtras = [('SNO', 'Snoeien haag Carpinus betulus, voor- en achterzijde, incl. opruimen', 'm', 380, 460,
                 [60, 75]),
                ('BEM', 'Organische gazonmeststof, gestrooid', 'kg', 340, 420, [40, 50]),
                ('VAP', 'Aanplant vaste planten P9 (Geranium, Nepeta, Salvia), incl. plantgoed', 'st', 420, 520,
                 [40, 60]),
                ('MUL', 'Schorsmulch 10-40 mm, aangevoerd en verdeeld', 'm³', 5200, 6100, [3, 4]),
                ('BEV', 'Herstel beregeningsleiding bij ingang, incl. koppelingen', 'forfait', 9500, 12500, [1])]
StoneSections = [
    ('Preliminaries', [
        ('Scaffolding to front and gable elevations, erected by a licensed contractor, hire and dismantle', 'wk',
         28000, 34000, [4, 5]),
        ('Protection of existing windows, doors and cast-iron rainwater goods for the duration of the works', 'item',
         35000, 45000, [1])]),
    ('Stonework', [
        ('Rake out defective cement pointing by hand tools only, front elevation', 'm²', 1800, 2400, [38, 46]),
        ('Repoint in NHL 3.5 hydraulic lime mortar to match the original, brushed and tamped finish', 'm²', 4200,
         5200, [38, 46]),
        ('Cut out spalled limestone blocks and replace in Kilkenny blue limestone, dressed to match', 'no.', 18500,
         23500, [3, 4, 5]),
        ('Indent new stone to window sills, tooled finish, lime-bedded', 'no.', 26000, 32000, [2, 3]),
        ('Take down and rebuild the coping to the rear gable in lime mortar, reusing sound stones', 'm',
         14500, 17500, [4, 6]),
        ('Stitch the crack at the north-east corner with stainless steel helical bars, grouted', 'item', 42000,
         52000, [1]),
        ('Clean the elevations with low-pressure superheated steam, no chemicals', 'm²', 1200, 1600, [60, 80])]),
    ('Lime render and limewash', [
        ('Hack off cement render to the rear wall and dispose', 'm²', 1600, 2100, [22, 26]),
        ('Three-coat haired lime render to the rear wall, wood-float finish', 'm²', 6800, 7800, [22, 26]),
        ('Limewash, three coats, natural earth pigment', 'm²', 900, 1200, [22, 26])]),
    ('Day works', [
        ('Stonemason, additional repairs to the arcade piers as instructed (days)', 'day', 32000, 36000, [3, 4]),
        ('General operative (days)', 'day', 19000, 22000, [3, 4]),
        ('Skip hire and licensed disposal of spoil', 'no.', 32000, 38000, [1, 2])]),
]
HallLines = [('Main Hall hire, Monday to Friday, 8.30 am to 3.00 pm (sessions)', 3850, 4400),
             ('Use of kitchen, per session', 500, 650),
             ('Storage cupboard rent for the period', 4500, 5500),
             ('The Jubilee Room, parents\' evening (hours)', 1200, 1500),
             ('Additional cleaning after the children\'s summer party', 3500, 4500)]
Modules = [('Modul 1: Sparsames und sicheres Fahren (Eco-Training), 7 Unterrichtseinheiten', 12500, 14500),
           ('Modul 3: Ladungssicherung und Fahrzeugtechnik, 7 Unterrichtseinheiten', 12500, 14500),
           ('Modul 5: Gesundheit, Ergonomie und Erste Hilfe, 7 Unterrichtseinheiten', 11500, 13500),
           ('Schulungsunterlagen und Teilnahmebestätigung', 1800, 2500)]
Hoai = [('Leistungsphase 1 – Grundlagenermittlung', 2, 'a) Klären der Aufgabenstellung auf Grundlage der Vorgaben '
         'oder der Bedarfsplanung des Auftraggebers; b) Ortsbesichtigung; c) Beraten zum gesamten Leistungs- und '
         'Untersuchungsbedarf; d) Formulieren der Entscheidungshilfen für die Auswahl anderer an der Planung fachlich '
         'Beteiligter; e) Zusammenfassen, Erläutern und Dokumentieren der Ergebnisse'),
        ('Leistungsphase 2 – Vorplanung', 7, 'a) Analysieren der Grundlagen, Abstimmen der Leistungen mit den '
         'fachlich an der Planung Beteiligten; b) Abstimmen der Zielvorstellungen, Hinweisen auf Zielkonflikte; '
         'c) Erarbeiten der Vorplanung, Untersuchen, Darstellen und Bewerten von Varianten nach gleichen '
         'Anforderungen, Zeichnungen im Maßstab nach Art und Größe des Objekts; d) Klären und Erläutern der '
         'wesentlichen Zusammenhänge, Vorgaben und Bedingungen; e) Bereitstellen der Arbeitsergebnisse als '
         'Grundlage für die anderen an der Planung fachlich Beteiligten; f) Vorverhandlungen über die '
         'Genehmigungsfähigkeit; g) Kostenschätzung nach DIN 276, Vergleich mit den finanziellen '
         'Rahmenbedingungen; h) Erstellen eines Terminplans mit den wesentlichen Vorgängen des Planungs- und '
         'Bauablaufs; i) Zusammenfassen, Erläutern und Dokumentieren der Ergebnisse'),
        ('Leistungsphase 3 – Entwurfsplanung (System- und Integrationsplanung)', 15, 'a) Erarbeiten der '
         'Entwurfsplanung auf der Grundlage der Vorplanung unter weiterer Berücksichtigung der wesentlichen '
         'Zusammenhänge, Vorgaben und Bedingungen, Zeichnungen im Maßstab 1:100, beim Bauen im Bestand 1:50; '
         'b) Bereitstellen der Arbeitsergebnisse als Grundlage für die anderen an der Planung fachlich Beteiligten '
         'sowie Koordination und Integration von deren Leistungen; c) Objektbeschreibung; d) Verhandlungen über die '
         'Genehmigungsfähigkeit; e) Kostenberechnung nach DIN 276 und Vergleich mit der Kostenschätzung; '
         'f) Fortschreiben des Terminplans; g) Zusammenfassen, Erläutern und Dokumentieren der Ergebnisse'),
        ('Leistungsphase 4 – Genehmigungsplanung', 3, 'a) Erarbeiten und Zusammenstellen der Vorlagen und Nachweise '
         'für öffentlich-rechtliche Genehmigungen oder Zustimmungen einschließlich der Anträge auf Ausnahmen und '
         'Befreiungen; b) Einreichen der Vorlagen beim Baurechtsamt der Stadt Heidelberg; c) Ergänzen und Anpassen '
         'der Planungsunterlagen, Beschreibungen und Berechnungen')]
Seminar = [('Hébergement en chambre de 2, nuitée avec petit-déjeuner', 'nights', 4400, 5200, 6),
           ('Repas du soir, menu trois services (hors boissons)', 'nights', 2300, 2800, 12),
           ('Lunch buffet (potage, plats froids, dessert)', 'days', 1600, 2000, 12),
           ('Pauses-café matin et après-midi (boissons chaudes, jus, eaux, biscuits)', 'days', 650, 850, 21),
           ('Location de la salle La Grange, équipement audiovisuel et Wi-Fi inclus (par jour)', 'room', 32000,
            38000, 21),
           ('Boissons au bar selon relevé signé', 'bar', 28000, 46000, 21),
           ('Balade guidée « Famenne et Lesse » avec un guide nature, 3 heures', 'walk', 16000, 19000, 21)]


def make_line(code, text, unit, quantity, price, rate, **more):
    amount = (quantity * price).quantize(CENT, ROUND_HALF_UP)
    return dict(code=code, text=text, unit=unit, qty=quantity, price=price, rate=Decimal(rate), amount=amount, **more)


def lines_for(plan, issued, ctx):
    """The invoice's lines, from its catalogue (in the catalogue's order) or its builder; a builder may leave facts
    for the page in `ctx` (groups of lines, dates, counts)."""
    builder = plan.get('builder')
    lines = []
    if builder == 'course':  # a course fee per participant, the material, the room
        count = Decimal(len(plan['participants']))
        lines = [make_line('', 'Cursus BHV Basis + EHBO, 2 dagen incl. examen, per deelnemer', 'pp', count,
                           price_in(23500, 26500), 0),
                 make_line('', 'Lesmateriaal, certificaat NIBHV en diplomaregistratie Het Oranje Kruis, per '
                           'deelnemer', 'pp', count, price_in(1750, 2250), 0),
                 make_line('', 'Incompany op locatie: zaalhuur Dorpshuis De Schakel en lunch, 2 dagen', 'forfait',
                           Decimal(1), price_in(26000, 32000), 0)]
    elif builder == 'garden':  # a quarter's visits every two weeks, then the season's extras
        quarter_end = issued.replace(day=1) - datetime.timedelta(days=1)
        quarter_start = (quarter_end - datetime.timedelta(days=80)).replace(day=1)
        ctx['period'] = f"{date_text(quarter_start, 'slash')} – {date_text(quarter_end, 'slash')}"
        day = quarter_start + datetime.timedelta(days=rng.randint(1, 5))
        while day.weekday() > 4:  # a working day, then every other week on the same day
            day += datetime.timedelta(days=1)
        groups = []
        while day <= quarter_end:
            visit = []
            for code, text, unit, lo, hi, quantities in GardenWork:
                if code == 'AFV' and rng.random() < 0.3:
                    continue
                visit.append(make_line(code, text, unit, Decimal(str(rng.choice(quantities))), price_in(lo, hi), 21))
            groups.append((f"Onderhoudsbeurt {FLEMISH_DAYS[day.weekday()]} {date_text(day, 'slash')}", visit))
            day += datetime.timedelta(days=14)
        extras = [make_line(code, text, unit, Decimal(str(rng.choice(quantities))), price_in(lo, hi), 21)
                  for code, text, unit, lo, hi, quantities in GardenExtras]
        groups.append(('Bijkomende werken en leveringen', extras))
        ctx['groups'] = groups
        lines = [line for _, group in groups for line in group]
    elif builder == 'stone':  # a conservation job in sections
        groups = []
        for section, items in StoneSections:
            group = [make_line('', text, unit, Decimal(rng.choice(quantities)), price_in(lo, hi), Decimal('13.5'))
                     for text, unit, lo, hi, quantities in items]
            groups.append((section, group))
        ctx['groups'] = groups
        lines = [line for _, group in groups for line in group]
    elif builder == 'hall':  # a half-term's sessions
        sessions = Decimal(rng.choice([30, 33, 35]))
        for (text, lo, hi), quantity in zip(HallLines, [sessions, sessions, 1, 3, 1]):
            lines.append(make_line('', text, '', Decimal(quantity), price_in(lo, hi), 0))
    elif builder == 'hoai':  # the work stages' shares of the fee, the surcharge, special services, expenses
        eligible = price_in(28000000, 46000000)
        fee_base = (eligible * Decimal('0.1285')).quantize(CENT)
        ctx.update(eligible=eligible, fee_base=fee_base)
        for text, share, detail in Hoai:
            lines.append(make_line('', text, '', Decimal(share), fee_base / 100, 19, kind='phase', detail=detail))
        stages = sum(line['amount'] for line in lines)
        lines.append(make_line('', 'Umbauzuschlag 20 % auf die Leistungsphasen 1 bis 4 (§ 6 Abs. 2 HOAI)', '',
                               Decimal(1), (stages * Decimal('0.2')).quantize(CENT), 19, kind='sum'))
        lines.append(make_line('', 'Besondere Leistung: Bestandsaufmaß des Kelterhauses und Bestandspläne M 1:50',
                               '', Decimal(rng.choice([18, 22, 26])), price_in(8500, 9500), 19, kind='hours',
                               detail='Aufmaß vor Ort mit Laserscanner, Auswertung, Grundrisse, zwei Schnitte, vier '
                                      'Ansichten; nach Aufwand, Stundensatz gemäß Vertrag'))
        subtotal = sum(line['amount'] for line in lines)
        lines.append(make_line('', 'Nebenkosten pauschal 5 % des Honorars (§ 14 HOAI)', '', Decimal(1),
                               (subtotal * Decimal('0.05')).quantize(CENT, ROUND_HALF_UP), 19, kind='sum',
                               detail='Fahrtkosten, Vervielfältigungen, Plots, Porto und Telekommunikation'))
    elif builder == 'c95':  # the modules per participant
        count = Decimal(len(plan['participants']))
        for text, lo, hi in Modules:
            lines.append(make_line('', text, '', count, price_in(lo, hi), 20))
    elif builder == 'translation':  # words translated and reviewed, and a flat fee
        translated, reviewed = rng.randint(9000, 14000), rng.randint(6000, 9000)
        rate, review = price_in(9, 12), price_in(4, 5)
        lines = [make_line('', 'Traduction anglais > français du catalogue « Jardins du Nord » (automne), mots '
                           'source', 'mots', Decimal(translated), rate, 0, shown_qty=words(translated)),
                 make_line('', "Relecture-révision de la traduction allemande des fiches auteurs, mots source",
                           'mots', Decimal(reviewed), review, 0, shown_qty=words(reviewed)),
                 make_line('', 'Adaptation des titres et accroches (forfait)', 'forfait', Decimal(1),
                           price_in(18000, 24000), 0, shown_qty='1')]
    elif builder == 'seminar':  # a group's two nights, meals, room and extras at three rates
        persons = rng.choice([18, 22, 24, 26])
        ctx['persons'] = persons
        counts = {'nights': persons * 2, 'days': persons * 2, 'room': 2, 'bar': 1, 'walk': 1}
        for text, kind, lo, hi, rate in Seminar:
            lines.append(make_line('', text, '', Decimal(counts[kind]), price_in(lo, hi), rate))
    else:
        always, items = plan.get('always', 0), plan['items']
        chosen = list(range(always)) + sorted(rng.sample(range(always, len(items)), plan['count'] - always))
        for index in chosen:
            code, text, unit, lo, hi, rate, quantities = items[index]
            lines.append(make_line(code, text, unit, Decimal(str(rng.choice(quantities))), price_in(lo, hi), rate))
    return lines


# --- The invoices ----------------------------------------------------------------------------------------------------

os.makedirs(out_dir, exist_ok=True)
for index, plan in enumerate(Plan):
    language, layout, country = plan['language'], plan['layout'], plan['country']
    issued = made.invoice_date()
    if plan.get('month'):  # a month's name to print, late in that month
        issued = issued.replace(month=plan['month'], day=max(18, min(issued.day, 28)))
    n = max(2, int(issued.timetuple().tm_yday * rng.uniform(0.1, 1.2)))
    number = plan['number'].format(y=issued.year, yy=f'{issued:%y}', n=n, n4=1000 + n * 3, n5=10000 + n * 37)

    def show(day):
        return date_text(day, plan['dates'])

    # The seller and the customer, with their valid numbers.
    s, c = dict(plan['seller']), dict(plan['customer'])
    seller_vat = kvk = buyer_vat = iban = None
    if country == 'NL':
        kvk = s['kvk'] = made.kvk_number()
        if plan['vat'] == 'sole_trader':
            seller_vat = s['vat_printed'] = made.sole_trader_btw()
        iban = made.iban('NL', plan['bank'])
    elif country == 'BE':
        seller_vat, iban = made.belgian_seller(s, plan['bank'])
        if language == 'fr':
            buyer_vat = made.belgian_vat()
            c['vat_printed'] = vat_printed(buyer_vat, 'be')
    elif country == 'GB':
        if plan.get('vat', 'gb'):
            seller_vat = made.vat_number('GB')
            s['vat_printed'] = vat_printed(seller_vat, 'gb')
            s['gas_safe'] = str(rng.randint(180000, 620000))
            _, s['sort_code'], s['account'] = made.gb_account(*plan['bank'])
        else:
            s['charity_no'] = str(rng.randint(300000, 306999))
            c['charity_no'] = str(rng.randint(1140000, 1199999))
            _, s['sort_code'], s['account'] = made.gb_account('CAFB', '405240')
    elif country == 'IE':
        seller_vat = made.irish_vat()
        s['vat_printed'] = f'IE {seller_vat[2:]}'
        s['rbn'] = str(rng.randint(410000, 690000))
        iban = made.irish_iban(*plan['bank'])
    elif country == 'DE':
        if plan.get('vat', 'de'):
            seller_vat = made.vat_number('DE')
            s['vat_printed'] = vat_printed(seller_vat, 'de')
            s['tax_no'] = f'32{digits(1)}/{digits(3)}/{digits(5)}'  # Baden-Württemberg: 2-3/3/5 digits
        else:
            s['tax_no'] = f'{rng.randint(13, 37)}/{digits(3)}/{digits(5)}'  # Berlin: 2/3/5 digits
        iban = made.german_iban(plan['blz'])
    elif country == 'AT':
        seller_vat, iban = made.austrian_seller(s, plan['blz'])
        buyer_vat = c['vat_printed'] = made.austrian_uid()
    elif country == 'FR':  # a micro-entrepreneur: her SIRET, no VAT number
        number_siren = made.siren()
        s['siret'] = made.siret(number_siren)
        s['siret_printed'] = f"{number_siren[:3]} {number_siren[3:6]} {number_siren[6:]} {s['siret'][9:]}"
        iban = made.french_iban(plan['bank'])
        buyer_vat = c['vat_printed'] = made.siren_vat()
    else:  # Luxembourg
        seller_vat, iban = made.luxembourg_seller(s, plan['bank'], ('B{}', 240000, 289999), permit='10{}/1')
        buyer_vat = c['vat_printed'] = made.lu_vat()

    ctx = {}
    lines = lines_for(plan, issued, ctx)
    per_rate, net, tax, gross = vat_totals([(line['amount'], line['rate']) for line in lines])
    assert net == sum(line['amount'] for line in lines) and gross > 0

    due_day = issued + datetime.timedelta(days=plan['due'])
    order = plan['order'].format(y=issued.year, yy=f'{issued:%y}', d3=digits(3), d4=digits(4), d5=digits(5),
                                 d6=digits(6)) if plan['order'] else None
    reference, reference_printed = made.payment_reference(plan.get('reference'))
    visit_day = issued - datetime.timedelta(days=rng.randint(3, 12))
    course_day = issued - datetime.timedelta(days=rng.randint(14, 28))
    term_end = issued - datetime.timedelta(days=rng.randint(2, 6))
    facts = dict(
        seller=s, customer=c, number=number, date=show(issued), due=show(due_day), due_days=plan['due'],
        order=order, lines=lines, per_rate=per_rate, net=net, tax=tax, gross=gross, iban=iban,
        money=MONEY[plan['money']], reference_printed=reference_printed, client_code=f'{rng.randint(1, 9)}{digits(4)}',
        project=plan.get('project'), site=plan.get('site'), tenant=plan.get('tenant'), landlord=plan.get('landlord'),
        job=plan.get('job'), architect=plan.get('architect'), instructor=plan.get('instructor'),
        participants=plan.get('participants'), signed=plan.get('signed'), group=plan.get('group'),
        room=plan.get('room'), visit=date_text(visit_day, 'dot' if country == 'DE' else plan['dates']),
        grant=f'HC/{issued.year}/{digits(4)}', order_date=date_text(course_day - datetime.timedelta(days=120), 'dot'),
        period=ctx.get('period'), groups=ctx.get('groups'), **{k: v for k, v in ctx.items()
                                                               if k not in ('period', 'groups')},
    )
    if layout == 'nl_stichting_course':
        facts['course'] = 'BHV Basis + EHBO (Het Oranje Kruis), incompany, 2 dagen'
        facts['course_days'] = (f"{date_text(course_day, 'dash')} en "
                                f"{date_text(course_day + datetime.timedelta(days=7), 'dash')}, 09.00–16.30 uur")
    elif layout == 'ie_partnership':
        start = issued - datetime.timedelta(days=rng.randint(50, 70))
        facts['period'] = f"between {date_text(start, 'en')} and {date_text(visit_day, 'en')}"
    elif layout == 'gb_charity_word':
        term_start = term_end - datetime.timedelta(days=rng.choice([45, 48, 52]))
        facts['term'] = f"period from {date_text(term_start, 'en_th')} to {date_text(term_end, 'en_th')}"
    elif layout == 'at_og_fahrschule':  # a Friday and Saturday and the next Saturday, up to the invoice's week
        first = visit_day - datetime.timedelta(days=7 + (visit_day.weekday() - 4) % 7)
        facts['course_days'] = (f"{date_text(first, 'dot')}, {date_text(first + datetime.timedelta(days=1), 'dot')} "
                                f"und {date_text(first + datetime.timedelta(days=8), 'dot')}")
    elif layout == 'fr_micro_ei':
        facts['delivery'] = date_text(issued - datetime.timedelta(days=rng.randint(1, 4)), 'slash')
    elif layout == 'be_asbl_sejour':
        arrival = issued - datetime.timedelta(days=rng.randint(6, 14))
        facts.update(arrival=date_text(arrival, 'slash'), departure=date_text(arrival + datetime.timedelta(days=2),
                                                                              'slash'),
                     booking=f'RES-{issued.year}-{digits(3)}')
    elif layout == 'lu_sarls_bookkeeper':
        quarter = (issued.month - 1) // 3  # the quarter before the one of the invoice
        year = issued.year if quarter else issued.year - 1
        quarter = quarter or 4
        facts['period'] = f"du {['1er', '2e', '3e', '4e'][quarter - 1]} trimestre {year}"

    base = f'small-traders-{index + 1:02d}-{language}'
    if only and index + 1 not in only:
        continue
    printed = print_html(Pages[layout](facts), base, work, out_dir)
    flat = flat_of(printed)
    money = MONEY[plan['money']]
    vat_free = tax == 0

    # Every value of the truth, as the page prints it.
    expected = [number, facts['date'], s['name'], c['name'], money(net), money(gross)]
    if not vat_free or layout == 'nl_stichting_course':
        expected.append(money(tax))
    if plan.get('due_printed', True):
        expected.append(facts['due'])
    else:
        expected.append({'en': f"within {plan['due']} days", 'de': f"innerhalb von {plan['due']} Tagen"}[language])
    expected += [value for value in (order, reference_printed, kvk and f'KvK {kvk}') if value]
    check_values(flat, expected, base)
    # The numbers and their check digits.
    check_numbers(printed, [seller_vat, buyer_vat], iban, base)
    if country == 'NL':
        assert len(kvk) == 8
        if seller_vat:
            assert nl_btw.is_valid(seller_vat) and mod_97_10.is_valid(seller_vat)
            assert not nl_bsn.is_valid(seller_vat[2:11])
        if reference:
            assert len(reference) == 16 and int(reference[0]) == kenmerk_check(reference[1:])
            assert f'Betalingskenmerk {reference_printed}' in flat
    elif country == 'BE':
        assert be_vat.is_valid(seller_vat) and be_iban.is_valid(iban) and (not buyer_vat or be_vat.is_valid(buyer_vat))
        assert int(reference[:10]) % 97 == int(reference[10:]) % 97 and reference_printed in flat
    elif country == 'GB':
        assert not seller_vat or gb_vat.is_valid(seller_vat)
        assert f"sort code {s['sort_code']}" in flat and s['account'] in flat
    elif country == 'IE':
        assert ie_vat.is_valid(seller_vat) and s['rbn'] in flat
    elif country == 'DE':
        assert not seller_vat or de_vat.is_valid(seller_vat)
        assert s['tax_no'] in flat
    elif country == 'AT':
        check_seller(country, s, seller_vat, buyer_vat, flat)
        assert 'Jänner' in flat
    elif country == 'FR':
        assert fr_siret.is_valid(s['siret']) and fr_tva.is_valid(buyer_vat) and s['siret_printed'] in flat
        assert 'TVA non applicable, art. 293 B du CGI' in flat
    else:
        check_seller(country, s, seller_vat, buyer_vat, flat)
    if vat_free:
        assert len(per_rate) == 1 and 0 in per_rate
    pages = printed.count('\f')
    assert pages == plan['pages'], (base, pages)

    # The seller's name where the situation puts it, and the names beside it that a careless reader would take.
    count = flat.count(s['name'])
    decoys = {
        'nl_zzp_pipe': lambda: [f"{s['person']} | {s['tagline']}", f"t.n.v. {s['holder']}", 'Floor Mulder'],
        'nl_stichting_course': lambda: [s['brand'], s['holder'], 'mr. A.J.M. van den Berg', 'Marco Visser',
                                        'Dorpshuis De Schakel', 'Hoveniersbedrijf Van Dijk & Zn.'],
        'be_vof_garden': lambda: [f"{s['logo']} {s['logo_small']}", s['tagline'], s['partners'],
                                  'Immo Vanhecke BV', 'Residentie Ter Linde', 'KBC Bank'],
        'gb_ta_plumber': lambda: [s['trade'].upper(), s['holder'], 'Mr & Mrs R. Singh', 'Mr Daniel Okonkwo',
                                  'Marlowe House', 'Lloyds Bank'],
        'ie_partnership': lambda: [s['name'].upper(), 'Partners: Michael Doyle, Cian Doyle, Eoin Doyle',
                                   'Old Market House', 'Aoife Kinsella', 'Allied Irish Banks'],
        'gb_charity_word': lambda: [s['name'].upper(), s['holder'], 'Mrs Margaret Ellis', 'David Hughes',
                                    'CAF Bank Ltd', 'The Jubilee Room'],
        'de_klein_studio': lambda: [s['logo'], s['tagline'], 'Inh. Jonas Krämer', 'GLS Gemeinschaftsbank eG'],
        'de_gbr_architects': lambda: [f"{s['brand']} {s['brand_small']}", 'Dipl.-Ing. Judith Hahn', 'Dr. Tobias Lang',
                                      'Weingut Lang GbR', 'Sparkasse Heidelberg'],
        'at_og_fahrschule': lambda: [*s['sign'].split(), 'Sabine Leitner-Huber', 'Schulungszentrum Wels-Nord',
                                     'Dragan Petrović', 'Raiffeisenlandesbank Oberösterreich'],
        'fr_micro_ei': lambda: [s['brand'], s['holder'], 'Facture générée avec Freebe', 'La Banque Postale',
                                'M. Paul Girard'],
        'be_asbl_sejour': lambda: [s['brand'], 'La Grange', 'Direction : Sophie Lambert', 'Belfius Banque',
                                   'Dumont Logistics – séminaire commercial'],
        'lu_sarls_bookkeeper': lambda: [s['person'].upper(), s['person_full'], 'Spuerkeess', 'Monsieur Jeff Kremer'],
    }[layout]()
    for decoy in decoys:
        assert flat_of(decoy) in flat, (base, decoy)
    where = {'nl_zzp_pipe': 1, 'be_vof_garden': pages + 1, 'de_klein_studio': 3, 'be_asbl_sejour': 2,
             'lu_sarls_bookkeeper': 2, 'fr_micro_ei': 2}
    assert layout not in where or count == where[layout], (base, count)

    description = Layouts[layout]
    if pages > 1:
        description += f'; {len(lines)} lines over two pages'
    if not plan.get('due_printed', True):
        description += f"; DueDate computed from the {plan['due']} days' terms"
    buyer = {'Name': c['name'], **({'VatNumber': buyer_vat} if buyer_vat else {})}
    write_truth(out_dir, base, invoice_truth(
        language=language, layout=layout, country=country, description=description, number=number, issued=issued,
        due_day=due_day, currency='GBP' if country == 'GB' else 'EUR', net=net, tax=tax, gross=gross, iban=iban,
        name=s['name'], vat=seller_vat, kvk=kvk, order=order, reference=reference,
        buyer=buyer))
    print(base, layout, number, issued, gross, f'{len(lines)} lines', f'{pages} pages', f'name ×{count}')
