"""Prints made-up invoices that a company's finance team receives for business travel, meetings and events (hotel
folios and guest invoices, a conference venue's final invoice, a business travel agency's invoice, a car rental
invoice, a caterer's, a coach hire company's and a ferry company's invoices, a hotel's credit note for a cancelled room
block) of the Netherlands, Flanders, the United Kingdom, Ireland, Brussels, Austria, Germany, Switzerland, France and
Luxembourg as HTML pages through Debian's Chromium, as PDFs with their truth beside them: an accuracy set for finding
the invoice's own number among many numbers of its shape (folio, confirmation, reservation, rental agreement, dossier,
deposit invoice, loyalty, room, cashier and cheque numbers, PNR codes and 13-digit e-ticket numbers) and the issuer
among many names (the hotel's brand and its chain, the franchisor, the management company, the rental brand and the
station, the travel agency's network, the airlines, the guest, the renter, the company billed, the event, the venue,
the event agency, the coach operator).

The situations, one per invoice as its main theme:
- `nl_hotel_folio`: an Amsterdam hotel's bilingual "Factuur / Invoice" for three nights of a guest billed to his
  employer: the brand "HOTEL GRAND MERIDIAN / AMSTERDAM" and "a member of AURELIA HOTELS & RESORTS"; a block of
  bilingual labels with the folio, invoice, confirmation, A/R account, loyalty and cashier numbers; nightly lodging at
  9 %, breakfast and the restaurant's food at 9 %, parking, drinks and the minibar at 21 %, the city tax (12,5 % of the
  room rate) outside VAT; a payment by Mastercard as a credit, balance 0,00; the operating B.V. and the franchisor
  (an S.à r.l.) only in the foot's franchise sentence.
- `be_eventlocatie_eindfactuur`: a Ghent event venue's final invoice for a dealer day: the brand "PAKHUIS 7", the
  event's name, the client's contact sharing its name, the AV partner (a BV) in a line; "Factuurnummer" among the
  offer, the client number and the deposit invoice of the same shape, whose net is deducted before the VAT; 21 % and
  12 % (catering); a structured communication; the BV only in the foot.
- `nl_zakenreisbureau_factuur`: a Utrecht business travel agency's invoice over two pages: the brand "HORIZON Business
  Travel", "Partner of GTN Global Travel Network"; "Factuurnummer" among the dossier number of the same shape, the
  debtor number, the IATA number; tickets of KLM, Lufthansa and British Airways with their 13-digit e-ticket numbers
  and an EMD for a change fee outside VAT; service fees at 21 %; page 2 the itinerary with PNR codes, flights and a
  hotel reservation; a betalingskenmerk.
- `gb_car_rental`: a car rental invoice in pounds: the brand "SWIFTDRIVE", the pick-up and return stations' addresses;
  "Invoice No." beside the Rental Agreement No. of the same shape, the Reservation No., the account and rewards
  numbers; the renter, the additional driver and the account company; the licence plate, mileage and fuel out and in;
  VAT 20 %; sort code and account, no IBAN; the operating Limited and the franchisor (an Inc.) only in the foot and the
  remittance line.
- `ie_event_catering`: a Dublin caterer's invoice for a board meeting under its trading name "Fennelly's Kitchen": the
  venue, the chef and the directors' names; "Invoice No." beside the quote, the event reference and the deposit
  invoice of the same shape; 13.5 % on food and 23 % on wine, staff and hire; the deposit taken off after the total,
  a balance due; the Limited only in the foot.
- `be_hotel_duplicate`: a Brussels hotel's English invoice reprinted "COPY / DUPLICATE" in a monospaced PMS print: a
  reprint date and cashier beside the original invoice date; "Invoice No." among the folio, confirmation, membership
  and cheque numbers; the guest, her employer billed and her corporate card; lodging 6 %, breakfast and food 12 %,
  drinks, minibar, parking and laundry 21 %, the Brussels regional city tax outside VAT; balance 0.00; the SA that
  issues it and the SRL that manages the hotel only in the foot.
- `at_seminarhotel_rechnung`: a Salzburg spa hotel's invoice for a German client's leadership retreat: the number only
  in a framed box labelled "Rechnung" among "Res.-Nr.", "Gäste-Nr.", "Kassa" and the rooms; lodging with breakfast and
  food at 10 %, seminar room, drinks and garage at 20 %, the Orts- und Kurtaxe outside VAT; a deposit invoice of the
  same shape paid and deducted after the total, an open balance due; the GmbH only in the foot.
- `de_kongress_schlussrechnung`: a Leipzig event venue's "Schlussrechnung" as a DIN 5008 letter: the brand "WERK 12",
  the GmbH in the sender's line and the foot; the event, its agency (a GmbH) and the client; "Rechnungsnummer" among
  the offer, customer, event and order numbers and the deposit invoice of the same series, which is deducted with its
  USt after the total ("Zahlbetrag").
- `ch_hotel_gutschrift`: a Zürich hotel's credit note in Swiss francs for four cancelled rooms of a prepaid group
  block: the prepayment invoice of the same shape, the group reservation number, the client's IBAN for the refund;
  lodging at 3.8 %, the seminar package at 8.1 %, the city tax outside VAT, all negative; the AG only in the foot.
- `fr_hotel_facture`: a Paris hotel's invoice to a guest's employer: the number only in a box labelled "Folio" among
  the confirmation, GDS, loyalty and account numbers; lodging, breakfast and food at 10 %, drinks, minibar and parking
  at 20 %, the taxe de séjour outside VAT; a deposit as a credit and a balance due with a date; the SAS only in the
  foot.
- `fr_ferry_groupes`: a cross-Channel ferry company's group booking invoice: the brand "OPALE FERRIES", the group's
  chartered coach company (a SARL) with its plate, the vessel and the ports; "Facture n°" among the group booking,
  quote and client numbers; passengers, the coach and port taxes outside VAT, the group meal at 10 %, the lounge and
  the booking fee at 20 %; the SAS only in the foot.
- `lu_location_voiture`: a Luxembourg airport car rental's invoice: the brand "RENTAVIA" and its station, the
  franchisee garage (S.à r.l.) and the franchisor (SA) only in the foot; "Facture N°" beside the rental contract
  number of the same shape and the reservation; the renter and the company billed; VAT 17 %; paid by card, balance
  0,00.

The truth is what the invoice says of itself: its number (not a folio, confirmation, reservation, rental agreement,
dossier, offer, quote, deposit or prepayment invoice, loyalty, account, room, cashier, cheque, IATA, PNR or e-ticket
number), its date (not an arrival, departure, event, travel, reprint or payment date), its issuer (RelationName: the
company that issues the invoice, with its legal form as printed, never the brand, the chain, the franchisor, the
management company, the network, the airlines, the venue, the event, the agency, the guest, the renter or the company
billed). NetAmount is all that is not the invoice's own VAT (city taxes, port taxes and tickets outside VAT
included); VatAmount the VAT it charges; GrossAmount its total, before a deposit or payment is taken off after it;
where a deposit invoice's net is deducted before the VAT (`02`) the invoice's amounts are the balance it charges;
negative on the credit note `09`.

Needs chromium, fonts-dejavu-core, poppler-utils and python3-stdnum. Run with:

    /usr/bin/python3 scripts/corpus/hospitality_travel_invoices.py OUT_DIR [NUMBER …]

(with the documents' numbers, 1 to 12, after OUT_DIR to print only those; each document draws its numbers from its
own seed, so that it prints the same whether alone or with all).
"""
import datetime
import os
import re
import subprocess
import tempfile
from decimal import ROUND_HALF_UP, Decimal

from corpus_output import (
    arguments, base_css, check_numbers, check_values, date_text, document, e, flat_of, invoice_truth,
    multi_box, occurrences, page_box, print_html, rate_text, spaced, write_truth, amount_ch as ch, amount_de as de,
    amount_en as en, amount_fr as fr,
)
from made_up import MadeUp, check_seller, iban_of, vat_printed
from stdnum import iban as stdnum_iban
from stdnum.at import businessid as at_businessid
from stdnum.at import uid as at_uid
from stdnum.be import vat as be_vat
from stdnum.ch import uid as ch_uid
from stdnum.de import vat as de_vat
from stdnum.gb import vat as gb_vat
from stdnum.ie import vat as ie_vat
from stdnum.nl import btw as nl_btw

out_dir, only = arguments()
work = tempfile.mkdtemp()
CENT = Decimal('0.01')
D = Decimal


# --- Sums, dates and what the pages share ----------------------------------------------------------------------

def day(text):
    return datetime.date.fromisoformat(text)


def days(count):
    return datetime.timedelta(days=count)


def r2(value):
    """An amount rounded half up to the cent."""
    return Decimal(value).quantize(CENT, ROUND_HALF_UP)


def line(text, amount, rate, **more):
    """A line of an invoice: its amount (net or, on a folio, gross) and its VAT rate (None outside VAT)."""
    return dict(text=text, amount=r2(amount), rate=None if rate is None else Decimal(str(rate)), **more)


def inclusive(lines):
    """The VAT of lines priced with VAT, as hotels print them: per rate the gross, its net (the gross over 1 + rate,
    rounded half up) and the VAT between them, which is the net's VAT rounded half up too; what is outside VAT; the
    net (both), the VAT and the gross."""
    per_rate = {}
    for rate in sorted({x['rate'] for x in lines if x['rate'] is not None}, reverse=True):
        gross = sum(x['amount'] for x in lines if x['rate'] == rate)
        net = r2(gross / (1 + rate / 100))
        tax = gross - net
        assert tax == r2(net * rate / 100), (rate, gross, net, tax)
        per_rate[rate] = (net, tax, gross)
    outside = sum((x['amount'] for x in lines if x['rate'] is None), Decimal(0))
    net = sum(n for n, _, _ in per_rate.values()) + outside
    tax = sum(t for _, t, _ in per_rate.values())
    assert net + tax == sum(x['amount'] for x in lines)
    return per_rate, outside, net, tax, net + tax


def exclusive(lines):
    """The VAT of lines priced without VAT: per rate the base and its VAT rounded half up; what is outside VAT; the
    net (both), the VAT and the gross."""
    per_rate = {}
    for rate in sorted({x['rate'] for x in lines if x['rate'] is not None}, reverse=True):
        base = sum(x['amount'] for x in lines if x['rate'] == rate)
        per_rate[rate] = (base, r2(base * rate / 100), None)
    outside = sum((x['amount'] for x in lines if x['rate'] is None), Decimal(0))
    net = sum(b for b, _, _ in per_rate.values()) + outside
    tax = sum(t for _, t, _ in per_rate.values())
    return per_rate, outside, net, tax, net + tax


def times(quantity, price):
    return r2(Decimal(str(quantity)) * price)


def nw(text):
    """Text that does not wrap."""
    return f"<span class='nw'>{text}</span>"


def ib(iban):
    """An IBAN in groups of four that does not wrap."""
    return nw(spaced(iban))


def code(rng, length, letters='ABCDEFGHJKLMNPQRSTUVWXYZ', digits='23456789'):
    """A booking code of letters and digits, as PNRs and reservation codes are: at least two of each."""
    while True:
        value = ''.join(rng.choice(letters + digits) for _ in range(length))
        if sum(c.isdigit() for c in value) >= 2 and sum(c.isalpha() for c in value) >= 2 and value[0].isalpha():
            return value


def mark(kind, colour, size=40):
    """A wordless mark: a star (hotel), a mountain, a globe, a wave, a wheel, a house, a leaf."""
    shapes = {
        'star': f"<polygon points='20,2 24.7,14.5 38,14.5 27.2,22.5 31.3,35.5 20,27.5 8.7,35.5 12.8,22.5 2,14.5 "
                f"15.3,14.5' fill='{colour}'/>",
        'mountain': f"<polygon points='1,36 14,12 21,22 27,14 39,36' fill='{colour}'/><polygon points='14,12 18,19 "
                    f"10,19' fill='white'/>",
        'globe': f"<circle cx='20' cy='20' r='17' fill='none' stroke='{colour}' stroke-width='2.4'/><ellipse cx='20' "
                 f"cy='20' rx='7' ry='17' fill='none' stroke='{colour}' stroke-width='1.6'/><line x1='3' y1='20' "
                 f"x2='37' y2='20' stroke='{colour}' stroke-width='1.6'/>",
        'wave': f"<path d='M2 24 Q10 14 18 24 T34 24 L38 24 L38 36 L2 36 Z' fill='{colour}'/><path d='M2 16 Q10 6 "
                f"18 16 T34 16' fill='none' stroke='{colour}' stroke-width='2.4'/>",
        'wheel': f"<circle cx='20' cy='20' r='17' fill='{colour}'/><circle cx='20' cy='20' r='8' fill='white'/>"
                 f"<rect x='18.5' y='3' width='3' height='34' fill='white'/><rect x='3' y='18.5' width='34' "
                 f"height='3' fill='white'/><circle cx='20' cy='20' r='4' fill='{colour}'/>",
        'house': f"<polygon points='20,2 38,18 2,18' fill='{colour}'/><rect x='6' y='18' width='28' height='19' "
                 f"fill='{colour}' opacity='0.75'/><rect x='16' y='25' width='8' height='12' fill='white'/>",
        'leaf': f"<path d='M6 34 C6 12 20 4 36 4 C36 22 26 34 6 34 Z' fill='{colour}'/><path d='M6 34 L28 12' "
                f"stroke='white' stroke-width='1.6'/>",
        'arch': f"<rect x='3' y='4' width='34' height='33' rx='2' fill='{colour}'/><path d='M11 37 L11 20 A9 9 0 0 1 "
                f"29 20 L29 37 Z' fill='white'/>",
    }
    return (f"<svg width='{size}' height='{size}' viewBox='0 0 40 40' style='vertical-align:middle'>"
            f"{shapes[kind]}</svg>")


COMMON_CSS = """
body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
p { margin: 2mm 0; line-height: 1.45; }
.r { text-align: right; }
.b { font-weight: bold; }
"""

Builders = []


def builder(number, language, country, layout):
    """Registers a document's builder: its number in the set, its language, its issuer's country and its layout."""
    def register(function):
        Builders.append((number, language, country, layout, function))
        return function
    return register


# --- 01: an Amsterdam hotel's folio, the operating B.V. only in the franchise sentence ------------------------------

