"""Prints invoices made from the example template of the npm package html-invoicer (a French freelancer's invoice:
HTML filled by the package's data script, printed by Chromium), filled as French and Belgian freelancers and small
firms fill it, as PDFs with their truth beside them: an accuracy set for recognition in a layout Ledgerline was never
tuned to.

The template (html-invoicer 1.0.3, `example/template.html` with `template.css` and basscss) centres "Facture" over
two halves: the seller's name and address at the left, at the right "N° de facture", "Date de facturation",
"N° d'identification SIREN" and "N° d'enregistrement TVA" each beside its value; then "À:" over the buyer, "Objet:",
a bordered table of one row per service with "Total Net", "TVA (20%)" and "Total TTC" columns and "Total de la
facture" under it, "Total à payer" under the table, and "par virement sur le compte:" over a picture: the seller's
RIB (relevé d'identité bancaire) as the bank gives it, pasted in as an image. The package's data script writes the
invoice number as the time in milliseconds (`Date.getTime()`), the date and the amounts as the browser's French
locale writes them. Each invoice here is one firm's copy:
- the number as the script makes it, or the firm's own series;
- amounts grouped with the narrow no-break space of today's browsers or the no-break space of older ones;
- a freelancer under the VAT threshold drops the VAT columns and writes "TVA non applicable, art. 293 B du CGI";
- the RIB picture is the bank's (two layouts: a table as online banks print it, the classic bordered form), some
  scanned from paper (grey, soft, a little askew, JPEG); some firms type their IBAN and BIC instead;
- the template's Avenir fonts (not free) are replaced by DejaVu Sans.

Needs the package (`npm pack html-invoicer@1.0.3 && tar xzf html-invoicer-*.tgz`, then its `package/` folder),
chromium, fonts-dejavu-core, poppler-utils, python3-pil and python3-stdnum. Run with:

    /usr/bin/python3 scripts/corpus/html_invoicer_invoices.py OUT_DIR PACKAGE_DIR [COUNT]
"""
import base64
import datetime
import html
import io
import os
import re
import sys
import tempfile
from decimal import ROUND_HALF_UP, Decimal

from corpus_output import print_html, write_truth
from made_up import MadeUp
from PIL import Image, ImageDraw, ImageFilter, ImageFont
from stdnum import iban as stdnum_iban
from stdnum.be import vat as be_vat

out_dir = os.path.abspath(sys.argv[1])
package = os.path.abspath(sys.argv[2])
count = int(sys.argv[3]) if len(sys.argv) > 3 else 12
work = tempfile.mkdtemp()
made = MadeUp(20261204, dutch_banks=['INGB'])
rng = made.rng
Fonts = '/usr/share/fonts/truetype/dejavu'

