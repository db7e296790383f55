"""Prints invoices of software-as-a-service firms in the style of a payment platform's hosted invoices (the layout
that Stripe, Paddle and their kind made common) through Debian's Chromium, in American and British English, Dutch,
German and French, as PDFs with their truth beside them: an accuracy set for recognition in a layout Ledgerline was
never tuned to.

The layout: "Invoice" large at the top left and the seller's name at the right; the invoice's data as a two-column
block ("Invoice number  7F3A2B1C-0003", "Date of issue", "Date due"); the seller's address block beside the buyer's
under "Bill to" (each with its VAT number where it has one); the amount due written out as a heading ("$1,234.56 USD
due April 2, 2026"); a table of subscriptions, each with its period under it; totals ("Subtotal", "Total excluding
tax", "VAT - Netherlands (21% on €1,000.00)" or "Sales tax - New York (8.875%)", "Total", sometimes an "Applied
balance" and then "Amount due"); a block to pay by bank transfer (bank, IBAN, BIC and a reference) or, for American
sellers, by ACH (routing and account number, no IBAN); and a footer repeating the number and the amount due. Dates and
amounts as each locale writes them: "March 3, 2026" and "$1,234.56"; "3 March 2026" and "£1,234.56"; "3 maart 2026"
and "€ 1.234,56"; "3. März 2026" and "1.234,56 €"; "3 mars 2026" and "1 234,56 €".

Needs chromium, fonts-dejavu-core and python3-stdnum. Run with:

    python3 scripts/corpus/saas_invoices.py OUT_DIR [COUNT]
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
made = MadeUp(20261204, dutch_banks=['ABNA', 'INGB', 'RABO', 'BUNQ'])
rng, digits = made.rng, made.digits

# The sellers: locale, country, name, address lines, mail, bank name and BIC (None: ACH).
Sellers = [
    ('en-US', 'US', 'Brightline Analytics, Inc.', ['548 Market Street', 'San Francisco, CA 94104', 'United States'],
     'billing@brightline.io', None),
    ('nl', 'NL', 'Planbord Software B.V.', ['Keizersgracht 241', '1016 EA Amsterdam', 'Nederland'],
     'facturatie@planbord.nl', ('ABN AMRO', 'ABNANL2A')),
    ('de', 'DE', 'Terminfix GmbH', ['Torstraße 109', '10119 Berlin', 'Deutschland'], 'rechnungen@terminfix.de',
     ('Commerzbank', 'COBADEFFXXX')),
    ('en-GB', 'GB', 'Fernhill Cloud Ltd', ['3 Temple Quay', 'Bristol BS1 6DZ', 'United Kingdom'],
     'accounts@fernhillcloud.co.uk', ('Barclays', 'BARCGB22')),
    ('fr', 'FR', 'Facturia SAS', ['18 rue de la Paix', '75002 Paris', 'France'], 'facturation@facturia.fr',
     ('BNP Paribas', 'BNPAFRPP')),
    ('en', 'NL', 'Northwave Labs B.V.', ['Stationsplein 12', '3511 ED Utrecht', 'Netherlands'],
     'invoices@northwavelabs.com', ('ING Bank', 'INGBNL2A')),
    ('en-US', 'US', 'Copperleaf Software LLC', ['1200 Pearl Street, Suite 300', 'Boulder, CO 80302', 'United States'],
     'ar@copperleaf.dev', None),
    ('de', 'DE', 'Lagerwerk Software GmbH', ['Hafenstraße 8', '20457 Hamburg', 'Deutschland'],
     'buchhaltung@lagerwerk.de', ('Hamburger Sparkasse', 'HASPDEHHXXX')),
]
Customers = {
    'US': [('Harbor & Pine Design Co.', ['77 Water Street', 'New York, NY 10005'], None),
           ('Summit Outdoor Supply', ['410 Main Street', 'Boise, ID 83702'], None)],
    'NL': [('Bakkerij Verhoeven B.V.', ['Marktstraat 4', '5611 EB Eindhoven'], 'NL'),
           ('Tandartspraktijk De Wit', ['Schoolstraat 22', '2011 HB Haarlem'], 'NL')],
    'DE': [('Kanzlei Roth & Partner', ['Königsallee 60', '40212 Düsseldorf'], 'DE'),
           ('Physiotherapie am Markt', ['Marktplatz 3', '69117 Heidelberg'], 'DE')],
    'GB': [('Ashdown Veterinary Group Ltd', ['14 London Road', 'East Grinstead RH19 1AA'], 'GB'),
           ('Coastline Estates', ['2 Harbour Parade', 'Brighton BN1 1EA'], 'GB')],
    'FR': [('Cabinet Moreau Architectes', ['5 place Bellecour', '69002 Lyon'], 'FR'),
           ('Boulangerie Lefèvre', ['27 rue Sainte-Catherine', '33000 Bordeaux'], 'FR')],
}
Products = {
    'en': ['Pro plan', 'Team plan (per seat)', 'Analytics add-on', 'Additional storage 100 GB', 'API calls (10k)'],
    'nl': ['Planbord Pro', 'Extra gebruiker', 'Koppeling boekhouding', 'Opslag 50 GB'],
    'de': ['Business-Tarif', 'Zusätzlicher Nutzer', 'SMS-Erinnerungen (500)', 'Schnittstelle DATEV'],
    'fr': ['Abonnement Premium', 'Utilisateur supplémentaire', 'Module paie', 'Stockage 50 Go'],
}
Words = {
    'en': dict(title='Invoice', number='Invoice number', issued='Date of issue', due='Date due', bill_to='Bill to',
               due_line='{amount} due {date}', pay='Pay online', head=['Description', 'Qty', 'Unit price', 'Tax',
                                                                         'Amount'],
               subtotal='Subtotal', net='Total excluding tax', total='Total', applied='Applied balance',
               amount_due='Amount due', bank_title='Pay by bank transfer', bank='Bank name', reference='Reference',
               page='Page 1 of 1', vat='VAT', tax_line='VAT - {country} ({rate}% on {base})'),
    'nl': dict(title='Factuur', number='Factuurnummer', issued='Datum van uitgifte', due='Vervaldatum',
               bill_to='Factuur aan', due_line='{amount} verschuldigd op {date}', pay='Online betalen',
               head=['Omschrijving', 'Aantal', 'Stukprijs', 'Btw', 'Bedrag'], subtotal='Subtotaal',
               net='Totaal exclusief btw', total='Totaal', applied='Verrekend saldo', amount_due='Verschuldigd bedrag',
               bank_title='Betalen via bankoverschrijving', bank='Bank', reference='Referentie', page='Pagina 1 van 1',
               vat='Btw', tax_line='Btw - {country} ({rate}% op {base})'),
    'de': dict(title='Rechnung', number='Rechnungsnummer', issued='Rechnungsdatum', due='Fälligkeitsdatum',
               bill_to='Rechnung an', due_line='{amount} fällig am {date}', pay='Online bezahlen',
               head=['Beschreibung', 'Menge', 'Stückpreis', 'Steuer', 'Betrag'], subtotal='Zwischensumme',
               net='Gesamtbetrag ohne Steuern', total='Gesamt', applied='Verrechnetes Guthaben',
               amount_due='Fälliger Betrag', bank_title='Per Banküberweisung bezahlen', bank='Bank',
               reference='Verwendungszweck', page='Seite 1 von 1', vat='USt-IdNr.',
               tax_line='USt. - {country} ({rate} % auf {base})'),
    'fr': dict(title='Facture', number='Numéro de facture', issued="Date d'émission", due="Date d'échéance",
               bill_to='Facturer à', due_line='{amount} dus le {date}', pay='Payer en ligne',
               head=['Description', 'Qté', 'Prix unitaire', 'Taxe', 'Montant'], subtotal='Sous-total',
               net='Total hors taxes', total='Total', applied='Solde appliqué', amount_due='Montant dû',
               bank_title='Payer par virement bancaire', bank='Banque', reference='Référence', page='Page 1 sur 1',
               vat='TVA', tax_line='TVA - {country} ({rate} % sur {base})'),
}
CountryNames = {'en': {'NL': 'Netherlands', 'DE': 'Germany', 'GB': 'United Kingdom', 'FR': 'France'},
                'nl': {'NL': 'Nederland'}, 'de': {'DE': 'Deutschland'}, 'fr': {'FR': 'France'}}
Rates = {'NL': Decimal(21), 'DE': Decimal(19), 'GB': Decimal(20), 'FR': Decimal(20)}
SalesTax = [('New York', Decimal('8.875')), ('Colorado', Decimal('2.9')), ('Idaho', Decimal(6))]
Currencies = {'US': ('USD', '$'), 'GB': ('GBP', '£'), 'NL': ('EUR', '€'), 'DE': ('EUR', '€'), 'FR': ('EUR', '€')}
Cent = Decimal('0.01')
DutchBanks = {'ABNA': ('ABN AMRO', 'ABNANL2A'), 'INGB': ('ING Bank', 'INGBNL2A'), 'RABO': ('Rabobank', 'RABONL2U'),
              'BUNQ': ('bunq', 'BUNQNL2A')}


def language_of(locale):
    return locale.split('-')[0]


def money(value, locale, sign):
    whole, cents = f'{abs(value):,.2f}'.split('.')
    minus = '-' if value < 0 else ''
    if locale in ('en-US', 'en-GB', 'en'):
        return f'{minus}{sign}{whole}.{cents}'
    if locale == 'nl':
        return f"{sign} {minus}{whole.replace(',', '.')},{cents}"
    if locale == 'de':
        return f"{minus}{whole.replace(',', '.')},{cents} {sign}"
    return f"{minus}{whole.replace(',', chr(0x202F))},{cents}\u00a0{sign}"


def written_date(day, locale):
    month = MONTHS[language_of(locale)][day.month - 1]
    if locale == 'en-US':
        return f'{month} {day.day}, {day.year}'
    if locale == 'de':
        return f'{day.day}. {month} {day.year}'
    return f'{day.day} {month} {day.year}'


def period_of(start, end, locale):
    return f'{written_date(start, locale)} – {written_date(end, locale)}'


def invoice_number():
    return ''.join(rng.choice('0123456789ABCDEF') for _ in range(8)) + f'-{rng.randint(1, 40):04d}'


Style = '''
body { font-family: 'DejaVu Sans', sans-serif; font-size: 9.5pt; color: #1a1f36; margin: 14mm 16mm; }
.top { display: flex; justify-content: space-between; align-items: flex-start; }
.title { font-size: 22pt; font-weight: bold; }
.brand { font-size: 13pt; font-weight: bold; color: #635bff; }
table.meta td { padding: 1px 18px 1px 0; }
table.meta td:first-child { color: #697386; }
.parties { display: flex; gap: 22mm; margin: 8mm 0 6mm; }
.parties b { display: block; color: #697386; font-weight: normal; }
h2 { font-size: 14pt; margin: 4mm 0 1mm; }
.pay { color: #635bff; margin-bottom: 7mm; }
table.items { width: 100%; border-collapse: collapse; }
table.items th { text-align: left; color: #697386; font-weight: normal; border-bottom: 1px solid #d7dbe3; padding: 4px 0; }
table.items td { padding: 5px 0; vertical-align: top; }
.num { text-align: right; }
.period { color: #697386; font-size: 8.5pt; }
table.totals { margin-left: 40%; width: 60%; border-collapse: collapse; margin-top: 3mm; }
td.num { white-space: nowrap; }
table.totals td { padding: 3px 0; border-top: 1px solid #e3e8ee; }
table.totals tr.strong td { font-weight: bold; }
.bank { margin-top: 9mm; }
.bank td { padding: 1px 16px 1px 0; }
.bank td:first-child { color: #697386; }
footer { position: fixed; bottom: 8mm; left: 16mm; right: 16mm; color: #697386; font-size: 8pt;
         display: flex; justify-content: space-between; }
'''

os.makedirs(out_dir, exist_ok=True)
for index in range(count):
    locale, country, name, address, mail, bank = Sellers[index % len(Sellers)]
    language = language_of(locale)
    words = Words[language]
    currency, sign = Currencies[country]
    customer_name, customer_address, customer_vat_country = rng.choice(Customers[country])
    customer_vat = made.vat_number(customer_vat_country) if customer_vat_country else None
    vat = made.vat_number(country) if country != 'US' else None
    number = invoice_number()
    issued = made.invoice_date()
    due = issued + datetime.timedelta(days=rng.choice([0, 14, 30]))
    lines = []
    for _ in range(rng.randint(1, 3)):
        quantity = rng.choice([1, 1, 3, 5, 12])
        price = Decimal(rng.randint(900, 49900)) / 100
        lines.append((rng.choice(Products[language]), quantity, price))
    state, rate = rng.choice(SalesTax) if country == 'US' else (None, Rates[country])
    _, net, tax, total = vat_totals([(quantity * price, rate) for _, quantity, price in lines])
    tax_label = (f'Sales tax - {state} ({rate}%)' if state else
                 words['tax_line'].format(country=CountryNames[language][country], rate=rate,
                                          base=money(net, locale, sign)))
    rate_cell = f'{rate}%'
    applied = (Decimal(rng.randint(1000, 5000)) / 100) if rng.random() < 0.2 else Decimal(0)
    amount_due = total - applied
    account = made.iban(country) if bank else None
    # A Dutch account's bank is the one its IBAN names.
    if account and country == 'NL':
        bank = DutchBanks[account[4:8]]
    reference = ''.join(rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ23456789') for _ in range(12)) if bank else None
    end = issued + datetime.timedelta(days=30)
    period = period_of(issued, end, locale)
    due_words = words['due_line'].format(amount=f'{money(amount_due, locale, sign)} {currency}',
                                         date=written_date(due, locale))
    seller_block = [name, *address, mail] + ([f"{words['vat']} {vat}"] if vat else [])
    buyer_block = [customer_name, *customer_address] + ([f"{words['vat']} {customer_vat}"] if customer_vat else [])
    rows = ''.join(
        f"<tr><td>{html.escape(text)}<div class=period>{period}</div></td><td class=num>{quantity}</td>"
        f"<td class=num>{money(price, locale, sign)}</td><td class=num>{rate_cell}</td>"
        f"<td class=num>{money((quantity * price).quantize(Cent), locale, sign)}</td></tr>"
        for text, quantity, price in lines)
    totals = [(words['subtotal'], money(net, locale, sign), False), (words['net'], money(net, locale, sign), False),
              (tax_label, money(tax, locale, sign), False), (words['total'], money(total, locale, sign), False)]
    if applied:
        totals.append((words['applied'], money(-applied, locale, sign), False))
    totals.append((words['amount_due'], money(amount_due, locale, sign), True))
    if bank:
        payment = ''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in [
            (words['bank'], bank[0]), ('IBAN', stdnum_iban.format(account)), ('BIC', bank[1]),
            (words['reference'], reference)])
        payment_block = f"<div class=bank><b>{words['bank_title']}</b><table>{payment}</table></div>"
    else:
        routing = digits(9)
        payment_block = (f"<div class=bank><b>Pay by ACH or wire</b><table><tr><td>Bank</td><td>Silicon Valley Bank"
                         f"</td></tr><tr><td>Routing number</td><td>{routing}</td></tr><tr><td>Account number</td>"
                         f"<td>{digits(10)}</td></tr></table></div>")
    page = f'''<!doctype html><html lang="{language}"><head><meta charset="utf-8"><style>{Style}</style></head><body>
<div class=top><div class=title>{words['title']}</div><div class=brand>{html.escape(name)}</div></div>
<table class=meta>
<tr><td>{words['number']}</td><td>{number}</td></tr>
<tr><td>{words['issued']}</td><td>{written_date(issued, locale)}</td></tr>
<tr><td>{words['due']}</td><td>{written_date(due, locale)}</td></tr>
</table>
<div class=parties>
<div>{'<br>'.join(html.escape(line) for line in seller_block)}</div>
<div><b>{words['bill_to']}</b>{'<br>'.join(html.escape(line) for line in buyer_block)}</div>
</div>
<h2>{due_words}</h2>
<div class=pay>{words['pay']} →</div>
<table class=items><tr>{''.join(f"<th{' class=num' if i else ''}>{h}</th>" for i, h in enumerate(words['head']))}</tr>
{rows}</table>
<table class=totals>{''.join(f"<tr{' class=strong' if strong else ''}><td>{html.escape(label)}</td>"
                            f"<td class=num>{value}</td></tr>" for label, value, strong in totals)}</table>
{payment_block}
<footer><span>{number} · {due_words}</span><span>{words['page']}</span></footer>
</body></html>'''
    base = f'saas-{index + 1:02d}-{locale}'
    printed = print_html(page, base, work, out_dir)
    assert number in printed, (base, number)
    truth = {
        'Language': language,
        'Layout': f"hosted invoice, {'bank transfer' if bank else 'ACH'}{', applied balance' if applied else ''}",
        'Number': number,
        'Date': issued.isoformat(),
        'DueDate': due.isoformat(),
        'Currency': currency,
        'NetAmount': float(net),
        'VatAmount': float(tax),
        'GrossAmount': float(total),
        **({'IbanNumber': account} if account else {}),
        'RelationName': name,
        **({'RelationVatNumber': vat} if vat else {}),
        **({'PaymentReference': reference} if reference else {}),
        'Buyer': {'Name': customer_name, **({'VatNumber': customer_vat} if customer_vat else {})},
    }
    write_truth(out_dir, base, truth)
    print(base, number, currency, total, amount_due)
