"""Draws invoices whose every part is chosen at random from what real invoices do, in Dutch, English, German and
French, straight onto the page with ReportLab's canvas (no HTML, no TeX): an accuracy set for recognition that a third
of, chosen by the hash of its path like the first corpus's held-out files, is never looked at while tuning.

What varies, each drawn per invoice from one seeded generator:
- the firm, the customer and their addresses from Faker's locale of the language (names such as "Scholz Briemer AG",
  "Thibault Colin et Fils", "Pearson-Green" or a bare surname), the firm's VAT number, IBAN and, in the Netherlands
  and Britain, its company registration number;
- where the firm is named: a letterhead at the left, at the right, centred under a slogan, or nowhere but the small
  return address over the customer and the page's foot;
- the document's data: a list of labels and values at the right, a boxed row of labels with the values under them, or
  the number in the title ("Rechnung Nr. RE-2026-0042") with the rest as a list;
- the labels, from several each language uses, the dates written in figures or with the month's name, and amounts
  with or without the currency's sign;
- the items (one to six), one VAT rate, the totals' labels;
- how to pay: a sentence, a block headed by the bank's details, or the foot's columns; the IBAN in groups of four or
  written together; sometimes a payment reference (a creditor reference "RF…", or a Belgian structured communication);
- sometimes the customer's order number, a customer number and a delivery date to be left alone.

Needs python3-reportlab, python3-fake-factory (Faker) and python3-stdnum from Debian. Run from the project's folder:

    /usr/bin/python3 scripts/corpus/varied_invoices.py OUT_DIR [COUNT] [SEED]

A SEED other than the corpus's (20261202) draws other invoices, named `varied-SEED-…`.
"""
import datetime
import os
import random
import sys
from decimal import ROUND_HALF_UP, Decimal

from faker import Faker
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

sys.path.insert(0, os.path.dirname(__file__))
from corpus_output import MONTHS, write_truth  # noqa: E402
from made_up import MadeUp  # noqa: E402

WIDTH, HEIGHT = A4
LEFT, RIGHT = 56, WIDTH - 56
COUNTRY = {'nl': 'NL', 'en': 'GB', 'de': 'DE', 'fr': 'FR'}
LOCALE = {'nl': 'nl_NL', 'en': 'en_GB', 'de': 'de_DE', 'fr': 'fr_FR'}
RATES = {'nl': [21, 21, 9], 'en': [20], 'de': [19, 19, 7], 'fr': [20, 20, 10]}
BICS = {'DE': ['COBADEFFXXX', 'DEUTDEDBBER', 'GENODEM1GLS', 'BYLADEM1001'],
        'FR': ['BNPAFRPPXXX', 'CRLYFRPPXXX', 'SOGEFRPPXXX', 'AGRIFRPP882']}

