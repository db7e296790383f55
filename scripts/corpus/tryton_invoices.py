"""Prints sales invoices with Tryton's own invoice report, in English, Dutch, German and French, as PDFs with
their truth beside them: an accuracy set for recognition in a layout Ledgerline was never tuned to.

Tryton's report (account_invoice/invoice.fodt, translated by Tryton) is rendered by Tryton itself and turned into
a PDF by LibreOffice, as a Tryton installation prints invoices. Each invoice is issued by another company (name,
address, VAT number, and the bank account and registration number in the report's footer, as a Tryton
administrator fills them in), to another customer in that customer's language. The truth of every invoice is read
back from Tryton after posting.

Needs Debian's tryton-server, tryton-proteus, tryton-modules-account-invoice, tryton-modules-account-eu and
libreoffice-writer-nogui, and a PostgreSQL with trust authentication. Run with Debian's Python:

    /usr/bin/python3 scripts/corpus/tryton_invoices.py OUT_DIR [COUNT_PER_LANGUAGE]
"""
import datetime
import json
import os
import subprocess
import sys
import tempfile
from decimal import Decimal

out_dir = sys.argv[1]
per_language = int(sys.argv[2]) if len(sys.argv) > 2 else 6
database = 'ledgerline_corpus_invoices'
work = tempfile.mkdtemp()
conf = os.path.join(work, 'trytond.conf')
with open(conf, 'w') as handle:
    handle.write(f"[database]\nuri = postgresql://postgres@127.0.0.1:5432/\npath = {work}\n")
env = dict(os.environ, TRYTONPASSFILE=os.path.join(work, 'pass'))
with open(env['TRYTONPASSFILE'], 'w') as handle:
    handle.write('admin\n')
base = database + '_base'


def psql(sql, db='postgres'):
    return subprocess.run(['psql', '-h', '127.0.0.1', '-U', 'postgres', '-d', db, '-tAc', sql], check=True,
                          capture_output=True, text=True).stdout.strip()


# Activating the modules and loading three languages takes minutes: it is done once, in a template database.
if psql(f"SELECT 1 FROM pg_database WHERE datname = '{base}'") != '1':
    psql(f'CREATE DATABASE {base}')
    admin = ['trytond-admin', '-c', conf, '-d', base]
    subprocess.run(admin + ['--all', '--email', 'admin@example.com'], check=True, env=env)
    subprocess.run(admin + ['-u', 'account_invoice', 'account_eu', '--activate-dependencies'], check=True, env=env)
    subprocess.run(admin + ['--all', '-l', 'nl', 'de', 'fr'], check=True, env=env)
psql(f'DROP DATABASE IF EXISTS {database} WITH (FORCE)')
psql(f'CREATE DATABASE {database} TEMPLATE {base}')

from proteus import Model, Report, Wizard, config as proteus_config  # noqa: E402
from made_up import MadeUp  # noqa: E402
from stdnum import iban as stdnum_iban  # noqa: E402

config = proteus_config.set_trytond(database, config_file=conf)
made = MadeUp(20261129, dutch_banks=['ABNA', 'INGB', 'RABO', 'TRIO'])
rng, digits, vat_number = made.rng, made.digits, made.vat_number


def vat_type(country):
    return 'gb_vat' if country == 'GB' else 'eu_vat'