@builder(1, 'nl', 'NL', 'nl_hotel_folio')
def nl_hotel_folio(made):
    rng = made.rng
    s = {'name': 'Meridian Hospitality Amsterdam B.V.'}
    vat, kvk, iban = made.dutch_seller(s, 'INGB')
    buyer = {'Name': 'Vandermolen Logistics B.V.', 'VatNumber': made.company_btw()}
    number = str(rng.randint(410000, 489999))
    folio = str(int(number) - rng.randint(14, 61))
    conf = str(rng.randint(80000000, 89999999))
    rewards = str(rng.randint(1, 9)) + made.digits(9)
    account = str(rng.randint(40010, 40990))
    cashier = str(rng.randint(21, 39))
    checks = [str(rng.randint(20400, 20999)) for _ in range(3)]
    card = made.digits(4)
    room = '512'
    arrival, departure = day('2025-10-14'), day('2025-10-17')
    issued = departure
    dash = lambda d: date_text(d, 'dash')  # noqa: E731

    lines = []
    for night in range(3):
        when = arrival + days(night)
        lines.append(line('Logies / Accommodation – Corporate rate VML', D('218.00'), 9, day=when, ref=room))
        lines.append(line('Toeristenbelasting / City tax 12,5%', D('25.00'), None, day=when, ref=room))
        lines.append(line('Parkeergarage / Parking', D('49.00'), 21, day=when, ref=room))
        lines.append(line('Ontbijtbuffet / Breakfast', D('27.50'), 9, day=when + days(1), ref=room))
        if night == 1:
            lines.append(line('Brasserie De Weegschaal – Keuken / Food', D('58.50'), 9, day=when,
                              ref=f'Chk {checks[0]}'))
            lines.append(line('Brasserie De Weegschaal – Wijn & bier / Beverages', D('34.00'), 21, day=when,
                              ref=f'Chk {checks[0]}'))
        if night == 2:
            lines.append(line('Roomservice / In-room dining', D('31.00'), 9, day=when, ref=f'Chk {checks[1]}'))
            lines.append(line('Minibar', D('11.50'), 21, day=when, ref=f'Chk {checks[2]}'))
    lines.sort(key=lambda x: x['day'])
    per_rate, outside, net, tax, gross = inclusive(lines)
    money = de

    rows = ''.join(f"<tr><td class=nw>{dash(x['day'])}</td><td>{e(x['text'])}</td><td class=nw>{e(x['ref'])}</td>"
                   f"<td class=num>{de(x['amount'])}</td><td class=num></td></tr>" for x in lines)
    rows += (f"<tr><td class=nw>{dash(departure)}</td><td>Betaling / Payment Mastercard XXXX XXXX XXXX {card}</td>"
             f"<td class=nw>Kas {cashier}</td><td class=num></td><td class=num>{de(-gross)}</td></tr>")
    vat_rows = ''.join(f"<tr><td>{rate_text(rate)}%</td><td class=num>{de(n)}</td><td class=num>{de(t)}</td>"
                       f"<td class=num>{de(g)}</td></tr>" for rate, (n, t, g) in per_rate.items())
    vat_rows += (f"<tr><td>Niet belast / Not taxable (toeristenbelasting)</td><td class=num>{de(outside)}</td>"
                 f"<td class=num>0,00</td><td class=num>{de(outside)}</td></tr>")
    foot = (f"Hotel Grand Meridian Amsterdam wordt geëxploiteerd door {s['name']} onder een franchiseovereenkomst met "
            f"Aurelia Hotels &amp; Resorts International S.à r.l. / This hotel is independently owned and operated. "
            f"KvK {kvk} · btw {vat} · ING Bank IBAN {spaced(iban)} · BIC INGBNL2A")
    css = base_css('12mm 14mm 14mm 14mm', page_box('bottom-right', 'Pagina / Page ', ' / ', size='6.5pt'),
                   size='8.4pt') + COMMON_CSS + """
.top { width: 100%; border-bottom: 2px solid #1d2b4f; padding-bottom: 3mm; }
.brand { font-family: 'DejaVu Serif', serif; font-size: 19pt; letter-spacing: 4px; color: #1d2b4f; }
.city { font-size: 8pt; letter-spacing: 7px; color: #8a6d2f; }
.member { text-align: right; font-size: 6.8pt; color: #555; }
.member b { display: block; font-family: 'DejaVu Serif', serif; font-size: 10pt; letter-spacing: 2px; color: #8a6d2f;
  font-weight: normal; }
.addr { font-size: 6.8pt; color: #666; margin-top: 1.5mm; }
.head { width: 100%; margin-top: 7mm; }
.head td { vertical-align: top; }
.guest { font-size: 9pt; line-height: 1.45; }
.info td { padding: 0.5mm 2mm; font-size: 7.8pt; }
.info td:first-child { color: #555; }
h1 { font-size: 12pt; letter-spacing: 2px; color: #1d2b4f; margin: 7mm 0 2mm; font-weight: normal; }
.lines th { text-align: left; font-size: 7pt; color: #fff; background: #1d2b4f; padding: 1.2mm 1.5mm; }
.lines th.num { text-align: right; }
.lines td { padding: 0.9mm 1.5mm; border-bottom: 0.4px solid #d6d6d6; }
.tot td { padding: 1mm 1.5mm; font-weight: bold; }
.tot { width: 100%; margin-top: 1mm; }
.vat { margin-top: 5mm; font-size: 7.6pt; }
.vat th { text-align: right; font-weight: normal; color: #555; border-bottom: 0.6px solid #999; padding: 0.6mm 2.5mm; }
.vat th:first-child { text-align: left; }
.vat td { padding: 0.6mm 2.5mm; }
.vat tr.sum td { border-top: 0.6px solid #999; font-weight: bold; }
.foot { position: fixed; bottom: 0; left: 0; right: 0; font-size: 6.4pt; color: #555; border-top: 0.5px solid #999;
  padding-top: 1.5mm; line-height: 1.45; }
"""
    body = f"""
<table class="top"><tr><td>{mark('star', '#8a6d2f', 34)}
<span class="brand">HOTEL GRAND MERIDIAN</span><br><span class="city">AMSTERDAM</span>
<div class="addr">Vijzelgracht 81 · 1017 HN Amsterdam · Nederland · T +31 20 530 48 00 ·
frontoffice@grandmeridian-amsterdam.nl</div></td>
<td class="member">a member of<b>AURELIA</b>HOTELS &amp; RESORTS</td></tr></table>
<table class="head"><tr><td class="guest">Dhr. Pieter de Wit<br>{e(buyer['Name'])}<br>
t.a.v. Crediteurenadministratie<br>
Havenweg 12<br>3433 PE Nieuwegein<br>Btw-nr. {buyer['VatNumber']}</td>
<td style="width:86mm"><table class="info">
<tr><td>Kamer / Room</td><td>{room}</td></tr>
<tr><td>Aankomst / Arrival</td><td>{dash(arrival)}</td></tr>
<tr><td>Vertrek / Departure</td><td>{dash(departure)}</td></tr>
<tr><td>Bevestigingsnr. / Confirmation No.</td><td>{conf}</td></tr>
<tr><td>Folio nr. / Folio No.</td><td>{folio}</td></tr>
<tr><td>Factuurnr. / Invoice No.</td><td>{number}</td></tr>
<tr><td>Factuurdatum / Invoice Date</td><td>{dash(issued)}</td></tr>
<tr><td>Debiteurnr. / A/R Account</td><td>{account}</td></tr>
<tr><td>Aurelia Rewards</td><td>{rewards}</td></tr>
<tr><td>Kassier / Cashier</td><td>{cashier}</td></tr></table></td></tr></table>
<h1>FACTUUR / INVOICE</h1>
<table class="lines"><thead><tr><th>Datum / Date</th><th>Omschrijving / Description</th><th>Ref.</th>
<th class=num>Debet / Charges</th><th class=num>Credit / Credits</th></tr></thead><tbody>{rows}</tbody></table>
<table class="tot"><tr><td>Totaal / Total</td><td class=num>EUR {de(gross)}</td><td class=num style="width:28mm">
EUR {de(gross)}</td></tr><tr><td>Saldo / Balance</td><td></td><td class=num>EUR 0,00</td></tr></table>
<table class="vat"><thead><tr><th>Btw-specificatie / VAT summary</th><th>Netto / Net</th><th>Btw / VAT</th>
<th>Bruto / Gross</th></tr></thead><tbody>{vat_rows}
<tr class="sum"><td>Totaal / Total</td><td class=num>{de(net)}</td><td class=num>{de(tax)}</td>
<td class=num>{de(gross)}</td></tr></tbody></table>
<p style="margin-top:6mm">Uw betaling is in goede orde ontvangen. Wij danken u voor uw verblijf en hopen u spoedig weer
te mogen verwelkomen. / We have received your payment. Thank you for staying with us.</p>
<div class="foot">{foot}</div>"""
    return dict(
        page=document('nl', css, body), number=number, issued=issued, date_printed=dash(issued), due=None,
        currency='EUR', money=money, net=net, tax=tax, gross=gross, iban=iban, name=s['name'], vat=vat, kvk=kvk,
        buyer=buyer, name_count=1, name_on_top=False,
        decoys=[folio, conf, rewards, account, room, *checks, 'HOTEL GRAND MERIDIAN', 'AURELIA',
                'Aurelia Hotels & Resorts International S.à r.l.', 'Pieter de Wit', 'Brasserie De Weegschaal',
                dash(arrival)],
        same_shape=[folio],
        extra=[(f'Factuurnr. / Invoice No. {number}', 'invoice label'), (f'KvK {kvk}', 'kvk'),
               ('Saldo / Balance EUR 0,00', 'balance')],
        sums=[(sum(x['amount'] for x in lines if x['rate'] is None), r2(D('0.125') * 200 * 3))],
        description='Amsterdam hotel\'s bilingual "Factuur / Invoice" for three nights of a guest billed to his '
                    'employer: the brand "HOTEL GRAND MERIDIAN / AMSTERDAM" and "a member of AURELIA HOTELS & '
                    'RESORTS"; a block of bilingual labels (room, arrival, departure, confirmation, folio and invoice '
                    'numbers of the same shape, A/R account, loyalty number, cashier); lines with VAT-inclusive '
                    'amounts: lodging, breakfast and food at 9%, parking, drinks and minibar at 21%, the city tax '
                    'outside VAT, restaurant cheque numbers; the Mastercard payment as a credit, balance 0,00; a VAT '
                    'summary with net, VAT and gross per rate and in total; the operating B.V., the franchisor '
                    '(S.à r.l.), KvK, btw-nummer and IBAN only in the foot\'s franchise sentence')


# --- 02: a Ghent event venue's final invoice with the deposit invoice's net deducted before VAT ----------------------

@builder(2, 'nl', 'BE', 'be_eventlocatie_eindfactuur')
def be_eventlocatie_eindfactuur(made):
    rng = made.rng
    s = {'name': 'Dokhaven Events BV'}
    vat, iban = made.belgian_seller(s, '737')
    buyer_vat = made.belgian_vat()
    buyer = {'Name': 'Vervaet Landbouwmachines NV', 'VatNumber': buyer_vat}
    seq = rng.randint(380, 460)
    number = f'25/{seq:04d}'
    deposit_no = f'25/{seq - rng.randint(190, 260):04d}'
    offer = f'O25/{rng.randint(60, 140):04d}'
    client_no = str(rng.randint(1100, 1499))
    order = f'4500{made.digits(6)}'
    reference, reference_printed = made.structured_communication()
    issued, event = day('2025-09-26'), day('2025-09-18')
    due = day('2025-10-26')
    deposit_day, paid_day = day('2025-06-20'), day('2025-07-04')
    slash = lambda d: date_text(d, 'slash')  # noqa: E731

    lines = [
        line('Zaalhuur Loods A (plenaire zaal, 160 p.) – dagtarief', D('2450.00'), 21, qty='1', price=D('2450.00')),
        line('Zaalhuur Zaal Kraan (break-out)', D('650.00'), 21, qty='1', price=D('650.00')),
        line('AV-pakket: geluid, 2 projecties, 2 technici – uitgevoerd door Lumen AV Solutions BV', D('1380.00'), 21,
             qty='1', price=D('1380.00')),
        line('Onthaal: koffie, thee en viennoiserie', times(140, D('6.50')), 12, qty='140', price=D('6.50')),
        line('Lunchbuffet "Pakhuis"', times(140, D('28.50')), 12, qty='140', price=D('28.50')),
        line('Walking dinner (6 gangen)', times(120, D('42.00')), 12, qty='120', price=D('42.00')),
        line('Drankenforfait dag (water, frisdranken, koffie)', times(140, D('9.50')), 21, qty='140', price=D('9.50')),
        line('Drankenforfait avond (bier, wijn, cava)', times(120, D('16.00')), 21, qty='120', price=D('16.00')),
        line('Vestiaire en onthaalhostessen (4 × 6 uur)', times(24, D('38.00')), 21, qty='24', price=D('38.00')),
        line('Parking bezoekers (dagticket)', times(60, D('7.00')), 21, qty='60', price=D('7.00')),
    ]
    deposit_base = r2(sum(x['amount'] for x in lines[:3]) * D('0.30'))
    lines.append(line(f'Af: voorschotfactuur {deposit_no} van {slash(deposit_day)} (30 % zaalhuur en techniek)',
                      -deposit_base, 21, qty='1', price=-deposit_base, deposit=True))
    per_rate, outside, net, tax, gross = exclusive(lines)
    deposit_paid = deposit_base + r2(deposit_base * D('0.21'))
    money = MONEY_EUR = lambda v: f'EUR {de(v)}'  # noqa: E731

    rows = ''.join(f"<tr{' class=dep' if x.get('deposit') else ''}><td>{e(x['text'])}</td><td class=num>{x['qty']}"
                   f"</td><td class=num>{de(x['price'])}</td><td class=num>{rate_text(x['rate'])}%</td>"
                   f"<td class=num>{de(x['amount'])}</td></tr>" for x in lines)
    vat_rows = ''.join(f"<tr><td>Maatstaf van heffing {rate_text(rate)}%</td><td class=num>{MONEY_EUR(b)}</td></tr>"
                       f"<tr><td>Btw {rate_text(rate)}%</td><td class=num>{MONEY_EUR(t)}</td></tr>"
                       for rate, (b, t, _) in per_rate.items())
    foot = [f"{s['name']} · Voorhavenlaan 7, 9000 Gent · BTW {s['vat_printed']} · RPR Gent",
            f"KBC Bank IBAN {spaced(iban)} · BIC KREDBEBB · Lid van Flanders Venue Collection · Op al onze facturen "
            f"zijn onze algemene voorwaarden van toepassing."]
    css = base_css('14mm 16mm 20mm 16mm', multi_box('bottom-left', foot, size='6.4pt'), size='8.6pt') + COMMON_CSS + """
.stripe { border-left: 5mm solid #c2462b; padding-left: 5mm; }
.brand { font-size: 26pt; font-weight: bold; letter-spacing: -0.5px; color: #222; }
.brand span { color: #c2462b; }
.tag { font-size: 8pt; color: #666; letter-spacing: 1.5px; }
.head { width: 100%; margin-top: 8mm; }
.head td { vertical-align: top; }
.client { font-size: 9.4pt; line-height: 1.45; padding-top: 4mm; }
.meta { border-collapse: collapse; font-size: 8pt; }
.meta td { border-bottom: 0.5px solid #bbb; padding: 1mm 3mm; }
.meta td:first-child { color: #666; }
h1 { font-size: 16pt; color: #c2462b; margin: 8mm 0 1mm; letter-spacing: 1px; }
.event { background: #f4efe9; padding: 2.5mm 3mm; margin: 2mm 0 4mm; line-height: 1.5; }
.lines th { text-align: left; font-size: 7.2pt; border-bottom: 1.2px solid #222; padding: 1mm 1.5mm; }
.lines th.num { text-align: right; }
.lines td { padding: 1mm 1.5mm; border-bottom: 0.4px solid #ddd; }
.lines tr.dep td { font-style: italic; background: #f7f7f7; }
.sum { margin-left: auto; margin-top: 3mm; width: 92mm; }
.sum td { padding: 0.8mm 1.5mm; }
.sum tr.total td { font-weight: bold; font-size: 10pt; border-top: 1.2px solid #222; }
.pay { margin-top: 6mm; border: 1px solid #c2462b; padding: 3mm; line-height: 1.6; }
.ogm { font-family: 'DejaVu Sans Mono', monospace; font-size: 10pt; font-weight: bold; }
"""
    body = f"""
<div class="stripe"><div class="brand">PAKHUIS <span>7</span></div>
<div class="tag">EVENT- &amp; CONGRESLOCATIE · OUDE DOKKEN GENT</div>
<div class="tag">Voorhavenlaan 7 · 9000 Gent · +32 9 265 71 70 · events@pakhuis7.be</div></div>
<table class="head"><tr><td class="client">{e(buyer['Name'])}<br>t.a.v. dhr. Jonas Vervaet<br>Industrieweg 44<br>
8800 Roeselare<br>BTW {vat_printed(buyer_vat, 'be')}</td>
<td style="width:78mm"><table class="meta">
<tr><td>Factuurnummer</td><td><b>{number}</b></td></tr>
<tr><td>Factuurdatum</td><td>{slash(issued)}</td></tr>
<tr><td>Vervaldag</td><td>{slash(due)}</td></tr>
<tr><td>Klantnummer</td><td>{client_no}</td></tr>
<tr><td>Offerte</td><td>{offer}</td></tr>
<tr><td>Uw bestelbon</td><td>{order}</td></tr></table></td></tr></table>
<h1>FACTUUR</h1>
<div class="event"><b>Evenement: Dealerdag Vervaet 2025</b> · donderdag {slash(event)} · Loods A en Zaal Kraan ·
140 deelnemers (lunch), 120 (walking dinner)<br>Projectverantwoordelijke Pakhuis 7: Elke Van Damme · Keuken: chef Wout
Maes</div>
<table class="lines"><thead><tr><th>Omschrijving</th><th class=num>Aantal</th><th class=num>Eenheidsprijs</th>
<th class=num>Btw</th><th class=num>Bedrag excl. btw</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sum"><tr><td>Totaal excl. btw</td><td class=num>{MONEY_EUR(net)}</td></tr>{vat_rows}
<tr><td>Totaal btw</td><td class=num>{MONEY_EUR(tax)}</td></tr>
<tr class="total"><td>Te betalen</td><td class=num>{MONEY_EUR(gross)}</td></tr></table>
<p>Het voorschot van {MONEY_EUR(deposit_paid)} (incl. btw) volgens voorschotfactuur {deposit_no} werd op
{slash(paid_day)} ontvangen en is hierboven in mindering gebracht.</p>
<div class="pay">Gelieve {MONEY_EUR(gross)} te betalen vóór {slash(due)} op rekening {ib(iban)} (BIC KREDBEBB) met
vermelding van de gestructureerde mededeling<br><span class="ogm">{reference_printed}</span></div>"""
    return dict(
        page=document('nl', css, body), number=number, issued=issued, date_printed=slash(issued), due=due,
        due_printed=slash(due), currency='EUR', money=money, net=net, tax=tax, gross=gross, iban=iban,
        name=s['name'], vat=vat, order=order, reference=reference, reference_printed=reference_printed, buyer=buyer,
        name_count=1, name_on_top=False,
        decoys=[deposit_no, offer, client_no, 'PAKHUIS', 'Lumen AV Solutions BV', 'Dealerdag Vervaet 2025',
                'Jonas Vervaet', 'Flanders Venue Collection', 'Elke Van Damme', slash(event), MONEY_EUR(deposit_paid)],
        same_shape=[deposit_no],
        extra=[(f'Factuurnummer {number}', 'label')],
        sums=[(per_rate[D(21)][0], sum(x['amount'] for x in lines if x['rate'] == 21)),
              (deposit_base, D('1344.00'))],
        description='Ghent event venue\'s final invoice for a dealer day: a red stripe with the brand "PAKHUIS 7" and '
                    '"EVENT- & CONGRESLOCATIE"; a ruled block "Factuurnummer", "Factuurdatum", "Vervaldag", '
                    '"Klantnummer", "Offerte", "Uw bestelbon"; the event\'s name, the client\'s contact bearing its '
                    'name, the project manager and the chef; room hire, AV by a partner BV, drinks, staff and parking '
                    'at 21%, catering at 12%; the deposit invoice (same shape as the number) deducted by its net '
                    'before the VAT, the deposit paid incl. VAT in a sentence; "Totaal excl. btw", base and VAT per '
                    'rate, "Te betalen"; a structured communication in a frame; the BV, its BTW number and KBC '
                    'account only in the foot')


