"""Prints customer invoices with GnuCash's own invoice reports, in English, Dutch, German and French, as PDFs with
their truth beside them: accuracy sets for recognition in layouts Ledgerline was never tuned to. Two sets, each with
issuers of its own: `classic` (the Printable, Easy and Fancy Invoice reports) and `tax` (the eguile-templated Tax
Invoice report, where the company ID line carries the VAT number and the billing ID is printed as "Your ref:").

Each invoice is made in a GnuCash book of its own through GnuCash's Python bindings: the issuer's company
information in the book's options (name, address, phone, e-mail, website, company ID and tax number), a customer,
an invoice with one to four entries and a VAT tax table, posted with a due date. The bank account goes where a
GnuCash user puts it: the report's "Extra Notes". `gnucash-cli --report run` renders the report as HTML in the
issuer's locale (GnuCash's translation and the locale's date and number formats), and Chromium prints it as a PDF.
The truth of every invoice is read back from GnuCash after posting.

Needs Debian's gnucash, python3-gnucash, python3-stdnum, chromium and the locales nl_NL, de_DE, fr_FR, en_GB and
en_US (UTF-8). Run with Debian's Python:

    /usr/bin/python3 scripts/corpus/gnucash_invoices.py OUT_DIR [COUNT_PER_LANGUAGE] [classic|tax]
"""
import datetime
import gzip
import json
import os
import re
import subprocess
import sys
import tempfile
import uuid
from xml.sax.saxutils import escape

from gnucash import Account, GncNumeric, Session, SessionOpenMode
from gnucash.gnucash_business import Customer, Entry, Invoice, TaxTable, TaxTableEntry
from gnucash.gnucash_core_c import ACCT_TYPE_INCOME, ACCT_TYPE_LIABILITY, ACCT_TYPE_RECEIVABLE
from made_up import MadeUp
from corpus_output import print_pdf, write_truth
from stdnum import iban as stdnum_iban

out_dir = os.path.abspath(sys.argv[1])
per_language = int(sys.argv[2]) if len(sys.argv) > 2 else 6
layout = sys.argv[3] if len(sys.argv) > 3 else 'classic'
work = tempfile.mkdtemp()
made = MadeUp({'classic': 20261130, 'tax': 20261129}[layout], dutch_banks=['ABNA', 'INGB', 'RABO', 'SNSB'])
rng, digits, vat_number, iban = made.rng, made.digits, made.vat_number, made.iban


