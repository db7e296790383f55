"""Typesets invoices as KOMA-Script business letters (the class scrlttr2 with its DIN layout) with the invoice table of
the LaTeX package invoice2, in German, English, Dutch and French, as PDFs with their truth beside them: an accuracy
set for recognition in a layout Ledgerline was never tuned to.

This is how many freelancers and small firms write invoices in LaTeX: the sender right-aligned at the top, the
return address line over the addressee in the window, the reference line of the DIN letter (labels above their
values: the buyer's reference, the customer number, the invoice number in KOMA-Script's own word for it, the date),
a subject, an opening, invoice2's table (quantity, item, VAT rate, unit price, price including VAT; then net total,
VAT and gross total), the payment terms in a sentence, and a foot of three columns with the company's address, its
bank account and its VAT number and register. invoice2 knows English and German; for Dutch and French its labels
are declared in the document, as its users do. The decimal comma is given braces (`{,}`), as users do to keep TeX
from spacing it as punctuation.

Needs texlive-latex-extra, texlive-science (siunitx), texlive-lang-german, texlive-lang-french,
texlive-lang-european and python3-stdnum. Run with:

    python3 scripts/corpus/komaletter_invoices.py OUT_DIR [COUNT_PER_LANGUAGE]
"""
import datetime
import os
import subprocess
import sys
import tempfile
from decimal import ROUND_HALF_UP, Decimal

from corpus_output import MONTHS, tex, write_truth
from made_up import MadeUp
from stdnum import iban as stdnum_iban

out_dir = os.path.abspath(sys.argv[1])
per_language = int(sys.argv[2]) if len(sys.argv) > 2 else 5
work = tempfile.mkdtemp()
made = MadeUp(20261204, dutch_banks=['ABNA', 'INGB', 'RABO', 'KNAB'])
rng, digits, vat_number, iban = made.rng, made.digits, made.vat_number, made.iban