WORDS = {
    'nl': dict(
        title=['Factuur', 'FACTUUR', 'Verkoopfactuur'],
        number=['Factuurnummer', 'Factuurnr.', 'Factuur nr.', 'Nummer'],
        date=['Factuurdatum', 'Datum'],
        due=['Vervaldatum', 'Uiterste betaaldatum', 'Te betalen vóór'],
        order=['Uw ordernummer', 'Inkoopordernummer', 'Uw inkooporder'],
        customer=['Klantnummer', 'Debiteurnummer'], delivery=['Leverdatum', 'Afleverdatum'],
        to=['Factuur aan', 'Factuuradres', None],
        head=['Omschrijving', 'Aantal', 'Prijs', 'Bedrag'],
        net=['Subtotaal', 'Totaal excl. btw', 'Netto bedrag'], vat=['Btw {rate}%', '{rate}% btw', 'BTW {rate}%'],
        gross=['Totaal', 'Totaal incl. btw', 'Te betalen'],
        reference=['Betalingskenmerk', 'Betaalkenmerk', 'Kenmerk'], structured=['Gestructureerde mededeling', 'Mededeling'],
        vatno=['Btw-nummer', 'Btw-nr.', 'BTW'], coc=['KvK', 'KvK-nummer', 'Kamer van Koophandel'],
        bank=['Bankgegevens', 'Betaalgegevens'], holder='t.n.v.',
        sentence=['Wij verzoeken u het bedrag van {total} vóór {due} over te maken op {iban} t.n.v. {name}{ref}.',
                  'Gelieve {total} binnen {days} dagen over te maken op rekening {iban} ten name van {name}{ref}.'],
        with_ref=' onder vermelding van {reference}', thanks=['Bedankt voor uw opdracht.', 'Met vriendelijke groet,'],
        items=['Advieswerkzaamheden', 'Arbeidsuren', 'Materiaal', 'Onderhoudscontract', 'Voorrijkosten',
               'Licentie (jaar)', 'Installatie en configuratie', 'Schoonmaakwerkzaamheden', 'Transportkosten'],
    ),
    'en': dict(
        title=['Invoice', 'INVOICE', 'Tax invoice'],
        number=['Invoice number', 'Invoice No.', 'Invoice #', 'Number'],
        date=['Invoice date', 'Date', 'Date of issue'],
        due=['Due date', 'Payment due', 'Due'],
        order=['Your order', 'PO number', 'Purchase order'],
        customer=['Customer no.', 'Account no.'], delivery=['Delivery date', 'Date of supply'],
        to=['Bill to', 'Invoice to', None],
        head=['Description', 'Qty', 'Unit price', 'Amount'],
        net=['Subtotal', 'Net amount', 'Total excl. VAT'], vat=['VAT {rate}%', 'VAT @ {rate}%', 'VAT ({rate}%)'],
        gross=['Total', 'Total due', 'Amount due', 'Balance due'],
        reference=['Payment reference', 'Creditor reference', 'Reference for payment'], structured=None,
        vatno=['VAT No.', 'VAT reg. no.', 'VAT number'], coc=['Company No.', 'Registered in England No.'],
        bank=['Bank details', 'Payment details'], holder='Account name:',
        sentence=['Please pay {total} by {due} into {iban}, account name {name}{ref}.',
                  'Payment within {days} days to {iban} ({name}){ref}, please.'],
        with_ref=', quoting {reference}', thanks=['Thank you for your business.', 'Kind regards,'],
        items=['Consultancy', 'Labour (hours)', 'Materials', 'Maintenance contract', 'Call-out charge',
               'Software licence (annual)', 'Installation and set-up', 'Cleaning services', 'Carriage'],
    ),
    'de': dict(
        title=['Rechnung', 'RECHNUNG'],
        number=['Rechnungsnummer', 'Rechnungs-Nr.', 'Rechnung Nr.', 'Belegnummer'],
        date=['Rechnungsdatum', 'Datum'],
        due=['Fällig am', 'Zahlbar bis', 'Fälligkeitsdatum'],
        order=['Ihre Bestellung', 'Bestellnummer', 'Ihre Bestell-Nr.'],
        customer=['Kundennummer', 'Kunden-Nr.'], delivery=['Lieferdatum', 'Leistungsdatum'],
        to=['Rechnungsempfänger', 'Rechnungsadresse', None],
        head=['Bezeichnung', 'Menge', 'Einzelpreis', 'Gesamt'],
        net=['Zwischensumme', 'Nettobetrag', 'Summe netto'], vat=['zzgl. {rate}% USt.', 'MwSt. {rate}%',
                                                                  'Umsatzsteuer {rate}%'],
        gross=['Gesamtbetrag', 'Rechnungsbetrag', 'Summe brutto'],
        reference=['Verwendungszweck', 'Zahlungsreferenz'], structured=None,
        vatno=['USt-IdNr.', 'USt.-ID', 'Umsatzsteuer-ID'], coc=None,
        bank=['Bankverbindung', 'Zahlungsinformationen'], holder='Kontoinhaber:',
        sentence=['Bitte überweisen Sie {total} bis zum {due} auf das Konto {iban} ({name}){ref}.',
                  'Zahlbar innerhalb von {days} Tagen ohne Abzug auf {iban}, Inhaber {name}{ref}.'],
        with_ref=' unter Angabe von {reference}', thanks=['Vielen Dank für Ihren Auftrag.', 'Mit freundlichen Grüßen'],
        items=['Beratung', 'Arbeitsstunden', 'Material', 'Wartungsvertrag', 'Anfahrtspauschale', 'Lizenz (jährlich)',
               'Installation und Einrichtung', 'Reinigungsarbeiten', 'Versandkosten'],
    ),
    'fr': dict(
        title=['Facture', 'FACTURE'],
        number=['Numéro de facture', 'Facture n°', 'N° facture', 'Numéro'],
        date=['Date de facture', 'Date', "Date d'émission"],
        due=["Date d'échéance", 'Échéance', 'À payer avant le'],
        order=['Votre commande', 'N° de commande', 'Bon de commande'],
        customer=['N° client', 'Code client'], delivery=['Date de livraison', 'Date de prestation'],
        to=['Facturé à', 'Adresse de facturation', None],
        head=['Désignation', 'Qté', 'Prix unitaire', 'Montant'],
        net=['Total HT', 'Montant HT', 'Sous-total HT'], vat=['TVA {rate}%', 'TVA ({rate} %)', 'TVA à {rate}%'],
        gross=['Total TTC', 'Net à payer', 'Montant TTC'],
        reference=['Référence de paiement', 'Référence à rappeler'], structured=['Communication structurée', 'Communication'],
        vatno=['N° TVA', 'TVA intracom.', 'N° TVA intracommunautaire'], coc=None,
        bank=['Coordonnées bancaires', 'Règlement'], holder='Titulaire :',
        sentence=['Merci de régler {total} avant le {due} par virement sur {iban} au nom de {name}{ref}.',
                  'Paiement à {days} jours par virement sur le compte {iban} ({name}){ref}.'],
        with_ref=' en rappelant {reference}', thanks=['Merci de votre confiance.', 'Cordialement,'],
        items=['Conseil', "Main-d'œuvre (heures)", 'Fournitures', "Contrat d'entretien", 'Frais de déplacement',
               'Licence (annuelle)', 'Installation et paramétrage', 'Nettoyage', 'Frais de port'],
    ),
}

