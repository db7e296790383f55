"""Typesets invoices with the LaTeX class isodoc (TeX Live's texlive-latex-extra), in Dutch, English, German and
French, as PDFs with their truth beside them: an accuracy set for recognition in a layout Ledgerline was never tuned
to.

isodoc lays a letter out as a Dutch business letter does: the company's name large over a rule, its address block,
the addressee in the window, a row of headed fields ("Uw kenmerk", "Ons kenmerk", "Datum"), the title, a table of
amounts and the payment details ("Betaalgegevens": term, BIC, IBAN, account name, payment reference, VAT number and
chamber of commerce) in the class's own wording for the language. An invoice is made as the class's interface has
it: `\\setupdocument` with the company's data, `\\invoice` with the addressee, our reference (the invoice number),
your reference (the buyer's order) and the date, `\\itable` with `\\iitem` lines, the VAT as a line in the class's
word for it and `\\itotal`, then `\\paymentdata`.

Needs texlive-latex-extra and python3-stdnum. Run with:

    python3 scripts/corpus/isodoc_invoices.py OUT_DIR [COUNT_PER_LANGUAGE]
"""
import os
import subprocess
import sys
import tempfile

from corpus_output import tex, write_truth
from made_up import MadeUp
from stdnum import iban as stdnum_iban

out_dir = os.path.abspath(sys.argv[1])
per_language = int(sys.argv[2]) if len(sys.argv) > 2 else 6
work = tempfile.mkdtemp()
made = MadeUp(20261203, dutch_banks=['ABNA', 'INGB', 'RABO', 'TRIO'])
rng, digits, vat_number, iban = made.rng, made.digits, made.vat_number, made.iban

# The companies: name, street, postcode, city, country, phone, web domain.
Companies = {
    'nl': [('Drukkerij Van Leeuwen', 'Nijverheidsweg 7', '3341 LJ', 'Hendrik-Ido-Ambacht', 'NL', '078 555 2190',
            'drukkerijvanleeuwen.nl'),
           ('Klusbedrijf Jansen', 'Beukenlaan 32', '5616 VD', 'Eindhoven', 'NL', '040 555 6871', 'klusjansen.nl'),
           ('Bureau Smit Communicatie', 'Herengracht 412', '1017 BX', 'Amsterdam', 'NL', '020 555 3041',
            'smitcommunicatie.nl')],
    'en': [('Greenway Landscapes', '21 Orchard Road', 'CB4 1XE', 'Cambridge', 'GB', '01223 555 410',
            'greenwaylandscapes.co.uk'),
           ('Thornbury Accountancy', '8 Castle Street', 'SY1 2BQ', 'Shrewsbury', 'GB', '01743 555 292',
            'thornbury-accountancy.co.uk'),
           ('Redfern Photography', '3 Mill Lane', 'BA1 1NN', 'Bath', 'GB', '01225 555 871', 'redfernphoto.co.uk')],
    'de': [('Tischlerei Hoffmann', 'Werkstraße 19', '50825', 'Köln', 'DE', '0221 555 7130', 'tischlerei-hoffmann.de'),
           ('Ingenieurbüro Richter', 'Am Markt 4', '01067', 'Dresden', 'DE', '0351 555 2064', 'ib-richter.de'),
           ('Fotostudio Lange', 'Kantstraße 88', '10627', 'Berlin', 'DE', '030 555 4418', 'fotostudio-lange.de')],
    'fr': [('Ébénisterie Fabre', '12 rue des Artisans', '31000', 'Toulouse', 'FR', '05 61 55 40 12',
            'ebenisterie-fabre.fr'),
           ('Cabinet Mercier Conseil', '40 avenue Foch', '54000', 'Nancy', 'FR', '03 83 55 19 70',
            'mercier-conseil.fr'),
           ('Studio Graphique Roux', '6 place du Marché', '35000', 'Rennes', 'FR', '02 99 55 63 21',
            'studio-roux.fr')],
}
Languages = {'nl': 'nl-NL', 'en': 'en-GB', 'de': 'de-DE', 'fr': 'fr-FR'}
Customers = {
    'nl': ('Tandartspraktijk De Vries', 'Molenstraat 5', '7411 KE Deventer'),
    'en': ('Ashford Community Trust', '45 Bank Street', 'Ashford TN23 1BX'),
    'de': ('Praxis Dr. Weber', 'Bahnhofstraße 27', '79098 Freiburg'),
    'fr': ('Clinique Vétérinaire Blanc', '3 rue Pasteur', '86000 Poitiers'),
}
Items = {
    'nl': ['Drukwerk folders A5', 'Ontwerp huisstijl', 'Montage keukenkast', 'Arbeidsuren', 'Voorrijkosten'],
    'en': ['Garden maintenance, monthly', 'Annual accounts', 'Photography, half day', 'Hedge trimming', 'Prints'],
    'de': ['Einbauschrank Eiche', 'Statische Berechnung', 'Fotoproduktion', 'Montage', 'Anfahrt'],
    'fr': ['Bibliothèque sur mesure', 'Mission de conseil', 'Création de logo', "Main-d'oeuvre", 'Déplacement'],
}
Rates = {'NL': 21, 'GB': 20, 'DE': 19, 'FR': 20}
# How each locale writes an amount, as its users type them into the table.
Thousands = {'nl': '.', 'de': '.', 'fr': '\\,', 'en': ','}
Decimal = {'nl': ',', 'de': ',', 'fr': ',', 'en': '.'}
Chambers = {'NL': lambda: digits(8), 'GB': lambda: digits(8), 'DE': lambda: f'HRB {digits(5)}',
            'FR': lambda: f'{digits(3)} {digits(3)} {digits(3)}'}
