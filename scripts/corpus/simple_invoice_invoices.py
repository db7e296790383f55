"""Prints invoices made from the "simple HTML invoice" template as jsreport ships it (its sample `invoice-main`, the
invoice many small firms and web shops took as a start), filled and adapted as such firms do, through Chromium, as
PDFs with their truth beside them: an accuracy set for recognition in a layout Ledgerline was never tuned to.

The template (npm's @jsreport/jsreport-sample-template 4.1.0, `samples.json`: the template `invoice-main`, its
stylesheet `invoice-styles.css` and the helpers) puts a logo at the top left and three lines at the top right
("Invoice #: 123", "Created: …", "Due: …", the dates written by the browser's `toLocaleDateString()`), then two blocks
without a label: the seller's name and address at the left, the buyer's at the right; then a grey heading row
("Item | Price"), a row per item and "Total: $385" in the right column. The seller's name is printed only in its
block; the logo is a picture. Firms that take it over translate its words, put their own logo in (a picture of their
name in a light face beside a mark, as the sample's own logo is), add their registration and VAT numbers under their
address, write prices with their currency's sign, and add what their law wants: a VAT row over the total and, as
the template's first version had it, a "Payment Method" heading row over their bank account. Each invoice here is one
such firm's copy: an American one (the template as it is, dates month first), British, Dutch, German and French ones.

Needs the package (`npm pack @jsreport/jsreport-sample-template@4.1.0 && tar xzf jsreport-*.tgz`, then its
`package/` folder), chromium, fonts-dejavu-core, fonts-dejavu-extra, poppler-utils, python3-pil and python3-stdnum.
Run with:

    /usr/bin/python3 scripts/corpus/simple_invoice_invoices.py OUT_DIR PACKAGE_DIR [COUNT]
"""
import base64
import datetime
import html
import io
import json
import os
import re
import sys
import tempfile
from decimal import Decimal

from corpus_output import print_html, vat_totals, write_truth
from made_up import MadeUp
from PIL import Image, ImageDraw, ImageFont
from stdnum import iban as stdnum_iban

out_dir = os.path.abspath(sys.argv[1])
package = os.path.abspath(sys.argv[2])
count = int(sys.argv[3]) if len(sys.argv) > 3 else 12
work = tempfile.mkdtemp()
made = MadeUp(20261203, dutch_banks=['INGB', 'RABO', 'ABNA', 'BUNQ'])
rng = made.rng
Fonts = '/usr/share/fonts/truetype/dejavu'

