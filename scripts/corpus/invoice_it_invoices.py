"""Prints invoices with the npm package invoice-it (its own HTML template and its English and French wording), as
PDFs with their truth beside them: an accuracy set for recognition in a layout Ledgerline was never tuned to.

invoice-it is not a dependency of the project (it pulls in a PDF printer that downloads PhantomJS): install it in a
scratch folder first, `npm install --ignore-scripts invoice-it` there, and pass that folder's node_modules. Each
invoice is made the way the package's README shows: a recipient, an emitter, articles with their VAT rate, a note
(where its users put the payment details) and a footer (the company's legal line). invoice-it renders the HTML and
Chromium prints it as a PDF. The reference and the totals are read back from the HTML the package made.

Needs python3-stdnum and chromium. Run with:

    python3 scripts/corpus/invoice_it_invoices.py OUT_DIR NODE_MODULES [COUNT_PER_LANGUAGE]
"""
import json
import os
import re
import subprocess
import sys
import tempfile

from made_up import MadeUp
from corpus_output import print_pdf, write_truth
from stdnum import iban as stdnum_iban

out_dir = os.path.abspath(sys.argv[1])
node_modules = os.path.abspath(sys.argv[2])
per_language = int(sys.argv[3]) if len(sys.argv) > 3 else 6
work = tempfile.mkdtemp()
made = MadeUp(20261201, dutch_banks=['ABNA', 'INGB', 'RABO'])
rng, digits, vat_number, iban = made.rng, made.digits, made.vat_number, made.iban

# The emitters: name, street number and name, postcode, city, phone, mail domain; the date format its user chose.
Emitters = {
    'en': [
        ('Ashdown Software Ltd', '12', 'Cornmarket Street', 'OX1 3HA', 'Oxford', '01865 555 210', 'ashdownsoftware.co.uk',
         'DD/MM/YYYY'),
        ('Kestrel Facilities Management', '5', 'Canal Wharf', 'LS11 5PS', 'Leeds', '0113 555 0192',
         'kestrel-fm.co.uk', 'YYYY/MM/DD'),
        ('Bramble & Finch Design Studio', '33', 'Stokes Croft', 'BS1 3PY', 'Bristol', '0117 555 7734',
         'brambleandfinch.co.uk', 'DD/MM/YYYY'),
    ],
    'fr': [
        ('Atelier Moreau SARL', '27', 'rue de la République', '13002', 'Marseille', '04 91 55 32 10',
         'atelier-moreau.fr', 'DD/MM/YYYY'),
        ('Nettoyage Bernard et Associés', '4', 'impasse des Tanneurs', '67000', 'Strasbourg', '03 88 55 14 71',
         'bernard-nettoyage.fr', 'DD/MM/YYYY'),
        ('Informatique Petit SAS', '61', 'cours Gambetta', '34000', 'Montpellier', '04 67 55 80 02',
         'informatique-petit.fr', 'YYYY/MM/DD'),
    ],
}
Recipients = {
    'en': ('Whitmore Veterinary Clinic', 'Sarah', 'Whitmore', '7', 'Park Lane', 'YO1 7HH', 'York', 'United Kingdom'),
    'fr': ('Pharmacie Lefèvre', 'Julien', 'Lefèvre', '15', 'rue Nationale', '37000', 'Tours', 'France'),
}
Countries = {'en': 'GB', 'fr': 'FR'}
Articles = {
    'en': ['Software licence, annual', 'Support hours', 'Office cleaning, monthly', 'Logo design', 'Printing'],
    'fr': ['Meuble sur mesure', 'Pose et montage', 'Nettoyage des locaux', 'Maintenance informatique', 'Déplacement'],
}
# What the user writes in the note and footer, in the invoice's language.
Notes = {
    'en': ['Please pay within 30 days to IBAN {iban}, BIC {bic}.', 'Bank transfer: {iban}'],
    'fr': ['Règlement à 30 jours par virement : IBAN {iban} - BIC {bic}', 'IBAN : {iban}'],
}
Footers = {
    'en': '{name} - Company No. {register} <br> VAT Reg. No. {vat}',
    'fr': '{name} - SIRET : {register} <br> NAF-APE : {naf} - N° TVA : {vat}',
}
Bics = {'GB': ['NWBKGB2L', 'BARCGB22', 'LOYDGB2L'], 'FR': ['BNPAFRPPXXX', 'CRLYFRPP', 'AGRIFRPP']}
Patterns = ['$prefix{IN}$date{YYMM}$separator{-}$id{00000}', '$prefix{FA}$date{YYYY}$separator{-}$id{0000}',
            '$prefix{INV}$separator{/}$id{000000}']
