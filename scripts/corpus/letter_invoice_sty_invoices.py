"""Typesets invoices as plain LaTeX letters (the standard class `letter`) with the fee table of the LaTeX package
`invoice` (Oliver Corff's invoice.sty), in Dutch, English, German and French, as PDFs with their truth beside them: an
accuracy set for recognition in a layout Ledgerline was never tuned to.

This is how consultants and translators write invoices with that package: the sender's address (and VAT number)
right of centre with the date under it, the addressee on the left, an opening, a line with the invoice number written
by hand ("Factuurnummer: 2025-0042"), the package's table (a project title, the fees with unit rate and count, the
subtotal of fees and its VAT, optionally expenses without VAT, then "Total Fees", "Total VAT", "Total Expenses" and
"Total" in the package's own words for the language), the payment terms with the IBAN in a sentence, and the
closing. The package writes amounts with a decimal point and no grouping in every language.

Where there are expenses, the net amount (fees plus expenses) is printed nowhere, so the truth's NetAmount is left out
of the measure there (printedTruth.ts). Every other value of the truth is checked against the text pdftotext reads.

Needs texlive-latex-extra, texlive-lang-german, texlive-lang-french, texlive-lang-european, poppler-utils and
python3-stdnum. Run with:

    python3 scripts/corpus/letter_invoice_sty_invoices.py OUT_DIR [COUNT_PER_LANGUAGE]
"""
import os
import subprocess
import sys
import tempfile
from decimal import ROUND_DOWN, Decimal

from corpus_output import MONTHS, tex, write_truth
from made_up import MadeUp
from stdnum import iban as stdnum_iban

out_dir = os.path.abspath(sys.argv[1])
per_language = int(sys.argv[2]) if len(sys.argv) > 2 else 4
work = tempfile.mkdtemp()
made = MadeUp(20261205, dutch_banks=['ABNA', 'INGB', 'RABO', 'ASNB'])
rng, digits, vat_number, iban = made.rng, made.digits, made.vat_number, made.iban

Senders = {
    'nl': [('Vertaalbureau Linguaal', 'Oudegracht 118', '3511 AX Utrecht', 'NL'),
           ('Adviesbureau Van Dam', 'Stationsplein 9', '6811 KL Arnhem', 'NL')],
    'en': [('Hartley Translation Services', '22 Castle Street', 'Edinburgh EH2 3AH', 'GB'),
           ('Morgan & Price Consulting', '4 King Street', 'Manchester M2 4WU', 'GB')],
    'de': [('Übersetzungsbüro Krämer', 'Schillerstraße 14', '60313 Frankfurt am Main', 'DE'),
           ('Ingenieurbüro Seidel', 'Hauptstraße 51', '69117 Heidelberg', 'DE')],
    'fr': [('Cabinet Lefèvre Traduction', '18 rue de la République', '69002 Lyon', 'FR'),
           ('Conseil Aubert', '7 boulevard Gambetta', '38000 Grenoble', 'FR')],
}
Babel = {'nl': 'dutch', 'en': 'british', 'de': 'ngerman', 'fr': 'french'}
Customers = {
    'nl': ('Stichting Cultuurfonds Arnhem', 'Jansplein 3', '6811 GD Arnhem'),
    'en': ('Caledonian Heritage Trust', '10 George Square', 'Glasgow G2 1DY'),
    'de': ('Stadtwerke Offenbach GmbH', 'Andréstraße 71', '63067 Offenbach'),
    'fr': ('Musée des Beaux-Arts de Dijon', '1 place de la Sainte-Chapelle', '21000 Dijon'),
}
Rates = {'NL': 21, 'GB': 20, 'DE': 19, 'FR': 20}
Projects = {
    'nl': ['Vertaling jaarverslag', 'Advies inkoopproces', 'Vertaling website'],
    'en': ['Annual report translation', 'Procurement review', 'Website localisation'],
    'de': ['Übersetzung Geschäftsbericht', 'Gutachten Heizungsanlage', 'Lokalisierung Website'],
    'fr': ['Traduction du rapport annuel', 'Audit des achats', 'Localisation du site'],
}
Fees = {
    'nl': [('Vertaling NL-EN (woorden)', '0.12', [8000, 12500, 20000]), ('Eindredactie (uren)', '65.00', [3, 6, 10]),
           ('Adviesgesprek (uren)', '95.00', [2, 4, 8])],
    'en': [('Translation (words)', '0.11', [8000, 12500, 20000]), ('Proofreading (hours)', '55.00', [3, 6, 10]),
           ('Consulting (hours)', '120.00', [2, 4, 8])],
    'de': [('Übersetzung (Wörter)', '0.13', [8000, 12500, 20000]), ('Lektorat (Stunden)', '60.00', [3, 6, 10]),
           ('Beratung (Stunden)', '110.00', [2, 4, 8])],
    'fr': [('Traduction (mots)', '0.12', [8000, 12500, 20000]), ('Relecture (heures)', '50.00', [3, 6, 10]),
           ('Conseil (heures)', '100.00', [2, 4, 8])],
}
Expenses = {'nl': ['Reiskosten', 'Parkeerkosten'], 'en': ['Travel', 'Courier'], 'de': ['Reisekosten', 'Porto'],
            'fr': ['Frais de déplacement', 'Affranchissement']}
