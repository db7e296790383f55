"""Prints invoices of made-up Portuguese and Polish small and mid-size firms ("faturas", "faktury") as HTML pages
through Debian's Chromium, as PDFs with their truth beside them: an accuracy set for recognition in two languages and
in the invoicing conventions of two countries it was never tuned to.

What makes them Portuguese: the title "FATURA" (or "FATURA-RECIBO") with "Original"; the document's number as the
AT-certified software writes it, its type and series before the sequence ("FT 2026/117", "FT A/117", "FR 2026/45");
"Data de emissão", "Data" or "Data do documento", numeric ("2026-03-05", "05-03-2026", "05/03/2026") or written out
("5 de março de 2026"); "Data de vencimento" or "Vencimento" (not on every invoice); "V/ Ref." or "Requisição" for the
customer's order; the customer after "Exmo(s). Sr(s)." or under "Cliente", with its "NIF" or "Contribuinte n.º"; the
supplier's "NIF", "NIPC" or "Contribuinte n.º", with or without "PT"; "Descrição", "Qtd.", "Preço unit.", "Desc.",
"IVA", "Total"; the VAT summary "Taxa", "Incidência", "Valor IVA" at 23%, 13% and 6%; "Total ilíquido" (before the
discounts), "Total descontos", "Total s/ IVA", "Total IVA", "Total a pagar" or "Total (EUR)"; "ATCUD: …-117" and
"…-Processado por programa certificado n.º …/AT" in the page's foot; the IBAN "PT50 …" in groups of four with the
BIC; the capital and the registry (Conservatória do Registo Comercial). Amounts as "1.234,56 €" or "1 234,56 €".

What makes them Polish: "Faktura VAT nr FV/2026/03/117", "Faktura nr 12/03/2026" or "FAKTURA nr 3/2026";
"Miejsce wystawienia", "Data wystawienia", "Data sprzedaży" (once the last day of the month before, for a month's
services), or the place and the date as a letter writes them ("Kraków, 26 marca 2026 r."); "Sprzedawca" and
"Nabywca" side by side with "NIP: 526-025-09-95", "NIP 5260250995" or "NIP: PL5260250995" (and "REGON"); the table
"Lp.", "Nazwa towaru lub usługi", "J.m.", "Ilość", "Cena netto", "Wartość netto", "Stawka VAT", "Kwota VAT",
"Wartość brutto"; "Razem" and "W tym" per rate (23 %, 8 %, 5 %); "Do zapłaty: 1 230,00 PLN" (or "zł"), "Słownie: …
złotych 00/100"; "Sposób płatności: przelew", "Termin płatności: 14 dni (2026-03-26)" (not on every invoice);
"Nr konta" with the IBAN "PL61 1090 …" in groups of four, or on one the domestic account number (NRB) without "PL";
"Zamówienie nr" for the customer's order; the KRS court and capital in the foot; a KSeF number on two; "ORYGINAŁ"
and the signature lines. Amounts as "1 234,56".

Three layouts per language, each used twice; one invoice of each language runs onto a second page. The truth's
amounts are what the invoice prints: the net after the lines' discounts, the VAT, the gross that is to be paid.

Needs chromium, fonts-dejavu-core, poppler-utils and python3-stdnum. Run with:

    /usr/bin/python3 scripts/corpus/pt_pl_invoices.py OUT_DIR
"""
import datetime
import os
import sys
import tempfile
from decimal import ROUND_HALF_UP, Decimal

from corpus_output import document, e, logo, print_html, vat_totals, write_truth
from corpus_output import margin_box as grey_margin_box
from made_up import MadeUp, iban_of
from stdnum import iban as stdnum_iban
from stdnum.pl import nip as pl_nip
from stdnum.pl import regon as pl_regon
from stdnum.pt import nif as pt_nif

out_dir = os.path.abspath(sys.argv[1])
work = tempfile.mkdtemp()
made = MadeUp(20261207, dutch_banks=['ABNA'])
rng, digits = made.rng, made.digits
CENT = Decimal('0.01')

# The months as Portuguese writes them in a date and as a month's name; Polish in a date (the genitive: "26 marca")
# and as a month's name (the nominative: "marzec").
MONTHS = {
    'pt': ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro',
           'novembro', 'dezembro'],
    'pl': ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września',
           'października', 'listopada', 'grudnia'],
}
MONTH_NAMES = {
    'pt': MONTHS['pt'],
    'pl': ['styczeń', 'luty', 'marzec', 'kwiecień', 'maj', 'czerwiec', 'lipiec', 'sierpień', 'wrzesień',
           'październik', 'listopad', 'grudzień'],
}


# --- Made-up but valid numbers of Portugal and Poland ----------------------------------------------------------------

def portuguese_nif(start):
    """A NIF (a company's NIPC): the digits it starts with (5 for a company), the rest, and the check digit of weights
    9 to 2 (11 less the sum's remainder by 11; 0 where that remainder is 0 or 1)."""
    body = start + digits(8 - len(start))
    remainder = sum(int(d) * w for d, w in zip(body, range(9, 1, -1))) % 11
    number = body + str(0 if remainder < 2 else 11 - remainder)
    assert pt_nif.is_valid(number)
    return number


