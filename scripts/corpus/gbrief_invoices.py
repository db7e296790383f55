"""Typesets invoices as letters of the LaTeX class g-brief (Michael Lenzen's German business letter, TeX Live), in
German and English, as PDFs with their truth beside them: an accuracy set for recognition in a layout Ledgerline was
never tuned to.

This is how many German freelancers and small firms have written invoices in LaTeX for decades: the sender's name in
small capitals at the top left with the street and town at the right, the return address line over the addressee in
the window, the class's reference row (the buyer's reference, the date of the buyer's letter, "Mein Zeichen" and the
date, labels above their values), a subject line with the invoice number, an opening, a table the user writes
themselves (position, description, quantity, unit price, amount; then the net, the VAT and the total), the payment
terms in a sentence, the closing, and the class's foot: phone and mail on the left, the bank on the right in the
class's words ("Bankverbindung", "BLZ", "Kto.") that users fill with the BIC and IBAN or relabel. The VAT number is
either in the foot, under the class's telex slot relabelled, or in the letter under the terms.

Needs texlive-latex-extra, texlive-lang-german, texlive-fonts-recommended, lmodern and python3-stdnum. Run with:

    python3 scripts/corpus/gbrief_invoices.py OUT_DIR [COUNT]
"""
import datetime
import os
import sys
import tempfile
from decimal import ROUND_HALF_UP, Decimal

from corpus_output import MONTHS, tex, typeset, write_truth
from made_up import MadeUp
from stdnum import iban as stdnum_iban

out_dir = os.path.abspath(sys.argv[1])
count = int(sys.argv[2]) if len(sys.argv) > 2 else 16
work = tempfile.mkdtemp()
made = MadeUp(20261130, dutch_banks=['ABNA', 'INGB', 'RABO'])
rng, digits, vat_number, iban = made.rng, made.digits, made.vat_number, made.iban

# The senders: language, name, street, town, country, phone, mail, bank name, BIC.
Senders = [
    ('de', 'Stefan Albrecht', 'Kastanienallee 17', '10435 Berlin', 'DE', '030 5557 2211', 'mail@albrecht-it.de',
     'Berliner Sparkasse', 'BELADEBEXXX'),
    ('de', 'Malerbetrieb Weiß', 'Gewerbering 4', '49377 Vechta', 'DE', '04441 555 307', 'info@maler-weiss.de',
     'Oldenburgische Landesbank', 'OLBODEH2XXX'),
    ('de', 'Ingenieurbüro Kraus & Partner', 'Hauptstraße 88', '69117 Heidelberg', 'DE', '06221 555 840',
     'buero@kraus-partner.de', 'Heidelberger Volksbank', 'GENODE61HD1'),
    ('de', 'Lektorat Sommerfeld', 'Am Anger 3', '99084 Erfurt', 'DE', '0361 555 1902', 'post@lektorat-sommerfeld.de',
     'GLS Gemeinschaftsbank', 'GENODEM1GLS'),
    ('en', 'Hartley Joinery Ltd', 'Unit 3, Mill Lane', 'Norwich NR3 1AB', 'GB', '01603 496 210',
     'accounts@hartleyjoinery.co.uk', 'Lloyds Bank', 'LOYDGB21'),
    ('en', 'Fiona Reid Illustration', '22 Leith Walk', 'Edinburgh EH6 5DT', 'GB', '0131 496 0772',
     'fiona@fionareid.co.uk', 'Barclays', 'BARCGB22'),
    ('en', 'Jonas Keller Audio', 'Schanzenstraße 9', '20357 Hamburg', 'DE', '040 5553 8812', 'hello@kellerkeller.de',
     'Hamburger Sparkasse', 'HASPDEHHXXX'),
]
Customers = {
    'de': [('Stadtwerke Lüneburg GmbH', 'Am Sande 2', '21335 Lüneburg'),
           ('Kanzlei Brandt Rechtsanwälte', 'Königsallee 60', '40212 Düsseldorf')],
    'en': [('Castlegate Property Management', '4 Castle Street', 'York YO1 9RN'),
           ('Bright Harbour Media GmbH', 'Torstraße 140', '10119 Berlin')],
}
Items = {
    'de': ['Softwareentwicklung (Std.)', 'Anstricharbeiten Treppenhaus', 'Material', 'Anfahrtspauschale',
           'Statische Berechnung', 'Lektorat Manuskript (Normseiten)', 'Beratung vor Ort (Std.)'],
    'en': ['Oak kitchen cabinets, fitted', 'Illustrations, book cover', 'Labour (hours)', 'Materials',
           'Mixing and mastering (tracks)', 'Studio hire (days)', 'Delivery'],
}
Rates = {'DE': Decimal('0.19'), 'GB': Decimal('0.20')}
Words = {
    'de': dict(subject=['Rechnung Nr. {n}', 'Rechnung {n}', 'Rechnungsnummer: {n}'], plain_subject='Rechnung',
               opening='Sehr geehrte Damen und Herren,',
               intro=['für die erbrachten Leistungen erlaube ich mir, Ihnen Folgendes in Rechnung zu stellen:',
                      'vielen Dank für Ihren Auftrag. Ich berechne Ihnen:'],
               order='Ihre Bestellung Nr. {o} vom {d}', supply='Leistungsdatum: {d}',
               head=['Pos.', 'Beschreibung', 'Menge', 'Einzelpreis', 'Betrag'],
               net='Nettobetrag', vat='zzgl. {r}\\,\\% USt.', total='Rechnungsbetrag',
               due=['Bitte überweisen Sie den Rechnungsbetrag bis zum {d} auf das unten angegebene Konto.',
                    'Zahlbar bis {d} ohne Abzug.'],
               no_due='Zahlbar sofort ohne Abzug.', vat_id='USt-IdNr.: {v}', closing='Mit freundlichen Grüßen'),
    'en': dict(subject=['Invoice No. {n}', 'Invoice {n}', 'Invoice number {n}'], plain_subject='Invoice',
               opening='Dear Sir or Madam,',
               intro=['Thank you for your order. Please find our charges below:',
                      'For the work carried out I charge as follows:'],
               order='Your order no. {o} of {d}', supply='Date of supply: {d}',
               head=['Item', 'Description', 'Qty', 'Unit price', 'Amount'],
               net='Subtotal', vat='VAT at {r}\\,\\%', total='Total due',
               due=['Please pay the total by {d} to the account below.', 'Payment due by {d}.'],
               no_due='Payment due on receipt.', vat_id='VAT Reg. No. {v}', closing='Yours faithfully'),
}
NumberStyles = ['{year}-{n:03d}', 'RE-{year}-{n:04d}', '{n}', '{yy}{n:04d}', 'INV{n:05d}']
Cent = Decimal('0.01')