# The issuers: name, address lines, country, locale, phone, web domain, the notes naming the bank account (and BIC)
Issuers = {
    'en': [
        ('Oakridge Joinery Ltd', ['Unit 4, Mill Road', 'Norwich NR3 1LT'], 'GB', 'en_GB', '+44 1603 555 120',
         'oakridgejoinery.co.uk', 'Please pay by bank transfer to {iban} (BIC {bic}) quoting the invoice number.'),
        ('Crestline IT Services', ['27 Queen Street', 'Cardiff CF10 2BU'], 'GB', 'en_GB', '029 2055 0199',
         'crestline-it.co.uk', 'Bank details: IBAN {iban}, BIC {bic}'),
        ('Summit Trade Partners Ltd', ['400 Aldersgate Street', 'London EC1A 4HD'], 'GB', 'en_US',
         '020 7946 0142', 'summittrade.co.uk', 'Wire transfer: IBAN {iban} / SWIFT {bic}'),
    ],
    'nl': [
        ('Installatiebedrijf Bosman B.V.', ['Ambachtsweg 18', '3771 MG Barneveld'], 'NL', 'nl_NL',
         '0342 555 410', 'bosman-installatie.nl', 'Graag betalen op {iban} t.n.v. Installatiebedrijf Bosman B.V.'),
        ('Vertaalbureau Linguaal', ['Oudegracht 201', '3511 NK Utrecht'], 'NL', 'nl_NL', '030 555 2277',
         'linguaal.nl', 'IBAN: {iban} - BIC: {bic}'),
        ('Transportbedrijf Visser & Zn.', ['Havenweg 6', '9731 AR Groningen'], 'NL', 'nl_NL', '050 555 9911',
         'visser-transport.nl', 'Betaling binnen de termijn op rekening {iban}.'),
    ],
    'de': [
        ('Becker Haustechnik GmbH', ['Gewerbestraße 14', '80939 München'], 'DE', 'de_DE', '089 5550 2210',
         'becker-haustechnik.de', 'Bankverbindung: IBAN {iban} · BIC {bic}'),
        ('Schulz Übersetzungen', ['Goethestraße 8', '04109 Leipzig'], 'DE', 'de_DE', '0341 555 8870',
         'schulz-uebersetzungen.de', 'Bitte überweisen Sie den Betrag auf IBAN {iban}.'),
        ('Krüger Metallbau GmbH & Co. KG', ['Am Hafen 31', '28217 Bremen'], 'DE', 'de_DE', '0421 555 1903',
         'krueger-metallbau.de', 'Zahlbar auf: IBAN {iban}, BIC {bic}'),
    ],
    'fr': [
        ('Plomberie Girard SARL', ['14 rue des Lilas', '33000 Bordeaux'], 'FR', 'fr_FR', '05 56 55 01 23',
         'plomberie-girard.fr', 'Règlement par virement : IBAN {iban} BIC {bic}'),
        ('Traductions Lambert', ['7 quai Saint-Antoine', '69002 Lyon'], 'FR', 'fr_FR', '04 78 55 44 10',
         'traductions-lambert.fr', 'IBAN : {iban}'),
        ('Garage Rousseau et Fils', ['52 route de Paris', '44300 Nantes'], 'FR', 'fr_FR', '02 40 55 76 32',
         'garage-rousseau.fr', 'Paiement à réception par virement sur le compte {iban} ({bic}).'),
    ],
}
TaxIssuers = {
    'en': [
        ('Harbourview Catering Ltd', ['2 Dock Lane', 'Bristol BS1 5UH'], 'GB', 'en_GB', '0117 555 0134',
         'harbourview-catering.co.uk', 'Payment terms: 30 days. Account: {iban}, BIC {bic}.'),
        ('Penrose Electrical', ['11 Fore Street', 'Truro TR1 2AB'], 'GB', 'en_GB', '01872 555 019',
         'penrose-electrical.co.uk', 'Please remit to IBAN {iban}'),
        ('Northgate Print Solutions Ltd', ['90 Northgate', 'Chester CH1 2HT'], 'GB', 'en_US', '01244 555 870',
         'northgateprint.co.uk', 'BACS / SEPA: {iban} (SWIFT/BIC {bic})'),
    ],
    'nl': [
        ('Schildersbedrijf De Kwast', ['Industrieweg 42', '5683 CC Best'], 'NL', 'nl_NL', '0499 555 301',
         'dekwast-schilders.nl', 'Wij verzoeken u het bedrag over te maken naar {iban} o.v.v. het factuurnummer.'),
        ('Hoveniersbedrijf Groenrijk B.V.', ['Tuinbouwlaan 9', '2671 DT Naaldwijk'], 'NL', 'nl_NL',
         '0174 555 620', 'groenrijk.nl', 'Bankrekening: {iban} (BIC {bic})'),
        ('Adviesbureau Van Dam', ['Stationsplein 4', '8011 CW Zwolle'], 'NL', 'nl_NL', '038 555 7410',
         'vandam-advies.nl', 'Rekeningnummer {iban} ten name van Adviesbureau Van Dam'),
    ],
    'de': [
        ('Elektro Wagner GmbH', ['Industriestraße 3', '70565 Stuttgart'], 'DE', 'de_DE', '0711 555 3020',
         'elektro-wagner.de', 'Bitte zahlen Sie ohne Abzug auf unser Konto IBAN {iban}, BIC {bic}.'),
        ('Gärtnerei Neumann', ['Feldweg 12', '48143 Münster'], 'DE', 'de_DE', '0251 555 4433',
         'gaertnerei-neumann.de', 'Konto: {iban}'),
        ('Hansen Druck & Medien GmbH', ['Speicherstadt 5', '20457 Hamburg'], 'DE', 'de_DE', '040 555 88 120',
         'hansen-druck.de', 'Überweisung an: IBAN {iban} | BIC {bic}'),
    ],
    'fr': [
        ('Menuiserie Dubois SARL', ['3 chemin des Vignes', '21000 Dijon'], 'FR', 'fr_FR', '03 80 55 21 09',
         'menuiserie-dubois.fr', 'Coordonnées bancaires : IBAN {iban} – BIC {bic}'),
        ('Imprimerie Leroy', ['19 boulevard Carnot', '59800 Lille'], 'FR', 'fr_FR', '03 20 55 67 81',
         'imprimerie-leroy.fr', 'Merci de régler par virement sur l\'IBAN {iban}.'),
        ('Fontaine Conseil SAS', ['88 avenue Jean Jaurès', '31000 Toulouse'], 'FR', 'fr_FR', '05 61 55 90 12',
         'fontaine-conseil.fr', 'Paiement par virement bancaire. IBAN : {iban} / BIC : {bic}'),
    ],
}
Bics = {'NL': ['ABNANL2A', 'INGBNL2A', 'RABONL2U'], 'DE': ['COBADEFFXXX', 'DEUTDEDBXXX', 'BYLADEM1001'],
        'FR': ['BNPAFRPPXXX', 'CRLYFRPP', 'AGRIFRPP'], 'GB': ['NWBKGB2L', 'BARCGB22', 'LOYDGB2L']}