# The firms: country, name, street, town, VAT ('tva' at the standard rate or 'franchise' below the threshold), how
# they show their account ('crisp' picture, 'scan' of a paper RIB, 'text'), the RIB's layout, their bank.
Firms = [
    ('FR', 'Claire Fontaine', '12 rue des Carmes', '31000 Toulouse', 'tva', 'crisp', 'table', 'Banque Ondine'),
    ('FR', 'Thomas Lefebvre', '4 impasse du Moulin', '35000 Rennes', 'franchise', 'scan', 'classic',
     'Crédit Régional de Bretagne'),
    ('FR', 'Studio Marais SARL', '27 rue Vieille du Temple', '75004 Paris', 'tva', 'text', None, None),
    ('BE', 'Sophie Lambert', 'Rue de la Station 8', '5000 Namur', 'tva', 'crisp', 'table', 'Banque Mosane'),
    ('FR', 'Julien Moreau', '3 place du Marché', '69002 Lyon', 'tva', 'scan', 'table', 'Caisse Rhodanienne'),
    ('FR', 'Élodie Girard', '15 allée des Tilleuls', '33000 Bordeaux', 'franchise', 'crisp', 'classic',
     'Banque de Guyenne'),
    ('FR', 'Atelier Rivière & Fils', '9 quai Saint-Antoine', '69002 Lyon', 'tva', 'crisp', 'classic',
     'Société Lyonnaise de Crédit'),
    ('BE', 'Marc Dubois', 'Avenue Louise 212', '1050 Bruxelles', 'tva', 'scan', 'classic', 'Banque du Brabant'),
    ('FR', 'Nicolas Bertrand', '21 rue Nationale', '59000 Lille', 'franchise', 'text', None, None),
    ('FR', 'Camille Rousseau', '6 rue de la République', '13001 Marseille', 'tva', 'scan', 'table',
     'Banque Phocéenne'),
    ('BE', 'Lumen Traduction SRL', 'Rue Saint-Gilles 30', '4000 Liège', 'tva', 'text', None, None),
    ('FR', 'Antoine Mercier', '40 cours Jean Jaurès', '38000 Grenoble', 'tva', 'crisp', 'table', 'Banque des Alpes'),
]
Buyers = {
    'FR': [('Bureau Des Légendes', '36 boulevard des Orfèvres', '75001 Paris'),
           ('Librairie Les Mots Passants', '8 rue Sainte-Catherine', '33000 Bordeaux'),
           ('Mairie de Saint-Pierre', '1 place de la Mairie', '38500 Saint-Pierre'),
           ('Groupe Hôtelier Azur SAS', '120 promenade des Anglais', '06000 Nice')],
    'BE': [('Brasserie du Sablon SPRL', 'Rue Lebeau 45', '1000 Bruxelles'),
           ('Asbl Lire et Écrire Namur', 'Rue Godefroid 17', '5000 Namur')],
}
Services = [
    ('Développement web', 'jours', (35000, 65000)), ('Conseil en stratégie', 'jours', (60000, 95000)),
    ('Traduction anglais-français', 'pages', (2500, 4500)), ('Formation WordPress', 'heures', (6000, 9500)),
    ('Rédaction de contenus', 'articles', (12000, 25000)), ('Création graphique', 'forfait', (80000, 240000)),
    ('Maintenance du site', 'mois', (9000, 20000)), ('Photographie événementielle', 'heures', (8000, 15000)),
]
Rate = {'FR': Decimal(20), 'BE': Decimal(21)}


def belgian_iban():
    """A valid Belgian IBAN: a bank's code, an account and the remainder of 97 as the check of the national account number."""
    body = rng.choice(['001', '068', '310', '363', '732']) + made.digits(7)
    key = int(body) % 97 or 97
    bban = f'{body}{key:02d}'
    check = 98 - int(''.join(str(int(c, 36)) for c in bban + 'BE00')) % 97
    value = f'BE{check:02d}{bban}'
    assert stdnum_iban.is_valid(value)
    return value


def belgian_vat():
    return made.valid(lambda: f'BE0{made.digits(9)}', be_vat.is_valid)


def french_money(value, space):
    """An amount as `toLocaleString('fr', {minimumFractionDigits: 2})` writes it, thousands apart by `space`."""
    whole, cents = f'{value:,.2f}'.split('.')
    return f"{whole.replace(',', space)},{cents}"


def font(size, bold=False):
    return ImageFont.truetype(f"{Fonts}/DejaVuSans{'-Bold' if bold else ''}.ttf", size)


def centred(draw, box, text, face, fill='black'):
    left, top, right, bottom = box
    width = draw.textlength(text, font=face)
    draw.text(((left + right - width) / 2, (top + bottom) / 2 - face.size * 0.6), text, font=face, fill=fill)


