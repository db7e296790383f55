"""Prints made-up invoices of builders, installers and subcontractors on construction projects of the Netherlands,
Flanders, the United Kingdom, Ireland, Germany, Switzerland, France and Luxembourg as HTML pages through Debian's
Chromium, as PDFs with their truth beside them: an accuracy set for finding the invoice's own number, seller, dates and
amounts on instalment and progress invoices ("Termijnfactuur", "Vorderingsstaat", "Application for payment",
"Abschlagsrechnung", "Schlussrechnung", "Akontorechnung", "Situation de travaux", "Facture d'acompte"), whose pages
print the project, its principal, the main contractor, the architect and the site manager larger than the firm that
issues them, brands, installer networks and makers' badges over the legal name, many numbers of the invoice number's
shape (the earlier instalments' invoices of the same series, project, contract, order, job, valuation, certificate and
plot numbers), the contract sum, the cumulated value, retentions, earlier instalments deducted and VAT reverse-charged
at 0 with the rate it would be named beside it.

The situations, one per invoice as its main theme:
- `nl_installer_termijn`: a Dutch electrical subcontractor's "Termijnfactuur — termijn 3 van 6" to the main contractor
  of a care home: the project's name in a dark band above everything, the schedule of six instalments with the two
  earlier invoices (same series) and their payment, an extra work; "btw verlegd" (21 % named, € 0,00); the Wet
  ketenaansprakelijkheid: the labour share and a quarter of the amount to a G-rekening with its own IBAN.
- `nl_bouw_termijnstaat`: a Dutch main contractor (a B.V. of a "bouwgroep" whose name is the letterhead) invoicing
  instalment k of 12 to a school foundation: the number only in the title "Termijnfactuur …", the full schedule with
  the numbers and dates of the invoices already sent, an extra and an omitted work, 21 %, the client's supervisor's
  approval as a stamp, a betalingskenmerk.
- `be_dak_vorderingsstaat`: a Flemish roofing subcontractor's invoice for "Vorderingsstaat nr. …": the firm small in a
  coloured column, the site and its bouwheer in bold, measured quantities per post, a price revision formula, the two
  previous statements' invoices; "medecontractant" (art. 20 KB nr. 1) at 0 €; the main contractor's approval; a
  structured communication.
- `gb_me_valuation`: an English M&E subcontractor's VAT invoice for interim valuation No. 7 (JCT): the employer, main
  contractor, architect and quantity surveyor with their legal forms, the valuation with retention 3 % and the
  previously certified amount, six earlier applications' invoices; domestic reverse charge with the VAT the customer
  accounts for printed; CIS gross payment status with a UTR; sort code and account, no IBAN.
- `gb_plant_hire`: an English plant hire firm's four-weekly hire invoice over two pages under its trading name: asset
  numbers, on-hire and off-hire dates, chargeable days and weeks, deliveries and collections with seven-digit notes
  like the seven-digit invoice number, damage waiver, fuel; 20 %; the previous invoice on the contract.
- `ie_kitchen_stage`: an Irish commercial kitchen fitter's "Stage Payment Invoice" to a hotel company, under a
  kitchen maker's "Authorised Installation Partner" badge: the deposit invoice (same series) paid, this stage, the
  final stage; equipment at 23 %, works and a variation at 13.5 %.
- `de_shk_abschlag`: a German heating, ventilation and plumbing subcontractor's "4. Abschlagsrechnung" over two pages
  (DIN 5008): the bill of quantities to date, 5 % Sicherheitseinbehalt, three earlier Abschlagsrechnungen deducted by
  number; § 13b UStG (19 % named, 0,00 €); the Freistellungsbescheinigung (§ 48b EStG) with its numbers.
- `de_pv_schluss`: a German solar installer's "Schlussrechnung" for a roof-top plant on a warehouse: the whole work's
  net, VAT and gross, the two Abschlagsrechnungen deducted with their net, VAT and gross, the rest claimed; Skonto;
  the KG and its general partner GmbH in the foot.
- `ch_rueckbau_akonto`: a Swiss demolition firm's "Akontorechnung Nr. 3" in francs: the owner (a pension foundation)
  and the site management (architects) in bold, BKP positions at their percentage, daywork, 10 % Rückbehalt, two
  earlier Akontorechnungen by number; MWST 8.1 %.
- `fr_plomberie_situation`: a French plumbing subcontractor's "Situation de travaux n° 5" to the general contractor,
  whose name is the largest on the page: the number only in the band "FACTURE N° …", items at their percentage, 5 %
  retenue de garantie, four earlier situations' invoices; "autoliquidation" (art. 283-2 nonies du CGI, 20 % named,
  0,00 €); "45 jours fin de mois, soit le …".
- `fr_pac_acompte`: a French heat pump installer's second "Facture d'acompte" (40 % at delivery of the equipment) to a
  hotel company, under a maker's "Installateur agréé" badge and its trade name: the quotation, the first down payment's
  invoice (same series) paid, the balance to come; 20 %; RGE certificate and ten-year insurer.
- `lu_echafaudage`: a Luxembourg scaffolder's monthly invoice to a builder: the residence and its developer in a
  block, the month's rental of one block and the erection of another, sheeting, a stair tower, transport and daywork;
  17 %; an RF creditor reference.

What they carry. The Netherlands: "Factuurnummer", "Factuurdatum", "Vervaldatum", "Uw inkoopordernummer"; KvK (eight
digits), a B.V.'s "NL…B01" (its RSIN valid by the eleven-test), the customer's; "btw verlegd" (art. 24ba
Uitvoeringsbesluit OB 1968), 21 %; the Wet ketenaansprakelijkheid (art. 35 Invorderingswet 1990) with a G-rekening at
ING; the betalingskenmerk (its check digit); Rabobank and ABN AMRO; amounts as "€ 1.234,56"; dates as "06-07-2026" and
"24 december 2025". Flanders: "Factuurnr.", "Vervaldag", "Uw bestelbon", "BTW BE 0…" (97 less the first eight digits'
remainder by 97), "RPR Gent"; "medecontractant"; the structured communication; KBC; amounts as "1.234,56 €"; dates as
"02/01/2026". The United Kingdom: "Invoice no.", "Invoice date / tax point", "Final date for payment", "VAT Reg. No. GB
123 4567 89" (mod 97), the company number; the domestic reverse charge (VAT Act 1994 s. 55A), 20 %; sort code and
account, an IBAN at NatWest; amounts as "£1,234.56"; dates as "03/11/2025". Ireland: "Invoice No.", "Your PO", "VAT No.
IE…" (its check letter), the CRO number; VAT at 23 % and 13.5 %; AIB; amounts as "€1,234.56"; dates as "8 Dec 2025".
Germany: "Rechnungs-Nr.", "Rechnungsnummer", "Ihre Bestellnummer", "USt-IdNr. DE …" (ISO 7064 mod 11, 10), HRB and
HRA; § 13b UStG, 19 %; Sparkasse Bielefeld and OLB; amounts as "1.234,56 €" and "1.234,56 EUR"; dates as
"03.09.2025". Switzerland: "Rechnungs-Nr.", "UID CHE-….… MWST" (its check digit); MWST 8.1 %; ZKB; amounts as
"CHF 1'234.56"; dates as "02.09.2025". France: "FACTURE N°", "Facture n°", "Votre commande", SIREN and SIRET (Luhn),
"TVA FR.." (its key from the SIREN), RCS; autoliquidation, TVA 20 %; the penalties and the 40 € fee; CIC and BNP
Paribas; amounts as "1 234,56 €"; dates as "01/04/2026" and "16 octobre 2025". Luxembourg: "FACTURE N°", "TVA LU…"
(the remainder by 89), "RCS Luxembourg B…", the business permit; 17 %; the RF creditor reference (ISO 11649); BIL;
amounts as "EUR 1.234,56".

The truth is what the invoice itself says: its number (not the project, contract, order, job, valuation, application,
statement, certificate, delivery-note or plot number, nor an earlier instalment's invoice of the same series), its
date of issue (not the period's, the valuation's, the approval's, the delivery's, the earlier invoices' or their
payment's), its seller (RelationName: the firm that issues it, with its legal form as printed, not the brand, the
installer network, the maker, the group, the general partner, the project's principal, architect, supervisor or main
contractor, nor the customer). NetAmount is what this invoice claims before VAT (this instalment, after retention and
the earlier instalments deducted; on the Schlussrechnung the rest after the Abschlagsrechnungen), VatAmount the VAT it
charges (0 where reverse-charged, even where the rate or the customer's VAT is printed), GrossAmount the total to be
paid. IbanNumber the account printed for payment (on `01` the ordinary account, not the G-rekening; none on `04`,
which prints a sort code and account only).

Needs chromium, fonts-dejavu-core, poppler-utils and python3-stdnum. Run with:

    /usr/bin/python3 scripts/corpus/construction_progress_invoices.py OUT_DIR [NUMBER …]

(with the documents' numbers, 1 to 12, after OUT_DIR to print only those; the others are still drawn, so that each
prints the same whether alone or with all).
"""
import datetime
import os
import re
import shutil
import subprocess
import tempfile
from decimal import ROUND_HALF_UP, Decimal

from corpus_output import (
    MONEY, address, arguments, base_css, check_numbers, check_values, date_text, document, e, flat_of,
    invoice_truth, multi_box, occurrences, page_box, pairs, print_html, qty, rate_text, spaced,
    vat_totals, write_truth, amount_ch as ch, amount_de as de, amount_en as en, amount_fr as fr,
)
from made_up import MadeUp, check_seller, creditor_reference, iban_of, kenmerk_check, vat_printed
from stdnum import iso11649
from stdnum import iban as stdnum_iban
from stdnum.be import iban as be_iban
from stdnum.be import vat as be_vat
from stdnum.ch import uid as ch_uid
from stdnum.de import vat as de_vat
from stdnum.gb import vat as gb_vat
from stdnum.ie import vat as ie_vat
from stdnum.nl import btw as nl_btw

out_dir, only = arguments()
work = tempfile.mkdtemp(prefix='construction-progress-')
made = MadeUp(20261223, dutch_banks=['RABO', 'INGB'])
rng, digits, price_in = made.rng, made.digits, made.price_in
CENT = Decimal('0.01')


# --- How the pages write amounts, and small helpers -----------------------------------------------------------------

MONEY = dict(MONEY, eur_code_after=lambda value: f'{de(value)} EUR', chf=lambda value: f'CHF {ch(value)}')


def days(count):
    return datetime.timedelta(days=count)


def pct(value, percent):
    """`percent` % of `value`, rounded half up to the cent."""
    return (value * Decimal(str(percent)) / 100).quantize(CENT, ROUND_HALF_UP)


def working_day(day):
    """The day, or the Monday after it when it falls in a weekend."""
    while day.weekday() > 4:
        day += days(1)
    return day


def working_day_before(day):
    """The day, or the Friday before it when it falls in a weekend."""
    while day.weekday() > 4:
        day -= days(1)
    return day


def month_start(day):
    return day.replace(day=1)


def month_end(day):
    return (day.replace(day=28) + days(4)).replace(day=1) - days(1)


def numbered(pattern, day, start, rate):
    """An invoice number of the `pattern` for an invoice of the `day`: the firm's series counts from `start` at `rate`
    invoices a day, from the first of January when the pattern holds the year, else from 2024, so that an earlier
    invoice of the series has a smaller number."""
    count = day.timetuple().tm_yday if '{y' in pattern else (day - datetime.date(2024, 1, 1)).days
    n = start + int(count * rate)
    return pattern.format(y=day.year, yy=f'{day:%y}', n3=f'{n % 1000:03d}', n4=f'{n:04d}', n5=f'{n:05d}',
                          n6=f'{n:06d}')


def nw(text):
    return f'<span class=nw>{text}</span>'


def grid_row(items, cls='grid'):
    """A ruled row of labels over their values."""
    return (f"<table class='{cls}'><tr>" + ''.join(f"<td><div class=l>{label}</div>{value}</td>"
                                                  for label, value in items) + '</tr></table>')


# --- The marks (drawn, without words) -------------------------------------------------------------------------------

def svg(size, body, box=40):
    return (f"<svg width='{size}' height='{size}' viewBox='0 0 {box} {box}' style='vertical-align:middle'>{body}"
            "</svg>")


def spark(colour, size=34):
    """An electrician's mark: a bolt in a circle."""
    return svg(size, f"<circle cx='20' cy='20' r='19' fill='{colour}'/>"
                     "<polygon points='23,5 11,22 19,22 16,35 30,17 22,17' fill='#ffd400'/>")


def crane_mark(colour, size=44):
    """A builder's mark: a tower crane over a block."""
    return svg(size, f"<rect x='4' y='26' width='32' height='12' fill='{colour}'/>"
                     f"<path d='M12 26 V4 M6 6 H36 M12 4 L20 6 M12 4 L6 6 M32 6 V15' stroke='{colour}' "
                     "stroke-width='2.2' fill='none'/><rect x='29' y='15' width='6' height='4' fill='#f59e0b'/>")


def roof_mark(colour, size=40):
    """A roofer's mark: two roof lines and a chimney."""
    return svg(size, f"<path d='M3 22 L20 7 L37 22' stroke='{colour}' stroke-width='4' fill='none'/>"
                     f"<path d='M9 30 L20 20 L31 30' stroke='{colour}' stroke-width='3' fill='none' opacity='0.6'/>"
                     f"<rect x='27' y='6' width='5' height='9' fill='{colour}'/>")


def wire_mark(colour, size=36):
    """An M&E contractor's mark: a square with a sine and a bolt."""
    return svg(size, f"<rect x='1' y='1' width='38' height='38' rx='3' fill='{colour}'/>"
                     "<path d='M5 26 C11 12 17 12 20 20 C23 28 29 28 35 14' stroke='white' stroke-width='2.6' "
                     "fill='none'/><polygon points='22,4 16,14 21,14 18,22 26,11 21,11' fill='#fde047'/>")


def digger_mark(colour, size=42):
    """A plant hire firm's mark: an excavator's arm and bucket."""
    return svg(size, f"<rect x='4' y='24' width='18' height='9' rx='2' fill='{colour}'/>"
                     "<circle cx='8' cy='35' r='3' fill='#222'/><circle cx='18' cy='35' r='3' fill='#222'/>"
                     f"<path d='M18 24 L26 8 L36 16' stroke='{colour}' stroke-width='3.4' fill='none'/>"
                     "<path d='M33 16 L39 16 L36 24 Z' fill='#222'/>")


def hob_mark(colour, size=46):
    """A kitchen maker's badge: four rings on a square."""
    rings = ''.join(f"<circle cx='{x}' cy='{y}' r='6' fill='none' stroke='white' stroke-width='2'/>"
                    for x, y in ((13, 13), (27, 13), (13, 27), (27, 27)))
    return svg(size, f"<rect x='1' y='1' width='38' height='38' rx='8' fill='{colour}'/>{rings}")


def flame_mark(colour, size=38):
    """A heating firm's mark: a flame over a wave."""
    return svg(size, f"<path d='M20 3 C28 13 31 20 27 28 C25 32 15 32 13 28 C9 20 14 14 17 9 C18 15 22 15 20 3 Z' "
                     f"fill='{colour}'/><path d='M4 35 C10 31 16 39 22 35 C28 31 32 37 37 34' stroke='#0284c7' "
                     "stroke-width='2.5' fill='none'/>")


def sun_mark(colour, size=44):
    """A solar installer's mark: a sun over a tilted panel."""
    rays = ''.join(f"<line x1='20' y1='12' x2='{20 + 11 * dx}' y2='{12 + 11 * dy}' stroke='#f59e0b' "
                   "stroke-width='2'/>" for dx, dy in ((1, 0), (-1, 0), (0, -1), (0.7, -0.7), (-0.7, -0.7)))
    return svg(size, f"{rays}<circle cx='20' cy='12' r='6' fill='#f59e0b'/>"
                     f"<polygon points='6,38 14,22 38,22 32,38' fill='{colour}'/>"
                     "<path d='M12 30 H35 M20 22 L16 38 M28 22 L24 38' stroke='white' stroke-width='1.2'/>")


def ball_mark(colour, size=40):
    """A demolition firm's mark: a wrecking ball on a chain beside a broken wall."""
    return svg(size, f"<path d='M6 4 L22 4 L22 18' stroke='{colour}' stroke-width='2' fill='none'/>"
                     f"<circle cx='22' cy='24' r='7' fill='{colour}'/>"
                     "<path d='M31 38 V20 L35 24 L38 18 V38 Z' fill='#9ca3af'/>")


def drop_mark(colour, size=36):
    """A plumber's mark: a drop in a ring."""
    return svg(size, f"<circle cx='20' cy='20' r='18' fill='none' stroke='{colour}' stroke-width='2.5'/>"
                     f"<path d='M20 7 C26 16 29 21 29 25 C29 30 25 33 20 33 C15 33 11 30 11 25 C11 21 14 16 20 7 Z' "
                     f"fill='{colour}'/>")


def fan_mark(colour, size=44):
    """A heat pump installer's mark: a fan in a box with a leaf."""
    blades = ''.join(f"<ellipse cx='20' cy='13' rx='3.5' ry='7' fill='white' transform='rotate({a} 20 20)'/>"
                     for a in (0, 120, 240))
    return svg(size, f"<rect x='1' y='1' width='38' height='38' rx='4' fill='{colour}'/>"
                     f"<circle cx='20' cy='20' r='14' fill='none' stroke='white' stroke-width='1.5'/>{blades}"
                     "<circle cx='20' cy='20' r='2.5' fill='#a3e635'/>")


def scaffold_mark(colour, size=40):
    """A scaffolder's mark: standards, ledgers and a brace."""
    return svg(size, f"<path d='M6 38 V2 M20 38 V2 M34 38 V2 M2 10 H38 M2 22 H38 M2 34 H38 M6 34 L20 22 L34 10' "
                     f"stroke='{colour}' stroke-width='2.4' fill='none'/>")


def stamp(lines, colour):
    """An approval stamp: a framed block of lines in the stamp's colour."""
    return (f"<div class=stamp style='color:{colour};border-color:{colour}'>"
            + '<br>'.join(lines) + '</div>')


# --- What each invoice charges, and the numbers and dates around it ---------------------------------------------

def earlier(plan, day):
    """The number the firm gave an earlier invoice of the `day`."""
    return numbered(plan['number'], day, plan['start'], plan['rate'])


def schedule(total, percents):
    """The amounts of a schedule of instalments: each percentage of the total rounded to the cent, the last one what
    is left."""
    amounts = [pct(total, p) for p in percents[:-1]]
    return amounts + [total - sum(amounts)]


def split(total, count):
    """`total` split in `count` uneven parts (the cents in the last one)."""
    weights = [rng.randint(70, 130) for _ in range(count)]
    parts = [(total * w / sum(weights)).quantize(CENT, ROUND_HALF_UP) for w in weights[:-1]]
    return parts + [total - sum(parts)]


def backwards(issued, count, low, high):
    """`count` working days before `issued`, each `low` to `high` days before the next, oldest first."""
    day, found = issued, []
    for _ in range(count):
        day = working_day(day - days(rng.randint(low, high)))
        found.append(day)
    return found[::-1]


def weekdays(first, last):
    """The working days (Monday to Friday) from `first` to `last`, both counted."""
    return sum(1 for i in range((last - first).days + 1) if (first + days(i)).weekday() < 5)


def totals_of(lines):
    """The VAT summary of lines with an amount and a rate."""
    per_rate, net, tax, gross = vat_totals([(x['amount'], x['rate']) for x in lines])
    return dict(per_rate=per_rate, net=net, tax=tax, gross=gross)


def build_nl_installer_termijn(plan, issued, number, show):
    contract = Decimal(rng.randint(3600, 5400) * 100)
    steps = [(10, 'Werkvoorbereiding, tekeningen en materiaalbestelling'),
             (15, 'Kabelgoten, leidingen en inbouwdozen ruwbouw'),
             (20, 'Bekabeling en montage onderverdelers'),
             (25, 'Schakelmateriaal, verlichting en zorgoproepsysteem'),
             (20, 'Oplevering, keuring NEN 1010 en inbedrijfstelling'),
             (10, 'Na verhelpen opleverpunten en revisiedossier')]
    amounts = schedule(contract, [p for p, _ in steps])
    before = backwards(issued, 2, 28, 34)
    prev = [dict(no=earlier(plan, day), day=show(day), paid=show(working_day(day + days(rng.randint(18, 24)))))
            for day in before]
    period_end = month_start(issued) - days(1)
    extra = price_in(185000, 420000)
    ordered = working_day(issued - days(rng.randint(36, 50)))
    lines = [dict(text=f'Termijn 3 van 6: {steps[2][1]} ({steps[2][0]}% van de aanneemsom)', amount=amounts[2],
                  rate=Decimal(0)),
             dict(text=f'Meerwerk MW-02: extra wandcontactdozen en data-aansluitingen app. 2.01 t/m 2.12 '
                       f'(opdracht d.d. {show(ordered)})', amount=extra, rate=Decimal(0))]
    d = totals_of(lines)
    g = pct(d['gross'], 25)
    d.update(contract=contract, lines=lines, prev=prev, ordered=show(ordered),
             steps=[dict(no=i + 1, pct=p, text=t, amount=a) for i, ((p, t), a) in enumerate(zip(steps, amounts))],
             project_no=f'P{(issued.year - 1) % 100}-{digits(3)}', works_no=f'W{digits(4)}',
             contract_no=f'OA-{issued.year - 1}-{digits(3)}',
             period=f"{date_text(month_start(period_end), 'nl')} t/m {date_text(period_end, 'nl')}",
             labour=pct(d['net'], 40), g=g, rest=d['gross'] - g, g_iban=made.iban('NL', 'INGB'))
    return d