# The issuers: name, street, postal code and city, country, how the footer names the bank account and the register
Issuers = {
    'en': [
        ('Harbour Lane Supplies Ltd', '14 Harbour Lane', 'BS1 4RN', 'Bristol', 'GB', 'Bank: {iban}', 'Company No. {coc}'),
        ('Northgate Print & Design Ltd', '2 Northgate Street', 'CH1 2HQ', 'Chester', 'GB', 'IBAN {iban}', 'Registered in England No. {coc}'),
        ('Blue Fern Catering Services', '88 Kingsway', 'M19 2LL', 'Manchester', 'GB', 'Account: {iban}', 'Company registration {coc}'),
    ],
    'nl': [
        ('Drukkerij Van der Linden B.V.', 'Industrieweg 12', '3542 AD', 'Utrecht', 'NL', 'IBAN: {iban}', 'KvK {coc}'),
        ('Schoonmaakbedrijf De Kroon', 'Marktstraat 7', '5611 EM', 'Eindhoven', 'NL', 'Bankrekening {iban}', 'KvK-nummer: {coc}'),
        ('Hoveniersbedrijf Groen & Zn.', 'Dorpsweg 45', '1741 AB', 'Schagen', 'NL', 'Rekeningnummer: {iban}', 'Handelsregister {coc}'),
    ],
    'de': [
        ('Müller Bürotechnik GmbH', 'Hauptstraße 21', '70173', 'Stuttgart', 'DE', 'Bankverbindung: IBAN {iban}', 'Amtsgericht Stuttgart HRB {coc}'),
        ('Schneider & Partner Gebäudeservice', 'Bahnhofstraße 3', '50667', 'Köln', 'DE', 'IBAN: {iban}', 'HRA {coc}'),
        ('Weber Elektro GmbH & Co. KG', 'Industriepark 9', '90411', 'Nürnberg', 'DE', 'Konto: {iban}', 'Registergericht Nürnberg HRB {coc}'),
    ],
    'fr': [
        ('Imprimerie Moreau SARL', '12 rue de la République', '69002', 'Lyon', 'FR', 'IBAN : {iban}', 'RCS Lyon {coc}'),
        ('Nettoyage Lefèvre et Fils', '5 avenue Jean Jaurès', '31000', 'Toulouse', 'FR', 'Coordonnées bancaires : {iban}', 'SIRET {coc}'),
        ('Atelier Dubois Menuiserie', '33 boulevard Victor Hugo', '44000', 'Nantes', 'FR', 'RIB/IBAN {iban}', 'RCS Nantes {coc}'),
    ],
}
Customers = {
    'en': ('Westfield Trading Ltd', '10 Market Street', 'LS1 6DT', 'Leeds', 'GB'),
    'nl': ('Bakkerij Jansen B.V.', 'Kerkstraat 3', '2011 RJ', 'Haarlem', 'NL'),
    'de': ('Hofmann Logistik GmbH', 'Lindenallee 17', '20259', 'Hamburg', 'DE'),
    'fr': ('Boulangerie Martin SAS', '8 place Bellecour', '69002', 'Lyon', 'FR'),
}
Products = {
    'en': ['Printing of brochures', 'Consultancy', 'Office cleaning, monthly', 'Catering lunch', 'Delivery'],
    'nl': ['Drukwerk folders', 'Schoonmaak kantoor', 'Onderhoud tuin', 'Advieswerk', 'Voorrijkosten'],
    'de': ['Wartung Drucker', 'Reinigung Büroräume', 'Elektroinstallation', 'Beratung', 'Anfahrt'],
    'fr': ['Impression de flyers', 'Nettoyage des bureaux', 'Menuiserie sur mesure', 'Conseil', 'Déplacement'],
}
Rates = {'GB': '0.20', 'NL': '0.21', 'DE': '0.19', 'FR': '0.20'}

Currency = Model.get('currency.currency')
CurrencyRate = Model.get('currency.currency.rate')
Country = Model.get('country.country')
Party = Model.get('party.party')
User = Model.get('res.user')
Lang = Model.get('ir.lang')

currencies = {}
for code, name, symbol, rate in [('EUR', 'Euro', '€', '1'), ('GBP', 'Pound Sterling', '£', '0.86'),
                                 ('USD', 'US Dollar', '$', '1.08')]:
    currency = Currency(name=name, symbol=symbol, code=code, rounding=Decimal('0.01'), digits=2)
    currency.save()
    CurrencyRate(date=datetime.date(2000, 1, 1), rate=Decimal(rate), currency=currency).save()
    currencies[code] = currency
countries = {}
for code, name in [('NL', 'Netherlands'), ('DE', 'Germany'), ('FR', 'France'), ('GB', 'United Kingdom')]:
    countries[code] = Country(name=name, code=code)
    countries[code].save()
langs = {code: Lang.find([('code', '=', code)])[0] for code in ('en', 'nl', 'de', 'fr')}


def fill_address(party, street, postal_code, city, country):
    address = party.addresses[0]
    address.street = street
    address.postal_code = postal_code
    address.city = city
    address.country = countries[country]


