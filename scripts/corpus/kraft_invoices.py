"""Prints invoices as Kraft prints them (Kraft, the KDE program with which German craftsmen and small firms write
offers and invoices), with Kraft's own two invoice templates and its own labels, in German and English, as PDFs with
their truth beside them: an accuracy set for recognition in layouts Ledgerline was never tuned to.

Kraft fills a template with the document and the firm's settings and prints it:
- `invoice.trml`, rendered by Kraft's own `erml2pdf.py` with ReportLab: the return address line over the addressee,
  the date alone at the right, the doc type and number as the heading ("Rechnung Nr. 2026-0042"), the greeting, the
  user's opening text, the items (number, text, quantity, unit, price, sum, a tax marker), the sums (net, each VAT
  rate as "+19% MwSt.", then "Summe"), the footnotes of the tax markers, the user's closing text and the goodbye; the
  firm's name only in the return address and in the green foot line.
- `invoice.gtmpl`, a Grantlee (Django) template rendered to HTML and printed by a browser: the same parts, the doc's
  data as "Art / Dokument Nr. / Datum" at the top right, the foot as "firm | Telefon: … | Email: …".
Kraft's settings give the labels (`LAB_…`, from its German translation or its English source); what a user writes
(the opening and closing texts, with the bank, the terms and the VAT number) is written here as such users write it.
The template's `LAB_NR_SHORT`, which Kraft's translations do not name, is printed as "Nr." / "No." in some documents
and left empty in the rest.

Needs Kraft's report files (Debian's package kraft: `apt-get download kraft && dpkg-deb -x kraft_*.deb DIR`, or kraft
installed), python3-reportlab, python3-six, python3-pypdf2, python3-django, chromium, fonts-dejavu-core,
poppler-utils and python3-stdnum. Run with:

    /usr/bin/python3 scripts/corpus/kraft_invoices.py OUT_DIR [KRAFT_SHARE_DIR] [COUNT]

KRAFT_SHARE_DIR is the folder holding `reports/` and `tools/` (`DIR/usr/share/kraft`; default `/usr/share/kraft`).
"""
import datetime
import html
import os
import shutil
import subprocess
import sys
import tempfile
from decimal import Decimal

import django
from corpus_output import MONTHS, print_pdf, vat_totals, write_truth
from django.conf import settings
from django.template import Context, Template
from made_up import MadeUp
from stdnum import iban as stdnum_iban

out_dir = os.path.abspath(sys.argv[1])
kraft = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else '/usr/share/kraft'
count = int(sys.argv[3]) if len(sys.argv) > 3 else 12
work = tempfile.mkdtemp()
made = MadeUp(20261201, dutch_banks=['ABNA'])
rng = made.rng