CURRENCY_SIGN = {'EUR': '€', 'GBP': '£'}


def money(value, lang, currency, sign):
    """An amount as the language writes it: 1.234,56 (nl, de), 1 234,56 (fr), 1,234.56 (en), with the sign or not."""
    whole, cents = f'{value:.2f}'.split('.')
    groups = f'{int(whole):,}'
    text = {'en': f'{groups}.{cents}', 'fr': f'{groups.replace(",", " ")},{cents}'}.get(
        lang, f'{groups.replace(",", ".")},{cents}')
    if not sign:
        return text
    symbol = CURRENCY_SIGN[currency]
    return f'{symbol}{text}' if lang == 'en' else f'{symbol} {text}' if lang == 'nl' else f'{text} {symbol}'


def date_text(day, lang, named):
    if named:
        month = MONTHS[lang][day.month - 1]
        return {'de': f'{day.day}. {month} {day.year}'}.get(lang, f'{day.day} {month} {day.year}')
    return {'nl': f'{day:%d-%m-%Y}', 'de': f'{day:%d.%m.%Y}'}.get(lang, f'{day:%d/%m/%Y}')


def creditor_reference(rng):
    body = ''.join(rng.choice('0123456789') for _ in range(rng.choice([8, 10, 12])))
    check = 98 - int(''.join(str(int(c, 36)) for c in body + 'RF00')) % 97
    value = f'RF{check:02d}{body}'
    return value, ' '.join(value[i:i + 4] for i in range(0, len(value), 4))


def belgian_communication(rng):
    body = int(''.join(rng.choice('0123456789') for _ in range(10)))
    check = body % 97 or 97
    digits = f'{body:010d}{check:02d}'
    return digits, f'+++{digits[:3]}/{digits[3:7]}/{digits[7:]}+++'


def invoice_number(rng, year):
    n = rng.randint(1, 9999)
    return rng.choice([f'F{year}-{n:04d}', f'{year}/{n:04d}', f'INV-{rng.randint(1000, 99999):06d}',
                       f'{year}{n:04d}', f'RE-{year}-{n:04d}', f'{n}-{year}', f'{rng.randint(10000, 99999)}'])


class Page:
    """A canvas with text placed from the top of the page."""

    def __init__(self, path, font):
        # invariant: no creation time or random id, so that the same run writes the same bytes.
        self.canvas = canvas.Canvas(path, pagesize=A4, invariant=1)
        self.font, self.bold = font

    def text(self, x, top, value, size=9, bold=False, align='left', grey=False):
        c = self.canvas
        c.setFont(self.bold if bold else self.font, size)
        c.setFillGray(0.4 if grey else 0)
        y = HEIGHT - top
        {'left': c.drawString, 'right': c.drawRightString, 'centre': c.drawCentredString}[align](x, y, value)

    def rule(self, top, x1=LEFT, x2=RIGHT):
        self.canvas.setStrokeGray(0.6)
        self.canvas.line(x1, HEIGHT - top, x2, HEIGHT - top)

    def box(self, x, top, width, height):
        self.canvas.setStrokeGray(0.6)
        self.canvas.rect(x, HEIGHT - top - height, width, height)