company_party = Party(name='Issuer')
company_party.save()
company_config = Wizard('company.company.config')
company_config.execute('company')
company_config.form.party = company_party
company_config.form.currency = currencies['EUR']
company_config.execute('add')
config._context = User.get_preferences(True, {})
# The invoices are dated in the past, so are their payment dates: Tryton's warning about that is answered 'always'.
Warning = Model.get('res.user.warning')
Company = Model.get('company.company')
company, = Company.find()

AccountTemplate = Model.get('account.account.template')
ModelData = Model.get('ir.model.data')
Account = Model.get('account.account')
data, = ModelData.find([('module', '=', 'account'), ('fs_id', '=', 'account_template_root_en')], limit=1)
chart = Wizard('account.create_chart')
chart.execute('account')
chart.form.account_template = AccountTemplate(data.db_id)
chart.form.company = company
chart.execute('create_account')
receivable, = Account.find([('type.receivable', '=', True)], limit=1)
payable, = Account.find([('type.payable', '=', True)], limit=1)
revenue, = Account.find([('type.revenue', '=', True)], limit=1)
tax_account, = Account.find([('name', '=', 'Main Tax')], limit=1)
chart.form.account_receivable = receivable
chart.form.account_payable = payable
chart.execute('create_properties')

Sequence = Model.get('ir.sequence')
SequenceStrict = Model.get('ir.sequence.strict')
SequenceType = Model.get('ir.sequence.type')
FiscalYear = Model.get('account.fiscalyear')
move_type, = SequenceType.find([('name', '=', 'Account Move')], limit=1)
invoice_type, = SequenceType.find([('name', '=', 'Invoice')], limit=1)
sales_sequences = {}
for year in (2025, 2026):
    fiscalyear = FiscalYear(name=str(year), company=company, start_date=datetime.date(year, 1, 1),
                            end_date=datetime.date(year, 12, 31))
    fiscalyear.post_move_sequence = Sequence(name=str(year), sequence_type=move_type, company=company)
    fiscalyear.post_move_sequence.save()
    sequence = SequenceStrict(name=f'Invoices {year}', sequence_type=invoice_type, company=company)
    sequence.save()
    sales_sequences[year] = sequence
    sequences, = fiscalyear.invoice_sequences
    sequences.company = company
    for kind in ('in_invoice', 'in_credit_note', 'out_invoice', 'out_credit_note'):
        setattr(sequences, f'{kind}_sequence', sequence)
    fiscalyear.save()
    fiscalyear.click('create_period')

Tax = Model.get('account.tax')
taxes = {}
for country, rate in Rates.items():
    percent = int(Decimal(rate) * 100)
    taxes[country] = Tax(name=f'VAT {percent}%', description=f'{percent}%', type='percentage', rate=Decimal(rate),
                         company=company, invoice_account=tax_account, credit_note_account=tax_account)
    taxes[country].save()

PaymentTerm = Model.get('account.invoice.payment_term')
terms = {}
for days in (14, 30):
    term = PaymentTerm(name=f'{days} days')
    delta = term.lines.new(type='remainder').relativedeltas.new()
    delta.days = days
    term.save()
    terms[days] = term

customers = {}
for language, (name, street, postal_code, city, country) in Customers.items():
    customer = Party(name=name, lang=langs[language])
    fill_address(customer, street, postal_code, city, country)
    customer.identifiers.new(type=vat_type(country), code=vat_number(country))
    customer.save()
    customers[language] = customer

Invoice = Model.get('account.invoice')
report = Report('account.invoice')
ActionReport = Model.get('ir.action.report')
action, = ActionReport.find([('report_name', '=', 'account.invoice')])
action.extension = 'pdf'
action.save()

NumberStyles = [('{year}-', 4), ('F{year}', 5), ('RE-{year}-', 4), ('', 6), ('INV-', 5), ('{year}/', 3)]
os.makedirs(out_dir, exist_ok=True)
# Tryton numbers a year's invoices in date order: the dates are drawn first and used in order.
dates = sorted(datetime.date(2025, 1, 1) + datetime.timedelta(days=rng.randint(0, 660))
               for _ in range(per_language * len(Issuers)))