# --- 03: a business travel agency's invoice over two pages -------------------------------------------------------

@builder(3, 'nl', 'NL', 'nl_zakenreisbureau_factuur')
def nl_zakenreisbureau_factuur(made):
    rng = made.rng
    s = {'name': 'Horizon Zakenreizen B.V.'}
    vat, kvk, iban = made.dutch_seller(s, 'RABO')
    buyer = {'Name': 'Stellingwerf Engineering B.V.', 'VatNumber': made.company_btw()}
    number = str(rng.randint(731000, 759999))
    dossier = str(int(number) - rng.randint(300, 900))
    debtor = str(rng.randint(20100, 20999))
    iata = f'63{made.digits(6)}'
    order = f'SE-PO-25-{rng.randint(300, 699):04d}'
    reference, reference_printed = made.betalingskenmerk()
    issued, due = day('2025-11-05'), day('2025-11-19')
    dash = lambda d: date_text(d, 'dash')  # noqa: E731
    money = lambda v: f'€ {de(v)}'  # noqa: E731

    pnr_kl, pnr_lh, pnr_ba = code(rng, 6), code(rng, 6), code(rng, 6)
    travellers = ['Dhr. R.J. Stellingwerf', 'Mw. A. Koster', 'Dhr. M. El Amrani']
    tickets = [
        dict(who=travellers[0], airline='KLM Royal Dutch Airlines', prefix='074', pnr=pnr_kl, route='AMS–HAM–AMS',
             fare=D('286.00'), taxes=D('94.37'),
             flights=[('KL 1781', '17-11-2025', 'AMS', 'HAM', '07:10', '08:15', 'K'),
                      ('KL 1790', '19-11-2025', 'HAM', 'AMS', '18:55', '20:05', 'K')]),
        dict(who=travellers[1], airline='KLM Royal Dutch Airlines', prefix='074', pnr=pnr_kl, route='AMS–HAM–AMS',
             fare=D('286.00'), taxes=D('94.37'),
             flights=[('KL 1781', '17-11-2025', 'AMS', 'HAM', '07:10', '08:15', 'K'),
                      ('KL 1790', '19-11-2025', 'HAM', 'AMS', '18:55', '20:05', 'K')]),
        dict(who=travellers[2], airline='Deutsche Lufthansa AG', prefix='220', pnr=pnr_lh, route='AMS–MUC–AMS',
             fare=D('412.00'), taxes=D('88.64'),
             flights=[('LH 2303', '24-11-2025', 'AMS', 'MUC', '06:45', '08:05', 'H'),
                      ('LH 2310', '26-11-2025', 'MUC', 'AMS', '17:30', '19:00', 'H')]),
        dict(who=travellers[1], airline='British Airways Plc', prefix='125', pnr=pnr_ba, route='AMS–LHR–AMS',
             fare=D('219.00'), taxes=D('143.18'),
             flights=[('BA 431', '02-12-2025', 'AMS', 'LHR', '07:55', '08:05', 'O'),
                      ('BA 440', '03-12-2025', 'LHR', 'AMS', '19:20', '21:35', 'O')]),
    ]
    first = rng.randint(2400000000, 2499990000)
    for i, t in enumerate(tickets):
        t['number'] = f"{t['prefix']}-{first + i * rng.randint(1, 3) + i}"
        t['total'] = t['fare'] + t['taxes']
    emd = f'220-{first + 71}'
    lines = []
    for t in tickets:
        lines.append(line(f"Vliegticket {t['airline']} {t['route']}", t['total'], None, who=t['who'],
                          doc=t['number']))
        lines.append(line('Servicefee vliegticket (offline)', D('32.50'), 21, who=t['who'], doc=''))
    lines.append(line('Wijzigingskosten Lufthansa (omboeking LH 2303 van 20-11 naar 24-11-2025)', D('70.00'), None,
                      who=travellers[2], doc=emd))
    lines.append(line('Wijzigingsfee reisbureau', D('45.00'), 21, who=travellers[2], doc=''))
    lines.append(line('Hotelreservering Hotel Elbblick Hamburg, 2 nachten (betaling ter plaatse)', D('12.50'), 21,
                      who=travellers[0], doc='HEH-48812'))
    lines.append(line('Hotelreservering Hotel Elbblick Hamburg, 2 nachten (betaling ter plaatse)', D('12.50'), 21,
                      who=travellers[1], doc='HEH-48813'))
    per_rate, outside, net, tax, gross = exclusive(lines)
    (base, vat21, _), = per_rate.values()

    rows = ''
    for who in travellers:
        mine = [x for x in lines if x['who'] == who]
        rows += f"<tr class=trav><td colspan=4>Reiziger: {e(who)}</td></tr>"
        rows += ''.join(f"<tr><td>{e(x['text'])}</td><td class=nw>{x['doc']}</td>"
                        f"<td class=num>{de(x['amount']) if x['rate'] is None else ''}</td>"
                        f"<td class=num>{de(x['amount']) if x['rate'] is not None else ''}</td></tr>" for x in mine)
    seg_rows = ''
    for t in tickets:
        for flight, date, dep, arr, t_dep, t_arr, rbd in t['flights']:
            seg_rows += (f"<tr><td>{t['pnr']}</td><td>{flight}</td><td>{date}</td><td>{dep}–{arr}</td>"
                         f"<td>{t_dep}–{t_arr}</td><td>{rbd}</td><td>HK</td><td>{e(t['who'])}</td>"
                         f"<td class=nw>{t['number']}</td></tr>")
    fare_rows = ''.join(f"<tr><td class=nw>{t['number']}</td><td>{e(t['airline'])}</td><td>{e(t['who'])}</td>"
                        f"<td class=num>{de(t['fare'])}</td><td class=num>{de(t['taxes'])}</td>"
                        f"<td class=num>{de(t['total'])}</td></tr>" for t in tickets)
    css = base_css('13mm 16mm 22mm 16mm', multi_box('bottom-left', [
        f"{s['name']} · Catharijnesingel 54 · 3511 GC Utrecht · KvK {kvk} · btw {s['vat_printed']} · IATA {iata}",
        "Horizon Business Travel is partner van GTN Global Travel Network. Op al onze diensten zijn de "
        "Algemene Voorwaarden Zakenreizen van toepassing."], size='6.3pt')
        + page_box('top-right', 'Pagina ', ' van ', size='6.5pt'), size='8.5pt') + COMMON_CSS + """
.top { width: 100%; }
.word { font-size: 24pt; font-weight: bold; letter-spacing: 6px; color: #0f6e78; }
.sub { font-size: 8pt; letter-spacing: 3px; color: #555; }
.gtn { text-align: right; font-size: 7pt; color: #555; }
.gtn b { display: block; font-size: 9pt; color: #0f6e78; }
.head { width: 100%; margin-top: 9mm; }
.head td { vertical-align: top; }
.client { font-size: 9.3pt; line-height: 1.45; }
.meta td { padding: 0.55mm 2.5mm; font-size: 8pt; }
.meta td:first-child { color: #666; }
h1 { font-size: 14pt; color: #0f6e78; margin: 7mm 0 3mm; }
.lines th { font-size: 7pt; text-align: left; border-bottom: 1px solid #0f6e78; padding: 1mm 1.5mm; color: #0f6e78; }
.lines th.num { text-align: right; }
.lines td { padding: 0.8mm 1.5mm; border-bottom: 0.3px solid #e0e0e0; }
.lines tr.trav td { font-weight: bold; padding-top: 2.5mm; border-bottom: none; }
.sum { margin-left: auto; margin-top: 4mm; width: 100mm; }
.sum td { padding: 0.7mm 1.5mm; }
.sum tr.total td { font-weight: bold; border-top: 1.2px solid #0f6e78; font-size: 9.6pt; }
.note { font-size: 7.4pt; color: #555; margin-top: 4mm; }
.p2 { page-break-before: always; }
h2 { font-size: 11pt; color: #0f6e78; margin: 0 0 2mm; }
h3 { font-size: 9pt; margin: 5mm 0 1.5mm; }
.spec { width: 100%; font-size: 7.6pt; }
.spec th { text-align: left; background: #e7f1f2; padding: 1mm 1.2mm; font-size: 7pt; }
.spec th.num { text-align: right; }
.spec td { padding: 0.8mm 1.2mm; border-bottom: 0.3px solid #e0e0e0; }
"""
    top = f"""<table class="top"><tr><td><span class="word">HORIZON</span><br><span class="sub">BUSINESS TRAVEL</span>
</td><td class="gtn">{mark('globe', '#0f6e78', 30)}<b>GTN Global Travel Network</b>partner agency</td></tr></table>"""
    body = f"""{top}
<table class="head"><tr><td class="client">{e(buyer['Name'])}<br>t.a.v. afdeling Crediteuren<br>Postbus 2210<br>
5600 CE Eindhoven<br>btw {buyer['VatNumber']}</td>
<td style="width:80mm"><table class="meta">
<tr><td>Factuurnummer</td><td><b>{number}</b></td></tr>
<tr><td>Factuurdatum</td><td>{dash(issued)}</td></tr>
<tr><td>Dossiernummer</td><td>{dossier}</td></tr>
<tr><td>Debiteurnummer</td><td>{debtor}</td></tr>
<tr><td>Uw ordernummer</td><td>{order}</td></tr>
<tr><td>Kostenplaats</td><td>4100 Projects</td></tr>
<tr><td>Geboekt door</td><td>Mw. L. Jansen</td></tr>
<tr><td>Vervaldatum</td><td>{dash(due)}</td></tr></table></td></tr></table>
<h1>Factuur</h1>
<table class="lines"><thead><tr><th>Omschrijving</th><th>Ticket / voucher</th><th class=num>Niet belast</th>
<th class=num>Belast 21%</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sum"><tr><td>Totaal niet belast (vervoer, doorberekende kosten)</td>
<td class=num>{money(outside)}</td></tr>
<tr><td>Totaal belast</td><td class=num>{money(base)}</td></tr>
<tr><td>Totaal excl. btw</td><td class=num>{money(net)}</td></tr>
<tr><td>Btw 21% over {money(base)}</td><td class=num>{money(vat21)}</td></tr>
<tr class="total"><td>Totaal te betalen</td><td class=num>{money(gross)}</td></tr></table>
<p>Wij verzoeken u het bedrag van {money(gross)} uiterlijk {dash(due)} over te maken op {ib(iban)} ten name van
{e(s['name'])} onder vermelding van betalingskenmerk <b>{reference_printed}</b>.</p>
<div class="note">Vliegtickets en wijzigingskosten van luchtvaartmaatschappijen worden uitgegeven namens en voor
rekening van de vermelde luchtvaartmaatschappij (internationaal personenvervoer, 0% btw). De specificatie van het
reisschema vindt u op de volgende pagina.</div>
<div class="p2"><h2>Specificatie reisschema bij factuur {number}</h2>
<div>Dossier {dossier} · {e(buyer['Name'])} · geboekt door Mw. L. Jansen</div>
<h3>Vluchten</h3>
<table class="spec"><thead><tr><th>PNR</th><th>Vlucht</th><th>Datum</th><th>Traject</th><th>Tijden</th>
<th>Klasse</th><th>Status</th><th>Reiziger</th><th>E-ticket</th></tr></thead><tbody>{seg_rows}</tbody></table>
<h3>Tarieven per ticket</h3>
<table class="spec"><thead><tr><th>E-ticket</th><th>Luchtvaartmaatschappij</th><th>Reiziger</th>
<th class=num>Tarief</th>
<th class=num>Taxes &amp; toeslagen</th><th class=num>Totaal</th></tr></thead><tbody>{fare_rows}
<tr><td class=nw>EMD {emd}</td><td>Deutsche Lufthansa AG</td><td>{e(travellers[2])}</td><td class=num>70,00</td>
<td class=num>0,00</td><td class=num>70,00</td></tr></tbody></table>
<h3>Hotel</h3>
<table class="spec"><thead><tr><th>Hotel</th><th>Periode</th><th>Reiziger</th><th>Bevestiging</th><th>Betaling</th>
</tr></thead><tbody>
<tr><td>Hotel Elbblick Hamburg, Große Elbstraße 140, 22767 Hamburg</td><td>17-11 t/m 19-11-2025</td>
<td>{e(travellers[0])}</td><td>HEH-48812</td><td>ter plaatse</td></tr>
<tr><td>Hotel Elbblick Hamburg, Große Elbstraße 140, 22767 Hamburg</td><td>17-11 t/m 19-11-2025</td>
<td>{e(travellers[1])}</td><td>HEH-48813</td><td>ter plaatse</td></tr></tbody></table>
<p class="note">Controleer uw reisschema zorgvuldig. Incheckgegevens ontvangt u per e-mail van de
luchtvaartmaatschappij. Bij vragen: 030 711 42 00 (24/7 noodnummer 030 711 42 99).</p></div>"""
    return dict(
        page=document('nl', css, body), number=number, issued=issued, date_printed=dash(issued), due=due,
        due_printed=dash(due), currency='EUR', money=money, net=net, tax=tax, gross=gross, iban=iban, name=s['name'],
        vat=vat, kvk=kvk, order=order, reference=reference, reference_printed=reference_printed, buyer=buyer,
        pages=2, number_count=2, name_count=3, name_on_top=False,
        decoys=[dossier, debtor, iata, pnr_kl, pnr_lh, pnr_ba, emd, *[t['number'] for t in tickets],
                'KLM Royal Dutch Airlines', 'Deutsche Lufthansa AG', 'British Airways Plc', 'HORIZON',
                'GTN Global Travel Network', 'Hotel Elbblick Hamburg', 'Stellingwerf', '17-11-2025'],
        same_shape=[dossier],
        extra=[(f'Factuurnummer {number}', 'label'), (f'Specificatie reisschema bij factuur {number}', 'page 2'),
               (f'KvK {kvk}', 'kvk')],
        sums=[(outside, sum(t['total'] for t in tickets) + D('70.00')), (base, D('200.00'))],
        ticket_numbers=[t['number'] for t in tickets] + [emd],
        description='Utrecht business travel agency\'s invoice over two pages: the brand "HORIZON / BUSINESS TRAVEL" '
                    'and "GTN Global Travel Network partner agency"; a block "Factuurnummer", "Factuurdatum", '
                    '"Dossiernummer" (same shape), "Debiteurnummer", "Uw ordernummer", "Kostenplaats", "Vervaldatum"; '
                    'lines grouped by traveller (one bearing the client\'s name): KLM, Lufthansa and British Airways '
                    'tickets with 13-digit e-ticket numbers and an airline\'s change fee (EMD) not taxed, service, '
                    'change and hotel booking fees at 21%; "Totaal niet belast", "Totaal belast", "Totaal excl. btw", '
                    '"Btw 21%", "Totaal te betalen"; a betalingskenmerk; page 2 the itinerary with PNR codes, flights, '
                    'fares per ticket and the hotel\'s confirmations; the B.V. in the payment sentence and the foot '
                    'with KvK, btw-nummer and IATA number')


# --- 04: a car rental invoice in pounds, the operating Limited only in the foot and the remittance line --------------