# The senders: name, street, postcode and city, country, phone, mail domain, bank name, manager, register.
Senders = {
    'de': [('Holzbau Reitmeier GmbH', 'Am Mühlbach 6', '83022 Rosenheim', 'DE', '08031 555 4410',
            'holzbau-reitmeier.de', 'Sparkasse Rosenheim', 'Anton Reitmeier', 'HRB 12345 AG Traunstein'),
           ('Dr. Kerstin Vogel Übersetzungen', 'Lindenstraße 31', '04109 Leipzig', 'DE', '0341 555 2870',
            'vogel-uebersetzungen.de', 'GLS Bank', '', ''),
           ('Grünwerk Gartenbau OHG', 'Feldweg 2', '70599 Stuttgart', 'DE', '0711 555 9031', 'gruenwerk-gartenbau.de',
            'Volksbank Stuttgart', 'Jana Grün, Paul Grün', 'HRA 7781 AG Stuttgart')],
    'en': [('Ashcombe Software Ltd', '12 Wharf Street', 'Leeds LS2 7EQ', 'GB', '0113 496 0551', 'ashcombe.co.uk',
            'NatWest', 'Claire Ashcombe', 'Company No. 08812345'),
           ('Tom Hayward Consulting', '5 Chapel Row', 'Bath BA1 1HN', 'GB', '01225 496 331', 'haywardconsulting.co.uk',
            'Barclays', '', '')],
    'nl': [('Vertaalbureau Dekker', 'Oudegracht 118', '3511 AX Utrecht', 'NL', '030 555 7812',
            'vertaalbureaudekker.nl', 'ING Bank', 'M. Dekker', 'KvK 61234578'),
           ('Schildersbedrijf Bos B.V.', 'Industrieweg 44', '8031 AT Zwolle', 'NL', '038 555 2294',
            'schildersbedrijfbos.nl', 'Rabobank', 'H. Bos', 'KvK 05123987')],
    'fr': [('Traductions Perrin EURL', '14 rue Saint-Rome', '31000 Toulouse', 'FR', '05 61 55 72 10',
            'traductions-perrin.fr', 'Crédit Agricole', 'Claire Perrin', 'RCS Toulouse 812 345 678'),
           ('Plomberie Girard SARL', '3 allée des Tilleuls', '49100 Angers', 'FR', '02 41 55 90 37',
            'plomberie-girard.fr', 'Banque Populaire', 'Marc Girard', 'RCS Angers 498 765 432')],
}
Babel = {'de': 'ngerman', 'en': 'british', 'nl': 'dutch', 'fr': 'french'}
Customers = {
    'de': ('Praxis Dr. Hartmann', 'Bahnhofstraße 12', '80335 München'),
    'en': ('Northgate Housing Association', '7 Queen Square', 'Bristol BS1 4JE'),
    'nl': ('Gemeente Deventer, afdeling Inkoop', 'Grote Kerkhof 1', '7411 KV Deventer'),
    'fr': ('Cabinet Dentaire Morel', '8 place Bellecour', '69002 Lyon'),
}
Items = {
    'de': ['Montage Dachstuhl', 'Material', 'Anfahrt', 'Übersetzung Vertrag (Zeilen)', 'Pflegearbeiten'],
    'en': ['Software development (hours)', 'Hosting, annual', 'Consulting day', 'Travel expenses', 'Code review'],
    'nl': ['Vertaling NL-EN (woorden)', 'Schilderwerk gevel', 'Materiaal', 'Voorrijkosten', 'Spoedtoeslag'],
    'fr': ['Traduction (pages)', 'Remplacement chauffe-eau', 'Fournitures', 'Déplacement', "Main-d'oeuvre (heures)"],
}
Rates = {'DE': Decimal('0.19'), 'GB': Decimal('0.20'), 'NL': Decimal('0.21'), 'FR': Decimal('0.20')}
# invoice2's labels for the languages it does not know, and a grouping separator as each locale writes it.
Translations = {
    'nl': {'amount': 'Aantal', 'item': 'Omschrijving', 'vat': 'Btw', 'unit-price': 'Prijs per stuk',
           'price': 'Bedrag', 'net-total': 'Totaal excl. btw', 'vat-total': 'Btw', 'gross-total': 'Totaal incl. btw'},
    'fr': {'amount': 'Quantité', 'item': 'Désignation', 'vat': 'TVA', 'unit-price': 'Prix unitaire',
           'price': 'Montant', 'net-total': 'Total HT', 'vat-total': 'TVA', 'gross-total': 'Total TTC'},
}
Dictionary = {'de': 'German', 'en': 'English', 'nl': 'Dutch', 'fr': 'French'}
Separators = {'de': ['{.}', '\\,'], 'nl': ['{.}'], 'fr': ['\\,'], 'en': ['{,}']}
Words = {
    'de': dict(subject=['Rechnung', 'Rechnung für {month}'], opening='Sehr geehrte Damen und Herren,',
               intro='für unsere Leistungen erlauben wir uns zu berechnen:',
               due='Zahlbar innerhalb von {days} Tagen ohne Abzug bis zum {due}.',
               pay='Bitte überweisen Sie den Betrag auf unser Konto IBAN {iban} (BIC {bic}).',
               closing='Mit freundlichen Grüßen', vat='USt-IdNr. {vat}', phone='Tel.', manager='Geschäftsführer: {m}'),
    'en': dict(subject=['Invoice', 'Invoice for {month}'], opening='Dear Sir or Madam,',
               intro='Please find below our charges for the work carried out:',
               due='Payment is due within {days} days, by {due}.',
               pay='Please pay by bank transfer to IBAN {iban} (BIC {bic}).',
               closing='Yours faithfully', vat='VAT Reg. No. {vat}', phone='Tel.', manager='Director: {m}'),
    'nl': dict(subject=['Factuur', 'Factuur {month}'], opening='Geachte heer, mevrouw,',
               intro='Hierbij brengen wij u de volgende werkzaamheden in rekening:',
               due='Wij verzoeken u het bedrag binnen {days} dagen, uiterlijk {due}, te voldoen.',
               pay='Graag overmaken op IBAN {iban} (BIC {bic}) onder vermelding van het factuurnummer.',
               closing='Met vriendelijke groet,', vat='Btw-nr. {vat}', phone='Tel.', manager='Directie: {m}'),
    'fr': dict(subject=['Facture', 'Facture du mois de {month}'], opening='Madame, Monsieur,',
               intro='Veuillez trouver ci-dessous le détail de nos prestations :',
               due='Paiement à {days} jours, au plus tard le {due}.',
               pay='Merci de régler par virement sur l\'IBAN {iban} (BIC {bic}).',
               closing='Veuillez agréer, Madame, Monsieur, nos salutations distinguées.', vat='N° TVA {vat}',
               phone='Tél.', manager='Gérant : {m}'),
}
Bics = {'DE': ['BYLADEM1ROS', 'GENODEM1GLS', 'VOBADESSXXX'], 'GB': ['NWBKGB2L', 'BARCGB22'],
        'NL': ['INGBNL2A', 'RABONL2U'], 'FR': ['AGRIFRPP812', 'CCBPFRPPNAN']}
