"""Prints invoices of made-up freight forwarders, customs brokers, hauliers, couriers, warehouses and terminal operators
of the Netherlands, Flanders, the United Kingdom, Ireland, the United States, Germany, Austria, Switzerland, France,
Luxembourg and Wallonia as HTML pages through Debian's Chromium, as PDFs with their truth beside them: an accuracy set
for finding the invoice's own fields in documents full of other parties' names and other numbers: shippers,
consignees, notify parties, shipping lines, airlines, agents abroad, loading and unloading sites and subcontracted
carriers printed larger than the issuer; job, dossier, shipment, booking, B/L, AWB, MRN, container, seal, CMR, order
and tracking numbers of the invoice number's shape; ETD, ETA, flight, loading, delivery, customs and storage dates
around the date of issue; freight in US dollars converted at a rate, VAT at 0 % with its article beside VAT at the
country's rate, and duties and import VAT advanced for the client outside the scope of VAT.

The situations, one per invoice as its main theme:
- `nl_sea_import`: a Rotterdam sea-freight forwarder's import invoice: a slim letterhead with the forwarder's name in
  small type, the Shipper, Consignee and Notify party blocks with their names printed larger; a ruled grid of labels
  over values ("Factuurnummer", "Dossiernummer", "Klantnummer", "Uw referentie"), the shipping line, vessel and
  voyage with its IMO number, House and Master B/L, booking, ports, ETD and ETA, containers with seals; ocean
  freight and BAF in USD at a rate; 0 % (international transport, its article) and 21 % (customs clearance).
- `be_customs_nl`: an Antwerp customs broker's invoice in Dutch: "Dossiernummer", "Zendingnummer", "Factuurnummer" in
  one ruled row, "Uw referentie", the import declaration's MRN and date of acceptance, the importer's and the
  broker's EORI numbers, the exporter, the B/L and the container; the broker's fees at 21 % beside import duties,
  anti-dumping duty and import VAT advanced for the client (art. 28, 5° W.BTW, outside VAT); a structured
  communication.
- `nl_warehouse`: a Dutch warehouse's monthly storage and handling invoice over two pages: the brand large, the
  company only in the payment sentence and the foot; pallet places per week, inbound containers with their receipt
  numbers, outbound orders whose numbers have the invoice number's shape, picking and value-added services; 21 %; a
  betalingskenmerk.
- `gb_air_import`: a Heathrow air-freight forwarder's import invoice in pounds: the shipper and the origin agent in
  large type, MAWB (airline prefix and mod-7 check digit) and HAWB, flight and date ("AA0098/14MAR"), chargeable
  weight; airfreight in USD at a rate, zero-rated (Z), clearance and delivery at 20 % (S), duty and import VAT paid on
  the client's behalf outside the scope (O); the CDS entry's MRN, EORI, deferment.
- `ie_courier`: an Irish courier's monthly account invoice over two pages: the brand as a logo, account number, a
  purchase order, forty-odd shipments with ten-digit tracking numbers (mod-7 check digit), dates, consignees and
  destinations; 23 % within the EU, zero-rated to destinations outside it; the company in the foot.
- `us_terminal`: an American container terminal's demurrage invoice in dollars: the ocean carrier, vessel and B/L,
  each container's discharge date, last free day and out-gate date, tiered daily rates, a missed-appointment fee; no
  sales tax; ACH and wire details with an ABA routing number, a remittance stub with "Remit to".
- `de_spedition`: a German haulier's (Spedition) monthly invoice as a DIN 5008 letter: loads with "Auftragsnummer",
  "Sendungsnummer", "Ladedatum", "Entladedatum", CMR numbers and licence plates, a Polish subcontractor, the
  loading and unloading sites; "Dieselzuschlag", toll, waiting time, pallets not exchanged; "Ihre Referenz"; 19 %;
  the GmbH & Co. KG with its general partner in the foot, ADSp 2017.
- `at_credit`: an Austrian forwarder's credit note ("Rechnungskorrektur") correcting an earlier invoice, whose number,
  date and amount stand in a box: negative amounts at 20 % and tax-free (§ 6 Abs. 1 Z 3 UStG); the container, the
  train and the job; the customer's UID and EORI.
- `ch_customs`: a Basel customs broker and forwarder's invoice in Swiss francs: "Dossier-Nr.", "Sendungs-Nr.", the
  Passar declaration number and its date, the Italian exporter, the lorry's plates; services at 8.1 % MWST beside
  duties and import VAT ("Einfuhrsteuer 8.1 %") advanced without MWST, a commission on the advances.
- `fr_commissionnaire`: a Le Havre "commissionnaire de transport": "N° de facture", "N° de dossier", "Votre
  référence" in a grid, the consignee in Canada, shipping line, vessel, BL, containers and seals, the export
  declaration's MRN and an LTA for samples sent by air; freight in USD at a rate; all exempt ("Exonération de TVA –
  article 262-I-1° du CGI").
- `lu_terminal`: a Luxembourg intermodal terminal's invoice: the terminal's brand large, "exploité par" its company;
  trains with their numbers and dates, intermodal units (ILU codes) on wagons (twelve-digit UIC numbers), lifts,
  storage beyond the free time, weighing; 17 %; an RF creditor reference.
- `be_road_fr`: a Walloon road forwarder, member of a group whose name is the letterhead: consignments to the United
  Kingdom with their CMR numbers, tractor and trailer plates, export MRNs, the British haulier partner; transport
  exempt (art. 41 du Code de la TVA), pallets and a fee at 21 %; a structured communication.

What they carry. The Netherlands: "Factuurnummer", "Factuurdatum", "Vervaldatum"; "KvK" (eight digits), a B.V.'s VAT
number "NL…B01" (its RSIN valid by the eleven-test); VAT at 0 % and 21 %; the Nederlandse Expeditievoorwaarden; the
betalingskenmerk; amounts as "€ 1.234,56"; dates as "14-03-2026". Flanders: "Factuurnummer", "Vervaldag", "BTW BE
0xxx.xxx.xxx", "RPR Antwerpen, afdeling Antwerpen", EORI "BE0…"; amounts as "1.234,56 €"; dates as "14/03/2026". The
United Kingdom: "VAT Reg. No. GB 123 4567 89" (mod 97), the company number, EORI "GB…000", the BIFA conditions; VAT
at 20 % and zero-rated; amounts as "£1,234.56". Ireland: "VAT No. IE1234567T" (its check letter), the CRO number;
VAT at 23 % and zero-rated; amounts as "€1,234.56". The United States: the federal tax id (EIN), an ABA routing
number (its check digit), no VAT; amounts as "$1,234.56"; dates as "03/14/2026". Germany: "USt-IdNr. DE…" (ISO 7064
mod 11, 10), "Amtsgericht Osnabrück HRA …" and the general partner's HRB; VAT at 19 %; amounts as "1.234,56 €";
dates as "14.03.2026". Austria: "UID ATU…" (Luhn), "FN 123456a" (its check letter), "Landesgericht Steyr", the
EORI "ATEOS…"; VAT at 20 % and tax-free; amounts as "EUR -1.234,56". Switzerland: "UID CHE-123.456.789 MWST" (its
check digit); MWST 8.1 %; amounts as "CHF 1'234.55". France: SIREN and SIRET (Luhn), "RCS Le Havre", "TVA FR.." (its
key from the SIREN), the penalties and the 40 € fee; amounts as "1 234,56 €". Luxembourg: "TVA LU12345678" (the
remainder by 89), "RCS Luxembourg B…", the business permit; VAT at 17 %; the RF creditor reference (ISO 11649).
Wallonia: "TVA BE 0xxx.xxx.xxx", "RPM Liège, division Liège"; VAT at 0 % and 21 %; the structured communication.
Container numbers are valid by ISO 6346, AWB numbers by their mod-7 check digit, MRNs by theirs (ISO 6346's
weights over the first seventeen characters), IMO numbers, UIC wagon numbers (Luhn) and ILU codes by theirs.

The truth is what the invoice itself says: its number (not the job, dossier, shipment, booking, B/L, AWB, MRN,
container, CMR, order, receipt, tracking or account number, nor the invoice a credit note corrects), its date of issue
(not ETD, ETA, the flight's, the loading, delivery, discharge, customs or storage dates), its seller (RelationName: the
forwarder, broker, haulier, courier, warehouse or terminal that issues it, with its legal form as printed, not the
shipper, consignee, notify party, shipping line, airline, agent, subcontractor, group or brand). NetAmount is all
that is not the invoice's own VAT: the taxed and the 0 % lines and the disbursements advanced outside the scope of
VAT, as the page prints it ("Totaal excl. btw", "Total excl. VAT", "Total exkl. MWST"); VatAmount only the VAT the
invoice charges (each rate's rounded once on its base), never the import VAT advanced; GrossAmount the total to be
paid. The credit note's amounts are negative, as printed.

Needs chromium, fonts-dejavu-core, poppler-utils and python3-stdnum. Run with:

    /usr/bin/python3 scripts/corpus/freight_invoices.py OUT_DIR [NUMBER …]

(with the documents' numbers, 1 to 12, after OUT_DIR to print only those; the others are still drawn, so that each
prints the same whether alone or with all).
"""
import datetime
import os
import string
import subprocess
import tempfile
from decimal import ROUND_HALF_UP, Decimal

from corpus_output import (
    MONEY, NBSP, address, arguments, base_css, check_numbers, check_values, date_text, document, e, flat_of,
    invoice_truth, margin_box, multi_box, occurrences, page_box, pairs, print_html, qty, rate_text, spaced,
    vat_totals, write_truth, amount_ch as ch, amount_de as de, amount_en as en, amount_fr as fr,
)
from made_up import MadeUp, check_seller, creditor_reference, iban_of, kenmerk_check, vat_printed
from stdnum import imo, iso6346, iso11649, luhn
from stdnum import iban as stdnum_iban
from stdnum.be import vat as be_vat
from stdnum.ch import uid as ch_uid
from stdnum.de import vat as de_vat
from stdnum.gb import vat as gb_vat
from stdnum.ie import vat as ie_vat
from stdnum.nl import btw as nl_btw
from stdnum.us import ein as us_ein
from stdnum.us import rtn as us_rtn

out_dir, only = arguments()
work = tempfile.mkdtemp()
made = MadeUp(20261219, dutch_banks=['ABNA', 'RABO'])
rng, digits, price_in = made.rng, made.digits, made.price_in
CENT = Decimal('0.01')


# --- How the pages write amounts, and the numbers of freight -------------------------------------------------------

MONEY = dict(MONEY, usd=lambda value: ('-' if value < 0 else '') + '$' + en(abs(value)),
             chf=lambda value: f'CHF {ch(value)}')


def letters(count):
    return ''.join(rng.choice(string.ascii_uppercase) for _ in range(count))


def alnum(count):
    return ''.join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(count))


def container(owner):
    """An ISO 6346 container number of the owner's code ("NHVU"): six digits and the check digit, compact."""
    body = owner + digits(6)
    value = body + iso6346.calc_check_digit(body)
    assert iso6346.is_valid(value)
    return value


def ilu(owner):
    """An intermodal loading unit's ILU code (EN 13044): the owner's four letters ending in A, B, C, D or K, six
    digits and the check digit as ISO 6346 computes it."""
    assert owner[3] in 'ABCDK'
    body = owner + digits(6)
    return body + iso6346.calc_check_digit(body)


def ilu_valid(value):
    return len(value) == 11 and value[3] in 'ABCDK' and iso6346.calc_check_digit(value[:10]) == value[10]


def awb(prefix):
    """An air waybill number: the airline's three-digit prefix, a seven-digit serial and its remainder by 7."""
    serial = str(rng.randint(1000000, 9999999))
    return f'{prefix}-{serial}{int(serial) % 7}'


def awb_valid(value):
    prefix, rest = value.split('-')
    return len(prefix) == 3 and len(rest) == 8 and int(rest[:7]) % 7 == int(rest[7])


def mrn(year, country, procedure):
    """A customs declaration's Movement Reference Number: the year's two digits, the country, twelve letters and
    digits, the procedure's letter and the check digit (ISO 6346's weights over the seventeen characters)."""
    body = f'{year % 100:02d}{country}{alnum(12)}{procedure}'
    return body + iso6346.calc_check_digit(body)


def mrn_valid(value):
    return len(value) == 18 and value[:2].isdigit() and iso6346.calc_check_digit(value[:17]) == value[17]


assert mrn_valid('15ITQ1V1T0240456E9')  # an Italian MRN as a customs system's documentation prints it


def imo_number():
    body = '9' + digits(5)
    return body + imo.calc_check_digit(body)


def wagon(kind, country):
    """A UIC wagon number: type, owner country, series, serial and Luhn's check digit (weights 2, 1, … from the
    left), as painted: "33 80 4955 412-7"."""
    body = f'{kind}{country}{rng.choice(["4955", "4956", "4957"])}{digits(3)}'
    value = body + luhn.calc_check_digit(body)
    return value, f'{value[:2]} {value[2:4]} {value[4:8]} {value[8:11]}-{value[11]}'


def tracking(prefix):
    """A courier's ten-digit tracking number: nine digits and their remainder by 7."""
    body = prefix + digits(9 - len(prefix))
    return body + str(int(body) % 7)


def make_line(text, quantity, price, rate, **more):
    """A line: the quantity times the price, rounded half up to the cent; `rate` None for a disbursement outside the
    scope of VAT."""
    quantity = Decimal(str(quantity))
    amount = (quantity * price).quantize(CENT, ROUND_HALF_UP)
    return dict(text=text, qty=quantity, price=price, rate=None if rate is None else Decimal(rate), amount=amount,
                **more)


def fx_line(text, quantity, foreign, fx, rate, currency='USD', **more):
    """A line charged in a foreign currency: the quantity times the foreign price to the cent, at the rate, to the
    cent."""
    quantity = Decimal(str(quantity))
    total = (quantity * foreign).quantize(CENT, ROUND_HALF_UP)
    amount = (total * fx).quantize(CENT, ROUND_HALF_UP)
    return dict(text=text, qty=quantity, price=None, foreign=foreign, foreign_total=total, fx=fx, currency=currency,
                rate=Decimal(rate), amount=amount, **more)


def totals(lines):
    """The VAT per rate `{rate: (base, vat)}` of the taxed lines (0 % too), the disbursements outside VAT, the net
    (both), the VAT and the gross."""
    per_rate, base, tax, _ = vat_totals([(line['amount'], line['rate']) for line in lines
                                         if line['rate'] is not None])
    outside = sum((line['amount'] for line in lines if line['rate'] is None), Decimal(0))
    net = base + outside
    return per_rate, outside, net, tax, net + tax


def nw(text):
    """Text that does not wrap."""
    return f"<span class='nw'>{text}</span>"


def grid(items, cls='grid'):
    """A ruled row of labels over their values."""
    return (f"<table class='{cls}'><tr>" + ''.join(f"<td><div class='l'>{label}</div>{value}</td>"
                                                    for label, value in items) + '</tr></table>')


def anchor(colour):
    """A forwarder's mark: an anchor-like hook in a ring (no text)."""
    return (f"<svg width='26' height='26' viewBox='0 0 36 36' style='vertical-align:middle'><circle cx='18' cy='18' "
            f"r='16' fill='none' stroke='{colour}' stroke-width='3'/><path d='M18 8 V27 M11 21 C12 27 24 27 25 21 "
            f"M13 13 H23' stroke='{colour}' stroke-width='3' fill='none'/></svg>")


def wing(colour):
    """An air-freight mark: a swept wing (no text)."""
    return (f"<svg width='40' height='28' viewBox='0 0 50 34' style='vertical-align:middle'><path d='M2 30 L30 4 "
            f"L48 4 L24 30 Z' fill='{colour}'/><path d='M14 30 L34 12 L42 12 L26 30 Z' fill='white' opacity='0.5'/>"
            "</svg>")


def arrow(colour):
    """A courier's mark: a bold arrow in a rounded square (no text)."""
    return (f"<svg width='40' height='40' viewBox='0 0 36 36' style='vertical-align:middle'><rect x='1' y='1' "
            f"width='34' height='34' rx='8' fill='{colour}'/><path d='M8 14 H20 V8 L30 18 L20 28 V22 H8 Z' "
            "fill='white'/></svg>")


def crane(colour):
    """A terminal's mark: a gantry crane over a box (no text)."""
    return (f"<svg width='44' height='40' viewBox='0 0 44 40' style='vertical-align:middle'><path d='M6 38 V6 H40 V38 "
            f"M6 10 H40 M22 10 V20' stroke='{colour}' stroke-width='3' fill='none'/><rect x='14' y='22' width='16' "
            f"height='10' fill='{colour}'/></svg>")


def truck(colour):
    """A haulier's mark: a lorry in profile (no text)."""
    return (f"<svg width='54' height='30' viewBox='0 0 54 30' style='vertical-align:middle'><rect x='1' y='3' "
            f"width='34' height='19' fill='{colour}'/><path d='M37 8 H46 L52 15 V22 H37 Z' fill='{colour}' "
            "opacity='0.75'/><circle cx='10' cy='25' r='4' fill='#333'/><circle cx='27' cy='25' r='4' fill='#333'/>"
            "<circle cx='45' cy='25' r='4' fill='#333'/></svg>")


# --- The pages: the Netherlands and Flanders -------------------------------------------------------------------------

def page_nl_sea_import(f):
    """A Rotterdam forwarder's import invoice: a slim letterhead (a mark, the name in small bold type, the address on
    one line) with "FACTUUR" at the right; three framed blocks Shipper, Consignee and Notify party whose names are
    set larger than the forwarder's; a ruled grid of labels over values for the invoice and one for the voyage; the
    containers; charges with their currency, the USD rate and a VAT column; the bases per rate, "Totaal excl. btw",
    "Btw 21%", "Totaal te betalen"; the 0 % article; the payment; the B.V., KvK, btw and the FENEX conditions in the
    foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · {' · '.join(s['address'])} · KvK {s['kvk']} · Btw {s['vat_printed']}",
        f"ABN AMRO Bank N.V. · IBAN {spaced(f['iban'])} · BIC ABNANL2A",
        'Op al onze werkzaamheden zijn de Nederlandse Expeditievoorwaarden (FENEX) van toepassing, laatste versie,',
        "gedeponeerd ter griffie van de rechtbanken te Amsterdam, Arnhem, Breda, 's-Gravenhage en Rotterdam."],
        size='6.2pt', align='center')
    css = base_css('11mm 13mm 22mm 13mm', boxes, size='8.3pt') + f"""