@builder(4, 'en', 'GB', 'gb_car_rental')
def gb_car_rental(made):
    rng = made.rng
    s = {'name': 'Pennine Vehicle Rentals Limited'}
    vat, _ = made.british_seller(s, ('BARC', '20'))
    buyer = {'Name': 'Halden Precision Engineering Ltd'}
    agreement = str(rng.randint(760000000, 789999999))
    number = str(int(agreement) + rng.randint(90, 260))
    reservation = str(rng.randint(1900000000, 1999999999))
    account = f'00{rng.randint(40000, 49999)}'
    rewards = f'{made.digits(4)} {made.digits(4)} {made.digits(2)}'
    cdp = str(rng.randint(800000, 899999))
    order = f'PO-{rng.randint(50000, 59999)}'
    plate = 'MF24 XKT'
    out_miles, in_miles = 18422, 19087
    issued, due = day('2025-10-10'), day('2025-11-09')
    slash = lambda d: date_text(d, 'slash')  # noqa: E731
    money = lambda v: ('-' if v < 0 else '') + '£' + en(abs(v))  # noqa: E731

    tm = times(4, D('48.00'))
    lines = [
        line('Time & mileage – 4 days @ £48.00 (unlimited mileage)', tm, 20, qty='4', price=D('48.00')),
        line('Collision Damage Waiver (excess £1,250)', times(4, D('14.50')), 20, qty='4', price=D('14.50')),
        line('Additional driver – Ms Chloe Barnes', times(4, D('9.00')), 20, qty='4', price=D('9.00')),
        line('One-way fee Manchester Airport → Leeds City', D('55.00'), 20, qty='1', price=D('55.00')),
        line('Premium location surcharge 15% of time & mileage', r2(tm * D('0.15')), 20, qty='1',
             price=r2(tm * D('0.15'))),
        line('Refuelling service – 9.0 litres @ £2.19', times(D('9.0'), D('2.19')), 20, qty='9.0', price=D('2.19')),
        line('Vehicle licence recovery fee', times(4, D('1.95')), 20, qty='4', price=D('1.95')),
    ]
    per_rate, outside, net, tax, gross = exclusive(lines)
    rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{x['qty']}</td><td class=num>{en(x['price'])}</td>"
                   f"<td class=num>{en(x['amount'])}</td></tr>" for x in lines)
    css = base_css('10mm 13mm 26mm 13mm', multi_box('bottom-left', [
        "SwiftDrive Manchester Airport and SwiftDrive Leeds City are operated by "
        f"{s['name']}, an independent licensee of SwiftDrive International Inc.",
        f"Registered in England and Wales, Company No. {s['company_no']}. Registered office: Unit 4, Bridgewater Park, "
        "Trafford Park, Manchester M17 1SN.",
        f"VAT Reg. No. {s['vat_printed']}. Rentals are subject to the SwiftDrive UK Rental Terms (edition 03/2025)."],
        size='6.2pt'), size='8.3pt') + COMMON_CSS + """
.band { background: #111; color: #ffd400; padding: 4mm 5mm; }
.band table { width: 100%; }
.logo { font-size: 22pt; font-weight: bold; letter-spacing: 2px; font-style: italic; }
.logo small { display: block; font-size: 7.5pt; font-style: normal; letter-spacing: 4px; color: #eee; }
.inv { text-align: right; color: #fff; font-size: 16pt; letter-spacing: 3px; }
.grid { width: 100%; margin-top: 4mm; }
.grid > tbody > tr > td { vertical-align: top; width: 50%; padding-right: 4mm; }
.box { border: 0.8px solid #999; padding: 2mm 3mm; margin-bottom: 3mm; }
.box h4 { margin: 0 0 1.5mm; font-size: 7pt; letter-spacing: 1.5px; color: #666; }
.kv td { padding: 0.4mm 2mm 0.4mm 0; font-size: 8pt; }
.kv td:first-child { color: #555; white-space: nowrap; }
.lines th { text-align: left; background: #ffd400; font-size: 7.4pt; padding: 1.2mm 1.5mm; }
.lines th.num { text-align: right; }
.lines td { padding: 1mm 1.5mm; border-bottom: 0.4px solid #ccc; }
.sum { margin-left: auto; margin-top: 3mm; width: 80mm; }
.sum td { padding: 0.8mm 1.5mm; }
.sum tr.total td { font-weight: bold; font-size: 10.5pt; border-top: 1.4px solid #111; }
.remit { margin-top: 5mm; border-top: 1px dashed #777; padding-top: 3mm; font-size: 8pt; line-height: 1.55; }
"""
    body = f"""
<div class="band"><table><tr><td class="logo">SWIFTDRIVE<small>CAR &amp; VAN RENTAL</small></td>
<td class="inv">INVOICE</td></tr></table></div>
<table class="grid"><tr><td>
<div class="box"><h4>BILL TO</h4>{e(buyer['Name'])}<br>Accounts Payable<br>Sheaf Bank Works, 31 Club Mill Road<br>
Sheffield S6 2FH</div>
<div class="box"><h4>RENTER</h4><table class="kv"><tr><td>Name</td><td>Mr Thomas Ashworth</td></tr>
<tr><td>Additional driver</td><td>Ms Chloe Barnes</td></tr><tr><td>SwiftDrive Rewards</td><td>{rewards}</td></tr>
<tr><td>Corporate discount (CDP)</td><td>{cdp}</td></tr></table></div>
<div class="box"><h4>VEHICLE</h4><table class="kv"><tr><td>Vehicle</td>
<td>Vauxhall Astra 1.2T Design or similar</td></tr>
<tr><td>Group / ACRISS</td><td>C / CDMR</td></tr><tr><td>Registration</td><td>{plate}</td></tr>
<tr><td>Mileage out / in</td><td>{out_miles:,} / {in_miles:,} ({in_miles - out_miles} miles)</td></tr>
<tr><td>Fuel out / in</td><td>8/8 / 6/8</td></tr></table></div>
</td><td>
<div class="box"><table class="kv"><tr><td>Invoice No.</td><td><b>{number}</b></td></tr>
<tr><td>Invoice date</td><td>{slash(issued)}</td></tr>
<tr><td>Rental Agreement No.</td><td>{agreement}</td></tr>
<tr><td>Reservation No.</td><td>{reservation}</td></tr>
<tr><td>Account No.</td><td>{account}</td></tr>
<tr><td>Your PO</td><td>{order}</td></tr>
<tr><td>Payment due</td><td>{slash(due)}</td></tr></table></div>
<div class="box"><h4>PICK-UP</h4>SwiftDrive Manchester Airport<br>Car Rental Village, Ringway Road West,
Manchester M90 3DZ<br>{slash(day('2025-10-06'))} 08:30</div>
<div class="box"><h4>RETURN</h4>SwiftDrive Leeds City<br>14 Wellington Street, Leeds LS1 4DL<br>{slash(issued)} 08:10
<br>Rental days charged: 4</div>
</td></tr></table>
<table class="lines"><thead><tr><th>Description</th><th class=num>Qty</th><th class=num>Rate £</th>
<th class=num>Amount £</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sum"><tr><td>Net amount</td><td class=num>{money(net)}</td></tr>
<tr><td>VAT @ 20%</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Invoice total</td><td class=num>{money(gross)}</td></tr></table>
<p>Charged to account {account}. The card pre-authorisation of £250.00 taken at pick-up has been released.</p>
<div class="remit"><b>Remittance</b> – please pay {money(gross)} by {slash(due)} by BACS to {e(s['name'])},
Barclays Bank, sort code {nw(s['sort_code'])}, account {nw(s['account'])}, quoting invoice number {number}.</div>"""
    return dict(
        page=document('en', css, body), number=number, issued=issued, date_printed=slash(issued), due=due,
        due_printed=slash(due), currency='GBP', money=money, net=net, tax=tax, gross=gross, iban=None,
        name=s['name'], vat=vat, kvk=s['company_no'], order=order, buyer=buyer, number_count=2, name_count=2,
        name_on_top=False,
        decoys=[agreement, reservation, account, rewards, cdp, plate, 'SWIFTDRIVE', 'SwiftDrive International Inc.',
                'SwiftDrive Manchester Airport', 'SwiftDrive Leeds City', 'Thomas Ashworth', 'Chloe Barnes',
                f'{out_miles:,}', f'{in_miles:,}', '£250.00', slash(day('2025-10-06'))],
        same_shape=[agreement],
        extra=[(f"Company No. {s['company_no']}", 'company'), (f"sort code {s['sort_code']}", 'sort code'),
               (f"account {s['account']}", 'account')],
        sums=[(net, D('397.31')), (lines[4]['amount'], r2(lines[0]['amount'] * 15 / 100))],
        description='UK car rental invoice in pounds: a black band with the brand "SWIFTDRIVE / CAR & VAN RENTAL" and '
                    '"INVOICE"; boxes "BILL TO" (the account company), "RENTER" (renter, additional driver, rewards '
                    'and CDP numbers), "VEHICLE" (model, ACRISS group, registration, mileage and fuel out and in), a '
                    'box "Invoice No.", "Invoice date", "Rental Agreement No." (same shape), "Reservation No.", '
                    '"Account No.", "Your PO", "Payment due", the pick-up and return stations\' addresses; charges '
                    'for time and mileage, waiver, additional driver, one-way fee, premium location surcharge, fuel '
                    'and licence fee; "Net amount", "VAT @ 20%", "Invoice total"; a released card pre-authorisation; '
                    'a remittance line with sort code and account (no IBAN); the Limited, its licensor (an Inc.), '
                    'company number and VAT number only in the foot and the remittance line')


# --- 05: a Dublin caterer's invoice under its trading name, the deposit taken off after the total ---------------------

@builder(5, 'en', 'IE', 'ie_event_catering')
def ie_event_catering(made):
    rng = made.rng
    s = {'name': 'Fennelly Catering Services Limited'}
    vat, iban = made.irish_seller(s, ('AIBK', '93'))
    buyer = {'Name': 'Harbourpoint Capital Partners Limited', 'VatNumber': made.irish_vat()}
    seq = rng.randint(600, 690)
    number = f'INV-25-{seq:04d}'
    deposit_no = f'INV-25-{seq - rng.randint(40, 70):04d}'
    quote = f'Q-25-{seq - rng.randint(20, 35):04d}'
    event_ref = f'EV-2025-{rng.randint(100, 199)}'
    order = str(rng.randint(7700000, 7799999))
    issued, due, event = day('2025-11-13'), day('2025-12-13'), day('2025-11-12')
    deposit_day = day('2025-10-15')
    long = lambda d: date_text(d, 'en')  # noqa: E731
    money = lambda v: ('-' if v < 0 else '') + '€' + en(abs(v))  # noqa: E731

    spec = [('Breakfast pastries, granola pots & fruit platter', 18, '9.50', '13.5'),
            ('Tea, coffee & fresh juices (all day)', 18, '7.00', '13.5'),
            ('Working lunch – hot fork buffet (see menu B2)', 18, '26.50', '13.5'),
            ('Afternoon treats', 18, '5.50', '13.5'),
            ('Dinner – three-course plated menu', 16, '58.00', '13.5'),
            ('Wine – Albariño & Rioja Crianza (bottles)', 10, '32.00', '23'),
            ('Waiting staff – 2 staff × 6 hours', 12, '28.00', '23'),
            ('Crockery, glassware & linen hire', 1, '85.00', '23'),
            ('Delivery, set-up & clearance', 1, '45.00', '13.5')]
    lines = [line(text, times(q, D(p)), D(rate), qty=q, price=D(p)) for text, q, p, rate in spec]
    per_rate, outside, net, tax, gross = exclusive(lines)
    deposit = D('750.00')
    rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{x['qty']}</td><td class=num>{en(x['price'])}</td>"
                   f"<td class=num>{rate_text(x['rate'], comma=False)}%</td><td class=num>{en(x['amount'])}</td></tr>"
                   for x in lines)
    vat_rows = ''.join(f"<tr><td>VAT @ {rate_text(rate, comma=False)}% on {money(b)}</td><td class=num>{money(t)}"
                       f"</td></tr>" for rate, (b, t, _) in per_rate.items())
    css = base_css('14mm 16mm 26mm 16mm', multi_box('bottom-left', [
        f"Fennelly's Kitchen is a trading name of {s['name']}. Registered in Ireland No. {s['cro']}.",
        "Registered office: Unit 7, Gallanstown Business Park, Dublin 12, D12 KX63. Directors: Niamh Fennelly, "
        "Declan Fennelly.",
        f"VAT No. {vat} · AIB Bank, IBAN {spaced(iban)} · BIC AIBKIE2D"], size='6.4pt'),
        font="'DejaVu Sans', sans-serif", size='8.6pt') + COMMON_CSS + """
.top { width: 100%; border-bottom: 1px solid #3d6b4f; padding-bottom: 3mm; }
.word { font-family: 'DejaVu Serif', serif; font-size: 22pt; font-style: italic; color: #3d6b4f; }
.word small { display: block; font-family: 'DejaVu Sans', sans-serif; font-style: normal; font-size: 7pt;
  letter-spacing: 4px; color: #777; }
.contact { text-align: right; font-size: 7.4pt; color: #555; line-height: 1.5; }
h1 { font-size: 15pt; letter-spacing: 5px; color: #3d6b4f; margin: 7mm 0 3mm; font-weight: normal; }
.head { width: 100%; }
.head td { vertical-align: top; }
.to { line-height: 1.5; font-size: 9pt; }
.meta td { padding: 0.5mm 2.5mm; font-size: 8.2pt; }
.meta td:first-child { color: #666; text-align: right; }
.event { margin: 5mm 0 3mm; border-left: 3px solid #3d6b4f; padding: 1mm 3mm; line-height: 1.5; }
.lines th { text-align: left; font-size: 7.4pt; border-bottom: 1px solid #3d6b4f; padding: 1mm 1.5mm; }
.lines th.num { text-align: right; }
.lines td { padding: 1mm 1.5mm; border-bottom: 0.3px solid #ddd; }
.sum { margin-left: auto; margin-top: 3mm; width: 92mm; }
.sum td { padding: 0.8mm 1.5mm; }
.sum tr.total td { font-weight: bold; border-top: 1.2px solid #3d6b4f; }
.sum tr.due td { font-weight: bold; font-size: 10.5pt; background: #eef3ef; }
"""
    body = f"""
<table class="top"><tr><td>{mark('leaf', '#3d6b4f', 30)} <span class="word">Fennelly's Kitchen<small>EVENT CATERING ·
DUBLIN</small></span></td>
<td class="contact">Unit 7, Gallanstown Business Park<br>Dublin 12 · D12 KX63<br>+353 1 456 2290 ·
hello@fennellyskitchen.ie</td></tr></table>
<h1>INVOICE</h1>
<table class="head"><tr><td class="to"><b>{e(buyer['Name'])}</b><br>Attn: Ms Orla Byrne, Office Manager<br>
14 Pembroke Row<br>Dublin 2, D02 X7K3<br>VAT No. {buyer['VatNumber']}</td>
<td style="width:74mm"><table class="meta"><tr><td>Invoice No.</td><td><b>{number}</b></td></tr>
<tr><td>Invoice date</td><td>{long(issued)}</td></tr>
<tr><td>Your PO</td><td>{order}</td></tr>
<tr><td>Quote</td><td>{quote}</td></tr>
<tr><td>Event ref.</td><td>{event_ref}</td></tr>
<tr><td>Due date</td><td>{long(due)}</td></tr></table></td></tr></table>
<div class="event"><b>Board Strategy Day</b> – {long(event)}<br>Venue: The Dock Studio, Hanover Quay, Dublin 2 ·
18 guests (lunch), 16 guests (dinner) · Chef: Niamh Fennelly</div>
<table class="lines"><thead><tr><th>Item</th><th class=num>Qty</th><th class=num>Unit €</th><th class=num>VAT</th>
<th class=num>Amount €</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sum"><tr><td>Subtotal (excl. VAT)</td><td class=num>{money(net)}</td></tr>{vat_rows}
<tr><td>Total VAT</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Invoice total</td><td class=num>{money(gross)}</td></tr>
<tr><td>Less deposit received {long(deposit_day)} (invoice {deposit_no})</td><td class=num>({money(deposit)})</td></tr>
<tr class="due"><td>Balance due</td><td class=num>{money(gross - deposit)}</td></tr></table>
<p>Payment by bank transfer to the account below by {long(due)}, quoting invoice number {number}. Thank you for
choosing us – we hope the day went well!</p>"""
    return dict(
        page=document('en', css, body), number=number, issued=issued, date_printed=long(issued), due=due,
        due_printed=long(due), currency='EUR', money=money, net=net, tax=tax, gross=gross, iban=iban, name=s['name'],
        vat=vat, order=order, buyer=buyer, number_count=2, name_count=1, name_on_top=False,
        decoys=[deposit_no, quote, event_ref, s['cro'], "Fennelly's Kitchen", 'Niamh Fennelly', 'Declan Fennelly',
                'The Dock Studio', 'Board Strategy Day', 'Orla Byrne', money(gross - deposit), long(event),
                long(deposit_day)],
        same_shape=[deposit_no],
        extra=[(f'Invoice No. {number}', 'label'), (f"Registered in Ireland No. {s['cro']}", 'cro')],
        sums=[(net, D('2587.00')), (tax, D('419.64'))],
        description='Dublin caterer\'s invoice for a board meeting under its trading name: a leaf and "Fennelly\'s '
                    'Kitchen / EVENT CATERING · DUBLIN"; "INVOICE"; the client with its VAT number; a block "Invoice '
                    'No.", "Invoice date", "Your PO", "Quote", "Event ref.", "Due date"; the event, the venue, the '
                    'chef (a director) in a side-ruled block; items with qty, unit price and VAT rate (13.5% food, '
                    '23% wine, staff and hire); "Subtotal (excl. VAT)", VAT per rate, "Total VAT", "Invoice total", '
                    'the deposit received with its invoice (same shape) taken off after the total, "Balance due"; '
                    'the Limited, its company number, directors, VAT number and AIB account only in the foot')


# --- 06: a Brussels hotel's English invoice reprinted "COPY / DUPLICATE" -------------------------------------------