def polish_nip(office):
    """A NIP: the three digits of the tax office that gave it, six digits and a check digit (the sum of weights 6, 5,
    7, 2, 3, 4, 5, 6, 7 by 11; a remainder of 10 is never issued)."""
    while True:
        body = office + digits(6)
        check = sum(int(d) * w for d, w in zip(body, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if check < 10:
            number = body + str(check)
            assert pl_nip.is_valid(number)
            return number


def polish_regon():
    """A REGON of nine digits, the last the check digit of weights 8, 9, 2, 3, 4, 5, 6, 7."""
    body = str(rng.randint(1, 9)) + digits(7)
    number = body + str(sum(int(d) * w for d, w in zip(body, [8, 9, 2, 3, 4, 5, 6, 7])) % 11 % 10)
    assert pl_regon.is_valid(number)
    return number


def portuguese_iban(bank):
    """A Portuguese IBAN (25 characters): the bank's code, a branch, an eleven-digit account and the NIB's two check
    digits, which make every Portuguese IBAN's own check digits 50."""
    base = f'{bank}{digits(4)}{digits(11)}'
    value = iban_of('PT', f'{base}{98 - int(base + "00") % 97:02d}')
    assert value.startswith('PT50') and len(value) == 25
    return value


def polish_iban(bank):
    """A Polish IBAN (28 characters): the bank's three digits, a branch and the check digit of that sort code (weights
    3, 9, 7, 1, 3, 9, 7), and a sixteen-digit account."""
    sort_code = f'{bank}{digits(4)}'
    sort_code += str(-sum(int(d) * w for d, w in zip(sort_code, [3, 9, 7, 1, 3, 9, 7])) % 10)
    value = iban_of('PL', sort_code + rng.choice(['0000', '1000', '2000']) + digits(12))
    assert len(value) == 28
    return value


def nrb(iban):
    """The domestic form of a Polish account number: the IBAN without "PL", two digits and groups of four."""
    rest = iban[4:]
    return iban[2:4] + ' ' + ' '.join(rest[i:i + 4] for i in range(0, len(rest), 4))


def atcud_code():
    """The validation code the AT gives a document series, as ATCUD prints it before the sequence number."""
    return ''.join(rng.choice('ABCDEFGHJKLMNPRSTUVWXYZ23456789') for _ in range(8))


def ksef_number(nip, day):
    """A KSeF number as the national e-invoice system gives it: the seller's NIP, the day, twelve hexadecimal
    characters and a CRC-8 of what goes before."""
    head = f'{nip}-{day:%Y%m%d}-{"".join(rng.choice("0123456789ABCDEF") for _ in range(12))}'
    crc = 0
    for byte in head.encode():
        crc ^= byte
        for _ in range(8):
            crc = ((crc << 1) ^ 0x07) & 0xFF if crc & 0x80 else (crc << 1) & 0xFF
    return f'{head}-{crc:02X}'


# --- How the two languages write amounts, numbers and dates ----------------------------------------------------------

def grouped(value, thousands):
    """1.234,56 or 1 234,56: the thousands parted by `thousands`, a decimal comma."""
    return f'{value:,.2f}'.replace(',', 'x').replace('.', ',').replace('x', thousands)


def pt_money(value, space=False):
    return f"{grouped(value, ' ' if space else '.')} €"


def pl_num(value):
    return grouped(value, ' ')


def quantity(value, places=None):
    if places is None:
        return f'{value:g}'.replace('.', ',')
    return f'{value:.{places}f}'.replace('.', ',')


def written_date(day, language):
    month = MONTHS[language][day.month - 1]
    return f'{day.day} de {month} de {day.year}' if language == 'pt' else f'{day.day} {month} {day.year} r.'


def previous_month(day):
    return day.replace(day=1) - datetime.timedelta(days=1)


def spaced_nif(nif):
    return f'{nif[:3]} {nif[3:6]} {nif[6:]}'


def dashed_nip(nip):
    return f'{nip[:3]}-{nip[3:6]}-{nip[6:8]}-{nip[8:]}'


UNITS = ['', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć']
TEENS = ['dziesięć', 'jedenaście', 'dwanaście', 'trzynaście', 'czternaście', 'piętnaście', 'szesnaście',
         'siedemnaście', 'osiemnaście', 'dziewiętnaście']
TENS = ['', '', 'dwadzieścia', 'trzydzieści', 'czterdzieści', 'pięćdziesiąt', 'sześćdziesiąt', 'siedemdziesiąt',
        'osiemdziesiąt', 'dziewięćdziesiąt']
HUNDREDS = ['', 'sto', 'dwieście', 'trzysta', 'czterysta', 'pięćset', 'sześćset', 'siedemset', 'osiemset',
            'dziewięćset']


def plural(count, forms):
    """The Polish form of a noun after a number: one, two to four (not twelve to fourteen), or many."""
    if count == 1:
        return forms[0]
    if count % 10 in (2, 3, 4) and count % 100 not in (12, 13, 14):
        return forms[1]
    return forms[2]


def below_thousand(n):
    words = [HUNDREDS[n // 100]]
    rest = n % 100
    words += [TEENS[rest - 10]] if 10 <= rest < 20 else [TENS[rest // 10], UNITS[rest % 10]]
    return [word for word in words if word]


def polish_words(value, currency):
    zloty = int(value)
    grosze = int((value - zloty) * 100)
    words = []
    for size, forms in ((1_000_000, ('milion', 'miliony', 'milionów')), (1000, ('tysiąc', 'tysiące', 'tysięcy'))):
        count = zloty // size % 1000
        if count:
            words += below_thousand(count) + [plural(count, forms)]
    words += below_thousand(zloty % 1000)
    money = plural(zloty, ('złoty', 'złote', 'złotych')) if currency is None else currency
    return ' '.join(part for part in [' '.join(words) or 'zero', money, f'{grosze:02d}/100'] if part)


assert polish_words(Decimal('1230.00'), None) == 'jeden tysiąc dwieście trzydzieści złotych 00/100'
assert polish_words(Decimal('22413.07'), 'PLN') == 'dwadzieścia dwa tysiące czterysta trzynaście PLN 07/100'
assert polish_words(Decimal('7012.50'), '') == 'siedem tysięcy dwanaście 50/100'


# --- The firms --------------------------------------------------------------------------------------------------------

# Portuguese suppliers: name, tagline, address lines, phone, mail, how their NIF is printed ('nif', 'spaced', 'pt',
# 'contribuinte', 'nipc'), bank (code, BIC, name), registration line, colour, program certificate number.
PortugueseSellers = [
    ('Eletrofer – Material Elétrico, Lda.', 'Material elétrico · Iluminação · Automação',
     ['Zona Industrial da Maia I, Sector X, Lote 215', '4470-605 Maia'], '229 55 41 80', 'geral@eletrofer.pt',
     'spaced', ('0035', 'CGDIPTPL', 'Caixa Geral de Depósitos'),
     'Capital social 50.000,00 € · Matrícula na C.R.C. da Maia sob o n.º {nif}', '#1d4ed8', '1451'),
    ('Bebidas e Cafés Tejo, Lda.', 'Distribuição de bebidas e cafés para a hotelaria',
     ['Rua Cidade de Bolama, 18, Armazém 3', '1800-079 Lisboa'], '218 55 30 62', 'encomendas@bebidastejo.pt',
     'contribuinte', ('0033', 'BCOMPTPL', 'Millennium bcp'),
     'Capital social 25.000,00 € · Conservatória do Registo Comercial de Lisboa · NIPC {nif}', '#b45309', '2230'),
    ('Estúdio Lince – Design e Comunicação, Unipessoal Lda.', 'Identidade visual · Editorial · Digital',
     ['Rua do Bonjardim, 612, 2.º Esq.', '4000-115 Porto'], '912 55 70 43', 'ola@estudiolince.pt', 'pt',
     ('0010', 'BBPIPTPL', 'Banco BPI'), 'Capital social 5.000,00 € · C.R.C. do Porto · NIPC {nif}', '#be185d', '2627'),
    ('Distribuidora Alimentar do Minho, S.A.', 'Produtos alimentares para a restauração e hotelaria',
     ['Parque Industrial de Celeirós, 2.ª Fase, Lote 9', '4705-414 Braga'], '253 55 60 27', 'vendas@damminho.pt',
     'nipc', ('0045', 'CCCMPTPL', 'Crédito Agrícola'),
     'Capital social 250.000,00 € · Matrícula na C.R.C. de Braga n.º {nif}', '#15803d', '1451'),
    ('Tecnocálculo – Informática e Serviços, Lda.', 'Assistência técnica · Redes · Software de gestão',
     ['Avenida Fernão de Magalhães, 584, 1.º', '3000-174 Coimbra'], '239 55 48 19', 'suporte@tecnocalculo.pt',
     'nif', ('0018', 'TOTAPTPL', 'Santander Totta'),
     'Capital social 10.000,00 € · C.R.C. de Coimbra · NIPC {nif}', '#4338ca', '2230'),
    ('Contas Certas – Contabilidade e Consultoria, Lda.', 'Contabilidade · Fiscalidade · Recursos humanos',
     ['Rua de Santo António, 77, 1.º Dto.', '8000-283 Faro'], '289 55 12 96', 'faro@contascertas.pt', 'pt',
     ('0036', 'MPIOPTPL', 'Banco Montepio'),
     'Capital social 5.000,00 € · Conservatória do Registo Comercial de Faro · NIPC {nif}', '#0f766e', '2627'),
]
PortugueseCustomers = [
    ('Instalações Elétricas Sousa & Filhos, Lda.', ['Rua da Estação, 141', '4460-290 Senhora da Hora']),
    ('Café Restaurante O Cantinho, Lda.', ['Largo do Chafariz de Dentro, 6', '1100-139 Lisboa']),
    ('Quinta do Vale Verde – Turismo Rural, Lda.', ['Lugar de Vale Verde', '5050-011 Peso da Régua']),
    ('Hotel Solar do Minho, S.A.', ['Avenida da Liberdade, 96', '4710-251 Braga']),
    ('Clínica Dentária Sorriso Feliz, Lda.', ['Praça da República, 12, R/C', '3000-343 Coimbra']),
    ('Marisqueira O Farol, Lda.', ['Avenida da República, 40', '8700-305 Olhão']),
]
# Polish suppliers: name, tagline, address lines, phone, mail, the tax office of the NIP, how the NIP is printed
# ('dashed', 'plain', 'pl'), whether it prints a REGON, bank (code, name), the foot's registration line, colour, place.
PolishSellers = [
    ('Hurtownia Elektryczna Volt-Mar Sp. z o.o.', 'Osprzęt elektroinstalacyjny · Oświetlenie · Kable',
     ['ul. Annopol 14', '03-236 Warszawa'], '22 555 14 70', 'biuro@voltmar.pl', '524', 'dashed', True,
     ('109', 'Santander Bank Polska S.A.'),
     'Sąd Rejonowy dla m.st. Warszawy, XIV Wydział Gospodarczy KRS, KRS {krs}, kapitał zakładowy 100 000,00 zł',
     '#1d4ed8', 'Warszawa'),
    ('Smakosz Hurt Sp. z o.o.', 'Zaopatrzenie gastronomii i hoteli',
     ['ul. Gorzysława 9', '61-057 Poznań'], '61 555 27 33', 'zamowienia@smakoszhurt.pl', '782', 'pl', False,
     ('114', 'mBank S.A.'),
     'Sąd Rejonowy Poznań – Nowe Miasto i Wilda w Poznaniu, VIII Wydział Gospodarczy KRS, KRS {krs}, kapitał '
     'zakładowy 50 000,00 zł', '#b45309', 'Poznań'),
    ('Anna Kowalczyk Projektowanie Graficzne', 'Identyfikacja wizualna · Skład · Ilustracja',
     ['ul. Józefińska 21/4', '30-529 Kraków'], '601 555 318', 'kontakt@annakowalczyk.pl', '679', 'plain', True,
     ('109', 'Santander Bank Polska S.A.'), None, '#be185d', 'Kraków'),
    ('P.H.U. Budmex Tomasz Nowicki', 'Materiały budowlane · Transport · Usługi montażowe',
     ['ul. Kolumny 212', '93-631 Łódź'], '42 555 61 09', 'biuro@budmex-lodz.pl', '729', 'dashed', True,
     ('102', 'PKO Bank Polski S.A.'), 'Wpis do Centralnej Ewidencji i Informacji o Działalności Gospodarczej (CEIDG)',
     '#374151', 'Łódź'),
    ('Trans-Pol Logistyka Sp. z o.o.', 'Transport krajowy i międzynarodowy · Spedycja',
     ['ul. Strzegomska 142', '54-429 Wrocław'], '71 555 80 44', 'faktury@transpol-logistyka.pl', '894', 'plain',
     False, ('124', 'Bank Pekao S.A.'),
     'Sąd Rejonowy dla Wrocławia-Fabrycznej, VI Wydział Gospodarczy KRS, KRS {krs}, kapitał zakładowy 200 000,00 zł',
     '#0e7490', 'Wrocław'),
    ('Kodwise Sp. z o.o.', 'Oprogramowanie na zamówienie · Utrzymanie systemów',
     ['al. Grunwaldzka 472B', '80-309 Gdańsk'], '58 555 40 12', 'office@kodwise.pl', '584', 'pl', True,
     ('105', 'ING Bank Śląski S.A.'),
     'Sąd Rejonowy Gdańsk-Północ w Gdańsku, VII Wydział Gospodarczy KRS, KRS {krs}, kapitał zakładowy 5 000,00 zł',
     '#4338ca', 'Gdańsk'),
]
PolishCustomers = [
    ('Elektro-Instal Sp. z o.o.', ['ul. Płowiecka 101', '04-501 Warszawa'], '113'),
    ('Restauracja Pod Lipami Sp. z o.o.', ['ul. Wrocławska 18', '61-838 Poznań'], '783'),
    ('Wydawnictwo Czarny Kot Sp. z o.o.', ['ul. Mostowa 7/2', '31-061 Kraków'], '676'),
    ('Zakład Remontowo-Budowlany Murbud Sp. j.', ['ul. Rokicińska 150', '92-412 Łódź'], '728'),
    ('Meble Dębowy Dwór Sp. z o.o.', ['ul. Fabryczna 3', '58-100 Świdnica'], '884'),
    ('Przychodnia Medyczna Zdrowie Sp. z o.o.', ['ul. Kartuska 210', '80-122 Gdańsk'], '583'),
]

# What each invoice sells: (code, text, unit, low and high price in cents, VAT rate, quantities to choose from).
Items = [
    [('DJ-C16', 'Disjuntor 1P+N 16A curva C', 'un', 550, 950, 23, [6, 10, 12, 20]),
     ('DIF-40', 'Interruptor diferencial 2P 40A 30mA tipo A', 'un', 3200, 5400, 23, [2, 3, 4]),
     ('XV-3G25', 'Cabo XV 3G2,5 mm² (m)', 'm', 110, 190, 23, [50, 100, 200]),
     ('QE-24', 'Quadro elétrico de embeber 24 módulos', 'un', 2800, 4500, 23, [1, 2, 3]),
     ('LED-6060', 'Painel LED 60x60 40W 4000K', 'un', 1700, 2800, 23, [8, 10, 12]),
     ('VD-20', 'Tubo VD 20 mm (vara 3 m)', 'un', 90, 160, 23, [30, 50, 100]),
     ('TS-BR', 'Tomada schuko com terra, branca', 'un', 280, 520, 23, [20, 30, 40])],
    [('CAF-1K', 'Café em grão lote Expresso, 1 kg', 'un', 1290, 1690, 23, [6, 10, 12]),
     ('AG-150', 'Água mineral natural 1,5 L (pack 6)', 'pk', 190, 290, 6, [10, 20, 30]),
     ('VT-DOU', 'Vinho tinto Douro DOC 0,75 L (cx 6)', 'cx', 2400, 3600, 13, [2, 3, 5]),
     ('CER-30', 'Cerveja barril 30 L', 'un', 6500, 8400, 23, [2, 3]),
     ('SUM-LR', 'Sumo de laranja 1 L (cx 12)', 'cx', 1500, 2100, 6, [2, 4]),
     ('ACU-6G', 'Açúcar em saquetas 6 g (cx 1000)', 'cx', 1100, 1500, 6, [1, 2]),
     ('REF-33', 'Refrigerante lata 33 cl (pack 24)', 'pk', 1200, 1700, 23, [2, 4, 6])],
    [('', 'Design de identidade visual: logótipo e manual de normas', '', 80000, 150000, 23, [1]),
     ('', 'Paginação de brochura institucional (página)', '', 2500, 4000, 23, [8, 12, 16]),
     ('', 'Adaptação de peças para redes sociais', '', 1500, 2500, 23, [6, 8, 10]),
     ('', 'Fotografia de produto (sessão de meio dia)', '', 25000, 35000, 23, [1])],
    None,  # the food wholesaler's long invoice, made below
    [('AVN-MES', 'Avença mensal de assistência informática – {month}', 'mês', 25000, 40000, 23, [1]),
     ('HR-TEC', 'Intervenção técnica no local', 'h', 3500, 4500, 23, [2, 3, 4.5]),
     ('LIC-NUV', 'Licença de correio e escritório na nuvem (utilizador/mês)', 'un', 1050, 1250, 23, [4, 5, 6]),
     ('BCK-500', 'Cópia de segurança na nuvem 500 GB – {month}', 'mês', 2900, 3900, 23, [1]),
     ('SSD-1TB', 'Disco SSD 1 TB com clonagem e instalação', 'un', 9000, 13000, 23, [1, 2])],
    [('', 'Avença de contabilidade organizada – {month}', '', 18000, 30000, 23, [1]),
     ('', 'Processamento salarial (por colaborador)', '', 1200, 1800, 23, [3, 4, 6]),
     ('', 'Declaração periódica de IVA', '', 3000, 5000, 23, [1]),
     ('', 'Declaração Mensal de Remunerações (AT e Segurança Social)', '', 2000, 3000, 23, [1]),
     ('', 'Apoio no preenchimento da IES', '', 8000, 12000, 23, [1])],
    [('', 'Wyłącznik nadprądowy S301 B16', 'szt.', 900, 1500, 23, [10, 12, 20]),
     ('', 'Przewód YDYp 3x2,5 mm² (krążek 100 m)', 'kpl.', 28000, 36000, 23, [1, 2, 3]),
     ('', 'Rozdzielnica natynkowa 24 moduły IP40', 'szt.', 9000, 14000, 23, [1, 2]),
     ('', 'Gniazdo podwójne z uziemieniem, białe', 'szt.', 1200, 2200, 23, [10, 20, 30]),
     ('', 'Oprawa LED panel 60x60 40 W', 'szt.', 6500, 9900, 23, [6, 8, 12]),
     ('', 'Rura karbowana RKGL 20 mm (krążek 100 m)', 'opak.', 5500, 8000, 23, [1, 2, 4]),
     ('', 'Wyłącznik różnicowoprądowy 2P 40 A 30 mA', 'szt.', 9500, 15000, 23, [2, 3, 4])],
    [('', 'Mąka pszenna typ 450, worek 25 kg', 'szt.', 5500, 7500, 5, [2, 4]),
     ('', 'Masło ekstra 82%, blok 1 kg', 'kg', 2800, 3600, 5, [5, 10]),
     ('', 'Ser żółty gouda, blok', 'kg', 2300, 3100, 5, [5, 8, 10]),
     ('', 'Kawa ziarnista 100% arabica, 1 kg', 'szt.', 6500, 8900, 23, [4, 6]),
     ('', 'Filet z dorsza mrożony, glazura 10%', 'kg', 3900, 4900, 8, [5, 10]),
     ('', 'Pomidory krojone w puszce 2,5 kg', 'szt.', 1100, 1500, 8, [6, 12]),
     ('', 'Płyn do zmywarek przemysłowych 10 l', 'szt.', 8000, 11000, 23, [1, 2])],
    [('', 'Projekt identyfikacji wizualnej (logo, księga znaku)', 'usł.', 250000, 450000, 23, [1]),
     ('', 'Skład i łamanie katalogu wydawniczego (strona)', 'str.', 8000, 15000, 23, [16, 24]),
     ('', 'Przygotowanie grafik do mediów społecznościowych', 'szt.', 6000, 12000, 23, [6, 10]),
     ('', 'Poprawki i konsultacje', 'godz.', 12000, 18000, 23, [2, 3, 4])],
    None,  # the builders' merchant's long invoice, made below
    [('', 'Transport krajowy Wrocław – {town}, zlecenie {order}', 'kurs', 80000, 260000, 23, [1]),
     ('', 'Transport krajowy Wrocław – {town}, zlecenie {order}', 'kurs', 80000, 260000, 23, [1]),
     ('', 'Transport krajowy Wrocław – {town}, zlecenie {order}', 'kurs', 80000, 260000, 23, [1]),
     ('', 'Postój / oczekiwanie na rozładunek', 'godz.', 5000, 8000, 23, [2, 3]),
     ('', 'Opłata drogowa (e-TOLL)', 'usł.', 5000, 20000, 23, [1])],
    [('', 'Utrzymanie i rozwój sklepu internetowego – {month}', 'usł.', 800000, 1500000, 23, [1]),
     ('', 'Prace programistyczne ponad abonament', 'godz.', 15000, 22000, 23, [8, 12, 20]),
     ('', 'Hosting serwera VPS – {month}', 'mies.', 30000, 60000, 23, [1]),
     ('', 'Audyt bezpieczeństwa aplikacji', 'usł.', 300000, 500000, 23, [1])],
]

# The food wholesaler's catalogue (Portuguese rates: 6% basic food, 13% wine, 23% the rest).
Foods = [('ARZ-1', 'Arroz agulha 1 kg', 'un', 95, 140, 6), ('AZ-5L', 'Azeite virgem extra 5 L', 'un', 3200, 4200, 6),
         ('BAC-G', 'Bacalhau graúdo seco (kg)', 'kg', 1290, 1690, 6), ('BAT-25', 'Batata branca, saco 25 kg', 'un',
                                                                          1100, 1600, 6),
         ('CEB-10', 'Cebola, saco 10 kg', 'un', 700, 1100, 6), ('FEI-1', 'Feijão encarnado 1 kg', 'un', 180, 260, 6),
         ('FAR-55', 'Farinha tipo 55, 1 kg', 'un', 70, 110, 6), ('LT-UHT', 'Leite UHT meio-gordo 1 L (cx 6)', 'cx',
                                                                   520, 690, 6),
         ('MAN-1', 'Manteiga com sal 1 kg', 'un', 780, 990, 6), ('OV-M', 'Ovos classe M (dúzia)', 'dz', 210, 290, 6),
         ('QJ-FL', 'Queijo flamengo em barra (kg)', 'kg', 690, 890, 6), ('FIA-K', 'Fiambre da perna (kg)', 'kg', 720,
                                                                         940, 6),
         ('PRE-F', 'Presunto fatiado (kg)', 'kg', 1490, 1990, 6), ('FRA-K', 'Frango inteiro (kg)', 'kg', 250, 340, 6),
         ('LOM-K', 'Lombo de porco (kg)', 'kg', 520, 690, 6), ('PES-C', 'Pescada congelada (kg)', 'kg', 540, 720, 6),
         ('POL-C', 'Polvo congelado (kg)', 'kg', 1190, 1490, 6), ('CAM-34', 'Camarão 30/40 congelado (kg)', 'kg', 990,
                                                                            1390, 6),
         ('TOM-25', 'Tomate pelado, lata 2,5 kg', 'un', 320, 450, 6), ('MAS-1', 'Esparguete 1 kg', 'un', 120, 170, 6),
         ('SAL-1', 'Sal marinho fino 1 kg', 'un', 45, 75, 6), ('ACU-1', 'Açúcar branco 1 kg', 'un', 95, 130, 6),
         ('NAT-1', 'Natas para culinária 1 L', 'un', 310, 420, 6), ('ATU-1', 'Atum em óleo vegetal, lata 1 kg',
                                                                    'un', 990, 1290, 6),
         ('VV-075', 'Vinho verde branco 0,75 L', 'gf', 290, 420, 13), ('VA-075', 'Vinho tinto Alentejo 0,75 L', 'gf',
                                                                         390, 590, 13),
         ('VD-075', 'Vinho tinto Dão 0,75 L', 'gf', 450, 690, 13), ('ESP-075', 'Espumante Bairrada bruto 0,75 L',
                                                                       'gf', 590, 790, 13),
         ('DET-5', 'Detergente da loiça 5 L', 'un', 690, 990, 23), ('GUA-40', 'Guardanapos 40x40 (cx 1200)', 'cx',
                                                                      1690, 2290, 23),
         ('PEL-300', 'Película aderente, rolo 300 m', 'un', 790, 1090, 23), ('LUV-N', 'Luvas de nitrilo (cx 100)',
                                                                             'cx', 490, 720, 23),
         ('CER-50', 'Cerveja barril 50 L', 'un', 9900, 12900, 23), ('REF-L', 'Refrigerante lata 33 cl (pack 24)',
                                                                    'pk', 1200, 1700, 23),
         ('CAF-M', 'Café moído 1 kg', 'un', 1190, 1490, 23), ('PAP-M', 'Papel de mesa, rolo 1,20 x 100 m', 'un', 1490,
                                                                        1990, 23),
         ('ALU-30', 'Papel de alumínio, rolo 30 cm x 150 m', 'un', 1290, 1690, 23), ('SAC-L', 'Sacos do lixo 100 L '
                                                                                              '(rolo 10)', 'un', 190,
                                                                                     290, 23)]
# The builders' merchant's goods (23%) and its fitting in homes (8%), per delivery note ("WZ").
Materials = [('Cement portlandzki CEM II/B-V 32,5R, worek 25 kg', 'szt.', 2100, 2600, [20, 40, 60]),
             ('Bloczek betonowy 38x24x12 cm', 'szt.', 450, 620, [100, 200, 300]),
             ('Pustak ceramiczny P+W 25 cm', 'szt.', 890, 1150, [60, 120, 180]),
             ('Piasek płukany 0-2 mm, big bag 1 t', 'szt.', 19000, 24000, [1, 2]),
             ('Stal zbrojeniowa fi 12 mm, pręt 12 m', 'szt.', 4200, 5600, [10, 20, 30]),
             ('Płyta gipsowo-kartonowa 12,5 mm 1200x2600', 'szt.', 2300, 2900, [20, 40]),
             ('Profil CW 50, 4 m', 'szt.', 1200, 1600, [20, 30, 40]),
             ('Wełna mineralna 100 mm (paczka 6 m²)', 'opak.', 8900, 11900, [5, 10, 15]),
             ('Styropian fasadowy EPS 70 040, 10 cm (paczka 3 m²)', 'opak.', 6500, 8200, [10, 20, 30]),
             ('Klej do styropianu i siatki, worek 25 kg', 'szt.', 3200, 4100, [10, 20]),
             ('Tynk gipsowy maszynowy, worek 30 kg', 'szt.', 2900, 3600, [20, 30]),
             ('Grunt głęboko penetrujący 10 l', 'szt.', 5500, 7200, [2, 4]),
             ('Folia budowlana 0,2 mm, rolka 4x25 m', 'szt.', 9500, 12500, [1, 2]),
             ('Papa termozgrzewalna wierzchniego krycia', 'rol.', 15900, 19900, [4, 6, 8])]
Fittings = [('Montaż ścianek działowych z płyt g-k – budynek mieszkalny', 'm²', 4500, 6000, [20, 30, 45]),
            ('Docieplenie ścian zewnętrznych – budynek mieszkalny', 'm²', 9000, 12000, [40, 60, 80]),
            ('Tynkowanie maszynowe ścian – budynek mieszkalny', 'm²', 3500, 4500, [60, 80, 120])]
Towns = ['Poznań', 'Kraków', 'Katowice', 'Łódź', 'Szczecin', 'Opole', 'Legnica', 'Gliwice', 'Zielona Góra']

# The twelve invoices: language, layout, how the number is made, the title, the date's kind ('iso', 'dashed',
# 'slashed', 'dotted', 'written'), the due days (None: no due date printed), the order's label (None: none), the
# total's label, the lines to print, and the layout's variant (discounts, a document that is paid, a KSeF number).
Plan = [
    dict(language='pt', layout='certificado', number='FT {y}/{n}', title='FATURA', dates='iso', due=30,
         order='V/ Ref.', total='Total a pagar', lines=(5, 7), discounts=True),
    dict(language='pt', layout='grelha', number='FT A{y}/{n}', title='FATURA', dates='dashed', due=60,
         order='Requisição', total='Total (EUR)', lines=(5, 7), discounts=True),
    dict(language='pt', layout='moderno', number='FR {y}/{n}', title='FATURA-RECIBO', dates='written', due=None,
         order=None, total='Total', lines=(3, 4), discounts=False, paid=True),
    dict(language='pt', layout='certificado', number='FT A/{n}', title='FATURA', dates='iso', due=30,
         order='Requisição n.º', total='Total (EUR)', lines=(36, 36), discounts=False),
    dict(language='pt', layout='grelha', number='FT M{y}/{n}', title='FATURA', dates='dashed', due=None, order=None,
         total='Total (EUR)', lines=(3, 5), discounts=False),
    dict(language='pt', layout='moderno', number='FT {y}/{n}', title='FATURA', dates='slashed', due=15, order=None,
         total='Total a pagar', lines=(3, 5), discounts=False),
    dict(language='pl', layout='klasyczny', number='FV/{y}/{mm}/{n}', title='Faktura VAT nr', dates='iso', due=14,
         order='Zamówienie nr', total='Do zapłaty', lines=(5, 7)),
    dict(language='pl', layout='aplikacja', number='{n}/{mm}/{y}', title='Faktura nr', dates='iso', due=7, order=None,
         total='Razem do zapłaty', lines=(5, 7), ksef=True),
    dict(language='pl', layout='uslugi', number='{n}/{y}', title='FAKTURA nr', dates='written', due=7, order=None,
         total='Do zapłaty', lines=(3, 4), domestic_account=True),
    dict(language='pl', layout='klasyczny', number='FV {n}/{y}', title='Faktura VAT nr', dates='iso', due=30,
         order='Zamówienie nr', total='Do zapłaty', lines=(40, 40)),
    dict(language='pl', layout='aplikacja', number='{n}/{mm}/{y}', title='Faktura nr', dates='iso', due=None,
         order=None, total='Razem do zapłaty', lines=(5, 5), ksef=True),
    dict(language='pl', layout='uslugi', number='{n}/{mm}/{y}', title='FAKTURA nr', dates='dotted', due=None,
         order='Nr zamówienia', total='Do zapłaty', lines=(3, 4), month_sale=True),
]


def lines_for(index, plan, issued):
    """The invoice's lines: (code, text, unit, quantity, price, rate)."""
    low, high = plan['lines']
    count = rng.randint(low, high)
    language = plan['language']
    month = f"{MONTH_NAMES[language][previous_month(issued).month - 1]} {previous_month(issued).year}"
    lines = []
    if index == 3:  # a month's supplies of a hotel's kitchen and bar
        for code, text, unit, lo, hi, rate in sorted(rng.sample(Foods, count), key=lambda food: (-food[5], food[0])):
            qty = Decimal(rng.choice([2, 4, 5, 6, 10, 12, 20, 24] if unit != 'kg' else [2.5, 5, 7.5, 10, 12.5, 15]))
            lines.append((code, text, unit, qty, Decimal(rng.randint(lo, hi)) / 100, rate))
    elif index == 9:  # a month of deliveries to a building site, per delivery note, and the fitting done
        notes = sorted(rng.sample(range(100, 400), 9))
        for note in notes:
            for text, unit, lo, hi, quantities in rng.sample(Materials, rng.randint(3, 5)):
                if len(lines) < count - 3:
                    lines.append(('', f'{text} – WZ {note}/{issued:%m/%Y}', unit,
                                  Decimal(rng.choice(quantities)), Decimal(rng.randint(lo, hi)) / 100, 23))
        lines.append(('', f'Transport materiałów na budowę ({len(notes)} kursów)', 'usł.', Decimal(len(notes)),
                      Decimal(rng.randint(15000, 22000)) / 100, 23))
        for text, unit, lo, hi, quantities in Fittings:
            if len(lines) < count:
                lines.append(('', text, unit, Decimal(rng.choice(quantities)), Decimal(rng.randint(lo, hi)) / 100, 8))
    else:
        chosen = rng.sample(Items[index], count)
        if index == 10:
            chosen.sort(key=lambda item: -item[3])
        for code, text, unit, lo, hi, rate, quantities in chosen:
            qty = Decimal(str(rng.choice(quantities)))
            price = Decimal(rng.randint(lo, hi)) / 100
            lines.append((code, text.format(month=month, town=rng.choice(Towns),
                                            order=f'TR/{digits(4)}/{issued:%m}'), unit, qty, price, rate))
    return lines


# --- The pages --------------------------------------------------------------------------------------------------------

Base = """
@page {{ size: A4; margin: {margin}; {margin_boxes} }}
body {{ font-family: 'DejaVu Sans', sans-serif; font-size: 9pt; color: #222; margin: 0; }}
table {{ border-collapse: collapse; }}
.num {{ text-align: right; white-space: nowrap; }}
.lines {{ width: 100%; margin-top: 5mm; }}
.lines tr {{ page-break-inside: avoid; }}
.small {{ font-size: 7.5pt; color: #555; }}
.accent {{ color: {colour}; }}
"""



def margin_box(where, text, size='7pt'):
    return grey_margin_box(where, text, size, colour='#555')


def page_count_box(where, word, of, slash=False):
    between = '"/"' if slash else f'" {of} "'
    return (f'@{where} {{ content: "{word} " counter(page) {between} counter(pages); font-family: \'DejaVu Sans\';'
            ' font-size: 7pt; color: #555; }')




def pt_foot(f):
    """The foot that AT-certified software prints on every page: four characters of the document's signature, the
    program's certificate, the ATCUD."""
    return f"{f['hash']}-Processado por programa certificado n.º {f['certificate']}/AT · ATCUD: {f['atcud']}"


def page_pt_certificado(f):
    """As AT-certified invoicing software prints it: the letterhead at the top left, "Original" and the customer after
    "Exmo(s). Sr(s)." at the right; "FATURA" and its number over label–value lines; a table of lines with article,
    quantity, unit, unit price, discount, VAT and total; the VAT summary ("Taxa", "Incidência", "Valor IVA") beside
    the totals; the bank; the certificate and the ATCUD in the page's foot."""
    s, c = f['seller'], f['customer']
    css = Base.format(margin='13mm 14mm 20mm 14mm', colour=s['colour'],
                      margin_boxes=margin_box('bottom-left', pt_foot(f)) +
                      page_count_box('bottom-right', 'Pág.', '', slash=True)) + """
.head td { vertical-align: top; line-height: 1.4; }
.name { font-size: 11.5pt; font-weight: bold; white-space: nowrap; }
.original { text-align: right; font-size: 8pt; letter-spacing: 1px; color: #444; }
.cbox { border: 0.8px solid #666; padding: 3mm 4mm; line-height: 1.45; margin-top: 3mm; }
h1 { font-size: 17pt; margin: 7mm 0 2mm; }
h1 span { font-size: 12pt; font-weight: normal; margin-left: 4mm; }
.data td { padding: 0.5mm 8mm 0.5mm 0; }
.data td:first-child { color: #555; }
.lines th { border-top: 1px solid #333; border-bottom: 1px solid #333; padding: 1.2mm 1.3mm; text-align: left;
  font-size: 8pt; }
.lines td { padding: 0.9mm 1.3mm; border-bottom: 0.3px solid #ccc; font-size: 8.3pt; }
.summary th, .summary td { border: 0.5px solid #999; padding: 0.9mm 2.5mm; font-size: 8.3pt; }
.summary th { background: #eee; font-weight: normal; }
.totals td { padding: 0.9mm 0 0.9mm 10mm; }
.totals tr.total td { font-weight: bold; font-size: 11pt; border-top: 1.2px solid #222; }
"""
    data = [('Data de emissão', f['date'])]
    if f['due']:
        data.append(('Data de vencimento', f['due']))
    data.append(('Cond. pagamento', f['terms']))
    if f['order']:
        data.append((f['order_label'], e(f['order'])))
    data.append(('Cliente n.º', f['client_code']))
    rows = ''.join(
        f"<tr><td>{e(code)}</td><td>{e(text)}</td><td class=num>{quantity(qty, 2)}</td><td>{unit}</td>"
        f"<td class=num>{grouped(price, '.')}</td><td class=num>{quantity(disc, 2)}</td><td class=num>{rate}%</td>"
        f"<td class=num>{grouped(amount, '.')}</td></tr>"
        for code, text, unit, qty, price, disc, amount, rate in f['lines'])
    summary = ''.join(f"<tr><td class=num>{rate}%</td><td class=num>{grouped(base, '.')}</td>"
                      f"<td class=num>{grouped(tax, '.')}</td></tr>" for rate, (base, tax) in f['per_rate'].items())
    totals = [('', 'Total ilíquido', pt_money(f['gross_lines']))]
    if f['discount']:
        totals += [('', 'Total descontos', pt_money(f['discount'])), ('', 'Total s/ IVA', pt_money(f['net']))]
    totals += [('', 'Total IVA', pt_money(f['tax'])), ('total', f['total_label'], pt_money(f['gross']))]
    body = f"""
<table class="head" style="width:100%"><tr>
<td>{logo(s['colour'], s['shape'])}<div class="name accent">{e(s['name'])}</div><div class="small">{e(s['tagline'])}
</div>{'<br>'.join(e(line) for line in s['address'])}<br>{s['vat_html']}<br>Tel. {s['phone']} · {s['mail']}</td>
<td style="width:88mm"><div class="original">Original</div><div class="cbox">Exmo(s). Sr(s).<br><b>{e(c['name'])}</b>
<br>{'<br>'.join(e(line) for line in c['address'])}<br>{c['vat_html']}</div></td>
</tr></table>
<h1>{f['title']}<span>{e(f['number'])}</span></h1>
<table class="data">{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in data)}</table>
<table class="lines"><thead><tr><th>Artigo</th><th>Descrição</th><th class=num>Qtd.</th><th>Un.</th>
<th class=num>Preço unit.</th><th class=num>Desc.</th><th class=num>IVA</th><th class=num>Total</th></tr></thead>
<tbody>{rows}</tbody></table>
<table style="width:100%;margin-top:6mm;page-break-inside:avoid"><tr>
<td style="vertical-align:top"><div style="margin-bottom:1mm">Quadro resumo do IVA</div><table class="summary">
<tr><th>Taxa</th><th>Incidência</th><th>Valor IVA</th></tr>{summary}</table></td>
<td style="vertical-align:top"><table class="totals" style="margin-left:auto">
{''.join(f"<tr class='{cls}'><td>{label}</td><td class=num>{value}</td></tr>" for cls, label, value in totals)}
</table></td></tr></table>
<div style="margin-top:7mm;line-height:1.5;page-break-inside:avoid"><b>Pagamento por transferência bancária</b><br>
{e(s['bank'])} · IBAN {f['iban_printed']} · BIC/SWIFT {s['bic']}</div>
<div class="small" style="margin-top:6mm">Os bens e/ou serviços foram colocados à disposição do adquirente na data do
documento.<br>{e(s['registry'])}</div>"""
    return document('pt', css, body)


def page_pt_grelha(f):
    """As Portuguese ERP software prints it in boxes: the supplier at the top left, "FATURA" and "Original" at the
    right; the customer in a box headed "Cliente"; the document's data in a row of boxes, labels above values; a ruled
    table with code, discount % and VAT % per line; the "Quadro resumo do IVA" and a band of totals, labels above
    values; the ATCUD and the certificate in the page's foot."""
    s, c = f['seller'], f['customer']
    css = Base.format(margin='12mm 12mm 18mm 12mm', colour=s['colour'],
                      margin_boxes=margin_box('bottom-left', pt_foot(f)) +
                      page_count_box('bottom-right', 'Página', 'de')) + f"""
.top td {{ vertical-align: top; line-height: 1.35; }}
.name {{ font-size: 11pt; font-weight: bold; color: {s['colour']}; white-space: nowrap; }}
.title {{ text-align: right; font-size: 20pt; font-weight: bold; color: {s['colour']}; }}
.title div {{ font-size: 8pt; font-weight: normal; color: #444; letter-spacing: 1px; }}
.box {{ border: 0.8px solid #444; padding: 2mm 3mm; line-height: 1.4; margin-top: 4mm; }}
.label {{ font-size: 6.8pt; color: #555; text-transform: uppercase; }}
.grid {{ width: 100%; margin-top: 5mm; }}
.grid td {{ border: 0.8px solid #444; padding: 1mm 2mm; vertical-align: top; }}
.grid .v {{ font-size: 9.5pt; font-weight: bold; white-space: nowrap; }}
.lines th {{ border: 0.8px solid #444; background: #eee; font-size: 7.5pt; padding: 1mm 1.5mm; text-align: left; }}
.lines td {{ border-left: 0.8px solid #444; border-right: 0.8px solid #444; padding: 1mm 1.5mm; }}
.lines tbody tr:last-child td {{ border-bottom: 0.8px solid #444; padding-bottom: 16mm; }}
.lines td:first-child {{ white-space: nowrap; }}
.foot {{ width: 100%; margin-top: 4mm; }}
.foot > tbody > tr > td {{ border: 0.8px solid #444; padding: 1mm 2mm; vertical-align: top; }}
.inner th, .inner td {{ border: none; font-size: 8pt; padding: 0.5mm 2mm; text-align: right; }}
.band td {{ text-align: right; }}
.band .v {{ font-size: 10pt; font-weight: bold; }}
.band .total .v {{ font-size: 12pt; }}
"""
    cells = [('Documento', 'Fatura'), ('Número', e(f['number'])), ('Data', f['date'])]
    if f['due']:
        cells.append(('Vencimento', f['due']))
    cells.append(('Contribuinte n.º', c['vat_plain']))
    if f['order']:
        cells.append((f['order_label'], e(f['order'])))
    cells.append(('Cond. pagamento', f['terms']))
    rows = ''.join(
        f"<tr><td>{e(code)}</td><td>{e(text)}</td><td class=num>{quantity(qty, 3)}</td><td>{unit}</td>"
        f"<td class=num>{grouped(price, '.')}</td><td class=num>{quantity(disc, 2) if disc else ''}</td>"
        f"<td class=num>{rate}</td><td class=num>{grouped(amount, '.')}</td></tr>"
        for code, text, unit, qty, price, disc, amount, rate in f['lines'])
    summary = ''.join(f"<tr><td>{rate},00</td><td>{grouped(base, '.')}</td><td>{grouped(tax, '.')}</td></tr>"
                      for rate, (base, tax) in f['per_rate'].items())
    band = [('Mercadoria/Serviços', grouped(f['gross_lines'], '.')), ('Descontos', grouped(f['discount'], '.')),
            ('Total s/ IVA', grouped(f['net'], '.')), ('IVA', grouped(f['tax'], '.'))]
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{logo(s['colour'], s['shape'])} <span class="name">{e(s['name'])}</span><br><span class="small">{e(s['tagline'])}
</span><br>{'<br>'.join(e(line) for line in s['address'])}<br>{s['vat_html']}<br>Telef. {s['phone']} · {s['mail']}</td>
<td style="width:82mm"><div class="title">{f['title']}<div>Original</div></div>
<div class="box"><span class="label">Cliente</span><br><b>{e(c['name'])}</b><br>
{'<br>'.join(e(line) for line in c['address'])}<br>Portugal</div></td></tr></table>
<table class="grid"><tr>{''.join(f'<td><span class="label">{label}</span><br><span class="v">{value}</span></td>'
                                 for label, value in cells)}</tr></table>
<table class="lines"><thead><tr><th>Código</th><th>Descrição</th><th class=num>Qtd.</th><th>Un.</th>
<th class=num>Preço</th><th class=num>Desc. %</th><th class=num>IVA %</th><th class=num>Valor</th></tr></thead>
<tbody>{rows}</tbody></table>
<table class="foot" style="page-break-inside:avoid"><tr>
<td rowspan=2 style="width:42%"><span class="label">Quadro resumo do IVA</span><table class="inner" style="width:100%">
<tr><th>Taxa %</th><th>Incidência</th><th>Valor IVA</th></tr>{summary}</table></td>
<td><table class="band" style="width:100%"><tr>{''.join(
    f'<td><span class="label">{label}</span><br><span class="v">{value}</span></td>' for label, value in band)}
</tr></table></td></tr>
<tr><td class="band"><table style="width:100%" class="band"><tr><td class="total"><span class="label">
{f['total_label']}</span><br><span class="v">{pt_money(f['gross'])}</span></td></tr></table></td></tr></table>
<div style="margin-top:5mm;line-height:1.5"><b>Meio de pagamento:</b> Transferência bancária – {e(s['bank'])}<br>
IBAN: {f['iban_printed']} &nbsp; SWIFT: {s['bic']}</div>
<div class="small" style="margin-top:5mm">{e(s['registry'])}</div>"""
    return document('pt', css, body)


def page_pt_moderno(f):
    """As an online invoicing service prints a small firm's invoice: a coloured band with the name; the title, the
    number and the date at the right; "De" and "Cliente" side by side; the lines; a framed totals box; the payment in a
    shaded box; the ATCUD and the certificate below."""
    s, c = f['seller'], f['customer']
    css = Base.format(margin='0 0 16mm 0', colour=s['colour'],
                      margin_boxes=margin_box('bottom-center', pt_foot(f))) + f"""
.band {{ background: {s['colour']}; color: white; padding: 9mm 16mm 7mm; }}
.band .name {{ font-size: 15pt; font-weight: bold; }}
.wrap {{ padding: 0 16mm; }}
.head {{ width: 100%; margin-top: 8mm; }}
.head td {{ vertical-align: top; }}
h1 {{ font-size: 18pt; margin: 0 0 1mm; color: {s['colour']}; text-align: right; }}
.meta {{ margin-left: auto; }}
.meta td {{ padding: 0.5mm 0 0.5mm 5mm; text-align: right; }}
.meta td:first-child {{ color: #666; }}
.parties {{ width: 100%; margin-top: 8mm; }}
.parties td {{ vertical-align: top; width: 50%; line-height: 1.45; }}
.parties .label {{ font-size: 7.5pt; text-transform: uppercase; color: {s['colour']}; }}
.lines th {{ text-align: left; font-size: 8pt; text-transform: uppercase; color: #555; padding: 1.5mm 2mm;
  border-bottom: 1.5px solid {s['colour']}; }}
.lines td {{ padding: 2mm 2mm; border-bottom: 0.3px solid #ddd; }}
.box {{ border: 1px solid {s['colour']}; margin: 6mm 0 0 auto; width: 82mm; }}
.box td {{ padding: 1.4mm 3mm; }}
.box tr.total td {{ background: {s['colour']}; color: white; font-weight: bold; font-size: 11pt; }}
.pay {{ background: #f4f4f5; padding: 3mm 4mm; margin-top: 8mm; line-height: 1.5; }}
"""
    meta = [('N.º', f'<b>{e(f["number"])}</b>'), ('Data', f['date'])]
    if f['due']:
        meta.append(('Vencimento', f['due']))
    rows = ''.join(f"<tr><td>{e(text)}</td><td class=num>{quantity(qty)}</td>"
                   f"<td class=num>{pt_money(price, True)}</td><td class=num>{rate}%</td>"
                   f"<td class=num>{pt_money(amount, True)}</td></tr>"
                   for code, text, unit, qty, price, disc, amount, rate in f['lines'])
    totals = [('Total s/ IVA', pt_money(f['net'], True))]
    totals += [(f'IVA {rate}%', pt_money(tax, True)) for rate, (base, tax) in f['per_rate'].items()]
    totals.append((f['total_label'], pt_money(f['gross'], True)))
    box = ''.join(f"<tr{' class=total' if i == len(totals) - 1 else ''}><td>{label}</td><td class=num>{value}</td></tr>"
                  for i, (label, value) in enumerate(totals))
    if f['paid']:
        pay = (f"<b>Pago</b> por transferência bancária em {f['date']}. Este documento serve de recibo.<br>"
               f"Dados bancários: {e(s['bank'])} · IBAN {f['iban_printed']} · BIC {s['bic']}")
    else:
        pay = (f"<b>Pagamento:</b> transferência bancária até {f['due']}<br>{e(s['bank'])} · IBAN {f['iban_printed']}"
               f" · BIC {s['bic']}<br><span class='small'>Indique o n.º da fatura no descritivo da transferência."
               "</span>")
    body = f"""
<div class="band">{logo('white', 'circle', s['colour'])} <span class="name">{e(s['name'])}</span><br>
<span style="font-size:9pt">{e(s['tagline'])}</span></div>
<div class="wrap">
<table class="head"><tr><td></td><td><h1>{f['title']}</h1><div class="small" style="text-align:right">Original</div>
<table class="meta">{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in meta)}</table>
</td></tr></table>
<table class="parties"><tr><td><div class="label">De</div><b>{e(s['name'])}</b><br>
{'<br>'.join(e(line) for line in s['address'])}<br>{s['vat_html']}<br>{s['mail']} · {s['phone']}</td>
<td><div class="label">Cliente</div><b>{e(c['name'])}</b><br>{'<br>'.join(e(line) for line in c['address'])}<br>
{c['vat_html']}</td></tr></table>
<table class="lines"><thead><tr><th>Descrição</th><th class=num>Qtd.</th><th class=num>Preço unit.</th>
<th class=num>IVA</th><th class=num>Total</th></tr></thead><tbody>{rows}</tbody></table>
<table class="box">{box}</table>
<div class="pay">{pay}</div>
<div class="small" style="margin-top:6mm">{e(s['registry'])}</div>
</div>"""
    return document('pt', css, body)


def pl_lines_table(f, heads):
    """The Polish table of lines, with "Razem" and "W tym" per rate under its last columns."""
    rows = ''.join(
        f"<tr><td class=num>{i}</td><td>{e(text)}</td><td>{unit}</td><td class=num>{quantity(qty)}</td>"
        f"<td class=num>{pl_num(price)}</td><td class=num>{pl_num(amount)}</td><td class=num>{rate}%</td>"
        f"<td class=num>{pl_num(tax)}</td><td class=num>{pl_num(amount + tax)}</td></tr>"
        for i, (code, text, unit, qty, price, amount, rate, tax) in enumerate(f['lines'], start=1))
    sums = (f"<tr class='sum'><td colspan=5 class=num>Razem:</td><td class=num>{pl_num(f['net'])}</td><td></td>"
            f"<td class=num>{pl_num(f['tax'])}</td><td class=num>{pl_num(f['gross'])}</td></tr>")
    for i, (rate, (base, tax)) in enumerate(f['per_rate'].items()):
        sums += (f"<tr class='rate'><td colspan=5 class=num>{'W tym:' if i == 0 else ''}</td>"
                 f"<td class=num>{pl_num(base)}</td><td class=num>{rate}%</td><td class=num>{pl_num(tax)}</td>"
                 f"<td class=num>{pl_num(base + tax)}</td></tr>")
    head = ''.join(f'<th>{h}</th>' for h in heads)
    return f"<table class='lines'><thead><tr>{head}</tr></thead><tbody>{rows}</tbody><tbody class='sums'>{sums}" \
           f"</tbody></table>"


def page_pl_klasyczny(f):
    """As Polish desktop invoicing software prints a "Faktura VAT": the seller's mark at the top left, the place and
    the dates in a box at the right; the title and "ORYGINAŁ" centred; "Sprzedawca" and "Nabywca" side by side; the
    ruled table of nine columns with "Razem" and "W tym" per rate; the payment at the left and "Do zapłaty" with the
    amount in words at the right; the signature lines; the court register in the page's foot."""
    s, c = f['seller'], f['customer']
    boxes = margin_box('bottom-left', s['registry']) + page_count_box('bottom-right', 'Strona', 'z')
    css = Base.format(margin='12mm 12mm 18mm 12mm', colour=s['colour'], margin_boxes=boxes) + """
.top td { vertical-align: top; }
.dates { margin-left: auto; border: 0.8px solid #666; }
.dates td { padding: 0.8mm 3mm; }
.dates td:first-child { color: #555; }
h1 { text-align: center; font-size: 15pt; margin: 7mm 0 0; }
.copy { text-align: center; font-size: 8pt; margin-bottom: 5mm; }
.parties { width: 100%; }
.parties td { width: 50%; vertical-align: top; line-height: 1.45; padding-right: 6mm; }
.parties .label { font-weight: bold; border-bottom: 0.8px solid #666; margin-bottom: 1mm; }
.lines th { border: 0.6px solid #666; background: #eee; font-size: 7pt; padding: 1mm 1mm; font-weight: normal; }
.lines tbody td { border: 0.6px solid #999; padding: 0.8mm 1mm; font-size: 7.8pt; }
.lines tbody.sums td { border: none; }
.lines tbody.sums tr.sum td { font-weight: bold; border-top: 0.8px solid #444; }
.lines tbody.sums tr td:nth-child(n+2) { border: 0.6px solid #999; }
.pay { width: 100%; margin-top: 6mm; page-break-inside: avoid; }
.pay td { vertical-align: top; line-height: 1.5; }
.due { font-size: 13pt; font-weight: bold; }
.sign { width: 100%; margin-top: 18mm; page-break-inside: avoid; }
.sign td { width: 50%; text-align: center; font-size: 7pt; color: #555; padding: 0 8mm; }
.sign div { border-top: 0.6px dotted #444; padding-top: 1mm; }
"""
    dates = [('Miejsce wystawienia', s['place']), ('Data wystawienia', f['date']), ('Data sprzedaży', f['sale_date'])]
    order = f"<p style='margin:4mm 0 0'>{f['order_label']}: {e(f['order'])}</p>" if f['order'] else ''
    terms = [('Sposób płatności', 'przelew')]
    if f['due']:
        terms.append(('Termin płatności', f"{f['due_days']} dni ({f['due']})"))
    terms += [('Bank', e(s['bank'])), ('Nr konta', f['iban_printed'])]
    body = f"""
<table class="top" style="width:100%"><tr><td>{logo(s['colour'], s['shape'])}
<span style="font-size:12pt;font-weight:bold" class="accent">{e(s['name'])}</span><br><span class="small">
{e(s['tagline'])}</span></td><td><table class="dates">
{''.join(f'<tr><td>{label}:</td><td>{value}</td></tr>' for label, value in dates)}</table></td></tr></table>
<h1>{f['title']} {e(f['number'])}</h1><div class="copy">ORYGINAŁ</div>
<table class="parties"><tr><td><div class="label">Sprzedawca</div><b>{e(s['name'])}</b><br>
{'<br>'.join(e(line) for line in s['address'])}<br>{s['vat_html']}<br>Tel. {s['phone']}, {s['mail']}</td>
<td><div class="label">Nabywca</div><b>{e(c['name'])}</b><br>{'<br>'.join(e(line) for line in c['address'])}<br>
{c['vat_html']}</td></tr></table>{order}
{pl_lines_table(f, ['Lp.', 'Nazwa towaru lub usługi', 'J.m.', 'Ilość', 'Cena netto', 'Wartość netto',
                    'Stawka VAT', 'Kwota VAT', 'Wartość brutto'])}
<table class="pay"><tr><td>{''.join(f'{label}: <b>{value}</b><br>' for label, value in terms)}</td>
<td style="text-align:right;width:50%"><span class="due">Do zapłaty: {pl_num(f['gross'])} PLN</span><br>
Słownie: {f['words']}</td></tr></table>
<table class="sign"><tr><td><div>Podpis osoby upoważnionej do odbioru faktury</div></td>
<td><div>Wystawił(a): {e(s['clerk'])}<br>Podpis osoby upoważnionej do wystawienia faktury</div></td></tr></table>"""
    return document('pl', css, body)


def page_pl_aplikacja(f):
    """As an online invoicing service prints it: "Faktura nr" large at the left, the dates and the payment as a list
    at the right; "Sprzedawca" and "Nabywca" in shaded boxes; the lines with net, VAT and gross; the rates' summary
    table and "Razem do zapłaty", "Zapłacono", "Pozostało do zapłaty", the amount in words; the account; the KSeF
    number and the court register below."""
    s, c = f['seller'], f['customer']
    css = Base.format(margin='14mm 14mm 18mm 14mm', colour=s['colour'],
                      margin_boxes=page_count_box('bottom-right', 'Strona', 'z')) + f"""
.top td {{ vertical-align: top; }}
h1 {{ font-size: 19pt; margin: 0; color: {s['colour']}; font-weight: normal; }}
.meta td {{ padding: 0.6mm 0 0.6mm 5mm; }}
.meta td:first-child {{ color: #666; text-align: right; }}
.parties {{ width: 100%; margin-top: 7mm; border-spacing: 4mm 0; border-collapse: separate; margin-left: -4mm; }}
.parties td {{ width: 50%; vertical-align: top; line-height: 1.45; background: #f3f4f6; padding: 3mm 4mm; }}
.parties .label {{ color: {s['colour']}; font-size: 8pt; text-transform: uppercase; }}
.lines th {{ border-bottom: 1.5px solid {s['colour']}; font-size: 7.3pt; padding: 1.2mm 1mm; text-align: right;
  color: #444; }}
.lines th:nth-child(2) {{ text-align: left; }}
.lines td {{ padding: 1.3mm 1mm; border-bottom: 0.3px solid #ddd; font-size: 8pt; }}
.rates {{ margin: 5mm 0 0 auto; }}
.rates th {{ font-size: 7.5pt; color: #555; font-weight: normal; padding: 0.8mm 3mm; text-align: right;
  border-bottom: 0.6px solid #999; }}
.rates td {{ padding: 0.8mm 3mm; text-align: right; }}
.rates tr.sum td {{ font-weight: bold; border-top: 0.6px solid #999; }}
.pay {{ width: 100%; margin-top: 5mm; }}
.pay td {{ vertical-align: top; line-height: 1.6; }}
.big {{ font-size: 13pt; font-weight: bold; color: {s['colour']}; }}
"""
    meta = [('Data wystawienia:', f['date']), ('Data sprzedaży:', f['sale_date'])]
    if f['due']:
        meta.append(('Termin płatności:', f['due']))
    meta.append(('Sposób płatności:', 'przelew'))
    rows = ''.join(
        f"<tr><td class=num>{i}</td><td>{e(text)}</td><td class=num>{quantity(qty)}</td><td class=num>{unit}</td>"
        f"<td class=num>{pl_num(price)}</td><td class=num>{rate}%</td><td class=num>{pl_num(amount)}</td>"
        f"<td class=num>{pl_num(tax)}</td><td class=num>{pl_num(amount + tax)}</td></tr>"
        for i, (code, text, unit, qty, price, amount, rate, tax) in enumerate(f['lines'], start=1))
    rates = ''.join(f"<tr><td>{rate}%</td><td>{pl_num(base)}</td><td>{pl_num(tax)}</td><td>{pl_num(base + tax)}</td>"
                    f"</tr>" for rate, (base, tax) in f['per_rate'].items())
    rates += (f"<tr class='sum'><td>Razem</td><td>{pl_num(f['net'])}</td><td>{pl_num(f['tax'])}</td>"
              f"<td>{pl_num(f['gross'])}</td></tr>")
    body = f"""
<table class="top" style="width:100%"><tr><td><h1>{f['title']} {e(f['number'])}</h1>
<div class="small" style="margin-top:1mm">{s['place']}</div></td>
<td style="width:80mm"><table class="meta" style="margin-left:auto">
{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in meta)}</table></td></tr></table>
<table class="parties"><tr><td><div class="label">Sprzedawca</div><b>{e(s['name'])}</b><br>
{'<br>'.join(e(line) for line in s['address'])}<br>{s['vat_html']}</td>
<td><div class="label">Nabywca</div><b>{e(c['name'])}</b><br>{'<br>'.join(e(line) for line in c['address'])}<br>
{c['vat_html']}</td></tr></table>
<table class="lines"><thead><tr><th>Lp.</th><th>Nazwa towaru lub usługi</th><th>Ilość</th><th>J.m.</th>
<th>Cena netto</th><th>Stawka VAT</th><th>Wartość netto</th><th>Wartość VAT</th><th>Wartość brutto</th></tr></thead>
<tbody>{rows}</tbody></table>
<table class="rates"><tr><th>Stawka VAT</th><th>Wartość netto</th><th>Kwota VAT</th><th>Wartość brutto</th></tr>{rates}
</table>
<table class="pay"><tr><td>Numer rachunku:<br><b>{f['iban_printed']}</b><br>{e(s['bank'])}</td>
<td style="text-align:right"><span class="big">{f['total_label']}: {pl_num(f['gross'])} PLN</span><br>
Zapłacono: 0,00 PLN<br>Pozostało do zapłaty: {pl_num(f['gross'])} PLN<br>
<span class="small">Słownie: {f['words']}</span></td></tr></table>
<div class="small" style="margin-top:8mm;line-height:1.5">Numer KSeF: {f['ksef']}<br>
{e(s['name'])}, {s['mail']}, tel. {s['phone']}<br>{e(s['registry'])}</div>"""
    return document('pl', css, body)


def page_pl_uslugi(f):
    """A service firm's or freelancer's invoice written like a letter: the place and the date at the top right, the
    seller's letterhead at the left; "FAKTURA nr" centred with the date of sale; "Sprzedawca" and "Nabywca" side by
    side; a plain table of lines with "Razem"; "Do zapłaty" in złoty, in words; the payment's terms and the account
    below."""
    s, c = f['seller'], f['customer']
    boxes = margin_box('bottom-center', s['registry']) if s['registry'] else ''
    css = Base.format(margin='16mm 17mm 18mm 17mm', colour=s['colour'], margin_boxes=boxes) + f"""
.top td {{ vertical-align: top; line-height: 1.4; }}
.name {{ font-size: 13pt; color: {s['colour']}; }}
h1 {{ text-align: center; font-size: 14pt; margin: 10mm 0 1mm; letter-spacing: 0.5px; }}
.sub {{ text-align: center; margin-bottom: 7mm; }}
.parties {{ width: 100%; }}
.parties td {{ width: 50%; vertical-align: top; line-height: 1.45; }}
.parties .label {{ color: {s['colour']}; font-weight: bold; }}
.lines th {{ border-bottom: 1px solid #333; border-top: 1px solid #333; font-size: 7.3pt; padding: 1.2mm 1mm;
  font-weight: normal; text-align: right; }}
.lines th:nth-child(2) {{ text-align: left; }}
.lines tbody td {{ padding: 1.5mm 1mm; border-bottom: 0.3px solid #ccc; font-size: 8pt; }}
.lines tbody.sums td {{ border: none; }}
.lines tbody.sums tr.sum td {{ font-weight: bold; border-top: 1px solid #333; }}
.total {{ margin-top: 7mm; font-size: 12pt; }}
"""
    sale_label = 'Data sprzedaży (wykonania usługi)' if f['month_sale'] else 'Data sprzedaży'
    order = f"<br>{f['order_label']}: {e(f['order'])}" if f['order'] else ''
    if f['due']:
        terms = f"Sposób płatności: przelew, termin płatności: {f['due_days']} dni (do {f['due']})"
    else:
        terms = 'Sposób płatności: przelew'
    account = f['iban_printed'] if not f['domestic_account'] else f['nrb_printed']
    body = f"""
<table class="top" style="width:100%"><tr><td>{logo(s['colour'], s['shape'])} <span class="name">{e(s['name'])}</span>
<br><span class="small">{e(s['tagline'])}</span></td>
<td style="text-align:right;white-space:nowrap">{s['place']}, {f['date']}</td></tr></table>
<h1>{f['title']} {e(f['number'])}</h1>
<div class="sub">{sale_label}: {f['sale_date']}{order}</div>
<table class="parties"><tr><td><div class="label">Sprzedawca:</div><b>{e(s['name'])}</b><br>
{'<br>'.join(e(line) for line in s['address'])}<br>{s['vat_html']}<br>tel. {s['phone']}, {s['mail']}</td>
<td><div class="label">Nabywca:</div><b>{e(c['name'])}</b><br>{'<br>'.join(e(line) for line in c['address'])}<br>
{c['vat_html']}</td></tr></table>
{pl_lines_table(f, ['Lp.', 'Nazwa usługi', 'J.m.', 'Ilość', 'Cena netto', 'Wartość netto', 'VAT %', 'Kwota VAT',
                    'Wartość brutto'])}
<div class="total"><b>Do zapłaty: {pl_num(f['gross'])} zł</b></div>
<div>Słownie złotych: {f['words']}</div>
<div style="margin-top:6mm;line-height:1.6">{terms}<br>Numer rachunku: <b>{account}</b> ({e(s['bank'])})<br>
<span class="small">W tytule przelewu prosimy podać numer faktury.</span></div>"""
    return document('pl', css, body)


Pages = {'certificado': page_pt_certificado, 'grelha': page_pt_grelha, 'moderno': page_pt_moderno,
         'klasyczny': page_pl_klasyczny, 'aplikacja': page_pl_aplikacja, 'uslugi': page_pl_uslugi}
Layouts = {
    'certificado': 'AT-certified software: letterhead at the left, "Original" and "Exmo(s). Sr(s)." customer box at '
                   'the right, "FATURA" and its number over label–value lines, lines with discount and VAT %, '
                   '"Quadro resumo do IVA" (Taxa, Incidência, Valor IVA) beside the totals from "Total ilíquido", '
                   'ATCUD and certificate in the foot',
    'grelha': 'ERP software in boxes: "FATURA" and "Original" at the right, "Cliente" box, the data in a row of boxes '
              'with labels above values, ruled table with "Desc. %" and "IVA %", "Quadro resumo do IVA" and a band '
              'of totals with labels above values, ATCUD and certificate in the foot',
    'moderno': 'online service: coloured band with the name, title, number and date at the right, "De" and '
               '"Cliente" side by side, framed totals box, payment in a shaded box, ATCUD and certificate below',
    'klasyczny': 'desktop software: place and dates in a box at the right, "Faktura VAT nr" and "ORYGINAŁ" centred, '
                 '"Sprzedawca" and "Nabywca" side by side, ruled table of nine columns with "Razem" and "W tym" per '
                 'rate, payment at the left, "Do zapłaty" and "Słownie" at the right, signature lines',
    'aplikacja': 'online service: "Faktura nr" large at the left, dates as a list at the right, "Sprzedawca" and '
                 '"Nabywca" in shaded boxes, rates\' summary table, "Razem do zapłaty", "Zapłacono", "Pozostało do '
                 'zapłaty", KSeF number',
    'uslugi': 'letter-style: place and date at the top right, "FAKTURA nr" centred over the date of sale, '
              '"Sprzedawca:" and "Nabywca:" side by side, plain table with "Razem", "Do zapłaty" in zł and in words',
}
Shapes = ['bolt', 'squares', 'circle', 'squares', 'squares', 'circle', 'bolt', 'circle', 'circle', 'roof', 'squares',
          'squares']
Clerks = ['Katarzyna Wiśniewska', 'Marek Zieliński', 'Anna Kowalczyk', 'Tomasz Nowicki', 'Ewa Lewandowska',
          'Piotr Kamiński']


# --- The invoices ----------------------------------------------------------------------------------------------------

os.makedirs(out_dir, exist_ok=True)
for index, plan in enumerate(Plan):
    language = plan['language']
    portuguese = language == 'pt'
    position = index % 6
    issued = made.invoice_date()
    # A freelancer's numbers stay small; a firm's run into the hundreds (or, numbered per month, the tens).
    day_of_year = issued.timetuple().tm_yday
    if '{mm}' in plan['number']:
        n = rng.randint(3, 160 if plan['layout'] != 'uslugi' else 12)
    elif plan['layout'] == 'uslugi':
        n = max(2, int(day_of_year * rng.uniform(0.03, 0.08)))
    else:
        n = max(2, int(day_of_year * rng.uniform(0.4, 3.5)))
    number = plan['number'].format(y=issued.year, mm=f'{issued.month:02d}', n=n)
    raw_lines = lines_for(index, plan, issued)

    if portuguese:
        (name, tagline, address, phone, mail, vat_style, (bank, bic, bank_name), registry, colour,
         certificate) = PortugueseSellers[position]
        nif = portuguese_nif(rng.choice(['50', '51']))
        vat_html = {'spaced': f'NIF: {spaced_nif(nif)}', 'contribuinte': f'Contribuinte n.º {nif}',
                    'pt': f'NIF: PT{nif}', 'nipc': f'NIPC {nif}', 'nif': f'NIF {nif}'}[vat_style]
        seller_vat = f'PT{nif}'
        iban = portuguese_iban(bank)
        seller = dict(name=name, tagline=tagline, address=address, phone=phone, mail=mail, bic=bic, bank=bank_name,
                      registry=registry.format(nif=nif), colour=colour, vat_html=vat_html, shape=Shapes[index])
        customer_name, customer_address = PortugueseCustomers[position]
        buyer_nif = portuguese_nif(rng.choice(['50', '51']))
        buyer_vat = f'PT{buyer_nif}'
        customer = dict(name=customer_name, address=customer_address, vat_plain=buyer_nif,
                        vat_html={0: f'NIF: {buyer_nif}', 1: f'Contribuinte n.º {buyer_nif}', 2: f'NIF: PT{buyer_nif}',
                                  3: f'Contribuinte n.º {buyer_nif}', 4: f'NIF {buyer_nif}',
                                  5: f'NIF: {spaced_nif(buyer_nif)}'}[position])
        # The lines with their discount: the amount is the discounted one; "Total ilíquido" sums them undiscounted.
        lines = []
        for code, text, unit, qty, price, rate in raw_lines:
            disc = Decimal(rng.choice([0, 0, 0, 5, 10])) if plan['discounts'] else Decimal(0)
            amount = (qty * price * (100 - disc) / 100).quantize(CENT, ROUND_HALF_UP)
            lines.append((code, text, unit, qty, price, disc, amount, rate))
        gross_lines = sum((qty * price).quantize(CENT, ROUND_HALF_UP) for _, _, _, qty, price, *_ in lines)
        per_rate, net, tax, gross = vat_totals([(amount, rate) for *_, amount, rate in lines])
        discount = gross_lines - net
        assert (discount > 0) == plan['discounts'], (index, discount)
    else:
        (name, tagline, address, phone, mail, office, vat_style, regon, (bank, bank_name), registry, colour,
         place) = PolishSellers[position]
        nip = polish_nip(office)
        vat_html = {'dashed': f'NIP: {dashed_nip(nip)}', 'plain': f'NIP {nip}', 'pl': f'NIP: PL{nip}'}[vat_style]
        if regon:
            vat_html += f'<br>REGON: {polish_regon()}'
        seller_vat = f'PL{nip}'
        iban = polish_iban(bank)
        registry = registry and registry.format(krs=f'0000{digits(6)}')
        seller = dict(name=name, tagline=tagline, address=address, phone=phone, mail=mail, bank=bank_name,
                      registry=registry, colour=colour, vat_html=vat_html, place=place, shape=Shapes[index],
                      clerk=Clerks[position])
        customer_name, customer_address, office = PolishCustomers[position]
        buyer_nip = polish_nip(office)
        buyer_vat = f'PL{buyer_nip}'
        customer = dict(name=customer_name, address=customer_address,
                        vat_html={0: f'NIP: {dashed_nip(buyer_nip)}', 1: f'NIP: {buyer_nip}', 2: f'NIP {buyer_nip}',
                                  3: f'NIP: {dashed_nip(buyer_nip)}', 4: f'NIP: PL{buyer_nip}',
                                  5: f'NIP {buyer_nip}'}[position])
        # The VAT of each line, rounded; the rates' totals are their sums, as much Polish software adds them.
        lines = []
        for code, text, unit, qty, price, rate in raw_lines:
            amount = (qty * price).quantize(CENT, ROUND_HALF_UP)
            lines.append((code, text, unit, qty, price, amount, rate,
                          (amount * rate / 100).quantize(CENT, ROUND_HALF_UP)))
        per_rate = {}
        for *_, amount, rate, tax in sorted(lines, key=lambda line: -line[6]):
            base, vat = per_rate.get(rate, (Decimal(0), Decimal(0)))
            per_rate[rate] = (base + amount, vat + tax)
        net = sum(base for base, _ in per_rate.values())
        tax = sum(vat for _, vat in per_rate.values())
        gross = net + tax
        gross_lines, discount = net, Decimal(0)
        assert gross == sum(amount + vat for *_, amount, rate, vat in lines)

    assert net == sum(line[-2] if portuguese else line[5] for line in lines)
    assert net + tax == gross

    def show(day):
        return {'iso': day.isoformat(), 'dashed': day.strftime('%d-%m-%Y'), 'slashed': day.strftime('%d/%m/%Y'),
                'dotted': day.strftime('%d.%m.%Y'), 'written': written_date(day, language)}[plan['dates']]

    due_day = issued + datetime.timedelta(days=plan['due']) if plan['due'] else None
    sale_day = previous_month(issued) if plan.get('month_sale') else issued
    order = None
    if plan['order']:
        order = rng.choice(['ENC/{y}/{d}', '4500{d}', 'REQ {d}', '{d}/{y}'] if portuguese else
                           ['ZAM/{y}/{d}', 'ZZ/{d}/{y}', '{d}/{y}/Z']).format(y=issued.year, d=digits(4))
    if portuguese:
        terms = {None: 'Pronto pagamento'}.get(plan['due'], f"{plan['due']} dias")
        if plan.get('paid'):
            terms = 'Pago'
    else:
        terms = None
    facts = dict(
        seller=seller, customer=customer, number=number, title=plan['title'], date=show(issued),
        due=show(due_day) if due_day else None, due_days=plan['due'], sale_date=show(sale_day),
        month_sale=plan.get('month_sale', False), order=order, order_label=plan['order'],
        client_code=f'{rng.randint(1, 9)}{digits(3)}', lines=lines, per_rate=per_rate, net=net, tax=tax,
        gross=gross, gross_lines=gross_lines, discount=discount, total_label=plan['total'], terms=terms,
        long=len(lines) > 20, paid=plan.get('paid', False), iban_printed=stdnum_iban.format(iban),
        nrb_printed=nrb(iban), domestic_account=plan.get('domestic_account', False),
        words=polish_words(gross, {'klasyczny': 'PLN', 'aplikacja': None, 'uslugi': ''}[plan['layout']])
        if not portuguese else '',
        hash=''.join(rng.choice('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789') for _ in range(4)),
        certificate=certificate if portuguese else None, atcud=f'{atcud_code()}-{n}',
        ksef=ksef_number(nip, issued) if plan.get('ksef') else None,
    )

    base = f'pt-pl-{index + 1:02d}-{language}'
    printed = print_html(Pages[plan['layout']](facts), base, work, out_dir)
    flat = ' '.join(printed.split())
    for value in [number, name, customer_name]:
        assert value in flat, (base, value)
    for value in [seller_vat[2:], buyer_vat[2:]]:
        assert value in flat.replace(' ', '').replace('-', ''), (base, value)
    for value in [net, tax, gross]:
        assert grouped(value, '.') in flat or grouped(value, ' ') in flat, (base, value)
    assert iban[4:] in printed.replace(' ', ''), (base, iban)
    pages = printed.count('\f')
    assert (pages > 1) == facts['long'], (base, pages)
    layout = f"{plan['layout']} ({language.upper()}): {Layouts[plan['layout']]}"
    if facts['long']:
        layout += f'; {len(lines)} lines over two pages'
    if len(per_rate) > 1:
        layout += f"; VAT at {' and '.join(f'{rate}%' for rate in per_rate)}"
    if discount:
        layout += '; discounts on some lines ("Total ilíquido" before them)'
    if plan.get('paid'):
        layout += '; a Fatura-Recibo, paid on issue'
    if plan.get('domestic_account'):
        layout += '; the account as the domestic NRB, without "PL"'
    if plan.get('month_sale'):
        layout += '; the date of sale the last day of the month before'
    truth = {
        'Language': language,
        'Layout': layout,
        'Number': number,
        'Date': issued.isoformat(),
        **({'DueDate': due_day.isoformat()} if due_day else {}),
        'Currency': 'EUR' if portuguese else 'PLN',
        'NetAmount': float(net),
        'VatAmount': float(tax),
        'GrossAmount': float(gross),
        'IbanNumber': iban,
        'RelationName': name,
        'RelationVatNumber': seller_vat,
        **({'PurchaseOrderNumber': order} if order else {}),
        'Buyer': {'Name': customer_name, 'VatNumber': buyer_vat},
    }
    write_truth(out_dir, base, truth)
    print(base, plan['layout'], number, gross, f'{len(lines)} lines', f'{pages} pages')