NumberStyles = ['{year}-{n:04d}', 'RE{year}{n:04d}', '{n}', 'INV-{n:05d}']
Cent = Decimal('0.01')


def written_date(day, language):
    """The date as a letter of the language writes it."""
    month = MONTHS[language][day.month - 1]
    if language == 'de':
        return rng.choice([day.strftime('%d.%m.%Y'), f'{day.day}. {month} {day.year}'])
    if language == 'en':
        return rng.choice([f'{day.day} {month} {day.year}', day.strftime('%d/%m/%Y')])
    if language == 'nl':
        return rng.choice([f'{day.day} {month} {day.year}', day.strftime('%d-%m-%Y')])
    return rng.choice([f'{day.day} {month} {day.year}', day.strftime('%d/%m/%Y')])


def translations(language, separator):
    declared = [f'\\DeclareTranslation{{{Dictionary[language]}}}{{invoice2-{key}}}{{{value}}}'
                for key, value in Translations.get(language, {}).items()]
    decimal = '.' if language == 'en' else '{,}'
    declared.append(f'\\DeclareTranslation{{{Dictionary[language]}}}{{invoice2-decimal-point}}{{{decimal}}}')
    declared.append(f'\\DeclareTranslation{{{Dictionary[language]}}}{{invoice2-thousands-sep}}{{{separator}}}')
    return '\n'.join(declared)