@builder(6, 'en', 'BE', 'be_hotel_duplicate')
def be_hotel_duplicate(made):
    rng = made.rng
    s = {'name': 'Sablon Court Hotel SA'}
    vat, iban = made.belgian_seller(s, '001')
    buyer = {'Name': 'Brenner Pharma GmbH', 'VatNumber': made.vat_number('DE')}
    number = str(rng.randint(31000, 38999))
    folio = str(rng.randint(90000, 97999))
    conf = str(rng.randint(7000000, 7999999))
    member = made.digits(9)
    cashier = str(rng.randint(11, 19))
    checks = [str(rng.randint(5100, 5999)) for _ in range(2)]
    card = made.digits(4)
    room = '417'
    arrival, departure = day('2025-11-18'), day('2025-11-21')
    issued, reprint = departure, day('2025-12-03')
    slash = lambda d: date_text(d, 'slash')  # noqa: E731

    lines = []
    for night in range(3):
        when = arrival + days(night)
        lines.append(line('ROOM CHARGE - NORTHSTAR CORPORATE', D('245.00'), 6, day=when, ref=room))
        lines.append(line('BRUSSELS REGIONAL CITY TAX', D('9.33'), None, day=when, ref=room))
        lines.append(line('PARKING', D('35.00'), 21, day=when, ref=room))
        lines.append(line('BREAKFAST BUFFET', D('29.00'), 12, day=when + days(1), ref=room))
        if night == 1:
            lines.append(line('LE GRAND SABLON - FOOD', D('64.00'), 12, day=when, ref=f'CHK {checks[0]}'))
            lines.append(line('LE GRAND SABLON - WINE', D('42.00'), 21, day=when, ref=f'CHK {checks[0]}'))
            lines.append(line('LAUNDRY', D('19.00'), 21, day=when, ref=f'CHK {checks[1]}'))
        if night == 2:
            lines.append(line('MINIBAR', D('9.00'), 21, day=when, ref=room))
    lines.sort(key=lambda x: x['day'])
    per_rate, outside, net, tax, gross = inclusive(lines)
    money = en
    rows = ''.join(f"<tr><td>{slash(x['day'])}</td><td>{e(x['text'])}</td><td>{e(x['ref'])}</td>"
                   f"<td class=num>{en(x['amount'])}</td><td class=num></td></tr>" for x in lines)
    rows += (f"<tr><td>{slash(departure)}</td><td>AMEX CORPORATE XXXXXXXXXXX{card}</td><td>HARTMANN/JULIA</td>"
             f"<td class=num></td><td class=num>{en(-gross)}</td></tr>")
    vat_rows = ''.join(f"<tr><td>VAT {rate_text(rate, comma=False)}%</td><td class=num>{en(n)}</td>"
                       f"<td class=num>{en(t)}</td><td class=num>{en(g)}</td></tr>"
                       for rate, (n, t, g) in per_rate.items())
    vat_rows += (f"<tr><td>City tax (no VAT)</td><td class=num>{en(outside)}</td><td class=num>0.00</td>"
                 f"<td class=num>{en(outside)}</td></tr>")
    css = base_css('12mm 14mm 24mm 14mm', multi_box('bottom-left', [
        f"Invoice issued by {s['name']} · Rue de la Régence 58, 1000 Bruxelles · VAT {s['vat_printed']} · "
        "RPM Bruxelles",
        f"BNP Paribas Fortis IBAN {spaced(iban)} · BIC GEBABEBB · The hotel is managed by Northstar Hotel "
        "Management Belgium SRL"], size='6.3pt'),
        font="'DejaVu Sans Mono', monospace", size='7.9pt') + COMMON_CSS + """
.banner { border: 1.2px solid #000; text-align: center; padding: 1.5mm; font-weight: bold; letter-spacing: 1px; }
.water { position: fixed; top: 95mm; left: 10mm; font-size: 64pt; color: #e6e6e6; transform: rotate(-28deg);
  z-index: -1; letter-spacing: 8px; font-family: 'DejaVu Sans', sans-serif; font-weight: bold; }
.hotel { text-align: center; margin-top: 5mm; line-height: 1.45; }
.hotel b { font-size: 13pt; letter-spacing: 3px; }
.head { width: 100%; margin-top: 6mm; }
.head td { vertical-align: top; }
.info td { padding: 0.2mm 2mm; }
.lines { margin-top: 5mm; }
.lines th { text-align: left; border-top: 1px dashed #000; border-bottom: 1px dashed #000; padding: 1mm 1.5mm;
  font-weight: normal; }
.lines th.num { text-align: right; }
.lines td { padding: 0.4mm 1.5mm; }
.tot { width: 100%; border-top: 1px dashed #000; margin-top: 1mm; }
.tot td { padding: 0.6mm 1.5mm; }
.vat { margin-top: 5mm; }
.vat th { font-weight: normal; text-align: right; border-bottom: 1px dashed #000; padding: 0.5mm 3mm; }
.vat th:first-child { text-align: left; }
.vat td { padding: 0.4mm 3mm; }
"""
    body = f"""
<div class="water">DUPLICATE</div>
<div class="banner">*** COPY / DUPLICATE *** REPRINTED {slash(reprint)} 09:42 BY CASHIER {cashier}</div>
<div class="hotel">{mark('arch', '#333', 26)}<br><b>THE SABLON COURT</b><br>HOTEL · BRUSSELS<br>
Proud member of Northstar Collection<br>Rue de la Régence 58 · 1000 Bruxelles · +32 2 512 40 40</div>
<table class="head"><tr><td>MS JULIA HARTMANN<br>{e(buyer['Name'])}<br>Kreuzstrasse 21<br>80331 MUENCHEN<br>GERMANY<br>
VAT {buyer['VatNumber']}</td>
<td style="width:74mm"><table class="info">
<tr><td>ROOM</td><td>{room}</td></tr>
<tr><td>ARRIVAL</td><td>{slash(arrival)}</td></tr>
<tr><td>DEPARTURE</td><td>{slash(departure)}</td></tr>
<tr><td>CONF. NO.</td><td>{conf}</td></tr>
<tr><td>FOLIO NO.</td><td>{folio}</td></tr>
<tr><td>INVOICE NO.</td><td>{number}</td></tr>
<tr><td>INVOICE DATE</td><td>{slash(issued)}</td></tr>
<tr><td>NORTHSTAR CIRCLE</td><td>{member}</td></tr>
<tr><td>PAGE</td><td>1 OF 1</td></tr></table></td></tr></table>
<div style="margin-top:5mm; font-weight:bold">INVOICE</div>
<table class="lines"><thead><tr><th>DATE</th><th>DESCRIPTION</th><th>REF</th><th class=num>CHARGES EUR</th>
<th class=num>CREDITS EUR</th></tr></thead><tbody>{rows}</tbody></table>
<table class="tot"><tr><td>TOTAL</td><td class=num>{en(gross)}</td>
<td class=num style="width:32mm">{en(gross)}</td></tr>
<tr><td>BALANCE EUR</td><td></td><td class=num>0.00</td></tr></table>
<table class="vat"><thead><tr><th>VAT SUMMARY</th><th>NET</th><th>VAT</th><th>GROSS</th></tr></thead><tbody>{vat_rows}
<tr><td>TOTAL</td><td class=num>{en(net)}</td><td class=num>{en(tax)}</td><td class=num>{en(gross)}</td></tr>
</tbody></table>
<p style="margin-top:6mm">THANK YOU FOR STAYING AT THE SABLON COURT. DUPLICATE OF THE ORIGINAL INVOICE - NOT VALID
FOR A SECOND DEDUCTION OF VAT.</p>"""
    return dict(
        page=document('en', css, body), number=number, issued=issued, date_printed=slash(issued), due=None,
        currency='EUR', money=money, net=net, tax=tax, gross=gross, iban=iban, name=s['name'], vat=vat, buyer=buyer,
        name_count=1, name_on_top=False,
        decoys=[folio, conf, member, room, *checks, 'THE SABLON COURT', 'Northstar Collection',
                'Northstar Hotel Management Belgium SRL', 'JULIA HARTMANN', 'LE GRAND SABLON', slash(reprint),
                'COPY / DUPLICATE'],
        same_shape=[folio],
        extra=[(f'INVOICE NO. {number}', 'label'), (f'INVOICE DATE {slash(issued)}', 'date'),
               ('BALANCE EUR 0.00', 'balance')],
        sums=[(outside, times(3, D('9.33')))],
        description='Brussels hotel\'s English invoice reprinted as a duplicate, in a monospaced PMS print: a framed '
                    'banner "*** COPY / DUPLICATE *** REPRINTED <date> BY CASHIER <n>" and a grey "DUPLICATE" '
                    'watermark; "THE SABLON COURT / HOTEL · BRUSSELS", "Proud member of Northstar Collection"; the '
                    'guest and her employer billed with its VAT number; labels ROOM, ARRIVAL, DEPARTURE, CONF. NO., '
                    'FOLIO NO. (same shape), INVOICE NO., INVOICE DATE, NORTHSTAR CIRCLE; VAT-inclusive lines: room '
                    '6%, breakfast and food 12%, parking, wine, laundry and minibar 21%, the regional city tax '
                    'without VAT, restaurant cheques; the corporate card payment as a credit, balance 0.00; a VAT '
                    'summary with net, VAT and gross; the SA that issues it, its VAT number and account, and the SRL '
                    'that manages the hotel only in the foot')


# --- 07: a Salzburg spa hotel's invoice, the number only in a box labelled "Rechnung" ------------------------------

@builder(7, 'de', 'AT', 'at_seminarhotel_rechnung')
def at_seminarhotel_rechnung(made):
    rng = made.rng
    s = {'name': 'Kaiserblick Hotelbetriebs GmbH'}
    vat, iban = made.austrian_seller(s, '20404')
    buyer = {'Name': 'Aurex Software GmbH', 'VatNumber': made.vat_number('DE')}
    seq = rng.randint(4700, 4990)
    number = f'2025/00{seq}'
    deposit_no = f'2025/00{seq - rng.randint(380, 690)}'
    reservation = str(rng.randint(88000, 88999))
    guest_no = str(rng.randint(40000, 40999))
    arrival, departure = day('2025-10-07'), day('2025-10-10')
    issued, due = departure, day('2025-10-24')
    deposit_day, deposit_paid = day('2025-09-01'), day('2025-09-05')
    dot = lambda d: date_text(d, 'dot')  # noqa: E731
    money = lambda v: f'€ {de(v)}'  # noqa: E731

    spec = [(arrival, 'Übernachtung mit Frühstück im Einzelzimmer (Zi. 201–212)', 36, '168.00', 10),
            (arrival, 'Seminarpauschale – Tagungsraum „Gamskar“ inkl. Technik', 36, '24.00', 20),
            (arrival, 'Seminarpauschale – Kaffeepausen und Mittagessen', 36, '39.00', 10),
            (arrival, 'Seminarpauschale – Getränke im Tagungsraum', 36, '8.00', 20),
            (day('2025-10-08'), 'Galaabend „Almhütte“ – Menü', 12, '62.00', 10),
            (day('2025-10-08'), 'Galaabend „Almhütte“ – Weinbegleitung', 12, '28.00', 20),
            (day('2025-10-09'), 'Hotelbar laut Bons', 1, '412.50', 20),
            (arrival, 'Tiefgarage (5 PKW × 3 Nächte)', 15, '15.00', 20),
            (arrival, 'Orts- und Kurtaxe (12 Personen × 3 Nächte)', 36, '2.50', None)]
    lines = [line(text, times(q, D(p)), rate, day=when, qty=q, price=D(p)) for when, text, q, p, rate in spec]
    per_rate, outside, net, tax, gross = inclusive(lines)
    deposit = D('3000.00')
    rows = ''.join(f"<tr><td>{dot(x['day'])}</td><td>{e(x['text'])}</td><td class=num>{x['qty']}</td>"
                   f"<td class=num>{de(x['price'])}</td><td class=num>"
                   f"{rate_text(x['rate']) + ' %' if x['rate'] is not None else '–'}</td>"
                   f"<td class=num>{de(x['amount'])}</td></tr>" for x in lines)
    vat_rows = ''.join(f"<tr><td>{rate_text(rate)} % USt</td><td class=num>{de(n)}</td><td class=num>{de(t)}</td>"
                       f"<td class=num>{de(g)}</td></tr>" for rate, (n, t, g) in per_rate.items())
    vat_rows += (f"<tr><td>Orts- und Kurtaxe (nicht steuerbar)</td><td class=num>{de(outside)}</td>"
                 f"<td class=num>0,00</td><td class=num>{de(outside)}</td></tr>")
    foot = (f"{s['name']} · Kurpromenade 9 · 5630 Bad Hofgastein · Firmenbuch {s['fn']}, Landesgericht Salzburg · "
            f"UID {vat} · Geschäftsführerin Mag. Andrea Rainer<br>Salzburger Sparkasse · IBAN {spaced(iban)} · "
            "BIC SBGSAT2SXXX · Es gelten die Österreichischen Hotelvertragsbedingungen (ÖHVB).")
    css = base_css('12mm 15mm 16mm 15mm', page_box('bottom-right', 'Seite ', '/', size='6.5pt'), size='8.3pt') \
        + COMMON_CSS + """
.top { width: 100%; }
.hotel { font-family: 'DejaVu Serif', serif; font-size: 8pt; letter-spacing: 3px; color: #6b4a2b; }
.hotel b { display: block; font-size: 21pt; letter-spacing: 5px; font-weight: normal; color: #3b2a1a; }
.stars { font-size: 8pt; color: #b08a3c; letter-spacing: 2px; }
.member { text-align: right; font-size: 7pt; color: #666; line-height: 1.45; }
.head { width: 100%; margin-top: 9mm; }
.head td { vertical-align: top; }
.ret { font-size: 6.4pt; color: #777; border-bottom: 0.4px solid #aaa; display: inline-block; margin-bottom: 1.5mm; }
.to { font-size: 9.2pt; line-height: 1.45; }
.boxes { border-collapse: collapse; }
.boxes td { border: 0.8px solid #6b4a2b; padding: 1mm 2.5mm; font-size: 8.4pt; }
.boxes td.l { font-size: 6.8pt; color: #6b4a2b; letter-spacing: 0.5px; }
.boxes td.big { font-size: 11pt; font-weight: bold; }
.group { margin: 7mm 0 3mm; line-height: 1.5; }
.lines th { text-align: left; font-size: 7pt; background: #efe7dc; padding: 1mm 1.5mm; }
.lines th.num { text-align: right; }
.lines td { padding: 0.9mm 1.5mm; border-bottom: 0.3px solid #ddd; }
.sum { margin-left: auto; margin-top: 3mm; width: 100mm; }
.sum td { padding: 0.7mm 1.5mm; }
.sum tr.total td { font-weight: bold; border-top: 1.2px solid #3b2a1a; }
.sum tr.open td { font-weight: bold; font-size: 10pt; background: #efe7dc; }
.vat { margin-top: 4mm; font-size: 7.6pt; }
.vat th { text-align: right; font-weight: normal; color: #666; border-bottom: 0.5px solid #999; padding: 0.5mm 2.5mm; }
.vat th:first-child { text-align: left; }
.vat td { padding: 0.5mm 2.5mm; }
.foot { position: fixed; bottom: 0; left: 0; right: 0; font-size: 6.3pt; color: #555; border-top: 0.5px solid #6b4a2b;
  padding-top: 1.5mm; line-height: 1.5; }
"""
    body = f"""
<table class="top"><tr><td>{mark('mountain', '#6b4a2b', 38)}</td>
<td class="hotel">SEMINAR- &amp; SPAHOTEL<b>KAISERBLICK</b><span class="stars">★★★★ SUPERIOR · BAD HOFGASTEIN ·
SALZBURGER LAND</span></td>
<td class="member">Mitglied der<br><b>Alpine Seminarhotels Austria</b><br>Kurpromenade 9 · 5630 Bad Hofgastein<br>
+43 6432 62 18-0 · office@kaiserblick-gastein.at</td></tr></table>
<table class="head"><tr><td><div class="ret">Kurpromenade 9 · 5630 Bad Hofgastein · Österreich</div>
<div class="to">{e(buyer['Name'])}<br>z. Hd. Frau Lena Brückner<br>Leopoldstraße 184<br>80804 München<br>
Deutschland<br>USt-IdNr. {buyer['VatNumber']}</div></td>
<td style="width:72mm"><table class="boxes">
<tr><td class="l">Rechnung</td><td class="big">{number}</td></tr>
<tr><td class="l">Datum</td><td>{dot(issued)}</td></tr>
<tr><td class="l">Res.-Nr.</td><td>{reservation}</td></tr>
<tr><td class="l">Gäste-Nr.</td><td>{guest_no}</td></tr>
<tr><td class="l">Kassa</td><td>2 / SMA</td></tr></table></td></tr></table>
<div class="group"><b>Gruppe {e(buyer['Name'])} – Führungskräfteklausur 2025</b><br>Anreise {dot(arrival)} · Abreise
{dot(departure)} · 12 Personen · Zimmer 201–212 · Gruppenleitung Herr Dr. Jonas Auer</div>
<table class="lines"><thead><tr><th>Datum</th><th>Leistung</th><th class=num>Menge</th><th class=num>Preis</th>
<th class=num>USt</th><th class=num>Betrag €</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sum"><tr><td>Summe netto</td><td class=num>{money(net)}</td></tr>
<tr><td>Umsatzsteuer</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Rechnungsbetrag</td><td class=num>{money(gross)}</td></tr>
<tr><td>abzüglich Anzahlung lt. Anzahlungsrechnung {deposit_no} vom {dot(deposit_day)}, bezahlt am
{dot(deposit_paid)}</td><td class=num>{money(-deposit)}</td></tr>
<tr class="open"><td>Offener Betrag</td><td class=num>{money(gross - deposit)}</td></tr></table>
<table class="vat"><thead><tr><th>Steuersatz</th><th>Netto</th><th>USt</th><th>Brutto</th></tr></thead>
<tbody>{vat_rows}</tbody></table>
<p>Wir bitten um Überweisung des offenen Betrags bis {dot(due)} ohne Abzug. Herzlichen Dank für Ihren Besuch – wir
freuen uns auf ein Wiedersehen in Bad Hofgastein!</p>
<div class="foot">{foot}</div>"""
    return dict(
        page=document('de', css, body), number=number, issued=issued, date_printed=dot(issued), due=due,
        due_printed=dot(due), currency='EUR', money=money, net=net, tax=tax, gross=gross, iban=iban, name=s['name'],
        vat=vat, buyer=buyer, seller=s, name_count=1, name_on_top=False,
        decoys=[deposit_no, reservation, guest_no, '201–212', 'KAISERBLICK', 'Alpine Seminarhotels Austria',
                'Lena Brückner', 'Jonas Auer', 'Führungskräfteklausur 2025', money(gross - deposit), dot(arrival),
                dot(deposit_paid)],
        same_shape=[deposit_no],
        extra=[(f"Firmenbuch {s['fn']}", 'fn'), (f'Rechnung {number}', 'box')],
        counts=[(r'\bRechnung\b', 1), (r'Rechnungs-?(?:nummer|nr)', 0)],
        sums=[(outside, D('90.00'))],
        description='Salzburg spa and seminar hotel\'s invoice for a German client\'s leadership retreat: a mountain '
                    'and "SEMINAR- & SPAHOTEL / KAISERBLICK", "Mitglied der Alpine Seminarhotels Austria"; the number '
                    'only in a framed box labelled "Rechnung", among "Datum", "Res.-Nr.", "Gäste-Nr.", "Kassa"; the '
                    'group, its dates, rooms and leader; VAT-inclusive lines: lodging with breakfast, meals and the '
                    'gala menu at 10%, seminar room, drinks, bar and garage at 20%, the Orts- und Kurtaxe outside '
                    'VAT; "Summe netto", "Umsatzsteuer", "Rechnungsbetrag", the deposit invoice (same shape) paid and '
                    'taken off, "Offener Betrag" due by a date; a VAT table per rate; the GmbH, its FN, UID and '
                    'account only in the foot')