def draw(path, doc, rng):
    w, lang = doc['words'], doc['lang']
    page = Page(path, rng.choice([('Helvetica', 'Helvetica-Bold'), ('Times-Roman', 'Times-Bold')]))
    vendor, buyer = doc['vendor'], doc['buyer']
    pick = rng.choice

    # The firm's name where the letterhead puts it.
    letterhead = doc['letterhead']
    if letterhead == 'left':
        page.text(LEFT, 70, vendor['name'], 18, bold=True)
        for i, line in enumerate(vendor['address'] + [vendor['phone']]):
            page.text(LEFT, 86 + 11 * i, line, 8, grey=True)
    elif letterhead == 'right':
        page.text(RIGHT, 62, vendor['name'], 14, bold=True, align='right')
        for i, line in enumerate(vendor['address'] + [vendor['phone'], vendor['mail']]):
            page.text(RIGHT, 77 + 10 * i, line, 8, align='right')
    elif letterhead == 'centre':
        page.text(WIDTH / 2, 60, vendor['name'], 20, bold=True, align='centre')
        page.text(WIDTH / 2, 76, vendor['slogan'], 9, align='centre', grey=True)
        page.text(WIDTH / 2, 90, '  ·  '.join(vendor['address'] + [vendor['phone']]), 8, align='centre')
        page.rule(98)
    else:
        page.text(LEFT, 70, vendor['initials'], 26, bold=True, grey=True)

    # The return address line and the customer in the envelope's window.
    top = 150
    if letterhead in ('none', 'right') or rng.random() < 0.3:
        page.text(LEFT, top - 14, ' · '.join([vendor['name']] + vendor['address']), 6.5, grey=True)
    label = pick(w['to'])
    if label:
        page.text(LEFT, top, label, 8, bold=True)
        top += 12
    for i, line in enumerate([buyer['name']] + buyer['address']):
        page.text(LEFT, top + 11 * i, line, 10)

    # The document's data.
    meta = [(pick(w['date']), date_text(doc['date'], lang, doc['named_dates']))]
    if doc['due']:
        meta.append((pick(w['due']), date_text(doc['due'], lang, doc['named_dates'])))
    if doc['customer_no']:
        meta.append((pick(w['customer']), doc['customer_no']))
    if doc['order']:
        meta.append((pick(w['order']), doc['order']))
    if doc['delivery']:
        meta.append((pick(w['delivery']), date_text(doc['delivery'], lang, doc['named_dates'])))
    title = pick(w['title'])
    style = doc['meta_style']
    if style == 'title':
        page.text(LEFT, 250, f"{title} {pick(['Nr. ', 'No. ', 'n° ', ''])}{doc['number']}".replace('  ', ' '), 16,
                  bold=True)
    else:
        page.text(LEFT, 250, title, 16, bold=True)
        meta.insert(0, (pick(w['number']), doc['number']))
    if style == 'row':
        cell = (RIGHT - LEFT) / len(meta)
        page.box(LEFT, 262, RIGHT - LEFT, 30)
        for i, (name, value) in enumerate(meta):
            page.text(LEFT + 5 + cell * i, 273, name, 7, grey=True)
            page.text(LEFT + 5 + cell * i, 286, value, 9)
        table_top = 320
    else:
        colon = pick([':', ''])
        for i, (name, value) in enumerate(meta):
            y = (165 if letterhead != 'right' else 150) + 12 * i if style == 'list' else 270 + 12 * i
            x = 340 if style == 'list' else LEFT
            page.text(x, y, f'{name}{colon}', 9, bold=style == 'list')
            page.text(x + 100, y, value, 9)
        table_top = max(300, 270 + 12 * len(meta) + 20)

    # The items and the totals.
    columns = [LEFT, 330, 420, RIGHT]
    for i, name in enumerate(w['head']):
        page.text(columns[i], table_top, name, 8, bold=True,
                  align='left' if i == 0 else 'right')
    page.rule(table_top + 4)
    y = table_top + 18
    for item in doc['items']:
        page.text(LEFT, y, item['text'], 9)
        page.text(columns[1], y, str(item['quantity']), 9, align='right')
        page.text(columns[2], y, money(item['price'], lang, doc['currency'], False), 9, align='right')
        page.text(columns[3], y, money(item['amount'], lang, doc['currency'], doc['sign_in_table']), 9,
                  align='right')
        y += 14
    page.rule(y - 6)
    y += 10
    totals = [(pick(w['net']), doc['net']), (pick(w['vat']).format(rate=doc['rate']), doc['vat']),
              (pick(w['gross']), doc['gross'])]
    for i, (name, value) in enumerate(totals):
        last = i == len(totals) - 1
        page.text(400, y, name, 9, bold=last, align='right')
        page.text(RIGHT, y, money(value, lang, doc['currency'], True), 9, bold=last, align='right')
        y += 14
    y += 16

    # How to pay.
    iban = doc['iban_printed']
    reference = doc['reference_printed']
    payment = doc['payment']
    if payment == 'sentence':
        ref = w['with_ref'].format(reference=reference) if reference else ''
        sentence = pick(w['sentence']).format(
            total=money(doc['gross'], lang, doc['currency'], True), iban=iban, name=vendor['name'], ref=ref,
            due=date_text(doc['due'] or doc['date'] + datetime.timedelta(days=30), lang, doc['named_dates']),
            days=doc['days'])
        words, line = sentence.split(' '), ''
        for word in words:
            if page.canvas.stringWidth(f'{line} {word}', page.font, 9) > RIGHT - LEFT:
                page.text(LEFT, y, line, 9)
                y += 12
                line = word
            else:
                line = f'{line} {word}'.strip()
        page.text(LEFT, y, line, 9)
        y += 20
    elif payment == 'block':
        page.text(LEFT, y, pick(w['bank']), 9, bold=True)
        rows = [('IBAN', iban), ('BIC', vendor['bic']), (w['holder'].rstrip(':'), vendor['name'])]
        if reference:
            rows.append((doc['reference_label'], reference))
        for i, (name, value) in enumerate(rows):
            page.text(LEFT, y + 13 + 12 * i, name, 9)
            page.text(LEFT + 110, y + 13 + 12 * i, value, 9)
        y += 13 + 12 * len(rows) + 10
    elif reference:
        page.text(LEFT, y, f"{doc['reference_label']}: {reference}", 9, bold=True)
        y += 20
    page.text(LEFT, y + 10, pick(w['thanks']), 9)

    # The foot.
    page.rule(770)
    ids = [f"{pick(w['vatno'])}: {vendor['vat']}"]
    if vendor['coc']:
        ids.append(f"{pick(w['coc'])}: {vendor['coc']}")
    if doc['foot'] == 'columns':
        bank = [pick(w['bank']), f'IBAN {iban}', f"BIC {vendor['bic']}"] if payment == 'foot' else []
        blocks = [[vendor['name']] + vendor['address'], [vendor['phone'], vendor['mail']], ids, bank]
        for i, column in enumerate(block for block in blocks if block):
            for j, line in enumerate(column):
                page.text(LEFT + 125 * i, 782 + 9 * j, line, 7, grey=True)
    else:
        parts = [vendor['name'], ' · '.join(vendor['address'])] + ids
        if payment == 'foot':
            parts += [f'IBAN {iban}', f"BIC {vendor['bic']}"]
        line, row = '', 0
        for part in parts:
            if line and page.canvas.stringWidth(f'{line} | {part}', page.font, 7) > RIGHT - LEFT:
                page.text(WIDTH / 2, 782 + 9 * row, line, 7, align='centre', grey=True)
                line, row = part, row + 1
            else:
                line = f'{line} | {part}' if line else part
        page.text(WIDTH / 2, 782 + 9 * row, line, 7, align='centre', grey=True)
    page.canvas.showPage()
    page.canvas.save()