# The firms: language, country, owner, organisation, street, postcode, town, phone, fax, mail, site, bank, BIC.
Firms = [
    ('de', 'DE', 'Thomas Krause', 'Malerbetrieb Krause GmbH', 'Lindenstraße 14', '34117', 'Kassel', '0561 555 2040',
     '0561 555 2041', 'info@maler-krause.de', 'www.maler-krause.de', 'Kasseler Sparkasse', 'HELADEF1KAS'),
    ('de', 'DE', 'Jens Hoffmann', 'Tischlerei Hoffmann', 'Am Mühlbach 3', '88250', 'Weingarten', '0751 555 6120',
     '0751 555 6129', 'post@tischlerei-hoffmann.de', 'www.tischlerei-hoffmann.de', 'Kreissparkasse Ravensburg',
     'SOLADES1RVB'),
    ('en', 'GB', 'Sam Penrose', 'Penrose Plumbing & Heating Ltd', '9 Quay Street', 'TR1 2HE', 'Truro',
     '01872 496 330', '01872 496 331', 'office@penroseplumbing.co.uk', 'www.penroseplumbing.co.uk', 'NatWest',
     'NWBKGB2L'),
    ('de', 'DE', 'Birgit Sommer', 'Gartenbau Sommer e.K.', 'Gärtnerweg 21', '01259', 'Dresden', '0351 555 7781',
     '0351 555 7789', 'kontakt@gartenbau-sommer.de', 'www.gartenbau-sommer.de', 'Ostsächsische Sparkasse Dresden',
     'OSDDDE81XXX'),
    ('de', 'DE', 'Michael Brandt', 'Elektro Brandt', 'Industriestraße 7', '26121', 'Oldenburg', '0441 555 9900',
     '0441 555 9901', 'service@elektro-brandt.de', 'www.elektro-brandt.de', 'Landessparkasse zu Oldenburg',
     'SLZODE22XXX'),
    ('en', 'GB', 'Alice Ashdown', 'Ashdown Joinery', '4 Forge Lane', 'TN22 1AA', 'Uckfield', '01825 496 114',
     '01825 496 115', 'alice@ashdownjoinery.co.uk', 'www.ashdownjoinery.co.uk', 'Lloyds Bank', 'LOYDGB21'),
]
Customers = {
    'de': [('Herrn\nDr. Peter Lange\nWaldweg 5\n34131 Kassel', 'Ihrem Haus Waldweg 5'),
           ('Wohnungsbaugenossenschaft Süd eG\nz. Hd. Frau Kern\nRingstraße 40\n01219 Dresden', 'der Ringstraße 40'),
           ('Praxis Dr. Yilmaz\nMarktplatz 2\n88250 Weingarten', 'Ihrer Praxis')],
    'en': [('Mr and Mrs Hollis\nRose Cottage\nLower Street\nTR2 4LP Truro', 'Rose Cottage'),
           ('Harbourside Café Ltd\n12 The Strand\nBN1 1AA Brighton', 'the café')],
}
# Each firm's items: text, unit, price range in cents, reduced tax (plants and seed, 7 % in Germany).
Common = {'de': [('Arbeitszeit Geselle', 'Std.', (4800, 6200), False),
                 ('Anfahrtspauschale', 'pauschal', (3500, 6500), False),
                 ('Kleinmaterial', 'pauschal', (1200, 4500), False)],
          'en': [('Labour', 'hrs', (4500, 6000), False), ('Call-out charge', 'each', (6000, 9500), False)]}
Items = {
    'Malerbetrieb Krause GmbH': [('Streichen der Wandflächen, Dispersionsfarbe weiß', 'm²', (650, 1400), False),
                                 ('Lackieren der Innentüren, beidseitig', 'Stck.', (9500, 16000), False)],
    'Tischlerei Hoffmann': [('Einbauschrank Eiche massiv, nach Aufmaß', 'Stck.', (120000, 380000), False),
                            ('Zimmertür Buche furniert, inkl. Zarge', 'Stck.', (42000, 68000), False)],
    'Penrose Plumbing & Heating Ltd': [('Replace combination boiler, incl. flue', 'each', (180000, 260000), False),
                                       ('Copper pipe and fittings', 'lot', (2500, 9000), False)],
    'Gartenbau Sommer e.K.': [('Rhododendron, Containerware 60-80 cm', 'Stck.', (2400, 4900), True),
                              ('Rasensaat Sport und Spiel, 10 kg', 'Sack', (4500, 7800), True),
                              ('Pflasterarbeiten Gehweg', 'm²', (4800, 7500), False)],
    'Elektro Brandt': [('Installation Unterverteilung inkl. FI-Schutzschalter', 'Stck.', (38000, 96000), False),
                       ('Steckdose Aufputz, gesetzt und angeschlossen', 'Stck.', (2800, 4600), False)],
    'Ashdown Joinery': [('Oak staircase, made to measure', 'each', (240000, 410000), False),
                        ('Sash window repair', 'each', (18000, 34000), False)],
}
Labels = {
    'de': dict(NO_SHORT='Nr.', ITEM='Posten', QUANTITY_SHORT='Menge', UNIT='Einh.', PRICE='Preis', SUM='Summe',
               NET='Netto', VAT='MwSt.', PHONE='Telefon', FAX='Fax', EMAIL='Email', PAGE='Seite', PAGE_OF='von',
               WEBSITE='Webseite', TYPE='Art', DOC_NO='Dokument Nr.', DATE='Datum', NR_SHORT='Nr.',
               doc_type='Rechnung', salut='Sehr geehrte Damen und Herren,', goodbye='Mit freundlichen Grüßen',
               reduced_items='Posten mit reduzierter Steuer {rate}% ({n} Stck.)'),
    'en': dict(NO_SHORT='No.', ITEM='Item', QUANTITY_SHORT='Qty.', UNIT='Unit', PRICE='Price', SUM='Sum', NET='Net',
               VAT='VAT', PHONE='Phone', FAX='FAX', EMAIL='Email', PAGE='Page', PAGE_OF='of', WEBSITE='Website',
               TYPE='Type', DOC_NO='Document No.', DATE='Date', NR_SHORT='No.', doc_type='Invoice',
               salut='Dear Sir or Madam,', goodbye='Kind regards',
               reduced_items='items with reduced tax of {rate}% ({n} pcs.)'),
}
# What users write as their opening and closing texts; {…} are filled in.
Openings = {
    'de': ['vielen Dank für Ihren Auftrag. Für die ausgeführten Arbeiten an {site} berechnen wir Ihnen wie folgt:',
           'für die Lieferung und Leistung vom {supplied} erlauben wir uns, Ihnen folgende Positionen in Rechnung zu '
           'stellen:'],
    'en': ['Thank you for choosing us. For the work carried out at {site} we charge as follows:',
           'Please find below our invoice for the work completed on {supplied}.'],
}
Closings = {
    'de': ['Bitte überweisen Sie den Rechnungsbetrag bis zum {due} ohne Abzug auf unser Konto bei der {bank}, '
           'IBAN: {iban}, BIC: {bic}. Bitte geben Sie dabei die Rechnungsnummer an.<br/>USt-IdNr.: {vat}',
           'Zahlbar innerhalb von {days} Tagen ohne Abzug.<br/>Bankverbindung: {bank} · IBAN {iban} · BIC {bic}<br/>'
           'Steuernummer: {tax_office_number} · USt-IdNr. {vat}',
           'Der Betrag ist sofort fällig. Bitte überweisen Sie ihn auf das Konto {iban} ({bank}).<br/>'
           'Gemäß § 14 UStG sind Sie verpflichtet, diese Rechnung zwei Jahre aufzubewahren.'],
    'en': ['Payment is due within {days} days, by {due}. Please pay by bank transfer to {name}, {bank}, IBAN {iban}, '
           'quoting the invoice number.<br/>VAT registration number: {vat}',
           'Terms: {days} days. Bank: {bank}, sort code {sort_code}, account {account}, IBAN {iban}, BIC {bic}.<br/>'
           'VAT Reg. No. {vat}'],
}
Rates = {'DE': (Decimal(19), Decimal(7)), 'GB': (Decimal(20), None)}
NumberStyles = ['{year}-{n:04d}', '{yy}{week:02d}{n:03d}', 'RE-{year}-{n:03d}', '{n}']