# The firms: locale, country, name, street, town line, mark colour.
Firms = [
    ('en-US', 'US', 'Harbor Light Design, LLC', '4410 Bay Street', 'Tampa, FL 33611', '#4a7bb7'),
    ('en-GB', 'GB', 'Fenwick Web Studio Ltd', '12 Grainger Street', 'Newcastle upon Tyne NE1 5JQ', '#8a9a3b'),
    ('nl-NL', 'NL', 'Pixelwerf', 'Veemarkt 27', '5038 CV Tilburg', '#d2691e'),
    ('de-DE', 'DE', 'Webagentur Lindner', 'Kaiserstraße 88', '76133 Karlsruhe', '#2e8b57'),
    ('fr-FR', 'FR', 'Atelier Numérique Garnier', '3 rue des Tanneurs', '67000 Strasbourg', '#6a5acd'),
    ('nl-NL', 'NL', 'Van Dijk Fotografie', 'Kerkstraat 5', '3811 CV Amersfoort', '#444444'),
    ('en-US', 'US', 'Copperline Software Inc.', '901 Congress Avenue, Suite 300', 'Austin, TX 78701', '#b87333'),
    ('de-DE', 'DE', 'Kreativbüro Hahn', 'Bergstraße 12', '69120 Heidelberg', '#c0392b'),
    ('en-GB', 'GB', 'Moorland Print & Design', '4 Fore Street', 'Okehampton EX20 1AH', '#556b2f'),
    ('fr-FR', 'FR', 'Studio Lumière Perrin', '18 quai de la Fosse', '44000 Nantes', '#1f6f8b'),
    ('nl-NL', 'NL', 'Het Tekstbureau', 'Lange Nieuwstraat 40', '3512 PL Utrecht', '#7b3f61'),
    ('de-DE', 'DE', 'Softwareentwicklung Brandt', 'Hafenweg 7', '48155 Münster', '#34495e'),
]
Buyers = {
    'US': [('Acme Corp.', '16 Johnson Road', 'Springfield, IL 62704'),
           ('Gulf Coast Dental Group', '200 Harbour Blvd', 'Clearwater, FL 33755')],
    'GB': [('Tyne Valley Brewing Co', 'Unit 3, Riverside Park', 'Hexham NE46 4LT'),
           ('Dartmoor Holiday Cottages', 'Bridge House', 'Tavistock PL19 0AB')],
    'NL': [('Bakkerij Vos', 'Heuvelring 88', '5038 CL Tilburg'), ('Stichting Cultuurhuis', 'Stadsring 2',
                                                                   '3811 HN Amersfoort')],
    'DE': [('Autohaus Becker GmbH', 'Durlacher Allee 150', '76131 Karlsruhe'),
           ('Praxis am Neckar', 'Uferstraße 4', '69120 Heidelberg')],
    'FR': [('Boulangerie Marchal', '9 place Kléber', '67000 Strasbourg'),
           ('Cabinet Roussel Avocats', '22 rue Crébillon', '44000 Nantes')],
}
Items = {
    'en': [('Website design', (30000, 90000)), ('Hosting (1 year)', (7500, 15000)), ('Domain name (1 year)',
                                                                                     (1000, 2000)),
           ('Logo design', (25000, 60000)), ('Content updates, 4 hours', (24000, 36000))],
    'nl': [('Webdesign', (45000, 120000)), ('Hosting (1 jaar)', (9000, 18000)), ('Fotoreportage, halve dag',
                                                                                 (35000, 55000)),
           ('Teksten homepage', (25000, 40000)), ('Domeinnaam (1 jaar)', (1200, 2000))],
    'de': [('Webdesign', (60000, 150000)), ('Hosting (12 Monate)', (9600, 18000)), ('Logoentwicklung',
                                                                                    (40000, 80000)),
           ('Wartung, 3 Stunden', (22500, 33000)), ('Domain (1 Jahr)', (1200, 2400))],
    'fr': [('Création du site', (80000, 180000)), ('Hébergement (1 an)', (9000, 16000)), ('Charte graphique',
                                                                                         (45000, 90000)),
           ('Maintenance, 2 heures', (12000, 18000)), ('Nom de domaine (1 an)', (1200, 2000))],
}
# What each firm writes over the template's words: the number, the created and the due date, item and price, the
# subtotal, VAT and total, the payment method head and what it says of the account.
Words = {
    'en-US': ('Invoice #:', 'Created:', 'Due:', 'Item', 'Price', 'Subtotal:', None, 'Total:', None, None),
    'en-GB': ('Invoice #:', 'Created:', 'Due:', 'Item', 'Price', 'Subtotal:', 'VAT {rate}%:', 'Total:',
              'Payment Method', 'Bank transfer'),
    'nl-NL': ('Factuur #:', 'Aangemaakt:', 'Vervalt:', 'Omschrijving', 'Prijs', 'Subtotaal:', 'BTW {rate}%:',
              'Totaal:', 'Betaalwijze', 'Overboeking'),
    'de-DE': ('Rechnung #:', 'Erstellt:', 'Fällig:', 'Leistung', 'Preis', 'Zwischensumme:', 'MwSt. {rate}%:',
              'Gesamt:', 'Zahlungsart', 'Überweisung'),
    'fr-FR': ('Facture n° :', 'Créée le :', 'Échéance :', 'Article', 'Prix', 'Sous-total :', 'TVA {rate} % :',
              'Total :', 'Mode de paiement', 'Virement'),
}
Rate = {'US': None, 'GB': Decimal(20), 'NL': Decimal(21), 'DE': Decimal(19), 'FR': Decimal(20)}
Currency = {'US': ('USD', '$'), 'GB': ('GBP', '£'), 'NL': ('EUR', '€'), 'DE': ('EUR', '€'), 'FR': ('EUR', '€')}
# What each firm writes under its address: its registration and VAT numbers, as its law has it.
Registration = {'GB': 'Company No. {reg}', 'NL': 'KvK {reg}', 'DE': 'HRB {reg}', 'FR': 'SIRET {reg}'}
VatLabel = {'GB': 'VAT Reg No. ', 'NL': 'Btw-id ', 'DE': 'USt-IdNr. ', 'FR': 'TVA intracom. '}


