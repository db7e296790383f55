"""Prints made-up periodic invoices that a company receives for leases, rentals and service contracts (a car fleet's
monthly lease invoice, a quarterly office rent billed by the landlord's property manager, a coffee service contract's
credit note, a copier lease with its excess clicks, an alarm monitoring contract, an IT managed-service contract, a
rent "Dauerrechnung" and a car lease "Dauerrechnung" for a year with their schedules of monthly due dates, a payroll
software licence per employee, a French rent notice of payment due, a forklift lease with its hour meters and a
parking-space rental) of the Netherlands, Flanders, the United Kingdom, Ireland, Luxembourg, Germany, Austria, France
and Wallonia as HTML pages through Debian's Chromium, as PDFs with their truth beside them: an accuracy set for
finding the invoice's own number among many numbers of its shape (contract, lease, agreement, customer, tenant,
licence, mandate and earlier or replaced invoices' numbers) and the issuer among many names (a brand or trading style
over the legal name, the lessor's bank group, the property manager acting on behalf of the owner, the equipment
dealer, the software maker, the lessee, the vehicles' and machines' makes).

The situations, one per invoice as its main theme:
- `nl_fleet_lease` (01): a Dutch lessor, "een onderneming van Rijnland Bank N.V.", whose bank's lockup heads the page,
  invoices six cars and vans over two pages: the summary per licence plate on page 1, the specification per vehicle
  (contract number of the invoice number's nine digits, chassis number, "termijn 14 van 48", fuel and charging cards,
  excess kilometres, the lessee's own risk of a damage and a traffic fine outside VAT) on page 2; paid by SEPA
  direct debit (incassant-ID, machtigingskenmerk), the lessor's own account in the foot.
- `be_rent_beheerder` (02): a Flemish property manager's letterhead over a quarterly rent invoice "in naam en voor
  rekening van de verhuurder": the owner NV with its VAT number in a box, the manager's own VAT number in the foot;
  rent opted for VAT, indexed by the health index, parking spaces and service charges; the bank guarantee; the
  owner's account and a structured communication.
- `nl_koffie_credit` (03): a coffee service's credit note under its trade name: a machine removed mid-quarter, the
  service fee and the machine's rent credited pro rata, unused ingredients at 9 % and the removal charged at 21 %;
  "crediteert factuur …" (same shape), the contract and the work order (same shape), the cup counter; set off against
  the next invoice, so no due date.
- `gb_copier_lease` (04): a UK copier lease under the trading style "Medway Finance" of a bank's subsidiary: the
  dealer "Medway Document Solutions Ltd" beside it, three devices with serial numbers and meter readings, pooled
  excess clicks, an exempt loss and damage cover; Direct Debit with the Service User Number, no bank details; GBP.
- `ie_alarm_monitoring` (05): an Irish alarm monitoring and keyholding contract billed a year in advance under a
  trading name, "part of the Halberd Security Group": PSA licence, CRO number, account, panel and site numbers of the
  invoice number's six digits, the keyholders; the customer's PO; 23 %; AIB.
- `lu_it_managed` (06): a Luxembourg managed-IT invoice in English under its group's brand "MOSELLE DIGITAL": period
  lines per user, pro-rata users, CSP licences, backup, out-of-scope tickets; contract and service order numbers of
  the invoice number's shape; the group's own S.A. with its RCS number in the foot; 17 %.
- `de_miete_dauerrechnung` (07): a Cologne Hausverwaltung writes a rent "Dauerrechnung" for 2026 "im Namen und für
  Rechnung" of the owner GmbH & Co. KG (its general partner GmbH beside it): office, warehouse and parking opted for
  VAT (§ 9 UStG), the index adjustment, the monthly amounts and twelve due dates; the replaced Dauerrechnung of 2025;
  SEPA direct debit from the tenant's account printed in full (the only IBAN on the page).
- `at_kfz_dauerrechnung` (08): an Austrian bank group's car lessor's "Dauerrechnung" for 2026: the lessee's car,
  "Rate 13" to "Rate 24 von 48" with due dates from "Jänner", the insurance exempt of VAT; SEPA direct debit, the
  lessor's account in the foot.
- `de_lohn_lizenz` (09): a payroll software's monthly licence invoice by its reseller under the product's logo and
  its maker's name: employees counted by band, modules per user, the report service, a support ticket; the
  customer's order number; SEPA direct debit, the reseller's account in the foot.
- `fr_loyer_avis` (10): a Lyon "administrateur de biens" issues an "avis d'échéance valant facture" "au nom et pour le
  compte" of the owner SCI: rent opted for VAT (art. 260 2° du CGI), indexed by the ILAT, charges and property tax
  provisions, a deposit top-up outside VAT; SEPA direct debit (ICS, RUM), no account of the SCI.
- `be_chariot_location` (11): a Walloon forklift lease under the lessor's bank group's name "BANQUE HESBAYE": three
  trucks with their makes, serial numbers, hour meters, "échéance 47/60", excess hours, insurance exempt; the
  dealer who services them; a structured communication.
- `lu_parking_location` (12): a Luxembourg parking operator's quarterly invoice under its car park's brand: spaces,
  charging points, electricity at 8 %, badges; "annule et remplace la facture n° …" (same shape), the contract
  (same shape), the building's owner and the group.

The truth is what the invoice says of itself: its number (not a contract, lease, agreement, customer, tenant,
licence, mandate, work order, ticket, badge or earlier, credited or replaced invoice's number), its date, its issuer
(`RelationName`: the lessor, landlord, reseller or operator that issues it, with its legal form, not the bank group,
brand, trading style, property manager, dealer, software maker, lessee or make). `NetAmount` is all that is not the
invoice's own VAT (exempt insurance, fines and deposits outside VAT included); the Dauerrechnungen's amounts are the
monthly invoice amount they state, not the year's sum of their schedule, and they have no single due date.

Needs chromium, fonts-dejavu-core, poppler-utils and python3-stdnum. Run with:

    /usr/bin/python3 scripts/corpus/leasing_rentals_invoices.py OUT_DIR [NUMBER …]

(with the documents' numbers, 1 to 12, after OUT_DIR to print only those; the others are still drawn, so that each
prints the same whether alone or with all).
"""
import calendar
import datetime
import os
import re
from decimal import ROUND_HALF_UP, Decimal

import tempfile

from corpus_output import (
    MONEY, address, arguments, base_css, check_values, date_text, document, e, flat_of, invoice_truth, multi_box,
    occurrences, page_box, print_html, rate_text, spaced, write_truth, amount_de as de, amount_en as en,
)
from made_up import MadeUp, vat_printed
from stdnum import iban as stdnum_iban
from stdnum.at import businessid as at_businessid
from stdnum.at import uid as at_uid
from stdnum.be import iban as be_iban
from stdnum.be import vat as be_vat
from stdnum.de import vat as de_vat
from stdnum.eu import at_02
from stdnum.fr import siren as fr_siren
from stdnum.fr import siret as fr_siret
from stdnum.fr import tva as fr_tva
from stdnum.gb import vat as gb_vat
from stdnum.ie import vat as ie_vat
from stdnum.lu import tva as lu_tva
from stdnum.nl import btw as nl_btw

out_dir, only = arguments()
work = tempfile.mkdtemp()
made = MadeUp(20260411, dutch_banks=['RABO', 'INGB', 'ABNA'])
rng, digits = made.rng, made.digits
CENT = Decimal('0.01')
SET = 'leasing-rentals'

MONEY = dict(MONEY, eur_code_after=lambda value: f'{de(value)} EUR',
             eur_code_en=lambda value: f'EUR {en(value)}')


# --- Amounts, dates and numbers ------------------------------------------------------------------------------------

def r2(value):
    """An amount rounded half up to the cent."""
    return Decimal(value).quantize(CENT, ROUND_HALF_UP)


def cents(low, high):
    """An amount between `low` and `high` euros, to the cent."""
    return Decimal(rng.randint(int(low * 100), int(high * 100))) / 100


def line(text, amount, rate, **more):
    """A line of an invoice: its amount to the cent and its VAT rate (None for one outside VAT: exempt, a fine, a
    deposit)."""
    return dict(text=text, amount=r2(amount), rate=None if rate is None else Decimal(str(rate)), **more)


def totals(lines):
    """`{rate: (base, vat)}` of the taxed lines from the highest rate down (each VAT rounded half up), what is outside
    VAT, the net (both), the VAT and the gross."""
    bases = {}
    for x in lines:
        if x['rate'] is not None:
            bases[x['rate']] = bases.get(x['rate'], Decimal(0)) + x['amount']
    per_rate = {rate: (base, r2(base * rate / 100)) for rate, base in sorted(bases.items(), reverse=True)}
    outside = sum((x['amount'] for x in lines if x['rate'] is None), Decimal(0))
    net = sum((x['amount'] for x in lines), Decimal(0))
    tax = sum((vat for _, vat in per_rate.values()), Decimal(0))
    assert net == sum(base for base, _ in per_rate.values()) + outside
    return per_rate, outside, net, tax, net + tax


def days(count):
    return datetime.timedelta(days=count)


def add_months(day, count):
    """The same day `count` months later (or earlier), the month's last day where it has fewer."""
    month = day.month - 1 + count
    year, month = day.year + month // 12, month % 12 + 1
    return datetime.date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


def easter(year):
    """Easter Sunday (the Gregorian computus)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e_ = b // 4, b % 4
    g = (8 * b + 13) // 25
    h = (19 * a + b - d - g + 15) % 30
    i, k = c // 4, c % 4
    m = (32 + 2 * e_ + 2 * i - h - k) % 7
    n = (a + 11 * h + 22 * m) // 451
    month, day = divmod(h + m - 7 * n + 114, 31)
    return datetime.date(year, month, day + 1)


assert easter(2025) == datetime.date(2025, 4, 20) and easter(2026) == datetime.date(2026, 4, 5)


def bank_day(day):
    """A TARGET2 business day: no weekend, New Year, Good Friday, Easter Monday, 1 May, 25 or 26 December."""
    sunday = easter(day.year)
    closed = {datetime.date(day.year, 1, 1), sunday - days(2), sunday + days(1), datetime.date(day.year, 5, 1),
              datetime.date(day.year, 12, 25), datetime.date(day.year, 12, 26)}
    return day.weekday() < 5 and day not in closed


def nth_bank_day(year, month, count):
    """The `count`th TARGET2 business day of the month."""
    day = datetime.date(year, month, 1)
    while True:
        if bank_day(day):
            count -= 1
            if not count:
                return day
        day += days(1)


def next_bank_day(day):
    while not bank_day(day):
        day += days(1)
    return day


def creditor_id(country, national):
    """A SEPA creditor identifier: the country, two check digits by ISO 7064 mod 97 over the national identifier and
    the country (the business code "ZZZ" left out), "ZZZ" and the national identifier."""
    check = 98 - int(''.join(str(int(c, 36)) for c in national + country + '00')) % 97
    value = f'{country}{check:02d}ZZZ{national}'
    assert at_02.is_valid(value)
    return value


assert creditor_id('DE', '09999999999') == 'DE98ZZZ09999999999'  # the Bundesbank's example


def masked(iban, keep=4):
    """An IBAN as a direct debit notice prints the payer's: the country and the last digits, the rest starred."""
    shown = iban[:2] + '*' * (len(iban) - 2 - keep) + iban[-keep:]
    return ' '.join(shown[i:i + 4] for i in range(0, len(shown), 4))


def price4(value, comma=True):
    """A unit price with four places: "0,0615"."""
    text = f'{value:.4f}'
    return text.replace('.', ',') if comma else text


def thousands(value, sep='.'):
    """A whole count with its thousands parted: "48.211"."""
    return f'{value:,}'.replace(',', sep)


def nw(text):
    return f"<span class='nw'>{text}</span>"


def ib(iban):
    return nw(spaced(iban))


def wordmark(text, colour, size='20pt', spacing='1px', weight='bold', font="'DejaVu Sans', sans-serif"):
    return (f"<span style=\"font-family: {font}; font-size: {size}; letter-spacing: {spacing}; color: {colour}; "
            f"font-weight: {weight}\">{text}</span>")


def mark(kind, colour, size=34):
    """A drawn mark without words: a bank's column and arch, a car's outline, a cup, a roof, a shield, a cloud, a
    building, a key, a forklift's mast or a parking sign's square."""
    inner = {
        'bank': f"<path d='M4 14 L20 4 L36 14 Z' fill='{colour}'/>" + ''.join(
            f"<rect x='{x}' y='16' width='4' height='14' fill='{colour}'/>" for x in (7, 14, 22, 29))
        + f"<rect x='4' y='32' width='32' height='4' fill='{colour}'/>",
        'car': f"<path d='M4 26 L8 16 Q10 12 15 12 H26 Q30 12 33 16 L37 26 V31 H4 Z' fill='{colour}'/>"
               "<circle cx='12' cy='31' r='4' fill='white'/><circle cx='29' cy='31' r='4' fill='white'/>",
        'cup': f"<path d='M6 14 H30 V24 Q30 34 18 34 Q6 34 6 24 Z' fill='{colour}'/>"
               f"<path d='M30 17 Q37 17 37 22 Q37 27 30 27' stroke='{colour}' stroke-width='3' fill='none'/>"
               f"<path d='M14 4 Q11 8 14 11 M20 3 Q17 7 20 10' stroke='{colour}' stroke-width='2' fill='none'/>",
        'shield': f"<path d='M20 3 L35 9 V19 Q35 31 20 37 Q5 31 5 19 V9 Z' fill='{colour}'/>"
                  "<path d='M13 20 L18 25 L28 14' stroke='white' stroke-width='3' fill='none'/>",
        'cloud': f"<path d='M10 30 Q3 30 3 23 Q3 16 11 16 Q13 7 22 7 Q31 7 32 17 Q38 18 38 24 Q38 30 31 30 Z' "
                 f"fill='{colour}'/>",
        'building': f"<rect x='7' y='4' width='16' height='32' fill='{colour}'/><rect x='25' y='14' width='10' "
                    f"height='22' fill='{colour}' opacity='0.6'/>" + ''.join(
                        f"<rect x='{x}' y='{y}' width='3' height='3' fill='white'/>"
                        for x in (10, 17) for y in (9, 15, 21, 27)),
        'key': f"<circle cx='12' cy='20' r='8' fill='none' stroke='{colour}' stroke-width='4'/>"
               f"<path d='M19 20 H37 M31 20 V27 M36 20 V25' stroke='{colour}' stroke-width='4'/>",
        'mast': f"<rect x='6' y='4' width='4' height='30' fill='{colour}'/><rect x='10' y='26' width='20' height='3' "
                f"fill='{colour}'/><rect x='16' y='12' width='18' height='14' rx='2' fill='{colour}' opacity='0.6'/>"
                f"<circle cx='20' cy='34' r='3' fill='{colour}'/><circle cx='31' cy='34' r='3' fill='{colour}'/>",
        'parking': f"<rect x='3' y='3' width='34' height='34' rx='5' fill='{colour}'/>"
                   "<path d='M15 30 V10 H22 Q29 10 29 16 Q29 22 22 22 H15' stroke='white' stroke-width='4' "
                   "fill='none'/>",
        'roof': f"<polygon points='20,3 37,17 3,17' fill='{colour}'/><rect x='8' y='19' width='24' height='17' "
                f"fill='{colour}' opacity='0.6'/>",
    }[kind]
    return (f"<svg width='{size}' height='{size}' viewBox='0 0 40 40' style='vertical-align:middle'>{inner}</svg>")


def vat_rows(per_rate, money, label, comma=True):
    """The VAT lines of a totals table, one per rate: the label with the rate and the base, and the VAT."""
    return ''.join(f"<tr><td>{label.format(rate=rate_text(rate, comma), base=money(base))}</td>"
                   f"<td class=num>{money(tax)}</td></tr>" for rate, (base, tax) in per_rate.items())


def foot(where, lines, **more):
    """A page-margin box of several lines (`multi_box`), each short enough to stand whole on the page."""
    assert all(len(text) <= 150 for text in lines), [len(text) for text in lines]
    return multi_box(where, lines, **more)


def truth(doc, **fields):
    """The truth of a document in recognition's field names, by `invoice_truth`."""
    return invoice_truth(language=doc['language'], layout=doc['layout'], country=doc['country'],
                         description=doc['description'], **fields)


# Every document below returns a dict: its language, country, layout and description; the page (`html`); the truth;
# what must stand on the page (`values`, as printed); the decoys; how often its number stands; its pages; whether its
# legal name stays out of the page's first lines; and the IBANs the page may print besides the issuer's.

# --- 01 The Netherlands: a car fleet's monthly lease invoice over two pages ----------------------------------------