os.makedirs(out_dir, exist_ok=True)
made_count = 0
for language, senders in Senders.items():
    words = Words[language]
    for index in range(per_language):
        name, street, city, country, phone, domain, bank, manager, register = senders[index % len(senders)]
        account = iban(country)
        bic = rng.choice(Bics[country])
        vat = vat_number(country)
        pretty = stdnum_iban.format(account) if rng.random() < 0.75 else account
        invoice_date = made.invoice_date()
        days = rng.choice([14, 30])
        due_date = invoice_date + datetime.timedelta(days=days)
        number = rng.choice(NumberStyles).format(year=invoice_date.year, n=rng.randint(10, 9000))
        order = (rng.choice(['PO-', 'BST-', '', 'Order ']) + digits(rng.choice([5, 6]))) if rng.random() < 0.5 else ''
        order = order.removeprefix('Order ')
        customer_number = f'K-{digits(5)}' if rng.random() < 0.6 else ''
        rate = Rates[country]
        lines = [(rng.choice([1, 1, 2, 4, 8, 12]), rng.choice(Items[language]),
                  Decimal(rng.randint(1500, 180000)) / 100) for _ in range(rng.randint(1, 4))]
        # invoice2 sums exact values and rounds only what it prints (siunitx: half up, two places).
        net_exact = sum(quantity * price for quantity, _, price in lines)
        vat_exact = sum(quantity * price * rate for quantity, _, price in lines)
        net = net_exact.quantize(Cent, ROUND_HALF_UP)
        tax = vat_exact.quantize(Cent, ROUND_HALF_UP)
        gross = (net_exact + vat_exact).quantize(Cent, ROUND_HALF_UP)
        symbol = '\\pounds' if country == 'GB' else '€'
        # The bank account in the foot, or in the letter with the VAT number alone in the foot.
        account_in_foot = rng.random() < 0.6
        show_due = rng.random() < 0.7
        month = MONTHS[language][invoice_date.month - 1]
        subject = rng.choice(words['subject']).format(month=f'{month} {invoice_date.year}')
        foot_left = [tex(name), f'{street}, {city}'] + ([words['manager'].format(m=manager)] if manager else [])
        foot_middle = [bank, f'IBAN {pretty}', f'BIC {bic}'] if account_in_foot else [f"{words['phone']} {phone}",
                                                                                    f'info@{domain}']
        foot_right = [words['vat'].format(vat=vat)] + ([register] if register else [])
        column = lambda rows: '\\begin{tabular}[t]{@{}l@{}}' + '\\\\'.join(rows) + '\\end{tabular}'  # noqa: E731
        items = ''.join(f'\\invoiceitem{{{quantity}}}{{{tex(text)}}}{{{price}}}\n' for quantity, text, price in lines)
        body = [words['intro'], '',
                f'\\begin{{invoice}}[vat={rate}, currency-symbol={symbol}]\n{items}\\end{{invoice}}', '']
        if show_due:
            body.append(words['due'].format(days=days, due=written_date(due_date, language)))
        if not account_in_foot:
            body.append(words['pay'].format(iban=pretty, bic=bic))
        source = '\n'.join([
            f'\\documentclass[fontsize=11pt,paper=a4,fromalign=right,fromphone=true,fromemail=true,'
            f'refline=dateright,firstfoot=true,{Babel[language]}]{{scrlttr2}}',
            '\\usepackage[T1]{fontenc}', '\\usepackage[utf8]{inputenc}', '\\usepackage{lmodern}',
            '\\usepackage{textcomp}', f'\\usepackage[{Babel[language]}]{{babel}}', '\\usepackage{invoice2}',
            translations(language, rng.choice(Separators[language])),
            f'\\setkomavar{{fromname}}{{{tex(name)}}}', f'\\setkomavar{{fromaddress}}{{{street}\\\\{city}}}',
            f'\\setkomavar{{fromphone}}{{{phone}}}', f'\\setkomavar{{fromemail}}{{info@{domain}}}',
            f'\\setkomavar{{invoice}}{{{number}}}',
            *([f'\\setkomavar{{customer}}{{{customer_number}}}'] if customer_number else []),
            *([f'\\setkomavar{{yourref}}{{{order}}}'] if order else []),
            f'\\setkomavar{{date}}{{{written_date(invoice_date, language)}}}',
            f'\\setkomavar{{subject}}{{{subject}}}',
            f'\\setkomavar{{firstfoot}}{{\\footnotesize {column(foot_left)}\\hfill{column(foot_middle)}'
            f'\\hfill{column(foot_right)}}}',
            '\\begin{document}',
            f'\\begin{{letter}}{{{tex(Customers[language][0])}\\\\{Customers[language][1]}\\\\'
            f'{Customers[language][2]}}}',
            f"\\opening{{{words['opening']}}}",
            *body,
            f"\\closing{{{words['closing']}}}",
            '\\end{letter}', '\\end{document}', ''])
        base = f'komaletter-{language}-{made_count + 1:02d}'
        with open(os.path.join(work, f'{base}.tex'), 'w', encoding='utf-8') as handle:
            handle.write(source)
        for _ in range(2):
            subprocess.run(['pdflatex', '-interaction=nonstopmode', '-halt-on-error', f'{base}.tex'], cwd=work,
                           check=True, capture_output=True)
        os.replace(os.path.join(work, f'{base}.pdf'), os.path.join(out_dir, f'{base}.pdf'))
        truth = {
            'Language': language,
            'Layout': 'scrlttr2 + invoice2',
            'Number': number,
            'Date': invoice_date.isoformat(),
            **({'DueDate': due_date.isoformat()} if show_due else {}),
            'Currency': 'GBP' if country == 'GB' else 'EUR',
            'NetAmount': float(net),
            'VatAmount': float(tax),
            'GrossAmount': float(gross),
            'IbanNumber': account,
            'RelationName': name,
            'RelationVatNumber': vat,
            **({'PurchaseOrderNumber': order} if order else {}),
            'Buyer': {'Name': Customers[language][0]},
        }
        write_truth(out_dir, base, truth)
        made_count += 1
        print(base, number, gross)