def sample():
    """The template, its stylesheet and its helper's date format from the package's samples.json."""
    with open(os.path.join(package, 'samples.json'), encoding='utf-8') as handle:
        samples = json.load(handle)
    template = next(t for t in samples['templates'] if t['name'] == 'invoice-main')['content']
    style = next(a for a in samples['assets'] if a['name'] == 'invoice-styles.css')['content']
    return template, base64.b64decode(style).decode()


def local_date(day, locale):
    """A date as `toLocaleDateString()` writes it in the locale: 3/7/2025, 07/03/2025, 7-3-2025, 7.3.2025."""
    return {
        'en-US': f'{day.month}/{day.day}/{day.year}',
        'en-GB': day.strftime('%d/%m/%Y'),
        'nl-NL': f'{day.day}-{day.month}-{day.year}',
        'de-DE': f'{day.day}.{day.month}.{day.year}',
        'fr-FR': day.strftime('%d/%m/%Y'),
    }[locale]


def money(value, country):
    sign = Currency[country][1]
    whole, cents = f'{value:,.2f}'.split('.')
    if country in ('US', 'GB'):
        return f'{sign}{whole}.{cents}'
    if country == 'FR':
        return f"{whole.replace(',', ' ')},{cents} {sign}"
    return f"{sign} {whole.replace(',', '.')},{cents}"


def logo(name, colour):
    """The firm's logo as a PNG data URL, as the sample's own: the name in small letters in a light face and a mark
    beside it (630 by 104 pixels)."""
    scale = 2
    image = Image.new('RGBA', (630 * scale, 104 * scale), (255, 255, 255, 0))
    draw = ImageDraw.Draw(image)
    text = re.sub(r',? (?:LLC|Inc\.|Ltd)$', '', name).lower()
    size = 60
    font = ImageFont.truetype(f'{Fonts}/DejaVuSans-ExtraLight.ttf', size * scale)
    while draw.textlength(text, font=font) > 530 * scale:
        size -= 2
        font = ImageFont.truetype(f'{Fonts}/DejaVuSans-ExtraLight.ttf', size * scale)
    draw.text((0, 18 * scale), text, font=font, fill='black')
    left = int(draw.textlength(text, font=font)) + 20 * scale
    draw.polygon([(left, 90 * scale), (left + 30 * scale, 20 * scale), (left + 60 * scale, 90 * scale)], outline=colour,
                 width=5 * scale)
    buffer = io.BytesIO()
    image.save(buffer, 'PNG')
    return 'data:image/png;base64,' + base64.b64encode(buffer.getvalue()).decode()


def fill(template, style, values):
    """The sample's template with the firm's words and data in it, as handlebars would fill it, and the firm's own
    rows: the payment method over the items, VAT over the total."""
    page = template.replace('{{asset "invoice-styles.css" "utf8"}}', style)
    page = page.replace('{{asset "invoice-logo.png" "dataURI"}}', values['logo'])
    page = re.sub(r'<!--.*?!-->\s*', '', page, flags=re.S)
    words = values['words']
    page = page.replace('Invoice #: {{number}}', f"{html.escape(words[0])} {values['number']}")
    page = page.replace('<br> Created: {{nowLocalStr}}', f"<br> {html.escape(words[1])} {values['created']}")
    page = page.replace('<br> Due: {{nowPlus20Days}}', f"<br> {html.escape(words[2])} {values['due']}")
    for part in ('seller', 'buyer'):
        lines = values[part]
        page = page.replace(f'{{{{{part}.name}}}}<br>\n', f'{html.escape(lines[0])}<br>\n', 1)
        page = page.replace(f'{{{{{part}.road}}}}<br>\n', f'{html.escape(lines[1])}<br>\n', 1)
        page = page.replace(f'{{{{{part}.country}}}}\n',
                            '<br>'.join(html.escape(line) for line in lines[2:]) + '\n', 1)
    heading = re.search(r' *<tr class="heading">.*?</tr>\n', page, flags=re.S).group(0)
    head = heading.replace('Item', html.escape(words[3])).replace('Price', html.escape(words[4]))
    payment = ''
    if values['payment']:
        payment = heading.replace('Item', html.escape(words[8])).replace('Price', 'IBAN') + (
            f'                <tr class="details">\n                    <td>\n                        '
            f'{html.escape(words[9])}\n                    </td>\n                    <td>\n                        '
            f"{values['payment']}\n                    </td>\n                </tr>\n")
    page = page.replace(heading, payment + head)
    item = re.search(r' *\{\{#each items\}\}\n(.*?) *\{\{/each\}\}\n', page, flags=re.S)
    rows = ''.join(item.group(1).replace('{{name}}', html.escape(text)).replace('$ {{price}}', price)
                   for text, price in values['items'])
    page = page.replace(item.group(0), rows)
    total = re.search(r' *<tr class="total">.*?</tr>\n', page, flags=re.S).group(0)
    page = page.replace(total, ''.join(total.replace('Total: ${{total items}}', f'{html.escape(label)} {amount}')
                                       for label, amount in values['totals']))
    assert '{{' not in page, page
    return page