# A one-pixel transparent PNG as the logo: the package's default logo is an image on a web server, which the page
# would otherwise ask for while Chromium prints it.
Logo = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

# The page is made on the invoice's date: the reference pattern's $date is the day it was issued, on every run.
Render = r'''
const spec = JSON.parse(require('fs').readFileSync(process.argv[1], 'utf8'));
const issued = new Date(`${spec.settings.date}T10:00:00Z`).getTime();
global.Date = class extends Date {
  constructor(...args) { super(...(args.length > 0 ? args : [issued])); }
  static now() { return issued; }
};
const invoiceIt = require('invoice-it');
const invoice = invoiceIt.create(spec.recipient, spec.emitter);
Object.assign(invoice, spec.settings);
invoice.article = spec.articles;
require('fs').writeFileSync(process.argv[2], invoice.getInvoice().toHTML().html);
'''

os.makedirs(out_dir, exist_ok=True)
made_count = 0
for language, emitters in Emitters.items():
    for index in range(per_language):
        name, number, street, postcode, city, phone, domain, date_format = emitters[index % len(emitters)]
        country = Countries[language]
        account = iban(country)
        bic = rng.choice(Bics[country])
        vat = vat_number(country)
        register = digits(8) if country == 'GB' else f'{digits(3)} {digits(3)} {digits(3)} {digits(5)}'
        invoice_date = made.invoice_date()
        articles = [{'description': rng.choice(Articles[language]), 'tax': 20, 'price': rng.randint(500, 95000) / 100,
                     'qt': rng.choice([1, 1, 2, 3, 5])} for _ in range(rng.randint(1, 4))]
        pretty = stdnum_iban.format(account) if rng.random() < 0.7 else account
        company, first, last, r_number, r_street, r_postcode, r_city, r_country = Recipients[language]
        spec = {
            'recipient': {'company_name': company, 'first_name': first, 'last_name': last, 'street_number': r_number,
                          'street_name': r_street, 'zip_code': r_postcode, 'city': r_city, 'country': r_country},
            'emitter': {'name': name, 'street_number': number, 'street_name': street, 'zip_code': postcode,
                        'city': city, 'country': 'United Kingdom' if country == 'GB' else 'France', 'phone': phone,
                        'mail': f'accounts@{domain}', 'website': f'www.{domain}'},
            'settings': {
                'lang': language, 'logo': Logo, 'date_format': date_format, 'date': invoice_date.isoformat(),
                'id': rng.randint(10, 9000), 'invoice_reference_pattern': rng.choice(Patterns),
                'invoice_note': rng.choice(Notes[language]).format(iban=pretty, bic=bic),
                'footer': {language: Footers[language].format(name=name, register=register, vat=vat,
                                                              naf=f'{digits(4)}Z')},
            },
            'articles': articles,
        }
        base = f'invoice-it-{language}-{made_count + 1:02d}'
        spec_file, html = os.path.join(work, f'{base}.json'), os.path.join(work, f'{base}.html')
        with open(spec_file, 'w', encoding='utf-8') as handle:
            json.dump(spec, handle, ensure_ascii=False)
        subprocess.run(['node', '-e', Render, spec_file, html], check=True, capture_output=True,
                       env=dict(os.environ, NODE_PATH=node_modules))
        # The truth is what the page prints: the reference and the totals (which invoice-it rounds its own way, so
        # that net and VAT may miss the gross by a cent).
        with open(html, encoding='utf-8') as handle:
            page = handle.read()
        reference = re.search(r'<h4>[^<]*?: ([^<]+)</h4>', page).group(1).strip()
        net_amount, vat_amount, gross_amount = (float(value) for value in
                           re.findall(r'<td>([\d.]+)</td>', page[page.index('<div id="total">'):]))
        pdf = os.path.join(out_dir, f'{base}.pdf')
        print_pdf(html, pdf, work)
        truth = {
            'Language': language,
            'Layout': 'invoice-it',
            'Number': reference,
            'Date': invoice_date.isoformat(),
            'Currency': 'EUR',
            'NetAmount': net_amount,
            'VatAmount': vat_amount,
            'GrossAmount': gross_amount,
            'IbanNumber': account,
            'RelationName': name,
            'RelationVatNumber': vat,
            'Buyer': {'Name': company},
        }
        write_truth(out_dir, base, truth)
        made_count += 1
        print(base, reference, truth['GrossAmount'])