def rib_table(bank, holder, iban, bic, branch_address, colour):
    """A RIB as online banks print it: the bank's name in colour, the holder centred, then grey-headed boxes: BIC and
    IBAN, the branch, and for a French account its bank, branch, account number and key."""
    image = Image.new('RGB', (1150, 400 if iban.startswith('FR') else 300), 'white')
    draw = ImageDraw.Draw(image)
    words = bank.split(' ')
    draw.text((20, 10), ' '.join(words[:1]), font=font(34, True), fill=colour)
    draw.text((20, 48), ' '.join(words[1:]), font=font(34, True), fill='#27306b')
    centred(draw, (0, 80, 1150, 100), 'Titulaire', font(16, True))
    centred(draw, (0, 102, 1150, 122), holder, font(16))

    def boxes(top, heads, values):
        width = 1130 / len(heads)
        for index, (head, value) in enumerate(zip(heads, values)):
            left = 10 + index * width
            draw.rectangle((left, top, left + width, top + 62), outline='#888888', width=2)
            draw.rectangle((left + 2, top + 2, left + width - 2, top + 30), fill='#d4d4d4')
            centred(draw, (left, top + 4, left + width, top + 30), head, font(15, True))
            centred(draw, (left, top + 34, left + width, top + 60), value, font(16))

    boxes(130, ['Code B.I.C', 'Code I.B.A.N'], [bic, stdnum_iban.format(iban)])
    boxes(225, ['Domiciliation'], [branch_address])
    if iban.startswith('FR'):
        bban = iban[4:]
        boxes(320, ['Code Banque', 'Code Guichet', 'N° compte', 'Clé RIB'],
              [bban[:5], bban[5:10], bban[10:21], bban[21:]])
    return image


def rib_classic(bank, holder, address, iban, bic, branch_address):
    """The classic form: "RELEVÉ D'IDENTITÉ BANCAIRE" over a bordered form of the account's parts, the IBAN and BIC
    and the holder with their address."""
    image = Image.new('RGB', (900, 430), 'white')
    draw = ImageDraw.Draw(image)
    draw.rectangle((4, 4, 895, 425), outline='black', width=2)
    centred(draw, (0, 14, 900, 40), "RELEVÉ D'IDENTITÉ BANCAIRE", font(22, True))
    draw.text((24, 60), bank, font=font(17, True), fill='black')
    draw.text((24, 84), f'Domiciliation : {branch_address}', font=font(15), fill='black')
    top = 118
    if iban.startswith('FR'):
        bban = iban[4:]
        heads = [('Banque', 24), ('Guichet', 170), ('N° de compte', 320), ('Clé RIB', 600)]
        for (head, left), value in zip(heads, [bban[:5], bban[5:10], bban[10:21], bban[21:]]):
            draw.text((left, top), head, font=font(14), fill='black')
            draw.text((left, top + 22), value, font=font(17), fill='black')
        top += 64
    draw.line((24, top, 876, top), fill='black', width=1)
    draw.text((24, top + 12), 'IBAN (International Bank Account Number)', font=font(14), fill='black')
    draw.text((24, top + 34), stdnum_iban.format(iban), font=font(20, True), fill='black')
    draw.text((24, top + 76), 'BIC (Bank Identifier Code)', font=font(14), fill='black')
    draw.text((24, top + 98), bic, font=font(20, True), fill='black')
    draw.line((24, top + 140, 876, top + 140), fill='black', width=1)
    draw.text((24, top + 152), 'Titulaire du compte', font=font(14), fill='black')
    draw.text((24, top + 174), holder.upper(), font=font(17), fill='black')
    draw.text((24, top + 198), address, font=font(15), fill='black')
    return image


def scanned(image):
    """The RIB as a scan of the bank's paper: grey, smaller, soft, a little askew, JPEG."""
    grey = image.convert('L')
    grey = grey.resize((int(grey.width * 0.7), int(grey.height * 0.7)), Image.LANCZOS)
    grey = grey.rotate(rng.uniform(-0.8, 0.8), resample=Image.BICUBIC, expand=True, fillcolor=250)
    grey = grey.filter(ImageFilter.GaussianBlur(0.7)).point(lambda value: int(40 + value * 0.82))
    buffer = io.BytesIO()
    grey.save(buffer, 'JPEG', quality=72)
    return 'data:image/jpeg;base64,' + base64.b64encode(buffer.getvalue()).decode()


def crisp(image):
    buffer = io.BytesIO()
    image.save(buffer, 'PNG')
    return 'data:image/png;base64,' + base64.b64encode(buffer.getvalue()).decode()