template, style = sample()
os.makedirs(out_dir, exist_ok=True)
for index in range(count):
    locale, country, name, street, town, colour = Firms[index % len(Firms)]
    language = locale[:2]
    words = Words[locale]
    buyer = rng.choice(Buyers[country])
    issued = made.invoice_date()
    due = issued + datetime.timedelta(days=rng.choice([14, 20, 30]))
    number = rng.choice(['{n}', '{year}-{n:03d}', 'INV-{n:04d}' if language == 'en' else '{year}{n:03d}']).format(
        n=rng.randint(12, 480), year=issued.year)
    items = []
    for text, (low, high) in rng.sample(Items[language], rng.randint(1, 3)):
        items.append((text, (Decimal(rng.randint(low, high)) / 100).quantize(Decimal('1.00'))))
    rate = Rate[country]
    if rate is None:
        net = tax = Decimal(0)
        gross = sum(price for _, price in items)
        totals = [(words[7], money(gross, country))]
    else:
        _, net, tax, gross = vat_totals([(price, rate) for _, price in items])
        totals = [(words[5], money(net, country)), (words[6].format(rate=f'{rate:g}'), money(tax, country)),
                  (words[7], money(gross, country))]
    account = made.iban(country) if country != 'US' else None
    vat = made.vat_number(country) if country != 'US' else None
    registration = {'GB': made.digits(8), 'NL': made.digits(8), 'DE': f'{rng.randint(100, 99999)}',
                    'FR': made.digits(14)}.get(country)
    seller = [name, street, town]
    if country == 'US':
        seller.append(f"{name.split(',')[0].split(' ')[0].lower()}@example.com")
    else:
        if rng.random() < 0.7:
            seller.append(Registration[country].format(reg=registration))
        seller.append(VatLabel[country] + vat)
    # Most firms write their account in the payment method row; some leave the row out.
    iban_text = stdnum_iban.format(account) if account and rng.random() < 0.8 else None
    page = fill(template, style, {
        'logo': logo(name, colour), 'words': words, 'number': number, 'created': local_date(issued, locale),
        'due': local_date(due, locale), 'seller': seller, 'buyer': list(buyer),
        'payment': iban_text, 'items': [(text, money(price, country)) for text, price in items], 'totals': totals,
    })
    base = f'simple-{index + 1:02d}-{locale.lower()}'
    printed = print_html(page, base, work, out_dir)
    assert number in printed and money(gross, country) in printed, (base, printed)
    truth = {
        'Language': language,
        'Layout': f'jsreport invoice-main, {locale}' + (', a VAT row' if rate else '') + (', a payment row' if iban_text else ''),
        'Number': number,
        'Date': issued.isoformat(),
        'DueDate': due.isoformat(),
        'Currency': Currency[country][0],
        **({'NetAmount': float(net), 'VatAmount': float(tax)} if rate is not None else {}),
        'GrossAmount': float(gross),
        **({'IbanNumber': account} if iban_text else {}),
        'RelationName': name,
        **({'RelationVatNumber': vat} if vat else {}),
        'Buyer': {'Name': buyer[0]},
    }
    write_truth(out_dir, base, truth)
    print(base, number, Currency[country][0], gross)