made = 0
for language, issuers in Issuers.items():
    for index in range(per_language):
        name, street, postal_code, city, country, bank_line, register_line = issuers[index % len(issuers)]
        account = stdnum_iban.format(made.iban(country))
        coc = digits(8) if country in ('NL', 'GB') else (digits(5) if country == 'DE' else f'{digits(3)} {digits(3)} {digits(3)}')
        vat = vat_number(country)
        company_party = Party(company.party.id)
        company_party.name = name
        fill_address(company_party, street, postal_code, city, country)
        # One VAT number, changed in place: the invoices printed before keep theirs on paper.
        identifier = company_party.identifiers[0] if company_party.identifiers else company_party.identifiers.new()
        identifier.type = vat_type(country)
        identifier.code = vat
        company_party.save()
        company = Company(company.id)
        company.header = f'{street}\n{postal_code} {city}'
        company.footer = f'{bank_line.format(iban=account)} · {register_line.format(coc=coc)}'
        company.save()

        invoice_date = dates[made]
        prefix, padding = NumberStyles[rng.randrange(len(NumberStyles))]
        sequence = SequenceStrict(sales_sequences[invoice_date.year].id)
        sequence.prefix = prefix.replace('{year}', str(invoice_date.year))
        sequence.padding = padding
        sequence.number_next = rng.randint(10, 900)
        sequence.save()

        currency = currencies['GBP' if country == 'GB' and rng.random() < 0.7 else 'EUR']
        if language == 'en' and rng.random() < 0.2:
            currency = currencies['USD']
        term = terms[rng.choice([14, 30])]
        invoice = Invoice(type='out', party=customers[language], invoice_date=invoice_date, currency=currency,
                          payment_term=term, account=receivable)
        if rng.random() < 0.5:
            invoice.reference = rng.choice(['PO-', 'PO', '', 'BST-']) + digits(rng.choice([5, 6, 7]))
        for _ in range(rng.randint(1, 4)):
            line = invoice.lines.new()
            line.account = revenue
            line.description = rng.choice(Products[language])
            line.quantity = rng.choice([1, 1, 2, 3, 5, 8, 12])
            line.unit_price = Decimal(rng.randint(500, 95000)) / 100
            line.taxes.append(Tax(taxes[country].id))
        invoice.save()
        Warning(user=config.user, name=f'invoice_payment_term_{invoice.id}', always=True).save()
        invoice.click('post')
        invoice = Invoice(invoice.id)
        _, content, _, _ = report.execute([invoice], {})
        base = f'tryton-{language}-{made + 1:02d}'
        with open(os.path.join(out_dir, f'{base}.pdf'), 'wb') as handle:
            handle.write(content)
        due = min(line.maturity_date for line in invoice.lines_to_pay)
        truth = {
            'Language': language,
            'Number': invoice.number,
            'Date': invoice.invoice_date.isoformat(),
            'DueDate': due.isoformat(),
            'Currency': invoice.currency.code,
            'NetAmount': float(invoice.untaxed_amount),
            'VatAmount': float(invoice.tax_amount),
            'GrossAmount': float(invoice.total_amount),
            'IbanNumber': account.replace(' ', ''),
            'RelationName': name,
            'RelationVatNumber': vat,
        }
        if invoice.reference:
            truth['PurchaseOrderNumber'] = invoice.reference
        # Whom it was sent to: what Ledgerline knows of the company a document belongs to.
        # Tryton keeps a UK number (gb_vat) without its "GB"; the truth writes it as the vendor's is written, EU style.
        buyer_vat = invoice.party.tax_identifier.code
        if invoice.party.tax_identifier.type == 'gb_vat' and not buyer_vat.startswith('GB'):
            buyer_vat = f'GB{buyer_vat}'
        truth['Buyer'] = {'Name': invoice.party.name, 'VatNumber': buyer_vat}
        with open(os.path.join(out_dir, f'{base}.json'), 'w') as handle:
            json.dump(truth, handle, indent=2, ensure_ascii=False)
            handle.write('\n')
        made += 1
        print(base, truth['Number'], truth['GrossAmount'], truth['Currency'])