Words = {
    'nl': dict(opening='Geachte heer, mevrouw,', number=['Factuurnummer: {n}', 'Factuur nr. {n}'],
               pay='Gelieve het bedrag binnen {days} dagen over te maken op IBAN {iban} t.n.v. {name}.',
               vat='Btw-nr. {vat}', closing='Met vriendelijke groet,'),
    'en': dict(opening='Dear Sir or Madam,', number=['Invoice number: {n}', 'Invoice No. {n}'],
               pay='Please transfer the amount within {days} days to IBAN {iban}, account {name}.',
               vat='VAT Reg. No. {vat}', closing='Yours faithfully,'),
    'de': dict(opening='Sehr geehrte Damen und Herren,', number=['Rechnungsnummer: {n}', 'Rechnung Nr. {n}'],
               pay='Bitte überweisen Sie den Betrag innerhalb von {days} Tagen auf IBAN {iban}, Kontoinhaber {name}.',
               vat='USt-IdNr. {vat}', closing='Mit freundlichen Grüßen'),
    'fr': dict(opening='Madame, Monsieur,', number=['Facture n° {n}', 'Numéro de facture : {n}'],
               pay='Merci de régler cette facture sous {days} jours par virement sur l\'IBAN {iban} ({name}).',
               vat='N° TVA intracommunautaire {vat}', closing='Veuillez agréer mes salutations distinguées.'),
}
NumberStyles = ['{year}-{n:04d}', '{year}.{n:03d}', 'F{year}-{n:03d}', '{n}']
Cent = Decimal('0.01')
NEWLINE = '\\\\'  # TeX's line break


def written_date(day, language):
    month = MONTHS[language][day.month - 1]
    if language == 'de':
        return f'{day.day}. {month} {day.year}'
    if language == 'en':
        return rng.choice([f'{day.day} {month} {day.year}', f'{month} {day.day}, {day.year}'])
    return f'{day.day} {month} {day.year}'


def printed_text(pdf):
    return subprocess.run(['pdftotext', '-layout', pdf, '-'], check=True, capture_output=True, text=True).stdout


