"""Prints monthly bills of utilities and subscription providers (energy, telephone and internet, insurance, leasing) as
such providers print them, through Debian's Chromium, in Dutch, German, English and French, as PDFs with their truth
beside them: an accuracy set for recognition in a layout Ledgerline was never tuned to.

The layout, as the bills of energy and telecom firms have it: the provider's name (its logo's words) at the top left
and its service line at the right; the customer's address in the window; a block of the bill's data at the right with
many numbers ("Klantnummer", "Contractnummer", "Factuurnummer", "Factuurdatum", the billing period from … to …, a meter
or telephone number); the bill's title ("Uw nota voor maart 2025", "Ihre Rechnung für März 2025"); a table of the
period's charges with the period's dates in its rows; the totals ("Totaal excl. btw", "Btw 21%", "Totaal incl. btw");
and how it is paid: most by direct debit from the customer's account, which the bill names ("Wij schrijven het bedrag
rond 15 april 2025 af van uw rekening NL91 …"), the date it is collected being the day it is due; some by transfer to
the provider's account by a due date. The footer: the provider's registration, VAT number and, for most, its own
account. Dates and amounts as each language writes them.

Needs chromium, fonts-dejavu-core and python3-stdnum. Run with:

    /usr/bin/python3 scripts/corpus/utility_bills.py OUT_DIR [COUNT]
"""
import datetime
import html
import os
import sys
import tempfile
from decimal import Decimal

from corpus_output import MONTHS, print_html, vat_totals, write_truth
from made_up import MadeUp
from stdnum import iban as stdnum_iban

out_dir = os.path.abspath(sys.argv[1])
count = int(sys.argv[2]) if len(sys.argv) > 2 else 12
work = tempfile.mkdtemp()
made = MadeUp(20261205, dutch_banks=['ABNA', 'INGB', 'RABO'])
rng, digits = made.rng, made.digits