def style():
    """The package's stylesheets in one, with DejaVu Sans in place of the template's Avenir."""
    with open(os.path.join(package, 'example', 'basscss.css'), encoding='utf-8') as handle:
        basscss = handle.read()
    with open(os.path.join(package, 'example', 'template.css'), encoding='utf-8') as handle:
        own = handle.read()
    own = re.sub(r'@font-face\s*\{[^}]*\}\s*', '', own)
    own = own.replace("font-family: 'Embedded Avenir';", "font-family: 'DejaVu Sans';")
    return basscss + '\n' + own


def fill(template, css, values):
    """The example template with the firm's data where the package's example has its own."""
    page = template.replace('<link rel="stylesheet" href="basscss.css" />\n', '')
    page = page.replace('<link rel="stylesheet" href="template.css" />', f'<style>\n{css}\n</style>')
    seller = values['seller']
    page = page.replace('guillaume debailly', html.escape(seller[0]))
    page = page.replace('35 rue de la malverse <br>\n          75000 PARIS',
                        f'{html.escape(seller[1])} <br>\n          {html.escape(seller[2])}')
    page = page.replace('000 000 007', values['siren'])
    if values['vat_number']:
        page = page.replace('FR00123456789', values['vat_number'])
    else:
        page = re.sub(r'\s*<div class="flex">\s*<span[^>]*>N° d\'enregistrement TVA</span>.*?</div>', '', page,
                      flags=re.S)
    if values['country'] == 'BE':
        page = page.replace("N° d'identification SIREN", "N° d'entreprise (BCE)")
    buyer = values['buyer']
    page = page.replace('bureau des légendes', html.escape(buyer[0]))
    page = page.replace('36 boulevard des orfèvres<br>\n      75000 PARIS <br>\n      '
                        '<span class="semi-bold mr1">SIRET:</span> B 700 000 000',
                        f'{html.escape(buyer[1])}<br>\n      {html.escape(buyer[2])}')
    page = page.replace("prestation d'espionnage", html.escape(values['subject']))
    text, unit, quantity, price, net, tax, gross = values['line']
    if values['franchise']:
        # Below the VAT threshold: no VAT columns, the law's words under the total.
        page = re.sub(r'\s*<th class="border right-align">TVA \(20%\)</th>', '', page)
        page = page.replace('>Total Net</th>', '>Total HT</th>')
        page = re.sub(r'\s*<td class="border right-align[^"]*">\$\{vat\} €</td>', '', page)
        page = re.sub(r'\s*<td class="border right-align[^"]*">\$\{sum\} €</td>(\s*</tr>)', r'\1', page)
        page = page.replace('<th class="border right-align">Total TTC</th>', '')
        page = page.replace('<p>par virement', '<p class="h6">TVA non applicable, art. 293 B du CGI</p>\n\n'
                            '  <p>par virement')
    else:
        page = page.replace('TVA (20%)', f"TVA ({values['rate']}%)")
    page = page.replace('Entourloupes & arnaques', html.escape(f'{text} ({unit})'))
    for name, value in (('qty', quantity), ('price', price), ('taxeFreeSum', net), ('vat', tax), ('sum', gross),
                        ('id', values['number']), ('date', values['date'])):
        page = page.replace('${' + name + '}', value)
    if values['account_text']:
        page = page.replace('<img class="fullwidth" src="rib-unique-boursorama.png">',
                            f"<p>{values['account_text']}</p>")
    else:
        width = 'fullwidth' if values['rib_layout'] == 'table' else ''
        page = page.replace('<img class="fullwidth" src="rib-unique-boursorama.png">',
                            f'<img class="{width}" style="max-width: 100%" src="{values["rib"]}">')
    assert '${' not in page and 'boursorama' not in page, page
    return page


with open(os.path.join(package, 'example', 'template.html'), encoding='utf-8') as handle:
    template = handle.read()