.head {{ width: 100%; border-bottom: 1.5px solid {s['colour']}; }}
.head td {{ vertical-align: bottom; padding-bottom: 1.5mm; }}
.firm {{ font-size: 8.4pt; font-weight: bold; color: {s['colour']}; padding-left: 1.5mm; }}
.firmaddr {{ font-size: 6.8pt; color: #666; }}
.title {{ text-align: right; font-size: 15pt; letter-spacing: 2px; color: {s['colour']}; }}
.parties {{ width: 100%; margin-top: 3mm; border-collapse: separate; border-spacing: 1.5mm 0; }}
.parties td {{ border: 0.8px solid #9aa; vertical-align: top; padding: 1.6mm 2.2mm; width: 33%; line-height: 1.4; }}
.parties .l {{ font-size: 6.6pt; color: #667; letter-spacing: 0.6px; }}
.parties .n {{ font-size: 11.5pt; font-weight: bold; }}
.billto {{ margin-top: 3mm; line-height: 1.45; }}
.grid {{ width: 100%; margin-top: 2.5mm; }}
.grid td {{ border: 0.7px solid #9aa; padding: 0.8mm 1.8mm; vertical-align: top; }}
.grid .l {{ font-size: 6.3pt; color: #667; }}
.cont {{ width: 100%; margin-top: 2.5mm; }}
.cont th {{ font-size: 6.8pt; text-align: left; color: #445; border-bottom: 0.8px solid #667; padding: 0.8mm 1.5mm; }}
.cont td {{ padding: 0.7mm 1.5mm; font-family: 'DejaVu Sans Mono', monospace; font-size: 7.8pt; }}
.lines {{ margin-top: 3mm; }}
.lines th {{ background: {s['colour']}; color: white; font-size: 7pt; text-align: left; padding: 1.1mm 1.6mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1mm 1.6mm; border-bottom: 0.4px solid #ccd; }}
.sum {{ margin: 2.5mm 0 0 auto; }}
.sum td {{ padding: 0.7mm 1.8mm 0.7mm 12mm; }}
.sum tr.total td {{ font-weight: bold; font-size: 9.6pt; border-top: 1.2px solid #223; }}
p {{ line-height: 1.45; margin: 2mm 0; }}
"""
    sh, no = d['shipper'], d['notify']
    parties = (f"<table class='parties'><tr>"
               f"<td><div class='l'>SHIPPER / AFZENDER</div><div class='n'>{e(sh['name'])}</div>"
               f"{address(sh['address'])}</td>"
               f"<td><div class='l'>CONSIGNEE / GEADRESSEERDE</div><div class='n'>{e(c['name'])}</div>"
               f"{address(c['address'])}</td>"
               f"<td><div class='l'>NOTIFY PARTY</div><div class='n'>{e(no['name'])}</div>"
               f"{address(no['address'])}</td></tr></table>")
    head = grid([('Factuurnummer', f"<b>{e(f['number'])}</b>"), ('Factuurdatum', f['date']),
                 ('Vervaldatum', f['due']), ('Dossiernummer', d['dossier']), ('Klantnummer', d['client']),
                 ('Uw referentie', e(f['order']))])
    voyage = grid([('Rederij', e(d['carrier'])), ('Schip / reis', f"{e(d['vessel'])} / {d['voyage']}"),
                   ('IMO', nw(d['imo'])), ('Booking', d['booking']), ('House B/L', d['hbl']), ('Master B/L', d['mbl'])])
    ports = grid([('Laadhaven', e(d['pol'])), ('ETD', nw(d['etd'])), ('Loshaven', e(d['pod'])), ('ETA', nw(d['eta'])),
                  ('Leveringsvoorwaarde', d['incoterm']), ('Agent herkomst', e(d['agent']))])
    conts = ''.join(f"<tr><td>{k['printed']}</td><td>{k['type']}</td><td>{k['seal']}</td><td>{k['packages']}</td>"
                    f"<td>{de(k['kg'])}</td><td>{de(k['cbm'])}</td></tr>" for k in d['containers'])

    def tariff(x):
        return f"USD {de(x['foreign'])}" if x.get('foreign') else money(x['price'])
    rows = ''.join(
        f"<tr><td>{e(x['text'])}</td><td class=num>{qty(x['qty'])}</td><td class=num>{tariff(x)}</td>"
        f"<td class=num>{unit_rate(x)}</td><td class=num>{money(x['amount'])}</td>"
        f"<td class=num>{rate_text(x['rate'])}%</td></tr>" for x in f['lines'])
    bases = ''.join(f"<tr><td>Totaal btw {rate_text(rate)}%</td><td class=num>{money(base)}</td></tr>"
                    for rate, (base, _) in sorted(f['per_rate'].items()))
    taxed = f['per_rate'][Decimal(21)]
    body = f"""
<table class="head"><tr><td>{anchor(s['colour'])}<span class="firm">{e(s['name'])}</span>
<span class="firmaddr">&nbsp; {e(' · '.join(s['address']))} · {s['phone']} · {s['mail']}</span></td>
<td class="title">FACTUUR</td></tr></table>
{parties}
<div class="billto"><span class="small">Factuuradres:</span> {e(c['name'])}, {e(c['attention'])},
{e(', '.join(c['address']))}</div>
{head}{voyage}{ports}
<table class="cont"><tr><th>Container</th><th>Type</th><th>Zegel</th><th>Colli</th><th>Bruto kg</th><th>m³</th></tr>
{conts}</table>
<div class="small" style="margin-top:1mm">Omschrijving goederen: {e(d['goods'])}</div>
<table class="lines"><thead><tr><th>Omschrijving</th><th class=num>Aantal</th><th class=num>Tarief</th>
<th class=num>Koers</th><th class=num>Bedrag EUR</th><th class=num>Btw</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sum">{bases}<tr><td>Totaal excl. btw</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Btw 21% over {money(taxed[0])}</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Totaal te betalen</td><td class=num>{money(f['gross'])}</td></tr></table>
<p class="small">Btw 0%: internationaal goederenvervoer en daarmee samenhangende diensten (art. 9, lid 2, onderdeel b,
Wet OB 1968). Bedragen in USD omgerekend tegen de koers {d['fx_text']} van de dag van aankomst.</p>
<p>Gelieve het totaalbedrag uiterlijk {f['due']} over te maken op {spaced(f['iban'])} onder vermelding van
factuurnummer {e(f['number'])}.</p>"""
    return document('nl', css, body)


def unit_rate(line):
    """The rate of a line charged in another currency, "0,9213", or nothing."""
    return f"{line['fx']:f}".replace('.', ',') if line.get('fx') else ''


def page_be_customs_nl(f):
    """An Antwerp customs broker's invoice in Dutch: a large monogram and the trades at the left, the broker's name
    small at the top right with its address; the customer in the right-hand window; "FACTUUR" and two ruled rows of
    labels over values (dossier, shipment, invoice; declaration, MRN, acceptance); the shipment's parties and
    numbers with the EORI numbers; the services at 21 %; the advances in a grey box "Voorgeschoten rechten en
    taksen"; a summary row of labels over values; the structured communication; the NV, BTW, RPR and KBC in the
    foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · {' · '.join(s['address'])} · BTW {s['vat_printed']} · RPR Antwerpen, afdeling Antwerpen · "
        f"EORI {s['eori']}",
        f"KBC Bank · IBAN {spaced(f['iban'])} · BIC KREDBEBB · Al onze verrichtingen geschieden volgens de Algemene "
        "Belgische Expeditievoorwaarden."], size='6.3pt', align='center')
    css = base_css('12mm 15mm 19mm 15mm', boxes, size='8.4pt') + f"""
.top td {{ vertical-align: top; }}
.mono {{ font-family: 'DejaVu Serif', serif; font-size: 30pt; font-weight: bold; color: {s['colour']};
  letter-spacing: 3px; line-height: 1; }}
.trades {{ font-size: 7pt; letter-spacing: 1.4px; color: #555; margin-top: 1mm; }}
.issuer {{ text-align: right; font-size: 7.2pt; color: #555; line-height: 1.45; }}
.issuer b {{ color: #222; font-size: 7.8pt; }}
.window {{ margin: 8mm 0 0 55%; line-height: 1.45; font-size: 9pt; }}
h1 {{ font-size: 14pt; letter-spacing: 1.5px; margin: 6mm 0 2mm; color: {s['colour']}; }}
.grid {{ width: 100%; margin-top: 1.5mm; }}
.grid td {{ border: 0.8px solid #8a8f99; padding: 0.9mm 2mm; }}
.grid .l {{ font-size: 6.4pt; color: #666; }}
.ship {{ width: 100%; margin-top: 3mm; }}
.ship td {{ vertical-align: top; padding: 0.5mm 3mm 0.5mm 0; }}
.ship td.k {{ color: #666; white-space: nowrap; }}
.big {{ font-size: 10.5pt; font-weight: bold; }}
.lines {{ margin-top: 3mm; }}
.lines th {{ border-bottom: 1.2px solid {s['colour']}; text-align: left; font-size: 7.2pt; padding: 1mm 1.6mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1mm 1.6mm; border-bottom: 0.4px solid #ddd; }}
.adv {{ background: #f1f2f4; margin-top: 3mm; padding: 1.5mm 2.5mm; -webkit-print-color-adjust: exact;
  print-color-adjust: exact; }}
.adv table {{ width: 100%; }}
.adv td {{ padding: 0.7mm 1.6mm; }}
.comm {{ font-weight: bold; font-size: 10.5pt; letter-spacing: 0.4px; }}
p {{ line-height: 1.45; margin: 2mm 0; }}
"""
    services = [x for x in f['lines'] if x['rate'] is not None]
    advances = [x for x in f['lines'] if x['rate'] is None]
    rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{qty(x['qty'])}</td><td class=num>"
                   f"{de(x['price'])}</td><td class=num>{rate_text(x['rate'])} %</td>"
                   f"<td class=num>{de(x['amount'])}</td></tr>" for x in services)
    adv_rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{de(x['amount'])}</td></tr>" for x in advances)
    (rate, (base, _)), = f['per_rate'].items()
    goods = '<br>'.join(f"GN {g['code']} – {e(g['text'])} – douanewaarde {money(g['value'])}" for g in d['goods'])
    body = f"""
<table class="top" style="width:100%"><tr>
<td><div class="mono">{s['mono']}</div><div class="trades">{e(s['trades'])}</div></td>
<td class="issuer"><b>{e(s['name'])}</b><br>{e(', '.join(s['address']))}<br>T {s['phone']} · {s['mail']}<br>
Erkend douane-expediteur · AEO-vergunning {s['aeo']}</td></tr></table>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>BTW {c['vat_printed']}</div>
<h1>FACTUUR</h1>
{grid([('Dossiernummer', d['dossier']), ('Zendingnummer', d['shipment']), ('Factuurnummer', e(f['number'])),
       ('Factuurdatum', f['date']), ('Vervaldag', f['due']), ('Klantnummer', d['client'])])}
{grid([('Uw referentie', e(f['order'])), ('Aangifte', 'Invoer H1 (IM A)'), ('MRN', d['mrn']),
       ('Datum aanvaarding', d['accepted']), ('Vrijgave', d['released'])])}
<table class="ship"><tr><td class="k">Exporteur</td><td class="big">{e(d['exporter'])}</td>
<td class="k">Importeur</td><td class="big">{e(c['name'])}</td></tr>
<tr><td class="k">EORI exporteur</td><td>–</td><td class="k">EORI importeur</td><td>{d['importer_eori']}</td></tr>
<tr><td class="k">Rederij / schip</td><td>{e(d['carrier'])} – {e(d['vessel'])}</td><td class="k">Aankomst</td>
<td>Antwerpen, {d['arrived']}</td></tr>
<tr><td class="k">B/L</td><td>{d['bl']}</td><td class="k">Container</td><td>{d['container']}</td></tr>
<tr><td class="k">Vertegenwoordiging</td><td colspan=3>indirecte vertegenwoordiging (art. 18 DWU), EORI aangever
{s['eori']}</td></tr>
<tr><td class="k">Goederen</td><td colspan=3>{goods}</td></tr></table>
<table class="lines"><thead><tr><th>Onze prestaties</th><th class=num>Aantal</th><th class=num>Eenheidsprijs</th>
<th class=num>Btw</th><th class=num>Bedrag</th></tr></thead><tbody>{rows}</tbody></table>
<div class="adv"><b>Voorgeschoten rechten en taksen</b> (in naam en voor rekening van de klant betaald, art. 28, 5°
W.BTW – niet onderworpen aan btw)<table>{adv_rows}</table></div>
{grid([('Maatstaf btw ' + rate_text(rate) + ' %', money(base)), ('Btw ' + rate_text(rate) + ' %', money(f['tax'])),
       ('Voorschotten', money(f['outside'])), ('Totaal excl. btw', money(f['net'])),
       ('Totaal te betalen', f"<b>{money(f['gross'])}</b>")])}
<p>Te betalen vóór {f['due']} op rekening {spaced(f['iban'])} met de gestructureerde mededeling
<span class="comm">{f['reference_printed']}</span>.</p>"""
    return document('nl', css, body)


def page_nl_warehouse(f):
    """A warehouse's monthly invoice over two pages: the brand "PALLETPOORT" large with its mark and trades, the
    site's address under it; the customer at the left, a label–value list at the right; the lines in sections
    (storage per week, inbound containers, outbound orders, value-added services) each with its subtotal; the
    totals, the payment to the B.V. with the betalingskenmerk; the page's head with the number on each page; the
    B.V., KvK, btw and Rabobank in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = (multi_box('bottom-left', [
        f"{s['name']} · {', '.join(s['address'])} · KvK {s['kvk']} · btw {s['vat_printed']}",
        f"Rabobank · IBAN {spaced(f['iban'])} · BIC RABONL2U · Op al onze diensten zijn de Nederlandse "
        "Opslagvoorwaarden van toepassing."], size='6.3pt') +
        page_box('top-right', f"Factuur {f['number']} · pagina ", ' van ', size='7pt'))
    css = base_css('15mm 15mm 19mm 16mm', boxes, size='8.3pt') + f"""
.brand {{ font-size: 24pt; font-weight: bold; letter-spacing: 2px; color: {s['colour']}; vertical-align: middle; }}
.trades {{ font-size: 7.6pt; color: #555; letter-spacing: 0.8px; }}
.parties {{ width: 100%; margin-top: 8mm; }}
.parties td {{ vertical-align: top; line-height: 1.45; }}
.meta td {{ padding: 0.5mm 0 0.5mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
h1 {{ font-size: 13pt; margin: 6mm 0 1mm; }}
.lines {{ margin-top: 2mm; }}
.lines th {{ border-bottom: 1px solid #333; text-align: left; font-size: 7.2pt; padding: 1mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.75mm 1.5mm; border-bottom: 0.3px solid #ddd; vertical-align: top; }}
.lines tr.sec td {{ font-weight: bold; color: {s['colour']}; padding-top: 2.4mm; border-bottom: 0.8px solid
  {s['colour']}; }}
.lines tr.sub td {{ font-style: italic; border-bottom: none; }}
.totals {{ margin: 4mm 0 0 auto; page-break-inside: avoid; }}
.totals td {{ padding: 0.9mm 2mm 0.9mm 14mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1.2px solid #222; }}
.pay {{ margin-top: 5mm; border: 1px solid {s['colour']}; padding: 2.5mm 3.5mm; line-height: 1.55;
  page-break-inside: avoid; }}
"""
    meta = [('Factuurnummer', e(f['number'])), ('Factuurdatum', f['date']), ('Vervaldatum', f['due']),
            ('Debiteurnummer', d['client']), ('Contractnummer', d['contract']), ('Periode', d['period']),
            ('Locatie', e(d['site']))]
    rows = ''
    for title, lines in d['sections']:
        rows += f"<tr class='sec'><td colspan=5>{e(title)}</td></tr>"
        rows += ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{qty(x['qty'])}</td><td>{x['unit']}</td>"
                        f"<td class=num>{de(x['price'])}</td><td class=num>{de(x['amount'])}</td></tr>"
                        for x in lines)
        rows += (f"<tr class='sub'><td colspan=4>Subtotaal {e(title.lower())}</td>"
                 f"<td class=num>{de(sum(x['amount'] for x in lines))}</td></tr>")
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<div>{logo_boxes(s['colour'])} <span class="brand">{e(s['brand'])}</span></div>
<div class="trades">{e(s['trades'])} · {e(', '.join(s['address']))} · {s['phone']}</div>
<table class="parties"><tr><td style="width:54%">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</td>
<td>{pairs(meta)}</td></tr></table>
<h1>Factuur opslag en handling</h1>
<table class="lines"><thead><tr><th>Omschrijving</th><th class=num>Aantal</th><th>Eenheid</th><th class=num>Tarief</th>
<th class=num>Bedrag</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Totaal excl. btw</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Btw {rate_text(rate)}%</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Totaal incl. btw</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="pay">Wij verzoeken u het totaalbedrag van {money(f['gross'])} vóór {f['due']} over te maken op
{spaced(f['iban'])} ten name van {e(s['name'])}, onder vermelding van betalingskenmerk
<b>{f['reference_printed']}</b>.<br>Vragen over deze factuur? Bel onze administratie: {s['phone']}.</div>"""
    return document('nl', css, body)


def logo_boxes(colour):
    """A warehouse's mark: three stacked pallets (no text)."""
    return (f"<svg width='38' height='38' viewBox='0 0 36 36' style='vertical-align:middle'>"
            f"<rect x='2' y='20' width='14' height='12' fill='{colour}'/><rect x='20' y='20' width='14' height='12' "
            f"fill='{colour}' opacity='0.7'/><rect x='11' y='5' width='14' height='12' fill='{colour}' "
            "opacity='0.45'/><rect x='1' y='33' width='34' height='2.5' fill='#555'/></svg>")


# --- The pages: the United Kingdom, Ireland and the United States ---------------------------------------------------

def page_gb_air_import(f):
    """A Heathrow forwarder's import invoice: a wing mark and the trading style in spaced small capitals at the top
    left, "INVOICE" and a boxed label–value list at the top right; three blocks (shipper, origin agent, consignee)
    with the two foreign names large; a ruled grid of the air waybills, flight, route, pieces and weights, and one of
    the customs entry; charges with their currency, rate and VAT code (Z, S, O); a summary by code, "Total excl.
    VAT", "VAT @ 20%", "TOTAL GBP"; the codes explained; BACS details; the company, its number, VAT number and the
    BIFA conditions in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · Registered in England and Wales No. {s['company_no']} · VAT Reg. No. {s['vat_printed']}",
        f"Registered office: {', '.join(s['address'])}",
        'All business is transacted under the BIFA Standard Trading Conditions 2021 Edition, which limit our '
        'liability. Copies are available on request.'], size='6.2pt', align='center')
    css = base_css('11mm 13mm 20mm 13mm', boxes, size='8.2pt') + f"""
.top td {{ vertical-align: top; }}
.style {{ font-size: 10pt; letter-spacing: 2.5px; font-variant: small-caps; color: {s['colour']}; }}
.addr {{ font-size: 7pt; color: #555; line-height: 1.45; margin-top: 1mm; }}
.title {{ font-size: 17pt; font-weight: bold; letter-spacing: 3px; text-align: right; }}
.meta {{ margin: 1.5mm 0 0 auto; }}
.meta td {{ border: 0.7px solid #999; padding: 0.7mm 2.2mm; white-space: nowrap; }}
.meta td:first-child {{ background: #eef1f5; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.blocks {{ width: 100%; margin-top: 4mm; border-collapse: separate; border-spacing: 2mm 0; }}
.blocks td {{ width: 33%; vertical-align: top; border-top: 2px solid {s['colour']}; padding: 1.2mm 1mm;
  line-height: 1.4; }}
.blocks .l {{ font-size: 6.6pt; font-weight: bold; color: #555; letter-spacing: 0.8px; }}
.blocks .n {{ font-size: 12pt; font-weight: bold; }}
.blocks .m {{ font-size: 9pt; font-weight: bold; }}
.grid {{ width: 100%; margin-top: 2.5mm; }}
.grid td {{ border: 0.7px solid #999; padding: 0.8mm 1.6mm; vertical-align: top; }}
.grid .l {{ font-size: 6.2pt; color: #666; }}
.lines {{ margin-top: 3mm; }}
.lines th {{ background: #e7ebf0; text-align: left; font-size: 7pt; padding: 1.1mm 1.6mm;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1mm 1.6mm; border-bottom: 0.4px solid #ccc; }}
.lines td.c {{ text-align: center; }}
.sum {{ margin: 3mm 0 0 auto; }}
.sum td {{ padding: 0.7mm 2mm 0.7mm 12mm; }}
.sum tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1.4px solid #111; }}
p {{ line-height: 1.45; margin: 2mm 0; }}
"""
    meta = [('Invoice no.', f"<b>{e(f['number'])}</b>"), ('Invoice date / tax point', f['date']),
            ('Account', d['account']), ('Job no.', d['job']), ('Your order no.', e(f['order'])),
            ('Payment due', f['due'])]
    sh, ag = d['shipper'], d['agent']
    blocks = (f"<table class='blocks'><tr><td><div class='l'>SHIPPER</div><div class='n'>{e(sh['name'])}</div>"
              f"{address(sh['address'])}</td><td><div class='l'>ORIGIN AGENT</div><div class='n'>{e(ag['name'])}"
              f"</div>{address(ag['address'])}</td><td><div class='l'>CONSIGNEE / INVOICE TO</div>"
              f"<div class='m'>{e(c['name'])}</div>{e(c['attention'])}<br>{address(c['address'])}</td></tr></table>")
    air = grid([('MAWB', nw(d['mawb'])), ('HAWB', d['hawb']), ('Carrier', e(d['airline'])), ('Flight / date', d['flight']),
                ('Route', nw(d['route'])), ('Pieces', d['pieces']), ('Gross kg', en(d['kg'])), ('Volume m³', d['cbm']),
                ('Chargeable kg', en(d['cw']))])
    customs = grid([('Import entry (CDS) MRN', d['mrn']), ('Entry accepted', d['entry_date']),
                    ('Importer EORI', d['eori']), ('Commodity code', d['commodity']),
                    ('Customs value', d['value']), ('Arrived LHR', d['arrived']), ('Delivered', d['delivered'])])

    def code(x):
        return 'O' if x['rate'] is None else ('Z' if x['rate'] == 0 else 'S')
    rows = ''.join(
        f"<tr><td>{e(x['text'])}</td><td>{x.get('currency', 'GBP')}</td>"
        f"<td class=num>{en(x['foreign_total']) if x.get('foreign') else en(x['amount'])}</td>"
        f"<td class=num>{x['fx'] if x.get('fx') else ''}</td><td class=num>{en(x['amount'])}</td>"
        f"<td class=c>{code(x)}</td></tr>" for x in f['lines'])
    zero = f['per_rate'].get(Decimal(0), (Decimal(0), 0))[0]
    standard, vat = f['per_rate'][Decimal(20)]
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{wing(s['colour'])} <span class="style">{e(s['style'])}</span>
<div class="addr">{e(', '.join(s['address']))}<br>Tel. {s['phone']} · {s['mail']} · Imports desk: {s['desk']}</div></td>
<td><div class="title">INVOICE</div>{pairs(meta)}</td></tr></table>
{blocks}{air}{customs}
<table class="lines"><thead><tr><th>Charges</th><th>Cur.</th><th class=num>Amount</th><th class=num>Rate</th>
<th class=num>GBP</th><th>VAT</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sum"><tr><td>Zero-rated (Z)</td><td class=num>{money(zero)}</td></tr>
<tr><td>Standard-rated (S)</td><td class=num>{money(standard)}</td></tr>
<tr><td>Outside the scope – disbursements (O)</td><td class=num>{money(f['outside'])}</td></tr>
<tr><td>Total excl. VAT</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>VAT @ 20% on {money(standard)}</td><td class=num>{money(vat)}</td></tr>
<tr class="total"><td>TOTAL GBP</td><td class=num>{money(f['gross'])}</td></tr></table>
<p class="small">Z: zero-rated, VAT Act 1994 Sch. 8 Group 8 (international transport and handling). S: standard-rated
at 20%. O: import duty and import VAT paid on your behalf under our duty deferment approval no. {d['deferment']},
outside the scope of UK VAT; reclaim the import VAT with your monthly postponed/deferment statement. Foreign-currency
charges converted at {d['fx_text']}.</p>
<p>Please pay by {f['due']} by BACS to Barclays Bank UK PLC, sort code {s['sort_code']}, account no. {s['account']}
(IBAN {spaced(f['iban'])}, BIC BARCGB22), quoting our invoice number.</p>"""
    return document('en', css, body)


def page_ie_courier(f):
    """A courier's monthly account invoice over two pages: an arrow mark and the brand in two weights, "ACCOUNT
    INVOICE" at the right over a label–value list; the customer; the period's fuel surcharge; the shipments in a dense
    table (date, tracking number, service, consignee, destination, pieces, weight, charge, fuel, VAT code), then the
    other charges; a summary by VAT code, "Net total", "VAT @ 23%", "Total due"; the zero-rating note; the bank;
    the company, CRO and VAT number in the foot, the page at the top right."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = (multi_box('bottom-center', [
        f"{s['brand_text']} is a trading name of {s['name']} · Registered in Ireland No. {s['cro']} · "
        f"VAT No. {s['vat_printed']}",
        f"Registered office: {', '.join(s['address'])}",
        f"Allied Irish Banks, p.l.c. · IBAN {spaced(f['iban'])} · BIC AIBKIE2D"], size='6.2pt', align='center') +
        page_box('top-right', 'Account invoice · page ', ' of ', size='7pt'))
    css = base_css('13mm 13mm 20mm 13mm', boxes, size='7.9pt') + f"""
.top td {{ vertical-align: top; }}
.brand {{ font-size: 21pt; font-weight: bold; color: {s['colour']}; vertical-align: middle; letter-spacing: 0.5px; }}
.brand i {{ font-weight: normal; color: #333; }}
.title {{ text-align: right; font-size: 13pt; font-weight: bold; letter-spacing: 1.5px; }}
.meta {{ margin: 1mm 0 0 auto; }}
.meta td {{ padding: 0.4mm 0 0.4mm 4mm; white-space: nowrap; text-align: right; }}
.meta td:first-child {{ color: #666; }}
.cust {{ margin-top: 5mm; line-height: 1.45; font-size: 8.5pt; }}
.note {{ margin-top: 3mm; background: #fff4e5; padding: 1.2mm 2mm; -webkit-print-color-adjust: exact;
  print-color-adjust: exact; }}
.lines {{ margin-top: 2.5mm; }}
.lines th {{ background: {s['colour']}; color: white; font-size: 6.6pt; text-align: left; padding: 1mm 1.2mm;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.55mm 1.2mm; border-bottom: 0.3px solid #ddd; font-size: 7.3pt; }}
.lines td.mono {{ font-family: 'DejaVu Sans Mono', monospace; }}
.sum {{ margin: 3mm 0 0 auto; page-break-inside: avoid; }}
.sum td {{ padding: 0.8mm 2mm 0.8mm 12mm; }}
.sum tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1.3px solid #222; }}
p {{ line-height: 1.45; margin: 2mm 0; }}
"""
    meta = [('Account no.', d['account']), ('Invoice no.', f"<b>{e(f['number'])}</b>"), ('Invoice date', f['date']),
            ('Billing period', d['period']), ('Your PO', e(f['order'])), ('Payment due', f['due'])]
    rows = ''.join(
        f"<tr><td>{x['day']}</td><td class=mono>{x['tracking']}</td><td>{x['service']}</td><td>{e(x['consignee'])}"
        f"</td><td>{e(x['town'])}, {x['country']}</td><td class=num>{x['pieces']}</td><td class=num>{x['kg']}</td>"
        f"<td class=num>{en(x['charge'])}</td><td class=num>{en(x['fuel'])}</td><td class=num>{en(x['amount'])}</td>"
        f"<td>{'Z' if x['rate'] == 0 else 'S'}</td></tr>" for x in f['lines'] if x.get('tracking'))
    others = ''.join(
        f"<tr><td>{x['day']}</td><td class=mono>{x['ref']}</td><td colspan=6>{e(x['text'])}</td><td></td>"
        f"<td class=num>{en(x['amount'])}</td><td>S</td></tr>" for x in f['lines'] if not x.get('tracking'))
    zero = f['per_rate'][Decimal(0)][0]
    standard, vat = f['per_rate'][Decimal(23)]
    body = f"""
<table class="top" style="width:100%"><tr><td>{arrow(s['colour'])} <span class="brand">{e(s['brand'])}
<i>{e(s['brand_small'])}</i></span><div class="small" style="margin-top:1mm">Same-day · Next-day · International ·
{s['phone']} · {s['web']}</div></td>
<td><div class="title">ACCOUNT INVOICE</div>{pairs(meta)}</td></tr></table>
<div class="cust"><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>{e(', '.join(c['address']))}</div>
<div class="note">Fuel surcharge this period: {d['fuel_text']} of transport charges. {d['count']} shipments
collected from {e(d['collection'])}.</div>
<table class="lines"><thead><tr><th>Date</th><th>Tracking no.</th><th>Service</th><th>Consignee</th>
<th>Destination</th><th class=num>Pcs</th><th class=num>Kg</th><th class=num>Charge</th><th class=num>Fuel</th>
<th class=num>Total</th><th>VAT</th></tr></thead><tbody>{rows}{others}</tbody></table>
<table class="sum"><tr><td>Zero-rated (Z)</td><td class=num>{money(zero)}</td></tr>
<tr><td>Standard-rated (S)</td><td class=num>{money(standard)}</td></tr>
<tr><td>Net total</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>VAT @ 23%</td><td class=num>{money(vat)}</td></tr>
<tr class="total"><td>Total due</td><td class=num>{money(f['gross'])}</td></tr></table>
<p class="small">Z: transport of goods to a destination outside the European Union, zero-rated under Schedule 2 of the
Value-Added Tax Consolidation Act 2010. S: VAT at 23%.</p>
<p>Please pay {money(f['gross'])} by {f['due']} to IBAN {spaced(f['iban'])} (BIC AIBKIE2D), quoting account
{d['account']} and invoice {e(f['number'])}.</p>"""
    return document('en', css, body)


def page_us_terminal(f):
    """A container terminal's demurrage invoice: a crane mark and the terminal's name in capitals without its legal
    form, its address; "DEMURRAGE INVOICE" with a ruled row of labels over values; "Bill To" beside a box with the
    ocean carrier in large type, the vessel, the B/L and the trucker; one row per container with its dates and the
    tiers; the other charges; "Subtotal", "Sales Tax", "Total Due"; ACH and wire details; a dashed remittance stub
    with "Remit To" the LLC, its lockbox and the amounts; the federal tax id in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = margin_box('bottom-center', f"{s['name']} · {', '.join(s['address'])} · Federal Tax ID {s['ein']} · "
                       f"Tariff: {s['tariff']}", size='6.3pt')
    css = base_css('12mm 14mm 16mm 14mm', boxes, size='8.3pt', paper='Letter') + f"""
.top td {{ vertical-align: top; }}
.name {{ font-size: 12.5pt; font-weight: bold; letter-spacing: 1px; color: {s['colour']}; vertical-align: middle; }}
.addr {{ font-size: 7.3pt; color: #555; line-height: 1.45; }}
.title {{ text-align: right; font-size: 16pt; font-weight: bold; color: #b91c1c; letter-spacing: 1px; }}
.grid {{ width: 100%; margin-top: 3mm; }}
.grid td {{ border: 0.8px solid #888; padding: 0.9mm 2mm; }}
.grid .l {{ font-size: 6.4pt; color: #666; text-transform: uppercase; }}
.two {{ width: 100%; margin-top: 3.5mm; }}
.two td {{ vertical-align: top; line-height: 1.45; }}
.carrier {{ border: 1.2px solid #333; padding: 2mm 3mm; }}
.carrier .n {{ font-size: 13pt; font-weight: bold; letter-spacing: 0.5px; }}
.lines {{ margin-top: 4mm; }}
.lines th {{ border-top: 1.2px solid #222; border-bottom: 1.2px solid #222; text-align: left; font-size: 7pt;
  padding: 1mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1mm 1.5mm; border-bottom: 0.4px solid #ccc; }}
.lines td.mono {{ font-family: 'DejaVu Sans Mono', monospace; white-space: nowrap; }}
.sum {{ margin: 3mm 0 0 auto; }}
.sum td {{ padding: 0.8mm 2mm 0.8mm 14mm; }}
.sum tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.4px solid #111; }}
.stub {{ margin-top: 7mm; border-top: 1.2px dashed #555; padding-top: 2mm; }}
.stub table {{ width: 100%; }}
.stub td {{ vertical-align: top; line-height: 1.5; }}
p {{ line-height: 1.45; margin: 2mm 0; }}
"""
    rows = ''.join(
        f"<tr><td class=mono>{x['container']}</td><td class=nw>{x['size']}</td><td>{x['discharged']}</td><td>{x['lfd']}</td>"
        f"<td>{x['outgate']}</td><td class=num>{x['days']}</td><td>{x['calc']}</td>"
        f"<td class=num>{en(x['amount'])}</td></tr>" for x in f['lines'] if x.get('container'))
    others = ''.join(f"<tr><td colspan=7>{e(x['text'])}</td><td class=num>{en(x['amount'])}</td></tr>"
                     for x in f['lines'] if not x.get('container'))
    body = f"""
<table class="top" style="width:100%"><tr><td>{crane(s['colour'])} <span class="name">{e(s['display'])}</span>
<div class="addr">{e(', '.join(s['address']))} · Customer Service {s['phone']} · {s['mail']}</div></td>
<td class="title">DEMURRAGE INVOICE</td></tr></table>
{grid([('Invoice #', f"<b>{e(f['number'])}</b>"), ('Invoice Date', f['date']), ('Due Date', f['due']),
       ('Customer #', d['customer_no']), ('Terms', 'Net 15'), ('Release #', d['release'])])}
<table class="two"><tr><td style="width:46%"><b>Bill To</b><br>{e(c['name'])}<br>{e(c['attention'])}<br>
{address(c['address'])}</td>
<td><div class="carrier"><span class="small">OCEAN CARRIER</span><br><span class="n">{e(d['carrier'])}</span><br>
Vessel / Voyage: {e(d['vessel'])} / {d['voyage']}<br>B/L #: {d['bl']}<br>Trucker: {e(d['trucker'])} (SCAC
{d['scac']})</div></td></tr></table>
<table class="lines"><thead><tr><th>Container</th><th>Size</th><th>Discharged</th><th>Last Free Day</th>
<th>Out-Gate</th><th class=num>Days</th><th>Rate</th><th class=num>Amount</th></tr></thead>
<tbody>{rows}{others}</tbody></table>
<table class="sum"><tr><td>Subtotal</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Sales Tax (not applicable)</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Total Due</td><td class=num>{money(f['gross'])}</td></tr></table>
<p>Free time: {d['free_days']} working days from discharge. Demurrage accrues per calendar day thereafter and must be
paid before release. Disputes within 30 days of the invoice date to {s['mail']}.</p>
<p><b>ACH / Wire:</b> JPMorgan Chase Bank, N.A. · ABA routing no. {s['routing']} · Account no. {s['account']} ·
SWIFT CHASUS33. Please reference the invoice number.</p>
<div class="stub"><div class="small">Please detach and return this portion with your check.</div><table><tr>
<td style="width:50%"><b>Remit To:</b><br>{e(s['name'])}<br>{address(s['lockbox'])}</td>
<td>{pairs([('Customer #', d['customer_no']), ('Invoice #', e(f['number'])), ('Invoice Date', f['date']),
            ('Amount Due', f"<b>{money(f['gross'])}</b>"), ('Amount Enclosed', '____________')])}</td>
</tr></table></div>"""
    return document('en', css, body)


# --- The pages: Germany, Austria and Switzerland ---------------------------------------------------------------------

def page_de_spedition(f):
    """A haulier's monthly invoice as a DIN 5008 letter: a lorry mark and "BROCKMANN" with the trades at the top
    right; the sender's line over the window with the customer; an information block (Ihre Referenz, Kundennummer,
    Rechnungsnummer, Rechnungsdatum, Leistungszeitraum, Ansprechpartner); "Rechnung"; one row per load with its
    dates, order and shipment numbers, sites, CMR number, plates and the subcontractor, then the surcharges;
    "Nettobetrag", "zzgl. 19 % USt.", "Rechnungsbetrag"; the payment; a foot of three columns with the KG, its
    general partner, the registers, the VAT id and the bank."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = (multi_box('bottom-left', [s['name'], ' · '.join(s['address']), f"Tel. {s['phone']}", s['mail']],
                       size='6.2pt') +
             multi_box('bottom-center', [f"Sitz Melle · Amtsgericht Osnabrück {s['hra']}",
                                         f"pers. haft. Gesellschafterin: {s['partner']}",
                                         f"Amtsgericht Osnabrück {s['hrb']} · Geschäftsführer: {s['md']}",
                                         f"USt-IdNr. {s['vat_printed']}"], size='6.2pt') +
             multi_box('bottom-right', ['Sparkasse Osnabrück', f"IBAN {spaced(f['iban'])}", 'BIC NOLADE22XXX',
                                        'Wir arbeiten ausschließlich nach den ADSp 2017.'], size='6.2pt'))
    css = base_css('10mm 16mm 22mm 22mm', boxes, size='8.4pt') + f"""
.logo {{ text-align: right; }}
.logo .n {{ font-size: 20pt; font-weight: bold; letter-spacing: 1px; color: {s['colour']}; vertical-align: middle; }}
.logo .t {{ font-size: 7.4pt; color: #555; letter-spacing: 0.6px; }}
.letter {{ width: 100%; margin-top: 10mm; }}
.letter td {{ vertical-align: top; }}
.sender {{ font-size: 6.3pt; color: #444; border-bottom: 0.5px solid #999; padding-bottom: 0.5mm; margin-bottom: 2mm;
  white-space: nowrap; }}
.window {{ line-height: 1.45; font-size: 9pt; }}
.info td {{ padding: 0.35mm 0 0.35mm 3mm; white-space: nowrap; font-size: 7.8pt; }}
.info td:first-child {{ color: #555; padding-left: 0; }}
h1 {{ font-size: 12.5pt; margin: 9mm 0 2mm; }}
.lines th {{ border-bottom: 1px solid #222; text-align: left; font-size: 7pt; padding: 1mm 1.3mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1mm 1.3mm; border-bottom: 0.4px solid #ccc; vertical-align: top; font-size: 7.3pt;
  line-height: 1.35; }}
.totals {{ margin: 3mm 0 0 auto; }}
.totals td {{ padding: 0.8mm 2mm 0.8mm 14mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 9.8pt; border-top: 1.2px solid #222; }}
p {{ line-height: 1.5; margin: 2mm 0; }}
"""
    info = [('Ihre Referenz', e(f['order'])), ('Kundennummer', d['client']), ('Rechnungsnummer', e(f['number'])),
            ('Rechnungsdatum', f['date']), ('Leistungszeitraum', d['period']), ('Ansprechpartner', d['contact']),
            ('Telefon', d['contact_phone'])]
    rows = ''
    for i, x in enumerate(f['lines'], 1):
        if x.get('load'):
            rows += (f"<tr><td>{i}</td><td>{x['loaded']}<br>{x['unloaded']}</td><td>Auftrag {x['job']}<br>Sendung "
                     f"{x['shipment']}</td><td>{e(x['origin'])}<br>→ {e(x['destination'])}</td><td>CMR {x['cmr']}<br>"
                     f"{nw(x['plates'])}{'<br>Subunternehmer:<br>' + nw(e(x['sub'])) if x.get('sub') else ''}</td><td class=nw>{x['pallets']} Pal."
                     f"<br>{de(x['kg'])[:-3]} kg</td><td class=num>{de(x['amount'])}</td></tr>")
        else:
            rows += (f"<tr><td>{i}</td><td colspan=5>{e(x['text'])}</td>"
                     f"<td class=num>{de(x['amount'])}</td></tr>")
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<div class="logo">{truck(s['colour'])} <span class="n">{s['logo']}</span><br><span class="t">{e(s['trades'])}</span></div>
<table class="letter"><tr><td style="width:58%"><div class="sender">{e(s['name'])} · {e(' · '.join(s['address']))}</div>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div></td>
<td>{pairs(info, 'info')}</td></tr></table>
<h1>Rechnung</h1>
<p>Sehr geehrte Damen und Herren,<br>für die im Leistungszeitraum durchgeführten Transporte berechnen wir Ihnen:</p>
<table class="lines" style="width:100%"><thead><tr><th>Pos.</th><th>Lade-/Entladedatum</th><th>Auftrags-/Sendungsnr.
</th><th>Ladestelle / Entladestelle</th><th>CMR / Kennzeichen</th><th>Menge</th><th class=num>Betrag €</th></tr>
</thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Nettobetrag</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>zzgl. {rate_text(rate)} % USt.</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Rechnungsbetrag</td><td class=num>{money(f['gross'])}</td></tr></table>
<p>Zahlbar bis {f['due']} ohne Abzug. Bitte geben Sie bei Zahlung die Rechnungsnummer {e(f['number'])} an.</p>
<p>Mit freundlichen Grüßen<br>{e(d['contact'])}, Disposition</p>"""
    return document('de', css, body)


def page_at_credit(f):
    """An Austrian forwarder's credit note: "PYHRN CARGO" with its trades at the top left, the place and date at the
    right; the customer with its UID and EORI at the left, a label–value list at the right; "RECHNUNGSKORREKTUR
    (GUTSCHRIFT)"; a framed box naming the invoice corrected, its date and amount; the reason; the lines credited,
    negative, at 20 % and tax-free; "Summe netto", the tax-free part, "USt 20 %", "Gutschriftsbetrag"; the exemption
    and the settlement; the GmbH, FN, Landesgericht Steyr, UID, EORI and Oberbank in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · {' · '.join(s['address'])} · Firmenbuch {s['fn']}, Landesgericht Steyr · UID {s['vat_printed']}"
        f" · EORI {s['eori']}",
        f"Oberbank AG · IBAN {spaced(f['iban'])} · BIC OBKLAT2L",
        'Wir arbeiten ausschließlich auf Grundlage der Allgemeinen Österreichischen Spediteurbedingungen (AÖSp).'],
        size='6.2pt', align='center')
    css = base_css('14mm 17mm 21mm 18mm', boxes, size='8.6pt') + f"""
.top td {{ vertical-align: top; }}
.brand {{ font-size: 19pt; font-weight: bold; letter-spacing: 3px; color: {s['colour']}; }}
.brand span {{ font-weight: normal; color: #444; }}
.trades {{ font-size: 7.3pt; color: #555; letter-spacing: 1px; }}
.place {{ text-align: right; }}
.parties {{ width: 100%; margin-top: 10mm; }}
.parties td {{ vertical-align: top; line-height: 1.45; }}
.meta td {{ padding: 0.5mm 0 0.5mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
h1 {{ font-size: 13.5pt; margin: 8mm 0 2mm; letter-spacing: 0.5px; }}
.ref {{ border: 1.3px solid {s['colour']}; padding: 2mm 3mm; line-height: 1.55; margin-bottom: 3mm; }}
.ref b {{ font-size: 10pt; }}
.lines {{ margin-top: 3mm; }}
.lines th {{ background: #eceff3; text-align: left; font-size: 7.4pt; padding: 1.2mm 1.8mm;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.2mm 1.8mm; border-bottom: 0.4px solid #ccc; vertical-align: top; }}
.totals {{ margin: 3mm 0 0 auto; }}
.totals td {{ padding: 0.9mm 2mm 0.9mm 14mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.2pt; border-top: 1.3px solid #222; }}
p {{ line-height: 1.5; margin: 2mm 0; }}
"""
    meta = [('Gutschrift Nr.', f"<b>{e(f['number'])}</b>"), ('Datum', f['date']), ('Kunden-Nr.', d['client']),
            ('Speditionsauftrag', d['job']), ('Sachbearbeiterin', e(d['clerk']))]
    rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{qty(x['qty'])}</td><td class=num>{de(x['price'])}"
                   f"</td><td class=num>{'steuerfrei' if x['rate'] == 0 else rate_text(x['rate']) + ' %'}</td>"
                   f"<td class=num>{de(x['amount'])}</td></tr>" for x in f['lines'])
    free = f['per_rate'][Decimal(0)][0]
    base, tax = f['per_rate'][Decimal(20)]
    body = f"""
<table class="top" style="width:100%"><tr><td><div class="brand">PYHRN <span>CARGO</span></div>
<div class="trades">{e(s['trades'])}</div><div class="small">{e(' · '.join(s['address']))} · {s['phone']}</div></td>
<td class="place">{e(s['city'])}, am {d['long_date']}</td></tr></table>
<table class="parties"><tr><td style="width:55%">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}
<br><span class="small">UID {c['vat_printed']} · EORI {c['eori']}</span></td><td>{pairs(meta)}</td></tr></table>
<h1>RECHNUNGSKORREKTUR (GUTSCHRIFT)</h1>
<div class="ref">Korrektur zu unserer <b>Rechnung Nr. {d['original']}</b> vom {d['original_date']} über
{money(d['original_gross'])}<br>Container {d['container']} · Bahnsendung {d['train']} Hamburg-Waltershof – Enns ·
Ankunft Enns {d['arrived']}</div>
<p>{e(d['reason'])}</p>
<table class="lines" style="width:100%"><thead><tr><th>Leistung</th><th class=num>Menge</th><th class=num>Preis</th>
<th class=num>USt</th><th class=num>Betrag EUR</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Summe netto</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>davon steuerfrei</td><td class=num>{money(free)}</td></tr>
<tr><td>USt 20 % von {money(base)}</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Gutschriftsbetrag</td><td class=num>{money(f['gross'])}</td></tr></table>
<p class="small">Steuerfrei gemäß § 6 Abs. 1 Z 3 lit. a UStG 1994 (grenzüberschreitende Güterbeförderung, in der
Bemessungsgrundlage der Einfuhrumsatzsteuer enthalten).</p>
<p>Den Gutschriftsbetrag verrechnen wir mit Ihrer nächsten Zahlung; auf Wunsch überweisen wir ihn auf Ihr Konto.</p>
<p>Freundliche Grüße<br>{e(d['clerk'])}</p>"""
    return document('de', css, body)


def page_ch_customs(f):
    """A Basel customs broker and forwarder's invoice: "RHYHAFE" with "Zoll + Logistik" at the top left and the AG's
    name and address in small type under it, the customer in the right-hand window; a label–value list; a framed
    block of the shipment (sender in large type, lorry, border crossing, the Passar declaration number and date, the
    tariff numbers, the goods' value and rate); the services at 8.1 % MWST; "Auslagen (ohne MWST)" with the duties,
    the import VAT at 8.1 % and a commission on them; totals; the bank; the UID in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = margin_box('bottom-center', f"{s['name']} · {', '.join(s['address'])} · UID {s['vat_printed']} MWST · "
                       "Es gelten die Allgemeinen Bedingungen (AB) von SPEDLOGSWISS.", size='6.3pt')
    css = base_css('14mm 16mm 18mm 20mm', boxes, size='8.5pt') + f"""
.top td {{ vertical-align: top; }}
.brand {{ font-family: 'DejaVu Serif', serif; font-size: 23pt; font-weight: bold; color: {s['colour']};
  letter-spacing: 1px; }}
.brand2 {{ font-size: 9pt; color: {s['colour']}; letter-spacing: 2px; }}
.legal {{ font-size: 7pt; color: #555; margin-top: 1.5mm; line-height: 1.4; }}
.window {{ padding-top: 12mm; line-height: 1.45; font-size: 9.2pt; }}
.meta {{ margin-top: 7mm; }}
.meta td {{ padding: 0.4mm 6mm 0.4mm 0; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
h1 {{ font-size: 13pt; margin: 6mm 0 2mm; }}
.ship {{ border: 1px solid #999; padding: 2mm 3mm; line-height: 1.5; }}
.ship .n {{ font-size: 11pt; font-weight: bold; }}
.lines {{ margin-top: 3mm; }}
.lines th {{ border-bottom: 1px solid #333; text-align: left; font-size: 7.3pt; padding: 1mm 1.6mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1mm 1.6mm; border-bottom: 0.4px solid #ccc; }}
.lines tr.sec td {{ font-weight: bold; padding-top: 2.2mm; border-bottom: 0.8px solid #999; }}
.totals {{ margin: 3mm 0 0 auto; }}
.totals td {{ padding: 0.8mm 2mm 0.8mm 14mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1.3px solid #222; }}
p {{ line-height: 1.5; margin: 2mm 0; }}
"""
    meta = [('Rechnung Nr.', f"<b>{e(f['number'])}</b>"), ('Datum', f['date']), ('Dossier-Nr.', d['dossier']),
            ('Sendungs-Nr.', d['shipment']), ('Kunden-Nr.', d['client']), ('Zahlbar bis', f['due'])]
    services = [x for x in f['lines'] if x['rate'] is not None]
    advances = [x for x in f['lines'] if x['rate'] is None]

    def row(x):
        return (f"<tr><td>{e(x['text'])}</td><td class=num>{qty(x['qty'], False)}</td>"
                f"<td class=num>{ch(x['price'])}</td><td class=num>{ch(x['amount'])}</td></tr>")
    (rate, (base, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr><td style="width:55%"><div class="brand">RHYHAFE</div>
<div class="brand2">ZOLL + LOGISTIK</div><div class="legal">{e(s['name'])}<br>{e(', '.join(s['address']))}<br>
Tel. {s['phone']} · {s['mail']}</div></td>
<td><div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div></td></tr></table>
{pairs(meta)}
<h1>Rechnung Einfuhrverzollung und Transport</h1>
<div class="ship">Versender: <span class="n">{e(d['sender'])}</span>, {e(d['sender_town'])}<br>
Empfänger: {e(c['name'])} · Fahrzeug: LKW {d['truck']} / Auflieger {d['trailer']} · Grenzübertritt
{e(d['border'])} am {d['crossed']}<br>
Zollanmeldung (Passar) Nr. {d['declaration']} vom {d['accepted']} · ZAZ-Konto {d['zaz']}<br>
Waren: {e(d['goods'])} · {d['gross_kg']} kg brutto · Warenwert {d['value']} zum Kurs {d['fx']}</div>
<table class="lines" style="width:100%"><thead><tr><th>Leistung</th><th class=num>Anzahl</th>
<th class=num>Ansatz CHF</th><th class=num>Betrag CHF</th></tr></thead><tbody>
<tr class="sec"><td colspan=4>Leistungen (MWST {rate_text(rate, False)} %)</td></tr>{''.join(row(x) for x in services)}
<tr class="sec"><td colspan=4>Auslagen (ohne MWST, in Ihrem Namen bezahlt)</td></tr>
{''.join(row(x) for x in advances)}</tbody></table>
<table class="totals"><tr><td>Total Leistungen</td><td class=num>{money(base)}</td></tr>
<tr><td>MWST {rate_text(rate, False)} % auf {money(base)}</td><td class=num>{money(tax)}</td></tr>
<tr><td>Total Auslagen</td><td class=num>{money(f['outside'])}</td></tr>
<tr><td>Total exkl. MWST</td><td class=num>{money(f['net'])}</td></tr>
<tr class="total"><td>Rechnungsbetrag</td><td class=num>{money(f['gross'])}</td></tr></table>
<p class="small">Die Einfuhrsteuer wird Ihnen mit der Veranlagungsverfügung MWST des BAZG bestätigt; sie ist als
Vorsteuer abziehbar. Zollabgaben und Einfuhrsteuer sind Auslagen ohne MWST.</p>
<p>Zahlbar bis {f['due']} netto an Basler Kantonalbank, IBAN {spaced(f['iban'])}, BIC BKBBCHBBXXX, zugunsten
{e(s['name'])}, Basel.</p>"""
    return document('de', css, body)


# --- The pages: France, Luxembourg and Wallonia ----------------------------------------------------------------------

def page_fr_commissionnaire(f):
    """A Le Havre "commissionnaire de transport": a monogram and the trading name in small capitals with its trades
    at the top left, "FACTURE" at the right over "Émise par …" naming the SAS; the customer at the right; a ruled
    grid of labels over values (facture, date, échéance, dossier, client, votre référence); a framed block of the
    shipment with the consignee and the shipping line in large type, vessel, BL, booking, ports, dates, containers and
    seals, the export declaration and the LTA of the samples; the charges with the USD rate; "Total HT", "TVA",
    "Total TTC", "Net à payer"; the exemption; the penalties; the SAS, its capital, RCS, SIRET and VAT number in the
    foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · SAS au capital de {s['capital']} · {', '.join(s['address'])}",
        f"RCS Le Havre {s['siren_printed']} · SIRET {s['siret_printed']} · TVA {s['vat_printed']}",
        f"Société Générale · IBAN {spaced(f['iban'])} · BIC SOGEFRPP · Nos opérations sont soumises aux conditions "
        "générales de vente de TLF Overseas."], size='6.2pt', align='center')
    css = base_css('12mm 14mm 21mm 14mm', boxes, size='8.3pt') + f"""
.top td {{ vertical-align: top; }}
.mono {{ display: inline-block; background: {s['colour']}; color: white; font-weight: bold; font-size: 13pt;
  padding: 1.5mm 2.5mm; letter-spacing: 1px; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.style {{ font-size: 10.5pt; font-weight: bold; color: {s['colour']}; margin-left: 2mm; }}
.trades {{ font-size: 7pt; color: #555; margin-top: 1.5mm; line-height: 1.45; }}
.title {{ text-align: right; font-size: 17pt; font-weight: bold; letter-spacing: 3px; }}
.issued {{ text-align: right; font-size: 7.2pt; color: #444; }}
.window {{ margin: 6mm 0 0 52%; line-height: 1.45; font-size: 9pt; }}
.grid {{ width: 100%; margin-top: 5mm; }}
.grid td {{ border: 0.8px solid #8b95a5; padding: 0.9mm 2mm; }}
.grid .l {{ font-size: 6.4pt; color: #5b6575; }}
.ship {{ width: 100%; margin-top: 3mm; border: 1px solid #8b95a5; }}
.ship td {{ vertical-align: top; padding: 0.7mm 2mm; }}
.ship td.k {{ color: #5b6575; white-space: nowrap; font-size: 7.4pt; }}
.ship .n {{ font-size: 11pt; font-weight: bold; }}
.lines {{ margin-top: 3mm; }}
.lines th {{ border-bottom: 1.2px solid {s['colour']}; text-align: left; font-size: 7.2pt; padding: 1mm 1.6mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1mm 1.6mm; border-bottom: 0.4px solid #ddd; }}
.totals {{ margin: 3mm 0 0 auto; }}
.totals td {{ padding: 0.8mm 2mm 0.8mm 14mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1.3px solid #222; }}
p {{ line-height: 1.45; margin: 1.6mm 0; }}
"""
    conts = ', '.join(f"{k['printed']} (plomb {k['seal']})" for k in d['containers'])
    rows = ''.join(
        f"<tr><td>{e(x['text'])}</td><td class=num>{qty(x['qty'])}</td>"
        f"<td class=num>{(fr(x['foreign']) + NBSP + '$') if x.get('foreign') else fr(x['price'])}</td>"
        f"<td class=num>{unit_rate(x)}</td><td class=num>{fr(x['amount'])}</td></tr>" for x in f['lines'])
    body = f"""
<table class="top" style="width:100%"><tr><td><span class="mono">{s['mono']}</span><span class="style">{e(s['style'])}
</span><div class="trades">{e(s['trades'])}<br>{e(', '.join(s['address']))} · {s['phone']}</div></td>
<td><div class="title">FACTURE</div><div class="issued">Émise par {e(s['name'])},<br>commissionnaire de transport
et représentant en douane enregistré</div></td></tr></table>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>TVA {c['vat_printed']}</div>
{grid([('N° de facture', f"<b>{e(f['number'])}</b>"), ('Date de facture', f['date']), ('Échéance', f['due']),
       ('N° de dossier', d['dossier']), ('N° client', d['client']), ('Votre référence', e(f['order']))])}
<table class="ship"><tr><td class="k">Destinataire</td><td><span class="n">{e(d['consignee'])}</span><br>
{e(d['consignee_town'])}</td><td class="k">Transporteur maritime</td><td><span class="n">{e(d['carrier'])}</span><br>
Navire {e(d['vessel'])}, voyage {d['voyage']}</td></tr>
<tr><td class="k">BL n°</td><td>{d['bl']}</td><td class="k">Booking</td><td>{d['booking']}</td></tr>
<tr><td class="k">Port de chargement</td><td>Le Havre (FRLEH) – départ {d['etd']}</td><td class="k">Port de
déchargement</td><td>{e(d['pod'])} – arrivée prévue {d['eta']}</td></tr>
<tr><td class="k">Conteneur(s)</td><td colspan=3>{conts}</td></tr>
<tr><td class="k">Déclaration en douane</td><td colspan=3>Export, MRN {d['mrn']} du {d['declared']} – bureau de
sortie Le Havre Port</td></tr>
<tr><td class="k">Échantillons</td><td colspan=3>LTA {d['lta']} – vol {d['flight']} Paris-CDG → Montréal-YUL du
{d['flown']}</td></tr>
<tr><td class="k">Marchandise</td><td colspan=3>{e(d['goods'])} – incoterm {d['incoterm']}</td></tr></table>
<table class="lines" style="width:100%"><thead><tr><th>Désignation</th><th class=num>Qté</th>
<th class=num>Prix unitaire</th><th class=num>Taux USD</th><th class=num>Montant €</th></tr></thead>
<tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Total HT</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>TVA (exonération)</td><td class=num>{money(f['tax'])}</td></tr>
<tr><td>Total TTC</td><td class=num>{money(f['gross'])}</td></tr>
<tr class="total"><td>Net à payer</td><td class=num>{money(f['gross'])}</td></tr></table>
<p class="small">Exonération de TVA – article 262-I-1° du CGI (prestations de services directement liées à
l'exportation). Fret en USD converti au taux de {d['fx_text']}.</p>
<p class="small">Paiement par virement à réception, au plus tard le {f['due']}. Pas d'escompte pour paiement anticipé.
En cas de retard, pénalités au taux de trois fois le taux d'intérêt légal et indemnité forfaitaire pour frais de
recouvrement de 40 € (art. L441-10 du Code de commerce).</p>"""
    return document('fr', css, body)


def page_lu_terminal(f):
    """A Luxembourg intermodal terminal's invoice: a crane mark and "ALZETTE TERMINAL" large, "exploité par" the S.A.
    in small type; the customer with its VAT number at the right; a label–value list; one section per train with its
    number, date and rail operator, one row per intermodal unit (ILU code, wagon, weight) and its lifts, storage and
    weighing; "Total HTVA", "TVA 17 %", "Total TTC"; the RF reference and the bank; the S.A., RCS, VAT number and
    business permit in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · {', '.join(s['address'])}",
        f"RCS Luxembourg {s['rcs']} · TVA {s['vat_printed']} · Autorisation d'établissement n° {s['permit']}",
        f"BGL BNP Paribas · IBAN {spaced(f['iban'])} · BIC BGLLLULL"], size='6.3pt', align='center')
    css = base_css('13mm 15mm 20mm 15mm', boxes, size='8.2pt') + f"""
.top td {{ vertical-align: top; }}
.brand {{ font-size: 22pt; font-weight: bold; letter-spacing: 1.5px; color: {s['colour']}; vertical-align: middle; }}
.op {{ font-size: 7.2pt; color: #555; margin-top: 1mm; }}
.window {{ padding-top: 9mm; line-height: 1.45; font-size: 8.8pt; }}
.meta {{ margin-top: 5mm; }}
.meta td {{ padding: 0.4mm 6mm 0.4mm 0; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
h1 {{ font-size: 13pt; margin: 5mm 0 1mm; color: {s['colour']}; }}
.lines {{ margin-top: 2mm; }}
.lines th {{ background: {s['colour']}; color: white; text-align: left; font-size: 6.9pt; padding: 1mm 1.4mm;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.8mm 1.4mm; border-bottom: 0.4px solid #d5d9de; }}
.lines td.mono {{ font-family: 'DejaVu Sans Mono', monospace; font-size: 7.6pt; }}
.lines tr.train td {{ font-weight: bold; padding-top: 2.2mm; border-bottom: 0.9px solid {s['colour']}; }}
.totals {{ margin: 3mm 0 0 auto; }}
.totals td {{ padding: 0.8mm 2mm 0.8mm 14mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1.3px solid #222; }}
p {{ line-height: 1.45; margin: 2mm 0; }}
"""
    meta = [('Facture n°', f"<b>{e(f['number'])}</b>"), ('Date', f['date']), ('Échéance', f['due']),
            ('N° client', d['client']), ('Votre commande', e(f['order'])), ('Période', d['period'])]
    rows = ''
    for train in d['trains']:
        rows += (f"<tr class='train'><td colspan=6>Train {train['no']} · {e(train['route'])} · "
                 f"{train['day']} · opérateur ferroviaire {e(train['operator'])}</td></tr>")
        rows += ''.join(f"<tr><td class=mono>{x['unit']}</td><td class=mono>{x['wagon']}</td><td>{e(x['text'])}</td>"
                        f"<td class=num>{qty(x['qty'])}</td><td class=num>{de(x['price'])}</td>"
                        f"<td class=num>{de(x['amount'])}</td></tr>" for x in train['lines'])
    (rate, (_, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr><td style="width:55%">{crane(s['colour'])} <span class="brand">
{e(s['brand'])}</span><div class="op">Terminal rail-route de {e(s['site'])} – exploité par {e(s['name'])}<br>
{e(', '.join(s['address']))} · {s['phone']} · {s['mail']}</div></td>
<td><div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>TVA {c['vat_printed']}
</div></td></tr></table>
{pairs(meta)}
<h1>Facture – manutention et stationnement</h1>
<table class="lines" style="width:100%"><thead><tr><th>UTI (code ILU)</th><th>Wagon</th><th>Prestation</th>
<th class=num>Qté</th><th class=num>Prix</th><th class=num>Montant</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Total HTVA</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>TVA {rate_text(rate)} %</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Total TTC</td><td class=num>{money(f['gross'])}</td></tr></table>
<p>Franchise de stationnement : {d['free_hours']} heures après le déchargement du train ou la remise de l'UTI.
Montant à virer pour le {f['due']} sur le compte {spaced(f['iban'])} avec la référence
<b>{f['reference_printed']}</b>.</p>"""
    return document('fr', css, body)


def page_be_road_fr(f):
    """A Walloon road forwarder's invoice: the group's brand "MOSAN LOGISTICS" large in a band, under it in small type
    the company issuing the invoice as a member of the group; the customer at the right with its VAT number; a
    label–value list; one block per consignment to the United Kingdom (loading date, CMR, plates, consignee, export
    MRN, the British partner, delivery date); the charges at 0 % (art. 41) and 21 %; a summary per rate; the
    structured communication; the SRL, BCE, RPM and Belfius in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · {', '.join(s['address'])} · TVA {s['vat_printed']} · RPM Liège, division Liège",
        f"Belfius Banque · IBAN {spaced(f['iban'])} · BIC GKCCBEBB · Conditions générales belges d'expédition "
        "applicables à toutes nos opérations."], size='6.3pt', align='center')
    css = base_css('0mm 15mm 18mm 15mm', boxes, size='8.3pt') + f"""
@page {{ margin-top: 10mm; }}
.band {{ background: {s['colour']}; color: white; padding: 3mm 4mm; -webkit-print-color-adjust: exact;
  print-color-adjust: exact; }}
.band .n {{ font-size: 20pt; font-weight: bold; letter-spacing: 2px; vertical-align: middle; }}
.band .t {{ font-size: 7.5pt; letter-spacing: 1px; }}
.member {{ font-size: 7.2pt; color: #555; margin-top: 1.5mm; }}
.parties {{ width: 100%; margin-top: 6mm; }}
.parties td {{ vertical-align: top; line-height: 1.45; }}
.meta td {{ padding: 0.45mm 5mm 0.45mm 0; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
h1 {{ font-size: 13pt; margin: 5mm 0 2mm; letter-spacing: 1px; }}
.cons {{ border-left: 3px solid {s['colour']}; padding: 0.8mm 2.5mm; margin: 1.6mm 0; line-height: 1.45;
  font-size: 7.8pt; }}
.cons .n {{ font-size: 9.5pt; font-weight: bold; }}
.lines {{ margin-top: 3mm; }}
.lines th {{ border-bottom: 1px solid #333; text-align: left; font-size: 7.2pt; padding: 1mm 1.6mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.9mm 1.6mm; border-bottom: 0.4px solid #ddd; }}
.totals {{ margin: 3mm 0 0 auto; }}
.totals td {{ padding: 0.8mm 2mm 0.8mm 14mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1.3px solid #222; }}
.comm {{ font-weight: bold; font-size: 10.5pt; }}
p {{ line-height: 1.45; margin: 2mm 0; }}
"""
    meta = [('N° de facture', f"<b>{e(f['number'])}</b>"), ('Date de facture', f['date']), ('Échéance', f['due']),
            ('N° de dossier', d['dossier']), ("N° d'envoi", d['shipment']), ('N° client', d['client'])]
    cons = ''.join(
        f"<div class='cons'><span class='n'>{e(k['consignee'])}</span>, {e(k['town'])} (GB) · chargé le {k['loaded']}"
        f" · livré le {k['delivered']}<br>Lettre de voiture CMR n° {k['cmr']} · tracteur {k['tractor']} / remorque "
        f"{k['trailer']} · {k['pallets']} palettes, {de(k['kg'])[:-3]} kg<br>Déclaration d'export MRN {k['mrn']} · "
        f"dédouanement import GB par {e(d['partner'])}</div>" for k in d['consignments'])
    rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{qty(x['qty'])}</td><td class=num>{de(x['price'])}</td>"
                   f"<td class=num>{rate_text(x['rate'])} %</td><td class=num>{de(x['amount'])}</td></tr>"
                   for x in f['lines'])
    summary = ''.join(f"<tr><td>Base TVA {rate_text(rate)} %</td><td class=num>{money(base)}</td></tr>"
                      for rate, (base, _) in sorted(f['per_rate'].items()))
    body = f"""
<div class="band">{truck('white')} <span class="n">{e(s['group'])}</span>
<span class="t">&nbsp; ROUTE · DOUANE · ENTREPOSAGE</span></div>
<div class="member">{e(s['name'])}, une société du groupe {e(s['group_name'])} · {e(', '.join(s['address']))} ·
{s['phone']} · {s['mail']}</div>
<table class="parties"><tr><td style="width:52%">{pairs(meta)}</td>
<td>{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>TVA {c['vat_printed']}</td></tr></table>
<h1>FACTURE</h1>
<div class="small">Votre commande de transport {e(d['po_text'])} · Export Royaume-Uni, livraison DAP</div>
{cons}
<table class="lines" style="width:100%"><thead><tr><th>Désignation</th><th class=num>Qté</th>
<th class=num>Prix unitaire</th><th class=num>TVA</th><th class=num>Montant</th></tr></thead>
<tbody>{rows}</tbody></table>
<table class="totals">{summary}<tr><td>Total HTVA</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>TVA 21 %</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Total à payer</td><td class=num>{money(f['gross'])}</td></tr></table>
<p class="small">TVA 0 % : transport international de biens et prestations accessoires à l'exportation – exemption,
article 41, § 1er, du Code de la TVA.</p>
<p>Montant à verser pour le {f['due']} au compte {spaced(f['iban'])} avec la communication structurée
<span class="comm">{f['reference_printed']}</span>.</p>"""
    return document('fr', css, body)


Pages = {'nl_sea_import': page_nl_sea_import, 'be_customs_nl': page_be_customs_nl, 'nl_warehouse': page_nl_warehouse,
         'gb_air_import': page_gb_air_import, 'ie_courier': page_ie_courier, 'us_terminal': page_us_terminal,
         'de_spedition': page_de_spedition, 'at_credit': page_at_credit, 'ch_customs': page_ch_customs,
         'fr_commissionnaire': page_fr_commissionnaire, 'lu_terminal': page_lu_terminal,
         'be_road_fr': page_be_road_fr}

Layouts = {
    'nl_sea_import': 'Rotterdam sea-freight forwarder\'s import invoice: a slim letterhead (mark, the B.V.\'s name in '
                     'small bold type, the address on one line), "FACTUUR" at the right; framed Shipper, Consignee '
                     'and Notify party blocks whose names are larger than the forwarder\'s; ruled grids of labels over '
                     'values (Factuurnummer, Factuurdatum, Vervaldatum, Dossiernummer, Klantnummer, Uw referentie; '
                     'shipping line, vessel / voyage, IMO, booking, House B/L, Master B/L; ports, ETD, ETA, '
                     'incoterm, origin agent); containers with seals; ocean freight and BAF in USD at a rate; 0 % '
                     'and 21 % with the bases per rate, "Totaal excl. btw", "Btw 21% over …", "Totaal te betalen"; '
                     'the B.V., KvK, btw, ABN AMRO and the FENEX conditions in the foot',
    'be_customs_nl': 'Antwerp customs broker\'s invoice in Dutch: a large monogram with the trades, the NV\'s name '
                     'small at the top right; the importer in the window with its VAT number; two ruled rows of '
                     'labels over values (Dossiernummer, Zendingnummer, Factuurnummer, Factuurdatum, Vervaldag, '
                     'Klantnummer; Uw referentie, Aangifte, MRN, Datum aanvaarding, Vrijgave); exporter and importer '
                     'in large type, EORI numbers, shipping line, B/L, container, goods with their CN codes and '
                     'customs values; the broker\'s services at 21 %; "Voorgeschoten rechten en taksen" (import '
                     'duty A00, anti-dumping duty A30, import VAT B00) outside VAT (art. 28, 5° W.BTW); a summary row '
                     '(Maatstaf, Btw 21 %, Voorschotten, Totaal excl. btw, Totaal te betalen); the structured '
                     'communication; the NV, BTW, RPR, EORI and KBC in the foot',
    'nl_warehouse': 'Dutch warehouse\'s monthly storage and handling invoice: the brand "PALLETPOORT" with a pallet '
                    'mark, trades and site; the customer at the left and a label–value list (Factuurnummer, '
                    'Factuurdatum, Vervaldatum, Debiteurnummer, Contractnummer, Periode, Locatie); sections Opslag '
                    '(pallet places per week), Inslag (containers with their receipt numbers), Uitslag (orders whose '
                    'numbers have the invoice number\'s shape, dates, destinations), Overige diensten, each with a '
                    'subtotal; 21 %; payment "ten name van" the B.V. with the betalingskenmerk; "Factuur … · pagina '
                    'n van 2" at the top; the B.V., KvK, btw and Rabobank in the foot',
    'gb_air_import': 'Heathrow air-freight forwarder\'s import invoice in pounds: a wing mark and the trading style in '
                     'spaced small capitals, "INVOICE" over a boxed label–value list (Invoice no., Invoice date / tax '
                     'point, Account, Job no., Your order no., Payment due); Shipper and Origin agent in large type, '
                     'the consignee; a grid of MAWB (airline prefix, mod-7 check digit), HAWB, carrier, flight / date '
                     '("AA0098/14MAR"), route, pieces and weights; a grid of the CDS entry (MRN, date, EORI, '
                     'commodity code, customs value, arrival, delivery); charges in USD at a rate and in GBP with VAT '
                     'codes Z, S, O; a summary by code, "Total excl. VAT", "VAT @ 20% on …", "TOTAL GBP"; BACS with '
                     'sort code, account and IBAN; the Ltd, company number, VAT number and BIFA conditions in the foot',
    'ie_courier': 'Irish courier\'s monthly account invoice: an arrow mark and the brand "TOLKA express", "ACCOUNT '
                  'INVOICE" over a label–value list (Account no., Invoice no., Invoice date, Billing period, Your PO, '
                  'Payment due); the fuel surcharge of the period; a dense table of shipments (date, ten-digit '
                  'tracking number with a mod-7 check digit, service, consignee, destination, pieces, kg, charge, '
                  'fuel, total, VAT code) and other charges; a summary (zero-rated, standard-rated, "Net total", '
                  '"VAT @ 23%", "Total due"); the zero-rating note; "TOLKA express is a trading name of …", CRO, VAT '
                  'number and AIB in the foot; "Account invoice · page n of 2" at the top',
    'us_terminal': 'American container terminal\'s demurrage invoice in dollars: a crane mark and the terminal\'s name '
                   'in capitals without its legal form, "DEMURRAGE INVOICE"; a ruled row of labels over values '
                   '(Invoice #, Invoice Date, Due Date, Customer #, Terms, Release #); "Bill To" beside a box with '
                   'the ocean carrier in large type, vessel / voyage, B/L # and the trucker with its SCAC; one row per '
                   'container (discharged, last free day, out-gate, days, tiered rates); a missed-appointment fee and '
                   'an exam transfer; "Subtotal", "Sales Tax (not applicable) $0.00", "Total Due"; ACH / wire with '
                   'an ABA routing number; a dashed remittance stub "Remit To" the LLC with its lockbox; the LLC, '
                   'federal tax id and tariff in the foot',
    'de_spedition': 'German haulier\'s monthly invoice as a DIN 5008 letter: a lorry mark and "BROCKMANN" with the '
                    'trades at the top right, the sender\'s line over the window; an information block (Ihre '
                    'Referenz, Kundennummer, Rechnungsnummer, Rechnungsdatum, Leistungszeitraum, Ansprechpartner); '
                    '"Rechnung"; one row per load (Ladedatum and Entladedatum, "Auftrag …" and "Sendung …", loading '
                    'and unloading sites, CMR number, plates, a Polish subcontractor, pallets and kg), then '
                    'Dieselzuschlag, Lkw-Maut, Standgeld and pallets not exchanged; "Nettobetrag", "zzgl. 19 % '
                    'USt.", "Rechnungsbetrag"; a foot of three columns: the GmbH & Co. KG, Amtsgericht Osnabrück HRA, '
                    'its general partner (a Verwaltungs-GmbH) with its HRB, USt-IdNr., Sparkasse Osnabrück, ADSp 2017',
    'at_credit': 'Austrian forwarder\'s credit note: "PYHRN CARGO" with its trades, "Enns, am …" at the right; the '
                 'customer with its UID and EORI, a label–value list (Gutschrift Nr., Datum, Kunden-Nr., '
                 'Speditionsauftrag); "RECHNUNGSKORREKTUR (GUTSCHRIFT)"; a framed box "Korrektur zu unserer Rechnung '
                 'Nr. … vom … über EUR …" with the container, the train and its arrival; the reason; negative '
                 'lines at 20 % and tax-free; "Summe netto", "davon steuerfrei", "USt 20 % von …", '
                 '"Gutschriftsbetrag"; § 6 Abs. 1 Z 3 lit. a UStG; settled with the next payment (no due date); the '
                 'GmbH, FN, Landesgericht Steyr, UID, EORI, Oberbank and AÖSp in the foot',
    'ch_customs': 'Basel customs broker and forwarder\'s invoice in Swiss francs: "RHYHAFE" and "ZOLL + LOGISTIK" with '
                  'the AG\'s name and address in small type under them, the customer in the right-hand window; a '
                  'label–value list (Rechnung Nr., Datum, Dossier-Nr., Sendungs-Nr., Kunden-Nr., Zahlbar bis); a '
                  'framed block with the Italian sender in large type, the lorry\'s plates, the border crossing, the '
                  'Passar declaration number and date, the ZAZ account, the goods and their value in EUR at a rate; '
                  'services at 8.1 % MWST and "Auslagen (ohne MWST)" with the duties and "Einfuhrsteuer 8.1 % auf '
                  'CHF …"; "Total Leistungen", "MWST 8.1 % auf …", "Total Auslagen", "Total exkl. MWST", '
                  '"Rechnungsbetrag"; the Basler Kantonalbank; the AG and its UID in the foot',
    'fr_commissionnaire': 'Le Havre "commissionnaire de transport": a monogram and the trading name in small capitals, '
                          '"FACTURE" over "Émise par … SAS, commissionnaire de transport"; the exporter in the window '
                          'with its VAT number; a ruled grid of labels over values (N° de facture, Date de facture, '
                          'Échéance, N° de dossier, N° client, Votre référence); a framed block with the consignee '
                          'in Canada and the shipping line in large type, vessel, BL, booking, ports with departure '
                          'and expected arrival, containers and seals, the export declaration\'s MRN and date, the '
                          'LTA and flight of the samples; charges with the USD rate; "Total HT", "TVA '
                          '(exonération) 0,00 €", "Total TTC", "Net à payer"; art. 262-I-1° du CGI; the penalties and '
                          'the 40 € fee; the SAS, capital, RCS Le Havre, SIRET, VAT and Société Générale in the foot',
    'lu_terminal': 'Luxembourg intermodal terminal\'s invoice: a crane mark and the brand "ALZETTE TERMINAL" large, '
                   '"exploité par" the S.A. in small type; the haulier with its VAT number at the right; a label–value '
                   'list (Facture n°, Date, Échéance, N° client, Votre commande, Période); one section per train '
                   '(number, route, date, rail operator) with one row per intermodal unit (ILU code, twelve-digit '
                   'UIC wagon number) and its lift, storage beyond the free time and weighing; "Total HTVA", "TVA '
                   '17 %", "Total TTC"; the RF creditor reference; the S.A., RCS, VAT number, business permit and '
                   'BGL BNP Paribas in the foot',
    'be_road_fr': 'Walloon road forwarder\'s invoice: the group\'s brand "MOSAN LOGISTICS" large in a coloured band, '
                  'under it in small type the SRL issuing the invoice "une société du groupe …"; a label–value list '
                  '(N° de facture, Date de facture, Échéance, N° de dossier, N° d\'envoi, N° client) and the '
                  'customer with its VAT number; one block per consignment to the United Kingdom (consignee in bold, '
                  'loading and delivery dates, CMR number, tractor and trailer plates, pallets, export MRN, the '
                  'British customs partner); charges at 0 % (art. 41 du Code de la TVA) and 21 % (pallets not '
                  'returned, a fee); bases per rate, "Total HTVA", "TVA 21 %", "Total à payer"; the structured '
                  'communication; the SRL, TVA, RPM Liège and Belfius in the foot',
}


# --- The firms and the other parties ---------------------------------------------------------------------------------

# Each invoice: language, country, layout, the number's pattern, date style, money style, due days, the buyer's
# order pattern (None: none printed), the payment reference, the pages, whether it is dated early in the month (a
# monthly invoice), the seller, the customer and the parties around them.
Plan = [
    dict(language='nl', country='NL', layout='nl_sea_import', number='VF{yy}{n5}', dates='dash', money='eur_before',
         due=30, order='PO-LW-{yy}-{d4}', reference=None, pages=1, bank='ABNA',
         seller=dict(name='Kaaihaven Forwarding B.V.', address=['Waalhaven Z.z. 48', '3089 JH Rotterdam'],
                     phone='+31 10 555 41 70', mail='import@kaaihaven.nl', colour='#0b4f71'),
         customer=dict(name='Lindeboom Wonen B.V.', attention='t.a.v. crediteurenadministratie',
                       address=['Ringbaan-Oost 310', '5013 CD Tilburg']),
         shipper=dict(name='Ningbo Hongda Housewares Co., Ltd.',
                      address=['No. 88 Jinshan Road, Yinzhou District', 'Ningbo, Zhejiang 315100, China']),
         notify=dict(name='Brabant Douane Services B.V.', address=['Kraaivenstraat 21', '5048 AB Tilburg']),
         agent='Bluewave International Logistics (Ningbo) Co., Ltd.', carrier='Nordhav Container Line',
         vessel='NORDHAV AURORA'),
    dict(language='nl', country='BE', layout='be_customs_nl', number='{yy}/{n6}', dates='slash', money='eur_after',
         due=30, order='VV-{yy}-{d4}', reference='structured', pages=1, bank='734',
         seller=dict(name='Zandvliet Customs Services NV', mono='ZCS', trades='DOUANE · ACCIJNZEN · EXPEDITIE',
                     address=['Scheldelaan 422', '2040 Antwerpen'], phone='+32 3 555 18 40',
                     mail='invoer@zandvlietcustoms.be', colour='#14532d'),
         customer=dict(name='Velo Vandamme BV', attention='t.a.v. boekhouding',
                       address=['Kachtemsestraat 118', '8800 Roeselare']),
         exporter='Shenzhen Everbright Cycle Technology Co., Ltd.', carrier='Oriental Meridian Lines',
         vessel='MERIDIAN HALCYON'),
    dict(language='nl', country='NL', layout='nl_warehouse', number='{y}-1{n4}', dates='dash', money='eur_before',
         due=14, order=None, reference='kenmerk', pages=2, bank='RABO', early=True,
         seller=dict(name='Palletpoort Warehousing B.V.', brand='PALLETPOORT',
                     trades='opslag · e-fulfilment · cross-dock', address=['Middenweg 15', '4782 PM Moerdijk'],
                     phone='0168 55 43 20', colour='#c2410c'),
         customer=dict(name='Noordkaap Outdoor B.V.', attention='t.a.v. Tessa Vermeulen, supply chain',
                       address=['Stationsplein 9', '3818 LE Amersfoort']),
         site='DC Moerdijk, hal 4'),
    dict(language='en', country='GB', layout='gb_air_import', number='SI-{n6}', dates='slash', money='gbp',
         due=30, order='OVD-PO-{d5}', reference=None, pages=1,
         seller=dict(name='Colnbrook Air Freight Ltd', style='Colnbrook Air Freight',
                     address=['Unit 7, Galleymead Road', 'Colnbrook', 'Slough SL3 0EN'], phone='01753 555 218',
                     mail='accounts@colnbrookaf.co.uk', desk='imports@colnbrookaf.co.uk', colour='#1d4ed8'),
         customer=dict(name='Ouse Valley Diagnostics Ltd', attention='Accounts Payable',
                       address=['14 Kiln Farm Court', 'Milton Keynes MK11 3EQ']),
         shipper=dict(name='Prairie Optics Manufacturing, Inc.', address=['2150 Busse Road', 'Elk Grove Village, IL '
                                                                          '60007, USA']),
         agent=dict(name='Lakeshore Global Logistics Inc.', address=['O\'Hare Cargo Area, Bldg 517',
                                                                     'Chicago, IL 60666, USA']),
         airline='American Airlines Cargo'),
    dict(language='en', country='IE', layout='ie_courier', number='{n7}', dates='slash', money='eur_en',
         due=30, order='WB-{y}-{d3}', reference=None, pages=2, early=True,
         seller=dict(name='Tolka Express Logistics Limited', brand='TOLKA', brand_small='express',
                     brand_text='TOLKA express', address=['Unit 4, Northern Cross Business Park', 'Malahide Road',
                                                          'Dublin 17, D17 K2X8'],
                     phone='+353 1 555 7720', web='www.tolkaexpress.ie', colour='#be123c'),
         customer=dict(name='Wicklow Botanicals Ltd', attention='Attn: Orla Byrne, Accounts',
                       address=['Unit 12, Kilcoole Industrial Estate', 'Kilcoole, Co. Wicklow, A63 X2E4'])),
    dict(language='en', country='US', layout='us_terminal', number='{n7}', dates='us', money='usd',
         due=15, order=None, reference=None, pages=1,
         seller=dict(name='Arthur Kill Marine Terminal LLC', display='ARTHUR KILL MARINE TERMINAL',
                     address=['1 Terminal Way', 'Carteret, NJ 07008'], phone='(732) 555-0148',
                     mail='billing@akmterminal.com', tariff='AKMT Terminal Tariff No. 3, Rule 34',
                     lockbox=['Lockbox 41877', 'P.O. Box 41877', 'Newark, NJ 07101-8877'], colour='#0f766e'),
         customer=dict(name='Harborline Imports Inc.', attention='Attn: Logistics Payables',
                       address=['600 Meadowlands Parkway', 'Secaucus, NJ 07094']),
         carrier='PACIFIC MERIDIAN LINES', vessel='MERIDIAN CORAL', trucker='Garden State Drayage LLC'),
    dict(language='de', country='DE', layout='de_spedition', number='RE-{yy}-{n5}', dates='dot', money='eur_after',
         due=30, order='HKT-{yy}-{d4}', reference=None, pages=1, blz='26550105', early=True,
         seller=dict(name='Spedition Brockmann GmbH & Co. KG', logo='BROCKMANN',
                     trades='SPEDITION · LOGISTIK · LAGEREI', address=['Industriestraße 12', '49324 Melle'],
                     phone='05422 555 40', mail='dispo@brockmann-spedition.de',
                     partner='Brockmann Verwaltungs-GmbH', md='Jens Brockmann', colour='#7c2d12'),
         customer=dict(name='Hesse Kunststofftechnik GmbH', attention='Kreditorenbuchhaltung',
                       address=['Am Kreuzkamp 7', '32257 Bünde']),
         subcontractor='Trans-Wiel Sp. z o.o.'),
    dict(language='de', country='AT', layout='at_credit', number='{y}/{n5}', dates='dot', money='EUR',
         due=None, order=None, reference=None, pages=1, blz='15000',
         seller=dict(name='Pyhrn Cargo Spedition GmbH', trades='SPEDITION · BAHN · CONTAINERLOGISTIK',
                     address=['Ennshafenstraße 30', '4470 Enns'], city='Enns', phone='+43 7223 555 61',
                     colour='#1e3a8a'),
         customer=dict(name='Mühlviertler Holzbau GmbH', attention='z. H. Frau Claudia Hinterberger',
                       address=['Gewerbestraße 14', '4240 Freistadt'])),
    dict(language='de', country='CH', layout='ch_customs', number='R {yy}-{n5}', dates='dot', money='chf',
         due=30, order=None, reference=None, pages=1,
         seller=dict(name='Rhyhafe Zoll + Logistik AG', address=['Hafenstrasse 25', '4057 Basel'],
                     phone='+41 61 555 27 40', mail='zoll@rhyhafe.ch', colour='#9f1239'),
         customer=dict(name='Limmat Weinhandel AG', attention='Buchhaltung',
                       address=['Bernstrasse 118', '8953 Dietikon']),
         sender='Cantine Roerodoc S.r.l.', sender_town='12043 Canale (CN), Italien'),
    dict(language='fr', country='FR', layout='fr_commissionnaire', number='F{yy}-{n5}', dates='slash',
         money='eur_fr', due=30, order='CDE-{y}-{d4}', reference=None, pages=1, bank='30003',
         seller=dict(name='Caux-Seine Transit SAS', mono='CST', style='Caux-Seine Transit',
                     trades='Transit maritime et aérien · Douane · Logistique portuaire',
                     address=['Quai de la Saône, Bâtiment B', '76600 Le Havre'], phone='02 35 55 41 60',
                     capital='250 000 €', colour='#1e40af'),
         customer=dict(name='Verrerie de la Bresle SA', attention='Service comptabilité fournisseurs',
                       address=['12 route de Monchaux', '76340 Blangy-sur-Bresle']),
         consignee='Maison Laurentide Importations inc.', consignee_town='Montréal (Québec), Canada',
         carrier='Transatlantica Container Line', vessel='TCL MONTCALM'),
    dict(language='fr', country='LU', layout='lu_terminal', number='FA-{y}-{n5}', dates='slash', money='eur_after',
         due=30, order='BC-{yy}-{d4}', reference='rf', pages=1, bank='003',
         seller=dict(name='Terminal Intermodal Alzette S.A.', brand='ALZETTE TERMINAL', site='Bettembourg',
                     address=['Zone d\'activités Scheleck II', 'L-3225 Bettembourg'], phone='+352 26 55 30 1',
                     mail='facturation@alzette-terminal.lu', colour='#0e7490'),
         customer=dict(name='Transports Kieffer & Fils S.à r.l.', attention='Service comptabilité',
                       address=['23, rue de l\'Industrie', 'L-3895 Foetz']),
         operator='Rail Sud Europe S.A.S.'),
    dict(language='fr', country='BE', layout='be_road_fr', number='FV{yy}-{n5}', dates='slash', money='eur_after',
         due=30, order=None, reference='structured', pages=1, bank='068',
         seller=dict(name='Meuse Fret International SRL', group='MOSAN LOGISTICS', group_name='Mosan Logistics',
                     address=['Rue de l\'Île Monsin 96', '4020 Liège'], phone='+32 4 555 62 10',
                     mail='compta@meusefret.be', colour='#6b21a8'),
         customer=dict(name='Biscuiterie du Condroz SA', attention='À l\'attention du service comptable',
                       address=['Rue du Parc industriel 8', '4557 Tinlot']),
         partner='Medway Customs & Haulage Ltd'),
]

Towns = [('Dublin 2', 'IE'), ('Cork', 'IE'), ('Galway', 'IE'), ('Limerick', 'IE'), ('Kilkenny', 'IE'),
         ('Sligo', 'IE'), ('Waterford', 'IE'), ('Athlone', 'IE'), ('Letterkenny', 'IE'), ('Tralee', 'IE'),
         ('Berlin', 'DE'), ('Lyon', 'FR'), ('Rotterdam', 'NL'), ('Milano', 'IT'), ('London', 'GB'), ('Belfast', 'GB'),
         ('Manchester', 'GB'), ('Boston, MA', 'US'), ('Zürich', 'CH'), ('Oslo', 'NO')]
Consignees = ['M. Kavanagh', 'The Herb Garden Café', 'S. Ní Bhriain', 'Burren Apothecary', 'J. Fitzgerald',
              'Natural Roots Ltd', 'A. Okafor', 'Greenway Pharmacy', 'P. Walsh', 'Dunne & Daughters',
              'C. Moreau', 'H. Jansen', 'Kräuterhaus Lindner', 'E. Rossi', 'Hollins Wellbeing Ltd', 'R. Patel',
              'Oak & Fern Ltd', 'L. Murphy', 'Boutique Saffron', 'K. Lund']
Outlets = [('Buitenhuis Sport', 'Utrecht'), ('Tuincentrum De Linde', 'Breda'), ('Trek & Kamp', 'Gent'),
           ('Outdoorwinkel Het Wad', 'Leeuwarden'), ('Bergsport Maas', 'Maastricht'), ('Kampeerhal Oost', 'Enschede'),
           ('Natuurlijk Buiten', 'Zwolle'), ('Avonturier', 'Antwerpen'), ('Trekpleister', 'Den Haag')]
Destinations = [('Lagerhaus Nordstern GmbH', 'Bremen'), ('Autoteile Wendt KG', 'Wolfsburg'),
                ('Zentrallager Baumarkt Ruhr', 'Hamm'), ('Distributiecentrum Venlo-Trade', 'Venlo (NL)'),
                ('Möbelwerk Ostwestfalen GmbH', 'Rheda-Wiedenbrück'), ('Elektro Krämer GmbH', 'Kassel')]
UkConsignees = [('Pennine Fine Foods Ltd', 'Leeds'), ('Cotswold Pantry Wholesale Ltd', 'Cheltenham'),
                ('Thames Gourmet Distribution Ltd', 'Reading'), ('Midland Confectioners Ltd', 'Birmingham')]


# --- What each invoice charges, and the numbers and dates around it ---------------------------------------------

def working_day(day):
    while day.weekday() > 4:
        day += datetime.timedelta(days=1)
    return day


def working_day_in(first, last, day):
    """The working day on or after the `day` of the month from `first` to `last`, or the one before it at the month's
    end."""
    when = working_day(first.replace(day=day))
    while when > last or when.weekday() > 4:
        when -= datetime.timedelta(days=1)
    return when


def month_before(day):
    """The first and last day of the month before the one of `day`."""
    last = day.replace(day=1) - datetime.timedelta(days=1)
    return last.replace(day=1), last


def build(layout, plan, issued, number, show):
    """The invoice's lines and the numbers, dates and names the page prints around them (`d`)."""
    days = datetime.timedelta
    if layout == 'nl_sea_import':
        fx = Decimal(rng.randint(8950, 9350)) / 10000
        eta = issued - days(days=rng.randint(3, 8))
        etd = eta - days(days=rng.randint(30, 36))
        count = rng.choice([2, 3])
        conts = []
        for _ in range(count):
            no = container('NHVU')
            conts.append(dict(no=no, printed=iso6346.format(no), type="40' HC", seal=f'NH{digits(7)}',
                              packages=f'{rng.randint(980, 1460)} ctns', kg=price_in(1650000, 2180000),
                              cbm=price_in(6400, 7400)))
        usd = price_in(158000, 209000)
        lines = [fx_line("Zeevracht Ningbo – Rotterdam, 40' HC", count, usd, fx, 0),
                 fx_line('BAF / bunkertoeslag', count, price_in(28000, 41000), fx, 0),
                 make_line('ISPS-toeslag Rotterdam', count, price_in(1500, 2200), 0),
                 make_line('THC Rotterdam (terminal handling)', count, price_in(24500, 29500), 0),
                 make_line('Documentatie en B/L-vrijgave', 1, price_in(6500, 8500), 0),
                 make_line('Containervervoer Rotterdam – Tilburg, incl. retour leeg', count, price_in(52000, 64000), 0),
                 make_line('Douane-inklaring: aangifte ten invoer (eerste goederencode)', 1, price_in(8500, 11500), 21),
                 make_line('Extra goederencodes', rng.randint(2, 5), price_in(1200, 1800), 21),
                 make_line('Administratie- en communicatiekosten', 1, price_in(2500, 3500), 21)]
        d = dict(shipper=plan['shipper'], notify=plan['notify'], agent=plan['agent'], carrier=plan['carrier'],
                 vessel=plan['vessel'], voyage=f'{rng.randint(610, 648)}W', imo='IMO ' + imo_number(),
                 dossier=f'IM{issued:%y}{digits(5)}', booking=f'NHV{digits(8)}', client=str(rng.randint(10000, 19999)),
                 hbl=f'KHF{issued:%y}NGB{digits(5)}', mbl=f'NHVL{digits(10)}', pol='Ningbo, CN (CNNGB)',
                 pod='Rotterdam, NL (NLRTM)', etd=show(etd), eta=show(eta), containers=conts,
                 goods='keramisch servies en tafelartikelen, HS 6912 00', incoterm='FOB Ningbo',
                 fx_text=f"1 USD = {str(fx).replace('.', ',')} EUR", usd=f"USD {de(usd)}")
        return lines, d
    if layout == 'be_customs_nl':
        arrived = issued - days(days=rng.randint(4, 9))
        accepted = arrived + days(days=1)
        goods = [dict(code='8711 60 10', text="elektrische fietsen (e-bikes)", value=price_in(3200000, 4800000),
                      duty=Decimal('6'), ad=Decimal('18.8')),
                 dict(code='8714 93 10', text='naven en freewheels', value=price_in(280000, 520000),
                      duty=Decimal('4.7'), ad=None),
                 dict(code='8507 60 00', text="lithium-ionaccu's", value=price_in(610000, 940000),
                      duty=Decimal('2.7'), ad=None)]
        duty = sum((g['value'] * g['duty'] / 100).quantize(CENT, ROUND_HALF_UP) for g in goods)
        ad = sum((g['value'] * g['ad'] / 100).quantize(CENT, ROUND_HALF_UP) for g in goods if g['ad'])
        base = sum(g['value'] for g in goods) + duty + ad
        import_vat = (base * 21 / 100).quantize(CENT, ROUND_HALF_UP)
        advances = [make_line('Invoerrechten (A00)', 1, duty, None),
                    make_line('Antidumpingrecht e-bikes (A30, 18,8 %)', 1, ad, None),
                    make_line(f'Btw bij invoer (B00), 21 % op maatstaf {de(base)} €', 1, import_vat, None)]
        provision = (sum(x['amount'] for x in advances) * Decimal('0.015')).quantize(CENT, ROUND_HALF_UP)
        lines = [make_line('Opmaak aangifte ten invoer H1, eerste artikel', 1, price_in(5500, 7500), 21),
                 make_line('Bijkomend artikel', len(goods) - 1, price_in(1200, 1800), 21),
                 make_line('Aanzuivering NCTS-document (T1)', 1, price_in(2500, 3500), 21),
                 make_line('Voorschotprovisie 1,5 % op voorgeschoten rechten en btw', 1, provision, 21),
                 make_line('Digitale archivering en verzending documenten', 1, price_in(800, 1200), 21)] + advances
        serial = int(number.split('/')[1])
        d = dict(dossier=f"{issued:%y}/{serial - rng.randint(15, 90):06d}", shipment=f'Z{issued:%y}{digits(6)}', client=str(rng.randint(20000, 29999)),
                 mrn=mrn(accepted.year, 'BE', 'R'), accepted=show(accepted), released=show(accepted),
                 arrived=show(arrived), exporter=plan['exporter'], carrier=plan['carrier'], vessel=plan['vessel'],
                 bl=f'OMLU{digits(9)}', container=iso6346.format(container('OMLU')), goods=goods,
                 import_vat=import_vat, base=base)
        return lines, d
    if layout == 'nl_warehouse':
        first, last = month_before(issued)
        pallet, inbound, outbound = price_in(162, 195), price_in(410, 490), price_in(385, 425)
        weeks = []
        monday = first - days(days=first.weekday())
        while monday <= last:
            sunday = monday + days(days=6)
            if monday >= first - days(days=3):
                week = monday.isocalendar()[1]
                weeks.append(make_line(f"Week {week} ({monday:%d-%m} t/m {show(sunday)}): palletplaatsen "
                                       '(gemiddelde bezetting)', rng.randint(380, 460), pallet, 21, unit='pp/week'))
            monday += days(days=7)
        ins, outs = [], []
        for day in sorted(rng.sample(range(1, last.day - 1), rng.choice([4, 5]))):
            when = working_day_in(first, last, day)
            no = container(rng.choice(['NHVU', 'OMLU', 'TCLU']))
            receipt = f'ONT-{when:%y}-{digits(4)}'
            ins.append(make_line(f"{show(when)} · container {no} · ontvangst {receipt}", rng.randint(20, 33),
                                 inbound, 21, unit='pallet', receipt=receipt, container=no))
        ins.append(make_line('Toeslag los gestorte lading (handmatig stapelen)', 2, price_in(14500, 18500), 21,
                             unit='container'))
        pallets_out = 0
        for day in sorted(rng.sample(range(1, last.day), rng.choice([12, 13, 14]))):
            when = working_day_in(first, last, day)
            name, town = rng.choice(Outlets)
            count = rng.randint(1, 6)
            pallets_out += count
            order_no = f'{when.year}-2{digits(4)}'
            outs.append(make_line(f"{show(when)} · uitlevering {order_no} · {name}, {town}", count, outbound, 21,
                                  unit='pallet', order_no=order_no))
        services = [make_line('Orderpicking per orderregel', rng.randint(780, 1480), price_in(34, 42), 21, unit='regel'),
                    make_line('Stretchwikkelen en labelen uitgaande pallets', pallets_out, price_in(95, 125), 21,
                              unit='pallet'),
                    make_line('Retourverwerking (controle, herlabelen, terug op voorraad)', rng.randint(10, 30),
                              price_in(260, 295), 21, unit='retour'),
                    make_line('WMS-klantportaal en voorraadrapportage (maandtarief)', 1, price_in(9500, 12500), 21,
                              unit='maand')]
        sections = [('Opslag', weeks), ('Inslag', ins), ('Uitslag', outs), ('Overige diensten', services)]
        d = dict(client=f'D{digits(5)}', contract=f'CT-{first.year - 1}-{digits(3)}',
                 period=f'{show(first)} t/m {show(last)}', site=plan['site'], sections=sections,
                 receipts=[x['receipt'] for x in ins if x.get('receipt')],
                 orders=[x['order_no'] for x in outs])
        return weeks + ins + outs + services, d
    if layout == 'gb_air_import':
        fx = Decimal(rng.randint(7750, 8150)) / 10000
        flown = issued - days(days=rng.randint(6, 10))
        arrived = flown + days(days=1)
        delivered = working_day(arrived + days(days=rng.randint(1, 2)))
        kg = Decimal(rng.randint(380, 950))
        cbm = price_in(180, 620)
        cw = max(kg, (cbm * Decimal('166.67') * 2).quantize(Decimal(1), ROUND_HALF_UP) / 2)
        value_usd = price_in(1800000, 4500000)
        value = (value_usd * fx).quantize(CENT, ROUND_HALF_UP)
        duty = (value * Decimal('0.02')).quantize(CENT, ROUND_HALF_UP)
        import_vat = ((value + duty) * Decimal('0.20')).quantize(CENT, ROUND_HALF_UP)
        fee = max(Decimal('25.00'), ((duty + import_vat) * Decimal('0.025')).quantize(CENT, ROUND_HALF_UP))
        per_kg = price_in(310, 390)
        lines = [fx_line(f'Air freight ORD–LHR, chargeable {en(cw)} kg @ USD {per_kg}/kg', cw, per_kg, fx, 0),
                 fx_line('Fuel surcharge @ USD 0.85/kg', cw, Decimal('0.85'), fx, 0),
                 fx_line('Security surcharge @ USD 0.15/kg', cw, Decimal('0.15'), fx, 0),
                 fx_line('Origin collection and export handling, Chicago', 1, price_in(14500, 22000), fx, 0),
                 make_line('LHR transit shed handling and ULD break-down', 1, price_in(8500, 12000), 0),
                 make_line('Customs clearance – import entry (CDS)', 1, price_in(6500, 8500), 20),
                 make_line('Additional commodity codes (3)', 3, price_in(800, 1200), 20),
                 make_line('Delivery LHR – Milton Keynes, 7.5 t tail-lift vehicle', 1, price_in(16500, 21000), 20),
                 make_line('Disbursement fee, 2.5% of duty and VAT paid (min. £25.00)', 1, fee, 20),
                 make_line('Import duty (paid on your behalf)', 1, duty, None),
                 make_line('Import VAT (paid on your behalf)', 1, import_vat, None)]
        mon = flown.strftime('%b').upper()
        d = dict(account='OUSE001', job=f'IMP-{digits(6)}', mawb=awb('001'), hawb=f'LGL{digits(7)}',
                 airline=plan['airline'], flight=f'AA0098/{flown.day:02d}{mon}', route='ORD → LHR',
                 pieces=rng.randint(4, 12), kg=kg, cbm=str(cbm), cw=cw, mrn=mrn(arrived.year, 'GB', 'R'),
                 entry_date=show(arrived), eori=f"GB{made.vat_number('GB')[2:]}000", commodity='9027 50 00 00', value=f'£{en(value)}',
                 arrived=show(arrived), delivered=show(delivered), deferment=str(rng.randint(1200000, 8999999)),
                 fx_text=f'USD 1.00 = GBP {fx}', shipper=plan['shipper'], agent=plan['agent'],
                 import_vat=import_vat)
        return lines, d
    if layout == 'ie_courier':
        first, last = month_before(issued)
        pct = Decimal(rng.choice(['16.25', '17.50', '18.75']))
        zones = {'IE': (850, 1450), 'GB': (1650, 2600), 'EU': (2200, 3900), 'FAR': (4200, 7900)}
        services = {'IE': ['Next Day', 'Next Day', 'Same Day'], 'GB': ['Intl Road'], 'EU': ['EU Road', 'Intl Express'],
                    'FAR': ['Intl Express', 'Intl Economy']}
        lines = []
        for _ in range(rng.randint(38, 42)):
            day = working_day(first + days(days=rng.randint(0, last.day - 3)))
            town, country = rng.choice(Towns[:10] * 3 + Towns[10:])
            zone = 'IE' if country == 'IE' else ('GB' if country == 'GB' else
                                                  ('EU' if country in ('DE', 'FR', 'NL', 'IT') else 'FAR'))
            charge = price_in(*zones[zone])
            fuel = (charge * pct / 100).quantize(CENT, ROUND_HALF_UP)
            rate = 0 if country in ('GB', 'US', 'CH', 'NO') else 23
            lines.append(make_line('shipment', 1, charge + fuel, rate, day=show(day), when=day, tracking=tracking('61'),
                                   service=rng.choice(services[zone]), consignee=rng.choice(Consignees), town=town,
                                   country=country, pieces=rng.choice([1, 1, 1, 2, 3]),
                                   kg=str(Decimal(rng.randint(1, 36)) / 2), charge=charge, fuel=fuel))
        lines.sort(key=lambda x: (x['when'], x['tracking']))
        failed, corrected = rng.sample([x for x in lines if x['country'] == 'IE'], 2)
        extra = [make_line(f"Failed delivery – re-delivery ({failed['town']})", 1, price_in(650, 850), 23,
                           day=failed['day'], ref=failed['tracking']),
                 make_line('Address correction fee', 1, price_in(450, 550), 23, day=corrected['day'],
                           ref=corrected['tracking'])]
        d = dict(account=f'TX{digits(5)}', period=f'{show(first)} – {show(last)}', fuel_text=f'{pct}%',
                 count=len(lines), collection='Unit 12, Kilcoole Industrial Estate',
                 trackings=[x['tracking'] for x in lines])
        return lines + extra, d
    if layout == 'us_terminal':
        t1, t2, t3 = Decimal(rng.choice([115, 125, 135])), Decimal(rng.choice([190, 200, 215])), \
            Decimal(rng.choice([310, 325, 350]))
        discharged = working_day(issued - days(days=rng.randint(16, 24)))
        lfd, free = discharged, 4
        for _ in range(free):
            lfd = working_day(lfd + days(days=1))
        lines = []
        for _ in range(rng.randint(3, 5)):
            no = container('PMLU')
            out = lfd + days(days=rng.randint(2, 11))
            charged = (out - lfd).days
            tiers = [(min(charged, 4), t1), (min(max(charged - 4, 0), 4), t2), (max(charged - 8, 0), t3)]
            amount = sum(n * rate for n, rate in tiers)
            calc = ' + '.join(f'{n} × ${en(rate)}' for n, rate in tiers if n)
            lines.append(make_line('demurrage', 1, amount, 0, container=iso6346.format(no), size="40' HC",
                                   discharged=show(discharged), lfd=show(lfd), outgate=show(out), days=charged,
                                   calc=calc))
        appointment = digits(8)
        lines += [make_line(f'Missed truck appointment #{appointment}', 1, Decimal('75.00'), 0),
                  make_line(f"CBP exam transfer to CES, container {lines[0]['container']}", 1, price_in(27500, 32500),
                            0)]
        d = dict(customer_no=str(rng.randint(300000, 399999)), release=f'R{digits(7)}', carrier=plan['carrier'],
                 vessel=plan['vessel'], voyage=f'0{rng.randint(40, 69)}E', bl=f'PMLU{digits(10)}',
                 trucker=plan['trucker'], scac='GSDY', free_days=free, appointment=appointment,
                 discharge=show(discharged))
        return lines, d
    if layout == 'de_spedition':
        first, last = month_before(issued)
        lines = []
        total_freight = Decimal(0)
        for i, day in enumerate(sorted(rng.sample(range(1, last.day - 4), 6))):
            loaded = working_day_in(first, last, day)
            unloaded = working_day(loaded + days(days=rng.choice([0, 1, 1])))
            site, town = rng.choice(Destinations)
            sub = i in (1, 4)
            plates = 'PO 4KX21 / PO 9TR55' if sub else rng.choice(['OS-BK 412 / OS-BK 938', 'OS-BK 415 / OS-BK 941'])
            freight = price_in(38000, 125000)
            total_freight += freight
            lines.append(make_line('load', 1, freight, 19, load=True, loaded=show(loaded), unloaded=show(unloaded),
                                   job=f'AU-{loaded:%y}-{digits(5)}', shipment=f'{loaded:%y}{digits(8)}',
                                   origin='Werk Bünde, Am Kreuzkamp 7' if i % 2 == 0 else 'Werk 2, Löhne-Gohfeld',
                                   destination=f'{site}, {town}', cmr=digits(7), plates=plates,
                                   sub=plan['subcontractor'] if sub else None,
                                   pallets=rng.randint(8, 33), kg=Decimal(rng.randint(3200, 23800))))
        pct = Decimal(rng.choice(['11.4', '12.6', '13.8']))
        diesel = (total_freight * pct / 100).quantize(CENT, ROUND_HALF_UP)
        lines += [make_line(f"Dieselzuschlag {str(pct).replace('.', ',')} % auf Frachten {de(total_freight)} €", 1,
                            diesel, 19),
                  make_line('Lkw-Maut (BAB), weiterberechnet lt. Einzelfahrtennachweis', 1, price_in(14000, 26000), 19),
                  make_line('Standgeld Entladestelle 2,5 Std. à 45,00 €', 1, Decimal('112.50'), 19),
                  make_line('Palettentausch: nicht getauschte Europaletten 6 Stk. à 12,50 €', 1, Decimal('75.00'), 19)]
        d = dict(client=str(rng.randint(10000, 19999)), period=f'{show(first)} – {show(last)}',
                 contact='Marco Tegeler', contact_phone='05422 555 412', jobs=[x['job'] for x in lines if x.get('load')],
                 shipments=[x['shipment'] for x in lines if x.get('load')])
        return lines, d
    if layout == 'at_credit':
        arrived = issued - days(days=rng.randint(20, 30))
        original_day = arrived + days(days=rng.randint(3, 6))
        day_rate = price_in(3800, 4600)
        lines = [make_line('Containerzustellung Enns – Freistadt (Chassis), doppelt verrechnet', -1,
                           price_in(38000, 46000), 20),
                 make_line('Lagergeld Container im Terminal: verrechnet 9 Tage, richtig 5 Tage', -4, day_rate, 20),
                 make_line('Bahnfracht Hamburg – Enns: Differenz zum vereinbarten Tarif', -1, price_in(9000, 16000), 0),
                 make_line('THC Hamburg: Differenz zu den tatsächlichen Kosten', -1, price_in(2500, 4800), 0)]
        d = dict(client=str(rng.randint(20000, 29999)), job=f'SA-{issued:%y}-{digits(5)}', clerk='Verena Aigner',
                 original=f"{issued.year}/{int(number.split('/')[1]) - rng.randint(40, 160):05d}",
                 original_day=original_day, original_date=show(original_day),
                 original_gross=price_in(410000, 520000), container=iso6346.format(container('NHVU')),
                 train=f'KV {rng.randint(41000, 41999)}', arrived=show(arrived), long_date=date_text(issued, 'at'),
                 reason='Wie mit Ihnen besprochen, korrigieren wir die folgenden Positionen unserer Rechnung: die '
                        'Zustellung wurde zweimal verrechnet, das Lagergeld ab dem fünften freien Tag berechnet, die '
                        'Bahnfracht und die THC nicht zum vereinbarten Tarif.')
        return lines, d
    if layout == 'ch_customs':
        crossed = issued - days(days=rng.randint(2, 6))
        fx = Decimal(rng.randint(9300, 9700)) / 10000
        value_eur = price_in(3800000, 6400000)
        value = (value_eur * fx).quantize(CENT, ROUND_HALF_UP)
        gross_kg = rng.randint(6800, 11800)
        duty = (Decimal(gross_kg) / 100 * 50).quantize(CENT, ROUND_HALF_UP)
        transport = price_in(48000, 62000)
        base = value + duty + transport
        eust = (base * Decimal('8.1') / 100).quantize(CENT, ROUND_HALF_UP)
        commission = max(Decimal('35.00'), ((duty + eust) * 2 / 100).quantize(CENT, ROUND_HALF_UP))
        lines = [make_line('Einfuhrverzollung Passar, 1. Tarifposition', 1, price_in(8500, 11000), Decimal('8.1')),
                 make_line('jede weitere Tarifposition', 2, price_in(1200, 1800), Decimal('8.1')),
                 make_line('Prüfung Präferenznachweis (Ursprungserklärung auf der Rechnung)', 1, price_in(2500, 3500),
                           Decimal('8.1')),
                 make_line('Transport Basel – Dietikon, LKW 40 t, Rampe', 1, transport, Decimal('8.1')),
                 make_line('Vorlageprovision 2 % auf Auslagen (min. CHF 35.00)', 1, commission, Decimal('8.1')),
                 make_line('Zollabgaben Tarifnr. 2204.2150 (CHF 50.00 je 100 kg brutto)', 1, duty, None),
                 make_line(f"Einfuhrsteuer 8.1 % auf CHF {ch(base)}", 1, eust, None)]
        d = dict(dossier=f'BSL-{issued:%y}-{digits(5)}', shipment=f'{issued:%y}-{digits(6)}',
                 client=str(rng.randint(40000, 49999)), sender=plan['sender'], sender_town=plan['sender_town'],
                 truck=f'GF {rng.randint(100, 999)} KX', trailer=f'XA {rng.randint(100, 999)} PT',
                 border='Basel/Weil am Rhein-Autobahn', crossed=show(crossed),
                 declaration=mrn(crossed.year, 'CH', 'R'), accepted=show(crossed), zaz=str(rng.randint(40000, 49999)),
                 goods='Wein in Flaschen, Piemont DOC (Tarifnr. 2204.2150)', gross_kg=f"{gross_kg:,}".replace(',', "'"),
                 value=f'EUR {ch(value_eur)} = CHF {ch(value)}', fx=str(fx), eust=eust, import_vat=eust)
        return lines, d
    if layout == 'fr_commissionnaire':
        fx = Decimal(rng.randint(8950, 9350)) / 10000
        etd = issued - days(days=rng.randint(1, 3))
        eta = etd + days(days=rng.randint(9, 12))
        count = rng.choice([1, 2])
        conts = [dict(printed=iso6346.format(no), no=no, seal=f'FR{digits(6)}')
                 for no in (container('TCLU') for _ in range(count))]
        extra = rng.randint(2, 4)
        lines = [make_line("Pré-acheminement routier Blangy-sur-Bresle → Le Havre, conteneur 40'", count,
                           price_in(48000, 62000), 0),
                 make_line('Frais de passage portuaire (THC) Le Havre', count, price_in(23500, 28500), 0),
                 fx_line("Fret maritime Le Havre → Montréal, 40' DRY", count, price_in(145000, 195000), fx, 0),
                 fx_line('Surcharge carburant (BAF)', count, price_in(22000, 34000), fx, 0),
                 make_line('Émission du connaissement (BL)', 1, price_in(5500, 7500), 0),
                 make_line('Déclaration en douane export, 1re ligne', 1, price_in(6500, 8500), 0),
                 make_line('Lignes supplémentaires', extra, price_in(1000, 1500), 0),
                 make_line('Frais de dossier', 1, price_in(3500, 4500), 0),
                 make_line('Expédition échantillons par avion, tout compris', 1, price_in(18000, 26000), 0)]
        d = dict(dossier=f'D{issued:%y}-{digits(5)}', client=f'411{digits(4)}', consignee=plan['consignee'],
                 consignee_town=plan['consignee_town'], carrier=plan['carrier'], vessel=plan['vessel'],
                 voyage=f'0{rng.randint(410, 470)}W', bl=f'TCLU{digits(9)}', booking=f'TCL{digits(7)}',
                 etd=show(etd), eta=show(eta), pod='Montréal (CAMTR)', containers=conts,
                 mrn=mrn(etd.year, 'FR', 'A'), declared=show(etd - days(days=2)), lta=awb('057'), flight='AF 348',
                 flown=show(etd - days(days=5)), goods='Flaconnage en verre pour la parfumerie, 38 palettes',
                 incoterm='CPT Montréal', fx_text=f"1 USD = {str(fx).replace('.', ',')} €")
        return lines, d
    if layout == 'lu_terminal':
        trains, lines = [], []
        routes = ['Bettembourg → Le Boulou', 'Bettembourg → Trieste', 'Zeebrugge → Bettembourg']
        day = issued - days(days=rng.randint(12, 16))
        lift, storage, weigh = price_in(4200, 4800), price_in(1800, 2400), price_in(1400, 1600)
        for route in rng.sample(routes, 2) + [rng.choice(routes)]:
            day = day + days(days=rng.randint(2, 4))
            train = dict(no=str(rng.randint(43000, 48999)), route=route, day=show(day), operator=plan['operator'],
                         lines=[])
            for _ in range(rng.randint(3, 4)):
                unit = ilu('KFTA')
                wagon_no, wagon_printed = wagon('33', rng.choice(['82', '80', '87']))
                unit_printed = f'{unit[:4]} {unit[4:10]} {unit[10]}'
                group = [make_line('Transbordement (levée) route ↔ wagon', 1, lift, 17, unit=unit_printed,
                                   wagon=wagon_printed, ilu=unit, uic=wagon_no)]
                if rng.random() < 0.5:
                    group.append(make_line('Stationnement au-delà de la franchise (jours)', rng.randint(1, 4),
                                           storage, 17, unit='', wagon=''))
                if rng.random() < 0.4:
                    group.append(make_line('Pesée et certificat VGM', 1, weigh, 17, unit='', wagon=''))
                train['lines'] += group
            trains.append(train)
            lines += train['lines']
        d = dict(client=f'C{digits(5)}', trains=trains, free_hours=48,
                 period=f"du {trains[0]['day']} au {trains[-1]['day']}")
        return lines, d
    if layout == 'be_road_fr':
        consignments, lines = [], []
        loaded = issued - days(days=rng.randint(14, 20))
        for name, town in rng.sample(UkConsignees, 3):
            loaded = working_day(loaded + days(days=rng.randint(1, 3)))
            k = dict(consignee=name, town=town, loaded=show(loaded),
                     delivered=show(working_day(loaded + days(days=rng.choice([1, 2])))), cmr=digits(7),
                     tractor=f'1-{letters(3)}-{rng.randint(100, 999)}', trailer=f'Q-{letters(3)}-{rng.randint(100, 999)}',
                     pallets=rng.randint(18, 33), kg=Decimal(rng.randint(6200, 14800)), mrn=mrn(loaded.year, 'BE', 'A'))
            consignments.append(k)
            lines.append(make_line(f"Transport Liège → {town} (GB), {k['pallets']} palettes, CMR {k['cmr']}", 1,
                                   price_in(78000, 115000), 0))
        pct = Decimal(rng.choice(['9.5', '10.5', '11.5']))
        freight = sum(x['amount'] for x in lines)
        lines += [make_line(f"Supplément gasoil {str(pct).replace('.', ',')} % sur {de(freight)} €", 1,
                            (freight * pct / 100).quantize(CENT, ROUND_HALF_UP), 0),
                  make_line('Traversée Calais – Douvres (ferry), par ensemble', 3, price_in(16500, 21000), 0),
                  make_line("Formalités douanières d'exportation (EX-A), par déclaration", 3, price_in(4500, 6000), 0),
                  make_line('Palettes EUR non restituées', rng.randint(6, 14), price_in(1150, 1350), 21),
                  make_line('Frais administratifs', 1, Decimal('15.00'), 21)]
        d = dict(dossier=f'DOS-{issued.year}-{digits(4)}', shipment=f'{issued:%y}{digits(6)}',
                 client=f'CL{digits(4)}', consignments=consignments, partner=plan['partner'],
                 po_text=f"du {show(issued - days(days=24))} (e-mail)")
        return lines, d
    raise ValueError(layout)


# --- The invoices ----------------------------------------------------------------------------------------------------

# How often the invoice's number stands on the page, by situation (a page head counts per page).
NumberCount = {'nl_sea_import': 2, 'be_customs_nl': 1, 'nl_warehouse': 3, 'gb_air_import': 1, 'ie_courier': 2,
               'us_terminal': 2, 'de_spedition': 2, 'at_credit': 1, 'ch_customs': 1, 'fr_commissionnaire': 1,
               'lu_terminal': 1, 'be_road_fr': 1}
Currency = {'GB': 'GBP', 'US': 'USD', 'CH': 'CHF'}


def decoys_for(layout, f):
    """What the page prints around the invoice's own fields that a careless reader would take instead: the other
    parties' names, the numbers of the invoice number's shape, the other dates and amounts."""
    s, d, money = f['seller'], f['d'], f['money']
    if layout == 'nl_sea_import':
        return ([d['shipper']['name'], d['notify']['name'], d['agent'], d['carrier'], d['vessel'], d['dossier'],
                 d['booking'], d['hbl'], d['mbl'], d['imo'], d['client'], d['etd'], d['eta'], d['usd'], d['fx_text']]
                + [k['printed'] for k in d['containers']] + [k['seal'] for k in d['containers']])
    if layout == 'be_customs_nl':
        return [d['dossier'], d['shipment'], d['client'], d['mrn'], d['accepted'], d['arrived'], d['exporter'],
                d['carrier'], d['bl'], d['container'], f"EORI importeur {d['importer_eori']}", s['eori'],
                de(d['import_vat']), s['mono']]
    if layout == 'nl_warehouse':
        return [s['brand'], d['client'], d['contract'], d['period']] + d['receipts'] + d['orders']
    if layout == 'gb_air_import':
        return [d['job'], d['account'], d['mawb'], d['hawb'], d['flight'], d['airline'], d['mrn'], d['entry_date'],
                d['eori'], d['delivered'], d['shipper']['name'], d['agent']['name'], en(d['import_vat']),
                d['fx_text'], s['style']]
    if layout == 'ie_courier':
        return [d['account'], d['period'], s['brand_text']] + d['trackings']
    if layout == 'us_terminal':
        return ([d['customer_no'], d['release'], d['bl'], d['carrier'], d['vessel'], d['appointment'], d['discharge'],
                 d['trucker'], s['display']] + [x['container'] for x in f['lines'] if x.get('container')])
    if layout == 'de_spedition':
        return ([d['client'], d['period'], d['contact'], s['partner'], s['logo'], f['plan']['subcontractor']]
                + d['jobs'] + d['shipments'] + [x['cmr'] for x in f['lines'] if x.get('load')])
    if layout == 'at_credit':
        return [f"Rechnung Nr. {d['original']}", d['original_date'], money(d['original_gross']), d['container'],
                d['train'], d['arrived'], d['job'], d['client'], f['customer']['eori'], s['eori'], 'PYHRN CARGO']
    if layout == 'ch_customs':
        return [d['dossier'], d['shipment'], d['client'], d['declaration'], d['accepted'], d['sender'], d['truck'],
                d['zaz'], ch(d['eust']), 'RHYHAFE']
    if layout == 'fr_commissionnaire':
        return ([d['dossier'], d['client'], d['consignee'], d['carrier'], d['vessel'], d['bl'], d['booking'],
                 d['etd'], d['eta'], d['mrn'], d['declared'], d['lta'], d['flown'], s['style']]
                + [k['printed'] for k in d['containers']] + [k['seal'] for k in d['containers']])
    if layout == 'lu_terminal':
        units = [x for train in d['trains'] for x in train['lines'] if x.get('ilu')]
        return ([d['client'], d['period'], f['plan']['operator'], s['brand']] + [t['no'] for t in d['trains']]
                + [x['unit'] for x in units] + [x['wagon'] for x in units])
    if layout == 'be_road_fr':
        return ([d['dossier'], d['shipment'], d['client'], d['partner'], s['group']]
                + [k[key] for k in d['consignments'] for key in ('cmr', 'mrn', 'tractor', 'trailer', 'consignee')])
    raise ValueError(layout)


def check_codes(layout, f):
    """The check digits of the freight numbers each situation prints."""
    d = f['d']
    if layout == 'nl_sea_import':
        assert imo.is_valid(d['imo']) and all(iso6346.is_valid(k['no']) for k in d['containers'])
    elif layout == 'be_customs_nl':
        assert mrn_valid(d['mrn']) and iso6346.is_valid(d['container'])
        assert d['importer_eori'] == f['buyer_vat'] and be_vat.is_valid(d['importer_eori'])
    elif layout == 'nl_warehouse':
        assert all(iso6346.is_valid(x['container']) for x in f['lines'] if x.get('container'))
    elif layout == 'gb_air_import':
        assert awb_valid(d['mawb']) and mrn_valid(d['mrn']) and gb_vat.is_valid(d['eori'][:-3])
    elif layout == 'ie_courier':
        assert all(len(t) == 10 and int(t[:9]) % 7 == int(t[9]) for t in d['trackings'])
        assert len(set(d['trackings'])) == len(d['trackings'])
    elif layout == 'us_terminal':
        assert all(iso6346.is_valid(x['container']) for x in f['lines'] if x.get('container'))
    elif layout == 'at_credit':
        assert iso6346.is_valid(d['container']) and d['original'] != f['number']
    elif layout == 'ch_customs':
        assert mrn_valid(d['declaration'])
    elif layout == 'fr_commissionnaire':
        assert awb_valid(d['lta']) and mrn_valid(d['mrn']) and all(iso6346.is_valid(k['no']) for k in d['containers'])
    elif layout == 'lu_terminal':
        for x in f['lines']:
            assert not x.get('ilu') or (ilu_valid(x['ilu']) and luhn.is_valid(x['uic']) and len(x['uic']) == 12)
    elif layout == 'be_road_fr':
        assert all(mrn_valid(k['mrn']) for k in d['consignments'])


os.makedirs(out_dir, exist_ok=True)
for index, plan in enumerate(Plan):
    language, layout, country = plan['language'], plan['layout'], plan['country']
    issued = made.invoice_date()
    if plan.get('early'):  # a monthly invoice, made in the first days of the next month
        issued = working_day(issued.replace(day=rng.randint(1, 4)))
    n = max(2, int(issued.timetuple().tm_yday * rng.uniform(0.1, 1.2)))
    number = plan['number'].format(y=issued.year, yy=f'{issued:%y}', n4=f'{n:04d}', n5=f'{1000 + n * 7:05d}',
                                   n6=f'{3000 + n * 7:06d}', n7=str(6100000 + n * 13))

    def show(day):
        return date_text(day, plan['dates'])

    # The seller and the customer, with their valid numbers.
    s, c = dict(plan['seller']), dict(plan['customer'])
    seller_vat = buyer_vat = kvk = iban = None
    if country == 'NL':
        seller_vat, kvk, iban = made.dutch_seller(s, plan['bank'])
    elif country == 'BE':
        seller_vat, iban = made.belgian_seller(s, plan['bank'])
        s['eori'] = seller_vat
        s['aeo'] = f'BEAEOF{digits(7)}'
        buyer_vat = made.belgian_vat()
        c['vat_printed'] = vat_printed(buyer_vat, 'be')
    elif country == 'GB':
        seller_vat, iban = made.british_seller(s, ('BARC', '20'))
    elif country == 'IE':
        seller_vat, iban = made.irish_seller(s, ('AIBK', '93'))
    elif country == 'US':
        s['ein'] = made.valid(lambda: f'22-{digits(7)}', us_ein.is_valid)
        body = '0210' + digits(4)
        s['routing'] = body + us_rtn.calc_check_digit(body)
        s['account'] = digits(9)
    elif country == 'DE':
        seller_vat = made.vat_number('DE')
        s['vat_printed'] = vat_printed(seller_vat, 'de')
        s['hra'] = f'HRA {rng.randint(200100, 209999)}'
        s['hrb'] = f'HRB {rng.randint(210100, 219999)}'
        iban = made.german_iban(plan['blz'])
    elif country == 'AT':
        seller_vat, iban = made.austrian_seller(s, plan['blz'])
        s['eori'] = f'ATEOS1000{digits(6)}'
        buyer_vat = c['vat_printed'] = made.austrian_uid()
        c['eori'] = f'ATEOS1000{digits(6)}'
    elif country == 'CH':
        s['vat_printed'] = made.swiss_uid()
        seller_vat = f"{s['vat_printed']} MWST"
        iban = iban_of('CH', '00770' + digits(12))
    elif country == 'FR':
        seller_vat, iban = made.french_seller(s, plan['bank'])
        buyer_vat = made.siren_vat()
        c['vat_printed'] = vat_printed(buyer_vat, 'fr')
    else:  # Luxembourg
        seller_vat, iban = made.luxembourg_seller(s, plan['bank'], ('B{}', 100000, 289999), permit='10{}/2')
        buyer_vat = c['vat_printed'] = made.lu_vat()

    lines, d = build(layout, plan, issued, number, show)
    if layout == 'be_customs_nl':
        d['importer_eori'] = buyer_vat
    per_rate, outside, net, tax, gross = totals(lines)
    assert net + tax == gross and net == sum(x['amount'] for x in lines) and (gross > 0) != (layout == 'at_credit')

    due_day = issued + datetime.timedelta(days=plan['due']) if plan['due'] else None
    order = plan['order'].format(y=issued.year, yy=f'{issued:%y}', d3=digits(3), d4=digits(4), d5=digits(5)) \
        if plan['order'] else None
    if plan['reference'] == 'rf':
        reference, reference_printed = creditor_reference(number.replace('-', ''))
    else:
        reference, reference_printed = made.payment_reference(plan['reference'])
    facts = dict(seller=s, customer=c, d=d, plan=plan, number=number, date=show(issued),
                 due=show(due_day) if due_day else None, order=order, lines=lines, per_rate=per_rate,
                 outside=outside, net=net, tax=tax, gross=gross, iban=iban, money=MONEY[plan['money']],
                 reference_printed=reference_printed, buyer_vat=buyer_vat)

    base = f'freight-invoices-{index + 1:02d}-{language}'
    if only and index + 1 not in only:
        continue
    printed = print_html(Pages[layout](facts), base, work, out_dir)
    flat = flat_of(printed)
    money = MONEY[plan['money']]

    # Every value of the truth, as the page prints it.
    expected = [number, facts['date'], s['name'], c['name'], money(net), money(tax), money(gross)]
    expected += [value for value in (facts['due'], order, reference_printed, kvk and f'KvK {kvk}') if value]
    check_values(flat, expected, base)
    # The numbers and their check digits.
    if country == 'CH':
        assert ch_uid.is_valid(s['vat_printed']) and f'UID {seller_vat}' in flat
    check_numbers(flat, [seller_vat if country != 'CH' else None, buyer_vat], iban, base)
    if country == 'NL':
        assert nl_btw.is_valid(seller_vat) and len(kvk) == 8
        assert not reference or (len(reference) == 16 and int(reference[0]) == kenmerk_check(reference[1:])
                                 and f"betalingskenmerk {reference_printed}" in flat)
    elif country == 'BE':
        assert be_vat.is_valid(seller_vat) and be_vat.is_valid(buyer_vat)
        assert int(reference[:10]) % 97 == int(reference[10:]) % 97 and reference_printed in flat
    elif country == 'GB':
        assert gb_vat.is_valid(seller_vat) and s['company_no'] in flat and f"sort code {s['sort_code']}" in flat
    elif country == 'IE':
        assert ie_vat.is_valid(seller_vat) and s['cro'] in flat
    elif country == 'US':
        assert us_ein.is_valid(s['ein']) and us_rtn.is_valid(s['routing']) and tax == 0
        assert s['ein'] in flat and s['routing'] in flat
    elif country == 'DE':
        assert de_vat.is_valid(seller_vat) and s['hra'] in flat and s['hrb'] in flat
    elif country in ('AT', 'FR', 'LU'):
        check_seller(country, s, seller_vat, buyer_vat, flat)
        assert country != 'LU' or (iso11649.is_valid(reference) and reference_printed in flat)
    check_codes(layout, facts)
    assert stdnum_iban.is_valid(iban) if iban else country == 'US'
    pages = printed.count('\f')
    assert pages == plan['pages'], (base, pages)

    # The number where its situation puts it, and the decoys around it.
    count = occurrences(flat, number, joiners='/-')
    assert count == NumberCount[layout], (base, number, count)
    reading = flat_of(subprocess.run(['pdftotext', os.path.join(out_dir, f'{base}.pdf'), '-'], check=True,
                                     capture_output=True, text=True).stdout)
    for value in decoys_for(layout, facts):  # in the layout's text or, set in a narrow cell, in reading order
        assert flat_of(str(value)) in flat + ' ' + reading and str(value) != number, (base, value)
    if outside:  # the import VAT advanced is printed but is not the invoice's VAT
        assert d.get('import_vat', tax) != tax
    if layout == 'at_credit':
        assert 'Fällig' not in flat and 'Zahlbar' not in flat and all(x['amount'] < 0 for x in lines)

    description = Layouts[layout]
    if pages > 1:
        description += f'; {len(lines)} lines over two pages'
    write_truth(out_dir, base, invoice_truth(
        language=language, layout=layout, country=country, description=description, number=number, issued=issued,
        due_day=due_day, currency=Currency.get(country, 'EUR'), net=net, tax=tax, gross=gross, iban=iban,
        name=s['name'], vat=seller_vat, kvk=kvk, order=order, reference=reference,
        buyer={'Name': c['name'], **({'VatNumber': buyer_vat} if buyer_vat else {})}))
    print(base, layout, number, issued, gross, f'{len(lines)} lines', f'{pages} pages', f'number ×{count}')