def money(value, language):
    whole, cents = f'{value:,.2f}'.split('.')
    return f'£{whole}.{cents}' if language == 'en' else f"{whole.replace(',', '.')},{cents} €"


def quantity_text(quantity, language):
    text = f'{quantity:.2f}'
    return text if language == 'en' else text.replace('.', ',')


def written_date(day, language):
    if rng.random() < 0.5:
        return day.strftime('%d/%m/%Y' if language == 'en' else '%d.%m.%Y')
    month = MONTHS[language][day.month - 1]
    return f'{day.day} {month} {day.year}' if language == 'en' else f'{day.day}. {month} {day.year}'


def ctemplate(source, values):
    """Fills a ctemplate as Kraft does: `{{#S}}…{{/S}}` is left out when S is false, repeated for each dict in a list
    S, and `{{NAME}}` takes its value (the empty string when none)."""
    while '{{#' in source:
        start = source.index('{{#')
        name = source[start + 3:source.index('}}', start)]
        end = source.index('{{/' + name + '}}', start)
        inner = source[start + len(name) + 5:end]
        value = values.get(name)
        filled = ''.join(ctemplate(inner, {**values, **item}) for item in value) if isinstance(value, list) else (
            ctemplate(inner, values) if value else '')
        source = source[:start] + filled + source[end + len(name) + 5:]
    for key, value in values.items():
        if isinstance(value, str):
            source = source.replace('{{' + key + '}}', value)
    return source


def render_rml(values, base):
    """Prints the document with Kraft's RML template and its erml2pdf.py, as Kraft does."""
    with open(os.path.join(kraft, 'reports', 'invoice.trml'), encoding='utf-8') as handle:
        source = ctemplate(handle.read(), values)
    rml = os.path.join(work, f'{base}.trml')
    with open(rml, 'w', encoding='utf-8') as handle:
        handle.write(source)
    pdf = os.path.join(out_dir, f'{base}.pdf')
    with open(pdf, 'wb') as handle:
        subprocess.run(['/usr/bin/python3', os.path.join(kraft, 'tools', 'erml2pdf.py'), rml], cwd=work, check=True,
                       stdout=handle)
    return pdf