# --- 08: a Leipzig event venue's Schlussrechnung, the deposit invoice taken off after the total ----------------------

@builder(8, 'de', 'DE', 'de_kongress_schlussrechnung')
def de_kongress_schlussrechnung(made):
    rng = made.rng
    s = {'name': 'Werk Zwölf Veranstaltungs GmbH'}
    vat = made.vat_number('DE')
    iban = made.german_iban('86055592')
    steuernummer = f'232/{rng.randint(100, 999)}/{made.digits(5)}'
    hrb = f'HRB {rng.randint(30000, 39999)}'
    buyer = {'Name': 'Elster Medizintechnik GmbH', 'VatNumber': made.vat_number('DE')}
    seq = rng.randint(1100, 1290)
    number = f'RE-2025-{seq}'
    deposit_no = f'RE-2025-0{rng.randint(880, 990)}'
    offer = f'AN-2025-0{rng.randint(380, 460)}'
    customer_no = str(rng.randint(10400, 10699))
    event_no = f'V-25-{rng.randint(100, 140)}'
    order = f'4500{made.digits(6)}'
    issued, due = day('2025-11-28'), day('2025-12-12')
    first, last = day('2025-11-20'), day('2025-11-21')
    deposit_day = day('2025-07-14')
    dot = lambda d: date_text(d, 'dot')  # noqa: E731
    money = lambda v: f'{de(v)} €'  # noqa: E731

    spec = [('Raummiete Halle 1 (Plenum, Reihenbestuhlung 300 Pers.)', '2', 'Tag', '3200.00'),
            ('Raummiete Seminarräume Lindenau, Plagwitz, Schleußig', '6', 'Raum/Tag', '480.00'),
            ('Veranstaltungstechnik Halle 1 (Ton, Licht, LED-Wand) pauschal', '1', 'pauschal', '3150.00'),
            ('Technisches Personal', '36', 'Std.', '55.00'),
            ('Tagungsverpflegung (Kaffeepausen, Mittagsbuffet) 180 Pers.', '360', 'Pers./Tag', '38.50'),
            ('Abendveranstaltung Flying Dinner', '160', 'Pers.', '54.00'),
            ('Getränkepauschale Abendveranstaltung', '160', 'Pers.', '22.00'),
            ('Garderobe und Einlasspersonal', '80', 'Std.', '32.00'),
            ('Endreinigung pauschal', '1', 'pauschal', '650.00')]
    lines = [line(text, times(D(q), D(p)), 19, qty=q, unit=unit, price=D(p)) for text, q, unit, p in spec]
    per_rate, outside, net, tax, gross = exclusive(lines)
    deposit_net = r2(net * D('0.30'))
    deposit_tax = r2(deposit_net * D('0.19'))
    pay = gross - deposit_net - deposit_tax
    rows = ''.join(f"<tr><td>{i}</td><td>{e(x['text'])}</td><td class=num>{x['qty']}</td><td>{x['unit']}</td>"
                   f"<td class=num>{de(x['price'])}</td><td class=num>{de(x['amount'])}</td></tr>"
                   for i, x in enumerate(lines, 1))
    css = base_css('10mm 20mm 30mm 25mm', multi_box('bottom-left', [
        f"{s['name']}", "Karl-Heine-Straße 112", "04229 Leipzig", "www.werk12-leipzig.de"], size='6.3pt')
        + multi_box('bottom-center', ["Geschäftsführer: Tobias Krahl, Anja Seidel", f"Amtsgericht Leipzig {hrb}",
                                      f"USt-IdNr. {vat_printed(vat, 'de')}", f"Steuernummer {steuernummer}"],
                    size='6.3pt')
        + multi_box('bottom-right', ["Sparkasse Leipzig", f"IBAN {spaced(iban)}", "BIC WELADE8LXXX"], size='6.3pt'),
        size='9pt') + COMMON_CSS + """
.logo { text-align: right; margin-top: 4mm; }
.logo b { font-size: 30pt; letter-spacing: 2px; color: #222; }
.logo b span { color: #e0731b; }
.logo div { font-size: 8pt; letter-spacing: 4px; color: #666; }
.win { margin-top: 14mm; width: 100%; }
.win td { vertical-align: top; }
.ret { font-size: 6.6pt; color: #555; text-decoration: underline; margin-bottom: 2mm; }
.to { line-height: 1.45; }
.info td { padding: 0.35mm 0 0.35mm 3mm; font-size: 8pt; }
.info td:first-child { color: #666; }
h1 { font-size: 13pt; margin: 11mm 0 3mm; }
.event { margin-bottom: 3mm; line-height: 1.5; }
.lines th { text-align: left; font-size: 7.4pt; border-bottom: 1px solid #222; padding: 1mm 1.2mm; }
.lines th.num { text-align: right; }
.lines td { padding: 1mm 1.2mm; border-bottom: 0.3px solid #ddd; vertical-align: top; }
.sum { margin-left: auto; margin-top: 3mm; width: 120mm; }
.sum td { padding: 0.7mm 1.2mm; }
.sum tr.total td { font-weight: bold; border-top: 1px solid #222; }
.sum tr.pay td { font-weight: bold; font-size: 10.5pt; border-top: 1.6px double #222; }
"""
    body = f"""
<div class="logo"><b>WERK <span>12</span></b><div>KONGRESS · EVENT · KULTUR</div></div>
<table class="win"><tr><td><div class="ret">{e(s['name'])} · Karl-Heine-Straße 112 · 04229 Leipzig</div>
<div class="to">{e(buyer['Name'])}<br>Kreditorenbuchhaltung<br>Am Wasserturm 7<br>06114 Halle (Saale)</div></td>
<td style="width:75mm"><table class="info">
<tr><td>Rechnungsnummer</td><td>{number}</td></tr>
<tr><td>Rechnungsdatum</td><td>{dot(issued)}</td></tr>
<tr><td>Kundennummer</td><td>{customer_no}</td></tr>
<tr><td>Ihre Bestellnummer</td><td>{order}</td></tr>
<tr><td>Angebot</td><td>{offer}</td></tr>
<tr><td>Veranstaltung</td><td>{event_no}</td></tr>
<tr><td>Leistungszeitraum</td><td>{dot(first)}–{dot(last)}</td></tr>
<tr><td>Ansprechpartnerin</td><td>Franziska Lorenz</td></tr></table></td></tr></table>
<h1>Schlussrechnung Nr. {number}</h1>
<div class="event">Veranstaltung: <b>Elster Partnerforum 2025</b>, {dot(first)} und {dot(last)}, Halle 1 und
Seminarräume<br>Organisation im Auftrag des Kunden: Lichtblick Events GmbH, Dresden · USt-IdNr. des Kunden
{buyer['VatNumber']}</div>
<p>Sehr geehrte Damen und Herren,<br>für die Durchführung Ihrer Veranstaltung berechnen wir Ihnen gemäß unserem
Angebot {offer} und der Endabrechnung vom {dot(last)}:</p>
<table class="lines"><thead><tr><th>Pos.</th><th>Leistung</th><th class=num>Menge</th><th>Einheit</th>
<th class=num>Einzelpreis €</th><th class=num>Gesamt €</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sum"><tr><td>Summe netto</td><td class=num>{money(net)}</td></tr>
<tr><td>zzgl. 19 % USt</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Gesamtbetrag</td><td class=num>{money(gross)}</td></tr>
<tr><td>abzüglich Anzahlungsrechnung {deposit_no} vom {dot(deposit_day)}<br>netto {money(deposit_net)} zzgl.
19 % USt {money(deposit_tax)}</td><td class=num>{money(-(deposit_net + deposit_tax))}</td></tr>
<tr class="pay"><td>Zahlbetrag</td><td class=num>{money(pay)}</td></tr></table>
<p>Bitte überweisen Sie den Zahlbetrag bis zum {dot(due)} unter Angabe der Rechnungsnummer auf das unten genannte
Konto.<br>Mit freundlichen Grüßen<br>Franziska Lorenz · Projektleitung</p>"""
    return dict(
        page=document('de', css, body), number=number, issued=issued, date_printed=dot(issued), due=due,
        due_printed=dot(due), currency='EUR', money=money, net=net, tax=tax, gross=gross, iban=iban, name=s['name'],
        vat=vat, order=order, buyer=buyer, number_count=2, name_count=2, name_on_top=True,
        decoys=[deposit_no, offer, customer_no, event_no, hrb, steuernummer, 'WERK', 'Lichtblick Events GmbH',
                'Elster Partnerforum 2025', 'Franziska Lorenz', money(pay), money(deposit_net), dot(first),
                dot(deposit_day)],
        same_shape=[deposit_no],
        extra=[(f'Rechnungsnummer {number}', 'label'), (f'Schlussrechnung Nr. {number}', 'title')],
        sums=[(net, D('43640.00'))],
        description='Leipzig event venue\'s "Schlussrechnung" as a DIN 5008 letter: the brand "WERK 12 / KONGRESS · '
                    'EVENT · KULTUR" at the top right, the GmbH in the sender\'s line over the window; an information '
                    'block "Rechnungsnummer", "Rechnungsdatum", "Kundennummer", "Ihre Bestellnummer", "Angebot", '
                    '"Veranstaltung", "Leistungszeitraum"; the title "Schlussrechnung Nr. …"; the event, the agency '
                    'organising it for the client (a GmbH) and the client\'s USt-IdNr.; room hire, technology, staff, '
                    'catering and drinks at 19%; "Summe netto", "zzgl. 19 % USt", "Gesamtbetrag", the deposit invoice '
                    'of the same series taken off with its net and USt, "Zahlbetrag"; a due date; the GmbH, managing '
                    'directors, HRB, USt-IdNr., Steuernummer and Sparkasse account in three foot columns')


# --- 09: a Zürich hotel's credit note in Swiss francs for cancelled rooms of a prepaid group block --------------------

@builder(9, 'de', 'CH', 'ch_hotel_gutschrift')
def ch_hotel_gutschrift(made):
    rng = made.rng
    s = {'name': 'Limmatquai Hotel AG'}
    s['vat_printed'] = made.swiss_uid()
    vat = f"{s['vat_printed']} MWST"
    iban = iban_of('CH', '00700' + made.digits(12))
    client_iban = iban_of('CH', '00230' + made.digits(12))
    buyer = {'Name': 'Novalis Pharma AG'}
    seq = rng.randint(31100, 31800)
    number = f'2025-{seq}'
    prepayment = f'2025-{seq - rng.randint(300, 600)}'
    group_res = str(rng.randint(550000, 569999))
    issued, cancelled, prepaid_day = day('2025-10-30'), day('2025-10-28'), day('2025-10-06')
    arrival, departure = day('2025-11-24'), day('2025-11-26')
    dot = lambda d: date_text(d, 'dot')  # noqa: E731
    money = lambda v: f'CHF {ch(v)}'  # noqa: E731

    lines = [line('Annullierung Einzelzimmer Superior inkl. Frühstück – 4 Zimmer × 2 Nächte à CHF 235.00',
                   D('-1880.00'), D('3.8'), qty='8', price=D('235.00')),
             line('Annullierung Seminarpauschale „Limmat“ – 4 Personen × 2 Tage à CHF 89.00', D('-712.00'), D('8.1'),
                  qty='8', price=D('89.00')),
             line('Annullierung City Tax Zürich – 4 Personen × 2 Nächte à CHF 2.50', D('-20.00'), None, qty='8',
                  price=D('2.50'))]
    per_rate, outside, net, tax, gross = inclusive(lines)
    rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>"
                   f"{rate_text(x['rate'], comma=False) + ' %' if x['rate'] is not None else 'ohne'}</td>"
                   f"<td class=num>{ch(x['amount'])}</td></tr>" for x in lines)
    vat_rows = ''.join(f"<tr><td>MWST {rate_text(rate, comma=False)} %</td><td class=num>{ch(g)}</td>"
                       f"<td class=num>{ch(n)}</td><td class=num>{ch(t)}</td></tr>"
                       for rate, (n, t, g) in per_rate.items())
    css = base_css('14mm 18mm 22mm 20mm', multi_box('bottom-left', [
        f"{s['name']} · Limmatquai 88 · 8001 Zürich · UID {vat} · Handelsregister des Kantons Zürich",
        f"Zürcher Kantonalbank · IBAN {spaced(iban)} · BIC ZKBKCHZZ80A · Mitglied von Swiss Urban Hotels"],
        size='6.4pt'), size='8.8pt') + COMMON_CSS + """
.top { width: 100%; }
.word { font-family: 'DejaVu Serif', serif; font-size: 20pt; letter-spacing: 6px; color: #22406b; }
.word small { display: block; font-family: 'DejaVu Sans', sans-serif; font-size: 7pt; letter-spacing: 5px;
  color: #777; }
.host { text-align: right; font-size: 7.4pt; color: #555; line-height: 1.5; }
.win { width: 100%; margin-top: 12mm; }
.win td { vertical-align: top; }
.to { line-height: 1.45; padding-left: 6mm; }
.meta td { padding: 0.4mm 3mm 0.4mm 0; font-size: 8pt; }
.meta td:first-child { color: #666; }
h1 { font-size: 15pt; color: #22406b; margin: 10mm 0 1mm; letter-spacing: 1px; }
.lines th { text-align: left; font-size: 7.4pt; border-bottom: 1px solid #22406b; padding: 1mm 1.5mm; }
.lines th.num { text-align: right; }
.lines td { padding: 1.2mm 1.5mm; border-bottom: 0.3px solid #ddd; }
.sum { margin-left: auto; margin-top: 3mm; width: 100mm; }
.sum td { padding: 0.8mm 1.5mm; }
.sum tr.total td { font-weight: bold; font-size: 10pt; border-top: 1.2px solid #22406b; }
.vat { margin-top: 4mm; font-size: 7.6pt; }
.vat th { font-weight: normal; color: #666; text-align: right; padding: 0.5mm 3mm; border-bottom: 0.5px solid #999; }
.vat th:first-child { text-align: left; }
.vat td { padding: 0.5mm 3mm; }
"""
    body = f"""
<table class="top"><tr><td>{mark('house', '#22406b', 30)} <span class="word">LIMMATQUAI<small>HOTEL · ZÜRICH ·
SEIT 1911</small></span></td>
<td class="host">Gastgeber Sabine &amp; Marc Baumann<br>Limmatquai 88 · 8001 Zürich<br>+41 44 266 18 18 ·
groups@limmatquai-hotel.ch</td></tr></table>
<table class="win"><tr><td><table class="meta">
<tr><td>Gutschrift Nr.</td><td><b>{number}</b></td></tr>
<tr><td>Datum</td><td>{dot(issued)}</td></tr>
<tr><td>Gruppen-Reservation</td><td>{group_res}</td></tr>
<tr><td>Bezug</td><td>Vorauszahlungsrechnung {prepayment} vom {dot(prepaid_day)}</td></tr>
<tr><td>Ihre Referenz</td><td>Novalis Academy – Leadership Training Q4</td></tr>
<tr><td>Aufenthalt</td><td>{dot(arrival)} – {dot(departure)}</td></tr></table></td>
<td class="to" style="width:72mm">{e(buyer['Name'])}<br>Novalis Academy<br>Frau Céline Vogt<br>Hochbergerstrasse 60
<br>4057 Basel</td></tr></table>
<h1>GUTSCHRIFT</h1>
<p>Sehr geehrte Frau Vogt<br>Gemäss Ihrer Annullierung vom {dot(cancelled)} von 4 der 10 Zimmer Ihres
Gruppenkontingents (kostenfrei bis 21 Tage vor Anreise) schreiben wir Ihnen die vorausbezahlten Leistungen wie folgt
gut:</p>
<table class="lines"><thead><tr><th>Leistung</th><th class=num>MWST</th><th class=num>Betrag CHF</th></tr></thead>
<tbody>{rows}</tbody></table>
<table class="sum"><tr><td>Total exkl. MWST</td><td class=num>{money(net)}</td></tr>
<tr><td>MWST</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Total Gutschrift</td><td class=num>{money(gross)}</td></tr></table>
<table class="vat"><thead><tr><th>Satz</th><th>inkl. MWST</th><th>exkl. MWST</th><th>MWST</th></tr></thead>
<tbody>{vat_rows}</tbody></table>
<p>Den Betrag von {money(-gross)} überweisen wir Ihnen innert 10 Tagen auf Ihr Konto IBAN {ib(client_iban)}
(UBS Switzerland AG). Die übrigen 6 Zimmer bleiben für Sie reserviert.</p>
<p>Freundliche Grüsse<br>Tanja Meier · Groups &amp; Events</p>"""
    return dict(
        page=document('de', css, body), number=number, issued=issued, date_printed=dot(issued), due=None,
        currency='CHF', money=money, net=net, tax=tax, gross=gross, iban=iban, name=s['name'], vat=vat, buyer=buyer,
        name_count=1, name_on_top=False,
        decoys=[prepayment, group_res, spaced(client_iban), 'LIMMATQUAI', 'Swiss Urban Hotels', 'Sabine & Marc Baumann',
                'Novalis Academy', 'Céline Vogt', 'UBS Switzerland AG', dot(cancelled), dot(prepaid_day),
                dot(arrival), money(-gross)],
        same_shape=[prepayment],
        extra=[(f'Gutschrift Nr. {number}', 'label'), (f'UID {vat}', 'uid')],
        sums=[(outside, D('-20.00'))],
        description='Zürich hotel\'s credit note ("GUTSCHRIFT") in Swiss francs for four cancelled rooms of a prepaid '
                    'group block: a house mark and "LIMMATQUAI / HOTEL · ZÜRICH", the hosts\' names; a block '
                    '"Gutschrift Nr.", "Datum", "Gruppen-Reservation", "Bezug: Vorauszahlungsrechnung <same shape> '
                    'vom …", "Ihre Referenz", "Aufenthalt"; the client (an AG) and its academy; negative '
                    'VAT-inclusive lines: rooms with breakfast at 3.8%, the seminar package at 8.1%, the city tax '
                    'without VAT; "Total exkl. MWST", "MWST", "Total Gutschrift"; a table per rate; the refund to the '
                    'client\'s UBS IBAN; the AG, its UID and ZKB account only in the foot')