# The providers: language, country, name, service, address line, registration, whether the bill prints its own IBAN.
Providers = [
    ('nl', 'NL', 'Telenova B.V.', 'Mobiel & Internet', 'Postbus 2210, 3500 GE Utrecht', 'KvK 3081{d4}', True),
    ('de', 'DE', 'Stadtwerke Altheim GmbH', 'Strom · Gas · Wasser', 'Hafenstraße 12, 73430 Altheim',
     'Amtsgericht Ulm HRB {d5}', True),
    ('en', 'GB', 'Brightwave Broadband Ltd', 'Broadband & Phone', 'PO Box 4471, Leeds LS1 9XA',
     'Registered in England No. {d8}', False),
    ('fr', 'FR', 'Énergie du Midi SA', "Électricité & Gaz", "12 avenue de l'Europe, 31000 Toulouse",
     'SA au capital de 2 500 000 € - RCS Toulouse {siren}', True),
    ('nl', 'NL', 'Groene Stroom Nederland B.V.', 'Energie', 'Postbus 180, 2501 CD Den Haag', 'KvK 5402{d4}', False),
    ('de', 'DE', 'FunkNet Kommunikation GmbH', 'Mobilfunk', 'Am Funkturm 3, 10115 Berlin',
     'Amtsgericht Berlin-Charlottenburg HRB {d6}', True),
    ('en', 'GB', 'Albion Water Services plc', 'Water & Sewerage', 'Riverside House, Bristol BS1 6QA',
     'Registered in England No. {d8}', True),
    ('fr', 'FR', 'Fibre Atlantique SAS', 'Internet & Téléphone', '4 rue du Port, 44000 Nantes',
     'SAS au capital de 150 000 € - RCS Nantes {siren}', False),
    ('nl', 'NL', 'Lease Direct Nederland B.V.', 'Zakelijke lease', 'Stationsplein 45, 3818 LE Amersfoort',
     'KvK 6213{d4}', True),
    ('de', 'DE', 'Versicherungskontor Nord AG', 'Betriebshaftpflicht', 'Ballindamm 8, 20095 Hamburg',
     'Amtsgericht Hamburg HRB {d5}', True),
    ('en', 'GB', 'Northgate Office Supplies Ltd', 'Managed print service', 'Unit 7, Trafford Park, Manchester M17 1DD',
     'Registered in England No. {d8}', True),
    ('fr', 'FR', 'Assurances Mutuelles du Centre', 'Assurance multirisque', '18 boulevard Desaix, 63000 Clermont-Ferrand',
     'Entreprise régie par le Code des assurances - SIREN {siren}', True),
]
Customers = {
    'NL': [('Bakkerij Vos B.V.', 'Heuvelring 88', '5038 CL Tilburg'), ('Van Dijk Advies', 'Kerkstraat 5',
                                                                        '3811 CV Amersfoort')],
    'DE': [('Autohaus Becker GmbH', 'Durlacher Allee 150', '76131 Karlsruhe'), ('Praxis am Neckar', 'Uferstraße 4',
                                                                               '69120 Heidelberg')],
    'GB': [('Tyne Valley Brewing Co', 'Unit 3, Riverside Park', 'Hexham NE46 4LT'),
           ('Dartmoor Holiday Cottages', 'Bridge House', 'Tavistock PL19 0AB')],
    'FR': [('Boulangerie Marchal', '9 place Kléber', '67000 Strasbourg'), ('Cabinet Roussel Avocats',
                                                                          '22 rue Crébillon', '44000 Nantes')],
}
Rate = {'NL': Decimal(21), 'DE': Decimal(19), 'GB': Decimal(20), 'FR': Decimal(20)}
# The bill's words: customer number, contract, number, date, period, its "to", meter/line, title, table heads,
# net, VAT, gross, the debit sentence (with {date} and {iban}), the transfer sentence ({date}), "due".
Words = {
    'nl': ('Klantnummer', 'Contractnummer', 'Factuurnummer', 'Factuurdatum', 'Periode', 't/m', 'Aansluiting',
           'Uw nota voor {month}', ('Omschrijving', 'Periode', 'Bedrag'), 'Totaal excl. btw', 'Btw {rate}%',
           'Totaal incl. btw',
           'Wij schrijven het bedrag van {amount} rond {date} automatisch af van uw rekening {iban}.',
           'Wilt u het bedrag van {amount} vóór {date} overmaken op rekening {own} o.v.v. uw klantnummer?'),
    'de': ('Kundennummer', 'Vertragskonto', 'Rechnungsnummer', 'Rechnungsdatum', 'Abrechnungszeitraum', 'bis',
           'Zählernummer', 'Ihre Rechnung für {month}', ('Leistung', 'Zeitraum', 'Betrag'), 'Summe netto',
           'Umsatzsteuer {rate} %', 'Rechnungsbetrag',
           'Den Rechnungsbetrag von {amount} buchen wir am {date} per SEPA-Lastschrift von Ihrem Konto {iban} ab.',
           'Bitte überweisen Sie den Rechnungsbetrag von {amount} bis zum {date} auf unser Konto {own}.'),
    'en': ('Account number', 'Contract', 'Invoice number', 'Bill date', 'Billing period', 'to', 'Line',
           'Your bill for {month}', ('Description', 'Period', 'Amount'), 'Total excluding VAT', 'VAT at {rate}%',
           'Total including VAT',
           'We will collect {amount} by Direct Debit on or just after {date} from your account {iban}.',
           'Please pay {amount} by {date} to our account {own}, quoting your account number.'),
    'fr': ('N° client', 'N° de contrat', 'N° de facture', 'Date de facture', 'Période', 'au', 'Point de livraison',
           'Votre facture de {month}', ('Désignation', 'Période', 'Montant'), 'Total HT', 'TVA {rate} %', 'Total TTC',
           'Le montant de {amount} sera prélevé le {date} sur votre compte {iban}.',
           "Merci de régler {amount} avant le {date} par virement sur notre compte {own}."),
}
Charges = {
    'nl': [('Abonnement', (1500, 4500)), ('Gebruik buiten bundel', (200, 2500)), ('Vastrecht levering', (500, 900)),
           ('Leveringskosten stroom', (8000, 25000)), ('Leasetermijn', (35000, 80000))],
    'de': [('Grundpreis', (900, 1500)), ('Arbeitspreis Strom', (9000, 30000)), ('Grundgebühr Tarif Business',
                                                                                 (2500, 6000)),
           ('Verbindungen', (300, 3000)), ('Versicherungsbeitrag', (12000, 40000))],
    'en': [('Line rental', (1800, 2500)), ('Broadband package', (2500, 6000)), ('Calls', (100, 1800)),
           ('Standing charge', (900, 1500)), ('Water supply', (3000, 9000))],
    'fr': [('Abonnement', (1500, 4000)), ('Consommation électricité', (8000, 30000)), ('Option Pro', (500, 1500)),
           ('Communications', (200, 2000)), ('Cotisation mensuelle', (6000, 20000))],
}