Customers = {
    'en': ('Riverside Dental Practice', ['18 High Street', 'Oxford OX1 4AP'], 'GB'),
    'nl': ('Bakkerij Jansen B.V.', ['Kerkstraat 3', '2011 RJ Haarlem'], 'NL'),
    'de': ('Hofmann Logistik GmbH', ['Lindenallee 17', '20259 Hamburg'], 'DE'),
    'fr': ('Boulangerie Martin SAS', ['8 place Bellecour', '69002 Lyon'], 'FR'),
}
Products = {
    'en': ['Kitchen cabinet fitting', 'Network support, monthly', 'Site visit', 'Consultancy (hours)', 'Materials'],
    'nl': ['Onderhoud cv-ketel', 'Vertaling NL-EN', 'Transport pallets', 'Arbeidsuren monteur', 'Materiaal'],
    'de': ['Wartung Heizungsanlage', 'Übersetzung DE-EN', 'Schweißarbeiten', 'Arbeitsstunden', 'Material'],
    'fr': ['Remplacement chauffe-eau', 'Traduction FR-EN', 'Révision véhicule', "Main d'oeuvre", 'Fournitures'],
}
TaxCustomers = {
    'en': ('Meadowbank Primary School', ['Meadow Road', 'Leeds LS6 2QT'], 'GB'),
    'nl': ('Restaurant De Gouden Leeuw', ['Markt 12', '4811 WG Breda'], 'NL'),
    'de': ('Stadtwerke Lindau GmbH', ['Hafenplatz 2', '88131 Lindau'], 'DE'),
    'fr': ('Hôtel du Parc SARL', ['2 allée des Tilleuls', '37000 Tours'], 'FR'),
}
Rates = {'GB': 20, 'NL': 21, 'DE': 19, 'FR': 20}
Reports = [('Printable Invoice', '5123a759ceb9483abf2182d01c140e8d'),
           ('Easy Invoice', '67112f318bef4fc496bdc27d106bbda4'),
           ('Fancy Invoice', '3ce293441e894423a2425d7a22dd1ac6')]
TaxReports = [('Tax Invoice', '0769e242be474010b4acf264a5512e6e')]
# The Tax Invoice prints the company ID but not the tax number: its users put the VAT number there.
TaxIdLabels = {'NL': 'Btw-nummer: {vat}', 'DE': 'USt-IdNr.: {vat}', 'FR': 'N° TVA intracommunautaire : {vat}',
               'GB': 'VAT Reg. No. {vat}'}
NumberStyles = ['{year}-{n:04d}', 'F{year}{n:05d}', 'RE-{year}-{n:03d}', '{n:06d}', 'INV-{n:05d}', '{year}/{n:03d}']


def money(value):
    """A GnuCash number as a float with two decimals."""
    return round(value.num() / value.denom(), 2)