def street(fake):
    """A street address on one line (Faker's British ones may hold a flat on a line of its own)."""
    return ', '.join(fake.street_address().splitlines())


def company(fake, made, country, rng):
    name = fake.company()
    address = [street(fake), f'{fake.postcode()} {fake.city()}']
    iban = made.iban(country)
    bic = (f'{iban[4:8]}{country}2{rng.choice("ALU")}' if country in ('NL', 'GB') else rng.choice(BICS[country]))
    coc = made.digits(8) if country in ('NL', 'GB') else None
    initials = ''.join(word[0] for word in name.replace('-', ' ').replace(',', ' ').split() if word[0].isupper())[:3]
    return dict(name=name, address=address, phone=fake.phone_number(), mail=f'info@{fake.domain_name()}',
                slogan=fake.catch_phrase() if hasattr(fake, 'catch_phrase') else '', vat=made.vat_number(country),
                iban=iban, bic=bic, coc=coc, initials=initials or name[:2].upper())


def invoice(lang, made, rng):
    fake = Faker(LOCALE[lang])
    fake.seed_instance(rng.randint(0, 2 ** 31))
    country = COUNTRY[lang]
    vendor = company(fake, made, country, rng)
    buyer = dict(name=fake.company(), address=[street(fake), f'{fake.postcode()} {fake.city()}'])
    currency = 'GBP' if lang == 'en' and rng.random() < 0.8 else 'EUR'
    rate = rng.choice(RATES[lang])
    items = []
    for _ in range(rng.randint(1, 6)):
        quantity = rng.randint(1, 20)
        price = Decimal(rng.randint(500, 90000)) / 100
        items.append(dict(text=rng.choice(WORDS[lang]['items']), quantity=quantity, price=price,
                          amount=(price * quantity).quantize(Decimal('0.01'))))
    net = sum(item['amount'] for item in items)
    vat = (net * rate / 100).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)
    day = made.invoice_date()
    days = rng.choice([14, 14, 30, 30, 8, 60])
    due = day + datetime.timedelta(days=days) if rng.random() < 0.7 else None
    payment = rng.choice(['sentence', 'block', 'foot'])
    reference = None
    if rng.random() < 0.35:
        reference = belgian_communication(rng) if lang in ('nl', 'fr') and rng.random() < 0.4 else \
            creditor_reference(rng)
    iban = vendor['iban']
    iban_printed = ' '.join(iban[i:i + 4] for i in range(0, len(iban), 4)) if rng.random() < 0.7 else iban
    doc = dict(
        lang=lang, words=WORDS[lang], vendor=vendor, buyer=buyer, currency=currency, rate=rate, items=items, net=net,
        vat=vat, gross=net + vat, date=day, due=due, days=days, number=invoice_number(rng, day.year),
        named_dates=rng.random() < 0.3, customer_no=made.digits(rng.choice([4, 5, 6])) if rng.random() < 0.5 else None,
        order=rng.choice([f'PO-{made.digits(5)}', f'BE{made.digits(6)}', made.digits(6)]) if rng.random() < 0.4
        else None,
        delivery=day - datetime.timedelta(days=rng.randint(1, 20)) if rng.random() < 0.3 else None,
        letterhead=rng.choice(['left', 'right', 'centre', 'none']), meta_style=rng.choice(['list', 'row', 'title']),
        payment=payment, foot=rng.choice(['columns', 'line']), iban_printed=iban_printed,
        reference_printed=reference[1] if reference else None,
        reference_label=rng.choice(WORDS[lang]['structured' if reference and reference[1].startswith('+') else 'reference']), sign_in_table=rng.random() < 0.3,
    )
    truth = dict(
        Language=lang,
        Layout=f"letterhead {doc['letterhead']}, data as {doc['meta_style']}, payment in {payment}, foot {doc['foot']}",
        Number=doc['number'], Date=day.isoformat(), Currency=currency, NetAmount=float(net), VatAmount=float(vat),
        GrossAmount=float(net + vat), IbanNumber=iban, RelationName=vendor['name'], RelationVatNumber=vendor['vat'],
    )
    if due:
        truth['DueDate'] = due.isoformat()
    if vendor['coc']:
        truth['RelationChamberOfCommerce'] = vendor['coc']
    if doc['order']:
        truth['PurchaseOrderNumber'] = doc['order']
    if reference:
        truth['PaymentReference'] = reference[0]
    truth['Buyer'] = dict(Name=buyer['name'])
    return doc, truth


def main():
    out_dir = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 20261202
    prefix = 'varied' if seed == 20261202 else f'varied-{seed}'
    os.makedirs(out_dir, exist_ok=True)
    made = MadeUp(seed, dutch_banks=['ABNA', 'INGB', 'RABO', 'BUNQ', 'SNSB', 'TRIO', 'KNAB'],
                  british_banks=['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL'])
    rng = random.Random(seed)
    languages = ['nl', 'en', 'de', 'fr']
    for index in range(count):
        lang = languages[index % 4]
        doc, truth = invoice(lang, made, rng)
        base = f'{prefix}-{lang}-{index + 1:02d}'
        draw(os.path.join(out_dir, f'{base}.pdf'), doc, random.Random(f'{base}'))
        write_truth(out_dir, base, truth)


if __name__ == '__main__':
    main()