def build_nl_bouw_termijnstaat(plan, issued, number, show):
    contract = Decimal(rng.randint(280, 420) * 10000 + rng.choice([0, 2500, 5000]))
    steps = [(5, 'Bij opdracht'), (8, 'Gereed fundering en grondwerk'), (10, 'Gereed begane grondvloer'),
             (10, 'Gereed casco 1e verdieping'), (8, 'Gereed casco 2e verdieping'), (9, 'Gereed dakconstructie'),
             (8, 'Wind- en waterdicht'), (10, 'Gereed installaties ruwbouw'), (10, 'Gereed binnenwanden en plafonds'),
             (8, 'Gereed afbouw en vloerafwerking'), (9, 'Bij oplevering'), (5, 'Na verhelpen opleverpunten')]
    amounts = schedule(contract, [p for p, _ in steps])
    k = rng.choice([6, 7, 8])
    before = backwards(issued, k - 1, 26, 40)
    rows = []
    for i, ((p, t), a) in enumerate(zip(steps, amounts)):
        row = dict(no=i + 1, pct=p, text=t, amount=a, invoice='', day='')
        if i < k - 1:
            row.update(invoice=earlier(plan, before[i]), day=date_text(before[i], 'dash'))
        rows.append(row)
    more, less = price_in(800000, 3500000), price_in(300000, 1200000)
    approved = working_day(issued - days(rng.randint(2, 6)))
    mw_more, mw_less = f'MW-{rng.randint(7, 9):02d}', f'MW-{rng.randint(10, 13):02d}'
    lines = [dict(text=f"Termijn {k}: {steps[k - 1][1].lower()} ({steps[k - 1][0]}% van de aanneemsom)",
                  amount=amounts[k - 1], rate=Decimal(21)),
             dict(text=f'Meerwerk {mw_more}: extra brandwerende doorvoeringen installatieschachten', amount=more,
                  rate=Decimal(21)),
             dict(text=f'Minderwerk {mw_less}: vervallen buitenzonwering lokalen 1.04 t/m 1.06', amount=-less,
                  rate=Decimal(21))]
    d = totals_of(lines)
    d.update(contract=contract, rows=rows, k=k, lines=lines, approved=show(approved),
             project_no=f'{(issued.year - 1) % 100}.{digits(3)}', spec=f'B-{issued.year - 1}-{digits(3)}',
             debtor=f'D{digits(5)}', invoiced=sum(amounts[:k - 1]), mw_more=mw_more, mw_less=mw_less)
    return d


def build_be_dak_vorderingsstaat(plan, issued, number, show):
    posts = [('05.11', 'Afbraak bestaande dakbedekking, afvoer en stortkosten', 'm²', (2400, 3100), (850, 1280)),
             ('05.21', 'Dampscherm bitumen, volledig gekleefd', 'm²', (2400, 3100), (900, 1350)),
             ('05.22', 'PIR-isolatie 140 mm, mechanisch bevestigd', 'm²', (2400, 3100), (2400, 3150)),
             ('05.31', 'EPDM-dakbedekking 1,2 mm, volledig gekleefd', 'm²', (2500, 3250), (2700, 3600)),
             ('05.41', 'Dakranden aluminium, gemoffeld RAL 7016', 'm', (620, 880), (3800, 5200)),
             ('05.52', 'Dakafvoeren DN 100 met spuwer en noodoverloop', 'st', (36, 72), (18500, 24000)),
             ('05.61', 'Lichtkoepels 120 x 120 cm, dubbelwandig, met opstand', 'st', (18, 36), (69000, 89000))]
    rows = []
    area = rng.randint(2400, 3100)
    for code, text, unit, (lo, hi), (plo, phi) in posts:
        total = Decimal(rng.randint(lo, hi))
        if unit == 'm²':  # the roofs' area, the covering with its upstands
            total = Decimal(round(area * (1.06 if code == '05.31' else 1)))
        done = Decimal(round(total * Decimal(rng.randint(25, 60)) / 100))
        now = Decimal(round(total * Decimal(rng.randint(10, 35)) / 100)) if rng.random() < 0.85 else Decimal(0)
        now = min(now, total - done)
        price = price_in(plo, phi)
        rows.append(dict(code=code, text=text, unit=unit, total=total, done=done, now=now, cum=done + now,
                         price=price, amount=(now * price).quantize(CENT)))
    base = sum(x['amount'] for x in rows)
    big_s, big_i = price_in(4380, 4520), price_in(11800, 12600)
    small_s, small_i = big_s + price_in(40, 160), big_i + price_in(-120, 380)
    factor = (Decimal('0.40') * small_s / big_s + Decimal('0.40') * small_i / big_i + Decimal('0.20')).quantize(
        Decimal('0.0001'), ROUND_HALF_UP)
    revision = (base * (factor - 1)).quantize(CENT, ROUND_HALF_UP)
    lines = [dict(amount=base, rate=Decimal(0)), dict(amount=revision, rate=Decimal(0))]
    d = totals_of(lines)
    k = rng.randint(4, 6)
    before = backwards(issued, 2, 28, 33)
    prev = [dict(vs=k - 2 + i, no=earlier(plan, day), day=show(day), amount=price_in(2800000, 6400000))
            for i, day in enumerate(before)]
    period_end = month_start(issued) - days(1)
    approved = working_day(issued - days(rng.randint(1, 4)))
    d.update(rows=rows, base=base, revision=revision, factor=factor, big_s=big_s, big_i=big_i, small_s=small_s,
             small_i=small_i, k=k, prev=prev, approved=show(approved),
             period=f'{show(month_start(period_end))} t.e.m. {show(period_end)}',
             site_no=f'W{(issued.year - 1) % 100}.{digits(3)}', spec=f'{issued.year - 1}/{digits(3)}')
    return d


def build_gb_me_valuation(plan, issued, number, show):
    total = Decimal(rng.randint(5200, 8400) * 100)
    sections = ['First fix – mechanical', 'First fix – electrical', 'Second fix – mechanical',
                'Second fix – electrical', 'Plantroom and plant', 'Testing and commissioning']
    values = schedule(total, [18, 20, 16, 19, 17, 10])
    done = [100, rng.choice([95, 100]), rng.randint(45, 70), rng.randint(40, 65), rng.randint(60, 85),
            rng.randint(0, 10)]
    works = [dict(text=t, value=v, pct=p, done=pct(v, p)) for t, v, p in zip(sections, values, done)]
    variations = [dict(ref='VAR-003', text='Additional fan coil units, ground floor lounge',
                       value=price_in(480000, 960000)),
                  dict(ref='VAR-005', text='Omit car park lighting (by others)', value=-price_in(180000, 320000)),
                  dict(ref='VAR-006', text='Nurse call upgrade to IP system, Block B', value=price_in(650000, 1240000))]
    variations[2]['pct'] = rng.choice([40, 50, 60])
    for v in variations[:2]:
        v['pct'] = 100
    for v in variations:
        v['done'] = pct(v['value'], v['pct'])
    materials = price_in(850000, 1900000)
    gross_value = sum(x['done'] for x in works) + sum(v['done'] for v in variations) + materials
    retention = pct(gross_value, 3)
    net_value = gross_value - retention
    previous = pct(net_value, rng.randint(55, 72))
    before = backwards(issued, 6, 28, 33)
    prev = [dict(app=i + 1, no=earlier(plan, day), day=show(day), amount=a)
            for i, (day, a) in enumerate(zip(before, split(previous, 6)))]
    due_val = net_value - previous
    lines = [dict(amount=due_val, rate=Decimal(0))]
    d = totals_of(lines)
    valued = month_end(issued - days(20))
    d.update(works=works, variations=variations, materials=materials, gross_value=gross_value, retention=retention,
             net_value=net_value, previous=previous, prev=prev, total=total, drc=pct(due_val, 20),
             valued=show(valued), job=f'J{digits(4)}', utr=digits(10), notice=f'PN-{digits(4)}-07',
             contract_ref=f'HC{digits(4)}')
    return d


HireItems = [('MEX15', '1.5t mini excavator c/w 3 buckets', (15500, 18500)),
             ('DMP3', '3t swivel skip site dumper', (12000, 15000)),
             ('HTD1', '1t hi-tip tracked dumper', (8500, 10500)),
             ('ROL80', '800mm twin drum vibrating roller', (9500, 12000)),
             ('PLT40', '400mm forward plate compactor', (3800, 4800)),
             ('TWL4', 'Diesel tower light, 4 x 1000W', (7000, 9000)),
             ('WEL6', '6-person towable welfare unit', (14500, 17500)),
             ('SEC20', '20ft anti-vandal storage container', (3200, 4200)),
             ('SAW30', '300mm petrol road saw', (4500, 6000))]


def build_gb_plant_hire(plan, issued, number, show):
    end = issued - days(rng.randint(1, 3))
    start = end - days(27)
    chosen = sorted(rng.sample(range(len(HireItems)), 7))
    lines, transport = [], []
    for i in chosen:
        prefix, text, (lo, hi) = HireItems[i]
        on = start - days(rng.randint(5, 60)) if rng.random() < 0.5 else start + days(rng.randint(0, 14))
        on = working_day(on)
        off = None
        if rng.random() < 0.4:
            off = working_day(min(max(on, start) + days(rng.randint(3, 15)), end - days(4)))
        first, last = max(on, start), off or end
        count = weekdays(first, last)
        weeks = Decimal(count) / 5
        price = price_in(lo, hi)
        line = dict(asset=f'{prefix}-{digits(4)}', text=text, on=show(on), off=show(off) if off else 'on hire',
                    days=count, weeks=weeks, price=price, amount=(weeks * price).quantize(CENT, ROUND_HALF_UP),
                    rate=Decimal(20), kind='hire')
        lines.append(line)
        if on >= start:
            transport.append(dict(text=f'Delivery to site: {text}', note=f'DN {digits(7)}', day=show(on), when=on,
                                  amount=price_in(4500, 9500), rate=Decimal(20), kind='transport'))
        if off:
            transport.append(dict(text=f'Collection from site: {text}', note=f'CN {digits(7)}', day=show(off),
                                  when=off, amount=price_in(4500, 9500), rate=Decimal(20), kind='transport'))
    transport.sort(key=lambda x: x['when'])
    hire = sum(x['amount'] for x in lines)
    litres = rng.randint(60, 180)
    sundries = [dict(text='Damage waiver @ 8% of hire charges', amount=pct(hire, 8), rate=Decimal(20),
                     kind='sundry'),
                dict(text=f'Diesel refuel on site, {litres} litres @ £1.58', amount=Decimal(litres) * Decimal('1.58'),
                     rate=Decimal(20), kind='sundry'),
                dict(text='Diamond blade 300mm, sold', amount=price_in(8500, 12000), rate=Decimal(20),
                     kind='sundry')]
    every = lines + transport + sundries
    d = totals_of(every)
    d.update(lines=lines, transport=transport, sundries=sundries, hire=hire, period=f'{show(start)} – {show(end)}',
             contract=f'H{digits(6)}', account=f'SEV{digits(4)}', previous=earlier(plan, start + days(1)),
             previous_period=f'{show(start - days(28))} – {show(start - days(1))}')
    return d


def build_ie_kitchen_stage(plan, issued, number, show):
    equipment, works = price_in(6200000, 9400000), price_in(1800000, 2900000)
    deposit_day = working_day(issued - days(rng.randint(45, 75)))
    paid_day = working_day(deposit_day + days(rng.randint(5, 12)))
    variation = price_in(95000, 240000)
    lines = [dict(text='Catering equipment supplied, stage 2 (60% of equipment schedule)', amount=pct(equipment, 60),
                  rate=Decimal(23)),
             dict(text='Installation works, stage 2 (60% of installation price)', amount=pct(works, 60),
                  rate=Decimal('13.5')),
             dict(text='Variation V-02: re-route gas interlock and extraction ductwork', amount=variation,
                  rate=Decimal('13.5'))]
    d = totals_of(lines)
    delivered = working_day(issued - days(rng.randint(12, 20)))
    d.update(lines=lines, equipment=equipment, works=works, contract=equipment + works,
             deposit=dict(no=earlier(plan, deposit_day), day=show(deposit_day), paid=show(paid_day),
                          amount=pct(equipment + works, 30)),
             final=pct(equipment + works, 10), delivered=show(delivered),
             fitted=f'{show(working_day(delivered + days(1)))} – {show(working_day(delivered + days(9)))}',
             quote=f'Q{(issued.year - 1) % 100}-{digits(4)}', job=f'J-{digits(4)}')
    return d


ShkTitles = [
    ('01', 'Heizungsanlage', [
        ('01.01.0010', 'Luft/Wasser-Wärmepumpe 60 kW, Außenaufstellung', 'St', (1, 1), (3850000, 4600000)),
        ('01.01.0020', 'Pufferspeicher 1.500 l, gedämmt', 'St', (1, 1), (310000, 390000)),
        ('01.02.0010', 'C-Stahlrohr 28 x 1,5, Pressverbindung', 'm', (380, 520), (2400, 3200)),
        ('01.02.0020', 'C-Stahlrohr 35 x 1,5, Pressverbindung', 'm', (210, 320), (3100, 3900)),
        ('01.03.0010', 'Fußbodenheizung Noppensystemplatte', 'm²', (1650, 2100), (3300, 4100)),
        ('01.03.0020', 'Heizkreisverteiler 10 Kreise mit Stellantrieben', 'St', (14, 22), (68000, 82000))]),
    ('02', 'Raumlufttechnik', [
        ('02.01.0010', 'Lüftungsgerät mit WRG, 6.000 m³/h', 'St', (1, 1), (3200000, 3900000)),
        ('02.02.0010', 'Wickelfalzrohr DN 250, verzinkt', 'm', (240, 360), (3600, 4600)),
        ('02.02.0020', 'Luftkanal verzinkt, rechteckig', 'm²', (420, 610), (5200, 6800)),
        ('02.03.0010', 'Brandschutzklappe K90, DN 250', 'St', (18, 32), (42000, 56000))]),
    ('03', 'Sanitär', [
        ('03.01.0010', 'HT-Abwasserrohr DN 100, schallgedämmt', 'm', (260, 380), (2900, 3800)),
        ('03.01.0020', 'Edelstahl-Pressrohr 22 x 1,2', 'm', (420, 580), (2600, 3400)),
        ('03.02.0010', 'Wand-WC komplett mit Vorwandelement', 'St', (24, 36), (54000, 69000)),
        ('03.02.0020', 'Waschtischanlage komplett', 'St', (28, 42), (36000, 47000)),
        ('03.03.0010', 'Frischwasserstation 80 l/min', 'St', (1, 2), (620000, 780000))])]


def build_de_shk_abschlag(plan, issued, number, show):
    titles, total = [], Decimal(0)
    for code, name, positions in ShkTitles:
        rows = []
        for oz, text, unit, (lo, hi), (plo, phi) in positions:
            amount_lv = Decimal(rng.randint(lo, hi))
            progress = Decimal(rng.choice([0, 25, 40, 50, 60, 75, 80, 90, 100]))
            if unit == 'St':
                done = Decimal(round(amount_lv * progress / 100))
            else:
                done = (amount_lv * progress / 100).quantize(Decimal('0.1'), ROUND_HALF_UP)
            price = price_in(plo, phi)
            rows.append(dict(oz=oz, text=text, unit=unit, lv=amount_lv, done=done, price=price,
                             amount=(done * price).quantize(CENT, ROUND_HALF_UP)))
        titles.append(dict(code=code, name=name, rows=rows, sum=sum(x['amount'] for x in rows)))
        total += titles[-1]['sum']
    extras = [dict(oz='NT 01', text='Zusätzliche Brandschutzmanschetten Schacht 3 (beauftragt)', unit='psch',
                   lv=Decimal(1), done=Decimal(1), price=price_in(420000, 760000)),
              dict(oz='NT 03', text='Umverlegung Grundleitung Achse C (beauftragt)', unit='psch', lv=Decimal(1),
                   done=Decimal(1), price=price_in(310000, 590000))]
    for x in extras:
        x['amount'] = x['price']
    titles.append(dict(code='04', name='Nachträge', rows=extras, sum=sum(x['amount'] for x in extras)))
    total += titles[-1]['sum']
    retention = pct(total, 5)
    before = backwards(issued, 3, 28, 34)
    shares = [Decimal(share) for share in rng.sample(range(14, 23), len(before))]
    prev = [dict(k=i + 1, no=earlier(plan, day), day=show(day), amount=pct(total - retention, share))
            for i, (day, share) in enumerate(zip(before, shares))]
    this = total - retention - sum(x['amount'] for x in prev)
    d = totals_of([dict(amount=this, rate=Decimal(0))])
    state = month_end(issued - days(10))
    signed = working_day(issued - days(rng.randint(300, 420)))
    d.update(titles=titles, total=total, retention=retention, after=total - retention, prev=prev,
             state=show(state), contract=f'NU-{signed.year}-{digits(3)}', project=f'P-{digits(5)}',
             bv=f'{digits(4)}/{(issued.year - 1) % 100}', tax_no=f'305/5{digits(3)}/{digits(4)}',
             security=f'S{digits(8)}', valid=show(datetime.date(issued.year + 1, 12, 31)),
             contract_day=show(signed))
    return d