os.makedirs(out_dir, exist_ok=True)
made_count = 0
for language, senders in Senders.items():
    words = Words[language]
    for index in range(per_language):
        name, street, city, country = senders[index % len(senders)]
        account = iban(country)
        vat = vat_number(country)
        pretty = stdnum_iban.format(account) if rng.random() < 0.7 else account
        invoice_date = made.invoice_date()
        number = rng.choice(NumberStyles).format(year=invoice_date.year, n=rng.randint(10, 900))
        rate = Rates[country]
        fees = [(text, Decimal(unit), rng.choice(counts)) for text, unit, counts in
                rng.sample(Fees[language], rng.randint(1, 3))]
        expenses = [(text, Decimal(rng.randint(800, 12000)) / 100) for text in
                    rng.sample(Expenses[language], rng.randint(0, 2))]
        fee_total = sum(unit * count for _, unit, count in fees)
        # The package computes the VAT of the fees and truncates what it prints to two decimals.
        tax = (fee_total * rate / 100).quantize(Cent, ROUND_DOWN)
        expense_total = sum((amount for _, amount in expenses), Decimal(0))
        gross = (fee_total + fee_total * rate / 100 + expense_total).quantize(Cent, ROUND_DOWN)
        net = fee_total + expense_total
        vat_in_address = rng.random() < 0.5
        address = [tex(name), street, city] + ([words['vat'].format(vat=vat)] if vat_in_address else [])
        table = [f'\\ProjectTitle{{{tex(rng.choice(Projects[language]))}}}%']
        table += [f'\\Fee{{{tex(text)}}} {{{unit}}} {{{count}}}' for text, unit, count in fees]
        table += [f'\\EBC{{{tex(text)}}} {{{amount}}}' for text, amount in expenses]
        after = [words['pay'].format(days=rng.choice([14, 30]), iban=pretty, name=tex(name))]
        if not vat_in_address:
            after.append(words['vat'].format(vat=vat))
        source = '\n'.join([
            '\\documentclass[a4paper,11pt]{letter}', '\\usepackage[T1]{fontenc}', '\\usepackage[utf8]{inputenc}',
            '\\usepackage{lmodern}', f'\\usepackage[{Babel[language]}]{{babel}}', '\\usepackage{invoice}',
            f'\\address{{{NEWLINE.join(address)}}}', f'\\signature{{{tex(name)}}}',
            f'\\date{{{written_date(invoice_date, language)}}}',
            '\\begin{document}',
            f'\\begin{{letter}}{{{NEWLINE.join(tex(part) for part in Customers[language])}}}',
            f"\\opening{{{words['opening']}}}",
            rng.choice(words['number']).format(n=number), '',
            f"\\begin{{invoice}}{{{'£' if country == 'GB' else 'Euro'}}}{{{rate}}}",
            *table, '\\end{invoice}', '',
            *[line + '\n' for line in after],
            f"\\closing{{{words['closing']}}}", '\\end{letter}', '\\end{document}', ''])
        base = f'invoice-sty-{language}-{made_count + 1:02d}'
        with open(os.path.join(work, f'{base}.tex'), 'w', encoding='utf-8') as handle:
            handle.write(source)
        subprocess.run(['pdflatex', '-interaction=nonstopmode', '-halt-on-error', f'{base}.tex'], cwd=work,
                       check=True, capture_output=True)
        pdf = os.path.join(out_dir, f'{base}.pdf')
        os.replace(os.path.join(work, f'{base}.pdf'), pdf)
        # The truth is what the package prints: each amount checked against the text of the page.
        text = printed_text(pdf)
        for value in [tax, gross] + ([net] if not expenses else []):
            assert f'{value:.2f}' in text, (base, value)
        truth = {
            'Language': language,
            'Layout': 'letter + invoice.sty',
            'Number': number,
            'Date': invoice_date.isoformat(),
            'Currency': 'GBP' if country == 'GB' else 'EUR',
            'NetAmount': float(net),
            'VatAmount': float(tax),
            'GrossAmount': float(gross),
            'IbanNumber': account,
            'RelationName': name,
            'RelationVatNumber': vat,
            'Buyer': {'Name': Customers[language][0]},
        }
        write_truth(out_dir, base, truth)
        made_count += 1
        print(base, number, gross, 'expenses' if expenses else '')