def book_options(name, address, phone, email, url, company_id, tax_number):
    """The book's business options in GnuCash's XML file format: what File > Properties holds."""
    def slot(key, value):
        return f'<slot><slot:key>{escape(key)}</slot:key><slot:value type="string">{escape(value)}</slot:value></slot>'
    business = ''.join([slot('Company Name', name), slot('Company Address', address), slot('Company Phone Number', phone),
                        slot('Company Email Address', email), slot('Company Website URL', url),
                        slot('Company ID', company_id)])
    return ('<slot><slot:key>options</slot:key><slot:value type="frame">'
            f'<slot><slot:key>Business</slot:key><slot:value type="frame">{business}</slot:value></slot>'
            f'<slot><slot:key>Tax</slot:key><slot:value type="frame">{slot("Tax Number", tax_number)}</slot:value></slot>'
            '</slot:value></slot>')


def set_book_options(path, options):
    """Writes the options into the saved book (uncompressed, which GnuCash reads as well); returns the GUID of its
    one invoice."""
    with gzip.open(path, 'rt', encoding='utf-8') as handle:
        xml = handle.read()
    invoice_guid = re.search(r'<invoice:guid type="guid">([0-9a-f]+)</invoice:guid>', xml).group(1)
    if '<book:slots>' in xml:
        xml = xml.replace('<book:slots>', '<book:slots>' + options, 1)
    else:
        xml = re.sub(r'(<book:id type="guid">[0-9a-f]+</book:id>)', lambda m: m.group(1) + f'<book:slots>{options}</book:slots>', xml, count=1)
    with open(path, 'w', encoding='utf-8') as handle:
        handle.write(xml)
    return invoice_guid


def saved_report(name, template_guid, template_name, invoice_guid, notes):
    """A saved report configuration: the template with its invoice and extra notes chosen."""
    def set_option(section, option, value):
        return (f'    (let ((option (gnc:lookup-option options "{section}" "{option}")))\n'
                f'      ((lambda (o) (if o (gnc:option-set-value o {value}))) option))\n')
    notes_literal = json.dumps(notes, ensure_ascii=False)
    return (
        '(let ()\n  (define (options-gen)\n'
        f'    (let ((options (gnc:report-template-new-options/report-guid "{template_guid}" "{template_name}")))\n'
        + set_option('General', 'Invoice Number', f"'\"{invoice_guid}\"")
        + set_option('Display', 'Extra Notes', notes_literal)
        + set_option('Notes', 'Extra Notes', notes_literal)
        + set_option('Display', 'Invoice owner ID', '#f')
        + '      options))\n'
        f'  (gnc:define-report \'version 1 \'name "{name}" \'report-guid "{uuid.uuid4().hex}"\n'
        f'    \'parent-type "{template_guid}" \'options-generator options-gen \'menu-path (list gnc:menuname-custom)\n'
        f'    \'renderer (gnc:report-template-renderer/report-guid "{template_guid}" "{template_name}")))\n\n')


def make_book(path, currency, customer, invoice_number, invoice_date, due_date, reference, lines, rate):
    """A GnuCash book holding one posted invoice; returns its totals."""
    session = Session(f'xml://{path}', SessionOpenMode.SESSION_NEW_STORE)
    try:
        book = session.book
        root = book.get_root_account()
        eur = book.get_table().lookup('CURRENCY', currency)

        def account(name, kind):
            result = Account(book)
            result.SetName(name)
            result.SetType(kind)
            result.SetCommodity(eur)
            root.append_child(result)
            return result

        income = account('Income', ACCT_TYPE_INCOME)
        receivable = account('Accounts Receivable', ACCT_TYPE_RECEIVABLE)
        vat = account('VAT', ACCT_TYPE_LIABILITY)
        table = TaxTable(book, f'VAT {rate}%', TaxTableEntry(vat, True, GncNumeric(rate, 1)))
        name, address, country = customer
        owner = Customer(book, '000001', eur, name)
        owner_address = owner.GetAddr()
        owner_address.SetName(name)
        owner_address.SetAddr1(address[0])
        owner_address.SetAddr2(address[1])
        invoice = Invoice(book, invoice_number, eur, owner, invoice_date)
        if reference:
            invoice.SetBillingID(reference)
        for description, quantity, cents in lines:
            entry = Entry(book, invoice, invoice_date)
            entry.SetDescription(description)
            entry.SetQuantity(GncNumeric(quantity, 1))
            entry.SetInvAccount(income)
            entry.SetInvPrice(GncNumeric(cents, 100))
            entry.SetInvTaxable(True)
            entry.SetInvTaxIncluded(False)
            entry.SetInvTaxTable(table)
        invoice.PostToAccount(receivable, invoice_date, due_date, 'Invoice', True, False)
        totals = (money(invoice.GetTotalSubtotal()), money(invoice.GetTotalTax()), money(invoice.GetTotal()))
        session.save()
    finally:
        session.end()
    return totals