def render_html(context, base):
    """Prints the document with Kraft's Grantlee template, rendered by Django's template engine (the language Grantlee
    implements), and Kraft's stylesheet, through Chromium."""
    with open(os.path.join(kraft, 'reports', 'invoice.gtmpl'), encoding='utf-8') as handle:
        page = Template(handle.read()).render(Context(context))
    source = os.path.join(work, f'{base}.html')
    with open(source, 'w', encoding='utf-8') as handle:
        handle.write(page)
    pdf = os.path.join(out_dir, f'{base}.pdf')
    print_pdf(source, pdf, work)
    return pdf


settings.configure(TEMPLATES=[{'BACKEND': 'django.template.backends.django.DjangoTemplates'}])
django.setup()

os.makedirs(out_dir, exist_ok=True)
# The HTML template links its stylesheet beside it.
shutil.copy(os.path.join(kraft, 'reports', 'kraft.css'), os.path.join(work, 'kraft.css'))
for index in range(count):
    language, country, owner, name, street, postcode, town, phone, fax, mail, site, bank, bic = Firms[
        index % len(Firms)]
    labels = Labels[language]
    template = 'rml' if index % 2 == 0 else 'html'
    address, place = rng.choice(Customers[language])
    issued = made.invoice_date()
    supplied = issued - datetime.timedelta(days=rng.randint(1, 12))
    days = rng.choice([8, 14, 30])
    due = issued + datetime.timedelta(days=days)
    number = rng.choice(NumberStyles).format(year=issued.year, yy=issued.year % 100, week=issued.isocalendar()[1],
                                             n=rng.randint(1, 900))
    full, reduced = Rates[country]
    items = []
    for position in range(rng.randint(2, 5)):
        text, unit, (low, high), is_reduced = rng.choice(Items[name] + Common[language])
        quantity = Decimal(rng.choice([1, 1, 2, 3, 4, 6, 8, 12])) + (Decimal('0.5') if unit in ('Std.', 'm²', 'hrs')
                                                                        and rng.random() < 0.4 else 0)
        price = Decimal(rng.randint(low, high)) / 100
        items.append((position + 1, text, quantity, unit, price, reduced if is_reduced and reduced else full))
    per_rate, net, tax, gross = vat_totals([(quantity * price, rate) for _, _, quantity, _, price, rate in items])
    individual = len(per_rate) > 1
    vat = made.vat_number(country)
    account = made.iban(country)
    closing = rng.choice(Closings[language])
    printed_vat, printed_due = '{vat}' in closing, '{due}' in closing
    texts = dict(due=written_date(due, language), days=days, bank=bank, iban=stdnum_iban.format(account), bic=bic,
                 vat=vat, name=name, sort_code='-'.join(account[8:14][i:i + 2] for i in (0, 2, 4)),
                 account=account[14:], tax_office_number=f'{made.digits(2)}/{made.digits(3)}/{made.digits(5)}',
                 site=place, supplied=written_date(supplied, language))
    opening = rng.choice(Openings[language]).format(**texts)
    closing = closing.format(**texts)
    date_text = written_date(issued, language)
    base = f'kraft-{index + 1:02d}-{language}'
    if template == 'rml':
        reduced_rows = {rate: totals for rate, totals in per_rate.items() if rate != full}
        values = {
            **{f'LAB_{key}': value for key, value in labels.items() if key.isupper()},
            'LAB_NR_SHORT': labels['NR_SHORT'] if rng.random() < 0.5 else '',
            'LAB_PAGE_NO': '',
            **{key: html.escape(value, quote=False) for key, value in [
                ('MY_NAME', owner), ('MY_ORGANISATION', name), ('MY_STREET', street), ('MY_POSTCODE', postcode),
                ('MY_LOCALITY', town), ('MY_PHONE', phone), ('MY_FAX', fax)]},
            'ADDRESS': html.escape(address), 'DATE': date_text, 'DOCTYPE': labels['doc_type'], 'DOCID': number,
            'SALUT': labels['salut'], 'PRETEXT': f'<para style="text">{html.escape(opening)}</para>',
            'POSTTEXT': f'<para style="text">{closing}</para>', 'GOODBYE': labels['goodbye'],
            'POSITIONS': [{'POS_KIND': '', 'POS_NUMBER': str(position), 'POS_TEXT': f'<para style="text">'
                           f'{html.escape(text)}</para>', 'POS_AMOUNT': quantity_text(quantity, language),
                           'POS_UNIT': unit, 'POS_UNITPRICE': money(price, language),
                           'POS_TOTAL': money(quantity * price, language), 'TAX_FREE': False,
                           'REDUCED_TAX': rate != full, 'FULL_TAX': rate == full}
                          for position, text, quantity, unit, price, rate in items],
            'NETTOSUM': money(net, language), 'BRUTTOSUM': money(gross, language),
            'SECTION_REDUCED_TAX': bool(reduced_rows), 'SECTION_FULL_TAX': full in per_rate,
            'REDUCED_TAX': f'{reduced}' if reduced else '', 'FULL_TAX': f'{full}',
            'REDUCED_TAX_SUM': money(per_rate[reduced][1], language) if reduced_rows else '',
            'FULL_TAX_SUM': money(per_rate[full][1], language) if full in per_rate else '',
            'REDUCED_TAX_ITEMS': bool(reduced_rows),
            'LAB_TAX_REDUCED_ITEMS': labels['reduced_items'].format(
                rate=reduced, n=sum(1 for *_, rate in items if rate != full)) if reduced_rows else '',
        }
        pdf = render_rml(values, base)
    else:
        context = {
            'kraft': {'VERSION': 'Kraft 1.0'},
            'me': {'NAME': owner, 'ORGANISATION': name, 'STREET': street, 'POSTCODE': postcode, 'LOCALITY': town,
                   'PHONE': phone, 'EMAIL': mail, 'URL': site},
            'label': {key: value for key, value in labels.items() if key.isupper()},
            'customer': {'organisation': address.split('\n')[0]},
            'doc': {'docType': labels['doc_type'], 'ident': number, 'dateStr': date_text,
                    'dateStrISO': issued.isoformat(), 'address': html.escape(address), 'salut': labels['salut'],
                    'preTextHtml': f'<p>{html.escape(opening)}</p>', 'postTextHtml': closing,
                    'goodbye': labels['goodbye'], 'isInvoice': True,
                    'items': [{'itemNumber': position, 'kind': 'Normal', 'htmlText': html.escape(text),
                               'amount': quantity_text(quantity, language), 'unit': unit,
                               'unitPrice': money(price, language), 'nettoPrice': money(quantity * price, language),
                               'taxMarker': 'b)' if rate != full else ''}
                              for position, text, quantity, unit, price, rate in items],
                    'nettoSumStr': money(net, language), 'bruttoSumStr': money(gross, language),
                    'hasIndividualTaxation': individual, 'taxMarkerReduced': 'b)', 'taxMarkerFull': '',
                    'reducedTaxPercentStr': f'{reduced}', 'fullTaxPercentStr': f'{full}',
                    'reducedTaxSumStr': money(per_rate[reduced][1], language) if individual else '',
                    'fullTaxSumStr': money(per_rate[full][1], language) if individual else '',
                    'taxPercentStr': f'{next(iter(per_rate))}', 'taxSumStr': money(tax, language)},
            'epcqrcode': {'valid': False},
        }
        pdf = render_html(context, base)
    printed = subprocess.run(['pdftotext', pdf, '-'], check=True, capture_output=True, text=True).stdout
    assert number in printed and money(gross, language) in printed, (base, number)
    truth = {
        'Language': language,
        'Layout': f"Kraft {'invoice.trml (erml2pdf)' if template == 'rml' else 'invoice.gtmpl (HTML)'}"
                  f"{', two VAT rates' if individual else ''}",
        'Number': number,
        'Date': issued.isoformat(),
        **({'DueDate': due.isoformat()} if printed_due else {}),
        'Currency': 'GBP' if language == 'en' else 'EUR',
        'NetAmount': float(net),
        'VatAmount': float(tax),
        'GrossAmount': float(gross),
        'IbanNumber': account,
        'RelationName': name,
        **({'RelationVatNumber': vat} if printed_vat else {}),
        'Buyer': {'Name': address.split('\n')[0] if not address.startswith(('Herrn', 'Mr')) else
                  address.split('\n')[1 if address.startswith('Herrn') else 0]},
    }
    write_truth(out_dir, base, truth)
    print(base, template, number, truth['Currency'], gross)