def doc01():
    doc = dict(language='nl', country='NL', layout='nl_fleet_lease', pages=2, number_count=2, not_on_top=300,
               description="Dutch car lessor's monthly fleet invoice over two pages under its bank group's lockup "
               "\"Rijnland Bank / Lease & Mobility\" (the lessor's B.V. only in the direct debit sentence and the "
               "foot, \"een onderneming van Rijnland Bank N.V.\"): \"FACTUUR\" with Factuurnummer (nine digits), "
               "Factuurdatum, Debiteurnummer, Incassodatum; page 1 a summary per licence plate with make, contract "
               "number (nine digits like the invoice's), driver; totals taxed, untaxed, excl. btw, btw 21%, incl.; "
               "SEPA direct debit with incassant-ID and machtigingskenmerk from the lessee's masked account; the "
               "previous invoice collected; page 2 \"Specificatie bij factuur …\" per vehicle: chassis number, "
               "\"termijn 14 van 48\", charging and fuel cards, card fees, excess kilometres, own risk of a damage "
               "and a CJIB traffic fine outside VAT; the lessor's IBAN, KvK and btw-nummer in the foot")
    s = dict(name='Noordkaap Lease B.V.', bank='Rijnland Bank N.V.', visit='Databankweg 12, 3821 AL Amersfoort',
             postbus='Postbus 2210, 3800 CE Amersfoort', phone='033 760 44 00')
    vat, kvk, iban = made.dutch_seller(s, 'RABO')
    buyer_iban = made.iban('NL', 'RABO')
    c = dict(name='Van Dijk Installatietechniek B.V.', attention='t.a.v. wagenparkbeheer, mevrouw E. Mulder',
             address=['Nijverheidsweg 18', '3771 ME Barneveld'])
    issued, due = datetime.date(2025, 6, 16), datetime.date(2025, 7, 1)
    month, month_last = datetime.date(2025, 7, 1), datetime.date(2025, 7, 31)
    used_first, used_last = datetime.date(2025, 5, 1), datetime.date(2025, 5, 31)
    show = lambda day: date_text(day, 'dash')  # noqa: E731
    money = MONEY['eur_before']
    number = '7' + digits(8)
    debtor = digits(6)
    previous = str(int(number) - rng.randint(1800, 4200))
    mandate = f'NKL-{debtor}-01'
    incassant = creditor_id('NL', kvk + '0000')
    fleet = [('R-482-TX', 'Volkswagen ID.4 Pro 77 kWh', 'laad', 'dhr. J. van Dijk', 14, 48, 25000, 'WVGZZZE2ZRP'),
             ('S-917-HG', 'Škoda Octavia Combi 1.5 TSI e-TEC Business Edition', 'tank', 'mevr. M. Bos', 22, 48,
              30000, 'TMBJJ7NXZPY'),
             ('T-305-LN', 'Kia EV6 GT-Line 77,4 kWh', 'laad', 'dhr. K. Yilmaz', 9, 60, 20000, 'KNACC81GZS5'),
             ('V-628-PF', 'Volkswagen Crafter 35 2.0 TDI L3H3 (bestelauto)', 'tank', 'dhr. R. Hoekstra', 31, 60,
              35000, 'WV1ZZZSZZNH'),
             ('V-471-RD', 'Peugeot e-Expert Long 75 kWh (bestelauto)', 'laad', 'dhr. P. de Groot', 5, 48, 25000,
              'VF3VZZKXZSZ'),
             ('P-660-ZS', 'BMW i4 eDrive40 M Sport', 'laad', 'dhr. T. van Dijk', 38, 48, 30000, 'WBY31AW0ZNF')]
    vehicles, lines = [], []
    for plate, kind, card, driver, term, months, km, vin in fleet:
        v = dict(plate=plate, kind=kind, driver=driver, term=term, months=months, km=km, vin=vin + digits(6),
                 contract='7' + digits(8), start=add_months(month, 1 - term), lines=[])
        v['lines'].append(line(f'Leasetermijn juli 2025 (termijn {term} van {months})', cents(489, 1189), 21,
                               period=f'{show(month)} t/m {show(month_last)}'))
        if card == 'laad':
            sessions = rng.randint(9, 31)
            v['lines'].append(line(f'Laadpas: {sessions} laadsessies', cents(38, 190), 21,
                                   period=f'{show(used_first)} t/m {show(used_last)}'))
        else:
            fills = rng.randint(6, 14)
            v['lines'].append(line(f'Brandstofpas: {fills} tankbeurten', cents(160, 520), 21,
                                   period=f'{show(used_first)} t/m {show(used_last)}'))
        v['lines'].append(line('Pasbeheerkosten (toeslag per pas per maand)', Decimal('2.95'), 21,
                               period=f'{show(month)} t/m {show(month_last)}'))
        vehicles.append(v)
    damage_day = datetime.date(2025, 4, 22)
    vehicles[1]['damage'] = f'25-0{digits(5)}'
    vehicles[1]['lines'].append(line(f"Eigen risico schade d.d. {show(damage_day)} (schadenummer "
                                     f"{vehicles[1]['damage']}), geen btw", Decimal('250.00'), None,
                                     period=show(damage_day)))
    excess_km = rng.randint(1800, 4200)
    km_price = Decimal('0.0615')
    crafter = vehicles[3]
    year_first = add_months(crafter['start'], 12)
    crafter['excess'] = excess_km
    crafter['lines'].append(line(f'Meerkilometers contractjaar 2 ({thousands(excess_km)} km à € {price4(km_price)})',
                                 excess_km * km_price, 21,
                                 period=f'{show(year_first)} t/m {show(add_months(year_first, 12) - days(1))}'))
    fine_day = datetime.date(2025, 5, 12)
    beschikking = ' '.join(digits(4) for _ in range(4))
    vehicles[5]['fine'] = beschikking
    vehicles[5]['lines'] += [
        line(f'Verkeersboete CJIB, beschikking {beschikking} (doorbelast, geen btw)', Decimal('112.00'), None,
             period=show(fine_day)),
        line('Administratiekosten verkeersboete', Decimal('15.00'), 21, period=show(fine_day))]
    for v in vehicles:
        lines += v['lines']
        v['total'] = sum(x['amount'] for x in v['lines'])
    per_rate, outside, net, tax, gross = totals(lines)
    (rate, (base, _)), = per_rate.items()
    assert rate == 21 and outside == Decimal('362.00')

    boxes = (foot('bottom-left', [
        f"{s['name']} · {s['visit']} · KvK {kvk} · btw {s['vat_printed']}",
        f"Rabobank · IBAN {spaced(iban)} · BIC RABONL2U",
        f"{s['name']} is een onderneming van {s['bank']} Op onze leaseovereenkomsten zijn onze Algemene "
        "Voorwaarden van toepassing."], size='6.2pt')
        + page_box('top-right', 'Pagina ', ' van ', size='6.6pt'))
    colour = '#0d4f3c'
    css = base_css('13mm 15mm 22mm 17mm', boxes, size='8.4pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.head {{ width: 100%; }}
.head td {{ vertical-align: top; }}
.sub {{ font-size: 8pt; letter-spacing: 2.5px; color: #555; margin-left: 44px; }}
.title {{ font-size: 15pt; color: {colour}; letter-spacing: 3px; text-align: right; }}
.meta {{ margin-left: auto; margin-top: 2mm; }}
.meta td {{ padding: 0.5mm 0 0.5mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #666; font-size: 7.4pt; }}
.ret {{ font-size: 6.5pt; color: #666; margin-top: 8mm; }}
.window {{ margin-top: 1mm; font-size: 9.2pt; line-height: 1.45; }}
h1 {{ font-size: 11.5pt; color: {colour}; margin: 8mm 0 2mm; font-weight: normal; }}
p {{ line-height: 1.45; margin: 1.5mm 0; }}
.lines th {{ text-align: left; font-size: 7.2pt; color: white; background: {colour}; padding: 1.2mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1mm 1.5mm; border-bottom: 0.4px solid #cfd8d4; vertical-align: top; }}
.tot {{ margin: 3mm 0 0 auto; }}
.tot td {{ padding: 0.7mm 1.5mm 0.7mm 10mm; white-space: nowrap; }}
.tot tr.strong td {{ font-weight: bold; font-size: 9.6pt; border-top: 1.2px solid {colour}; }}
.tot tr.line td {{ border-top: 0.5px solid #999; }}
.dd {{ margin-top: 5mm; background: #eef4f1; padding: 2.5mm 4mm; line-height: 1.5; }}
.p2 {{ page-break-before: always; }}
h2 {{ font-size: 10.5pt; color: {colour}; margin: 0 0 2mm; font-weight: normal; }}
.veh {{ margin-top: 3mm; page-break-inside: avoid; }}
.veh .vh {{ background: #eef4f1; padding: 1mm 1.5mm; font-size: 7.8pt; line-height: 1.4; }}
.veh .vh b {{ font-size: 8.6pt; }}
.veh table {{ width: 100%; table-layout: fixed; }}
.veh td {{ padding: 0.6mm 1.5mm; border-bottom: 0.3px solid #ddd; }}
.veh tr.vt td {{ font-weight: bold; border-bottom: none; }}
"""
    summary = ''.join(f"<tr><td class=nw><b>{v['plate']}</b></td><td>{e(v['kind'])}</td><td>{v['contract']}</td>"
                      f"<td>{e(v['driver'])}</td><td class=num>{money(v['total'])}</td></tr>" for v in vehicles)
    spec = ''

    def keep(text):
        """The damage's and the fine's numbers unbroken."""
        return text.replace(vehicles[1]['damage'], nw(vehicles[1]['damage'])).replace(beschikking, nw(beschikking))

    for v in vehicles:
        rows = ''.join(f"<tr><td>{keep(e(x['text']))}</td><td class=nw>{x['period']}</td>"
                       f"<td class=num>{'–' if x['rate'] is None else rate_text(x['rate']) + '%'}</td>"
                       f"<td class=num>{money(x['amount'])}</td></tr>" for x in v['lines'])
        spec += (f"<div class=veh><div class=vh><b>{v['plate']}</b> · {e(v['kind'])} · chassisnummer {v['vin']}<br>"
                 f"contractnummer {v['contract']} · ingangsdatum {show(v['start'])} · looptijd {v['months']} "
                 f"maanden / {thousands(v['km'])} km per jaar · berijder {e(v['driver'])}</div>"
                 f"<table><colgroup><col style='width:57%'><col style='width:25%'><col style='width:5%'>"
                 f"<col style='width:13%'></colgroup>{rows}"
                 f"<tr class=vt><td colspan=3>Totaal {v['plate']} excl. btw</td>"
                 f"<td class=num>{money(v['total'])}</td></tr></table></div>")
    body = f"""
<table class="head"><tr><td>{mark('bank', colour, 36)} {wordmark('Rijnland Bank', colour, '20pt', '0.5px', 'normal',
                                                                  "'DejaVu Serif', serif")}
<div class="sub">LEASE &amp; MOBILITY</div></td>
<td><div class="title">FACTUUR</div>
<table class="meta"><tr><td>Factuurnummer</td><td><b>{number}</b></td></tr>
<tr><td>Factuurdatum</td><td>{show(issued)}</td></tr>
<tr><td>Debiteurnummer</td><td>{debtor}</td></tr>
<tr><td>Incassodatum</td><td>{show(due)}</td></tr>
<tr><td>Klantenservice</td><td>{s['phone']}</td></tr></table></td></tr></table>
<div class="ret">Rijnland Bank Lease &amp; Mobility · {s['postbus']}</div>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div>
<h1>Leasefactuur juli 2025 – {len(vehicles)} voertuigen</h1>
<p>Hierbij ontvangt u de factuur voor de leasetermijnen van juli 2025 en de doorbelaste kosten van mei 2025. De
specificatie per voertuig vindt u op de volgende pagina.</p>
<table class="lines"><thead><tr><th>Kenteken</th><th>Merk en type</th><th>Contractnummer</th><th>Berijder</th>
<th class=num>Excl. btw</th></tr></thead><tbody>{summary}</tbody></table>
<table class="tot">
<tr><td>Totaal belast met btw</td><td class=num>{money(base)}</td></tr>
<tr><td>Totaal niet belast (eigen risico, verkeersboete)</td><td class=num>{money(outside)}</td></tr>
<tr class=line><td>Totaal excl. btw</td><td class=num>{money(net)}</td></tr>
{vat_rows(per_rate, money, 'Btw {rate}% over {base}')}
<tr class=strong><td>Totaal incl. btw</td><td class=num>{money(gross)}</td></tr></table>
<div class="dd"><b>Automatische incasso.</b> {s['name']} schrijft het totaalbedrag van {money(gross)} op of rond
{show(due)} af van uw rekening {nw(masked(buyer_iban))}. Incassant-ID {incassant}, machtigingskenmerk {nw(mandate)}.
U hoeft niets over te maken.<br>Uw vorige factuur {previous} van 16-05-2025 is op 02-06-2025 geïncasseerd.</div>
<div class="p2"><h2>Specificatie bij factuur {number}</h2>
<div class="small">{e(c['name'])} · debiteurnummer {debtor} · factuurdatum {show(issued)}</div>
{spec}</div>"""
    doc['html'] = document('nl', css, body)
    doc['truth'] = truth(doc, number=number, issued=issued, due_day=due, currency='EUR', net=net, tax=tax,
                         gross=gross, iban=iban, name=s['name'], vat=vat, kvk=kvk, buyer={'Name': c['name']})
    doc['values'] = [number, show(issued), show(due), money(net), money(tax), money(gross), s['name'], c['name'],
                     f'KvK {kvk}', s['vat_printed']]
    doc['decoys'] = ([v['contract'] for v in vehicles] + [v['vin'] for v in vehicles] + [v['plate'] for v in vehicles]
                     + [previous, debtor, mandate, incassant, 'Rijnland Bank', s['bank'], 'Volkswagen', 'BMW',
                        vehicles[1]['damage'], beschikking, masked(buyer_iban), 'termijn 14 van 48'])
    doc['shape'] = (r'7\d{8}', [v['contract'] for v in vehicles] + [previous])
    doc['checks'] = lambda flat: (money(v['total']) in flat for v in vehicles)
    return doc


# --- 02 Flanders: a quarterly office rent billed by the property manager in the owner's name -----------------------

def doc02():
    doc = dict(language='nl', country='BE', layout='be_rent_beheerder', pages=1, number_count=1, not_on_top=160,
               description="Flemish property manager's letterhead \"SCHELDEPOORT vastgoedbeheer\" over a quarterly "
               "rent invoice \"uitgereikt … in naam en voor rekening van de verhuurder\": the owner NV framed with "
               "its address, BTW and RPR; the tenant in the window with its BTW; a ruled grid with Factuurnummer, "
               "Factuurdatum, Vervaldag, Huurdersnummer, Huurovereenkomst, Beheerdossier (same shape as the number), "
               "Periode; \"HUURFACTUUR 3e kwartaal\"; office rent indexed by the health index (formula printed), "
               "parking spaces, service charge provision, all at 21% (optional VAT on the letting); the bank "
               "guarantee and the previous quarter's invoice; the owner's Belfius account and a structured "
               "communication; the manager's own BTW and BIV number in the foot")
    m = dict(name='Scheldepoort Vastgoedbeheer BV', visit='Mechelsesteenweg 212, 2018 Antwerpen',
             phone='03 290 41 70', biv='512.318', web='www.scheldepoort.be')
    m['vat_printed'] = vat_printed(made.belgian_vat(), 'be')
    o = dict(name='Immo Meir Kantoren NV', visit='Frankrijklei 120, 2000 Antwerpen')
    vat, iban = made.belgian_seller(o, '068')
    c = dict(name='Verhaeghe Consult BV', attention='t.a.v. de boekhouding', address=['Meir 44 bus 3',
                                                                                     '2000 Antwerpen'])
    buyer_vat = made.belgian_vat()
    c['vat_printed'] = vat_printed(buyer_vat, 'be')
    issued, due = datetime.date(2025, 6, 12), datetime.date(2025, 7, 1)
    first, last = datetime.date(2025, 7, 1), datetime.date(2025, 9, 30)
    show = lambda day: date_text(day, 'slash')  # noqa: E731
    money = MONEY['eur_before']
    serial = rng.randint(1100, 1899)
    number = f'2025/0{serial}'
    previous = f'2025/0{serial - rng.randint(420, 560):04d}'
    contract = f'2019/00{digits(3)}'
    dossier = f'2021/00{digits(3)}'
    tenant_no = f'H-{digits(5)}'
    guarantee = f'{digits(3)}-{digits(7)}-{digits(2)}'
    reference, reference_printed = made.structured_communication()
    base_rent, index_start, index_new = Decimal('58400.00'), Decimal('108.16'), Decimal('131.42')
    indexed = r2(base_rent * index_new / index_start)
    spaces, space_price = 6, Decimal('112.50')
    lines = [line('Huur kantoorruimte 3e verdieping (412 m²), geïndexeerd', indexed / 4, 21),
             line(f'Huur parkeerplaatsen -1/17 t.e.m. -1/22 ({spaces} × € {de(space_price)} × 3 maanden)',
                  spaces * space_price * 3, 21),
             line('Provisie gemeenschappelijke lasten en onderhoud (412 m²)', cents(1780, 1960), 21)]
    per_rate, outside, net, tax, gross = totals(lines)
    assert outside == 0
    boxes = foot('bottom-center', [
        f"{m['name']} · {m['visit']} · T {m['phone']} · {m['web']}",
        f"BTW {m['vat_printed']} · RPR Antwerpen · erkend vastgoedbeheerder BIV {m['biv']}",
        "toezichthoudende autoriteit: BIV, Luxemburgstraat 16B, 1000 Brussel"], size='6.2pt', align='center')
    colour = '#7a4a12'
    css = base_css('12mm 16mm 20mm 16mm', boxes, size='8.5pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top {{ width: 100%; border-bottom: 2px solid {colour}; padding-bottom: 2mm; }}
.top td {{ vertical-align: bottom; }}
.tag {{ font-size: 8.5pt; letter-spacing: 4px; color: #777; }}
.contact {{ text-align: right; font-size: 7.2pt; color: #555; line-height: 1.45; }}
.mid {{ width: 100%; margin-top: 5mm; }}
.mid td {{ vertical-align: top; width: 50%; }}
.owner {{ border: 0.8px solid {colour}; padding: 2mm 3mm; line-height: 1.45; margin-right: 8mm; }}
.owner .l {{ font-size: 7pt; color: #666; }}
.window {{ line-height: 1.45; font-size: 9pt; padding-top: 2mm; }}
.grid {{ width: 100%; margin-top: 5mm; border-top: 0.8px solid #999; border-bottom: 0.8px solid #999; }}
.grid td {{ padding: 1mm 2mm 1mm 0; white-space: nowrap; }}
.grid td.l {{ color: #666; font-size: 7.2pt; }}
h1 {{ font-size: 12.5pt; letter-spacing: 1.5px; color: {colour}; font-weight: normal; margin: 5mm 0 1mm; }}
.obj {{ line-height: 1.45; }}
.lines {{ margin-top: 3mm; }}
.lines th {{ text-align: left; font-size: 7.2pt; color: #555; border-bottom: 1px solid #333; padding: 1mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.1mm 1.5mm; border-bottom: 0.4px solid #ddd; }}
.idx {{ font-size: 7.4pt; color: #555; margin-top: 1.5mm; line-height: 1.4; }}
.tot {{ margin: 3mm 0 0 auto; }}
.tot td {{ padding: 0.7mm 1.5mm 0.7mm 10mm; white-space: nowrap; }}
.tot tr.strong td {{ font-weight: bold; font-size: 10pt; border-top: 1.3px solid #222; }}
.pay {{ border: 1.2px solid {colour}; padding: 2mm 4mm; margin-top: 4mm; line-height: 1.55; }}
.pay b.sc {{ font-family: 'DejaVu Sans Mono', monospace; font-size: 10.5pt; }}
.notes {{ margin-top: 3mm; font-size: 7.4pt; color: #444; line-height: 1.45; }}
"""
    rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=nw>{show(first)} – {show(last)}</td>"
                   f"<td class=num>{rate_text(x['rate'])}%</td><td class=num>{money(x['amount'])}</td></tr>"
                   for x in lines)
    grid = [('Factuurnummer', f'<b>{number}</b>', 'Huurdersnummer', tenant_no),
            ('Factuurdatum', show(issued), 'Huurovereenkomst', f'{contract} van 15/03/2019'),
            ('Vervaldag', show(due), 'Beheerdossier', dossier),
            ('Periode', f'{show(first)} – {show(last)}', 'Dossierbeheerder', 'Sofie Wouters')]
    grid_rows = ''.join(f"<tr><td class=l>{a}</td><td>{b}</td><td class=l>{x}</td><td>{y}</td></tr>"
                        for a, b, x, y in grid)
    body = f"""
<table class="top"><tr><td>{mark('roof', colour, 34)} {wordmark('SCHELDEPOORT', colour, '19pt', '3px')}
<div class="tag">VASTGOEDBEHEER · SYNDIC · VERHUUR</div></td>
<td class="contact">{m['visit']}<br>T {m['phone']}<br>huurbeheer@scheldepoort.be</td></tr></table>
<table class="mid"><tr><td><div class="owner"><div class="l">Factuur uitgereikt door {m['name']} in naam en voor
rekening van de verhuurder:</div><b>{e(o['name'])}</b><br>{e(o['visit'])}<br>BTW {o['vat_printed']} · RPR
Antwerpen</div></td>
<td class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>BTW {c['vat_printed']}</td>
</tr></table>
<table class="grid">{grid_rows}</table>
<h1>HUURFACTUUR – 3e kwartaal 2025</h1>
<div class="obj">Gebouw Meirhof, Meir 44, 2000 Antwerpen – kantoren 3e verdieping en {spaces} parkeerplaatsen</div>
<table class="lines"><thead><tr><th>Omschrijving</th><th>Periode</th><th class=num>Btw</th>
<th class=num>Bedrag</th></tr></thead><tbody>{rows}</tbody></table>
<div class="idx">Indexatie op 1 mei 2025 (art. 1728bis BW): basishuur € {de(base_rent)} × nieuw indexcijfer
{de(index_new)} / aanvangsindexcijfer {de(index_start)} = geïndexeerde jaarhuur € {de(indexed)}, per kwartaal
€ {de(r2(indexed / 4))}.</div>
<table class="tot"><tr><td>Totaal excl. btw</td><td class=num>{money(net)}</td></tr>
{vat_rows(per_rate, money, 'Btw {rate}% op {base}')}
<tr class=strong><td>Te betalen</td><td class=num>{money(gross)}</td></tr></table>
<div class="pay">Gelieve {money(gross)} te betalen uiterlijk op {show(due)} op rekening {ib(iban)} (Belfius Bank,
BIC GKCCBEBB) ten name van {e(o['name'])}, met de gestructureerde mededeling
<b class="sc">{reference_printed}</b>.</div>
<div class="notes">Btw-heffing op de verhuur ingevolge de gezamenlijke optie van verhuurder en huurder (art. 44, § 3,
2°, W.BTW), opgenomen in de huurovereenkomst. Huurwaarborg: bankwaarborg nr. {guarantee} van KBC Bank NV ten belope
van € 29.200,00. Uw vorige factuur {previous} van 12/03/2025 is volledig betaald. Vragen over deze factuur: uw
dossierbeheerder bij {m['name']}.</div>"""
    doc['html'] = document('nl', css, body)
    doc['truth'] = truth(doc, number=number, issued=issued, due_day=due, currency='EUR', net=net, tax=tax,
                         gross=gross, iban=iban, name=o['name'], vat=vat, reference=reference,
                         buyer={'Name': c['name'], 'VatNumber': buyer_vat})
    doc['values'] = [number, show(issued), show(due), money(net), money(tax), money(gross), o['name'], c['name'],
                     reference_printed, o['vat_printed'], c['vat_printed']]
    doc['decoys'] = [previous, contract, dossier, tenant_no, guarantee, m['name'], 'SCHELDEPOORT', m['vat_printed'],
                     'KBC Bank NV', 'Meirhof', f"BIV {m['biv']}"]
    doc['shape'] = (r'20\d\d/\d{5}', [previous, contract, dossier])
    doc['checks'] = lambda flat: [be_vat.is_valid(vat), be_vat.is_valid(buyer_vat), be_iban.is_valid(iban),
                                  int(reference[:10]) % 97 == int(reference[10:]) % 97,
                                  be_vat.is_valid('BE' + m['vat_printed'][3:].replace('.', '')),
                                  flat.count(o['name']) == 2, m['vat_printed'] != o['vat_printed']]
    return doc


# --- 03 The Netherlands: a coffee service contract's credit note under its trade name ------------------------------

def doc03():
    doc = dict(language='nl', country='NL', layout='nl_koffie_credit', pages=1, number_count=1, not_on_top=300,
               description="Dutch coffee service's credit note under its trade name \"KOFFIEWERK\" (a cup mark; the "
               "B.V. only in the foot, \"een handelsnaam van …\"): \"CREDITNOTA\" with Creditnotanummer, Datum, "
               "Klantnummer, Contractnummer (same shape as the number); \"Creditering van factuur …\" (same shape) "
               "for a machine removed mid-quarter by a work order (same shape), its make, serial number and cup "
               "counter, the other machine staying; the service fee and machine rent credited pro rata (52/91 "
               "days), unused ingredients returned at 9%, the removal charged at 21%; negative totals per rate; set "
               "off against the next invoice (no due date); IBAN, KvK and btw-nummer in the foot")
    s = dict(name='Van Gils Koffieservice B.V.', brand='KOFFIEWERK', visit='Ekkersrijt 4102, 5692 DA Son en Breugel',
             phone='0499 33 71 50', web='www.koffiewerk.nl')
    vat, kvk, iban = made.dutch_seller(s, 'INGB')
    c = dict(name='Hendriks Transport B.V.', attention='t.a.v. crediteurenadministratie',
             address=['Vorstengrafdonk 23', '5342 LT Oss'])
    issued = datetime.date(2025, 5, 21)
    removed, q_first, q_last = datetime.date(2025, 5, 9), datetime.date(2025, 4, 1), datetime.date(2025, 6, 30)
    show = lambda day: date_text(day, 'dash')  # noqa: E731
    money = MONEY['eur_before']
    number = f'2025-0{rng.randint(1700, 1999)}'
    original = f'2025-0{rng.randint(1200, 1499)}'
    contract = f'2022-00{digits(3)}'
    workorder = f'2025-0{rng.randint(4000, 4999)}'
    customer_no = f'{rng.randint(10000, 29999)}'
    serial, serial2 = f'14-{digits(4)}-{digits(3)}', f'A4-{digits(6)}'
    counter = rng.randint(30000, 69000)
    credited = (q_last - removed).days
    quarter = (q_last - q_first).days + 1
    assert (credited, quarter) == (52, 91)
    fee, rent = Decimal('387.00'), Decimal('165.00')
    lines = [line('Servicecontract All-in WMF 1500 S+, niet gebruikte periode', -fee * credited / quarter, 21,
                  qty=f'{credited}/{quarter} dagen', price=money(fee)),
             line('Huur koffiemachine WMF 1500 S+, niet gebruikte periode', -rent * credited / quarter, 21,
                  qty=f'{credited}/{quarter} dagen', price=money(rent)),
             line('Retour koffiebonen Espresso Roma 1 kg (ongeopend)', -6 * Decimal('17.40'), 9, qty='6',
                  price=money(Decimal('17.40'))),
             line('Retour topping chocolade 1 kg', -4 * Decimal('9.85'), 9, qty='4', price=money(Decimal('9.85'))),
             line('Retour melkpoeder Topping Gold 750 g', -3 * Decimal('11.20'), 9, qty='3',
                  price=money(Decimal('11.20'))),
             line(f'Demontage en retourtransport WMF 1500 S+ (werkbon {workorder})', Decimal('95.00'), 21, qty='1',
                  price=money(Decimal('95.00')))]
    per_rate, outside, net, tax, gross = totals(lines)
    assert outside == 0 and gross < 0 and all(base < 0 for base, _ in per_rate.values())
    boxes = foot('bottom-left', [
        f"Koffiewerk is een handelsnaam van {s['name']} · {s['visit']} · T {s['phone']} · {s['web']}",
        f"KvK {kvk} · btw-nummer {s['vat_printed']} · IBAN {spaced(iban)} (ING Bank, BIC INGBNL2A)"], size='6.4pt')
    colour = '#5b3a29'
    css = base_css('14mm 16mm 20mm 16mm', boxes, size='8.6pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top {{ width: 100%; }}
.top td {{ vertical-align: top; }}
.tag {{ font-size: 7.6pt; color: #8a6d5a; letter-spacing: 2px; margin-left: 42px; }}
.title {{ font-size: 17pt; letter-spacing: 3px; color: #b03a2e; text-align: right; }}
.meta {{ margin: 2mm 0 0 auto; }}
.meta td {{ padding: 0.4mm 0 0.4mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #777; font-size: 7.4pt; }}
.window {{ margin-top: 8mm; line-height: 1.45; font-size: 9.2pt; }}
.ref {{ margin-top: 7mm; padding: 2mm 3mm; background: #f5efe9; line-height: 1.5; }}
p {{ line-height: 1.45; margin: 2mm 0; }}
.lines {{ margin-top: 4mm; }}
.lines th {{ text-align: left; font-size: 7.2pt; color: #555; border-bottom: 1px solid {colour};
  padding: 1mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.1mm 1.5mm; border-bottom: 0.4px solid #e2d8cf; }}
.tot {{ margin: 3mm 0 0 auto; }}
.tot td {{ padding: 0.7mm 1.5mm 0.7mm 10mm; white-space: nowrap; }}
.tot tr.strong td {{ font-weight: bold; font-size: 10pt; border-top: 1.3px solid {colour}; }}
"""
    rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{x['qty']}</td><td class=num>{x['price']}</td>"
                   f"<td class=num>{rate_text(x['rate'])}%</td><td class=num>{money(x['amount'])}</td></tr>"
                   for x in lines)
    vat_lines = ''.join(f"<tr><td>Btw {rate_text(rate)}% over {money(base)}</td><td class=num>{money(t)}</td></tr>"
                        for rate, (base, t) in per_rate.items())
    body = f"""
<table class="top"><tr><td>{mark('cup', colour, 36)} {wordmark(s['brand'], colour, '21pt', '2px')}
<div class="tag">KOFFIE · THEE · SERVICE</div></td>
<td><div class="title">CREDITNOTA</div>
<table class="meta"><tr><td>Creditnotanummer</td><td><b>{number}</b></td></tr>
<tr><td>Datum</td><td>{show(issued)}</td></tr><tr><td>Klantnummer</td><td>{customer_no}</td></tr>
<tr><td>Contractnummer</td><td>{contract}</td></tr></table></td></tr></table>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div>
<div class="ref"><b>Creditering van factuur {original} van {show(q_first)}</b> (servicecontract 2e kwartaal 2025)<br>
Locatie: vestiging Oss, kantine 1e verdieping – koffiemachine WMF 1500 S+, serienummer {serial}, gedemonteerd op
{show(removed)} (werkbon {workorder}, tellerstand {thousands(counter)} kopjes).</div>
<p>Op uw verzoek hebben wij de koffiemachine in de kantine op {show(removed)} weggehaald. Wij crediteren het
servicecontract en de huur over de resterende dagen van het kwartaal en de ongeopende ingrediënten die wij hebben
teruggenomen. De Franke A400 (serienummer {serial2}) in de chauffeursruimte blijft ongewijzigd onder het
contract.</p>
<table class="lines"><thead><tr><th>Omschrijving</th><th class=num>Aantal</th><th class=num>Prijs</th>
<th class=num>Btw</th><th class=num>Bedrag</th></tr></thead><tbody>{rows}</tbody></table>
<table class="tot"><tr><td>Totaal excl. btw</td><td class=num>{money(net)}</td></tr>{vat_lines}
<tr><td>Totaal btw</td><td class=num>{money(tax)}</td></tr>
<tr class=strong><td>Totaal creditnota</td><td class=num>{money(gross)}</td></tr></table>
<p>Het bedrag van {money(gross)} verrekenen wij met onze factuur voor het 3e kwartaal 2025; u hoeft niets te
doen.</p>"""
    doc['html'] = document('nl', css, body)
    doc['truth'] = truth(doc, number=number, issued=issued, due_day=None, currency='EUR', net=net, tax=tax,
                         gross=gross, iban=iban, name=s['name'], vat=vat, kvk=kvk, buyer={'Name': c['name']})
    doc['values'] = [number, show(issued), money(net), money(tax), money(gross), s['name'], c['name'], f'KvK {kvk}',
                     s['vat_printed']]
    doc['decoys'] = [original, contract, workorder, customer_no, serial, serial2, thousands(counter), 'KOFFIEWERK',
                     'Koffiewerk is een handelsnaam', 'WMF 1500 S+', 'Franke A400', 'ING Bank']
    doc['shape'] = (r'20\d\d-\d{5}', [original, contract, workorder])
    doc['checks'] = lambda flat: [all(x['amount'] < 0 for x in lines[:5]), lines[5]['amount'] > 0,
                                  not re.search(r'[Vv]ervaldatum|[Vv]ervaldag|uiterlijk', flat),
                                  flat.count(s['name']) == 1, nl_btw.is_valid(vat)]
    return doc


# --- 04 The United Kingdom: a copier lease under a bank subsidiary's trading style, paid by Direct Debit ---------

def doc04():
    doc = dict(language='en', country='GB', layout='gb_copier_lease', pages=1, number_count=1, not_on_top=400,
               description="UK copier lease invoice under the trading style \"Medway Finance\" with \"Calder Bank "
               "Group\" at the right (the lessor Limited only in the foot: \"a trading style of …, a subsidiary of "
               "Calder Bank plc\", FCA FRN, company number of eight digits like the invoice's); \"INVOICE\" with "
               "Invoice no., Invoice date (tax point), Customer no. and Agreement no. (all eight digits); the "
               "dealer \"Medway Document Solutions Ltd\" as supplier and service provider; three devices with "
               "serial numbers and meter readings, pooled allowance and excess mono and colour clicks at four "
               "decimals; quarterly rental \"8 of 20\"; loss and damage cover exempt; totals VATable, exempt, net, "
               "VAT 20%, total; Direct Debit \"on or after\" with Service User Number and the customer's account "
               "ending; no bank details (no IBAN); GBP")
    s = dict(name='Pennine Asset Finance Limited', parent='Calder Bank plc',
             office='Calder House, 40 Wellington Street, Leeds LS1 2DE', phone='0113 496 0750')
    vat, _ = made.british_seller(s, None)
    dealer = 'Medway Document Solutions Ltd'
    c = dict(name='Harbourside Logistics Ltd', attention='Accounts Payable',
             address=['Unit 7, Medway City Estate', 'Rochester', 'Kent ME2 4DU'])
    issued, collect = datetime.date(2025, 7, 14), datetime.date(2025, 8, 1)
    read_first, read_last = datetime.date(2025, 4, 1), datetime.date(2025, 6, 30)
    show = lambda day: date_text(day, 'en')  # noqa: E731
    money = MONEY['gbp']
    number = '31' + digits(6)
    agreement = '30' + digits(6)
    customer_no = '30' + digits(6)
    previous = str(int(number) - rng.randint(40000, 90000))
    sun, frn = str(rng.randint(400000, 499999)), str(rng.randint(700000, 799999))
    account_end = digits(4)
    devices = []
    for model, prefix in (('Kyocera TASKalfa 3554ci', 'RVM'), ('Kyocera TASKalfa 2554ci', 'RVL'),
                          ('Kyocera ECOSYS MA4000cifx', 'V6Z')):
        mono0, colour0 = rng.randint(40000, 160000), rng.randint(9000, 40000)
        devices.append(dict(model=model, serial=prefix + digits(7), mono=(mono0, mono0 + rng.randint(5500, 9000)),
                            colour=(colour0, colour0 + rng.randint(1100, 2000))))
    mono_used = sum(d['mono'][1] - d['mono'][0] for d in devices)
    colour_used = sum(d['colour'][1] - d['colour'][0] for d in devices)
    mono_in, colour_in = 15000, 3000
    mono_x, colour_x = mono_used - mono_in, colour_used - colour_in
    assert mono_x > 0 and colour_x > 0
    mono_p, colour_p = Decimal('0.0048'), Decimal('0.0420')
    rental_first, rental_last = datetime.date(2025, 8, 1), datetime.date(2025, 10, 31)
    lines = [line(f'Quarterly rental {show(rental_first)} – {show(rental_last)} (rental 8 of 20)', cents(980, 1380),
                  20),
             line(f'Excess mono copies: {en(Decimal(mono_x))[:-3]} × £{price4(mono_p, False)}', mono_x * mono_p, 20),
             line(f'Excess colour copies: {en(Decimal(colour_x))[:-3]} × £{price4(colour_p, False)}',
                  colour_x * colour_p, 20),
             line('Loss & damage cover, quarterly (exempt)', Decimal('36.00'), None)]
    per_rate, outside, net, tax, gross = totals(lines)
    (rate, (base, _)), = per_rate.items()
    boxes = foot('bottom-left', [
        f"Medway Finance is a trading style of {s['name']}. Registered in England and Wales No. {s['company_no']}.",
        f"Registered office: {s['office']}. VAT Reg. No. {s['vat_printed']}.",
        f"{s['name']} is a subsidiary of {s['parent']} and is authorised and regulated by the Financial Conduct "
        f"Authority (FRN {frn})."], size='6.2pt')
    colour = '#1f3b73'
    css = base_css('13mm 15mm 20mm 15mm', boxes, size='8.4pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top {{ width: 100%; }}
.top td {{ vertical-align: top; }}
.tag {{ font-size: 7.6pt; color: #666; margin-top: 0.5mm; }}
.group {{ text-align: right; font-size: 8pt; color: #555; letter-spacing: 1.5px; }}
.cols {{ width: 100%; margin-top: 7mm; }}
.cols td {{ vertical-align: top; }}
.window {{ line-height: 1.45; font-size: 9pt; }}
h1 {{ font-size: 16pt; color: {colour}; margin: 0 0 2mm; letter-spacing: 2px; font-weight: normal; }}
.meta td {{ padding: 0.5mm 4mm 0.5mm 0; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
.agr {{ margin-top: 5mm; background: #eef1f7; padding: 2mm 3mm; line-height: 1.5; }}
h2 {{ font-size: 9pt; color: {colour}; margin: 4mm 0 1mm; }}
.dev th, .lines th {{ text-align: left; font-size: 7.2pt; color: #444; border-bottom: 1px solid {colour};
  padding: 1mm 1.5mm; }}
.dev th.num, .lines th.num {{ text-align: right; }}
.dev td, .lines td {{ padding: 0.9mm 1.5mm; border-bottom: 0.4px solid #dde; }}
.tot {{ margin: 3mm 0 0 auto; }}
.tot td {{ padding: 0.7mm 1.5mm 0.7mm 10mm; white-space: nowrap; }}
.tot tr.strong td {{ font-weight: bold; font-size: 10pt; border-top: 1.3px solid {colour}; }}
.dd {{ margin-top: 4mm; border-left: 3px solid {colour}; padding: 1mm 3mm; line-height: 1.5; }}
"""
    dev_rows = ''.join(
        f"<tr><td>{d['model']}</td><td>{d['serial']}</td><td class=num>{en(Decimal(d['mono'][0]))[:-3]}</td>"
        f"<td class=num>{en(Decimal(d['mono'][1]))[:-3]}</td><td class=num>{en(Decimal(d['colour'][0]))[:-3]}</td>"
        f"<td class=num>{en(Decimal(d['colour'][1]))[:-3]}</td></tr>" for d in devices)
    rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{'Exempt' if x['rate'] is None else '20%'}</td>"
                   f"<td class=num>{money(x['amount'])}</td></tr>" for x in lines)
    body = f"""
<table class="top"><tr><td>{mark('building', colour, 34)} {wordmark('Medway Finance', colour, '19pt', '0.5px')}
<div class="tag">Office equipment finance · {s['phone']}</div></td>
<td class="group">{mark('bank', '#8a7f5a', 26)}<br>CALDER BANK GROUP</td></tr></table>
<table class="cols"><tr><td class="window" style="width:55%">{e(c['name'])}<br>{e(c['attention'])}<br>
{address(c['address'])}</td>
<td><h1>INVOICE</h1><table class="meta"><tr><td>Invoice no.</td><td><b>{number}</b></td></tr>
<tr><td>Invoice date (tax point)</td><td>{show(issued)}</td></tr>
<tr><td>Customer no.</td><td>{customer_no}</td></tr><tr><td>Agreement no.</td><td>{agreement}</td></tr></table></td>
</tr></table>
<div class="agr">Agreement {agreement}: hire of office equipment, 20 quarterly rentals in advance, commenced
1 November 2023. Equipment supplied and serviced by {dealer}, Unit 4, Rochester Airport Estate, Chatham ME5 9SD
(service desk 01634 555 210). Allowance included in the rental: {en(Decimal(mono_in))[:-3]} mono and
{en(Decimal(colour_in))[:-3]} colour copies per quarter, pooled across all devices.</div>
<h2>Meter readings {show(read_first)} – {show(read_last)} (remote reads by {dealer})</h2>
<table class="dev lines"><thead><tr><th>Device</th><th>Serial no.</th><th class=num>Mono from</th>
<th class=num>Mono to</th><th class=num>Colour from</th><th class=num>Colour to</th></tr></thead>
<tbody>{dev_rows}<tr><td colspan=2>Copies this quarter / allowance</td>
<td colspan=2 class=num>{en(Decimal(mono_used))[:-3]} / {en(Decimal(mono_in))[:-3]}</td>
<td colspan=2 class=num>{en(Decimal(colour_used))[:-3]} / {en(Decimal(colour_in))[:-3]}</td></tr></tbody></table>
<h2>Charges</h2>
<table class="lines"><thead><tr><th>Description</th><th class=num>VAT</th><th class=num>Amount</th></tr></thead>
<tbody>{rows}</tbody></table>
<table class="tot"><tr><td>Total VATable</td><td class=num>{money(base)}</td></tr>
<tr><td>Total exempt</td><td class=num>{money(outside)}</td></tr>
<tr><td>Net total</td><td class=num>{money(net)}</td></tr>
<tr><td>VAT @ {rate_text(rate, False)}%</td><td class=num>{money(tax)}</td></tr>
<tr class=strong><td>Invoice total</td><td class=num>{money(gross)}</td></tr></table>
<div class="dd"><b>Payment by Direct Debit.</b> {money(gross)} will be collected on or after {show(collect)} from
your account ending {account_end}. Service User Number {sun}, Direct Debit reference PAF{agreement}. The collection
will appear on your statement as PENNINE ASSET FIN. Your previous invoice {previous} was collected on 1 May 2025.
</div>"""
    doc['html'] = document('en', css, body)
    doc['truth'] = truth(doc, number=number, issued=issued, due_day=collect, currency='GBP', net=net, tax=tax,
                         gross=gross, iban=None, name=s['name'], vat=vat, kvk=s['company_no'],
                         buyer={'Name': c['name']})
    doc['values'] = [number, show(issued), show(collect), money(net), money(tax), money(gross), s['name'], c['name'],
                     s['vat_printed'], f"No. {s['company_no']}"]
    doc['decoys'] = [agreement, customer_no, previous, s['company_no'], sun, frn, account_end, dealer,
                     'Medway Finance', 'CALDER BANK GROUP', s['parent'], 'PENNINE ASSET FIN', 'Kyocera'] + [
                         d['serial'] for d in devices]
    doc['shape'] = (r'3\d{7}', [agreement, customer_no, previous])
    doc['checks'] = lambda flat: [gb_vat.is_valid(vat), 'IBAN' not in flat, 'Sort code' not in flat,
                                  len(s['company_no']) == len(number), money(r2(mono_x * mono_p)) in flat]
    return doc


# --- 05 Ireland: an alarm monitoring and keyholding contract billed a year in advance under a trading name --------

def doc05():
    doc = dict(language='en', country='IE', layout='ie_alarm_monitoring', pages=1, number_count=2, not_on_top=250,
               description="Irish alarm monitoring and keyholding company's annual invoice under its trading name "
               "\"SENTRY WEST\" (a shield mark; the Limited only in the payment lines and the foot: \"a trading "
               "name of …, part of the Halberd Security Group\", PSA licence, CRO No. and directors); \"TAX "
               "INVOICE\" with Invoice No., Date, Due date, Account No., Site ID (six digits like the number), "
               "Your PO; bill-to and site addresses, the customer's VAT No.; the panel's make and serial, the ARC, "
               "keyholders' names; 12 months of intruder and fire monitoring, keyholding, maintenance visits, video "
               "verification at 23%; the previous year's invoice paid; EFT to AIB with IBAN and BIC quoting the "
               "invoice number")
    s = dict(name='Atlantic Guard Services Limited', brand='SENTRY WEST', group='Halberd Security Group',
             visit='Unit 12, Ballybrit Business Park, Galway H91 K2X4', phone='091 440 218')
    vat, iban = made.irish_seller(s, ('AIBK', '93'), cro=(500000, 699999))
    psa = f'0{rng.randint(2000, 9999)}'
    c = dict(name='Claddagh Seafoods Limited', attention='Accounts Payable – Ms Niamh Fahy',
             address=['Rossaveel Industrial Estate', 'Co. Galway H91 E6T2'])
    buyer_vat = made.irish_vat('A')
    issued, due = datetime.date(2025, 8, 26), datetime.date(2025, 9, 25)
    first, last = datetime.date(2025, 9, 1), datetime.date(2026, 8, 31)
    show = lambda day: date_text(day, 'en_th')  # noqa: E731
    short = lambda day: date_text(day, 'slash')  # noqa: E731
    money = MONEY['eur_en']
    number = str(rng.randint(104000, 104999))
    account = str(rng.randint(100000, 103500))
    site_id = str(rng.randint(100000, 103500))
    previous = str(int(number) - rng.randint(3000, 3900))
    panel = f'PE48-{digits(7)}'
    po = f'CSF-PO-{rng.randint(2000, 2999)}'
    visit = Decimal(rng.choice(['135.00', '145.00', '155.00']))
    cameras = 4
    lines = [line('Intruder alarm monitoring – dual-path signalling (Grade 2), 12 months',
                  Decimal(rng.choice(['480.00', '540.00', '576.00'])), 23),
             line('Fire alarm signalling to ARC, 12 months', Decimal(rng.choice(['330.00', '360.00'])), 23),
             line('Keyholding & alarm response (up to 6 call-outs), 12 months',
                  Decimal(rng.choice(['390.00', '420.00'])), 23),
             line(f'Preventive maintenance visits (I.S. EN 50131-1), 2 × {money(visit)}', 2 * visit, 23),
             line(f'Remote video verification, {cameras} cameras × €6.50 × 12 months', cameras * Decimal('6.50') * 12,
                  23)]
    per_rate, outside, net, tax, gross = totals(lines)
    assert outside == 0
    boxes = foot('bottom-left', [
        f"Sentry West is a trading name of {s['name']}, part of the {s['group']}.",
        f"Registered in Ireland, CRO No. {s['cro']}. Registered office: {s['visit']}.",
        f"Directors: C. Ó Flaithearta, M. Keaveney, D. Halloran (UK). PSA Licence No. {psa}. VAT No. "
        f"{s['vat_printed']}."], size='6.2pt')
    colour = '#0f4c5c'
    css = base_css('0 15mm 20mm 15mm', boxes, size='8.5pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.band {{ background: {colour}; color: white; padding: 7mm 15mm 5mm; margin: 0 -15mm; }}
.band table {{ width: 100%; }}
.band td {{ vertical-align: middle; color: white; }}
.band .tag {{ font-size: 7.8pt; letter-spacing: 2px; opacity: 0.85; margin-left: 44px; }}
.band .doc {{ text-align: right; font-size: 15pt; letter-spacing: 3px; }}
.wrap {{ padding: 5mm 0 0; }}
.cols {{ width: 100%; }}
.cols td {{ vertical-align: top; line-height: 1.45; }}
.l {{ font-size: 7pt; color: #777; text-transform: uppercase; letter-spacing: 1px; }}
.meta td {{ padding: 0.4mm 0 0.4mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
.sys {{ margin-top: 4mm; background: #eef5f6; padding: 2mm 3mm; line-height: 1.5; }}
.lines {{ margin-top: 4mm; }}
.lines th {{ text-align: left; font-size: 7.2pt; color: #444; border-bottom: 1px solid {colour}; padding: 1mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.1mm 1.5mm; border-bottom: 0.4px solid #dde6e8; }}
.tot {{ margin: 3mm 0 0 auto; }}
.tot td {{ padding: 0.7mm 1.5mm 0.7mm 10mm; white-space: nowrap; }}
.tot tr.strong td {{ font-weight: bold; font-size: 10pt; border-top: 1.3px solid {colour}; }}
.pay {{ margin-top: 4mm; border: 1px solid {colour}; padding: 2mm 3mm; line-height: 1.55; }}
p {{ line-height: 1.45; }}
"""
    rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=nw>{short(first)} – {short(last)}</td>"
                   f"<td class=num>{rate_text(x['rate'], False)}%</td><td class=num>{money(x['amount'])}</td></tr>"
                   for x in lines)
    body = f"""
<div class="band"><table><tr><td>{mark('shield', 'white', 38)} {wordmark(s['brand'], 'white', '20pt', '3px')}
<div class="tag">MONITORED ALARMS · KEYHOLDING · CCTV</div></td><td class="doc">TAX INVOICE</td></tr></table></div>
<div class="wrap">
<table class="cols"><tr><td style="width:36%"><div class="l">Bill to</div>{e(c['name'])}<br>{e(c['attention'])}<br>
{address(c['address'])}<br>VAT No. {buyer_vat}</td>
<td style="width:30%"><div class="l">Site</div>Processing Plant<br>Unit 3, Rossaveel Pier<br>Co. Galway</td>
<td><table class="meta"><tr><td>Invoice No.</td><td><b>{number}</b></td></tr>
<tr><td>Date</td><td>{show(issued)}</td></tr><tr><td>Due date</td><td>{show(due)}</td></tr>
<tr><td>Account No.</td><td>{account}</td></tr><tr><td>Site ID</td><td>{site_id}</td></tr>
<tr><td>Your PO</td><td>{po}</td></tr></table></td></tr></table>
<div class="sys">System: Texecom Premier Elite 48, panel serial {panel}, 14 zones, 4 cameras (Hikvision NVR).
Monitored by the Halberd Alarm Receiving Centre, Athlone (I.S. EN 50518). Keyholders on file: Niamh Fahy,
Seán Ó Conaire, Pádraig Walsh.</div>
<table class="lines"><thead><tr><th>Service</th><th>Period</th><th class=num>VAT</th><th class=num>Amount</th></tr>
</thead><tbody>{rows}</tbody></table>
<table class="tot"><tr><td>Total excl. VAT</td><td class=num>{money(net)}</td></tr>
{vat_rows(per_rate, money, 'VAT @ {rate}%', False)}
<tr class=strong><td>Total due</td><td class=num>{money(gross)}</td></tr></table>
<div class="pay"><b>Payment by {show(due)}</b> by EFT to {s['name']}, AIB, IBAN {ib(iban)}, BIC AIBKIE2D.
Please quote invoice no. {number} as your reference.</div>
<p>Thank you: your invoice {previous} for the contract year {short(datetime.date(2024, 9, 1))} –
{short(datetime.date(2025, 8, 31))} has been paid in full. Contract renews annually unless cancelled in writing 30
days before the renewal date.</p></div>"""
    doc['html'] = document('en', css, body)
    doc['truth'] = truth(doc, number=number, issued=issued, due_day=due, currency='EUR', net=net, tax=tax,
                         gross=gross, iban=iban, name=s['name'], vat=vat, order=po,
                         buyer={'Name': c['name'], 'VatNumber': buyer_vat})
    doc['values'] = [number, show(issued), show(due), money(net), money(tax), money(gross), s['name'], c['name'],
                     po, s['vat_printed'], buyer_vat]
    doc['decoys'] = [account, site_id, previous, s['cro'], psa, panel, 'SENTRY WEST', s['group'], 'Texecom',
                     'Niamh Fahy', 'Halberd Alarm Receiving Centre', 'D. Halloran']
    doc['shape'] = (r'10\d{4}', [account, site_id, previous])
    doc['checks'] = lambda flat: [ie_vat.is_valid(vat), ie_vat.is_valid(buyer_vat), len(s['cro']) == len(number),
                                  flat.count(s['name']) == 2]
    return doc


# --- 06 Luxembourg, in English: an IT managed-service contract's monthly invoice under the group's brand ----------

def doc06():
    doc = dict(language='en', country='LU', layout='lu_it_managed', pages=1, number_count=2, not_on_top=250,
               description="Luxembourg managed-IT provider's monthly invoice in English under its group's brand "
               "\"MOSELLE DIGITAL\" (a cloud mark; the S.à r.l. in the payment line and the foot, \"a company of "
               "the Moselle Digital Group\" with the group S.A.'s own RCS number); \"INVOICE\" with Invoice number, "
               "Invoice date, Due date, Customer no., Contract (MSA) and Service order (same shape as the "
               "number), Your PO, Billing period; recurring period lines per user, pro-rata users, CSP licences, "
               "managed servers, backup per TB, firewall; out-of-scope tickets in hours; VAT 17%; Spuerkeess IBAN, "
               "reference the invoice number; RCS, VAT and business permit in the foot")
    s = dict(name='Kirchberg Cloud Services S.à r.l.', brand='MOSELLE DIGITAL', group='Moselle Digital Group S.A.',
             visit='12, rue Eugène Ruppert, L-2453 Luxembourg', phone='+352 26 48 71 1')
    vat, iban = made.luxembourg_seller(s, '001', ('B{}', 180000, 269999), permit='10{}/1')
    group_rcs = f'B{rng.randint(100000, 179999)}'
    c = dict(name='Aldrin Fund Administration S.A.', attention='Attn: Finance – Accounts Payable',
             address=['5, allée Scheffer', 'L-2520 Luxembourg'])
    buyer_vat = made.lu_vat()
    issued, due = datetime.date(2025, 11, 4), datetime.date(2025, 12, 4)
    first, last, joined = datetime.date(2025, 10, 1), datetime.date(2025, 10, 31), datetime.date(2025, 10, 14)
    show = lambda day: date_text(day, 'en_short')  # noqa: E731
    dot = lambda day: date_text(day, 'dot')  # noqa: E731
    money = MONEY['eur_code_en']
    number = f'KCS-25-1{digits(4)}'
    previous = f'KCS-25-1{int(number[-4:]) - rng.randint(200, 420):04d}'
    contract = f'KCS-23-0{digits(4)}'
    order = f'KCS-24-0{digits(4)}'
    po = f'PO-2025-{digits(4)}'
    customer_no = f'C-{digits(5)}'
    tickets = (f'INC-00{digits(5)}', f'CHG-000{digits(4)}')
    users, added, rate_user = 48, 4, Decimal('62.00')
    added_days = (last - joined).days + 1
    hours = (Decimal('3.5'), Decimal('2.0'))
    period = f'{dot(first)}–{dot(last)}'
    lines = [line('Managed Workplace Premium (per user)', users * rate_user, 17, qty=str(users), price=rate_user,
                  period=period),
             line(f'Managed Workplace Premium, additional users pro rata {added_days}/31 days', added * rate_user
                  * added_days / 31, 17, qty=str(added), price=rate_user, period=f'{dot(joined)}–{dot(last)}'),
             line('Microsoft 365 Business Premium (CSP), monthly', 52 * Decimal('20.60'), 17, qty='52',
                  price=Decimal('20.60'), period=period),
             line('Managed server, 3 virtual machines (flat)', Decimal('540.00'), 17, qty='1',
                  price=Decimal('540.00'), period=period),
             line('Backup as a Service (TB stored)', Decimal('2.4') * 85, 17, qty='2.4', price=Decimal('85.00'),
                  period=period),
             line('Managed firewall, FortiGate 100F HA pair', Decimal('150.00'), 17, qty='1', price=Decimal('150.00'),
                  period=period),
             line(f'Out-of-scope work, ticket {tickets[0]} (hours)', hours[0] * 115, 17, qty='3.5',
                  price=Decimal('115.00'), period=dot(datetime.date(2025, 10, 9))),
             line(f'Out-of-scope work, ticket {tickets[1]} (hours)', hours[1] * 115, 17, qty='2.0',
                  price=Decimal('115.00'), period=dot(datetime.date(2025, 10, 23)))]
    per_rate, outside, net, tax, gross = totals(lines)
    boxes = foot('bottom-left', [
        f"{s['name']} · {s['visit']} · RCS Luxembourg {s['rcs']} · VAT {s['vat_printed']}",
        f"Business permit {s['permit']} · a company of the Moselle Digital Group ({s['group']}, RCS Luxembourg "
        f"{group_rcs})",
        f"Services under the Master Services Agreement {contract} and our General Terms."], size='6.2pt')
    colour = '#3a2d6b'
    css = base_css('14mm 14mm 20mm 14mm', boxes, size='8.2pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top {{ width: 100%; }}
.top td {{ vertical-align: top; }}
.tag {{ font-size: 7.6pt; color: #777; letter-spacing: 2px; margin-left: 44px; }}
h1 {{ text-align: right; font-size: 18pt; color: {colour}; letter-spacing: 4px; margin: 0; font-weight: normal; }}
.cols {{ width: 100%; margin-top: 8mm; }}
.cols td {{ vertical-align: top; line-height: 1.45; }}
.meta td {{ padding: 0.4mm 0 0.4mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
.lines {{ margin-top: 6mm; }}
.lines th {{ text-align: left; font-size: 7pt; color: white; background: {colour}; padding: 1.2mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1mm 1.5mm; border-bottom: 0.4px solid #ddd; }}
.tot {{ margin: 3mm 0 0 auto; }}
.tot td {{ padding: 0.7mm 1.5mm 0.7mm 10mm; white-space: nowrap; }}
.tot tr.strong td {{ font-weight: bold; font-size: 10pt; border-top: 1.3px solid {colour}; }}
.pay {{ margin-top: 5mm; line-height: 1.55; }}
"""
    rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=nw>{x['period']}</td><td class=num>{x['qty']}</td>"
                   f"<td class=num>{en(x['price'])}</td><td class=num>{en(x['amount'])}</td></tr>" for x in lines)
    body = f"""
<table class="top"><tr><td>{mark('cloud', colour, 38)} {wordmark(s['brand'], colour, '19pt', '3px')}
<div class="tag">MANAGED IT · CLOUD · SECURITY</div></td><td><h1>INVOICE</h1></td></tr></table>
<table class="cols"><tr><td style="width:50%">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>
VAT {buyer_vat}</td>
<td><table class="meta"><tr><td>Invoice number</td><td><b>{number}</b></td></tr>
<tr><td>Invoice date</td><td>{show(issued)}</td></tr><tr><td>Due date</td><td>{show(due)}</td></tr>
<tr><td>Customer no.</td><td>{customer_no}</td></tr><tr><td>Contract (MSA)</td><td>{contract}</td></tr>
<tr><td>Service order</td><td>{order}</td></tr><tr><td>Your PO</td><td>{po}</td></tr>
<tr><td>Billing period</td><td>October 2025</td></tr></table></td></tr></table>
<table class="lines"><thead><tr><th>Service</th><th>Period</th><th class=num>Qty</th><th class=num>Unit (EUR)</th>
<th class=num>Amount (EUR)</th></tr></thead><tbody>{rows}</tbody></table>
<table class="tot"><tr><td>Total excl. VAT</td><td class=num>{money(net)}</td></tr>
{vat_rows(per_rate, money, 'VAT {rate}%', False)}
<tr class=strong><td>Total incl. VAT</td><td class=num>{money(gross)}</td></tr></table>
<div class="pay">Please pay {money(gross)} by {show(due)} to {s['name']}, Spuerkeess, IBAN {ib(iban)}, BIC
BCEELULL, with the reference {number}. Our previous invoice {previous} (September 2025) is settled – thank you.
Questions: billing@moselle-digital.lu.</div>"""
    doc['html'] = document('en', css, body)
    doc['truth'] = truth(doc, number=number, issued=issued, due_day=due, currency='EUR', net=net, tax=tax,
                         gross=gross, iban=iban, name=s['name'], vat=vat, order=po,
                         buyer={'Name': c['name'], 'VatNumber': buyer_vat})
    doc['values'] = [number, show(issued), show(due), money(net), money(tax), money(gross), s['name'], c['name'], po,
                     s['vat_printed'], buyer_vat]
    doc['decoys'] = [contract, order, previous, customer_no, *tickets, s['group'], group_rcs, s['rcs'],
                     'MOSELLE DIGITAL', 'Microsoft 365', 'FortiGate']
    doc['shape'] = (r'KCS-2\d-\d{5}', [contract, order, previous])
    doc['checks'] = lambda flat: [lu_tva.is_valid(vat), lu_tva.is_valid(buyer_vat), flat.count(s['name']) == 2]
    return doc


def schedule_rows(entries, money):
    """The rows of a standing invoice's schedule: (label, month, due day text) with the month's net, VAT and gross."""
    return ''.join(f"<tr><td>{label}</td><td>{month}</td><td>{due}</td><td class=num>{money(net)}</td>"
                   f"<td class=num>{money(tax)}</td><td class=num>{money(gross)}</td></tr>"
                   for label, month, due, net, tax, gross in entries)


# --- 07 Germany: a rent Dauerrechnung for 2026 written by the Hausverwaltung in the owner's name -------------------

def doc07():
    doc = dict(language='de', country='DE', layout='de_miete_dauerrechnung', pages=1, number_count=2,
               not_on_top=160,
               description="German rent \"Dauerrechnung\" for the year 2026 as a DIN 5008 letter of a Cologne "
               "Hausverwaltung (\"KESSLER Immobilienverwaltung\" and its GmbH in the sender's line, its own "
               "USt-IdNr. and HRB in the foot) \"im Namen und für Rechnung\" of the owner GmbH & Co. KG (the "
               "issuer, with its general partner GmbH, HRA, Steuernummer and USt-IdNr. in a box); information "
               "block with Mieter-Nr., Mietvertrag (same shape as the number), Objekt, Rechnungs-Nr., Datum; the "
               "number also in the Betreff; the replaced Dauerrechnung of 2025 (same shape); the monthly amounts "
               "(office and warehouse rent indexed by the VPI, parking, operating and heating cost advances, all "
               "at 19% by option under § 9 UStG) as \"Monatlicher Rechnungsbetrag\"; a schedule of twelve months "
               "with their due dates (third bank day) and the year's sum; SEPA direct debit from the tenant's IBAN "
               "printed in full with Gläubiger-ID and Mandatsreferenz, no account of the owner")
    m = dict(name='Kessler Immobilienverwaltung GmbH', visit='Hohenzollernring 58, 50672 Köln',
             phone='0221 277 43-0', hrb=f'HRB {rng.randint(60000, 99999)}')
    m['vat_printed'] = vat_printed(made.vat_number('DE'), 'de')
    o = dict(name='Rheinauhafen Grundbesitz GmbH & Co. KG', gp='Rheinauhafen Verwaltungs GmbH',
             hra=f'HRA {rng.randint(20000, 34999)}', gp_hrb=f'HRB {rng.randint(60000, 99999)}',
             steuernummer=f'215/5{digits(3)}/{digits(4)}')
    vat = made.vat_number('DE')
    o['vat_printed'] = vat_printed(vat, 'de')
    glaeubiger = creditor_id('DE', '0' + digits(10))
    c = dict(name='Lindner Medizintechnik GmbH', attention='z. Hd. Frau Petra Lindner, Buchhaltung',
             address=['Alfred-Schütte-Allee 10', '50679 Köln'])
    buyer_iban = made.german_iban('37050198')
    issued = datetime.date(2025, 12, 10)
    show = lambda day: date_text(day, 'dot')  # noqa: E731
    money = MONEY['eur_after']
    number = f'2026-1{digits(4)}'
    replaced = f'2025-1{digits(4)}'
    contract = f'2019-0{digits(4)}'
    tenant_no = digits(5)
    mandate = f"MV{contract.replace('-', '')}-01"
    index_old, index_new = Decimal('120.2'), Decimal('123.4')
    office, store = (380, Decimal('14.20')), (920, Decimal('6.40'))
    base_rent = office[0] * office[1] + store[0] * store[1]
    rent = r2(base_rent * index_new / index_old)
    area = office[0] + store[0]
    lines = [line(f'Grundmiete Büro {office[0]} m² und Lager {store[0]} m², indexiert', rent, 19),
             line('Miete Stellplätze Tiefgarage, 8 × 65,00 €', 8 * Decimal('65.00'), 19),
             line(f'Betriebskostenvorauszahlung ({thousands(area)} m² × 2,85 €)', area * Decimal('2.85'), 19),
             line(f'Heizkostenvorauszahlung ({thousands(area)} m² × 0,95 €)', area * Decimal('0.95'), 19)]
    per_rate, outside, net, tax, gross = totals(lines)
    (rate, _), = per_rate.items()
    schedule = [(f'{k + 1:02d}/2026', f"{MONTHS_DE[k]} 2026", show(nth_bank_day(2026, k + 1, 3)), net, tax, gross)
                for k in range(12)]
    boxes = foot('bottom-left', [
        f"{m['name']} · {m['visit']} · Tel. {m['phone']}",
        f"Amtsgericht Köln {m['hrb']} · USt-IdNr. {m['vat_printed']} · Geschäftsführer: Thomas Kessler, Birgit Ahrens",
        "Verwalterin nach § 34c GewO, Erlaubnis der IHK Köln"],
        size='6.3pt')
    colour = '#23395d'
    css = base_css('10mm 18mm 18mm 22mm', boxes, size='8.4pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top {{ width: 100%; height: 22mm; }}
.top td {{ vertical-align: top; }}
.logo {{ text-align: right; }}
.logo .t {{ font-size: 7.6pt; letter-spacing: 3px; color: #777; }}
.letter {{ width: 100%; }}
.letter td {{ vertical-align: top; }}
.sender {{ font-size: 6.4pt; color: #555; text-decoration: underline; margin-top: 5mm; }}
.window {{ margin-top: 2mm; line-height: 1.45; font-size: 9pt; height: 24mm; }}
.info td {{ padding: 0.3mm 0 0.3mm 4mm; font-size: 7.8pt; white-space: nowrap; }}
.info td:first-child {{ color: #666; }}
.betreff {{ font-weight: bold; margin-top: 5mm; font-size: 9pt; }}
p {{ line-height: 1.42; margin: 1.6mm 0; }}
.owner {{ border-left: 3px solid {colour}; padding: 1mm 3mm; line-height: 1.45; margin: 2mm 0; }}
.lines {{ margin-top: 2mm; }}
.lines th {{ text-align: left; font-size: 7.2pt; color: #444; border-bottom: 1px solid {colour};
  padding: 0.8mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.7mm 1.5mm; border-bottom: 0.4px solid #ddd; }}
.lines tr.sum td {{ font-weight: bold; border-top: 1px solid {colour}; border-bottom: none; }}
.lines tr.sub td {{ border-top: 0.6px solid #888; }}
.sched td {{ padding: 0.4mm 1.5mm; font-size: 7.8pt; }}
"""
    rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{money(x['amount'])}</td></tr>" for x in lines)
    body = f"""
<table class="top"><tr><td></td><td class="logo">{mark('key', colour, 30)}
{wordmark('KESSLER', colour, '19pt', '4px')}<div class="t">IMMOBILIENVERWALTUNG</div></td></tr></table>
<table class="letter"><tr><td style="width:60%"><div class="sender">{m['name']} · Hohenzollernring 58 · 50672 Köln
</div><div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div></td>
<td><table class="info"><tr><td>Ihre Ansprechpartnerin</td><td>Julia Brenner</td></tr>
<tr><td>Telefon</td><td>0221 277 43-18</td></tr><tr><td>Mieter-Nr.</td><td>{tenant_no}</td></tr>
<tr><td>Mietvertrag</td><td>{contract}</td></tr><tr><td>Objekt</td><td>Rheinauhafen, Bau 4</td></tr>
<tr><td>Rechnungs-Nr.</td><td>{number}</td></tr><tr><td>Datum</td><td>{show(issued)}</td></tr></table></td>
</tr></table>
<div class="betreff">Dauerrechnung Nr. {number} für das Kalenderjahr 2026 – Mietflächen Agrippinawerft 24, Bau 4,
50678 Köln</div>
<p>Sehr geehrte Frau Lindner,</p>
<p>im Namen und für Rechnung unserer Auftraggeberin, der Vermieterin und Rechnungsausstellerin</p>
<div class="owner"><b>{e(o['name'])}</b>, Agrippinawerft 30, 50678 Köln · Amtsgericht Köln {nw(o['hra'])}<br>
persönlich haftende Gesellschafterin: {o['gp']}, Amtsgericht Köln {o['gp_hrb']}<br>
Steuernummer {o['steuernummer']} · USt-IdNr. {o['vat_printed']}</div>
<p>stellen wir Ihnen die Miete für 2026 in Rechnung. Zum 01.01.2026 ändert sich die Grundmiete nach § 5 des
Mietvertrags (Indexmiete, § 557b BGB): Verbraucherpreisindex (2020 = 100) September 2024 {de(index_old)[:-1]},
September 2025 {de(index_new)[:-1]}; bisher {money(base_rent)}, ab Januar 2026 {money(rent)} netto im Monat. Die
Vermieterin hat nach § 9 UStG auf die Steuerbefreiung der Vermietung verzichtet.</p>
<table class="lines" style="width:72%"><thead><tr><th>Monatliche Leistung ab 01.01.2026</th><th class=num>Netto</th>
</tr></thead><tbody>{rows}
<tr class=sub><td>Summe netto</td><td class=num>{money(net)}</td></tr>
<tr><td>zzgl. {rate_text(rate)} % USt</td><td class=num>{money(tax)}</td></tr>
<tr class=sum><td>Monatlicher Rechnungsbetrag</td><td class=num>{money(gross)}</td></tr></tbody></table>
<p>Diese Dauerrechnung gilt mit dem folgenden Zahlungsplan für alle Monate des Jahres 2026 und ersetzt die
Dauerrechnung Nr. {replaced} vom 11.12.2024. Leistungszeitraum ist jeweils der Kalendermonat.</p>
<table class="lines sched" style="width:100%"><thead><tr><th>Rate</th><th>Monat</th><th>Fälligkeit</th>
<th class=num>Netto</th><th class=num>USt</th><th class=num>Brutto</th></tr></thead>
<tbody>{schedule_rows(schedule, money)}
<tr class=sum><td colspan=3>Summe 2026</td><td class=num>{money(12 * net)}</td><td class=num>{money(12 * tax)}</td>
<td class=num>{money(12 * gross)}</td></tr></tbody></table>
<p>Die Beträge ziehen wir zum jeweiligen Fälligkeitstag per SEPA-Lastschrift von Ihrem Konto IBAN
{ib(buyer_iban)} (Sparkasse KölnBonn) ein. Gläubiger-Identifikationsnummer der Vermieterin: {glaeubiger},
Mandatsreferenz: {mandate}.</p>
<p>Mit freundlichen Grüßen<br>{m['name']}<br>i. A. Julia Brenner</p>"""
    doc['html'] = document('de', css, body)
    doc['truth'] = truth(doc, number=number, issued=issued, due_day=None, currency='EUR', net=net, tax=tax,
                         gross=gross, iban=None, name=o['name'], vat=vat,
                         buyer={'Name': c['name'], 'IbanNumber': buyer_iban})
    doc['values'] = [number, show(issued), money(net), money(tax), money(gross), o['name'], c['name'],
                     o['vat_printed'], spaced(buyer_iban)]
    doc['decoys'] = [replaced, contract, tenant_no, mandate, glaeubiger, m['name'], 'KESSLER', o['gp'],
                     m['vat_printed'], o['steuernummer'], money(12 * gross), 'Sparkasse KölnBonn']
    doc['shape'] = (r'20\d\d-\d{5}', [replaced, contract])
    doc['other_ibans'] = [buyer_iban]
    doc['checks'] = lambda flat: [de_vat.is_valid(vat), stdnum_iban.is_valid(buyer_iban), flat.count(o['name']) == 1,
                                  all(money(gross) in flat for _ in schedule), flat.count(money(gross)) == 13,
                                  not re.search(r'zahlbar bis|Zahlungsziel', flat)]
    return doc


MONTHS_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober',
             'November', 'Dezember']
MONTHS_AT = ['Jänner'] + MONTHS_DE[1:]


# --- 08 Austria: a bank group's car lessor's Dauerrechnung for 2026, rates 13 to 24 of 48 --------------------------

def doc08():
    doc = dict(language='de', country='AT', layout='at_kfz_dauerrechnung', pages=1, number_count=1, not_on_top=120,
               description="Austrian car lessor's \"Dauerrechnung\" for 2026 under its brand \"Wachau Leasing\" "
               "with \"Ein Unternehmen der Donautal Bankengruppe\" and the group's mark (the GmbH in the direct "
               "debit sentence and the foot with FN, UID and its account at Donautal Bank AG); a framed data block "
               "with Rechnungs-Nr., Datum, Kunden-Nr., Vertrags-Nr. (ten digits like the number), Kennzeichen, "
               "Fahrgestellnummer, Vertragsbeginn, Laufzeit; the lessee with its UID and the driver, the delivering "
               "dealer; the monthly composition (Leasingentgelt and Servicepaket at 20 %, the Kasko insurance "
               "exempt under § 6 Abs. 1 Z 9 lit. c UStG) as \"Monatliche Vorschreibung\"; a schedule \"Rate 13 "
               "von 48\" to \"Rate 24 von 48\" from Jänner to Dezember 2026 with due dates and the year's sum; the "
               "previous Dauerrechnung; SEPA direct debit from the lessee's masked account with Creditor-ID and "
               "Mandatsreferenz; fuel card settled separately")
    s = dict(name='Wachau Leasing GmbH', group='Donautal Bankengruppe', bank='Donautal Bank AG',
             visit='Rennbahnstraße 29, 3100 St. Pölten', phone='+43 2742 34 180')
    uid, iban = made.austrian_seller(s, '19870')
    creditor = creditor_id('AT', digits(11))
    c = dict(name='Gruber & Lechner Elektrotechnik GmbH', attention='z. H. Buchhaltung',
             address=['Neunkirchner Straße 88', '2700 Wiener Neustadt'])
    buyer_vat = made.austrian_uid()
    buyer_iban = made.austrian_iban('20267')
    issued = datetime.date(2025, 12, 12)
    show = lambda day: date_text(day, 'dot')  # noqa: E731
    money = MONEY['eur_before']
    number = '26' + digits(8)
    contract = '24' + digits(8)
    previous = '25' + digits(8)
    customer_no = digits(7)
    mandate = f'WL{contract}M01'
    vin = 'TMBLJ9NP' + digits(1) + 'R' + digits(7)
    fuel_card = f'7004 {digits(4)} {digits(4)} {digits(4)}'
    start = datetime.date(2025, 1, 1)
    lines = [line('Leasingentgelt (Kapital und Zinsen)', cents(540, 720), 20),
             line('Servicepaket (Wartung, Verschleiß, Reifen, §57a-Begutachtung)', Decimal('68.00'), 20),
             line('Kaskoversicherung inkl. motorbezogener Versicherungssteuer, umsatzsteuerfrei gem. § 6 Abs. 1 Z 9 '
                  'lit. c UStG', cents(85, 120), None)]
    per_rate, outside, net, tax, gross = totals(lines)
    (rate, (base, _)), = per_rate.items()
    schedule = [(f'Rate {13 + k} von 48', f'{MONTHS_AT[k]} 2026', show(datetime.date(2026, k + 1, 5)), net, tax,
                 gross) for k in range(12)]
    boxes = foot('bottom-left', [
        f"{s['name']} · {s['visit']} · Firmenbuch {s['fn']}, Landesgericht St. Pölten · UID {uid}",
        f"Bankverbindung: {s['bank']} · IBAN {spaced(iban)} · BIC DNTBAT21",
        f"{s['name']} ist ein Unternehmen der {s['group']}."], size='6.2pt')
    colour = '#8c1c13'
    css = base_css('12mm 16mm 18mm 18mm', boxes, size='8.3pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top {{ width: 100%; }}
.top td {{ vertical-align: top; }}
.grp {{ font-size: 7.4pt; color: #666; margin-top: 1mm; }}
.gmark {{ text-align: right; font-size: 7.2pt; color: #1d3c6e; letter-spacing: 2px; }}
.cols {{ width: 100%; margin-top: 6mm; }}
.cols td {{ vertical-align: top; }}
.window {{ line-height: 1.45; font-size: 9pt; }}
.data {{ border: 0.8px solid {colour}; }}
.data td {{ padding: 0.5mm 2mm; white-space: nowrap; font-size: 7.8pt; }}
.data td:first-child {{ color: #666; }}
h1 {{ font-size: 13pt; color: {colour}; font-weight: normal; margin: 5mm 0 1mm; }}
p {{ line-height: 1.42; margin: 1.6mm 0; }}
.lines th {{ text-align: left; font-size: 7.2pt; color: #444; border-bottom: 1px solid {colour};
  padding: 0.8mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.7mm 1.5mm; border-bottom: 0.4px solid #ddd; }}
.lines tr.sum td {{ font-weight: bold; border-top: 1px solid {colour}; border-bottom: none; }}
.sched td {{ padding: 0.4mm 1.5mm; font-size: 7.8pt; }}
"""
    rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{'20 %' if x['rate'] else 'frei'}</td>"
                   f"<td class=num>{money(x['amount'])}</td></tr>" for x in lines)
    data = [('Rechnungs-Nr.', f'<b>{number}</b>'), ('Datum', show(issued)), ('Kunden-Nr.', customer_no),
            ('Vertrags-Nr.', contract), ('Kennzeichen', 'WN-718 FK'), ('Fahrgestellnummer', vin),
            ('Vertragsbeginn', show(start)), ('Laufzeit', '48 Monate / 25.000 km p. a.')]
    body = f"""
<table class="top"><tr><td>{mark('car', colour, 38)} {wordmark('Wachau Leasing', colour, '19pt', '0.5px')}
<div class="grp">Ein Unternehmen der {s['group']}</div></td>
<td class="gmark">{mark('bank', '#1d3c6e', 28)}<br>DONAUTAL BANKENGRUPPE</td></tr></table>
<table class="cols"><tr><td class="window" style="width:52%">{e(c['name'])}<br>{e(c['attention'])}<br>
{address(c['address'])}<br>UID {buyer_vat}</td>
<td><table class="data">{''.join(f'<tr><td>{a}</td><td>{b}</td></tr>' for a, b in data)}</table></td></tr></table>
<h1>Dauerrechnung 2026 – Kfz-Leasing</h1>
<p>Fahrzeug: Škoda Superb Combi L&amp;K 2,0 TDI 4x4 DSG, Kennzeichen WN-718 FK, Fahrer Ing. Markus Lechner,
ausgeliefert von Autohaus Steindl GmbH, Wiener Neustadt. Diese Rechnung gilt als Dauerrechnung für die Raten des
Jahres 2026 und ersetzt die Dauerrechnung Nr. {previous}.</p>
<table class="lines" style="width:80%"><thead><tr><th>Monatliche Vorschreibung</th><th class=num>USt</th>
<th class=num>Betrag</th></tr></thead><tbody>{rows}
<tr><td>Summe netto</td><td></td><td class=num>{money(net)}</td></tr>
<tr><td>Umsatzsteuer {rate_text(rate)} % von {money(base)}</td><td></td><td class=num>{money(tax)}</td></tr>
<tr class=sum><td>Monatliche Rate inkl. USt</td><td></td><td class=num>{money(gross)}</td></tr></tbody></table>
<table class="lines sched" style="width:100%; margin-top:3mm"><thead><tr><th>Rate</th><th>Monat</th>
<th>Fälligkeit</th><th class=num>Netto</th><th class=num>USt</th><th class=num>Brutto</th></tr></thead>
<tbody>{schedule_rows(schedule, money)}
<tr class=sum><td colspan=3>Summe 2026</td><td class=num>{money(12 * net)}</td><td class=num>{money(12 * tax)}</td>
<td class=num>{money(12 * gross)}</td></tr></tbody></table>
<p>{s['name']} zieht die Raten zum Fälligkeitstag per SEPA-Lastschrift von Ihrem Konto {nw(masked(buyer_iban))} ein
(Creditor-ID {creditor}, Mandatsreferenz {mandate}). Treibstoffkarte {fuel_card}: Abrechnung monatlich gesondert.
Mehr- und Minderkilometer (0,09 € je km) werden bei Vertragsende abgerechnet.</p>
<p>St. Pölten, {date_text(issued, 'at')}</p>"""
    doc['html'] = document('de', css, body)
    doc['truth'] = truth(doc, number=number, issued=issued, due_day=None, currency='EUR', net=net, tax=tax,
                         gross=gross, iban=iban, name=s['name'], vat=uid,
                         buyer={'Name': c['name'], 'VatNumber': buyer_vat})
    doc['values'] = [number, show(issued), money(net), money(tax), money(gross), s['name'], c['name'], uid, buyer_vat,
                     spaced(iban)]
    doc['decoys'] = [contract, previous, customer_no, mandate, creditor, vin, fuel_card, 'WN-718 FK', 'Škoda',
                     s['bank'], 'DONAUTAL BANKENGRUPPE', 'Autohaus Steindl GmbH', 'Rate 14 von 48', 'Jänner 2026',
                     money(12 * gross), masked(buyer_iban)]
    doc['shape'] = (r'2\d{9}', [contract, previous])
    doc['checks'] = lambda flat: [at_uid.is_valid(uid), at_uid.is_valid(buyer_vat), at_businessid.is_valid(s['fn']),
                                  s['fn'] in flat, flat.count(money(gross)) == 13, flat.count(s['name']) == 3]
    return doc


# --- 09 Germany: a payroll software's monthly licence invoice by its reseller, per employee -----------------------

def doc09():
    doc = dict(language='de', country='DE', layout='de_lohn_lizenz', pages=1, number_count=2, not_on_top=71,
               description="German payroll software licence invoice for a month under the product's logo "
               "\"LohnPilot\" and \"ein Produkt der Brenner Software AG\" (the maker), issued by its reseller "
               "GmbH (the sender's line, the SEPA sentence and the foot: \"zertifizierter Vertriebs- und "
               "Servicepartner\"); information block with Kunden-Nr., Vertrags-Nr. and the previous invoice (same "
               "shape as the number), Lizenz-Nr., Ihre Bestellnummer, Leistungszeitraum, Rechnungs-Nr., Datum; "
               "employees counted by band (1–100, 101–250), leavers, modules per user and per employee, report "
               "service, a support ticket; 19% USt; SEPA direct debit on a date with Gläubiger-ID, Mandatsreferenz "
               "and the invoice number as Verwendungszweck from the customer's masked account; the reseller's "
               "Sparkasse IBAN in the foot")
    s = dict(name='Datenhaus Süd GmbH', visit='Im Gewerbepark D 75, 93059 Regensburg', phone='0941 46 39 20',
             hrb=f'HRB {rng.randint(10000, 19999)}')
    vat = made.vat_number('DE')
    s['vat_printed'] = vat_printed(vat, 'de')
    iban = made.german_iban('75050000')
    glaeubiger = creditor_id('DE', '0' + digits(10))
    c = dict(name='Weidinger Backwaren GmbH & Co. KG', attention='Personalabteilung / Buchhaltung',
             address=['Straubinger Straße 41', '93055 Regensburg'])
    buyer_iban = made.german_iban('75090000')
    issued, debit = datetime.date(2025, 11, 5), datetime.date(2025, 11, 17)
    show = lambda day: date_text(day, 'dot')  # noqa: E731
    money = MONEY['eur_after']
    number = f'R2511-0{digits(4)}'
    previous = f'R2510-0{digits(4)}'
    contract = f'V2301-0{digits(4)}'
    licence = f'LP7-{digits(4)}-{digits(4)}'
    customer_no = f'K{digits(5)}'
    po = f'4500{digits(6)}'
    mandate = f'DHS-{customer_no}-001'
    ticket = f'#{rng.randint(180000, 249999)}'
    staff, mini, trainees, leavers, time_users = 142, 18, 7, 3, 96
    lines = [line('LohnPilot Professional, Grundgebühr (1 Mandant)', Decimal('49.00'), 19, qty='1',
                  price=Decimal('49.00')),
             line('Lohnabrechnungen Staffel 1–100 Mitarbeiter', 100 * Decimal('5.20'), 19, qty='100',
                  price=Decimal('5.20')),
             line('Lohnabrechnungen Staffel 101–250 Mitarbeiter', (staff - 100) * Decimal('4.60'), 19,
                  qty=str(staff - 100), price=Decimal('4.60')),
             line('Austritte und Nachberechnungen im Abrechnungsmonat', leavers * Decimal('2.50'), 19,
                  qty=str(leavers), price=Decimal('2.50')),
             line('Modul Zeiterfassung (aktive Nutzer)', time_users * Decimal('1.80'), 19, qty=str(time_users),
                  price=Decimal('1.80')),
             line('Modul digitale Personalakte (je Mitarbeiter)', staff * Decimal('0.90'), 19, qty=str(staff),
                  price=Decimal('0.90')),
             line('Meldeservice DEÜV, ELStAM, eAU (pauschal)', Decimal('29.00'), 19, qty='1', price=Decimal('29.00')),
             line(f'Support Ticket {ticket}, Jahresabschluss Lohnkonten (Std.)', Decimal('1.5') * 98, 19, qty='1,5',
                  price=Decimal('98.00'))]
    per_rate, outside, net, tax, gross = totals(lines)
    (rate, _), = per_rate.items()
    boxes = foot('bottom-left', [
        f"{s['name']} · {s['visit']} · Tel. {s['phone']} · Geschäftsführer: Andreas Wimmer",
        f"Amtsgericht Regensburg {s['hrb']} · USt-IdNr. {s['vat_printed']} · Sparkasse Regensburg · IBAN "
        f"{spaced(iban)} · BIC BYLADEM1RBG",
        f"LohnPilot ist eine Marke der Brenner Software AG, Karlsruhe; {s['name']} ist zertifizierter Vertriebs- "
        "und Servicepartner."], size='6.1pt')
    colour = '#0a6e6e'
    css = base_css('12mm 18mm 19mm 22mm', boxes, size='8.4pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.prod {{ font-size: 7.6pt; color: #666; margin-left: 42px; }}
.letter {{ width: 100%; margin-top: 6mm; }}
.letter td {{ vertical-align: top; }}
.sender {{ font-size: 6.4pt; color: #555; text-decoration: underline; }}
.window {{ margin-top: 2mm; line-height: 1.45; font-size: 9pt; }}
.info td {{ padding: 0.3mm 0 0.3mm 4mm; font-size: 7.8pt; white-space: nowrap; }}
.info td:first-child {{ color: #666; }}
h1 {{ font-size: 12pt; font-weight: normal; color: {colour}; margin: 6mm 0 1mm; }}
p {{ line-height: 1.45; margin: 1.6mm 0; }}
.lines {{ margin-top: 2mm; }}
.lines th {{ text-align: left; font-size: 7.2pt; color: #444; border-bottom: 1px solid {colour}; padding: 1mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.9mm 1.5mm; border-bottom: 0.4px solid #ddd; }}
.tot {{ margin: 3mm 0 0 auto; }}
.tot td {{ padding: 0.6mm 1.5mm 0.6mm 10mm; white-space: nowrap; }}
.tot tr.strong td {{ font-weight: bold; font-size: 10pt; border-top: 1.3px solid {colour}; }}
"""
    rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{x['qty']}</td><td class=num>{money(x['price'])}</td>"
                   f"<td class=num>{money(x['amount'])}</td></tr>" for x in lines)
    info = [('Kunden-Nr.', customer_no), ('Vertrags-Nr.', contract), ('Lizenz-Nr.', licence),
            ('Ihre Bestellnummer', po), ('Leistungszeitraum', '01.10.2025 – 31.10.2025'),
            ('Rechnungs-Nr.', f'<b>{number}</b>'), ('Datum', show(issued))]
    body = f"""
<table class="top"><tr><td>{mark('cloud', colour, 36)}
{wordmark('LohnPilot', colour, '22pt', '0px')}<div class="prod">Lohn &amp; HR aus der Cloud – ein Produkt der Brenner
Software AG</div></td></tr></table>
<table class="letter"><tr><td style="width:58%"><div class="sender">{s['name']} · Im Gewerbepark D 75 · 93059
Regensburg</div><div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div></td>
<td><table class="info">{''.join(f'<tr><td>{a}</td><td>{b}</td></tr>' for a, b in info)}</table></td></tr></table>
<h1>Rechnung – LohnPilot Lizenz und Services Oktober 2025</h1>
<p>Abgerechnete Mitarbeiter im Oktober 2025: {staff} (davon {mini} Minijobber und {trainees} Auszubildende),
{leavers} Austritte; aktive Nutzer der Zeiterfassung: {time_users}. Vorherige Rechnung: {previous}.</p>
<table class="lines"><thead><tr><th>Leistung</th><th class=num>Menge</th><th class=num>Einzelpreis</th>
<th class=num>Gesamt</th></tr></thead><tbody>{rows}</tbody></table>
<table class="tot"><tr><td>Summe netto</td><td class=num>{money(net)}</td></tr>
<tr><td>zzgl. {rate_text(rate)} % USt</td><td class=num>{money(tax)}</td></tr>
<tr class=strong><td>Rechnungsbetrag</td><td class=num>{money(gross)}</td></tr></table>
<p>Den Rechnungsbetrag ziehen wir am {show(debit)} per SEPA-Lastschrift von Ihrem Konto {nw(masked(buyer_iban))} ein
(Gläubiger-ID {glaeubiger}, Mandatsreferenz {mandate}, Verwendungszweck {number}). {s['name']} ist Ihr
zertifizierter LohnPilot-Partner für Einrichtung, Schulung und Support.</p>"""
    doc['html'] = document('de', css, body)
    doc['truth'] = truth(doc, number=number, issued=issued, due_day=debit, currency='EUR', net=net, tax=tax,
                         gross=gross, iban=iban, name=s['name'], vat=vat, order=po, buyer={'Name': c['name']})
    doc['values'] = [number, show(issued), show(debit), money(net), money(tax), money(gross), s['name'], c['name'],
                     po, s['vat_printed']]
    doc['decoys'] = [previous, contract, licence, customer_no, mandate, glaeubiger, ticket, 'LohnPilot',
                     'Brenner Software AG', masked(buyer_iban), f'{staff} (davon {mini} Minijobber']
    doc['shape'] = (r'[RV]2\d{3}-\d{5}', [previous, contract])
    doc['checks'] = lambda flat: [de_vat.is_valid(vat), flat.count(s['name']) == 4, s['hrb'] in flat]
    return doc


# --- 10 France: a rent notice of payment due "valant facture" by the administrateur de biens for the owner SCI ------

def doc10():
    doc = dict(language='fr', country='FR', layout='fr_loyer_avis', pages=1, number_count=1, not_on_top=110,
               description="Lyon property manager's \"AVIS D'ÉCHÉANCE VALANT FACTURE\" under its brand \"CABINET "
               "LEMAIRE\" (its SAS, SIREN, TVA and carte professionnelle in the foot) \"au nom et pour le compte "
               "du bailleur\": the owner SCI (the issuer) in a box with its RCS, SIRET and TVA; the tenant SARL "
               "with its TVA; Facture n°, Date, Échéance, Période, Bail n° and Mandat de gestion n° (same shape as "
               "the number), Compte locataire; quarterly rent opted for VAT (art. 260 2° du CGI) indexed by the "
               "ILAT, charges and taxe foncière provisions at 20%, a deposit top-up not subject to VAT; totals "
               "soumis, non soumis, hors TVA, TVA, TTC; SEPA direct debit on the due date (ICS, RUM, the tenant's "
               "masked account), no account of the SCI; the previous notice; late-payment penalties")
    m = dict(name='Lemaire Gestion SAS', visit='27, quai Saint-Antoine, 69002 Lyon', phone='04 78 42 61 30')
    made.french_seller(m, '30004')
    m['carte'] = f'CPI 6901 2016 000 0{digits(2)} {digits(3)}'
    o = dict(name='SCI Les Terrasses du Rhône', visit='8, place Bellecour, 69002 Lyon')
    vat, _ = made.french_seller(o, '30004')
    ics = creditor_id('FR', digits(6))
    c = dict(name='Atelier Perrin Conseil SARL', attention="à l'attention de M. Julien Perrin",
             address=['14, rue Servient – bureaux 3e étage', '69003 Lyon'])
    buyer_vat = made.siren_vat()
    c['vat_printed'] = vat_printed(buyer_vat, 'fr')
    buyer_iban = made.french_iban('10278')
    issued, due = datetime.date(2025, 9, 15), datetime.date(2025, 10, 1)
    first, last = datetime.date(2025, 10, 1), datetime.date(2025, 12, 31)
    show = lambda day: date_text(day, 'slash')  # noqa: E731
    money = MONEY['eur_fr']
    serial = rng.randint(1300, 1699)
    number = f'2025-0{serial}'
    previous = f'2025-0{serial - rng.randint(280, 340)}'
    bail = f'2018-00{digits(3)}'
    mandat = f'2016-00{digits(3)}'
    compte = f'LOC-{digits(5)}'
    rum = f'TRH-{bail}-01'
    annual, ilat_old, ilat_new = Decimal('46800.00'), Decimal('134.58'), Decimal('136.04')
    indexed = r2(annual * ilat_new / ilat_old)
    lines = [line('Loyer bureaux 3e étage, lots 12 et 13 (loyer annuel indexé / 4)', indexed / 4, 20),
             line('Provision sur charges locatives', cents(1900, 2300), 20),
             line('Provision taxe foncière 2025 (quote-part des lots 12 et 13)', cents(800, 1100), 20),
             line('Complément de dépôt de garantie (3 mois de loyer) suite à l’indexation', (indexed - annual) / 4,
                  None)]
    per_rate, outside, net, tax, gross = totals(lines)
    (rate, (base, _)), = per_rate.items()
    boxes = foot('bottom-center', [
        f"{m['name']}, administrateur de biens · {m['visit']} · SIREN {m['siren_printed']} · RCS Lyon · TVA "
        f"{m['vat_printed']}",
        f"Carte professionnelle gestion immobilière n° {m['carte']} délivrée par la CCI Lyon Métropole",
        "Garantie financière : Garantie Immobilière Rhône-Alpes, 120 000 €"], size='6.1pt', align='center')
    colour = '#2e4a62'
    css = base_css('12mm 16mm 19mm 16mm', boxes, size='8.4pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top {{ width: 100%; }}
.top td {{ vertical-align: top; }}
.tag {{ font-size: 7.4pt; color: #777; letter-spacing: 1.5px; margin-left: 42px; }}
.doc {{ text-align: right; font-size: 12.5pt; color: {colour}; letter-spacing: 1.5px; line-height: 1.3; }}
.cols {{ width: 100%; margin-top: 6mm; }}
.cols td {{ vertical-align: top; width: 50%; line-height: 1.45; }}
.bailleur {{ border: 0.8px solid {colour}; padding: 2mm 3mm; margin-right: 8mm; }}
.l {{ font-size: 7pt; color: #666; }}
.grid {{ width: 100%; margin-top: 5mm; background: #eef2f6; }}
.grid td {{ padding: 1mm 2mm; white-space: nowrap; }}
.grid td.l {{ font-size: 7pt; }}
.lines {{ margin-top: 4mm; }}
.lines th {{ text-align: left; font-size: 7.2pt; color: #444; border-bottom: 1px solid {colour}; padding: 1mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.1mm 1.5mm; border-bottom: 0.4px solid #ddd; }}
.idx {{ font-size: 7.4pt; color: #555; margin-top: 1.5mm; }}
.tot {{ margin: 3mm 0 0 auto; }}
.tot td {{ padding: 0.6mm 1.5mm 0.6mm 10mm; white-space: nowrap; }}
.tot tr.strong td {{ font-weight: bold; font-size: 10pt; border-top: 1.3px solid {colour}; }}
.pay {{ margin-top: 4mm; border-left: 3px solid {colour}; padding: 1mm 3mm; line-height: 1.55; }}
.legal {{ margin-top: 3mm; font-size: 7pt; color: #555; line-height: 1.4; }}
"""
    rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=nw>{show(first)} – {show(last)}</td>"
                   f"<td class=num>{'non soumis' if x['rate'] is None else rate_text(x['rate']) + ' %'}</td>"
                   f"<td class=num>{money(x['amount'])}</td></tr>" for x in lines)
    grid = [('Facture n°', f'<b>{number}</b>', 'Bail n°', f'{bail} du 02/05/2018'),
            ('Date', show(issued), 'Mandat de gestion n°', mandat),
            ('Échéance', show(due), 'Compte locataire', compte),
            ('Période', f'{show(first)} – {show(last)}', 'Gestionnaire', 'Mme Claire Besson')]
    body = f"""
<table class="top"><tr><td>{mark('building', colour, 36)} {wordmark('CABINET LEMAIRE', colour, '18pt', '2px')}
<div class="tag">ADMINISTRATION DE BIENS · GESTION LOCATIVE · SYNDIC</div></td>
<td class="doc">AVIS D'ÉCHÉANCE<br>VALANT FACTURE</td></tr></table>
<table class="cols"><tr><td><div class="bailleur"><div class="l">Facture émise au nom et pour le compte du bailleur
par son mandataire {m['name']} :</div><b>{e(o['name'])}</b><br>{e(o['visit'])}<br>société civile immobilière · RCS
Lyon · SIRET {nw(o['siret_printed'])}<br>TVA {o['vat_printed']}</div></td>
<td>{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>TVA {c['vat_printed']}</td></tr></table>
<table class="grid">{''.join(f'<tr><td class=l>{a}</td><td>{b}</td><td class=l>{x}</td><td>{y}</td></tr>'
                             for a, b, x, y in grid)}</table>
<table class="lines"><thead><tr><th>Désignation – 4e trimestre 2025, terme à échoir</th><th>Période</th>
<th class=num>TVA</th><th class=num>Montant</th></tr></thead><tbody>{rows}</tbody></table>
<div class="idx">Révision annuelle au 01/10/2025 : loyer annuel {money(annual)} × ILAT du 2e trimestre 2025
({de(ilat_new)}) / ILAT du 2e trimestre 2024 ({de(ilat_old)}) = {money(indexed)} HT.</div>
<table class="tot"><tr><td>Total HT soumis à TVA</td><td class=num>{money(base)}</td></tr>
<tr><td>Opérations non soumises à TVA</td><td class=num>{money(outside)}</td></tr>
<tr><td>Total hors TVA</td><td class=num>{money(net)}</td></tr>
<tr><td>TVA {rate_text(rate)} %</td><td class=num>{money(tax)}</td></tr>
<tr class=strong><td>Total TTC à payer</td><td class=num>{money(gross)}</td></tr></table>
<div class="pay">Ce montant sera prélevé le {date_text(due, 'fr')} sur votre compte {nw(masked(buyer_iban))} –
prélèvement SEPA, ICS du bailleur {ics}, RUM {rum}. Solde antérieur (avis n° {previous} du 16/06/2025) : 0,00 €.
</div>
<div class="legal">TVA sur option (art. 260 2° du CGI). En cas de retard de paiement, pénalités au taux d'intérêt
légal majoré de dix points et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L. 441-10 du Code de
commerce). Pas d'escompte pour paiement anticipé. Le présent avis ne vaut pas quittance.</div>"""
    doc['html'] = document('fr', css, body)
    doc['truth'] = truth(doc, number=number, issued=issued, due_day=due, currency='EUR', net=net, tax=tax,
                         gross=gross, iban=None, name=o['name'], vat=vat,
                         buyer={'Name': c['name'], 'VatNumber': buyer_vat})
    doc['values'] = [number, show(issued), show(due), money(net), money(tax), money(gross), o['name'], c['name'],
                     o['vat_printed'], c['vat_printed']]
    doc['decoys'] = [previous, bail, mandat, compte, rum, ics, m['name'], 'CABINET LEMAIRE', m['vat_printed'],
                     m['carte'], masked(buyer_iban), o['siret_printed'], 'Garantie Immobilière Rhône-Alpes']
    doc['shape'] = (r'20\d\d-\d{5}', [previous, bail, mandat])
    doc['checks'] = lambda flat: [fr_tva.is_valid(vat), fr_tva.is_valid(buyer_vat), fr_siret.is_valid(o['siret']),
                                  fr_siren.is_valid(vat[4:]), flat.count(o['name']) == 1, 'IBAN' not in flat]
    return doc


# --- 11 Wallonia: a forklift lease under the lessor's bank group's name, with hour meters -------------------------

def doc11():
    doc = dict(language='fr', country='BE', layout='be_chariot_location', pages=1, number_count=1, not_on_top=150,
               description="Walloon forklift lease invoice under the lessor's bank group's name \"BANQUE HESBAYE / "
               "Equipment Finance\" (the SA in the payment sentence and the foot, \"une société du groupe Banque "
               "Hesbaye\"); \"FACTURE\" with N° de facture (ten digits), Date, Échéance, N° client; three trucks "
               "(Linde, Toyota, Still) each with its contract number (ten digits like the number), serial number, "
               "\"échéance 47/60\", hour meter; monthly rent and full service at 21%, insurance exempt (art. 44, "
               "§ 3, 4°, C.TVA); an annual excess-hours reconciliation from two meter readings; the dealer "
               "\"Hainaut Manutention SRL\" with its own TVA servicing the trucks; a structured communication and "
               "the lessor's ING account")
    s = dict(name='Hesbaye Lease SA', group='Banque Hesbaye', visit='Rue des Guillemins 26, 4000 Liège',
             phone='04 220 71 00')
    vat, iban = made.belgian_seller(s, '363')
    dealer = dict(name='Hainaut Manutention SRL', visit='Rue de la Station 14, 7100 La Louvière')
    dealer['vat_printed'] = vat_printed(made.belgian_vat(), 'be')
    c = dict(name='Distribution Sambre-Meuse SA', attention='Service comptabilité fournisseurs',
             address=['Rue de la Bruyère 155', '6001 Marcinelle'])
    buyer_vat = made.belgian_vat()
    c['vat_printed'] = vat_printed(buyer_vat, 'be')
    issued, due = datetime.date(2025, 9, 24), datetime.date(2025, 10, 6)
    first, last = datetime.date(2025, 10, 1), datetime.date(2025, 10, 31)
    read_old, read_new = datetime.date(2024, 9, 30), datetime.date(2025, 9, 30)
    show = lambda day: date_text(day, 'slash')  # noqa: E731
    money = MONEY['eur_after']
    number = '5025' + digits(6)
    client = '100' + digits(5)
    reference, reference_printed = made.structured_communication()
    start = add_months(first, -46)
    trucks = []
    for model, serial in (('Linde E20 PH, chariot électrique 2 t', 'G1X386S' + digits(5)),
                          ('Toyota Traigo 48 8FBE16T', '8FBE16-' + digits(5)),
                          ('Still RX20-16, chariot électrique 1,6 t', '516' + digits(7))):
        hours_old = rng.randint(2800, 4200)
        trucks.append(dict(model=model, serial=serial, contract='5021' + digits(6),
                           meter=(hours_old, hours_old + rng.randint(900, 1180))))
    trucks[0]['meter'] = (trucks[0]['meter'][0], trucks[0]['meter'][0] + rng.randint(1320, 1480))
    allowance, hour_price = 1200, Decimal('3.40')
    used = trucks[0]['meter'][1] - trucks[0]['meter'][0]
    excess = used - allowance
    assert excess > 0 and all(t['meter'][1] - t['meter'][0] < allowance for t in trucks[1:])
    lines = []
    for t in trucks:
        t['lines'] = [line(f"Loyer mensuel, échéance 47/60 – contrat {t['contract']}", cents(420, 690), 21),
                      line('Entretien full service (Hainaut Manutention SRL)', cents(95, 160), 21),
                      line('Assurance bris de machine et vol, exonérée (art. 44, § 3, 4°, C.TVA)', cents(18, 32),
                           None)]
    trucks[0]['lines'].append(line(f'Heures excédentaires {show(read_old)} – {show(read_new)} : {excess} h × '
                                   f'{de(hour_price)} €', excess * hour_price, 21))
    for t in trucks:
        lines += t['lines']
    per_rate, outside, net, tax, gross = totals(lines)
    (rate, (base, _)), = per_rate.items()
    boxes = foot('bottom-left', [
        f"{s['name']} · {s['visit']} · TVA {s['vat_printed']} · RPM Liège · IBAN {spaced(iban)} · BIC BBRUBEBB",
        f"{s['name']} est une société du groupe Banque Hesbaye.",
        f"Entretien et dépannage : {dealer['name']}, {dealer['visit']}, TVA {dealer['vat_printed']}, tél. "
        "064 23 18 70."], size='6.2pt')
    colour = '#6b2c4a'
    css = base_css('13mm 15mm 19mm 15mm', boxes, size='8.3pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top {{ width: 100%; }}
.top td {{ vertical-align: top; }}
.tag {{ font-size: 8pt; color: #777; letter-spacing: 3px; margin-left: 44px; }}
h1 {{ text-align: right; font-size: 17pt; color: {colour}; letter-spacing: 3px; margin: 0; font-weight: normal; }}
.cols {{ width: 100%; margin-top: 7mm; }}
.cols td {{ vertical-align: top; line-height: 1.45; }}
.meta td {{ padding: 0.4mm 0 0.4mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
p {{ line-height: 1.45; margin: 2mm 0; }}
.truck {{ margin-top: 3mm; }}
.truck .th {{ background: #f3ecef; padding: 1mm 1.5mm; line-height: 1.4; }}
.truck table {{ width: 100%; }}
.truck td {{ padding: 0.6mm 1.5mm; border-bottom: 0.3px solid #ddd; }}
.tot {{ margin: 3mm 0 0 auto; }}
.tot td {{ padding: 0.6mm 1.5mm 0.6mm 10mm; white-space: nowrap; }}
.tot tr.strong td {{ font-weight: bold; font-size: 10pt; border-top: 1.3px solid {colour}; }}
.pay {{ border: 1.2px solid {colour}; padding: 2mm 4mm; margin-top: 4mm; line-height: 1.55; }}
.pay b.sc {{ font-family: 'DejaVu Sans Mono', monospace; font-size: 10.5pt; }}
"""
    blocks = ''
    for t in trucks:
        rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{'exonéré' if x['rate'] is None else '21 %'}</td>"
                       f"<td class=num>{money(x['amount'])}</td></tr>" for x in t['lines'])
        blocks += (f"<div class=truck><div class=th><b>{e(t['model'])}</b> · n° de série {t['serial']} · contrat "
                   f"{t['contract']} du {show(start)} · compteur horaire au {show(read_new)} : "
                   f"{thousands(t['meter'][1])} h</div><table>{rows}</table></div>")
    body = f"""
<table class="top"><tr><td>{mark('bank', colour, 36)} {wordmark('BANQUE HESBAYE', colour, '19pt', '2px')}
<div class="tag">EQUIPMENT FINANCE</div></td><td><h1>FACTURE</h1></td></tr></table>
<table class="cols"><tr><td style="width:52%">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>
TVA {c['vat_printed']}</td>
<td><table class="meta"><tr><td>N° de facture</td><td><b>{number}</b></td></tr>
<tr><td>Date</td><td>{show(issued)}</td></tr><tr><td>Échéance</td><td>{show(due)}</td></tr>
<tr><td>N° client</td><td>{client}</td></tr><tr><td>Période</td><td>{show(first)} – {show(last)}</td></tr>
</table></td></tr></table>
<p>Location de chariots élévateurs – loyers d'octobre 2025 (60 mensualités, {thousands(allowance)} heures par an
comprises). Relevé annuel du chariot {trucks[0]['serial']} : {thousands(trucks[0]['meter'][0])} h au
{show(read_old)}, {thousands(trucks[0]['meter'][1])} h au {show(read_new)}, soit {thousands(used)} h.</p>
{blocks}
<table class="tot"><tr><td>Total hors TVA</td><td class=num>{money(net)}</td></tr>
<tr><td>TVA {rate_text(rate)} % sur {money(base)}</td><td class=num>{money(tax)}</td></tr>
<tr class=strong><td>Total TVAC</td><td class=num>{money(gross)}</td></tr></table>
<div class="pay">Merci de verser {money(gross)} au plus tard le {show(due)} sur le compte {ib(iban)} (ING Belgique,
BIC BBRUBEBB) de {s['name']}, avec la communication structurée <b class="sc">{reference_printed}</b>.</div>"""
    doc['html'] = document('fr', css, body)
    doc['truth'] = truth(doc, number=number, issued=issued, due_day=due, currency='EUR', net=net, tax=tax,
                         gross=gross, iban=iban, name=s['name'], vat=vat, reference=reference,
                         buyer={'Name': c['name'], 'VatNumber': buyer_vat})
    doc['values'] = [number, show(issued), show(due), money(net), money(tax), money(gross), s['name'], c['name'],
                     reference_printed, s['vat_printed'], c['vat_printed']]
    doc['decoys'] = ([t['contract'] for t in trucks] + [t['serial'] for t in trucks]
                     + [client, 'BANQUE HESBAYE', dealer['name'], dealer['vat_printed'], 'Linde', 'Toyota', 'Still',
                        'échéance 47/60', thousands(trucks[0]['meter'][1])])
    doc['shape'] = (r'50\d{8}', [t['contract'] for t in trucks])
    doc['checks'] = lambda flat: [be_vat.is_valid(vat), be_vat.is_valid(buyer_vat), be_iban.is_valid(iban),
                                  int(reference[:10]) % 97 == int(reference[10:]) % 97, flat.count(s['name']) == 3,
                                  money(r2(excess * hour_price)) in flat]
    return doc


# --- 12 Luxembourg: a parking operator's quarterly invoice that replaces an earlier one -----------------------------

def doc12():
    doc = dict(language='fr', country='LU', layout='lu_parking_location', pages=1, number_count=2, not_on_top=120,
               description="Luxembourg car park operator's quarterly invoice under the car park's brand "
               "\"KIEMPARK\" (the S.à r.l. in the payment sentence and the foot, which also names the building's "
               "owner S.A. and the group); \"FACTURE\" with Facture n°, Date, Échéance, Contrat d'abonnement n° "
               "(same shape as the number), N° client; a framed \"annule et remplace la facture n° …\" (same shape, "
               "wrong number of spaces); eight spaces for three months, charging-point supplement and badges at "
               "17%, the previous quarter's charging electricity at 8%; totals per rate; BIL account and the "
               "invoice number as reference")
    s = dict(name='Luxparc Exploitation S.à r.l.', brand='KIEMPARK', group='Alzette Immobilier',
             owner='Kiem Office Towers S.A.', visit='2, rue Alphonse Weicker, L-2721 Luxembourg',
             phone='+352 27 44 58 1')
    vat, iban = made.luxembourg_seller(s, '002', ('B{}', 200000, 289999))
    c = dict(name='Fiduciaire Weiler & Associés S.A.', attention="à l'attention du service comptabilité",
             address=['24, avenue J.F. Kennedy', 'L-1855 Luxembourg'])
    buyer_vat = made.lu_vat()
    issued, due = datetime.date(2025, 10, 8), datetime.date(2025, 10, 31)
    first, last = datetime.date(2025, 10, 1), datetime.date(2025, 12, 31)
    replaced_day = datetime.date(2025, 10, 1)
    show = lambda day: date_text(day, 'slash')  # noqa: E731
    money = MONEY['eur_code_after']
    serial = rng.randint(920, 989)
    number = f'2025-0{serial}'
    replaced = f'2025-0{serial - rng.randint(30, 60)}'
    contract = f'2023-0{digits(3)}'
    client = f'CL-{digits(4)}'
    badge = rng.randint(448000, 448900)
    kwh, kwh_price = rng.randint(1100, 1500), Decimal('0.2950')
    lines = [line('Emplacements niveau -2, places 101 à 108 : 8 × 165,00 EUR × 3 mois', 8 * 3 * Decimal('165.00'), 17),
             line('Supplément borne de recharge, places 107 et 108 : 2 × 25,00 EUR × 3 mois', 2 * 3 * Decimal('25.00'),
                  17),
             line(f'Électricité de recharge 3e trimestre 2025 : {thousands(kwh)} kWh × {price4(kwh_price)} EUR',
                  kwh * kwh_price, 8),
             line(f'Badges d\'accès supplémentaires n° {badge + 8} à {badge + 10} : 3 × 15,00 EUR',
                  3 * Decimal('15.00'), 17)]
    per_rate, outside, net, tax, gross = totals(lines)
    assert list(per_rate) == [17, 8]
    boxes = foot('bottom-left', [
        f"{s['name']} · {s['visit']} · RCS Luxembourg {s['rcs']} · TVA {s['vat_printed']} · tél. {s['phone']}",
        f"Parking Kiem exploité pour le compte de {s['owner']}, propriétaire de l'immeuble · une société du groupe "
        f"{s['group']}"], size='6.2pt')
    colour = '#1c5d99'
    css = base_css('14mm 16mm 19mm 16mm', boxes, size='8.5pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top {{ width: 100%; }}
.top td {{ vertical-align: top; }}
.tag {{ font-size: 7.6pt; color: #777; letter-spacing: 2px; margin-left: 44px; }}
h1 {{ text-align: right; font-size: 17pt; color: {colour}; letter-spacing: 3px; margin: 0; font-weight: normal; }}
.cols {{ width: 100%; margin-top: 8mm; }}
.cols td {{ vertical-align: top; line-height: 1.45; }}
.meta td {{ padding: 0.4mm 0 0.4mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
.repl {{ margin-top: 6mm; border: 1.2px dashed #b03a2e; padding: 2mm 3mm; line-height: 1.5; }}
.lines {{ margin-top: 4mm; }}
.lines th {{ text-align: left; font-size: 7.2pt; color: #444; border-bottom: 1px solid {colour}; padding: 1mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.1mm 1.5mm; border-bottom: 0.4px solid #ddd; }}
.tot {{ margin: 3mm 0 0 auto; }}
.tot td {{ padding: 0.6mm 1.5mm 0.6mm 10mm; white-space: nowrap; }}
.tot tr.strong td {{ font-weight: bold; font-size: 10pt; border-top: 1.3px solid {colour}; }}
p {{ line-height: 1.5; }}
"""
    rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{rate_text(x['rate'])} %</td>"
                   f"<td class=num>{money(x['amount'])}</td></tr>" for x in lines)
    body = f"""
<table class="top"><tr><td>{mark('parking', colour, 36)} {wordmark(s['brand'], colour, '20pt', '3px')}
<div class="tag">PARKING KIRCHBERG · ABONNEMENTS ENTREPRISES</div></td><td><h1>FACTURE</h1></td></tr></table>
<table class="cols"><tr><td style="width:52%">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>
TVA {buyer_vat}</td>
<td><table class="meta"><tr><td>Facture n°</td><td><b>{number}</b></td></tr>
<tr><td>Date</td><td>{show(issued)}</td></tr><tr><td>Échéance</td><td>{show(due)}</td></tr>
<tr><td>Contrat d'abonnement n°</td><td>{contract}</td></tr><tr><td>N° client</td><td>{client}</td></tr>
<tr><td>Période</td><td>{show(first)} – {show(last)}</td></tr></table></td></tr></table>
<div class="repl">La présente facture <b>annule et remplace la facture n° {replaced} du {show(replaced_day)}</b>,
établie pour 10 emplacements au lieu de 8. Si vous avez déjà réglé la facture {replaced}, la différence sera
déduite de la prochaine facture.</div>
<table class="lines"><thead><tr><th>Désignation – 4e trimestre 2025</th><th class=num>TVA</th>
<th class=num>Montant HTVA</th></tr></thead><tbody>{rows}</tbody></table>
<table class="tot"><tr><td>Total HTVA</td><td class=num>{money(net)}</td></tr>
{vat_rows(per_rate, money, 'TVA {rate} % sur {base}')}
<tr><td>Total TVA</td><td class=num>{money(tax)}</td></tr>
<tr class=strong><td>Total TTC</td><td class=num>{money(gross)}</td></tr></table>
<p>Merci de virer {money(gross)} au plus tard le {show(due)} sur le compte {ib(iban)} (BIL, BIC BILLLULL) de
{s['name']}, en indiquant la facture n° {number}. Badges en service : n° {badge} à {badge + 10}.</p>"""
    doc['html'] = document('fr', css, body)
    doc['truth'] = truth(doc, number=number, issued=issued, due_day=due, currency='EUR', net=net, tax=tax,
                         gross=gross, iban=iban, name=s['name'], vat=vat,
                         buyer={'Name': c['name'], 'VatNumber': buyer_vat})
    doc['values'] = [number, show(issued), show(due), money(net), money(tax), money(gross), s['name'], c['name'],
                     s['vat_printed'], buyer_vat]
    doc['decoys'] = [replaced, contract, client, str(badge), 'KIEMPARK', s['owner'], s['group'], s['rcs'],
                     show(replaced_day)]
    doc['shape'] = (r'20\d\d-\d{4}', [replaced, contract])
    doc['checks'] = lambda flat: [lu_tva.is_valid(vat), lu_tva.is_valid(buyer_vat), flat.count(s['name']) == 2,
                                  flat.count(replaced) == 2]
    return doc


# --- The set ---------------------------------------------------------------------------------------------------------

def ibans_in(text):
    """Every valid IBAN that stands on the page, its spaces taken out."""
    compact = text.replace(' ', '').replace('\u00a0', '')
    found = set()
    for match in re.finditer(r'(?=([A-Z]{2}\d{2}[A-Z0-9]{11,30}))', compact):
        run = match.group(1)
        found.update(run[:length] for length in range(15, len(run) + 1) if stdnum_iban.is_valid(run[:length]))
    return found


os.makedirs(out_dir, exist_ok=True)
Documents = [doc01, doc02, doc03, doc04, doc05, doc06, doc07, doc08, doc09, doc10, doc11, doc12]
Languages = ['nl'] * 3 + ['en'] * 3 + ['de'] * 3 + ['fr'] * 3
for index, make in enumerate(Documents, 1):
    doc = make()
    assert doc['language'] == Languages[index - 1]
    base_name = f'{SET}-{index:02d}-{doc["language"]}'
    if only and index not in only:
        continue
    t = doc['truth']
    assert round(t['NetAmount'] + t['VatAmount'], 2) == t['GrossAmount'], base_name
    assert (t['GrossAmount'] < 0) == (index == 3), base_name
    printed = print_html(doc['html'], base_name, work, out_dir)
    flat = flat_of(printed)
    pages = printed.count('\f')
    assert pages == doc['pages'], (base_name, pages)
    check_values(flat, doc['values'], base_name)
    number = t['Number']
    count = occurrences(flat, number, joiners='/-')
    assert count == doc['number_count'], (base_name, number, count)
    pattern, alike = doc['shape']
    assert re.fullmatch(pattern, number) and alike, base_name
    for value in alike:
        assert re.fullmatch(pattern, value) and value != number, (base_name, value)
    squeezed = flat.replace(' ', '')
    for value in doc['decoys'] + alike:
        assert flat_of(str(value)).replace(' ', '') in squeezed and str(value) != number, (base_name, value)
    if doc['not_on_top']:
        assert t['RelationName'] not in flat[:doc['not_on_top']], (base_name, flat[:doc['not_on_top']])
    compact = flat.replace(' ', '').replace('.', '').replace('-', '')
    for key in (t.get('RelationVatNumber'), t['Buyer'].get('VatNumber')):
        assert not key or key.replace('-', '') in compact, (base_name, key)
    allowed = {t.get('IbanNumber'), t['Buyer'].get('IbanNumber')} - {None}
    found = ibans_in(printed)
    assert found == allowed, (base_name, found, allowed)
    if not t.get('IbanNumber'):
        assert 'BIC' not in flat, base_name
    assert all(doc['checks'](flat)), base_name
    write_truth(out_dir, base_name, t)
    print(base_name, doc['layout'], number, t['Date'], t['GrossAmount'], f'{pages} page(s)', f'number ×{count}')