os.makedirs(out_dir, exist_ok=True)
if layout == 'tax':
    Issuers, Customers, Reports = TaxIssuers, TaxCustomers, TaxReports
made = 0
for language, issuers in Issuers.items():
    for index in range(per_language):
        name, address, country, locale, phone, domain, notes = issuers[index % len(issuers)]
        report_name, report_guid = Reports[(index + made) % len(Reports)]
        account = iban(country)
        bic = rng.choice(Bics[country])
        vat = vat_number(country)
        company_id = {'NL': f'KvK {digits(8)}', 'DE': f'HRB {digits(5)}', 'FR': f'SIRET {digits(14)}',
                      'GB': f'Company No. {digits(8)}'}[country]
        if layout == 'tax':
            company_id = TaxIdLabels[country].format(vat=vat)
        invoice_date = datetime.datetime(2025, 1, 1, 10, 59) + datetime.timedelta(days=rng.randint(0, 660))
        due_date = invoice_date + datetime.timedelta(days=rng.choice([14, 30]))
        number = rng.choice(NumberStyles).format(year=invoice_date.year, n=rng.randint(10, 900))
        reference = rng.choice(['PO-', 'PO', '', 'BST-']) + digits(rng.choice([5, 6])) if rng.random() < 0.5 else ''
        lines = [(rng.choice(Products[language]), rng.choice([1, 1, 2, 3, 5, 8]), rng.randint(500, 95000))
                 for _ in range(rng.randint(1, 4))]
        base = f'gnucash-{language}-{made + 1:02d}' if layout == 'classic' else f'gnucash-{layout}-{language}-{made + 1:02d}'
        book = os.path.join(work, f'{base}.gnucash')
        currency = 'GBP' if country == 'GB' else 'EUR'
        net, tax, gross = make_book(book, currency, Customers[language], number, invoice_date, due_date,
                                            reference, lines, Rates[country])
        guid = set_book_options(book, book_options(name, '\n'.join(address), phone, f'info@{domain}', f'www.{domain}',
                                            company_id, vat))
        data_home = os.path.join(work, base)
        os.makedirs(data_home)
        with open(os.path.join(data_home, 'saved-reports-2.8'), 'w', encoding='utf-8') as handle:
            pretty = stdnum_iban.format(account) if rng.random() < 0.7 else account
            handle.write(saved_report(base, report_guid, report_name, guid, notes.format(iban=pretty, bic=bic)))
        html = os.path.join(work, f'{base}.html')
        env = dict(os.environ, GNC_DATA_HOME=data_home, LANG=f'{locale}.UTF-8', LC_ALL=f'{locale}.UTF-8',
                   LANGUAGE=language)
        subprocess.run(['gnucash-cli', '--report', 'run', '--name', base, '--output-file', html, book],
                       check=True, env=env, capture_output=True)
        pdf = os.path.join(out_dir, f'{base}.pdf')
        print_pdf(html, pdf, work)
        truth = {
            'Language': language,
            'Layout': report_name,
            'Number': number,
            'Date': invoice_date.date().isoformat(),
            'DueDate': due_date.date().isoformat(),
            'Currency': currency,
            'NetAmount': net,
            'VatAmount': tax,
            'GrossAmount': gross,
            'IbanNumber': account,
            'RelationName': name,
            'RelationVatNumber': vat,
        }
        if reference:
            truth['PurchaseOrderNumber'] = reference
        truth['Buyer'] = {'Name': Customers[language][0]}
        write_truth(out_dir, base, truth)
        made += 1
        print(base, report_name, number, gross)