NumberStyles = ['{year}-{n:04d}', '{year}{n:04d}', 'F{n:05d}', '{n}']
Bics = {'NL': ['ABNANL2A', 'INGBNL2A', 'RABONL2U'], 'DE': ['COBADEFFXXX', 'DEUTDEDBXXX'],
        'FR': ['BNPAFRPPXXX', 'CRLYFRPP'], 'GB': ['NWBKGB2L', 'BARCGB22']}


def printed(value, language):
    """An amount as the locale writes it, in TeX."""
    whole, cents = f'{value:.2f}'.split('.')
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    return Thousands[language].join(groups) + Decimal[language] + cents


os.makedirs(out_dir, exist_ok=True)
made_count = 0
for language, companies in Companies.items():
    for index in range(per_language):
        name, street, postcode, city, country, phone, domain = companies[index % len(companies)]
        account = iban(country)
        bic = rng.choice(Bics[country])
        vat = vat_number(country)
        chamber = Chambers[country]()
        invoice_date = made.invoice_date()
        number = rng.choice(NumberStyles).format(year=invoice_date.year, n=rng.randint(10, 900))
        order = (rng.choice(['PO-', '', 'BST-']) + digits(rng.choice([5, 6]))) if rng.random() < 0.5 else ''
        lines = [(rng.choice(Items[language]), rng.randint(2000, 250000) / 100) for _ in range(rng.randint(1, 4))]
        net = round(sum(amount for _, amount in lines), 2)
        rate = Rates[country]
        tax = round(net * rate / 100, 2)
        gross = round(net + tax, 2)
        pretty = stdnum_iban.format(account) if rng.random() < 0.7 else account
        customer, customer_street, customer_city = Customers[language]
        items = ''.join(f'    \\iitem{{{tex(text)}}}{{{printed(amount, language)}}}\n' for text, amount in lines)
        source = (
            f'\\documentclass[a4paper,oneside]{{isodoc}}\n'
            '\\usepackage[utf8]{inputenc}\n\\usepackage[T1]{fontenc}\n'
            '\\setupdocument{\n'
            f'  language={Languages[language]},\n  fill,\n  footer,\n'
            f'  company={{{tex(name)}}},\n  street={{{street}}},\n  zip={{{postcode}}},\n  city={{{city}}},\n'
            # The class writes the phone with its national prefix ("0"): the number is given without.
            f'  who={{}},\n  footorder={{website;phone;email}},\n  phone={{{phone.removeprefix("0")}}},\n'
            f'  email={{info@{domain}}},\n  website={{www.{domain}}},\n'
            f'  iban={{{pretty}}},\n  bic={{{bic}}},\n  accountname={{{tex(name)}}},\n  vatno={{{vat}}},\n'
            f'  chamber={{{chamber}}},\n  term={{{rng.choice([14, 30])}}},\n  currency={{EUR}},\n'
            '}\n\\begin{document}\n'
            f'\\invoice[\n  to={{{tex(customer)}\\\\{customer_street}\\\\{customer_city}}},\n'
            f'  ourref={{{number}}},\n  yourref={{{order}}},\n  date={{{invoice_date.isoformat()}}},\n]{{\n'
            '  \\itable{\n' + items +
            f'    \\itotal[]{{{printed(net, language)}}}\n'
            f'    \\iitem{{\\vattext{{}} {rate}\\,\\%}}{{{printed(tax, language)}}}\n'
            f'    \\itotal{{{printed(gross, language)}}}\n'
            '  }\n\n  \\vspace{2\\baselineskip}\n  \\paymentdata\n}\n\\end{document}\n')
        base = f'isodoc-{language}-{made_count + 1:02d}'
        with open(os.path.join(work, f'{base}.tex'), 'w', encoding='utf-8') as handle:
            handle.write(source)
        for _ in range(2):  # the second run resolves the page count of the header
            subprocess.run(['pdflatex', '-interaction=nonstopmode', '-halt-on-error', f'{base}.tex'], cwd=work,
                           check=True, capture_output=True)
        os.replace(os.path.join(work, f'{base}.pdf'), os.path.join(out_dir, f'{base}.pdf'))
        truth = {
            'Language': language,
            'Layout': 'isodoc',
            'Number': number,
            'Date': invoice_date.isoformat(),
            'Currency': 'EUR',
            'NetAmount': net,
            'VatAmount': tax,
            'GrossAmount': gross,
            'IbanNumber': account,
            'RelationName': name,
            'RelationVatNumber': vat,
            'PaymentReference': number,
        }
        if order:
            truth['PurchaseOrderNumber'] = order
        truth['Buyer'] = {'Name': customer}
        write_truth(out_dir, base, truth)
        made_count += 1
        print(base, number, gross)