# --- 10: a Paris hotel's invoice, the number only in a box labelled "Folio" -------------------------------------------

@builder(10, 'fr', 'FR', 'fr_hotel_facture')
def fr_hotel_facture(made):
    rng = made.rng
    s = {'name': 'SAS Hôtelière du Temple'}
    vat, iban = made.french_seller(s, '30004')
    buyer_vat = made.siren_vat()
    buyer = {'Name': 'Valmont Ingénierie SAS', 'VatNumber': buyer_vat}
    number = str(rng.randint(104000, 108999))
    conf = str(rng.randint(60000000, 69999999))
    gds = code(rng, 6)
    loyalty = f'ML {rng.randint(4000000, 4999999)}'
    account = str(rng.randint(2001, 2099))
    checks = [str(rng.randint(100000, 109999)) for _ in range(2)]
    arrival, departure = day('2025-12-09'), day('2025-12-11')
    issued, due = departure, day('2026-01-10')
    deposit_day = day('2025-11-20')
    slash = lambda d: date_text(d, 'slash')  # noqa: E731
    money = lambda v: f'{fr(v)}\u00a0€'  # noqa: E731

    lines = []
    for night in range(2):
        when = arrival + days(night)
        lines.append(line('Hébergement – chambre Deluxe', D('289.00'), 10, day=when, ref='305'))
        lines.append(line('Taxe de séjour (4 étoiles, 1 pers.)', D('9.10'), None, day=when, ref='305'))
        lines.append(line('Parking', D('42.00'), 20, day=when, ref='305'))
        lines.append(line('Petit-déjeuner', D('32.00'), 10, day=when + days(1), ref='305'))
    lines.append(line('Le Comptoir du Temple – cuisine', D('48.00'), 10, day=arrival, ref=f'Ticket {checks[0]}'))
    lines.append(line('Le Comptoir du Temple – vins', D('26.00'), 20, day=arrival, ref=f'Ticket {checks[0]}'))
    lines.append(line('Minibar', D('8.00'), 20, day=arrival + days(1), ref=f'Ticket {checks[1]}'))
    lines.sort(key=lambda x: x['day'])
    per_rate, outside, net, tax, gross = inclusive(lines)
    deposit = D('289.00')
    rows = ''.join(f"<tr><td>{slash(x['day'])}</td><td>{e(x['text'])}</td><td>{e(x['ref'])}</td>"
                   f"<td class=num>{fr(x['amount'])}</td><td class=num></td></tr>" for x in lines)
    rows += (f"<tr><td>{slash(deposit_day)}</td><td>Arrhes reçues (virement)</td><td></td><td class=num></td>"
             f"<td class=num>{fr(deposit)}</td></tr>")
    vat_rows = ''.join(f"<tr><td>TVA {rate_text(rate)} %</td><td class=num>{fr(n)}</td><td class=num>{fr(t)}</td>"
                       f"<td class=num>{fr(g)}</td></tr>" for rate, (n, t, g) in per_rate.items())
    vat_rows += (f"<tr><td>Taxe de séjour (non soumise)</td><td class=num>{fr(outside)}</td><td class=num>0,00</td>"
                 f"<td class=num>{fr(outside)}</td></tr>")
    css = base_css('13mm 16mm 25mm 16mm', multi_box('bottom-center', [
        f"{s['name']} au capital de 150 000 € · 14 rue Charlot, 75003 Paris · RCS Paris {s['siren_printed']} · "
        f"SIRET {s['siret_printed']}",
        f"APE 5510Z · TVA intracommunautaire {s['vat_printed']} · BNP Paribas IBAN {spaced(iban)} · BIC BNPAFRPPXXX"],
        size='6.3pt', align='center'), font="'DejaVu Serif', serif", size='8.6pt') + COMMON_CSS + """
.head { text-align: center; }
.mono { font-size: 20pt; letter-spacing: 2px; color: #7a2e3a; border: 1.2px solid #7a2e3a; display: inline-block;
  padding: 1mm 3mm; }
.name { font-size: 15pt; letter-spacing: 5px; margin-top: 2mm; }
.sub { font-size: 7.6pt; letter-spacing: 3px; color: #7a2e3a; }
.addr { font-size: 7pt; color: #666; margin-top: 1mm; }
.row { width: 100%; margin-top: 8mm; }
.row td { vertical-align: top; }
.client { line-height: 1.5; }
.folio { border: 1.4px solid #7a2e3a; text-align: center; padding: 2mm 4mm; }
.folio .l { font-size: 7pt; letter-spacing: 3px; color: #7a2e3a; }
.folio .v { font-size: 14pt; font-family: 'DejaVu Sans', sans-serif; }
.info { font-size: 7.6pt; margin-top: 2mm; }
.info td { padding: 0.3mm 1.6mm; white-space: nowrap; }
.info td:first-child { color: #666; }
h1 { text-align: center; font-size: 13pt; letter-spacing: 8px; font-weight: normal; margin: 6mm 0 3mm; }
.lines { font-family: 'DejaVu Sans', sans-serif; font-size: 7.8pt; }
.lines th { text-align: left; border-top: 1px solid #333; border-bottom: 1px solid #333; padding: 1mm 1.5mm;
  font-weight: normal; }
.lines th.num { text-align: right; }
.lines td { padding: 0.7mm 1.5mm; }
.tot { width: 100%; font-family: 'DejaVu Sans', sans-serif; border-top: 1px solid #333; margin-top: 1mm; }
.tot td { padding: 0.7mm 1.5mm; }
.tot tr.due td { font-weight: bold; font-size: 10pt; }
.vat { margin-top: 4mm; font-family: 'DejaVu Sans', sans-serif; font-size: 7.4pt; }
.vat th { font-weight: normal; color: #666; text-align: right; border-bottom: 0.5px solid #999; padding: 0.5mm 2.5mm; }
.vat th:first-child { text-align: left; }
.vat td { padding: 0.5mm 2.5mm; }
.legal { font-size: 6.8pt; color: #555; margin-top: 4mm; }
"""
    body = f"""
<div class="head"><div class="mono">ME</div><div class="name">HÔTEL LE MARAIS ÉTOILE</div>
<div class="sub">★★★★ · PARIS · MAISONS LUMIÈRE COLLECTION</div>
<div class="addr">14 rue Charlot · 75003 Paris · +33 1 42 71 55 00 · reception@maraisetoile.fr</div></div>
<table class="row"><tr><td class="client">M. Olivier Garnier<br><b>{e(buyer['Name'])}</b><br>Service comptabilité
fournisseurs<br>27 quai Saint-Antoine<br>69002 Lyon<br>TVA {vat_printed(buyer_vat, 'fr')}</td>
<td style="width:80mm"><div class="folio"><div class="l">FOLIO</div><div class="v">{number}</div></div>
<table class="info"><tr><td>Chambre</td><td>305</td><td>Caissier</td><td>08</td></tr>
<tr><td>Arrivée</td><td>{slash(arrival)}</td><td>Départ</td><td>{slash(departure)}</td></tr>
<tr><td>Confirmation</td><td>{conf}</td><td>Réf. GDS</td><td>{gds}</td></tr>
<tr><td>Carte fidélité</td><td>{loyalty}</td><td>Compte</td><td>{account}</td></tr>
<tr><td>Date</td><td>{slash(issued)}</td><td>Page</td><td>1/1</td></tr></table></td></tr></table>
<h1>FACTURE</h1>
<table class="lines"><thead><tr><th>Date</th><th>Libellé</th><th>Réf.</th><th class=num>Débit €</th>
<th class=num>Crédit €</th></tr></thead><tbody>{rows}</tbody></table>
<table class="tot"><tr><td>Total</td><td class=num>{money(gross)}</td><td class=num style="width:30mm">
{money(deposit)}</td></tr>
<tr class="due"><td>Solde dû</td><td></td><td class=num>{money(gross - deposit)}</td></tr></table>
<table class="vat"><thead><tr><th>Récapitulatif TVA</th><th>HT</th><th>TVA</th><th>TTC</th></tr></thead>
<tbody>{vat_rows}<tr><td><b>Total</b></td><td class=num><b>{fr(net)}</b></td><td class=num><b>{fr(tax)}</b></td>
<td class=num><b>{fr(gross)}</b></td></tr></tbody></table>
<p style="font-family: 'DejaVu Sans', sans-serif">Total HT {money(net)} · TVA {money(tax)} · Total TTC
{money(gross)}<br>Solde à régler par virement au plus tard le {slash(due)} (compte débiteur {account}).</p>
<div class="legal">En cas de retard de paiement : pénalités au taux de trois fois le taux d'intérêt légal et indemnité
forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce). Pas d'escompte pour paiement
anticipé.</div>"""
    return dict(
        page=document('fr', css, body), number=number, issued=issued, date_printed=slash(issued), due=due,
        due_printed=slash(due), currency='EUR', money=money, net=net, tax=tax, gross=gross, iban=iban,
        name=s['name'], vat=vat, buyer=buyer, seller=s, name_count=1, name_on_top=False,
        decoys=[conf, gds, loyalty, account, *checks, 'HÔTEL LE MARAIS ÉTOILE', 'MAISONS LUMIÈRE COLLECTION',
                'Olivier Garnier', 'Le Comptoir du Temple', money(gross - deposit), slash(arrival),
                slash(deposit_day)],
        same_shape=[checks[0]],
        extra=[('FOLIO', 'box'), ('Date ' + slash(issued), 'date')],
        counts=[(r'(?i)\bfolio\b', 1), (r'(?i)factures? n', 0)],
        sums=[(outside, D('18.20'))],
        description='Paris hotel\'s invoice to a guest\'s employer, in a serif: a monogram and "HÔTEL LE MARAIS '
                    'ÉTOILE", "★★★★ · PARIS · MAISONS LUMIÈRE COLLECTION"; the number only in a framed box labelled '
                    '"FOLIO"; a grid of room, cashier, arrival, departure, confirmation, GDS reference, loyalty card, '
                    'debtor account, date; "FACTURE"; VAT-inclusive lines: lodging, breakfast and the restaurant\'s '
                    'food at 10%, wine, minibar and parking at 20%, the taxe de séjour not subject, restaurant '
                    'tickets (six digits, the number\'s shape); the deposit (arrhes) as a credit, "Solde dû" to pay '
                    'by a date; a VAT table (HT, TVA, TTC) and a line "Total HT · TVA · Total TTC"; late-payment '
                    'terms; the SAS, its capital, RCS, SIRET, VAT number and BNP Paribas account only in the foot')


# --- 11: a cross-Channel ferry company's group booking invoice -------------------------------------------------------

