"""Prints invoices with the npm package microinvoice (the PDFKit layout Crisp made for its own invoices), with the
labels of the package's own example, as PDFs with their truth beside them: an accuracy set for recognition in a
layout Ledgerline was never tuned to.

microinvoice is not a dependency of the project: install it in a scratch folder first (`npm install microinvoice`
there) and pass that folder's node_modules. Each invoice is made as the package's example makes one (examples/index.js):
a header of label/value pairs, the customer's block ("Bill To") and the seller's ("Bill From") with their tax
identifiers, the lines, the totals, and the legal lines at the foot, where its users put their bank account and
registration. Labels and values are printed as given; the amounts with two decimals and the currency code.

Needs python3-stdnum. Run with:

    python3 scripts/corpus/microinvoice_invoices.py OUT_DIR NODE_MODULES [COUNT]
"""
import json
import os
import subprocess
import sys
import tempfile

from corpus_output import write_truth
from made_up import MadeUp
from stdnum import iban as stdnum_iban

out_dir = os.path.abspath(sys.argv[1])
node_modules = os.path.abspath(sys.argv[2])
count = int(sys.argv[3]) if len(sys.argv) > 3 else 8
work = tempfile.mkdtemp()
made = MadeUp(20261202, dutch_banks=['ABNA', 'INGB', 'RABO'])
rng, digits, vat_number, iban = made.rng, made.digits, made.vat_number, made.iban

# The sellers: name, address lines, country, phone, mail domain.
Sellers = [
    ('Harrow Analytics Ltd', ['14 Bishopsgate', 'London EC2N 4AJ', 'United Kingdom'], 'GB', '+44 20 7946 0381',
     'harrowanalytics.co.uk'),
    ('Lumen Hosting B.V.', ['Keizersgracht 221', '1016 DV Amsterdam', 'Netherlands'], 'NL', '+31 20 555 0148',
     'lumenhosting.nl'),
    ('Nordwerk Software GmbH', ['Rosenthaler Straße 40', '10178 Berlin', 'Germany'], 'DE', '+49 30 5557 2201',
     'nordwerk.de'),
    ('Cartographie Ouest SAS', ['9 quai de la Fosse', '44000 Nantes', 'France'], 'FR', '+33 2 40 55 18 90',
     'cartographie-ouest.fr'),
]
Customer = ['Riverside Dental Practice', 'Amelia Hart', 'accounts@riversidedental.co.uk', '18 High Street, Oxford',
            'United Kingdom']
CustomerVat = vat_number('GB')
Products = ['Pro plan, monthly', 'Unlimited plan, yearly', 'Additional seats', 'Priority support', 'Onboarding',
            'Data export']
Rates = {'GB': 20, 'NL': 21, 'DE': 19, 'FR': 20}
NumberStyles = ['{n}', 'INV-{year}-{n:05d}', '{year}{n:06d}', 'F-{n:06d}']
# Under the lines, as the package's example has them.
LegalStyles = [['Please pay by bank transfer to IBAN {iban} (BIC {bic}).', 'Registered in {country} - VAT {vat}'],
               ['IBAN: {iban} - BIC: {bic}', '{name} - Company registration {register}']]
Bics = {'NL': ['ABNANL2A', 'INGBNL2A'], 'DE': ['COBADEFFXXX', 'DEUTDEDBXXX'], 'FR': ['BNPAFRPPXXX', 'CRLYFRPP'],
        'GB': ['NWBKGB2L', 'BARCGB22']}

Render = r'''
const MicroInvoice = require('microinvoice');
const spec = JSON.parse(require('fs').readFileSync(process.argv[1], 'utf8'));
new MicroInvoice(spec).generate(process.argv[2]).catch((error) => { console.error(error); process.exit(1); });
'''

os.makedirs(out_dir, exist_ok=True)
for index in range(count):
    name, address, country, phone, domain = Sellers[index % len(Sellers)]
    account = iban(country)
    bic = rng.choice(Bics[country])
    vat = vat_number(country)
    invoice_date = made.invoice_date()
    number = rng.choice(NumberStyles).format(year=invoice_date.year, n=rng.randint(10, 9000))
    lines = [(rng.choice(Products), rng.choice([1, 1, 2, 5, 10]), rng.randint(900, 60000) / 100)
             for _ in range(rng.randint(1, 3))]
    net = round(sum(quantity * price for _, quantity, price in lines), 2)
    rate = Rates[country]
    tax = round(net * rate / 100, 2)
    gross = round(net + tax, 2)
    pretty = stdnum_iban.format(account) if rng.random() < 0.7 else account
    legal = rng.choice(LegalStyles)
    spec = {
        'data': {
            'invoice': {
                'name': 'Invoice',
                'header': [{'label': 'Invoice Number', 'value': number},
                           {'label': 'Status', 'value': rng.choice(['Paid', 'Due'])},
                           {'label': 'Date', 'value': invoice_date.strftime('%d/%m/%y')}],
                'currency': 'EUR',
                'customer': [{'label': 'Bill To', 'value': Customer},
                             {'label': 'Tax Identifier', 'value': CustomerVat}],
                'seller': [{'label': 'Bill From', 'value': [name, *address, phone, f'billing@{domain}']},
                           {'label': 'Tax Identifier', 'value': vat}],
                'legal': [{'value': legal[0].format(iban=pretty, bic=bic), 'weight': 'bold', 'color': 'primary'},
                          {'value': legal[1].format(country=address[-1], vat=vat, name=name, register=digits(8)),
                           'weight': 'bold', 'color': 'secondary'}],
                'details': {
                    'header': [{'value': 'Description'}, {'value': 'Quantity'}, {'value': 'Subtotal'}],
                    'parts': [[{'value': product}, {'value': quantity}, {'value': round(quantity * price, 2),
                                                                          'price': True}]
                              for product, quantity, price in lines],
                    'total': [{'label': 'Total without VAT', 'value': net, 'price': True},
                              {'label': 'VAT Rate', 'value': f'{rate}%'},
                              {'label': 'VAT Paid', 'value': tax, 'price': True},
                              {'label': 'Total paid with VAT', 'value': gross, 'price': True}],
                },
            },
        },
    }
    base = f'microinvoice-{index + 1:02d}'
    spec_file = os.path.join(work, f'{base}.json')
    with open(spec_file, 'w', encoding='utf-8') as handle:
        json.dump(spec, handle, ensure_ascii=False)
    pdf = os.path.join(out_dir, f'{base}.pdf')
    subprocess.run(['node', '-e', Render, spec_file, pdf], check=True, capture_output=True,
                   env=dict(os.environ, NODE_PATH=node_modules))
    truth = {
        'Language': 'en',
        'Layout': 'microinvoice',
        'Number': number,
        'Date': invoice_date.isoformat(),
        'Currency': 'EUR',
        'NetAmount': net,
        'VatAmount': tax,
        'GrossAmount': gross,
        'IbanNumber': account,
        'RelationName': name,
        'RelationVatNumber': vat,
        'Buyer': {'Name': Customer[0], 'VatNumber': CustomerVat},
    }
    write_truth(out_dir, base, truth)
    print(base, number, gross)