def money(value, language):
    whole, cents = f'{value:,.2f}'.split('.')
    if language == 'en':
        return f'£{whole}.{cents}'
    if language == 'fr':
        return f"{whole.replace(',', ' ')},{cents} €"
    if language == 'nl':
        return f"€ {whole.replace(',', '.')},{cents}"
    return f"{whole.replace(',', '.')},{cents} €"


def short_date(day, language):
    return {'nl': day.strftime('%d-%m-%Y'), 'de': day.strftime('%d.%m.%Y'), 'en': day.strftime('%d/%m/%Y'),
            'fr': day.strftime('%d/%m/%Y')}[language]


def long_date(day, language):
    month = MONTHS[language][day.month - 1]
    return f'{day.day}. {month} {day.year}' if language == 'de' else f'{day.day} {month} {day.year}'


def page_html(p):
    w = p['words']
    rows = ''.join(f"<tr><td>{html.escape(text)}</td><td>{p['period']}</td><td class=num>{amount}</td></tr>"
                   for text, amount in p['rows'])
    data = ''.join(f'<tr><th>{html.escape(label)}</th><td>{value}</td></tr>' for label, value in p['data'])
    footer = ' · '.join(html.escape(part) for part in p['footer'])
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 16mm 18mm 14mm 20mm; }}
body {{ font-family: 'DejaVu Sans'; font-size: 9.5pt; color: #222; }}
.top {{ display: flex; justify-content: space-between; align-items: baseline; border-bottom: 3px solid {p['colour']};
  padding-bottom: 4mm; }}
.brand {{ font-size: 19pt; font-weight: bold; color: {p['colour']}; }}
.service {{ font-size: 10pt; color: #666; }}
.head {{ display: flex; justify-content: space-between; margin-top: 12mm; }}
.sender {{ font-size: 7pt; color: #777; border-bottom: 1px solid #aaa; margin-bottom: 2mm; }}
.window {{ width: 80mm; line-height: 1.35; }}
table.data th {{ text-align: left; font-weight: normal; color: #555; padding: 0.4mm 5mm 0.4mm 0; }}
h1 {{ font-size: 14pt; margin: 14mm 0 5mm; }}
table.charges {{ width: 100%; border-collapse: collapse; }}
table.charges th {{ text-align: left; border-bottom: 1px solid #333; padding: 1.5mm 0; }}
table.charges td {{ padding: 1.5mm 0; border-bottom: 1px solid #ddd; }}
.num {{ text-align: right; }}
table.totals {{ margin: 4mm 0 0 auto; }}
table.totals td {{ padding: 0.8mm 0 0.8mm 12mm; }}
table.totals tr.total td {{ font-weight: bold; border-top: 1px solid #333; }}
.pay {{ margin-top: 10mm; padding: 3mm 4mm; background: #f3f3f3; }}
.foot {{ position: fixed; bottom: 0; left: 0; right: 0; font-size: 7pt; color: #666; border-top: 1px solid #ccc;
  padding-top: 2mm; }}
</style></head><body>
<div class="top"><div class="brand">{html.escape(p['name'])}</div><div class="service">{html.escape(p['service'])}</div></div>
<div class="head"><div class="window"><div class="sender">{html.escape(p['name'])} · {html.escape(p['address'])}</div>
{'<br>'.join(html.escape(line) for line in p['customer'])}</div>
<table class="data">{data}</table></div>
<h1>{html.escape(p['title'])}</h1>
<table class="charges"><tr><th>{w[8][0]}</th><th>{w[8][1]}</th><th class=num>{w[8][2]}</th></tr>{rows}</table>
<table class="totals"><tr><td>{w[9]}</td><td class=num>{p['net']}</td></tr>
<tr><td>{p['vat_label']}</td><td class=num>{p['tax']}</td></tr>
<tr class="total"><td>{w[11]}</td><td class=num>{p['gross']}</td></tr></table>
<div class="pay">{html.escape(p['payment'])}</div>
<div class="foot">{footer}</div>
</body></html>"""


os.makedirs(out_dir, exist_ok=True)
for index in range(count):
    language, country, name, service, address, registration, own_account = Providers[index % len(Providers)]
    w = Words[language]
    customer = rng.choice(Customers[country])
    issued = made.invoice_date()
    start = (issued.replace(day=1) - datetime.timedelta(days=1)).replace(day=1)
    end = issued.replace(day=1) - datetime.timedelta(days=1)
    due = issued + datetime.timedelta(days=rng.choice([10, 14, 15, 21]))
    number = rng.choice(['{y}{n:08d}', '{n:010d}', 'R{y}-{n:07d}', '{y}/{n:06d}']).format(
        y=issued.year, n=rng.randint(10000, 9999999))
    rows = []
    for text, (low, high) in rng.sample(Charges[language], rng.randint(2, 3)):
        rows.append((text, (Decimal(rng.randint(low, high)) / 100).quantize(Decimal('1.00'))))
    rate = Rate[country]
    _, net, tax, gross = vat_totals([(amount, rate) for _, amount in rows])
    vat = made.vat_number(country)
    own_iban = made.iban(country) if own_account else None
    debit = index % 4 != 1  # three in four by direct debit
    customer_iban = made.iban(country)
    month = f'{MONTHS[language][start.month - 1]} {start.year}'
    period = f'{short_date(start, language)} {w[5]} {short_date(end, language)}'
    data = [(w[0], digits(rng.choice([7, 8, 9]))), (w[1], digits(10)), (w[2], number),
            (w[3], short_date(issued, language)), (w[4], period),
            (w[6], rng.choice(['06-' + digits(8), '1ESY' + digits(8), digits(11)]))]
    amount = money(gross, language)
    if debit or own_iban is None:
        payment = w[12].format(amount=amount, date=long_date(due, language), iban=stdnum_iban.format(customer_iban))
        debit = True
    else:
        payment = w[13].format(amount=amount, date=long_date(due, language), own=stdnum_iban.format(own_iban))
    footer = [name, address, registration.format(d4=digits(4), d5=digits(5), d6=digits(6), d8=digits(8),
                                                 siren=f'{digits(3)} {digits(3)} {digits(3)}'),
              {'nl': 'Btw-nr. ', 'de': 'USt-IdNr. ', 'en': 'VAT No. ', 'fr': 'TVA intracom. '}[language] + vat]
    if own_iban:
        footer.append(f'IBAN {stdnum_iban.format(own_iban)}')
    page = page_html({
        'name': name, 'service': service, 'address': address, 'customer': customer, 'data': data, 'words': w,
        'title': w[7].format(month=month), 'period': period,
        'rows': [(text, money(value, language)) for text, value in rows],
        'net': money(net, language), 'vat_label': w[10].format(rate=f'{rate:g}'), 'tax': money(tax, language),
        'gross': amount, 'payment': payment, 'footer': footer,
        'colour': rng.choice(['#0b6e4f', '#c2410c', '#1d4ed8', '#7e22ce', '#b91c1c', '#0f766e']),
    })
    base = f'bill-{index + 1:02d}-{language}'
    printed = print_html(page, base, work, out_dir)
    assert number in printed, (base, printed)
    truth = {
        'Language': language,
        'Layout': f'{service}, ' + ('paid by direct debit from the customer\'s account' if debit else
                                    'paid by transfer to the provider\'s account') +
                  (', the provider\'s IBAN in the footer' if own_iban else ', no IBAN of the provider'),
        'Number': number,
        'Date': issued.isoformat(),
        'DueDate': due.isoformat(),
        'Currency': 'GBP' if country == 'GB' else 'EUR',
        'NetAmount': float(net),
        'VatAmount': float(tax),
        'GrossAmount': float(gross),
        **({'IbanNumber': own_iban} if own_iban else {}),
        'RelationName': name,
        'RelationVatNumber': vat,
        'Buyer': {'Name': customer[0], 'IbanNumber': customer_iban},
    }
    write_truth(out_dir, base, truth)
    print(base, number, gross, 'debit' if debit else 'transfer', 'own IBAN' if own_iban else '')
