"""Typesets Swiss invoices as KOMA-Script letters in the Swiss layouts (scrlttr2 with its letter-class options SN and
SNleft), in Swiss German and Swiss French, as PDFs with their truth beside them: an accuracy set for recognition in a
layout and a country's conventions Ledgerline was never tuned to.

What makes them Swiss: the addressee on the right (SN) or the left (SNleft); amounts in Swiss francs written with
an apostrophe between the thousands and a decimal point ("CHF 12'480.35"; TeX prints the apostrophe as ’), the VAT
("MWST 8,1 %", "TVA 8,1 %") and the company's UID with its VAT suffix ("CHE-123.456.789 MWST"), Swiss IBANs
("CH93 0076 …"), "Zahlbar innert 30 Tagen" / "Payable dans les 30 jours". Some invoices to customers in Germany or
France are in euros. The table is written by hand, as users of the letter class do.

Needs texlive-latex-extra, texlive-lang-german, texlive-lang-french, lmodern and python3-stdnum. Run with:

    python3 scripts/corpus/swiss_invoices.py OUT_DIR [COUNT]
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
made = MadeUp(20261131, dutch_banks=['ABNA'])
rng = made.rng

# The senders: language, name, street, town, phone, mail.
Senders = [
    ('de', 'Schreinerei Baumgartner AG', 'Industriestrasse 12', '8604 Volketswil', '044 555 27 10',
     'info@baumgartner-schreinerei.ch'),
    ('de', 'Treuhand Keller GmbH', 'Bahnhofplatz 3', '3011 Bern', '031 555 84 20', 'office@treuhand-keller.ch'),
    ('de', 'Sandra Wyss Grafik', 'Spalenberg 41', '4051 Basel', '061 555 19 03', 'hallo@wyss-grafik.ch'),
    ('fr', 'Menuiserie Rochat Sàrl', 'Route de Cossonay 28', '1008 Prilly', '021 555 43 90', 'info@rochat-menuiserie.ch'),
    ('fr', 'Atelier Python & Fils SA', 'Rue du Rhône 65', '1204 Genève', '022 555 61 12', 'contact@python-fils.ch'),
    ('fr', 'Lucie Favre Traductions', 'Avenue de la Gare 9', '2000 Neuchâtel', '032 555 78 45',
     'lucie@favre-traductions.ch'),
]
Customers = {
    'de': [('Gemeindeverwaltung Uster', 'Oberlandstrasse 78', '8610 Uster', 'CHF'),
           ('Alpenblick Hotels AG', 'Seestrasse 150', '6004 Luzern', 'CHF'),
           ('Brenner Maschinenbau GmbH', 'Robert-Bosch-Straße 4', 'D-78224 Singen', 'EUR')],
    'fr': [('Commune de Morges', 'Place de l\'Hôtel-de-Ville 1', '1110 Morges', 'CHF'),
           ('Clinique du Lac SA', 'Chemin des Vignes 7', '1009 Pully', 'CHF'),
           ('Bureau d\'études Marchand SAS', '12 rue de la République', 'F-74100 Annemasse', 'EUR')],
}
Items = {
    'de': ['Einbauschrank Eiche', 'Montage (Std.)', 'Buchhaltung 2025', 'Lohnabrechnungen (Monate)',
           'Logo-Entwicklung', 'Druckvorlagen', 'Material'],
    'fr': ['Agencement de cuisine', 'Pose (heures)', 'Traduction (pages)', 'Relecture', 'Fournitures',
           'Déplacement', 'Étude technique'],
}
Rate = Decimal('0.081')
Words = {
    'de': dict(babel='nswissgerman', subject=['Rechnung Nr. {n}', 'Rechnung {n}'], plain='Rechnung',
               opening='Sehr geehrte Damen und Herren', intro='Für unsere Leistungen stellen wir Ihnen in Rechnung:',
               head=['Pos.', 'Bezeichnung', 'Menge', 'Preis', 'Betrag'],
               net='Total exkl. MWST', vat='MWST 8,1\\,\\%', total=['Total inkl. MWST', 'Rechnungsbetrag'],
               due='Zahlbar bis {d} ohne Abzug.', terms='Zahlbar innert {days} Tagen netto.',
               bank='Bankverbindung: {bank}, IBAN {iban}', uid='MWST-Nr.: {uid} MWST', uid_bare='UID: {uid} MWST',
               closing='Freundliche Grüsse', supply='Leistungszeitraum: {m}'),
    'fr': dict(babel='french', subject=['Facture n\\textsuperscript{{o}} {n}', 'Facture {n}'], plain='Facture',
               opening='Madame, Monsieur,', intro='Nous nous permettons de vous facturer les prestations suivantes :',
               head=['Pos.', 'Désignation', 'Qté', 'Prix', 'Montant'],
               net='Total HT', vat='TVA 8,1\\,\\%', total=['Total TTC', 'Montant total'],
               due='Payable jusqu\'au {d}, net.', terms='Payable dans les {days} jours, net.',
               bank='Coordonnées bancaires : {bank}, IBAN {iban}', uid='N\\textsuperscript{{o}} TVA : {uid} TVA',
               uid_bare='IDE : {uid} TVA', closing='Veuillez agréer, Madame, Monsieur, nos salutations distinguées.',
               supply='Période : {m}'),
}
Banks = ['PostFinance', 'UBS Switzerland AG', 'Zürcher Kantonalbank', 'Banque Cantonale Vaudoise', 'Raiffeisen']
NumberStyles = ['{year}-{n:04d}', 'R{yy}{n:04d}', '{n}', 'F-{year}-{n:03d}']
Cent = Decimal('0.01')


def written_date(day, language):
    month = MONTHS[language][day.month - 1]
    dotted = day.strftime('%d.%m.%Y')
    if language == 'de':
        return rng.choice([dotted, f'{day.day}.~{month} {day.year}'])
    return rng.choice([dotted, f'{day.day}~{month} {day.year}'])


def money(value, currency, place):
    """Swiss style: an apostrophe between thousands and a decimal point, the currency before or in the header."""
    text = f'{value:,.2f}'.replace(',', "'")
    return f'{currency} {text}' if place == 'before' else text


os.makedirs(out_dir, exist_ok=True)
for index in range(count):
    language, name, street, town, phone, mail = Senders[index % len(Senders)]
    words = Words[language]
    customer = rng.choice(Customers[language])
    currency = customer[3]
    account = made.swiss_iban()
    pretty = stdnum_iban.format(account)
    uid = made.swiss_uid()
    invoice_date = made.invoice_date()
    days = rng.choice([10, 30])
    due_date = invoice_date + datetime.timedelta(days=days)
    show_due = rng.random() < 0.5
    number = rng.choice(NumberStyles).format(year=invoice_date.year, yy=invoice_date.year % 100,
                                             n=rng.randint(1, 900))
    in_subject = rng.random() < 0.7
    lines = [(rng.choice([1, 1, 2, 4, 8]), rng.choice(Items[language]), Decimal(rng.randint(4000, 250000)) / 100)
             for _ in range(rng.randint(1, 4))]
    net = sum((quantity * price for quantity, _, price in lines), Decimal(0)).quantize(Cent)
    # Swiss VAT is rounded to five centimes in CHF; to the cent in euros.
    step = Decimal('0.05') if currency == 'CHF' else Cent
    tax = (net * Rate / step).quantize(Decimal(1), ROUND_HALF_UP) * step
    gross = net + tax
    place = rng.choice(['before', 'header'])
    head = list(words['head'])
    if place == 'header':
        head[-1] = f'{head[-1]} {currency}'
    rows = [f'{position} & {tex(text)} & {quantity} & {money(price, currency, "header")} & '
            f'{money((quantity * price).quantize(Cent), currency, place)} \\\\'
            for position, (quantity, text, price) in enumerate(lines, start=1)]
    table = '\n'.join([
        '\\begin{tabular}{@{}rp{68mm}rrr@{}}', '\\hline',
        ' & '.join(f'\\textbf{{{cell}}}' for cell in head) + ' \\\\ \\hline', *rows, '\\hline',
        f"\\multicolumn{{4}}{{r}}{{{words['net']}}} & {money(net, currency, place)} \\\\",
        f"\\multicolumn{{4}}{{r}}{{{words['vat']}}} & {money(tax, currency, place)} \\\\",
        f"\\multicolumn{{4}}{{r}}{{\\textbf{{{rng.choice(words['total'])}}}}} & "
        f"\\textbf{{{money(gross, currency, 'before')}}} \\\\",
        '\\hline', '\\end{tabular}'])
    terms = words['due'].format(d=written_date(due_date, language)) if show_due else words['terms'].format(days=days)
    bank = rng.choice(Banks)
    uid_line = rng.choice([words['uid'], words['uid_bare']]).format(uid=uid)
    month = MONTHS[language][(invoice_date.month - 2) % 12]
    body = [words['intro'], '', words['supply'].format(m=f'{month} {invoice_date.year}'), '', '\\medskip',
            '\\noindent' + table, '', '\\medskip', terms, '', words['bank'].format(bank=bank, iban=pretty), '',
            uid_line]
    subject = rng.choice(words['subject']).format(n=number) if in_subject else words['plain']
    source = '\n'.join([
        f"\\documentclass[fontsize=11pt,paper=a4,{rng.choice(['SN', 'SNleft'])},fromphone=true,fromemail=true,"
        f"refline=dateright,{words['babel']}]{{scrlttr2}}",
        '\\usepackage[T1]{fontenc}', '\\usepackage[utf8]{inputenc}', '\\usepackage{lmodern}',
        '\\usepackage{textcomp}', f"\\usepackage[{words['babel']}]{{babel}}",
        f'\\setkomavar{{fromname}}{{{tex(name)}}}', f'\\setkomavar{{fromaddress}}{{{street}\\\\{town}}}',
        f'\\setkomavar{{fromphone}}{{{phone}}}', f'\\setkomavar{{fromemail}}{{{mail}}}',
        *([] if in_subject else [f'\\setkomavar{{invoice}}{{{number}}}']),
        f'\\setkomavar{{date}}{{{written_date(invoice_date, language)}}}',
        f'\\setkomavar{{subject}}{{{subject}}}',
        '\\begin{document}',
        f"\\begin{{letter}}{{{tex(customer[0])}\\\\{tex(customer[1])}\\\\{customer[2]}}}",
        f"\\opening{{{words['opening']}}}", *body, f"\\closing{{{words['closing']}}}",
        '\\end{letter}', '\\end{document}', ''])
    base = f'swiss-{language}-{index + 1:02d}'
    printed = typeset(source, base, work, out_dir, runs=2)
    assert money(gross, currency, 'header').replace("'", '\u2019') in printed, (base, gross)
    assert number in printed, (base, number)
    truth = {
        'Language': language,
        'Layout': 'scrlttr2 SN/SNleft (Swiss)',
        'Number': number,
        'Date': invoice_date.isoformat(),
        **({'DueDate': due_date.isoformat()} if show_due else {}),
        'Currency': currency,
        'NetAmount': float(net),
        'VatAmount': float(tax),
        'GrossAmount': float(gross),
        'IbanNumber': account,
        'RelationName': name,
        'RelationVatNumber': f"{uid} {'MWST' if language == 'de' else 'TVA'}",
        'Buyer': {'Name': customer[0]},
    }
    write_truth(out_dir, base, truth)
    print(base, number, currency, gross)