def written_date(day, language):
    month = MONTHS[language][day.month - 1]
    if language == 'de':
        return rng.choice([day.strftime('%d.%m.%Y'), f'{day.day}.~{month} {day.year}'])
    return rng.choice([f'{day.day} {month} {day.year}', day.strftime('%d/%m/%Y')])


def money(value, language, symbol):
    """An amount as the user writes it in the table: German "1.234,56 €", English "£1,234.56"."""
    text = f'{value:,.2f}'
    if language == 'de':
        return text.replace(',', ' ').replace('.', ',').replace(' ', '.') + f'~{symbol}'
    return f'{symbol}{text}'


os.makedirs(out_dir, exist_ok=True)
for index in range(count):
    language, name, street, town, country, phone, mail, bank, bic = Senders[index % len(Senders)]
    words = Words[language]
    customer = rng.choice(Customers[language])
    account = iban(country)
    pretty = stdnum_iban.format(account) if rng.random() < 0.7 else account
    vat = vat_number(country)
    invoice_date = made.invoice_date()
    days = rng.choice([7, 14, 30])
    due_date = invoice_date + datetime.timedelta(days=days)
    show_due = rng.random() < 0.7
    number = rng.choice(NumberStyles).format(year=invoice_date.year, yy=invoice_date.year % 100,
                                             n=rng.randint(1, 900))
    number_in_subject = rng.random() < 0.8
    order = digits(rng.choice([6, 10])) if rng.random() < 0.4 else ''
    supplied = invoice_date - datetime.timedelta(days=rng.randint(1, 20)) if rng.random() < 0.5 else None
    their_letter = invoice_date - datetime.timedelta(days=rng.randint(20, 60)) if rng.random() < 0.3 else None
    rate = Rates[country]
    currency = 'GBP' if country == 'GB' else 'EUR'
    symbol = '\\pounds' if country == 'GB' else rng.choice(['€', 'EUR'])
    lines = [(rng.choice([1, 1, 2, 3, 6, 10]), rng.choice(Items[language]), Decimal(rng.randint(1200, 95000)) / 100)
             for _ in range(rng.randint(1, 5))]
    net = sum((quantity * price for quantity, _, price in lines), Decimal(0)).quantize(Cent)
    tax = (net * rate).quantize(Cent, ROUND_HALF_UP)
    gross = net + tax
    vat_in_foot = rng.random() < 0.5
    relabelled = rng.random() < 0.5
    rows = [f'{position} & {tex(text)} & {quantity} & {money(price, language, symbol)} & '
            f'{money((quantity * price).quantize(Cent), language, symbol)} \\\\'
            for position, (quantity, text, price) in enumerate(lines, start=1)]
    table = '\n'.join([
        '\\begin{tabular}{@{}rp{70mm}rrr@{}}', '\\hline',
        ' & '.join(f'\\textbf{{{head}}}' for head in words['head']) + ' \\\\ \\hline', *rows, '\\hline',
        f"\\multicolumn{{4}}{{r}}{{{words['net']}}} & {money(net, language, symbol)} \\\\",
        f"\\multicolumn{{4}}{{r}}{{{words['vat'].format(r=int(rate * 100))}}} & {money(tax, language, symbol)} \\\\",
        f"\\multicolumn{{4}}{{r}}{{\\textbf{{{words['total']}}}}} & \\textbf{{{money(gross, language, symbol)}}} \\\\",
        '\\hline', '\\end{tabular}'])
    facts = []
    if order:
        facts.append(words['order'].format(o=order, d=written_date(invoice_date - datetime.timedelta(days=30),
                                                                    language)))
    if supplied:
        facts.append(words['supply'].format(d=written_date(supplied, language)))
    terms = rng.choice(words['due']).format(d=written_date(due_date, language)) if show_due else words['no_due']
    body = [rng.choice(words['intro']), '', *(f'{fact}\n' for fact in facts), '\\medskip',
            '\\noindent' + table, '', '\\medskip', terms]
    if not vat_in_foot:
        body += ['', words['vat_id'].format(v=vat)]
    subject = words['subject'][rng.randrange(3)].format(n=number) if number_in_subject else words['plain_subject']
    relabel = (['\\renewcommand{\\blztext}{{\\footnotesize BIC}}', '\\renewcommand{\\kontotext}{{\\footnotesize IBAN}}']
               if relabelled else [])
    vat_label = words['vat_id'].split(' {')[0].removesuffix(':')
    source = '\n'.join([
        f"\\documentclass[11pt,{'ngerman' if language == 'de' else 'english'}]{{g-brief}}",
        '\\usepackage[T1]{fontenc}', '\\usepackage[utf8]{inputenc}', '\\usepackage{lmodern}',
        '\\usepackage{textcomp}',
        *relabel,
        *([f'\\renewcommand{{\\telextext}}{{{{\\footnotesize {vat_label}\\/:}}}}', f'\\Telex{{{vat}}}']
          if vat_in_foot else []),
        *(['\\klassisch'] if rng.random() < 0.4 else []), '\\trennlinien' if rng.random() < 0.5 else '',
        f'\\Name{{{tex(name)}}}', f'\\Strasse{{{street}}}', f'\\Ort{{{town}}}',
        f'\\Telefon{{{phone}}}', f'\\EMail{{{mail}}}',
        f'\\Bank{{{bank}}}', f'\\BLZ{{{bic}}}', f'\\Konto{{{pretty}}}',
        f'\\Adresse{{{tex(customer[0])}\\\\{customer[1]}\\\\{customer[2]}}}',
        *([f'\\IhrSchreiben{{{written_date(their_letter, language)}}}'] if their_letter else []),
        *([f'\\MeinZeichen{{{number}}}'] if not number_in_subject else []),
        f'\\Datum{{{written_date(invoice_date, language)}}}',
        f'\\Betreff{{{subject}}}', f"\\Anrede{{{words['opening']}}}", f"\\Gruss{{{words['closing']}}}{{5mm}}",
        f'\\Unterschrift{{{tex(name)}}}',
        '\\begin{document}', '\\begin{g-brief}', *body, '\\end{g-brief}',
        '\\end{document}', ''])
    base = f'gbrief-{language}-{index + 1:02d}'
    printed = typeset(source, base, work, out_dir)
    for value in (money(gross, language, 'X').replace('~', ' ').replace('X', ''), number):
        assert value.strip().split()[0] in printed, (base, value)
    truth = {
        'Language': language,
        'Layout': 'g-brief',
        'Number': number,
        'Date': invoice_date.isoformat(),
        **({'DueDate': due_date.isoformat()} if show_due else {}),
        'Currency': currency,
        'NetAmount': float(net),
        'VatAmount': float(tax),
        'GrossAmount': float(gross),
        'IbanNumber': account,
        'RelationName': name,
        'RelationVatNumber': vat,
        **({'PurchaseOrderNumber': order} if order else {}),
        'Buyer': {'Name': customer[0]},
    }
    write_truth(out_dir, base, truth)
    print(base, number, gross)