def build_de_pv_schluss(plan, issued, number, show):
    modules = rng.randint(300, 420)
    kwp = Decimal(modules) * Decimal('0.44')
    inverters = (modules * 44 // 100 + 49) // 50
    lines = [dict(text='PV-Modul NORDLICHT NL-440 Glas-Glas, 440 Wp', qty=Decimal(modules), unit='St',
                  price=price_in(11800, 13200)),
             dict(text='Wechselrichter VOLTACORE VC-50 TL3, 50 kW', qty=Decimal(inverters), unit='St',
                  price=price_in(520000, 610000)),
             dict(text='Unterkonstruktion Trapezblech, Aluminium-Schienensystem', qty=kwp, unit='kWp',
                  price=price_in(6800, 8400)),
             dict(text='Montage Module und Unterkonstruktion', qty=kwp, unit='kWp', price=price_in(9500, 12500)),
             dict(text='DC-Verkabelung, Generatoranschlusskästen, Überspannungsschutz', qty=Decimal(1), unit='psch',
                  price=price_in(780000, 1150000)),
             dict(text='Einspeiseschrank, Zählerplatz und Netz- und Anlagenschutz', qty=Decimal(1), unit='psch',
                  price=price_in(640000, 890000)),
             dict(text='Gerüst und Absturzsicherung (Ausführung Gerüstbau Hellwig GmbH)', qty=Decimal(1),
                  unit='psch', price=price_in(380000, 560000)),
             dict(text='Anmeldung Netzbetreiber und Marktstammdatenregister, Inbetriebnahme, Dokumentation',
                  qty=Decimal(1), unit='psch', price=price_in(120000, 190000))]
    extra = dict(text='Nachtrag NT 1: Anpassung Blitzschutz und Trennungsabstände', qty=Decimal(1), unit='psch',
                 price=price_in(210000, 390000))
    for x in lines + [extra]:
        x['amount'], x['rate'] = (x['qty'] * x['price']).quantize(CENT, ROUND_HALF_UP), Decimal(19)
    whole = totals_of(lines + [extra])
    order = sum(x['amount'] for x in lines)
    before = backwards(issued - days(rng.randint(20, 30)), 2, 24, 40)
    deductions = []
    for k, (share, day) in enumerate(zip((30, 40), before), 1):
        net = pct(order, share)
        tax = pct(net, 19)
        deductions.append(dict(k=k, share=share, no=earlier(plan, day), day=show(day), net=net, tax=tax,
                               gross=net + tax))
    rest_net = whole['net'] - sum(x['net'] for x in deductions)
    rest_tax = whole['tax'] - sum(x['tax'] for x in deductions)
    d = dict(per_rate={}, net=rest_net, tax=rest_tax, gross=rest_net + rest_tax)
    accepted = working_day(issued - days(rng.randint(5, 12)))
    skonto_day = issued + days(10)
    d.update(lines=lines, extra=extra, whole=whole, order=order, deductions=deductions, kwp=kwp, modules=modules,
             accepted=show(accepted), commissioned=show(working_day_before(accepted - days(rng.randint(2, 6)))),
             skonto_day=show(skonto_day), skonto=pct(rest_net + rest_tax, 2),
             mastr=f'SEE9{digits(11)}', meter='DE' + digits(31), offer=f'ANG-{issued.year - 1}-{digits(4)}',
             client=f'K{digits(5)}')
    return d


def build_ch_rueckbau_akonto(plan, issued, number, show):
    positions = [('112', 'Abbruch Hochbau, 3 Mehrfamilienhäuser', (68000000, 92000000)),
                 ('113', 'Rückbau Tiefgarage, Fundamente und Werkleitungen', (31000000, 46000000)),
                 ('114', 'Schadstoffsanierung Asbest (Fugen, Bodenbeläge, Kleber)', (14000000, 23000000)),
                 ('117', 'Entsorgung und Recycling gemäss Entsorgungskonzept', (22000000, 34000000)),
                 ('119', 'Baustelleneinrichtung, Staub- und Lärmschutz', (6500000, 9500000))]
    done = [rng.randint(55, 80), rng.randint(10, 35), 100, rng.randint(45, 70), rng.randint(70, 90)]
    rows = []
    for (code, text, (lo, hi)), p in zip(positions, done):
        value = Decimal(rng.randint(lo // 100, hi // 100))
        rows.append(dict(code=code, text=text, value=value, pct=p, done=pct(value, p)))
    reports = rng.randint(12, 16)
    regie = price_in(1800000, 4200000)
    total = sum(x['done'] for x in rows) + regie
    retention = pct(total, 10)
    before = backwards(issued, 2, 28, 35)
    prev = [dict(k=i + 1, no=earlier(plan, day), day=show(day), amount=pct(total - retention, share))
            for i, (day, share) in enumerate(zip(before, (rng.randint(22, 28), rng.randint(26, 32))))]
    this = total - retention - sum(x['amount'] for x in prev)
    d = totals_of([dict(amount=this, rate=Decimal('8.1'))])
    state = month_end(issued - days(10))
    signed = working_day(issued - days(rng.randint(150, 240)))
    d.update(rows=rows, regie=regie, reports=f'{reports}–{reports + rng.randint(4, 7)}', total=total,
             retention=retention, after=total - retention, prev=prev, this=this, state=show(state),
             contract=f'WV {signed.year}-{digits(3)}', contract_day=show(signed),
             werkpreis=sum(x['value'] for x in rows), object_no=digits(4),
             visum=show(working_day(issued + days(rng.randint(5, 9)))))
    return d


def build_fr_plomberie_situation(plan, issued, number, show):
    postes = [('1', 'Réseaux d\'évacuation EU/EV/EP intérieurs', (4200000, 5800000)),
              ('2', 'Alimentations EF/ECS, nourrices et colonnes', (5100000, 6900000)),
              ('3', 'Production ECS collective et calorifugeage', (3800000, 5200000)),
              ('4', 'Appareils sanitaires et robinetterie (42 logements)', (6800000, 8900000)),
              ('5', 'Essais, mise en service et DOE', (900000, 1500000))]
    done = [rng.randint(70, 90), rng.randint(55, 75), rng.randint(30, 50), rng.randint(10, 30), 0]
    rows = []
    for (code, text, (lo, hi)), p in zip(postes, done):
        value = Decimal(rng.randint(lo // 100, hi // 100))
        rows.append(dict(code=code, text=text, value=value, pct=p, done=pct(value, p)))
    avenant = Decimal(rng.randint(6500, 14500))
    rows.append(dict(code='6', text='Avenant n° 1 : attentes lave-linge et robinets de puisage extérieurs',
                     value=avenant, pct=100, done=avenant))
    total = sum(x['done'] for x in rows)
    retention = pct(total, 5)
    k = 5
    before = backwards(issued, k - 1, 28, 33)
    previous = pct(total - retention, rng.randint(48, 62))
    prev = [dict(k=i + 1, no=earlier(plan, day), day=show(day), amount=a)
            for i, (day, a) in enumerate(zip(before, split(previous, k - 1)))]
    this = total - retention - previous
    d = totals_of([dict(amount=this, rate=Decimal(0))])
    state = month_end(issued - days(10))
    d.update(rows=rows, total=total, retention=retention, after=total - retention, previous=previous, prev=prev,
             k=k, state=show(state), market=sum(x['value'] for x in rows), vat_if=pct(this, 20),
             st_contract=f'ST-{issued.year - 1}-{digits(3)}', os_no=f'OS n° {rng.randint(3, 6)}',
             moa_market=f'{issued.year - 1}-{digits(2)}-{digits(3)}')
    return d


def build_fr_pac_acompte(plan, issued, number, show):
    devis = [dict(text='Pompe à chaleur air/eau 2 x 45 kW, cascade, fluide R290', qty=Decimal(2),
                  price=price_in(2150000, 2680000)),
             dict(text='Ballon tampon 1 000 l et module hydraulique', qty=Decimal(1), price=price_in(420000, 560000)),
             dict(text='Dépose et évacuation chaudière fioul et cuve 5 000 l', qty=Decimal(1),
                  price=price_in(280000, 390000)),
             dict(text='Raccordements hydrauliques et électriques, régulation', qty=Decimal(1),
                  price=price_in(860000, 1240000)),
             dict(text='Mise en service, équilibrage et formation', qty=Decimal(1), price=price_in(95000, 145000))]
    for x in devis:
        x['amount'] = (x['qty'] * x['price']).quantize(CENT)
    devis_total = sum(x['amount'] for x in devis)
    signed = working_day(issued - days(rng.randint(55, 80)))
    first_day = working_day(signed + days(rng.randint(1, 4)))
    first = pct(devis_total, 30)
    lines = [dict(text='2e acompte : 40 % du devis à la livraison du matériel', amount=pct(devis_total, 40),
                  rate=Decimal(20))]
    d = totals_of(lines)
    delivered = working_day(issued - days(rng.randint(1, 4)))
    d.update(devis=devis, devis_total=devis_total, devis_tax=pct(devis_total, 20), lines=lines,
             devis_no=f'D{signed.year}-{digits(4)}',
             signed=show(signed), first=dict(no=earlier(plan, first_day), day=show(first_day), net=first,
                                             gross=first + pct(first, 20),
                                             paid=show(working_day(first_day + days(rng.randint(6, 12))))),
             rest=devis_total - first - lines[0]['amount'], delivered=show(delivered),
             works=show(working_day(issued + days(rng.randint(7, 14)))), rge=f'QPAC/{digits(5)}',
             policy=digits(9), client=f'C{digits(4)}')
    return d


def build_lu_echafaudage(plan, issued, number, show):
    start = month_start(issued - days(8))
    end = month_end(start)
    area_a, area_b = Decimal(rng.randint(1450, 2300)), Decimal(rng.randint(520, 880))
    erected_a = working_day(start - days(rng.randint(70, 110)))
    erected_b = working_day(start + days(rng.randint(6, 16)))
    hours = rng.randint(12, 28)
    lines = [dict(text=f'Location échafaudage de façade bloc A (monté le {show(erected_a)}), du {show(start)} au '
                       f'{show(end)}', qty=area_a, unit='m² x mois', price=price_in(210, 290)),
             dict(text=f"Montage échafaudage de façade bloc B, classe 4, y compris 4 semaines de location (monté le "
                       f"{show(erected_b)})", qty=area_b, unit='m²', price=price_in(690, 880)),
             dict(text='Filet et bâche de protection bloc B, pose et location',
                  qty=Decimal(round(area_b * Decimal('0.8'))), unit='m²', price=price_in(180, 260)),
             dict(text="Tour d'escalier d'accès bloc A, location mensuelle", qty=Decimal(1), unit='mois',
                  price=price_in(42000, 56000)),
             dict(text='Transport aller bloc B, camion-grue', qty=Decimal(2), unit='voyage',
                  price=price_in(38000, 52000)),
             dict(text='Modification bloc A (consoles, rehausse), en régie', qty=Decimal(hours), unit='h',
                  price=price_in(5800, 6900))]
    for x in lines:
        x['amount'], x['rate'] = (x['qty'] * x['price']).quantize(CENT, ROUND_HALF_UP), Decimal(17)
    d = totals_of(lines)
    d.update(lines=lines, period=f'du {show(start)} au {show(end)}', erected_b=show(erected_b),
             inspected=show(working_day(erected_b + days(1))), quote=f'DV-{erected_a.year}-{digits(3)}',
             site_no=f'CH-{digits(4)}', pv=f'PVR-{digits(4)}', client=digits(5))
    return d


# --- The pages: the Netherlands and Flanders -------------------------------------------------------------------------

def page_nl_installer_termijn(f):
    """An electrical subcontractor's instalment invoice to the main contractor: a slim line with the bolt mark, the
    brand "VONK" and its trades, the installer network's badge at the right; a dark band with the project's name in
    capitals, the building numbers, the principal, the architect, the main contractor and its site manager; the
    customer with its VAT number at the left, a label–value list at the right (Factuurnummer, Factuurdatum,
    Vervaldatum, Projectnummer, Werknummer hoofdaannemer, Onderaannemingscontract, Uw inkoopordernummer,
    Uitvoeringsperiode); "Termijnfactuur — termijn 3 van 6"; the schedule of six instalments with the two invoiced
    ones' numbers, dates and payment; this invoice's instalment and an extra work; "Btw verlegd (21%)" at € 0,00;
    the reverse-charge sentence; a box for the Wet ketenaansprakelijkheid: the labour share, a quarter to the
    G-rekening and the rest to the bank account; the B.V., KvK, btw and Rabobank in the foot."""
    s, c, d, p, money = f['seller'], f['customer'], f['d'], f['project'], f['money']
    boxes = multi_box('bottom-left', [
        f"{s['name']} · {', '.join(s['address'])} · {s['phone']} · {s['mail']}",
        f"KvK {s['kvk']} · btw {s['vat_printed']} · Rabobank IBAN {spaced(f['iban'])} · BIC RABONL2U · "
        "Op onze werkzaamheden zijn de UAV 2012 van toepassing."], size='6.3pt')
    css = base_css('11mm 15mm 20mm 15mm', boxes, size='8.4pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: middle; }}
.brand {{ font-size: 12pt; font-weight: bold; letter-spacing: 2px; color: {s['colour']}; }}
.trades {{ font-size: 6.8pt; color: #666; }}
.badge {{ text-align: right; font-size: 7.2pt; color: #444; }}
.badge b {{ display: inline-block; border: 1px solid #16a34a; color: #15803d; border-radius: 8px;
  padding: 1mm 2.5mm; font-size: 8pt; }}
.band {{ background: #1f2937; color: white; padding: 3mm 4mm; margin-top: 3mm; }}
.band .name {{ font-size: 15pt; font-weight: bold; letter-spacing: 0.6px; }}
.band .sub {{ font-size: 7.8pt; line-height: 1.5; margin-top: 1mm; color: #e5e7eb; }}
.cust {{ line-height: 1.45; font-size: 9pt; }}
.meta td {{ padding: 0.35mm 0 0.35mm 4mm; white-space: nowrap; font-size: 7.8pt; }}
.meta td:first-child {{ color: #666; padding-left: 0; }}
h1 {{ font-size: 12.5pt; margin: 5mm 0 2mm; color: {s['colour']}; }}
h2 {{ font-size: 8.6pt; margin: 4mm 0 1mm; text-transform: uppercase; letter-spacing: 0.8px; color: #444; }}
.lines th {{ text-align: left; font-size: 7.2pt; border-bottom: 1px solid #333; padding: 1mm 1.4mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1mm 1.4mm; border-bottom: 0.4px solid #ccc; vertical-align: top; }}
.lines tr.now td {{ background: #eef2ff; font-weight: bold; }}
.totals {{ margin: 2mm 0 0 auto; }}
.totals td {{ padding: 0.8mm 1.5mm 0.8mm 12mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; border-top: 1.2px solid #333; font-size: 9.6pt; }}
.keten {{ border: 1px solid {s['colour']}; padding: 2mm 3.5mm; margin-top: 3mm; line-height: 1.5; }}
p {{ line-height: 1.45; margin: 1.8mm 0; }}
"""
    meta = [('Factuurnummer', f"<b>{e(f['number'])}</b>"), ('Factuurdatum', f['date']), ('Vervaldatum', f['due']),
            ('Projectnummer', d['project_no']), ('Werknummer hoofdaannemer', d['works_no']),
            ('Onderaannemingscontract', d['contract_no']), ('Uw inkoopordernummer', e(f['order'])),
            ('Uitvoeringsperiode', d['period'])]
    prev = {i: x for i, x in enumerate(d['prev'])}
    rows = ''
    for step in d['steps']:
        i = step['no'] - 1
        if i in prev:
            status = (f"gefactureerd: factuur {nw(prev[i]['no'])} d.d. {nw(prev[i]['day'])}, voldaan "
                      f"{nw(prev[i]['paid'])}")
        elif i == 2:
            status = 'deze factuur'
        else:
            status = '—'
        rows += (f"<tr class='{'now' if i == 2 else ''}'><td>{step['no']}</td><td>{e(step['text'])}</td>"
                 f"<td class=num>{step['pct']}%</td><td class=num>{money(step['amount'])}</td><td>{status}</td></tr>")
    now = ''.join(f"<tr><td>{e(x['text']).replace(d['ordered'], nw(d['ordered']))}</td>"
                  f"<td class=num>{money(x['amount'])}</td></tr>" for x in d['lines'])
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{spark(s['colour'])} <span class="brand">{s['brand']}</span><br><span class="trades">{e(s['trades'])}</span></td>
<td class="badge"><b>{e(s['network'])}</b><br>erkend installateur · {e(s['place'])}</td></tr></table>
<div class="band"><div class="name">PROJECT {e(p['name'].upper())}, {e(p['place'].upper())}</div>
<div class="sub">{e(p['lots'])}<br>Opdrachtgever: {e(p['principal'])} · Architect: {e(p['architect'])}<br>
Hoofdaannemer: {e(c['name'])} · Uitvoerder: {e(p['manager'])}</div></div>
<table style="width:100%;margin-top:4mm"><tr><td style="vertical-align:top;width:50%" class="cust">
<b>{e(c['name'])}</b><br>{e(c['attention'])}<br>{address(c['address'])}<br>Btw-nummer {c['vat_printed']}</td>
<td style="vertical-align:top">{pairs(meta)}</td></tr></table>
<h1>Termijnfactuur — termijn 3 van 6</h1>
<h2>Termijnschema onderaanneming elektrotechnische installaties</h2>
<table class="lines" style="width:100%"><thead><tr><th>Termijn</th><th>Omschrijving</th><th class=num>%</th>
<th class=num>Bedrag</th><th>Status</th></tr></thead><tbody>{rows}
<tr><td></td><td><b>Aanneemsom excl. btw</b></td><td class=num>100%</td><td class=num><b>{money(d['contract'])}</b>
</td><td></td></tr></tbody></table>
<h2>In rekening gebracht</h2>
<table class="lines" style="width:100%"><tbody>{now}</tbody></table>
<table class="totals"><tr><td>Totaal excl. btw</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Btw verlegd (21%)</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Totaal te betalen</td><td class=num>{money(f['gross'])}</td></tr></table>
<p class="small">Btw verlegd: de omzetbelasting (21%) is verschuldigd door de afnemer, art. 12 lid 5 Wet OB 1968 jo.
art. 24ba Uitvoeringsbesluit OB 1968 (onderaanneming). Btw-nummer afnemer: {c['vat_printed']}.</p>
<div class="keten"><b>Wet ketenaansprakelijkheid</b> (art. 35 Invorderingswet 1990). Het werk is uitgevoerd in de
periode {d['period']} onder onderaannemingscontract {d['contract_no']}. Loonkostenbestanddeel van deze factuur: 40%,
{nw(money(d['labour']))}.<br>Wij verzoeken u {nw(money(d['g']))} (25% van het factuurbedrag) te storten op onze
G-rekening {nw(spaced(d['g_iban']))} (ING) en het restant van {nw(money(d['rest']))} uiterlijk op {nw(f['due'])} op
{nw(spaced(f['iban']))} (Rabobank), beide ten name van {e(s['name'])}, onder vermelding van factuurnummer
{nw(e(f['number']))}.</div>"""
    return document('nl', css, body)


def page_nl_bouw_termijnstaat(f):
    """A main contractor's instalment invoice to a school foundation, as a letter in a serif: the group's word mark
    "HOEKSTRA BOUWGROEP" large with a crane, the contact at the right; the customer in the window; the title
    "Termijnfactuur …" alone holding the number; a ruled row of labels over values (Datum, Vervaldatum,
    Projectnummer, Bestek, Debiteurnummer, Termijn); the project with its architect and the client's supervisor; the
    full schedule of twelve instalments with the numbers and dates of the invoices already sent; this instalment, an
    extra and an omitted work; "Btw 21%"; the supervisor's approval as a stamp; the payment to the B.V. with the
    betalingskenmerk; the B.V., KvK, btw and ABN AMRO in the foot."""
    s, c, d, p, money = f['seller'], f['customer'], f['d'], f['project'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · onderdeel van {s['group_name']} · {', '.join(s['address'])}",
        f"KvK {s['kvk']} · btw {s['vat_printed']} · ABN AMRO {spaced(f['iban'])} · BIC ABNANL2A"],
        size='6.4pt', align='center')
    css = base_css('12mm 17mm 20mm 19mm', boxes, font="'DejaVu Serif', serif", size='8.4pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.group {{ font-family: 'DejaVu Sans', sans-serif; font-size: 19pt; font-weight: bold; letter-spacing: 3px;
  color: {s['colour']}; vertical-align: middle; }}
.group small {{ display: block; font-size: 7.2pt; letter-spacing: 1.5px; color: #555; font-weight: normal; }}
.contact {{ text-align: right; font-size: 7.4pt; line-height: 1.45; color: #444; }}
.window {{ margin-top: 9mm; line-height: 1.45; font-size: 9.4pt; }}
h1 {{ font-size: 16pt; font-weight: normal; margin: 8mm 0 2mm; }}
.grid {{ width: 100%; }}
.grid td {{ border-top: 1px solid {s['colour']}; padding: 0.8mm 2mm 1mm 0; vertical-align: top; }}
.grid .l {{ font-family: 'DejaVu Sans', sans-serif; font-size: 6.4pt; color: #666; text-transform: uppercase; }}
.proj {{ margin-top: 3mm; line-height: 1.5; }}
.lines {{ margin-top: 2mm; width: 100%; }}
.lines th {{ font-family: 'DejaVu Sans', sans-serif; text-align: left; font-size: 6.8pt; color: #444;
  border-bottom: 1px solid #444; padding: 0.8mm 1.3mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.6mm 1.3mm; border-bottom: 0.3px solid #ccc; font-size: 7.8pt; }}
.lines tr.now td {{ font-weight: bold; background: #fef3c7; }}
.calc {{ margin: 3mm 0 0 auto; width: 100%; }}
.calc td {{ padding: 0.7mm 1.5mm 0.7mm 6mm; }}
.calc tr.total td {{ font-weight: bold; border-top: 1.2px solid #222; font-size: 9.8pt; }}
.stamp {{ display: inline-block; border: 2px solid; padding: 1.5mm 3mm; font-family: 'DejaVu Sans', sans-serif;
  font-size: 7.2pt; line-height: 1.45; margin-top: 2mm; white-space: nowrap; }}
p {{ line-height: 1.5; margin: 2mm 0; }}
"""
    grid = [('Datum', f['date']), ('Vervaldatum', f['due']), ('Projectnummer', d['project_no']),
            ('Bestek', d['spec']), ('Debiteurnummer', d['debtor']), ('Termijn', f"{d['k']} van 12")]
    rows = ''.join(
        f"<tr class='{'now' if r['no'] == d['k'] else ''}'><td>{r['no']}</td><td>{e(r['text'])}</td>"
        f"<td class=num>{r['pct']}%</td><td class=num>{money(r['amount'])}</td>"
        f"<td>{r['invoice'] or ('deze factuur' if r['no'] == d['k'] else '')}</td><td>{r['day']}</td></tr>"
        for r in d['rows'])
    calc = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{money(x['amount'])}</td></tr>" for x in d['lines'])
    (rate, (base, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{crane_mark(s['colour'])} <span class="group">{s['group']}<small>UTILITEITSBOUW · WONINGBOUW · RENOVATIE</small>
</span></td>
<td class="contact">{e(s['address'][0])}<br>{e(s['address'][1])}<br>{s['phone']}<br>{s['mail']}</td></tr></table>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div>
<h1>Termijnfactuur {e(f['number'])}</h1>
{grid_row(grid)}
<div class="proj"><b>Project: {e(p['name'])}, {e(p['place'])}</b><br>
Opdrachtgever: {e(c['name'])} · Architect: {e(p['architect'])} · Directievoering: {e(p['supervisor'])},
{e(p['supervisor_name'])}</div>
<p>Conform de aannemingsovereenkomst (UAV 2012) en het termijnschema brengen wij u termijn {d['k']} in rekening,
met de door de directie opgedragen meer- en minderwerken.</p>
<table class="lines"><thead><tr><th>Nr.</th><th>Termijn</th><th class=num>%</th><th class=num>Bedrag excl. btw</th>
<th>Factuur</th><th>Datum</th></tr></thead><tbody>{rows}
<tr><td></td><td><b>Aanneemsom</b></td><td class=num>100%</td><td class=num><b>{money(d['contract'])}</b></td>
<td colspan=2>reeds gefactureerd {money(d['invoiced'])}</td></tr></tbody></table>
<table style="width:100%"><tr><td style="vertical-align:top;width:36%">
{stamp(["AKKOORD DIRECTIE", e(p['supervisor']), f"{e(p['supervisor_name'])}, d.d. {d['approved']}",
        f"termijn {d['k']}, {d['mw_more']} en {d['mw_less']}"], '#1d4ed8')}</td>
<td style="vertical-align:top"><table class="calc">{calc}
<tr><td>Totaal excl. btw</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Btw {rate_text(rate)}% over {money(base)}</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Totaal incl. btw</td><td class=num>{money(f['gross'])}</td></tr></table></td></tr></table>
<p>Wij verzoeken u {money(f['gross'])} uiterlijk op {f['due']} over te maken op {spaced(f['iban'])} ten name van
{e(s['name'])}, onder vermelding van betalingskenmerk <b>{f['reference_printed']}</b>.</p>"""
    return document('nl', css, body)


def page_be_dak_vorderingsstaat(f):
    """A Flemish roofing subcontractor's invoice for a monthly progress statement: a coloured column at the left with
    the roof mark, "VAN ACKER dak & gevel" and, small, the BV's name, address, BTW, RPR and KBC account; at the right
    the site in bold (the renovation, the social housing company as bouwheer, the architect, the main contractor's
    site manager), the customer with its VAT number, "FACTUUR" with "Vorderingsstaat nr. …", a label–value grid
    (Factuurnr., Factuurdatum, Vervaldag, Werfnummer, Bestek, Uw bestelbon, Periode); the measured quantities per
    post (bestek, vorige staten, deze staat, cumulatief), the price revision formula and its indices, the last two
    statements' invoices; "Btw verlegd – medecontractant" at 0 €; the main contractor's approval in a frame; the
    structured communication."""
    s, c, d, p, money = f['seller'], f['customer'], f['d'], f['project'], f['money']
    css = base_css('0 12mm 12mm 0', '', size='7.9pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.side {{ width: 42mm; background: {s['colour']}; color: white; vertical-align: top; padding: 12mm 4mm 4mm 6mm;
  font-size: 6.6pt; line-height: 1.5; }}
.side .brand {{ font-size: 14pt; font-weight: bold; letter-spacing: 1px; line-height: 1.1; margin-top: 2mm; }}
.side .brand span {{ display: block; font-size: 8pt; font-weight: normal; letter-spacing: 0.5px; }}
.side .legal {{ margin-top: 8mm; }}
.main {{ vertical-align: top; padding: 12mm 0 0 7mm; }}
.site {{ font-size: 11pt; font-weight: bold; line-height: 1.3; }}
.site div {{ font-size: 7.8pt; font-weight: normal; line-height: 1.5; color: #333; }}
.cust {{ margin: 4mm 0 0 50%; line-height: 1.45; font-size: 8.8pt; }}
h1 {{ font-size: 14pt; margin: 4mm 0 1mm; letter-spacing: 1px; }}
h1 span {{ font-size: 10pt; font-weight: normal; letter-spacing: 0; }}
.meta td {{ padding: 0.3mm 4mm 0.3mm 0; white-space: nowrap; }}
.meta td.l {{ color: #666; }}
.lines {{ width: 100%; margin-top: 3mm; }}
.lines th {{ background: #e5e7eb; font-size: 6.5pt; text-align: left; padding: 0.9mm 1mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.8mm 1mm; border-bottom: 0.3px solid #ccc; font-size: 7.2pt; }}
.totals {{ margin: 2mm 0 0 auto; }}
.totals td {{ padding: 0.6mm 1.5mm 0.6mm 10mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 9.4pt; border-top: 1.2px solid #222; }}
.stamp {{ display: inline-block; border: 1.5px dashed; padding: 1.5mm 3mm; font-size: 7.4pt; line-height: 1.4; }}
p {{ line-height: 1.45; margin: 1.6mm 0; }}
.comm {{ font-weight: bold; font-size: 10pt; }}
"""
    meta = [('Factuurnr.', f"<b>{e(f['number'])}</b>", 'Werfnummer', d['site_no']),
            ('Factuurdatum', f['date'], 'Bestek', d['spec']),
            ('Vervaldag', f['due'], 'Uw bestelbon', e(f['order'])),
            ('Periode', d['period'], 'Klant BTW', c['vat_printed'])]
    grid = ''.join(f"<tr><td class=l>{a}</td><td>{b}</td><td class=l>{x}</td><td>{y}</td></tr>"
                   for a, b, x, y in meta)
    rows = ''.join(
        f"<tr><td>{x['code']}</td><td>{e(x['text'])}</td><td>{x['unit']}</td><td class=num>{de(x['total'])[:-3]}</td>"
        f"<td class=num>{de(x['done'])[:-3]}</td><td class=num>{de(x['now'])[:-3] if x['now'] else '–'}</td>"
        f"<td class=num>{de(x['cum'])[:-3]}</td><td class=num>{de(x['price'])}</td>"
        f"<td class=num>{de(x['amount'])}</td></tr>" for x in d['rows'])
    prev = '<br>'.join(f"Vorderingsstaat nr. {x['vs']}: factuur {nw(x['no'])} van {nw(x['day'])}, "
                       f"{nw(money(x['amount']))}" for x in d['prev'])
    body = f"""
<table style="width:100%;height:270mm"><tr>
<td class="side">{roof_mark('white', 46)}<div class="brand">{s['brand']}<span>{e(s['trades'])}</span></div>
<div class="legal">{e(s['name'])}<br>{address(s['address'])}<br>T {s['phone']}<br>{s['mail']}<br><br>
BTW {s['vat_printed']}<br>RPR Gent, afdeling Kortrijk<br><br>KBC Bank<br>{spaced(f['iban'])}<br>BIC KREDBEBB</div></td>
<td class="main">
<div class="site">WERF: {e(p['name'])}<div>Bouwheer: {e(p['principal'])} · Architect: {e(p['architect'])}<br>
Hoofdaannemer: {e(c['name'])} · Werfleider: {e(p['manager'])}</div></div>
<div class="cust"><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>{address(c['address'])}</div>
<h1>FACTUUR <span>— Vorderingsstaat nr. {d['k']}</span></h1>
<table class="meta">{grid}</table>
<table class="lines"><thead><tr><th>Post</th><th>Omschrijving</th><th>Eenh.</th><th class=num>Bestek</th>
<th class=num>Vorige staten</th><th class=num>Deze staat</th><th class=num>Cumulatief</th><th class=num>EHP €</th>
<th class=num>Bedrag €</th></tr></thead><tbody>{rows}</tbody></table>
<table style="width:100%"><tr><td style="vertical-align:top;font-size:7pt;color:#444;padding-top:2mm">
Prijsherziening: p = P × (0,40 × s/S + 0,40 × i/I + 0,20)<br>S = {de(d['big_s'])} · s = {de(d['small_s'])} ·
I = {de(d['big_i'])} · i = {de(d['small_i'])}<br>factor {str(d['factor']).replace('.', ',')}<br><br>{prev}</td>
<td style="vertical-align:top"><table class="totals">
<tr><td>Vordering deze staat</td><td class=num>{money(d['base'])}</td></tr>
<tr><td>Prijsherziening</td><td class=num>{money(d['revision'])}</td></tr>
<tr><td>Totaal excl. btw</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Btw 21 % verlegd</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Te betalen</td><td class=num>{money(f['gross'])}</td></tr></table></td></tr></table>
<p class="small"><b>Btw verlegd – medecontractant.</b> "Verlegging van heffing. Bij gebrek aan schriftelijke betwisting
binnen een termijn van één maand na de ontvangst van de factuur, wordt de klant geacht te erkennen dat hij een
belastingplichtige is gehouden tot de indiening van periodieke aangiften. Als die erkenning niet overeenstemt met de
werkelijkheid, is de klant met toepassing van artikel 51bis, § 4, van het Wetboek aansprakelijk voor de betaling van
de belasting, interesten en geldboeten." (art. 20 KB nr. 1)</p>
<table style="width:100%"><tr><td style="vertical-align:top">{stamp([
        f"Vorderingsstaat nr. {d['k']} nagezien en goedgekeurd", f"{e(c['name'])}",
        f"werfleider {e(p['manager'])}, {d['approved']}"], '#b91c1c')}</td>
<td style="vertical-align:top;line-height:1.55">Te betalen vóór {f['due']} op {nw(spaced(f['iban']))}<br>
met gestructureerde mededeling<br><span class="comm">{f['reference_printed']}</span></td></tr></table>
<p class="small">Inhoudingsplicht (art. 30bis RSZ-wet en art. 400 WIB 92): raadpleeg vóór betaling de databank op
www.socialsecurity.be. {e(s['name'])} heeft op de datum van deze factuur geen sociale of fiscale schulden.</p>
</td></tr></table>"""
    return document('nl', css, body)


# --- The pages: the United Kingdom and Ireland -----------------------------------------------------------------------

def page_gb_me_valuation(f):
    """An M&E subcontractor's VAT invoice for an interim valuation under a JCT subcontract: "VAT INVOICE" large at
    the left, the brand "BRIGHTWIRE" with its mark at the right; a project table (Project, Site, Employer, Main
    contractor, Architect, Quantity surveyor); an invoice box (Invoice no., Invoice date / tax point, Application no.,
    Payment notice, Valuation date, Sub-contract order, Our job no., Final date for payment); the valuation summary
    (works by section at their percentage, variations, materials on site, gross valuation, retention 3 %, net
    valuation, less previously certified, amount due); the six earlier applications with their invoice numbers; the
    domestic reverse charge with the VAT the customer accounts for; CIS gross payment status with the UTR; sort code
    and account only; the Ltd, company number and VAT number in the foot."""
    s, c, d, p, money = f['seller'], f['customer'], f['d'], f['project'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · Registered in England and Wales No. {s['company_no']} · VAT Reg. No. {s['vat_printed']}",
        f"Registered office: {', '.join(s['address'])}"], size='6.3pt', align='center')
    css = base_css('12mm 14mm 17mm 14mm', boxes, size='8pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.title {{ font-size: 22pt; font-weight: bold; letter-spacing: 1px; color: #111; }}
.title div {{ font-size: 8pt; font-weight: normal; letter-spacing: 0; color: #555; }}
.brand {{ text-align: right; }}
.brand b {{ font-size: 15pt; letter-spacing: 3px; color: {s['colour']}; vertical-align: middle; }}
.brand div {{ font-size: 6.8pt; color: #666; letter-spacing: 1px; }}
.proj {{ width: 100%; }}
.proj td {{ padding: 0.5mm 2mm 0.5mm 0; vertical-align: top; }}
.proj td.l {{ font-weight: bold; font-size: 7.2pt; color: #444; white-space: nowrap; width: 26mm; }}
.box {{ border-collapse: collapse; width: 100%; }}
.box td {{ border: 0.7px solid #888; padding: 0.8mm 2mm; white-space: nowrap; }}
.box td:first-child {{ background: #f1f5f9; font-size: 7.2pt; }}
.to {{ line-height: 1.45; font-size: 8.6pt; }}
h2 {{ font-size: 8.4pt; margin: 4mm 0 1mm; border-bottom: 1.4px solid {s['colour']}; padding-bottom: 0.6mm; }}
.val {{ width: 100%; }}
.val td {{ padding: 0.6mm 1.5mm; border-bottom: 0.3px solid #ddd; }}
.val th {{ font-size: 6.8pt; text-align: left; color: #555; padding: 0.6mm 1.5mm; }}
.val th.num {{ text-align: right; }}
.val tr.sub td {{ font-weight: bold; border-top: 0.8px solid #555; }}
.val tr.total td {{ font-weight: bold; font-size: 9.6pt; border-top: 1.4px solid #111; border-bottom: 1.4px solid #111;
  background: #f1f5f9; }}
.drc {{ border: 1.4px solid #111; padding: 2mm 3mm; margin-top: 3mm; line-height: 1.5; }}
p {{ line-height: 1.45; margin: 1.6mm 0; }}
"""
    project = [('Project', e(p['name'])), ('Site', e(p['site'])), ('Employer', e(p['principal'])),
               ('Main contractor', e(c['name'])), ('Architect', e(p['architect'])),
               ('Quantity surveyor', e(p['qs'])), ('Sub-contract sum', money(d['total']))]
    box = [('Invoice no.', f"<b>{e(f['number'])}</b>"), ('Invoice date / tax point', f['date']),
           ('Application no.', '7'), ('Payment notice', d['notice']), ('Valuation date', d['valued']),
           ('Sub-contract order', e(f['order'])), ('Our job no.', d['job']),
           ('Final date for payment', f['due'])]
    works = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{money(x['value'])}</td><td class=num>{x['pct']}%</td>"
                    f"<td class=num>{money(x['done'])}</td></tr>" for x in d['works'])
    variations = ''.join(
        f"<tr><td>{x['ref']} {e(x['text'])}</td><td class=num>{money(x['value'])}</td><td class=num>{x['pct']}%</td>"
        f"<td class=num>{money(x['done'])}</td></tr>" for x in d['variations'])
    prev = ''.join(f"<tr><td>Application {x['app']}</td><td>{x['no']}</td><td>{x['day']}</td>"
                   f"<td class=num>{money(x['amount'])}</td></tr>" for x in d['prev'])
    body = f"""
<table class="top" style="width:100%"><tr>
<td class="title">VAT INVOICE<div>Interim valuation – JCT Design and Build Sub-Contract</div></td>
<td class="brand">{wire_mark(s['colour'])} <b>{s['brand']}</b><div>{e(s['trades'])}</div>
<div>{e(s['address'][-1])} · {s['phone']}</div></td></tr></table>
<table style="width:100%;margin-top:4mm"><tr><td style="vertical-align:top;width:55%">
<table class="proj">{''.join(f"<tr><td class=l>{a}</td><td>{b}</td></tr>" for a, b in project)}</table>
<div class="to" style="margin-top:3mm"><b>Invoice to:</b> {e(c['name'])}<br>{e(c['attention'])}<br>
{address(c['address'])}<br>VAT Reg. No. {c['vat_printed']}</div></td>
<td style="vertical-align:top">{pairs(box, 'box')}</td></tr></table>
<h2>Valuation No. 7 as at {d['valued']}</h2>
<table class="val"><thead><tr><th>Sub-contract works</th><th class=num>Value</th><th class=num>Complete</th>
<th class=num>Valued to date</th></tr></thead><tbody>{works}{variations}
<tr><td>Materials on site (schedule attached)</td><td></td><td></td><td class=num>{money(d['materials'])}</td></tr>
<tr class="sub"><td>Gross valuation to date</td><td></td><td></td>
<td class=num>{money(d['gross_value'])}</td></tr>
<tr><td>Less retention at 3%</td><td></td><td></td><td class=num>({money(d['retention'])})</td></tr>
<tr class="sub"><td>Net valuation</td><td></td><td></td><td class=num>{money(d['net_value'])}</td></tr>
<tr><td>Less previously certified (Applications 1–6)</td><td></td><td></td>
<td class=num>({money(d['previous'])})</td></tr>
<tr class="total"><td>Amount due this application (net)</td><td></td><td></td><td class=num>{money(f['net'])}</td></tr>
<tr><td>VAT – domestic reverse charge</td><td></td><td></td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Total payable</td><td></td><td></td><td class=num>{money(f['gross'])}</td></tr>
</tbody></table>
<table style="width:100%"><tr><td style="vertical-align:top;width:48%">
<h2>Previous applications</h2><table class="val">{prev}</table></td><td style="width:4%"></td>
<td style="vertical-align:top"><div class="drc"><b>Reverse charge:</b> customer to account to HMRC for the VAT.
Domestic reverse charge for building and construction services, VAT Act 1994 Section 55A applies.
VAT at 20% on {money(f['net'])}: {money(d['drc'])}.</div>
<p>CIS: gross payment status verified by the contractor; UTR {nw(d['utr'])}.</p>
<p>Pay by BACS to {e(s['name'])}, Barclays Bank, sort code {s['sort_code']}, account {s['account']}, quoting
{e(f['number'])}.</p></td></tr></table>"""
    return document('en', css, body)


def page_gb_plant_hire(f):
    """A plant hire firm's four-weekly hire invoice over two pages, as a hire system prints it: an orange band with the
    digger mark and the brand "HIREPOINT", "HIRE INVOICE" and the depot at the right; a ruled grid of labels over
    values (Invoice No, Invoice Date, Account, Hire Contract, Your Order No, Hire Period, Due Date); the customer and
    the site (with the developer) side by side; the hire lines in a monospaced table (asset number, on-hire and
    off-hire dates, chargeable days, weeks, weekly rate); page 2 with deliveries and collections (delivery and
    collection note numbers of seven digits, like the invoice's), damage waiver, fuel, a blade sold; "Net", "VAT @
    20%", "Invoice total"; the previous invoice on the contract; a remittance advice; "Hirepoint is a trading name of
    …" in the foot; the invoice number and the page in the page head."""
    s, c, d, p, money = f['seller'], f['customer'], f['d'], f['project'], f['money']
    boxes = (multi_box('bottom-center', [
        f"Hirepoint is a trading name of {s['name']}. Registered in England No. {s['company_no']}. "
        f"VAT No. {s['vat_printed']}.",
        f"Registered office: {', '.join(s['address'])}. All hires are subject to our conditions of hire, available on "
        "request."], size='6.1pt', align='center')
        + page_box('top-right', f"Hire invoice {f['number']} · page ", ' of ', size='7pt'))
    css = base_css('13mm 12mm 17mm 12mm', boxes, size='7.8pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.band {{ background: {s['colour']}; color: white; padding: 2mm 3mm; }}
.band td {{ vertical-align: middle; color: white; }}
.band .brand {{ font-size: 20pt; font-weight: bold; letter-spacing: 1px; }}
.band .tag {{ font-size: 7pt; }}
.band .title {{ text-align: right; font-size: 14pt; font-weight: bold; }}
.band .title div {{ font-size: 7.2pt; font-weight: normal; }}
.grid {{ width: 100%; margin-top: 3mm; border-collapse: collapse; }}
.grid td {{ border: 0.7px solid #999; padding: 0.8mm 1.5mm; vertical-align: top; }}
.grid .l {{ font-size: 6.2pt; color: #666; text-transform: uppercase; }}
.two td {{ vertical-align: top; width: 50%; line-height: 1.45; padding-top: 3mm; }}
.label {{ font-size: 6.6pt; font-weight: bold; color: #666; text-transform: uppercase; }}
.lines {{ width: 100%; margin-top: 3mm; font-family: 'DejaVu Sans Mono', monospace; font-size: 7.1pt; }}
.lines th {{ border-top: 1px solid #333; border-bottom: 1px solid #333; text-align: left; padding: 0.8mm 1mm;
  font-weight: bold; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.8mm 1mm; border-bottom: 0.3px dotted #999; vertical-align: top; }}
.p2 {{ page-break-before: always; }}
.totals {{ margin: 3mm 0 0 auto; }}
.totals td {{ padding: 0.8mm 2mm 0.8mm 14mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1.4px solid #111; }}
.slip {{ margin-top: 8mm; border-top: 1.2px dashed #444; padding-top: 2mm; }}
.slip td {{ padding: 0.6mm 6mm 0.6mm 0; }}
p {{ line-height: 1.45; margin: 1.6mm 0; }}
"""
    grid = [('Invoice No', f"<b>{e(f['number'])}</b>"), ('Invoice Date', f['date']), ('Account', d['account']),
            ('Hire Contract', d['contract']), ('Your Order No', e(f['order'])), ('Hire Period', d['period']),
            ('Due Date', f['due'])]
    rows = ''.join(
        f"<tr><td>{x['asset']}</td><td>{e(x['text'])}</td><td>{x['on']}</td><td>{x['off']}</td>"
        f"<td class=num>{x['days']}</td><td class=num>{qty(x['weeks'], False)}</td><td class=num>{en(x['price'])}</td>"
        f"<td class=num>{en(x['amount'])}</td></tr>" for x in d['lines'])
    moves = ''.join(f"<tr><td>{x['day']}</td><td>{x['note']}</td><td>{e(x['text'])}</td>"
                    f"<td class=num>{en(x['amount'])}</td></tr>" for x in d['transport'])
    sundries = ''.join(f"<tr><td></td><td></td><td>{e(x['text'])}</td><td class=num>{en(x['amount'])}</td></tr>"
                       for x in d['sundries'])
    (rate, (base, tax)), = f['per_rate'].items()
    body = f"""
<div class="band"><table style="width:100%"><tr><td>{digger_mark('white')} <span class="brand">{s['brand']}</span>
<br><span class="tag">{e(s['trades'])}</span></td>
<td class="title">HIRE INVOICE<div>{e(s['depot'])} · {s['phone']} · {s['mail']}</div></td></tr></table></div>
{grid_row(grid)}
<table class="two" style="width:100%"><tr><td><div class="label">Invoice to</div><b>{e(c['name'])}</b><br>
{e(c['attention'])}<br>{address(c['address'])}</td>
<td><div class="label">Site / delivery address</div><b>{e(p['site'])}</b><br>{e(p['town'])}<br>
Developer: {e(p['developer'])}<br>Site contact: {e(p['contact'])}</td></tr></table>
<table class="lines"><thead><tr><th>Asset</th><th>Description</th><th>On hire</th><th>Off hire</th>
<th class=num>Days</th><th class=num>Weeks</th><th class=num>Rate/wk £</th><th class=num>Amount £</th></tr></thead>
<tbody>{rows}<tr><td></td><td colspan=6><b>Hire charges this period</b></td><td class=num><b>{en(d['hire'])}</b></td>
</tr></tbody></table>
<p class="small">Chargeable days are working days (Monday to Friday) in the hire period while the item was on hire; a
week is five days. Items marked "on hire" remain on hire and will be charged on the next invoice.</p>
<div class="p2">
<table class="lines"><thead><tr><th>Date</th><th>Note</th><th>Transport and sundries</th>
<th class=num>Amount £</th></tr></thead><tbody>{moves}{sundries}</tbody></table>
<table class="totals"><tr><td>Net</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>VAT @ {rate_text(rate, False)}% on {money(base)}</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Invoice total</td><td class=num>{money(f['gross'])}</td></tr></table>
<p>Previous invoice on this contract: {d['previous']} for the period {d['previous_period']}.</p>
<p>Payment by {f['due']} to National Westminster Bank, sort code {s['sort_code']}, account {s['account']},
IBAN {spaced(f['iban'])}, BIC NWBKGB2L, quoting your account number.</p>
<div class="slip"><b>REMITTANCE ADVICE</b> – please return with your payment
<table><tr><td>Account</td><td>{d['account']}</td><td>Invoice</td><td>{e(f['number'])}</td></tr>
<tr><td>Contract</td><td>{d['contract']}</td><td>Amount</td><td>{money(f['gross'])}</td></tr></table></div></div>"""
    return document('en', css, body)


def page_ie_kitchen_stage(f):
    """A commercial kitchen fitter's stage payment invoice to a hotel company: the kitchen maker's badge large at the
    top right ("KELVANE Professional Kitchen Systems – Authorised Installation Partner"), the fitter's trading name
    "LCI Kitchens" smaller at the left with the Limited company under it; "STAGE PAYMENT INVOICE" centred; a grey
    box of labels beside values (Invoice No., Invoice Date, Due Date, Your PO, Quote, Job No.); the hotel and the
    site; the payment schedule (deposit invoiced and paid, this stage, the final stage on commissioning); this
    stage's equipment at 23 % and works and a variation at 13.5 %; a VAT analysis by rate; the bank; the CRO number
    and VAT number in the foot."""
    s, c, d, p, money = f['seller'], f['customer'], f['d'], f['project'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} trading as {s['trading']} · Registered in Ireland No. {s['cro']} · VAT No. {s['vat_printed']}",
        f"Directors: {s['directors']} · {', '.join(s['address'])}"], size='6.2pt', align='center')
    css = base_css('12mm 16mm 18mm 16mm', boxes, size='8.2pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.fitter {{ font-size: 10.5pt; font-weight: bold; color: {s['colour']}; }}
.fitter div {{ font-size: 7pt; font-weight: normal; color: #555; line-height: 1.45; }}
.badge {{ text-align: right; }}
.badge .m {{ font-size: 17pt; font-weight: bold; letter-spacing: 1px; color: #111; vertical-align: middle; }}
.badge div {{ font-size: 7.6pt; color: #444; }}
.badge .a {{ display: inline-block; margin-top: 1mm; background: #111; color: white; padding: 0.8mm 2.5mm;
  font-size: 7pt; letter-spacing: 0.3px; }}
h1 {{ text-align: center; font-size: 13pt; letter-spacing: 3px; margin: 6mm 0 3mm; }}
.box {{ background: #f3f4f6; width: 100%; }}
.box td {{ padding: 0.8mm 3mm; }}
.box td.l {{ color: #666; white-space: nowrap; }}
.to {{ line-height: 1.45; }}
.lines {{ width: 100%; margin-top: 3mm; }}
.lines th {{ text-align: left; font-size: 7pt; border-bottom: 1.2px solid #111; padding: 1mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1mm 1.5mm; border-bottom: 0.3px solid #ccc; }}
.lines tr.now td {{ font-weight: bold; }}
.totals {{ margin: 2mm 0 0 auto; }}
.totals td {{ padding: 0.7mm 2mm 0.7mm 12mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1.4px solid #111; }}
p {{ line-height: 1.45; margin: 1.8mm 0; }}
"""
    box = [('Invoice No.', f"<b>{e(f['number'])}</b>", 'Your PO', e(f['order'])),
           ('Invoice Date', f['date'], 'Quote', d['quote']),
           ('Due Date', f['due'], 'Job No.', d['job'])]
    grid = ''.join(f"<tr><td class=l>{a}</td><td>{b}</td><td class=l>{x}</td><td>{y}</td></tr>"
                   for a, b, x, y in box)
    schedule_rows = (
        f"<tr><td>Stage 1 – deposit on order (30%)</td><td>{d['deposit']['no']}</td><td>{d['deposit']['day']}</td>"
        f"<td class=num>{money(d['deposit']['amount'])}</td><td>Paid {d['deposit']['paid']}</td></tr>"
        f"<tr class=now><td>Stage 2 – delivery and installation (60%)</td><td>this invoice</td><td></td>"
        f"<td class=num>{money(d['lines'][0]['amount'] + d['lines'][1]['amount'])}</td><td></td></tr>"
        f"<tr><td>Stage 3 – commissioning and handover (10%)</td><td></td><td></td>"
        f"<td class=num>{money(d['final'])}</td><td>on handover</td></tr>")
    rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{rate_text(x['rate'], False)}%</td>"
                   f"<td class=num>{money(x['amount'])}</td></tr>" for x in d['lines'])
    vat_rows = ''.join(f"<tr><td>VAT @ {rate_text(r, False)}% on {money(b)}</td><td class=num>{money(t)}</td></tr>"
                       for r, (b, t) in f['per_rate'].items())
    body = f"""
<table class="top" style="width:100%"><tr>
<td class="fitter">{e(s['trading'])}<div>{e(s['name'])}<br>{address(s['address'])}<br>{s['phone']} ·
{s['mail']}</div></td>
<td class="badge">{hob_mark('#111')} <span class="m">{s['partner']}</span><div>Professional Kitchen Systems</div>
<span class="a">AUTHORISED INSTALLATION PARTNER</span></td></tr></table>
<h1>STAGE PAYMENT INVOICE</h1>
<table class="box">{grid}</table>
<table style="width:100%;margin-top:3mm"><tr><td class="to" style="width:50%;vertical-align:top"><b>Bill to:</b><br>
{e(c['name'])}<br>t/a {e(c['trading'])}<br>{address(c['address'])}<br>VAT No. {c['vat_printed']}</td>
<td class="to" style="vertical-align:top"><b>Project:</b> {e(p['name'])}<br>Project manager: {e(p['manager'])}<br>
Contract value (ex VAT): {money(d['contract'])}<br>Equipment delivered {d['delivered']}; installation
{d['fitted']}</td></tr></table>
<table class="lines"><thead><tr><th>Payment schedule</th><th>Invoice</th><th>Date</th><th class=num>Ex VAT</th>
<th>Status</th></tr></thead><tbody>{schedule_rows}</tbody></table>
<table class="lines"><thead><tr><th>This invoice</th><th class=num>VAT rate</th><th class=num>Amount</th></tr></thead>
<tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Total ex VAT</td><td class=num>{money(f['net'])}</td></tr>{vat_rows}
<tr><td>Total VAT</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Amount due</td><td class=num>{money(f['gross'])}</td></tr></table>
<p>Equipment is supplied at 23%; installation works are construction services at 13.5%.</p>
<p>Please pay by {f['due']} to Allied Irish Banks, IBAN {spaced(f['iban'])}, BIC AIBKIE2D, quoting {e(f['number'])}.
Title in the equipment passes on payment in full.</p>"""
    return document('en', css, body)


# --- The pages: Germany and Switzerland ------------------------------------------------------------------------------

def page_de_shk_abschlag(f):
    """A heating, ventilation and plumbing subcontractor's fourth instalment invoice to a general contractor over two
    pages, as a DIN 5008 letter: "KRÜGER HAUSTECHNIK" with a flame at the top right, the sender's line over the
    window; an information block (Ihre Bestellnummer, NU-Vertrag, Unser Projekt, Rechnungs-Nr., Rechnungsdatum,
    Leistungsstand); "4. Abschlagsrechnung" with the building project, the client, the architect and the general
    contractor's site manager; the bill of quantities cumulated by title and position (OZ, LV quantity, quantity to
    date, unit price, total to date) with the ordered extras; page 2 the summary: work to date, 5 % retention, the
    three earlier instalment invoices deducted by number and date, this instalment; VAT "0,00 €" under § 13b UStG
    with 19 % named; the exemption certificate under § 48b EStG; due in 21 days (VOB/B); the GmbH, HRB, the managing
    director, USt-IdNr. and Sparkasse in a foot of three columns; the number and page at the top right."""
    s, c, d, p, money = f['seller'], f['customer'], f['d'], f['project'], f['money']
    boxes = (multi_box('bottom-left', [s['name'], ' · '.join(s['address']), f"Tel. {s['phone']}", s['mail']],
                       size='6.1pt') +
             multi_box('bottom-center', [f"Sitz Bielefeld · Amtsgericht Bielefeld {s['hrb']}",
                                         f"Geschäftsführer: {s['md']}", f"USt-IdNr. {s['vat_printed']}",
                                         'Innungsfachbetrieb SHK'], size='6.1pt') +
             multi_box('bottom-right', ['Sparkasse Bielefeld', f"IBAN {spaced(f['iban'])}", 'BIC SPBIDE3BXXX'],
                       size='6.1pt') +
             page_box('top-right', f"Rechnung {f['number']} · Seite ", ' von ', size='6.8pt'))
    css = base_css('14mm 16mm 24mm 22mm', boxes, size='8pt') + f"""
.logo {{ text-align: right; }}
.logo b {{ font-size: 17pt; letter-spacing: 2px; color: {s['colour']}; vertical-align: middle; }}
.logo span {{ font-size: 10pt; letter-spacing: 3px; color: #444; vertical-align: middle; }}
.logo div {{ font-size: 6.8pt; color: #666; letter-spacing: 0.5px; }}
.letter {{ width: 100%; margin-top: 8mm; }}
.letter td {{ vertical-align: top; }}
.sender {{ font-size: 6.2pt; color: #444; border-bottom: 0.5px solid #999; padding-bottom: 0.5mm; margin-bottom: 2mm;
  white-space: nowrap; }}
.window {{ line-height: 1.45; font-size: 8.8pt; }}
.info td {{ padding: 0.3mm 0 0.3mm 3mm; white-space: nowrap; font-size: 7.6pt; }}
.info td:first-child {{ color: #555; padding-left: 0; }}
h1 {{ font-size: 12.5pt; margin: 7mm 0 1mm; }}
.bv {{ line-height: 1.45; }}
.lv {{ width: 100%; margin-top: 2.5mm; }}
.lv th {{ border-bottom: 1px solid #222; text-align: left; font-size: 6.6pt; padding: 0.8mm 1.1mm; }}
.lv th.num {{ text-align: right; }}
.lv td {{ padding: 0.6mm 1.1mm; border-bottom: 0.3px solid #ddd; font-size: 7.2pt; }}
.lv tr.title td {{ font-weight: bold; background: #f3f4f6; -webkit-print-color-adjust: exact;
  print-color-adjust: exact; }}
.lv tr.sum td {{ font-weight: bold; border-top: 0.8px solid #555; }}
.p2 {{ page-break-before: always; }}
.zs {{ margin-top: 4mm; width: 100%; }}
.zs td {{ padding: 0.8mm 1.5mm; border-bottom: 0.3px solid #ddd; }}
.zs tr.total td {{ font-weight: bold; font-size: 9.8pt; border-top: 1.4px solid #111;
  border-bottom: 1.4px solid #111; }}
.zs tr.sub td {{ font-weight: bold; }}
p {{ line-height: 1.5; margin: 2mm 0; }}
"""
    info = [('Ihre Bestellnummer', e(f['order'])), ('NU-Vertrag', f"{d['contract']} vom {d['contract_day']}"),
            ('Unser Projekt', d['project']), ('Rechnungs-Nr.', f"<b>{e(f['number'])}</b>"),
            ('Rechnungsdatum', f['date']), ('Leistungsstand', d['state']), ('Bearbeiter', e(s['clerk']))]
    rows = ''
    for t in d['titles']:
        rows += f"<tr class=title><td>{t['code']}</td><td colspan=6>{e(t['name'])}</td></tr>"
        for x in t['rows']:
            fmt = (lambda v: de(v)[:-3]) if x['unit'] in ('St', 'psch') else (lambda v: de(v)[:-1])
            rows += (f"<tr><td>{x['oz']}</td><td>{e(x['text'])}</td><td>{x['unit']}</td>"
                     f"<td class=num>{fmt(x['lv'])}</td><td class=num>{fmt(x['done'])}</td>"
                     f"<td class=num>{de(x['price'])}</td><td class=num>{de(x['amount'])}</td></tr>")
        rows += (f"<tr class=sum><td></td><td colspan=5>Summe Titel {t['code']} {e(t['name'])}</td>"
                 f"<td class=num>{de(t['sum'])}</td></tr>")
    prev = ''.join(f"<tr><td>abzüglich {x['k']}. Abschlagsrechnung Nr. {x['no']} vom {x['day']}</td>"
                   f"<td class=num>− {money(x['amount'])}</td></tr>" for x in d['prev'])
    body = f"""
<div class="logo">{flame_mark(s['colour'])} <b>{s['brand']}</b> <span>{s['brand2']}</span>
<div>{e(s['trades'])}</div></div>
<table class="letter"><tr><td style="width:56%"><div class="sender">{e(s['name'])} · {e(' · '.join(s['address']))}</div>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div></td>
<td>{pairs(info, 'info')}</td></tr></table>
<h1>4. Abschlagsrechnung</h1>
<div class="bv"><b>Bauvorhaben: {e(p['name'])}, {e(p['site'])}</b><br>Bauherr: {e(p['principal'])} · Architekt:
{e(p['architect'])}<br>Generalunternehmer: {e(c['name'])}, Bauleitung {e(p['manager'])} (BV-Nr. {d['bv']})<br>
Gewerk: Heizung, Lüftung, Sanitär – Leistungsstand zum {d['state']} gemäß gemeinsamem Aufmaß</div>
<table class="lv"><thead><tr><th>OZ</th><th>Kurztext</th><th>Einh.</th><th class=num>Menge LV</th>
<th class=num>Menge bisher</th><th class=num>EP €</th><th class=num>GP bisher €</th></tr></thead>
<tbody>{rows}</tbody></table>
<div class="p2">
<h1 style="margin-top:2mm">Zusammenstellung</h1>
<table class="zs">
<tr class=sub><td>Leistung kumuliert netto (Titel 01 bis 04)</td><td class=num>{money(d['total'])}</td></tr>
<tr><td>abzüglich 5 % Sicherheitseinbehalt gemäß § 9 NU-Vertrag</td><td class=num>− {money(d['retention'])}</td></tr>
<tr class=sub><td>Zwischensumme</td><td class=num>{money(d['after'])}</td></tr>{prev}
<tr class=total><td>Betrag dieser Abschlagsrechnung netto</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Umsatzsteuer 19 %: Steuerschuldnerschaft des Leistungsempfängers</td><td class=num>{money(f['tax'])}</td></tr>
<tr class=total><td>Zahlbetrag</td><td class=num>{money(f['gross'])}</td></tr></table>
<p><b>Steuerschuldnerschaft des Leistungsempfängers</b> gemäß § 13b Abs. 2 Nr. 4 und Abs. 5 Satz 2 UStG: Die
Umsatzsteuer für diese Bauleistung schuldet der Leistungsempfänger ({e(c['name'])}, USt-IdNr.
{nw(c['vat_printed'])}).</p>
<p>Eine gültige Freistellungsbescheinigung nach § 48b EStG liegt Ihnen vor: Finanzamt Bielefeld-Innenstadt,
Steuernummer {d['tax_no']}, Sicherheitsnummer {d['security']}, gültig bis {d['valid']}. Ein Steuerabzug nach § 48
EStG ist nicht vorzunehmen.</p>
<p>Die Abschlagszahlung ist gemäß § 16 Abs. 1 Nr. 3 VOB/B binnen 21 Tagen nach Zugang fällig, spätestens am
{f['due']}. Bitte überweisen Sie {money(f['gross'])} auf unser Konto bei der Sparkasse Bielefeld,
IBAN {nw(spaced(f['iban']))}.</p>
<p>Mit freundlichen Grüßen<br>{e(s['name'])}<br><br>i. A. {e(s['clerk'])}, Projektleitung</p></div>"""
    return document('de', css, body)


def page_de_pv_schluss(f):
    """A solar installer's final invoice for a roof-top plant on a company's warehouse: a green accent at the left,
    "SONNENWERK" with a sun over a panel and "Premium-Partner NORDLICHT SOLAR" as a badge; the customer at the left
    and a boxed label–value list at the right (Rechnungsnummer, Rechnungsdatum, Kundennummer, Ihre Bestellung,
    Angebot); "SCHLUSSRECHNUNG"; the plant (site, kWp, modules, commissioning, acceptance, MaStR number, metering
    point); the positions with the extra; the whole work's net, 19 % and gross; the two instalment invoices deducted
    with their net, VAT and gross in three columns; the rest to pay in the same columns; Skonto with its date and
    amount; the KG, its general partner (a GmbH) and their registers, the USt-IdNr. and the bank in the foot."""
    s, c, d, p, money = f['seller'], f['customer'], f['d'], f['project'], f['money']
    boxes = multi_box('bottom-left', [
        f"{s['name']} · {' · '.join(s['address'])} · Sitz Oldenburg, Amtsgericht Oldenburg {s['hra']}",
        f"Persönlich haftende Gesellschafterin: {s['partner']}, Amtsgericht Oldenburg {s['hrb']}, Geschäftsführerin: "
        f"{s['md']}",
        f"USt-IdNr. {s['vat_printed']} · Oldenburgische Landesbank · IBAN {spaced(f['iban'])} · BIC OLBODEH2XXX"],
        size='6.1pt')
    css = base_css('12mm 14mm 22mm 14mm', boxes, size='8pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; border-left: 4mm solid {s['colour']};
  padding-left: 5mm; }}
.top td {{ vertical-align: top; }}
.brand {{ font-size: 18pt; font-weight: bold; letter-spacing: 1px; color: {s['colour']}; vertical-align: middle; }}
.partner {{ text-align: right; }}
.partner span {{ display: inline-block; border: 1.4px solid #f59e0b; border-radius: 3mm; padding: 1.5mm 3mm;
  font-weight: bold; font-size: 9.5pt; color: #b45309; white-space: nowrap; }}
.partner div {{ font-size: 6.8pt; color: #666; margin-top: 1mm; }}
.cust {{ line-height: 1.45; font-size: 8.8pt; }}
.meta {{ border: 0.8px solid #999; margin-left: auto; }}
.meta td {{ padding: 0.6mm 2.5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #555; }}
h1 {{ font-size: 17pt; letter-spacing: 2px; margin: 6mm 0 1.5mm; color: {s['colour']}; }}
.plant {{ background: #f0fdf4; padding: 2mm 3mm; line-height: 1.5; }}
.lines {{ width: 100%; margin-top: 3mm; }}
.lines th {{ text-align: left; font-size: 6.9pt; border-bottom: 1px solid #222; padding: 0.9mm 1.3mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.9mm 1.3mm; border-bottom: 0.3px solid #ddd; }}
.ded {{ width: 100%; margin-top: 4mm; }}
.ded th {{ font-size: 6.9pt; text-align: right; border-bottom: 1px solid #222; padding: 0.8mm 1.5mm; }}
.ded th:first-child {{ text-align: left; }}
.ded td {{ padding: 0.8mm 1.5mm; text-align: right; white-space: nowrap; }}
.ded td:first-child {{ text-align: left; white-space: normal; }}
.ded tr.sub td {{ font-weight: bold; border-top: 0.8px solid #555; }}
.ded tr.total td {{ font-weight: bold; font-size: 9.6pt; border-top: 1.4px solid #111; background: #f0fdf4; }}
p {{ line-height: 1.45; margin: 1.8mm 0; }}
"""
    meta = [('Rechnungsnummer', f"<b>{e(f['number'])}</b>"), ('Rechnungsdatum', f['date']),
            ('Kundennummer', d['client']), ('Ihre Bestellung', e(f['order'])), ('Angebot', d['offer'])]
    positions = d['lines'] + [d['extra']]
    rows = ''.join(
        f"<tr><td>{i}</td><td>{e(x['text'])}</td><td class=num>{qty(x['qty'])} {x['unit']}</td>"
        f"<td class=num>{de(x['price'])}</td><td class=num>{de(x['amount'])}</td></tr>"
        for i, x in enumerate(positions, 1))
    w = d['whole']
    ded = ''.join(f"<tr><td>abzgl. {x['k']}. Abschlagsrechnung Nr. {x['no']} vom {x['day']} ({x['share']} % der "
                  f"Auftragssumme)</td><td>− {money(x['net'])}</td><td>− {money(x['tax'])}</td>"
                  f"<td>− {money(x['gross'])}</td></tr>" for x in d['deductions'])
    body = f"""
<table class="top" style="width:100%"><tr><td>{sun_mark(s['colour'])} <span class="brand">{s['brand']}</span>
<div class="small">Photovoltaik · Speicher · Ladeinfrastruktur für Gewerbe und Landwirtschaft</div></td>
<td class="partner"><span>Premium-Partner {s['maker']}</span><div>zertifizierter Fachbetrieb für
Gewerbeanlagen</div></td></tr></table>
<table style="width:100%;margin-top:7mm"><tr><td class="cust" style="width:55%;vertical-align:top">
<span class="small">{e(s['name'])} · {e(' · '.join(s['address']))}</span><br>{e(c['name'])}<br>{e(c['attention'])}<br>
{address(c['address'])}<br>USt-IdNr. {c['vat_printed']}</td><td style="vertical-align:top">{pairs(meta)}</td></tr>
</table>
<h1>SCHLUSSRECHNUNG</h1>
<div class="plant"><b>Photovoltaikanlage {qty(d['kwp'])} kWp, {e(p['site'])}</b><br>
{d['modules']} Module auf Hallendach · Inbetriebnahme am {d['commissioned']} · Abnahme am {d['accepted']}
(Abnahmeprotokoll)<br>MaStR-Nr. {d['mastr']} · Zählpunkt {d['meter']}</div>
<table class="lines"><thead><tr><th>Pos.</th><th>Leistung</th><th class=num>Menge</th><th class=num>EP €</th>
<th class=num>Gesamt €</th></tr></thead><tbody>{rows}</tbody></table>
<table class="ded"><thead><tr><th></th><th>netto</th><th>USt 19 %</th><th>brutto</th></tr></thead><tbody>
<tr class=sub><td>Gesamtleistung lt. Schlussrechnung</td><td>{money(w['net'])}</td><td>{money(w['tax'])}</td>
<td>{money(w['gross'])}</td></tr>{ded}
<tr class=total><td>Restbetrag dieser Schlussrechnung</td><td>{money(f['net'])}</td><td>{money(f['tax'])}</td>
<td>{money(f['gross'])}</td></tr></tbody></table>
<p>Zahlbar bis {f['due']} ohne Abzug. Bei Zahlung bis {d['skonto_day']} gewähren wir 2 % Skonto auf den
Restbetrag ({money(d['skonto'])}).</p>
<p>Die Gewährleistung beginnt mit der Abnahme am {d['accepted']}. Die Anlage bleibt bis zur vollständigen Bezahlung
unser Eigentum.</p>"""
    return document('de', css, body)


def page_ch_rueckbau_akonto(f):
    """A Swiss demolition firm's third instalment invoice ("Akontorechnung Nr. 3") to a general contractor, as a
    Swiss letter with the window at the right: "AESCHBACHER" in capitals with a wrecking ball at the left, the AG's
    name only in the small sender's line, the place and date over the title; "Akontorechnung Nr. 3" as the heading
    and "Rechnungs-Nr." in a list with the contract, the object number and the order; the project with the owner
    (a pension foundation) and the site management (architects) in bold; the work by BKP position at its percentage,
    the daywork reports; 10 % retention (SIA 118 Art. 150), the two earlier instalments by number; MWST 8.1 %;
    the site management's approval to come; ZKB; the UID with MWST in the foot."""
    s, c, d, p, money = f['seller'], f['customer'], f['d'], f['project'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · {' · '.join(s['address'])} · {s['phone']} · {s['mail']}",
        f"UID {s['vat_printed']} MWST · Zürcher Kantonalbank, IBAN {spaced(f['iban'])}, BIC ZKBKCHZZ80A"],
        size='6.2pt', align='center')
    css = base_css('14mm 16mm 20mm 20mm', boxes, size='8.2pt') + f"""
.top td {{ vertical-align: top; }}
.brand {{ font-size: 19pt; font-weight: bold; letter-spacing: 4px; color: {s['colour']}; vertical-align: middle; }}
.tag {{ font-size: 7pt; color: #555; letter-spacing: 0.8px; margin-top: 1mm; }}
.sender {{ font-size: 6.3pt; color: #444; border-bottom: 0.5px solid #999; padding-bottom: 0.5mm; margin-bottom: 2mm;
  white-space: nowrap; }}
.window {{ line-height: 1.45; font-size: 9pt; }}
.place {{ margin-top: 10mm; }}
h1 {{ font-size: 13pt; margin: 2mm 0 2mm; }}
.meta td {{ padding: 0.3mm 5mm 0.3mm 0; white-space: nowrap; }}
.meta td:first-child {{ color: #555; }}
.proj {{ margin-top: 3mm; line-height: 1.5; border-left: 2px solid {s['colour']}; padding-left: 3mm; }}
.lines {{ width: 100%; margin-top: 3mm; }}
.lines th {{ text-align: left; font-size: 7pt; border-bottom: 1px solid #222; padding: 0.9mm 1.3mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.9mm 1.3mm; border-bottom: 0.3px solid #ddd; }}
.lines tr.sub td {{ font-weight: bold; border-top: 0.8px solid #555; }}
.lines tr.total td {{ font-weight: bold; font-size: 9.6pt; border-top: 1.4px solid #111; }}
p {{ line-height: 1.5; margin: 2mm 0; }}
"""
    meta = [('Rechnungs-Nr.', f"<b>{e(f['number'])}</b>"), ('Werkvertrag', f"{d['contract']} vom {d['contract_day']}"),
            ('Objekt-Nr.', d['object_no']), ('Ihre Bestell-Nr.', e(f['order'])), ('Ausmass per', d['state'])]
    rows = ''.join(f"<tr><td>BKP {x['code']}</td><td>{e(x['text'])}</td><td class=num>{ch(x['value'])}</td>"
                   f"<td class=num>{x['pct']} %</td><td class=num>{ch(x['done'])}</td></tr>" for x in d['rows'])
    prev = ''.join(f"<tr><td colspan=4>abzüglich Akontorechnung Nr. {x['k']} ({x['no']} vom {x['day']})</td>"
                   f"<td class=num>−{ch(x['amount'])}</td></tr>" for x in d['prev'])
    (rate, (base, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr><td style="width:52%">{ball_mark(s['colour'])}
<span class="brand">{s['brand']}</span><div class="tag">{e(s['trades'])}</div></td>
<td><div class="sender" style="margin-top:10mm">{e(s['name'])}, {e(', '.join(s['address']))}</div>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div></td></tr></table>
<div class="place">{e(s['town'])}, {f['date']}</div>
<h1>Akontorechnung Nr. 3</h1>
{pairs(meta)}
<div class="proj"><b>{e(p['name'])}</b><br>Bauherrschaft: <b>{e(p['principal'])}</b><br>
Bauleitung: <b>{e(p['architect'])}</b>, {e(p['manager'])}<br>Generalunternehmer: {e(c['name'])}</div>
<table class="lines"><thead><tr><th>BKP</th><th>Leistung</th><th class=num>Werkpreis CHF</th>
<th class=num>Ausmass</th><th class=num>Leistung CHF</th></tr></thead><tbody>{rows}
<tr><td>Regie</td><td>Regiearbeiten gemäss Rapporten Nr. {d['reports']}</td><td></td><td></td>
<td class=num>{ch(d['regie'])}</td></tr>
<tr class=sub><td colspan=2>Total Leistung kumuliert</td><td class=num>{ch(d['werkpreis'])}</td><td></td>
<td class=num>{ch(d['total'])}</td></tr>
<tr><td colspan=4>abzüglich Rückbehalt 10 % (SIA-Norm 118)</td><td class=num>−{ch(d['retention'])}</td></tr>
<tr class=sub><td colspan=4>Zwischentotal</td><td class=num>{ch(d['after'])}</td></tr>{prev}
<tr class=sub><td colspan=4>Akontobetrag exkl. MWST</td><td class=num>{money(f['net'])}</td></tr>
<tr><td colspan=4>MWST {rate_text(rate, False)} % auf {money(base)}</td><td class=num>{money(tax)}</td></tr>
<tr class=total><td colspan=4>Total Akontorechnung Nr. 3 inkl. MWST</td><td class=num>{money(f['gross'])}</td></tr>
</tbody></table>
<p>Zahlbar innert 30 Tagen, bis {f['due']}, auf unser Konto bei der Zürcher Kantonalbank, IBAN
{nw(spaced(f['iban']))}. Die Rechnung geht gleichzeitig zur Prüfung an die Bauleitung (Visum bis {d['visum']}).</p>
<p>Freundliche Grüsse<br>{e(s['name'])}<br><br>{e(s['clerk'])}, Bauführer</p>"""
    return document('de', css, body)


# --- The pages: France and Luxembourg --------------------------------------------------------------------------------

def page_fr_plomberie_situation(f):
    """A plumbing subcontractor's monthly progress statement and invoice to a general contractor, in a serif: a
    framed head of three cells (the subcontractor small at the left with its monogram, "SITUATION DE TRAVAUX N° 5"
    in the middle, the general contractor in large type at the right as "Entreprise principale"); a dark band "FACTURE
    N° …" holding the number; the site with the public housing office as owner, the architect, the OPC and the lot;
    a grid of the contract references (contract, order, service order, owner's market); the work by item at its
    percentage with an amendment; the cumulated total, 5 % retention (loi du 16 juillet 1971), the four earlier
    statements with their invoice numbers, this statement's amount; "Autoliquidation" with VAT at 0 and the 20 % it
    would be; the due date; the penalties and the 40 € fee; the SARL, capital, RCS, SIRET, APE, VAT and CIC in the
    foot."""
    s, c, d, p, money = f['seller'], f['customer'], f['d'], f['project'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · SARL au capital de {s['capital']} · RCS Nantes {s['siren_printed']} · SIRET "
        f"{s['siret_printed']} · APE 4322A",
        f"TVA intracommunautaire {s['vat_printed']} · CIC · IBAN {spaced(f['iban'])} · BIC CMCIFRPP"],
        size='6.2pt', align='center')
    css = base_css('12mm 14mm 18mm 14mm', boxes, font="'DejaVu Serif', serif", size='8pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.head {{ width: 100%; border: 1px solid #333; }}
.head td {{ border: 1px solid #333; padding: 2mm 3mm; vertical-align: top; }}
.subc {{ font-size: 7pt; line-height: 1.45; width: 31%; }}
.subc b {{ font-size: 7.6pt; white-space: nowrap; }}
.mid {{ text-align: center; vertical-align: middle !important; font-size: 12pt; font-weight: bold; width: 34%;
  color: {s['colour']}; }}
.mid div {{ font-size: 7.6pt; font-weight: normal; margin-top: 1mm; }}
.eg {{ font-size: 12pt; font-weight: bold; line-height: 1.3; white-space: nowrap; }}
.eg div {{ font-size: 7.4pt; font-weight: normal; line-height: 1.45; }}
.band {{ background: #1e293b; color: white; font-family: 'DejaVu Sans', sans-serif; font-size: 11pt; font-weight: bold;
  padding: 1.6mm 3mm; margin-top: 3mm; letter-spacing: 1px; }}
.site {{ margin-top: 2.5mm; line-height: 1.5; }}
.grid {{ width: 100%; margin-top: 2mm; border-collapse: collapse; }}
.grid td {{ border: 0.6px solid #999; padding: 0.8mm 1.5mm; vertical-align: top; }}
.grid .l {{ font-family: 'DejaVu Sans', sans-serif; font-size: 6.2pt; color: #666; }}
.lines {{ width: 100%; margin-top: 3mm; }}
.lines th {{ font-family: 'DejaVu Sans', sans-serif; text-align: left; font-size: 6.8pt; border-bottom: 1px solid #222;
  padding: 0.9mm 1.3mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.8mm 1.3mm; border-bottom: 0.3px solid #ccc; }}
.lines tr.sub td {{ font-weight: bold; border-top: 0.8px solid #555; }}
.lines tr.total td {{ font-weight: bold; font-size: 9.4pt; border-top: 1.4px solid #111; background: #f1f5f9; }}
p {{ line-height: 1.45; margin: 1.6mm 0; }}
"""
    grid = [('Contrat de sous-traitance', d['st_contract']), ('Votre commande', e(f['order'])),
            ('Ordre de service', d['os_no']), ('Marché MOA', d['moa_market']), ('Date', f['date']),
            ('Situation arrêtée au', d['state'])]
    rows = ''.join(f"<tr><td>{x['code']}</td><td>{e(x['text'])}</td><td class=num>{fr(x['value'])}</td>"
                   f"<td class=num>{x['pct']} %</td><td class=num>{fr(x['done'])}</td></tr>" for x in d['rows'])
    prev = ''.join(f"<tr><td></td><td>Situation n° {x['k']} – facture {x['no']} du {x['day']}</td><td></td><td></td>"
                   f"<td class=num>{fr(x['amount'])}</td></tr>" for x in d['prev'])
    body = f"""
<table class="head"><tr>
<td class="subc">{drop_mark(s['colour'])}<br><b>{e(s['name'])}</b><br>Sous-traitant<br>{address(s['address'])}<br>
{s['phone']}<br>{s['mail']}</td>
<td class="mid">SITUATION DE TRAVAUX N° {d['k']}<div>{e(p['lot'])}</div></td>
<td class="eg"><div>Entreprise principale</div>{e(c['name'])}<div>{e(c['attention'])}<br>{address(c['address'])}<br>
TVA {c['vat_printed']}</div></td></tr></table>
<div class="band">FACTURE N° {e(f['number'])}</div>
<div class="site"><b>Chantier : {e(p['name'])}</b><br>Maître d'ouvrage : {e(p['principal'])} · Maître d'œuvre :
{e(p['architect'])} · OPC : {e(p['opc'])}</div>
{grid_row(grid)}
<table class="lines"><thead><tr><th>Poste</th><th>Désignation</th><th class=num>Montant marché HT</th>
<th class=num>Avancement</th><th class=num>Cumul HT</th></tr></thead><tbody>{rows}
<tr class=sub><td></td><td>Total travaux cumulés HT</td><td class=num>{fr(d['market'])}</td><td></td>
<td class=num>{fr(d['total'])}</td></tr>
<tr><td></td><td>Retenue de garantie 5 % (loi n° 71-584 du 16 juillet 1971)</td><td></td><td></td>
<td class=num>− {fr(d['retention'])}</td></tr>
<tr class=sub><td></td><td>Cumul net HT</td><td></td><td></td><td class=num>{fr(d['after'])}</td></tr>
<tr><td></td><td>À déduire : situations antérieures</td><td></td><td></td><td class=num>− {fr(d['previous'])}</td>
</tr>{prev}
<tr class=total><td></td><td>Montant HT de la situation n° {d['k']}</td><td></td><td></td>
<td class=num>{money(f['net'])}</td></tr>
<tr><td></td><td>TVA : autoliquidation (20 % due par le preneur, soit {money(d['vat_if'])})</td><td></td><td></td>
<td class=num>{money(f['tax'])}</td></tr>
<tr class=total><td></td><td>Net à payer</td><td></td><td></td><td class=num>{money(f['gross'])}</td></tr>
</tbody></table>
<p><b>Autoliquidation</b> : TVA due par le preneur, article 283-2 nonies du CGI (travaux de construction réalisés par
un sous-traitant).</p>
<p>Échéance : 45 jours fin de mois, soit le {f['due']}. Règlement par virement sur le compte CIC
{nw(spaced(f['iban']))}. En cas de retard de paiement, pénalités au taux de trois fois le taux d'intérêt légal et
indemnité forfaitaire pour frais de recouvrement de 40 € (art. L. 441-10 du code de commerce). Pas d'escompte pour
paiement anticipé.</p>"""
    return document('fr', css, body)


def page_fr_pac_acompte(f):
    """A heat pump installer's second down-payment invoice to a hotel company: the maker's badge "Installateur agréé
    AÉRONORD" large at the right, the installer's trade name "Thermi'Armor" with its fan mark at the left and the SAS
    under it in small type; "FACTURE D'ACOMPTE" with "2e acompte – 40 %" over a label–value list (Facture n°, Date,
    Échéance, Client n°, Devis n°, Devis accepté le); the customer at the right; the quotation's lines with its total;
    the schedule of down payments (the first one invoiced and paid, this one, the balance); this invoice's net, 20 %
    and gross; the RGE QualiPAC certificate and the ten-year insurance with its insurer and policy; BNP Paribas; the
    SAS, capital, RCS, SIRET, APE and VAT in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-left', [
        f"{s['name']} (Thermi'Armor) · SAS au capital de {s['capital']} · RCS Vannes {s['siren_printed']} · SIRET "
        f"{s['siret_printed']} · APE 4322B · TVA {s['vat_printed']}",
        f"Assurance décennale : {s['insurer']}, police n° {d['policy']}, validité France métropolitaine",
        f"BNP Paribas · IBAN {spaced(f['iban'])} · BIC BNPAFRPPXXX"], size='6.1pt')
    css = base_css('12mm 15mm 20mm 15mm', boxes, size='8.1pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.trade {{ font-size: 13pt; font-weight: bold; color: {s['colour']}; vertical-align: middle; }}
.legal {{ font-size: 6.8pt; color: #555; line-height: 1.45; margin-top: 1mm; }}
.maker {{ text-align: right; }}
.maker .m {{ font-size: 16pt; font-weight: bold; letter-spacing: 2px; color: #0c4a6e; }}
.maker div {{ font-size: 7.4pt; color: #0c4a6e; }}
.maker .rge {{ display: inline-block; margin-top: 1.5mm; border: 1px solid #65a30d; color: #3f6212; padding: 0.8mm 2mm;
  font-size: 7pt; }}
h1 {{ font-size: 15pt; margin: 7mm 0 0; color: {s['colour']}; }}
.second {{ font-size: 9pt; margin: 0.5mm 0 2mm; }}
.meta td {{ padding: 0.4mm 5mm 0.4mm 0; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
.cust {{ line-height: 1.45; font-size: 8.8pt; border: 0.6px solid #bbb; padding: 2mm 3mm; }}
.lines {{ width: 100%; margin-top: 3mm; }}
.lines th {{ background: {s['colour']}; color: white; text-align: left; font-size: 6.9pt; padding: 1mm 1.4mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.9mm 1.4mm; border-bottom: 0.3px solid #ddd; }}
.lines tr.sub td {{ font-weight: bold; }}
.lines tr.now td {{ font-weight: bold; background: #ecfeff; }}
.totals {{ margin: 2.5mm 0 0 auto; }}
.totals td {{ padding: 0.8mm 2mm 0.8mm 12mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1.4px solid #111; }}
p {{ line-height: 1.45; margin: 1.6mm 0; }}
"""
    meta = [('Facture n°', f"<b>{e(f['number'])}</b>"), ('Date', f['date']), ('Échéance', f['due']),
            ('Client n°', d['client']), ('Devis n°', d['devis_no']), ('Devis accepté le', d['signed'])]
    devis = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{qty(x['qty'])}</td><td class=num>{fr(x['price'])}</td>"
                    f"<td class=num>{fr(x['amount'])}</td></tr>" for x in d['devis'])
    first = d['first']
    steps = (f"<tr><td>1er acompte 30 % à la commande</td><td>facture {nw(first['no'])} du {nw(first['day'])}</td>"
             f"<td class=num>{fr(first['net'])}</td><td class=num>{fr(first['gross'])}</td><td>réglée le "
             f"{nw(first['paid'])}</td></tr>"
             f"<tr class=now><td>2e acompte 40 % à la livraison du matériel</td><td>présente facture</td>"
             f"<td class=num>{fr(f['net'])}</td><td class=num>{fr(f['gross'])}</td><td></td></tr>"
             f"<tr><td>Solde 30 % à la mise en service</td><td>à facturer</td><td class=num>{fr(d['rest'])}</td>"
             f"<td></td><td>travaux prévus le {nw(d['works'])}</td></tr>")
    (rate, (base, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr><td>{fan_mark(s['colour'])} <span class="trade">Thermi'Armor</span>
<div class="legal">{e(s['name'])}<br>{address(s['address'])}<br>{s['phone']} · {s['mail']}</div></td>
<td class="maker"><span class="m">{s['maker']}</span><div>Installateur agréé pompes à chaleur</div>
<span class="rge">RGE QualiPAC n° {d['rge']}</span></td></tr></table>
<table style="width:100%"><tr><td style="vertical-align:top;width:52%">
<h1>FACTURE D'ACOMPTE</h1><div class=second>2e acompte (40 %) à la livraison du matériel</div>
{pairs(meta)}</td>
<td style="vertical-align:top;padding-top:7mm"><div class="cust"><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>
{address(c['address'])}<br>TVA {c['vat_printed']}</div></td></tr></table>
<p style="margin-top:3mm"><b>Objet :</b> remplacement de la chaufferie fioul par deux pompes à chaleur air/eau en
cascade — {e(c['site'])}. Matériel livré sur site le {d['delivered']}.</p>
<table class="lines"><thead><tr><th>Rappel du devis {d['devis_no']}</th><th class=num>Qté</th>
<th class=num>P.U. HT €</th><th class=num>Total HT €</th></tr></thead><tbody>{devis}
<tr class=sub><td>Total devis HT</td><td></td><td></td><td class=num>{fr(d['devis_total'])}</td></tr>
<tr><td>TVA 20 % du devis</td><td></td><td></td><td class=num>{fr(d['devis_tax'])}</td></tr></tbody></table>
<table class="lines"><thead><tr><th>Échéancier</th><th>Facture</th><th class=num>HT €</th><th class=num>TTC €</th>
<th></th></tr></thead><tbody>{steps}</tbody></table>
<table class="totals"><tr><td>Montant de l'acompte HT</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>TVA {rate_text(rate)} %</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Total TTC à régler</td><td class=num>{money(f['gross'])}</td></tr></table>
<p>Règlement par virement avant le {f['due']} (IBAN ci-dessous), en rappelant le numéro de facture. Pénalités de
retard : trois fois le taux d'intérêt légal ; indemnité forfaitaire pour frais de recouvrement : 40 €.</p>"""
    return document('fr', css, body)


def page_lu_echafaudage(f):
    """A Luxembourg scaffolder's monthly invoice to a builder: "MOSELLE" in large capitals with a scaffold mark and
    its trades at the left, "FACTURE" and a framed number at the right; the builder's address with its VAT number;
    a block with the site (the residence, its developer as maître d'ouvrage, the architect, the builder's site
    foreman); a grid of labels over values (Date, Échéance, N° client, Votre bon de commande, Devis, Chantier n°,
    PV de réception, Période); the rental of block A for the month, block B erected with its inspection, sheeting,
    a stair tower, transport and daywork; "Total HTVA", "TVA 17 %", "Total TTC"; an RF creditor reference; the S.à
    r.l., RCS, business permit, VAT number and BIL in the foot."""
    s, c, d, p, money = f['seller'], f['customer'], f['d'], f['project'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · {', '.join(s['address'])} · Tél. {s['phone']}",
        f"RCS Luxembourg {s['rcs']} · Autorisation d'établissement n° {s['permit']} · TVA {s['vat_printed']} · "
        f"BIL IBAN {spaced(f['iban'])} · BIC BILLLULL"], size='6.2pt', align='center')
    css = base_css('12mm 14mm 18mm 14mm', boxes, size='8pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.brand {{ font-size: 22pt; font-weight: bold; letter-spacing: 2px; color: {s['colour']}; vertical-align: middle; }}
.tag {{ font-size: 7pt; letter-spacing: 1.5px; color: #555; }}
.fact {{ text-align: right; font-size: 15pt; font-weight: bold; letter-spacing: 2px; }}
.no {{ display: inline-block; border: 1.4px solid #111; padding: 1mm 3mm; font-size: 11pt; letter-spacing: 0;
  margin-top: 1mm; }}
.cust {{ margin: 6mm 0 0 55%; line-height: 1.45; font-size: 8.8pt; }}
.site {{ margin-top: 4mm; background: #fef9c3; padding: 2mm 3mm; line-height: 1.5; }}
.site b {{ font-size: 10.5pt; }}
.grid {{ width: 100%; margin-top: 3mm; }}
.grid td {{ border-top: 1px solid #555; padding: 0.8mm 1.8mm 1mm 0; vertical-align: top; }}
.grid .l {{ font-size: 6.3pt; color: #666; }}
.lines {{ width: 100%; margin-top: 3mm; }}
.lines th {{ border-bottom: 1.2px solid #111; text-align: left; font-size: 7pt; padding: 1mm 1.3mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1mm 1.3mm; border-bottom: 0.3px solid #ccc; vertical-align: top; }}
.totals {{ margin: 2.5mm 0 0 auto; }}
.totals td {{ padding: 0.8mm 2mm 0.8mm 12mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1.4px solid #111; }}
.pay {{ margin-top: 4mm; border-left: 3px solid {s['colour']}; padding: 1mm 3mm; line-height: 1.55; }}
p {{ line-height: 1.45; margin: 1.6mm 0; }}
"""
    grid = [('Date', f['date']), ('Échéance', f['due']), ('N° client', d['client']),
            ('Votre bon de commande', e(f['order'])), ('Devis', d['quote']), ('Chantier n°', d['site_no']),
            ('PV de réception', f"{d['pv']} du {d['inspected']}")]
    rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{qty(x['qty'])}</td><td class=nw>{x['unit']}</td>"
                   f"<td class=num>{de(x['price'])}</td><td class=num>{de(x['amount'])}</td></tr>" for x in d['lines'])
    (rate, (base, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr><td>{scaffold_mark(s['colour'])} <span class="brand">{s['brand']}</span>
<div class="tag">{e(s['trades'])}</div></td>
<td class="fact">FACTURE<br><span class="no">N° {e(f['number'])}</span></td></tr></table>
<div class="cust"><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>{address(c['address'])}<br>
TVA {c['vat_printed']}</div>
<div class="site"><b>Chantier : {e(p['name'])}</b><br>Maître d'ouvrage : {e(p['principal'])} · Architecte :
{e(p['architect'])} · Chef de chantier : {e(p['manager'])}</div>
{grid_row(grid)}
<p style="margin-top:3mm">Location et prestations {d['period']} :</p>
<table class="lines"><thead><tr><th>Désignation</th><th class=num>Quantité</th><th>Unité</th><th class=num>P.U. €</th>
<th class=num>Montant €</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Total HTVA</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>TVA {rate_text(rate)} % sur {money(base)}</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Total TTC</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="pay">Veuillez virer {money(f['gross'])} pour le {f['due']} au plus tard sur le compte
{spaced(f['iban'])} (BIL) en indiquant la référence <b>{f['reference_printed']}</b>.</div>
<p class="small">L'échafaudage reste la propriété de {e(s['name'])} ; toute modification par des tiers est interdite. La
réception du bloc B a été faite le {d['inspected']} (procès-verbal {d['pv']}).</p>"""
    return document('fr', css, body)


Builders = {'nl_installer_termijn': build_nl_installer_termijn, 'nl_bouw_termijnstaat': build_nl_bouw_termijnstaat,
            'be_dak_vorderingsstaat': build_be_dak_vorderingsstaat, 'gb_me_valuation': build_gb_me_valuation,
            'gb_plant_hire': build_gb_plant_hire, 'ie_kitchen_stage': build_ie_kitchen_stage,
            'de_shk_abschlag': build_de_shk_abschlag, 'de_pv_schluss': build_de_pv_schluss,
            'ch_rueckbau_akonto': build_ch_rueckbau_akonto, 'fr_plomberie_situation': build_fr_plomberie_situation,
            'fr_pac_acompte': build_fr_pac_acompte, 'lu_echafaudage': build_lu_echafaudage}
Pages = {'nl_installer_termijn': page_nl_installer_termijn, 'nl_bouw_termijnstaat': page_nl_bouw_termijnstaat,
         'be_dak_vorderingsstaat': page_be_dak_vorderingsstaat, 'gb_me_valuation': page_gb_me_valuation,
         'gb_plant_hire': page_gb_plant_hire, 'ie_kitchen_stage': page_ie_kitchen_stage,
         'de_shk_abschlag': page_de_shk_abschlag, 'de_pv_schluss': page_de_pv_schluss,
         'ch_rueckbau_akonto': page_ch_rueckbau_akonto, 'fr_plomberie_situation': page_fr_plomberie_situation,
         'fr_pac_acompte': page_fr_pac_acompte, 'lu_echafaudage': page_lu_echafaudage}

Layouts = {
    'nl_installer_termijn': 'electrical subcontractor\'s instalment invoice to the main contractor: the bolt mark and '
                            'the brand "VONK" in a slim line, an installer network\'s badge at the right; a dark band '
                            'with "PROJECT WOONZORGCENTRUM DE LINDE, OLDENZAAL", the building numbers, the principal, '
                            'the architect, the main contractor and its site manager; a label–value list '
                            '(Factuurnummer, Factuurdatum, Vervaldatum, Projectnummer, Werknummer hoofdaannemer, '
                            'Onderaannemingscontract, Uw inkoopordernummer, Uitvoeringsperiode); "Termijnfactuur — '
                            'termijn 3 van 6"; the schedule of six instalments with the two earlier invoices\' numbers '
                            '(same series), dates and payment; the instalment and an extra work; "Btw verlegd (21%)" '
                            '€ 0,00; a Wet ketenaansprakelijkheid box with the labour share and a quarter to the '
                            'G-rekening (its own IBAN), the rest to the Rabobank account; the B.V., KvK and btw in the '
                            'foot. RelationName: the B.V. in the foot and the payment sentence, not the brand, the '
                            'network, the project\'s parties nor the customer. IbanNumber: the ordinary account, not '
                            'the G-rekening',
    'nl_bouw_termijnstaat': 'main contractor\'s instalment invoice to a school foundation, a serif letter: the '
                            'group\'s word mark "HOEKSTRA BOUWGROEP" large, the number only in the title '
                            '"Termijnfactuur …", a ruled row of labels over values (Datum, Vervaldatum, '
                            'Projectnummer, Bestek, Debiteurnummer, Termijn); the project with its architect and the '
                            'client\'s supervisor (a B.V.); the schedule of twelve instalments with the numbers and '
                            'dates of the invoices already sent (same series); this instalment, an extra and an '
                            'omitted work (negative); "Btw 21% over …"; the supervisor\'s approval as a blue stamp; '
                            'the betalingskenmerk. RelationName: the B.V. of the group in the payment sentence and the '
                            'foot, not the group\'s name',
    'be_dak_vorderingsstaat': 'Flemish roofing subcontractor\'s invoice for progress statement (vorderingsstaat) '
                              'nr. …: a coloured column at the left with the roof mark, "VAN ACKER dak & gevel" and, '
                              'small, the BV, BTW, RPR and KBC account; the site in bold with the social housing '
                              'company as bouwheer, the architect, the main contractor and its site manager; "FACTUUR '
                              '— Vorderingsstaat nr. …"; a two-column label–value grid (Factuurnr., Werfnummer, '
                              'Bestek, Uw bestelbon, Periode, Klant BTW); measured quantities per post (bestek, vorige '
                              'staten, deze staat, cumulatief, EHP); the price revision formula; the two previous '
                              'statements\' invoices and amounts; "Btw 21 % verlegd" 0 € with the medecontractant '
                              'text (art. 20 KB nr. 1); the main contractor\'s approval in a dashed frame; the '
                              'structured communication; the inhoudingsplicht note',
    'gb_me_valuation': 'M&E subcontractor\'s VAT invoice for interim valuation No. 7 under a JCT subcontract: '
                       '"VAT INVOICE" large at the left, the brand "BRIGHTWIRE" at the right; a project table '
                       '(Employer, Main contractor, Architect, Quantity surveyor — three with "Ltd"/"LLP"); a box of '
                       'labels beside values (Invoice no., Invoice date / tax point, Application no., Payment notice, '
                       'Valuation date, Sub-contract order, Our job no., Final date for payment); the valuation: works '
                       'by section at their percentage, variations, materials on site, gross valuation, retention 3 %, '
                       'net valuation, less previously certified, amount due; the six previous applications with '
                       'their invoice numbers (same series); domestic reverse charge with the VAT at 20 % the customer '
                       'accounts for; CIS gross payment status with a ten-digit UTR; sort code and account only; the '
                       'Ltd, company number and VAT number in the foot',
    'gb_plant_hire': 'plant hire firm\'s four-weekly hire invoice over two pages: an orange band with the brand '
                     '"HIREPOINT", "HIRE INVOICE" and the depot; a ruled grid of labels over values (Invoice No, '
                     'Invoice Date, Account, Hire Contract, Your Order No, Hire Period, Due Date); the customer and '
                     'the site with its developer (a Ltd); monospaced hire lines (asset numbers, on-hire and off-hire '
                     'dates, chargeable days, weeks, weekly rate); page 2: deliveries and collections with '
                     'seven-digit delivery and collection note numbers, damage waiver, fuel, a blade sold; "Net", '
                     '"VAT @ 20% on …", "Invoice total"; the previous invoice on the contract (same series); a '
                     'remittance advice; "Hirepoint is a trading name of …" in the foot; the number and page in the '
                     'page head',
    'ie_kitchen_stage': 'commercial kitchen fitter\'s stage payment invoice to a hotel company: the kitchen maker\'s '
                        'badge "KELVANE Professional Kitchen Systems — AUTHORISED INSTALLATION PARTNER" large at the '
                        'top right, the trading name "LCI Kitchens" with the Limited company under it at the left; '
                        '"STAGE PAYMENT INVOICE"; a grey box (Invoice No., Invoice Date, Due Date, Your PO, Quote, '
                        'Job No.); the hotel company "t/a" its hotel, the project manager (a Ltd); the payment '
                        'schedule with the deposit invoice (same series) paid, this stage and the final stage; '
                        'equipment at 23 %, works and a variation at 13.5 %; VAT by rate; AIB; "trading as", CRO and '
                        'VAT number in the foot',
    'de_shk_abschlag': 'heating, ventilation and plumbing subcontractor\'s "4. Abschlagsrechnung" to a general '
                       'contractor over two pages, a DIN 5008 letter: "KRÜGER HAUSTECHNIK" at the top right, the '
                       'sender\'s line over the window; an information block (Ihre Bestellnummer, NU-Vertrag, Unser '
                       'Projekt, Rechnungs-Nr., Rechnungsdatum, Leistungsstand); the building project, the client, the '
                       'architect and the site manager; the bill of quantities to date by title and position with two '
                       'ordered extras; page 2: work to date, 5 % Sicherheitseinbehalt, the three earlier '
                       'Abschlagsrechnungen deducted by number (same series) and date, this instalment; "Umsatzsteuer '
                       '19 %: Steuerschuldnerschaft des Leistungsempfängers" 0,00 € (§ 13b UStG); the '
                       'Freistellungsbescheinigung (§ 48b EStG) with its Steuernummer and Sicherheitsnummer; due in '
                       '21 days (VOB/B); the GmbH, HRB, USt-IdNr. and Sparkasse in a three-column foot; the number and '
                       'page at the top right',
    'de_pv_schluss': 'solar installer\'s Schlussrechnung for a roof-top plant on a company\'s warehouse: a green '
                     'accent, "SONNENWERK" and a "Premium-Partner NORDLICHT SOLAR" badge; a boxed label–value list '
                     '(Rechnungsnummer, Rechnungsdatum, Kundennummer, Ihre Bestellung, Angebot); the plant with its '
                     'commissioning and acceptance dates, MaStR number and metering point; nine positions (a '
                     'scaffolder named in one); the whole work\'s net, 19 % and gross, the two Abschlagsrechnungen '
                     '(same series) deducted with their net, VAT and gross, the rest in three columns; Skonto with '
                     'its date and amount; the KG, its general partner GmbH with its HRB, the USt-IdNr. and OLB in '
                     'the foot. Net, VAT and gross are the rest this invoice claims, not the whole work',
    'ch_rueckbau_akonto': 'Swiss demolition firm\'s "Akontorechnung Nr. 3" to a general contractor: "AESCHBACHER" '
                          'with a wrecking ball at the left, the AG only in the sender\'s line over the window at the '
                          'right and in the foot; "Schlieren, …" over the heading; "Rechnungs-Nr." in a list with the '
                          'Werkvertrag, Objekt-Nr., Ihre Bestell-Nr., Ausmass per; the owner (a pension foundation) '
                          'and the site management (an architects\' AG) in bold; BKP positions at their percentage, '
                          'daywork reports; 10 % Rückbehalt (SIA-Norm 118), the two earlier Akontorechnungen by number '
                          '(same series); MWST 8.1 %; ZKB and the UID in the foot',
    'fr_plomberie_situation': 'plumbing subcontractor\'s "Situation de travaux n° 5" to a general contractor, in a '
                              'serif: a framed head of three cells (the SARL small at the left as "Sous-traitant", '
                              'the title in the middle, the general contractor in large type at the right as '
                              '"Entreprise principale"); the number only in a dark band "FACTURE N° …"; the site, the '
                              'public housing office (maître d\'ouvrage), the architect, the OPC, the lot; a grid of '
                              'references (contrat de sous-traitance, votre commande, ordre de service, marché MOA, '
                              'date, situation arrêtée au); items at their percentage with an amendment; 5 % retenue '
                              'de garantie; the four earlier situations with their invoice numbers (same series); '
                              '"TVA : autoliquidation (20 % due par le preneur, soit …)" at 0,00 €; art. 283-2 nonies '
                              'du CGI; "45 jours fin de mois, soit le …"; the SARL, RCS, SIRET, VAT and CIC in the '
                              'foot',
    'fr_pac_acompte': 'heat pump installer\'s second down-payment invoice to a hotel company: the maker\'s badge '
                      '"AÉRONORD — Installateur agréé pompes à chaleur" and the RGE QualiPAC number at the right, the '
                      'trade name "Thermi\'Armor" with the SAS small under it at the left; "FACTURE D\'ACOMPTE" and '
                      '"2e acompte (40 %) à la livraison du matériel" over a label–value list (Facture n°, Date, '
                      'Échéance, Client n°, Devis n°, Devis accepté le); the quotation\'s lines and total HT and '
                      'TVA; the schedule (first down payment\'s invoice, same series, paid; this one; the balance to '
                      'come); "Montant de l\'acompte HT", "TVA 20 %", "Total TTC à régler"; the ten-year insurer and '
                      'policy, the SAS, RCS, SIRET and VAT in the foot',
    'lu_echafaudage': 'Luxembourg scaffolder\'s monthly invoice to a builder: "MOSELLE" large with a scaffold mark, '
                      '"FACTURE" and a framed "N° …" at the right; the builder with its VAT number; a yellow block '
                      'with the residence, its developer (an S.A.) as maître d\'ouvrage, the architect and the site '
                      'foreman; a grid of labels over values (Date, Échéance, N° client, Votre bon de commande, '
                      'Devis, Chantier n°, PV de réception); block A\'s rental for the month, block B erected, '
                      'sheeting, a stair tower, transport, daywork; "Total HTVA", "TVA 17 % sur …", "Total TTC"; an '
                      'RF creditor reference; the S.à r.l., RCS, business permit, VAT number and BIL in the foot',
}


# --- The firms, their customers and their projects -------------------------------------------------------------------

# Each invoice: language, country, layout, the number's pattern with the series' start and invoices a day, date style,
# money style, due days, the buyer's order pattern (None: none printed), the payment reference, the pages, whether it
# is made in the first days of a month (a monthly statement), the seller, the customer and the project.
Plan = [
    dict(language='nl', country='NL', layout='nl_installer_termijn', number='{y}-{n4}', start=20, rate=1.1,
         dates='dash', money='eur_before', due=30, order='4500{d6}', reference=None, pages=1, bank='RABO',
         early=True,
         seller=dict(name='Vonk Elektrotechniek Twente B.V.', brand='VONK',
                     trades='elektrotechniek · domotica · zonnestroom',
                     network='Partner in het Slim Wonen Installatienetwerk', place='Enschede',
                     address=['Haaksbergerstraat 212', '7513 EM Enschede'], phone='053 555 18 60',
                     mail='facturen@vonk-elektro.nl', colour='#1e3a8a'),
         customer=dict(name='Bouwbedrijf Ter Haar Hengelo B.V.', attention='t.a.v. crediteurenadministratie',
                       address=['Industrieplein 4', '7553 LL Hengelo']),
         project=dict(name='Woonzorgcentrum De Linde', place='Oldenzaal',
                      lots='Bouwnummers 1 t/m 48 (zorgappartementen), algemene ruimten en centrale keuken',
                      principal='Stichting Zorggroep Twentse Linde', architect='Studio Kaaij Architecten',
                      manager='R. Bosman')),
    dict(language='nl', country='NL', layout='nl_bouw_termijnstaat', number='{y}-1{n4}', start=10, rate=0.3,
         dates='nl', money='eur_before', due=14, order=None, reference='kenmerk', pages=1, bank='ABNA',
         seller=dict(name='Hoekstra Utiliteitsbouw B.V.', group='HOEKSTRA BOUWGROEP', group_name='Hoekstra Bouwgroep',
                     address=['Nijverheidsweg 31', '9207 JX Drachten'], phone='0512 55 30 00',
                     mail='administratie@hoekstrabouwgroep.nl', colour='#7f1d1d'),
         customer=dict(name='Stichting Kindcentra Smallingerland', attention='t.a.v. afdeling Financiën',
                       address=['Postbus 2110', '9200 BC Drachten']),
         project=dict(name='Nieuwbouw IKC De Vlonder', place='Drachten', architect='Wijma Bakker Architecten',
                      supervisor='Bouwadviesbureau Noorderpoort B.V.', supervisor_name='ing. J. de Boer')),
    dict(language='nl', country='BE', layout='be_dak_vorderingsstaat', number='{y}/{n4}', start=30, rate=0.55,
         dates='slash', money='eur_after', due=30, order='BB-{y}-{d4}', reference='structured', pages=1, bank='735',
         early=True,
         seller=dict(name='Dakwerken Van Acker BV', brand='VAN ACKER', trades='dak & gevel',
                     address=['Industrielaan 17', '8520 Kuurne'], phone='056 55 71 40',
                     mail='boekhouding@vanacker-dak.be', colour='#0f766e'),
         customer=dict(name='Bouwonderneming Verhaeghe NV', attention='Boekhouding – inkomende facturen',
                       address=['Kortrijksesteenweg 455', '8530 Harelbeke']),
         project=dict(name='Renovatie 36 sociale woningen Overleie, Kortrijk',
                      principal='Woonmaatschappij Leie en Schelde', architect='Architectenbureau Lowie & Vermeire',
                      manager='Pieter Declercq')),
    dict(language='en', country='GB', layout='gb_me_valuation', number='INV-{n4}', start=1200, rate=0.35,
         dates='slash', money='gbp', due=30, order='HC-SCO-{d5}', reference=None, pages=1, bank=('BARC', '20'),
         early=True, iban_printed=False,
         seller=dict(name='Brightwire M&E Services Ltd', brand='BRIGHTWIRE',
                     trades='MECHANICAL · ELECTRICAL · PUBLIC HEALTH',
                     address=['Unit 9, Lowther Park', 'Westhoughton', 'Bolton BL5 3XU'], phone='01942 555 310',
                     colour='#0369a1'),
         customer=dict(name='Harland Construction Ltd', attention='Commercial Department – Accounts Payable',
                       address=['Harland House, 3 Pennine Way', 'Oldham OL9 6HR']),
         project=dict(name='Ashton Moss Extra Care Scheme – 64 apartments',
                      site='Plots 1–64, Moss Lane, Ashton-under-Lyne', principal='Pennine Care Living Ltd',
                      architect='Broadhurst Rowe Architects LLP', qs='Calder Cost Consultants Ltd')),
    dict(language='en', country='GB', layout='gb_plant_hire', number='7{n6}', start=300000, rate=37, dates='slash',
         money='gbp', due=30, order='CGW/{d4}', reference=None, pages=2, bank=('NWBK', '60'),
         seller=dict(name='Severn Valley Plant Hire Ltd', brand='HIREPOINT',
                     trades='PLANT · TOOLS · ACCESS · WELFARE', depot='Gloucester depot, Eastern Avenue',
                     address=['Unit 4, Eastern Avenue Trade Park', 'Gloucester GL4 3BY'], phone='01452 555 760',
                     mail='accounts@hirepoint.co.uk', colour='#ea580c'),
         customer=dict(name='Cotswold Groundworks Ltd', attention='Accounts Payable',
                       address=['The Old Dairy, Station Road', "Bishop's Cleeve", 'Cheltenham GL52 8AB']),
         project=dict(site='Land off Stoke Road – Phase 2, Plots 14–22', town="Bishop's Cleeve, Cheltenham",
                      developer='Wickmere Homes (Severn Vale) Ltd', contact='Dan Price, 07700 900412')),
    dict(language='en', country='IE', layout='ie_kitchen_stage', number='LCI-{yy}-{n4}', start=12, rate=0.3,
         dates='en_short', money='eur_en', due=14, order='QH-PO-{d4}', reference=None, pages=1, bank=('AIBK', '93'),
         seller=dict(name='Liffey Catering Interiors Limited', trading='LCI Kitchens', partner='KELVANE',
                     directors='A. Kinsella, M. Brennan',
                     address=['Unit 22, Greenogue Business Park', 'Rathcoole, Co. Dublin, D24 X2P6'],
                     phone='+353 1 555 4410', mail='accounts@lcikitchens.ie', colour='#0f766e'),
         customer=dict(name='Corrib Quay Hotels Limited', trading='The Quayside Hotel',
                       address=['Dock Road', 'Galway H91 T2C4']),
         project=dict(name='Main kitchen refurbishment – The Quayside Hotel, Galway',
                      manager='Moran Hospitality Projects Ltd')),
    dict(language='de', country='DE', layout='de_shk_abschlag', number='RE-{yy}{n4}', start=50, rate=1.3,
         dates='dot', money='eur_after', due=21, order='7100{d6}', reference=None, pages=2, blz='48050161',
         early=True,
         seller=dict(name='Krüger Wärme- und Haustechnik GmbH', brand='KRÜGER', brand2='HAUSTECHNIK',
                     trades='Heizung · Lüftung · Sanitär · Kälte', address=['Eckendorfer Straße 88', '33609 Bielefeld'],
                     phone='0521 555 48 0', mail='rechnung@krueger-haustechnik.de', md='Dipl.-Ing. Frank Krüger',
                     clerk='Jana Wöstmann', colour='#b91c1c'),
         customer=dict(name='Brandt Hochbau GmbH & Co. KG', attention='Bauleitung / Rechnungsprüfung',
                       address=['Herforder Straße 260', '33609 Bielefeld']),
         project=dict(name='Neubau Ärztehaus am Stadtpark', site='Detmolder Straße 115, 33604 Bielefeld',
                      principal='MVZ Immobilien Ostwestfalen GmbH', architect='Pohl + Sievers Architekten PartGmbB',
                      manager='Dipl.-Ing. Sven Tegeler')),
    dict(language='de', country='DE', layout='de_pv_schluss', number='RE-{y}-{n4}', start=15, rate=0.6, dates='dot',
         money='eur_code_after', due=30, order='4100{d6}', reference=None, pages=1, blz='28020050',
         seller=dict(name='Sonnenwerk Oldenburger Land GmbH & Co. KG', brand='SONNENWERK', maker='NORDLICHT SOLAR',
                     partner='Sonnenwerk Verwaltungs GmbH', md='Insa Gerdes',
                     address=['Wilhelmshavener Heerstraße 150', '26125 Oldenburg'], colour='#15803d'),
         customer=dict(name='Weser-Ems Kühllogistik GmbH', attention='Kreditorenbuchhaltung',
                       address=['Am Hafen 12', '26954 Nordenham']),
         project=dict(site='Logistikhalle 2, Am Hafen 12, 26954 Nordenham')),
    dict(language='de', country='CH', layout='ch_rueckbau_akonto', number='{yy}-{n4}', start=20, rate=0.9,
         dates='dot', money='chf', due=30, order='B{yy}-{d5}', reference=None, pages=1, early=True,
         seller=dict(name='Aeschbacher Rückbau AG', brand='AESCHBACHER',
                     trades='RÜCKBAU · ABBRUCH · SCHADSTOFFSANIERUNG · RECYCLING',
                     address=['Industriestrasse 41', '8952 Schlieren'], town='Schlieren', phone='+41 44 555 36 70',
                     mail='buchhaltung@aeschbacher-rueckbau.ch', clerk='Marco Keller', colour='#44403c'),
         customer=dict(name='Bauwerk Limmattal AG', attention='Kreditorenbuchhaltung',
                       address=['Badenerstrasse 600', '8048 Zürich']),
         project=dict(name='Ersatzneubau Wohnsiedlung Sonnegg, Dietikon – Rückbau Etappe 1',
                      principal='Vorsorgestiftung Limmat', architect='Stauffacher Partner Architekten AG',
                      manager='Reto Brunner')),
    dict(language='fr', country='FR', layout='fr_plomberie_situation', number='F{y}-{n4}', start=40, rate=1.2,
         dates='slash', money='eur_fr', due='eom45', order='EG-{y}-{d4}', reference=None, pages=1, bank='30066',
         early=True,
         seller=dict(name='Guérin Plomberie Sanitaire SARL', capital='30 000 €',
                     address=['7 rue des Sorinières', '44400 Rezé'], phone='02 40 55 18 72',
                     mail='compta@guerin-plomberie.fr', colour='#0369a1'),
         customer=dict(name='Bâtiments Loire-Océan SAS', attention='Service comptabilité fournisseurs',
                       address=['14 rue de la Garenne', '44700 Orvault']),
         project=dict(name='Construction de 42 logements collectifs « Les Terrasses du Cens », Nantes',
                      principal="Estuaire Habitat, office public de l'habitat",
                      architect='Atelier Quintard Architectes',
                      opc='Cabinet Bréhaud', lot='Lot n° 11 – Plomberie, sanitaires')),
    dict(language='fr', country='FR', layout='fr_pac_acompte', number='FA{yy}-{n4}', start=5, rate=0.35,
         dates='fr', money='eur_fr', due=10, order=None, reference=None, pages=1, bank='30004',
         seller=dict(name='Thermi-Confort Armor SAS', maker='AÉRONORD', capital='50 000 €',
                     insurer='Mutuelle Atlantique du Bâtiment',
                     address=['ZA de Kerluherne, 6 rue des Artisans', '56890 Plescop'], phone='02 97 55 40 18',
                     mail='contact@thermiarmor.fr', colour='#0e7490'),
         customer=dict(name='Hôtel des Remparts SARL', attention="À l'attention de la direction",
                       address=['5 rue Saint-Vincent', '56000 Vannes'],
                       site='Hôtel des Remparts, 5 rue Saint-Vincent, Vannes'),
         project={}),
    dict(language='fr', country='LU', layout='lu_echafaudage', number='FAC-{y}-{n4}', start=25, rate=0.7,
         dates='slash', money='EUR', due=30, order='BC-{yy}-{d4}', reference='rf', pages=1, bank='002', early=True,
         seller=dict(name='Moselle Échafaudages S.à r.l.', brand='MOSELLE', trades='ÉCHAFAUDAGES · ACCÈS · PROTECTIONS',
                     address=['Zone industrielle Rolach, 12', 'L-5280 Sandweiler'], phone='+352 26 55 48 1',
                     colour='#a16207'),
         customer=dict(name='Constructions Reding & Fils S.A.', attention='Service comptabilité',
                       address=["45, route d'Arlon", 'L-8009 Strassen']),
         project=dict(name="Résidence « Les Jardins d'Alzette », Esch-sur-Alzette – 3 immeubles, 54 logements",
                      principal='Promotions Kayl-Alzette S.A.', architect='Atelier Schmit Architectes',
                      manager='Marco Teixeira')),
]


# --- The invoices ----------------------------------------------------------------------------------------------------

# How often the invoice's number stands on the page, by situation (a page head counts per page).
NumberCount = {'nl_installer_termijn': 2, 'nl_bouw_termijnstaat': 1, 'be_dak_vorderingsstaat': 1,
               'gb_me_valuation': 2, 'gb_plant_hire': 4, 'ie_kitchen_stage': 2, 'de_shk_abschlag': 3,
               'de_pv_schluss': 1, 'ch_rueckbau_akonto': 1, 'fr_plomberie_situation': 1, 'fr_pac_acompte': 1,
               'lu_echafaudage': 1}
Currency = {'GB': 'GBP', 'CH': 'CHF'}
# The invoices whose VAT is reverse-charged: the rate the page names beside the VAT of 0.
ReverseCharge = {'nl_installer_termijn': 'Btw verlegd (21%)', 'be_dak_vorderingsstaat': 'Btw 21 % verlegd',
                 'gb_me_valuation': 'VAT at 20%', 'de_shk_abschlag': 'Umsatzsteuer 19 %',
                 'fr_plomberie_situation': 'TVA : autoliquidation (20 %'}


def decoys_for(layout, f):
    """What the page prints around the invoice's own fields that a careless reader would take instead: the other
    parties' names, the numbers of the invoice number's shape, the other dates and amounts."""
    s, c, d, p, money = f['seller'], f['customer'], f['d'], f['project'], f['money']
    if layout == 'nl_installer_termijn':
        return ([s['brand'], s['network'], p['principal'], p['architect'], p['manager'], d['project_no'],
                 d['works_no'], d['contract_no'], d['period'], d['ordered'], money(d['g']), money(d['rest']),
                 money(d['labour']), money(d['contract']), 'G-rekening', 'Wet ketenaansprakelijkheid']
                + [x[k] for x in d['prev'] for k in ('no', 'day', 'paid')])
    if layout == 'nl_bouw_termijnstaat':
        return ([s['group'], p['architect'], p['supervisor'], p['supervisor_name'], d['project_no'], d['spec'],
                 d['debtor'], d['approved'], d['mw_more'], d['mw_less'], money(d['contract']), money(d['invoiced'])]
                + [r[k] for r in d['rows'] if r['invoice'] for k in ('invoice', 'day')])
    if layout == 'be_dak_vorderingsstaat':
        return ([s['brand'], p['principal'], p['architect'], p['manager'], f"Vorderingsstaat nr. {d['k']}",
                 d['site_no'], d['spec'], d['approved'], d['period'], money(d['base']), money(d['revision']),
                 'medecontractant', 'nagezien en goedgekeurd']
                + [x[k] for x in d['prev'] for k in ('no', 'day')] + [money(x['amount']) for x in d['prev']])
    if layout == 'gb_me_valuation':
        return ([s['brand'], p['principal'], p['architect'], p['qs'], d['notice'], d['valued'], d['job'], d['utr'],
                 money(d['drc']), money(d['gross_value']), money(d['net_value']), money(d['previous']),
                 money(d['retention']), 'Reverse charge']
                + [x[k] for x in d['prev'] for k in ('no', 'day')])
    if layout == 'gb_plant_hire':
        return ([s['brand'], p['developer'], d['account'], d['contract'], d['previous'], d['period'],
                 d['previous_period'], en(d['hire'])] + [x[k] for x in d['transport'] for k in ('note', 'day')]
                + [x['asset'] for x in d['lines']])
    if layout == 'ie_kitchen_stage':
        return [s['partner'], s['trading'], c['trading'], p['manager'], d['quote'], d['job'], d['deposit']['no'],
                d['deposit']['day'], d['deposit']['paid'], money(d['contract']), money(d['final']), d['delivered']]
    if layout == 'de_shk_abschlag':
        return ([s['brand'], p['principal'], p['architect'], p['manager'], d['contract'], d['contract_day'],
                 d['project'], d['bv'], d['tax_no'], d['security'], d['valid'], d['state'], money(d['total']),
                 money(d['retention']), money(d['after']), '§ 13b']
                + [x[k] for x in d['prev'] for k in ('no', 'day')])
    if layout == 'de_pv_schluss':
        w = d['whole']
        return ([s['brand'], s['maker'], s['partner'], 'Gerüstbau Hellwig GmbH', d['mastr'], d['meter'], d['offer'],
                 d['client'], money(w['net']), money(w['tax']), money(w['gross']), d['skonto_day'],
                 money(d['skonto']), d['accepted'], d['commissioned']]
                + [x[k] for x in d['deductions'] for k in ('no', 'day')]
                + [money(x[k]) for x in d['deductions'] for k in ('net', 'tax', 'gross')])
    if layout == 'ch_rueckbau_akonto':
        return ([s['brand'], p['principal'], p['architect'], p['manager'], d['contract'], d['contract_day'],
                 d['object_no'], d['state'], d['visum'], d['reports'], ch(d['total']), ch(d['retention']),
                 ch(d['after'])] + [x[k] for x in d['prev'] for k in ('no', 'day')])
    if layout == 'fr_plomberie_situation':
        return ([p['principal'], p['architect'], p['opc'], p['lot'], d['st_contract'], d['os_no'], d['moa_market'],
                 d['state'], fr(d['total']), fr(d['retention']), fr(d['previous']), money(d['vat_if']),
                 'SITUATION DE TRAVAUX N° 5', 'Entreprise principale']
                + [x[k] for x in d['prev'] for k in ('no', 'day')])
    if layout == 'fr_pac_acompte':
        return [s['maker'], "Thermi'Armor", s['insurer'], d['policy'], d['rge'], d['devis_no'], d['signed'],
                d['first']['no'], d['first']['day'], d['first']['paid'], fr(d['devis_total']), fr(d['rest']),
                d['delivered'], d['works'], d['client']]
    if layout == 'lu_echafaudage':
        return [s['brand'], p['principal'], p['architect'], p['manager'], d['quote'], d['site_no'], d['pv'],
                d['client'], d['erected_b'], d['inspected'], d['period']]
    raise ValueError(layout)


def earlier_numbers(layout, d):
    """The numbers of the firm's earlier invoices that the page prints: of the invoice number's shape."""
    return {'nl_installer_termijn': lambda: [x['no'] for x in d['prev']],
            'nl_bouw_termijnstaat': lambda: [r['invoice'] for r in d['rows'] if r['invoice']],
            'be_dak_vorderingsstaat': lambda: [x['no'] for x in d['prev']],
            'gb_me_valuation': lambda: [x['no'] for x in d['prev']],
            'gb_plant_hire': lambda: [d['previous']],
            'ie_kitchen_stage': lambda: [d['deposit']['no']],
            'de_shk_abschlag': lambda: [x['no'] for x in d['prev']],
            'de_pv_schluss': lambda: [x['no'] for x in d['deductions']],
            'ch_rueckbau_akonto': lambda: [x['no'] for x in d['prev']],
            'fr_plomberie_situation': lambda: [x['no'] for x in d['prev']],
            'fr_pac_acompte': lambda: [d['first']['no']],
            'lu_echafaudage': lambda: []}[layout]()


os.makedirs(out_dir, exist_ok=True)
for index, plan in enumerate(Plan):
    language, layout, country = plan['language'], plan['layout'], plan['country']
    issued = made.invoice_date()
    if plan.get('early'):  # a monthly statement, made in the first days of the next month
        issued = issued.replace(day=rng.randint(1, 5))
    issued = working_day(issued)
    number = numbered(plan['number'], issued, plan['start'], plan['rate'])

    def show(day):
        return date_text(day, plan['dates'])

    # The seller and the customer, with their valid numbers.
    s, c, p = dict(plan['seller']), dict(plan['customer']), dict(plan['project'])
    seller_vat = buyer_vat = kvk = iban = None
    if country == 'NL':
        seller_vat, kvk, iban = made.dutch_seller(s, plan['bank'])
        if layout == 'nl_installer_termijn':
            buyer_vat = c['vat_printed'] = made.company_btw()
    elif country == 'BE':
        seller_vat, iban = made.belgian_seller(s, plan['bank'])
        buyer_vat = made.belgian_vat()
        c['vat_printed'] = vat_printed(buyer_vat, 'be')
    elif country == 'GB':
        seller_vat, iban = made.british_seller(s, plan['bank'])
        kvk = s['company_no']
        if layout == 'gb_me_valuation':
            buyer_vat = made.vat_number('GB')
            c['vat_printed'] = vat_printed(buyer_vat, 'gb')
    elif country == 'IE':
        seller_vat, iban = made.irish_seller(s, plan['bank'])
        buyer_vat = c['vat_printed'] = made.irish_vat()
    elif country == 'DE':
        seller_vat = made.vat_number('DE')
        s['vat_printed'] = vat_printed(seller_vat, 'de')
        s['hrb'] = f'HRB {rng.randint(30000, 49999)}'
        s['hra'] = f'HRA {rng.randint(200000, 209999)}'
        iban = made.german_iban(plan['blz'])
        buyer_vat = made.vat_number('DE')
        c['vat_printed'] = vat_printed(buyer_vat, 'de')
    elif country == 'CH':
        s['vat_printed'] = made.swiss_uid()
        seller_vat = f"{s['vat_printed']} MWST"
        iban = iban_of('CH', '00700' + digits(12))
    elif country == 'FR':
        seller_vat, iban = made.french_seller(s, plan['bank'])
        buyer_vat = made.siren_vat()
        c['vat_printed'] = vat_printed(buyer_vat, 'fr')
    else:  # Luxembourg
        seller_vat, iban = made.luxembourg_seller(s, plan['bank'], ('B{}', 100000, 289999), permit='10{}/0')
        buyer_vat = c['vat_printed'] = made.lu_vat()

    d = Builders[layout](plan, issued, number, show)
    net, tax, gross = d['net'], d['tax'], d['gross']
    assert net + tax == gross > 0, (layout, net, tax, gross)

    if plan['due'] == 'eom45':  # 45 days end of month
        due_day = month_end(issued + days(45))
    else:
        due_day = issued + days(plan['due'])
    fields = dict(y=issued.year, yy=f'{issued:%y}', d4=digits(4), d5=digits(5), d6=digits(6))
    order = plan['order'].format(**fields) if plan['order'] else None
    if plan['reference'] == 'rf':
        reference, reference_printed = creditor_reference(d['client'] + re.sub(r'\D', '', number))
    else:
        reference, reference_printed = made.payment_reference(plan['reference'])
    facts = dict(seller=s, customer=c, project=p, d=d, number=number, date=show(issued), due=show(due_day),
                 order=order, net=net, tax=tax, gross=gross, per_rate=d['per_rate'], iban=iban,
                 money=MONEY[plan['money']], reference_printed=reference_printed)

    base = f'construction-progress-{index + 1:02d}-{language}'
    if only and index + 1 not in only:
        continue
    printed = print_html(Pages[layout](facts), base, work, out_dir)
    flat = flat_of(printed)
    money = MONEY[plan['money']]
    printed_iban = iban if plan.get('iban_printed', True) else None

    # Every value of the truth, as the page prints it.
    expected = [number, facts['date'], facts['due'], s['name'], c['name'], money(net), money(tax), money(gross)]
    expected += [value for value in (order, reference_printed) if value]
    if kvk:
        expected.append(f'KvK {kvk}' if country == 'NL' else f'No. {kvk}')
    check_values(flat, expected, base)
    # The numbers and their check digits.
    check_numbers(printed, [seller_vat if country != 'CH' else None, buyer_vat], printed_iban, base)
    if country == 'NL':
        assert nl_btw.is_valid(seller_vat) and len(kvk) == 8
        assert not buyer_vat or nl_btw.is_valid(buyer_vat)
        assert not reference or (len(reference) == 16 and int(reference[0]) == kenmerk_check(reference[1:])
                                 and f'betalingskenmerk {reference_printed}' in flat)
    elif country == 'BE':
        assert be_vat.is_valid(seller_vat) and be_vat.is_valid(buyer_vat) and be_iban.is_valid(iban)
        assert int(reference[:10]) % 97 == int(reference[10:]) % 97 and reference_printed in flat
    elif country == 'GB':
        assert gb_vat.is_valid(seller_vat) and s['company_no'] in flat and f"sort code {s['sort_code']}" in flat
        assert s['account'] in flat and (not buyer_vat or gb_vat.is_valid(buyer_vat))
    elif country == 'IE':
        assert ie_vat.is_valid(seller_vat) and ie_vat.is_valid(buyer_vat) and s['cro'] in flat
    elif country == 'DE':
        assert de_vat.is_valid(seller_vat) and de_vat.is_valid(buyer_vat) and s['hrb'] in flat
    elif country == 'CH':
        assert ch_uid.is_valid(s['vat_printed']) and f'UID {seller_vat}' in flat
    else:
        check_seller(country, s, seller_vat, buyer_vat, flat)
        assert country != 'LU' or (iso11649.is_valid(reference) and reference_printed in flat)
    assert stdnum_iban.is_valid(iban)
    pages = printed.count('\f')
    assert pages == plan['pages'], (base, pages)

    # The number where its situation puts it, the earlier invoices of its shape, and the decoys around it.
    count = occurrences(flat, number, joiners='/-')
    assert count == NumberCount[layout], (base, number, count)
    shape = re.sub(r'\d', '9', number)
    for other in earlier_numbers(layout, d):
        assert other != number and re.sub(r'\d', '9', other) == shape and other in flat, (base, other)
    reading = flat_of(subprocess.run(['pdftotext', os.path.join(out_dir, f'{base}.pdf'), '-'], check=True,
                                     capture_output=True, text=True).stdout)
    for value in decoys_for(layout, facts):  # in the layout's text or, set in a narrow cell, in reading order
        assert flat_of(str(value)) in flat + ' ' + reading and str(value) != number, (base, value)
    if not order:  # no order number printed, nor a label for one
        assert not re.search(r'ordernummer|bestelbon|Your PO|Order No|Bestell|Votre commande|bon de commande', flat)
    # The VAT: reverse-charged at 0 with the rate named, or charged.
    if layout in ReverseCharge:
        assert tax == 0 and flat_of(ReverseCharge[layout]) in flat, base
    else:
        assert tax > 0, base
    if layout == 'nl_installer_termijn':
        assert d['g'] + d['rest'] == gross and d['g_iban'] != iban and d['g_iban'] in printed.replace(' ', '')
        assert stdnum_iban.is_valid(d['g_iban'])
    elif layout == 'nl_bouw_termijnstaat':
        assert 'Factuurnummer' not in flat and f'Termijnfactuur {number}' in flat
        assert sum(r['amount'] for r in d['rows']) == d['contract']
    elif layout == 'be_dak_vorderingsstaat':
        assert d['base'] + d['revision'] == net and c['name'] in flat.split('goedgekeurd', 1)[1]
    elif layout == 'gb_me_valuation':
        assert d['gross_value'] - d['retention'] - d['previous'] == net and sum(x['amount'] for x in d['prev']) \
            == d['previous'] and 'Final date for payment' in flat
    elif layout == 'gb_plant_hire':
        assert d['previous'] < number and f"Hire invoice {number} · page 2 of 2" in flat
    elif layout == 'de_shk_abschlag':
        assert d['total'] - d['retention'] - sum(x['amount'] for x in d['prev']) == net
        assert 'Freistellungsbescheinigung' in flat and 'Sicherheitseinbehalt' in flat
    elif layout == 'de_pv_schluss':
        w = d['whole']
        assert w['net'] + w['tax'] == w['gross'] and gross == w['gross'] - sum(x['gross'] for x in d['deductions'])
        assert w['gross'] != gross and 'SCHLUSSRECHNUNG' in flat
    elif layout == 'ch_rueckbau_akonto':
        assert d['total'] - d['retention'] - sum(x['amount'] for x in d['prev']) == net and 'Rückbehalt' in flat
    elif layout == 'fr_plomberie_situation':
        assert d['total'] - d['retention'] - d['previous'] == net and 'article 283-2 nonies' in flat
        assert 'N° de facture' not in flat and f'FACTURE N° {number}' in flat
    elif layout == 'fr_pac_acompte':
        assert "FACTURE D'ACOMPTE" in flat and d['first']['net'] + net + d['rest'] == d['devis_total']

    description = Layouts[layout]
    write_truth(out_dir, base, invoice_truth(
        language=language, layout=layout, country=country, description=description, number=number, issued=issued,
        due_day=due_day, currency=Currency.get(country, 'EUR'), net=net, tax=tax, gross=gross, iban=printed_iban,
        name=s['name'], vat=seller_vat, kvk=kvk, order=order, reference=reference,
        buyer={'Name': c['name'], **({'VatNumber': buyer_vat} if buyer_vat else {})}))
    print(base, layout, number, issued, gross, f'{pages} pages', f'number ×{count}')

shutil.rmtree(work, ignore_errors=True)