css = style()
os.makedirs(out_dir, exist_ok=True)
cent = Decimal('0.01')
for index in range(count):
    country, name, street, town, vat_status, account_form, rib_layout, bank = Firms[index % len(Firms)]
    buyer = rng.choice(Buyers[country])
    issued = made.invoice_date()
    moment = datetime.datetime(issued.year, issued.month, issued.day, rng.randint(8, 19), rng.randint(0, 59),
                               rng.randint(0, 59))
    series = rng.choice(['time', 'time', 'F{year}-{n:03d}', '{year}{month:02d}-{n:02d}', 'FA-{n:04d}'])
    number = (str(int(moment.replace(tzinfo=datetime.timezone.utc).timestamp() * 1000) + rng.randint(0, 999))
              if series == 'time' else series.format(year=issued.year, month=issued.month, n=rng.randint(3, 380)))
    text, unit, (low, high) = rng.choice(Services)
    quantity = 1 if unit == 'forfait' else rng.randint(2, 24)
    price = (Decimal(rng.randint(low, high)) / 100).quantize(cent)
    net = quantity * price
    franchise = vat_status == 'franchise'
    rate = Rate[country]
    tax = Decimal(0) if franchise else (net * rate / 100).quantize(cent, ROUND_HALF_UP)
    gross = net + tax
    space = rng.choice(['\u202f', '\u202f', '\u00a0'])
    iban = made.iban('FR') if country == 'FR' else belgian_iban()
    bic = f"{re.sub('[^A-Z]', '', (bank or 'Banque Locale').split(' ')[-1].upper())[:4]:X<4}{country}{rng.choice(['PP', '22', '2L'])}"
    siren = (f'{made.digits(3)} {made.digits(3)} {made.digits(3)}' if country == 'FR'
             else f'0{made.digits(3)}.{made.digits(3)}.{made.digits(3)}')
    vat_number = None if franchise else (made.vat_number('FR') if country == 'FR' else belgian_vat())
    account_text = None
    rib = None
    if account_form == 'text':
        account_text = f'IBAN : {stdnum_iban.format(iban)}<br>BIC : {bic}'
    else:
        branch_address = f"{rng.randint(1, 90)}, {rng.choice(['rue', 'avenue', 'boulevard'])} " \
                         f"{rng.choice(['de la Gare', 'Victor Hugo', 'du Commerce', 'Carnot'])}, {town}"
        picture = (rib_table(bank, name, iban, bic, branch_address, '#c0267e')
                   if rib_layout == 'table' else rib_classic(bank, name, f'{street}, {town}', iban, bic,
                                                             branch_address))
        rib = scanned(picture) if account_form == 'scan' else crisp(picture)
    page = fill(template, css, {
        'seller': (name, street, town), 'siren': siren, 'vat_number': vat_number, 'country': country,
        'buyer': buyer, 'subject': rng.choice(['prestation de services', 'mission de conseil', 'travaux du mois',
                                               'projet site vitrine']),
        'line': (text, unit, str(quantity), french_money(price, space), french_money(net, space),
                 french_money(tax, space), french_money(gross, space)),
        'franchise': franchise, 'rate': f'{rate:g}', 'number': number, 'date': issued.strftime('%d/%m/%Y'),
        'account_text': account_text, 'rib_layout': rib_layout, 'rib': rib,
    })
    base = f'html-invoicer-{index + 1:02d}-{country.lower()}'
    printed = print_html(page, base, work, out_dir)
    assert number in printed, (base, printed)
    truth = {
        'Language': 'fr',
        'Layout': f'html-invoicer example template, {country}' + (', no VAT (art. 293 B)' if franchise else '') + (
            ', the IBAN typed' if account_text else f', the RIB as a {account_form} picture ({rib_layout})'),
        'Number': number,
        'Date': issued.isoformat(),
        'Currency': 'EUR',
        **({} if franchise else {'NetAmount': float(net), 'VatAmount': float(tax)}),
        'GrossAmount': float(gross),
        'IbanNumber': iban,
        'RelationName': name,
        **({'RelationVatNumber': vat_number} if vat_number else {}),
        'Buyer': {'Name': buyer[0]},
    }
    write_truth(out_dir, base, truth)
    print(base, number, gross, account_form, rib_layout)