@builder(11, 'fr', 'FR', 'fr_ferry_groupes')
def fr_ferry_groupes(made):
    rng = made.rng
    s = {'name': 'Transmanche Opale SAS'}
    vat, iban = made.french_seller(s, '30003')
    buyer_vat = made.siren_vat()
    buyer = {'Name': 'Ducrocq Industrie SAS', 'VatNumber': buyer_vat}
    number = f'FG25-00{rng.randint(4000, 4999)}'
    booking = f'GRP-{rng.randint(480000, 489999)}'
    quote = f'D25-{rng.randint(1000, 1299)}'
    client_code = f'C-{rng.randint(30000, 30999)}'
    order = f'BC-2025-{rng.randint(1000, 1299)}'
    issued, due = day('2025-12-15'), day('2026-01-07')
    out_day, back_day = day('2026-02-06'), day('2026-02-08')
    plate = 'GH-418-KT'
    slash = lambda d: date_text(d, 'slash')  # noqa: E731
    money = lambda v: f'{fr(v)}\u00a0€'  # noqa: E731

    spec = [(f'Traversée Calais → Douvres du {slash(out_day)} 10h25 – passagers adultes', 38, '29.00', None),
            (f'Traversée Douvres → Calais du {slash(back_day)} 18h40 – passagers adultes', 38, '29.00', None),
            (f'Autocar ≤ 15 m avec chauffeur, aller et retour (Autocars Delattre SARL, {plate})', 2, '185.00', None),
            ('Taxes portuaires et de sûreté (par passager et traversée)', 76, '3.20', None),
            ('Formule repas groupe à bord (aller)', 38, '16.50', 10),
            ('Accès salon Club (retour)', 38, '12.00', 20),
            ('Frais de dossier groupe', 1, '35.00', 20)]
    lines = [line(text, times(q, D(p)), rate, qty=q, price=D(p)) for text, q, p, rate in spec]
    per_rate, outside, net, tax, gross = exclusive(lines)
    rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{x['qty']}</td><td class=num>{fr(x['price'])}</td>"
                   f"<td class=num>{rate_text(x['rate']) + ' %' if x['rate'] is not None else 'exo.'}</td>"
                   f"<td class=num>{fr(x['amount'])}</td></tr>" for x in lines)
    vat_rows = ''.join(f"<tr><td>TVA {rate_text(rate)} % sur {money(b)}</td><td class=num>{money(t)}</td></tr>"
                       for rate, (b, t, _) in per_rate.items())
    css = base_css('12mm 15mm 24mm 15mm', multi_box('bottom-left', [
        f"{s['name']} au capital de 2 400 000 € · Terminal Transmanche, 62100 Calais · RCS Boulogne-sur-Mer "
        f"{s['siren_printed']} · SIRET {s['siret_printed']}",
        f"TVA {s['vat_printed']} · Société Générale IBAN {spaced(iban)} · BIC SOGEFRPP · OPALE FERRIES est une "
        "marque déposée."], size='6.2pt'), size='8.4pt') + COMMON_CSS + """
.top { width: 100%; background: #0d3b66; color: white; box-sizing: border-box; }
.top td { padding: 3mm 4mm; }
.brand { font-size: 20pt; font-weight: bold; letter-spacing: 3px; }
.brand small { display: block; font-size: 7.5pt; letter-spacing: 3px; font-weight: normal; color: #bcd6ee; }
.svc { text-align: right; font-size: 7.4pt; line-height: 1.5; color: #dfe9f3; }
.head { width: 100%; margin-top: 7mm; }
.head td { vertical-align: top; }
.to { line-height: 1.5; font-size: 9pt; }
h1 { font-size: 13pt; color: #0d3b66; margin: 0 0 2mm; }
.meta td { padding: 0.5mm 2.5mm 0.5mm 0; font-size: 8pt; }
.meta td:first-child { color: #666; }
.group { margin: 5mm 0 3mm; background: #eaf1f8; padding: 2.5mm 3mm; line-height: 1.55; }
.lines th { text-align: left; font-size: 7.2pt; background: #0d3b66; color: white; padding: 1.2mm 1.5mm; }
.lines th.num { text-align: right; }
.lines td { padding: 1mm 1.5mm; border-bottom: 0.3px solid #ddd; }
.sum { margin-left: auto; margin-top: 3mm; width: 95mm; }
.sum td { padding: 0.7mm 1.5mm; }
.sum tr.total td { font-weight: bold; font-size: 10pt; border-top: 1.2px solid #0d3b66; }
.note { font-size: 7.2pt; color: #555; }
"""
    body = f"""
<table class="top"><tr><td>{mark('wave', '#ffffff', 34)} <span class="brand">OPALE FERRIES<small>CALAIS ⇄ DOUVRES
</small></span></td><td class="svc">Service Groupes<br>Terminal Transmanche · 62100 Calais<br>+33 3 21 46 80 80 ·
groupes@opaleferries.fr</td></tr></table>
<table class="head"><tr><td><h1>FACTURE N° {number}</h1><table class="meta">
<tr><td>Date</td><td>{slash(issued)}</td></tr>
<tr><td>Réservation groupe</td><td>{booking}</td></tr>
<tr><td>Devis</td><td>{quote}</td></tr>
<tr><td>Code client</td><td>{client_code}</td></tr>
<tr><td>Votre bon de commande</td><td>{order}</td></tr>
<tr><td>Échéance</td><td>{slash(due)}</td></tr></table></td>
<td class="to" style="width:72mm">{e(buyer['Name'])}<br>Direction commerciale – Mme Hélène Ducrocq<br>
ZI de la Pilaterie, 12 rue Jean Jaurès<br>59700 Marcq-en-Barœul<br>TVA {vat_printed(buyer_vat, 'fr')}</td></tr></table>
<div class="group"><b>Groupe « Séminaire commercial Londres 2026 »</b> – 38 passagers et 1 autocar<br>
Aller : {slash(out_day)}, départ Calais 10h25, navire « Cap Blanc-Nez » · Retour : {slash(back_day)}, départ Douvres
18h40<br>Autocar : Autocars Delattre SARL, immatriculation {plate}, chauffeur M. Franck Lemaire</div>
<table class="lines"><thead><tr><th>Désignation</th><th class=num>Qté</th><th class=num>P.U. HT</th>
<th class=num>TVA</th><th class=num>Montant HT</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sum"><tr><td>Total HT</td><td class=num>{money(net)}</td></tr>
<tr><td>dont exonéré / hors champ</td><td class=num>{money(outside)}</td></tr>{vat_rows}
<tr><td>Total TVA</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Total TTC à payer</td><td class=num>{money(gross)}</td></tr></table>
<p>Merci de régler le montant total au plus tard le {slash(due)}, soit 30 jours avant le départ, en rappelant le numéro
de facture et votre réservation groupe {booking}.</p>
<p class="note">Transport international de passagers et de leurs véhicules : exonération de TVA (article 262 du CGI).
Taxes portuaires perçues pour le compte des ports de Calais et de Douvres. Conditions d'annulation groupes : voir
devis {quote}. En cas de retard de paiement, indemnité forfaitaire pour frais de recouvrement de 40 €.</p>"""
    return dict(
        page=document('fr', css, body), number=number, issued=issued, date_printed=slash(issued), due=due,
        due_printed=slash(due), currency='EUR', money=money, net=net, tax=tax, gross=gross, iban=iban,
        name=s['name'], vat=vat, order=order, buyer=buyer, seller=s, name_count=1, name_on_top=False,
        decoys=[booking, quote, client_code, plate, 'OPALE FERRIES', 'Autocars Delattre SARL', 'Cap Blanc-Nez',
                'Hélène Ducrocq', 'Franck Lemaire', 'Séminaire commercial Londres 2026', slash(out_day),
                slash(back_day), money(outside)],
        same_shape=[],
        extra=[(f'FACTURE N° {number}', 'title')],
        sums=[(outside, D('2817.20')), (tax, D('160.90'))],
        description='Cross-Channel ferry company\'s group booking invoice: a navy band with a wave and "OPALE '
                    'FERRIES / CALAIS ⇄ DOUVRES", "Service Groupes"; "FACTURE N° …" over a block "Date", '
                    '"Réservation groupe", "Devis", "Code client", "Votre bon de commande", "Échéance"; the client '
                    'at the right; the group, its crossings, the vessel, the chartered coach company (a SARL) with '
                    'its plate and driver; passengers, the coach and port taxes exempt or outside VAT, the group meal '
                    'at 10%, the lounge and the booking fee at 20%; "Total HT", "dont exonéré / hors champ", VAT per '
                    'rate, "Total TVA", "Total TTC à payer"; the SAS, its capital, RCS, SIRET, VAT number and Société '
                    'Générale account only in the foot')


# --- 12: a Luxembourg airport car rental's invoice, the franchisee garage only in the foot ---------------------------

@builder(12, 'fr', 'LU', 'lu_location_voiture')
def lu_location_voiture(made):
    rng = made.rng
    s = {'name': 'Garage Weber & Fils S.à r.l.'}
    vat, iban = made.luxembourg_seller(s, '001', ('B{}', 100000, 299999), permit='10{}/1')
    buyer_vat = made.lu_vat()
    buyer = {'Name': 'Kirchberg Fund Services S.A.', 'VatNumber': buyer_vat}
    contract = f'25{rng.randint(4000, 4600):06d}'
    number = f'25{int(contract[2:]) + rng.randint(80, 240):06d}'
    reservation = f'RV-{rng.randint(8800000, 8899999)}'
    card = made.digits(4)
    plate = 'WF 2093'
    km_out, km_in = 12418, 13305
    km = lambda value: f'{value:,}'.replace(',', '\u00a0')  # noqa: E731
    issued = day('2025-11-07')
    slash = lambda d: date_text(d, 'slash')  # noqa: E731
    money = lambda v: f'{de(v)} €'  # noqa: E731

    rent = times(5, D('58.00'))
    lines = [line('Location 5 jours – catégorie CDMR, kilométrage illimité', rent, 17, qty='5', price=D('58.00')),
             line('Protection collision (CDW), franchise 900 €', times(5, D('16.00')), 17, qty='5',
                  price=D('16.00')),
             line('Conducteur supplémentaire – Mme Anne Feltgen', times(5, D('8.00')), 17, qty='5', price=D('8.00')),
             line('GPS', times(5, D('6.00')), 17, qty='5', price=D('6.00')),
             line('Frais de station aéroport (12 % de la location)', r2(rent * D('0.12')), 17, qty='1',
                  price=r2(rent * D('0.12'))),
             line('Carburant manquant – 11 l à 1,95 €', times(11, D('1.95')), 17, qty='11', price=D('1.95'))]
    per_rate, outside, net, tax, gross = exclusive(lines)
    rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{x['qty']}</td><td class=num>{de(x['price'])}</td>"
                   f"<td class=num>{de(x['amount'])}</td></tr>" for x in lines)
    css = base_css('11mm 14mm 24mm 14mm', multi_box('bottom-left', [
        f"Agence Rentavia Luxembourg-Aéroport exploitée par {s['name']}, franchisé indépendant de Rentavia "
        "International SA",
        f"Siège : 42 route d'Arlon, L-8008 Strassen · RCS Luxembourg {s['rcs']} · Autorisation d'établissement "
        f"n° {s['permit']} · TVA {vat}",
        f"Spuerkeess IBAN {spaced(iban)} · BIC BCEELULL"], size='6.2pt'), size='8.3pt') + COMMON_CSS + """
.top { width: 100%; border-bottom: 3px solid #c8102e; padding-bottom: 2mm; }
.brand { font-size: 24pt; font-weight: bold; color: #c8102e; letter-spacing: 1px; }
.brand small { display: block; font-size: 7.4pt; color: #444; font-weight: normal; letter-spacing: 2px; }
.station { text-align: right; font-size: 7.6pt; line-height: 1.5; }
.row { width: 100%; margin-top: 6mm; }
.row td { vertical-align: top; }
.fact { border: 1px solid #c8102e; }
.fact td { padding: 1mm 2.5mm; font-size: 8pt; border-bottom: 0.4px solid #eee; }
.fact td:first-child { color: #c8102e; }
.to { line-height: 1.5; font-size: 9pt; }
.veh { width: 100%; margin-top: 5mm; border: 0.6px solid #bbb; }
.veh td { padding: 1mm 2mm; font-size: 7.8pt; }
.veh td.l { color: #666; }
.lines { margin-top: 4mm; }
.lines th { text-align: left; font-size: 7.2pt; border-bottom: 1.2px solid #c8102e; padding: 1mm 1.5mm; }
.lines th.num { text-align: right; }
.lines td { padding: 1mm 1.5mm; border-bottom: 0.3px solid #ddd; }
.sum { margin-left: auto; margin-top: 3mm; width: 90mm; }
.sum td { padding: 0.7mm 1.5mm; }
.sum tr.total td { font-weight: bold; border-top: 1.2px solid #c8102e; font-size: 10pt; }
"""
    body = f"""
<table class="top"><tr><td>{mark('wheel', '#c8102e', 32)} <span class="brand">RENTAVIA<small>LOCATION DE VOITURES
&amp; UTILITAIRES</small></span></td>
<td class="station"><b>Rentavia Luxembourg-Aéroport</b><br>Parking P3, route de Trèves · L-2632 Findel<br>
+352 43 88 21 · findel@rentavia.lu</td></tr></table>
<table class="row"><tr><td><table class="fact">
<tr><td>Facture N°</td><td><b>{number}</b></td></tr>
<tr><td>Date</td><td>{slash(issued)}</td></tr>
<tr><td>Contrat de location N°</td><td>{contract}</td></tr>
<tr><td>Réservation</td><td>{reservation}</td></tr></table></td>
<td class="to" style="width:80mm">Client facturé :<br><b>{e(buyer['Name'])}</b><br>Service comptabilité<br>
12 rue Eugène Ruppert<br>L-2453 Luxembourg<br>TVA {buyer_vat}</td></tr></table>
<table class="veh"><tr><td class="l">Locataire</td><td>M. Luc Schmit</td><td class="l">Véhicule</td>
<td>Volkswagen Golf Variant ou similaire (CDMR)</td></tr>
<tr><td class="l">Départ</td><td>{slash(day('2025-11-03'))} 09:05 – Findel</td><td class="l">Immatriculation</td>
<td>{plate}</td></tr>
<tr><td class="l">Retour</td><td>{slash(issued)} 17:40 – Findel</td><td class="l">Kilométrage départ / retour</td>
<td>{km(km_out)} / {km(km_in)} km ({km_in - km_out} km)</td></tr>
<tr><td class="l">Jours facturés</td><td>5</td><td class="l">Carburant départ / retour</td><td>8/8 – 6/8</td></tr>
</table>
<table class="lines"><thead><tr><th>Désignation</th><th class=num>Qté</th><th class=num>P.U. HT €</th>
<th class=num>Montant HT €</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sum"><tr><td>Total HT</td><td class=num>{money(net)}</td></tr>
<tr><td>TVA 17 %</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Total TTC</td><td class=num>{money(gross)}</td></tr>
<tr><td>Payé par carte VISA Business **** {card} le {slash(issued)}</td><td class=num>{money(-gross)}</td></tr>
<tr><td>Solde</td><td class=num>{money(D(0))}</td></tr></table>
<p>La caution préautorisée de 800,00 € a été libérée. Merci d'avoir choisi Rentavia.</p>"""
    return dict(
        page=document('fr', css, body), number=number, issued=issued, date_printed=slash(issued), due=None,
        currency='EUR', money=money, net=net, tax=tax, gross=gross, iban=iban, name=s['name'], vat=vat, buyer=buyer,
        seller=s, name_count=1, name_on_top=False,
        decoys=[contract, reservation, plate, 'RENTAVIA', 'Rentavia Luxembourg-Aéroport', 'Rentavia International SA',
                'Luc Schmit', 'Anne Feltgen', km(km_out), '800,00 €', slash(day('2025-11-03'))],
        same_shape=[contract],
        extra=[(f'Facture N° {number}', 'label'), (s['permit'], 'permit')],
        sums=[(net, D('496.25')), (tax, D('84.36')), (lines[4]['amount'], r2(rent * 12 / 100))],
        description='Luxembourg airport car rental\'s invoice: a red rule under a wheel and "RENTAVIA / LOCATION DE '
                    'VOITURES & UTILITAIRES", the station "Rentavia Luxembourg-Aéroport" with its address at the '
                    'right; a red-framed block "Facture N°", "Date", "Contrat de location N°" (same shape), '
                    '"Réservation"; the company billed with its VAT number; a vehicle grid (renter, model, departure '
                    'and return, plate, mileage, fuel); rental days, waiver, additional driver, GPS, airport fee and '
                    'fuel at 17%; "Total HT", "TVA 17 %", "Total TTC", the card payment and "Solde 0,00 €"; the '
                    'franchisee garage (S.à r.l.) with its RCS, business permit, VAT number and Spuerkeess account '
                    'and the franchisor (SA) only in the foot')


# --- Printing and checking -----------------------------------------------------------------------------------------

def shape(value):
    """A number's shape: its letters as A and its digits as 9."""
    return re.sub(r'[0-9]', '9', re.sub(r'[A-Za-z]', 'A', value))


VALID = {'NL': nl_btw.is_valid, 'BE': be_vat.is_valid, 'GB': gb_vat.is_valid, 'IE': ie_vat.is_valid,
         'DE': de_vat.is_valid, 'CH': lambda v: ch_uid.is_valid(v.replace(' MWST', ''))}

for number, language, country, layout, build in sorted(Builders, key=lambda b: b[0]):
    made = MadeUp(20270300 + number, dutch_banks=['INGB', 'RABO', 'ABNA'])
    r = build(made)
    base_name = f'hospitality-travel-{number:02d}-{language}'
    if only and number not in only:
        continue
    printed = print_html(r['page'], base_name, work, out_dir)
    flat = flat_of(printed)
    money, net, tax, gross = r['money'], r['net'], r['tax'], r['gross']
    buyer = r['buyer']

    # Every value of the truth, as the page prints it, and the sums.
    assert net + tax == gross, base_name
    expected = [r['number'], r['date_printed'], r['name'], buyer['Name'], money(net), money(gross)]
    expected += [v for v in (tax and money(tax), r.get('due_printed'), r.get('order'), r.get('reference_printed'),
                             r.get('kvk')) if v]
    check_values(flat, expected, base_name)
    assert bool(r['due']) == bool(r.get('due_printed')) and (not r['due'] or r['due'] > r['issued']), base_name
    for value, why in r.get('extra', []):
        assert flat_of(value) in flat, (base_name, why, value)
    for pattern, want in r.get('counts', []):
        assert len(re.findall(pattern, flat)) == want, (base_name, pattern)
    for got, want in r.get('sums', []):
        assert got == want, (base_name, got, want)
    assert (gross < 0) == (layout == 'ch_hotel_gutschrift'), base_name

    # The numbers and their check digits.
    vat = r.get('vat')
    check_numbers(printed, [None if country == 'CH' else vat, buyer.get('VatNumber')], r['iban'], base_name)
    if vat:
        assert VALID.get(country, lambda v: True)(vat), (base_name, vat)
    if country in ('FR', 'LU'):
        check_seller(country, r['seller'], vat, buyer['VatNumber'], flat)
    if country == 'AT':  # the client is German
        assert at_uid.is_valid(vat) and at_businessid.is_valid(r['seller']['fn']) and r['seller']['fn'] in flat
    if country == 'CH':
        assert f'UID {vat}' in flat, base_name
    assert stdnum_iban.is_valid(r['iban']) if r['iban'] else country == 'GB', base_name
    if r.get('reference') and country == 'BE':
        ref = r['reference']
        assert (int(ref[:10]) % 97 or 97) == int(ref[10:]), base_name
    for ticket in r.get('ticket_numbers', []):
        assert re.fullmatch(r'\d{3}-\d{10}', ticket) and ticket in flat, (base_name, ticket)
    pages = printed.count('\f')
    assert pages == r.get('pages', 1), (base_name, pages)

    # The number where it stands, the decoys around it and the issuer's name where it stands.
    count = occurrences(flat, r['number'], joiners='/-')
    assert count == r.get('number_count', 1), (base_name, r['number'], count)
    reading = flat_of(subprocess.run(['pdftotext', os.path.join(out_dir, f'{base_name}.pdf'), '-'], check=True,
                                     capture_output=True, text=True).stdout)
    joined = (flat + ' ' + reading).replace(' ', '')  # spaced capitals and wrapped names read whole in one or other
    for value in r['decoys']:
        assert flat_of(str(value)).replace(' ', '') in joined and str(value) != r['number'], (base_name, value)
    for value in r.get('same_shape', []):
        assert shape(value) == shape(r['number']) and value != r['number'], (base_name, value)
    assert flat.count(r['name']) == r['name_count'], (base_name, flat.count(r['name']))
    if not r['name_on_top']:
        assert r['name'] not in flat[:400], (base_name, flat[:400])

    write_truth(out_dir, base_name, invoice_truth(
        language=language, layout=layout, country=country, description=r['description'], number=r['number'],
        issued=r['issued'], due_day=r['due'], currency=r['currency'], net=net, tax=tax, gross=gross, iban=r['iban'],
        name=r['name'], vat=vat, kvk=r.get('kvk'), order=r.get('order'), reference=r.get('reference'), buyer=buyer))
    print(base_name, layout, r['number'], r['issued'], gross, f'{pages} pages', f'number ×{count}')
