"""Prints invoices of made-up Spanish and Italian small and mid-size firms ("facturas", "fatture") as HTML pages
through Debian's Chromium, as PDFs with their truth beside them: an accuracy set for recognition in two languages and
in the invoicing conventions of two countries Ledgerline was never tuned to.

What makes them Spanish: the title "FACTURA"; "Nº de factura", "Factura nº", "Número de factura" or "Nº Factura" with
numbers such as "2026/0147", "F-2026-0147" or "A 147"; "Fecha", "Fecha de factura" or "Fecha de emisión", numeric or
written out ("12 de marzo de 2026"); "Fecha de vencimiento" or "Vencimiento" (not on every invoice); the supplier's
"CIF"/"NIF" (a company's "B46123456", an "ESB46123456", a self-employed designer's DNI "12345678Z"); the customer
("Cliente", "Facturar a") with its own NIF; "Base imponible", "IVA 21%" (and 10% for food and water), "Total factura",
"Total a pagar" or "TOTAL"; for professionals "Retención IRPF 15%", subtracted from what is paid; "Forma de pago:
Transferencia bancaria" and the IBAN in groups of four; "Su pedido nº" or "Pedido"; the Registro Mercantil and a data
protection note in the footer. Amounts as "1.234,56 €".

What makes them Italian: "FATTURA"; "Fattura n. 147/2026 del 12/03/2026" on one line, or "Numero documento" and
"Data documento" in boxes as Italian invoicing software prints them; "P.IVA"/"Partita IVA" "IT01234567890" and the
"Codice Fiscale" (an engineer's personal one of 16 characters); the customer after "Spett.le" or in a "Destinatario"
box with its "Codice destinatario" for the SdI and a note that the PDF is the courtesy copy of the electronic invoice;
"Descrizione", "Quantità", "Prezzo unitario", "Importo"; "Riepilogo IVA", "Totale imponibile", "IVA 22%" (and 10%),
"Totale documento"/"Totale fattura"; an engineer's "Contributo integrativo Inarcassa 4%" and "Ritenuta d'acconto
20%" down to "Netto a pagare"; "Scadenza"/"Data scadenza" (not on every invoice), "Modalità di pagamento: Bonifico
bancario" with the IBAN (its CIN right); "Vs. ordine n." or "Rif. ordine"; capital, REA and Registro Imprese in the
footer. Amounts as "€ 1.234,56" or "1.234,56 €".

Three layouts per language, each used twice; one invoice of each language runs onto a second page. The truth's gross
is what the invoice says to pay: where a withholding (IRPF, ritenuta d'acconto) is subtracted, net + VAT - withholding.

Needs chromium, fonts-dejavu-core, poppler-utils and python3-stdnum. Run with:

    /usr/bin/python3 scripts/corpus/es_it_invoices.py OUT_DIR
"""
import calendar
import datetime
import os
import sys
import tempfile
from decimal import ROUND_HALF_UP, Decimal

from corpus_output import document, e, logo, margin_box, print_html, vat_totals, write_truth
from made_up import MadeUp
from stdnum import iban as stdnum_iban
from stdnum import luhn
from stdnum.es import ccc as es_ccc
from stdnum.es import cif as es_cif
from stdnum.es import dni as es_dni
from stdnum.es import nif as es_nif
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva

out_dir = os.path.abspath(sys.argv[1])
work = tempfile.mkdtemp()
made = MadeUp(20261206, dutch_banks=['ABNA'])
rng, digits = made.rng, made.digits
CENT = Decimal('0.01')

# The months as Spanish and Italian write them in a date (corpus_output's MONTHS has neither).
MONTHS = {
    'es': ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre',
           'noviembre', 'diciembre'],
    'it': ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre',
           'novembre', 'dicembre'],
}


# --- Made-up but valid numbers of Spain and Italy -------------------------------------------------------------------

def spanish_cif(letter, province):
    """A company's NIF (the former CIF): its letter (B for an S.L., A for an S.A.), the two digits of its province,
    five digits and a check digit."""
    while True:
        body = f'{letter}{province}{digits(5)}'
        number = body + es_cif.calc_check_digits(body)[0]
        if es_nif.is_valid(number):
            return number


def spanish_dni():
    """A person's NIF: the eight digits of a DNI and their check letter."""
    body = f'{rng.randint(10, 79)}{digits(6)}'
    number = body + es_dni.calc_check_digit(body)
    assert es_nif.is_valid(number)
    return number


def spanish_iban(bank):
    """A valid Spanish IBAN at the bank's code: branch, the CCC's two check digits and a ten-digit account."""
    ccc = f'{bank}{digits(4)}00{digits(10)}'
    ccc = ccc[:8] + es_ccc.calc_check_digits(ccc) + ccc[10:]
    value = es_ccc.to_iban(ccc)
    assert stdnum_iban.is_valid(value)
    return value


def italian_piva(province):
    """A Partita IVA: seven digits, the three of the province's office and a Luhn check digit."""
    while True:
        body = f'0{rng.randint(0, 3)}{digits(5)}{province}'
        number = body + luhn.calc_check_digit(body)
        if it_iva.is_valid(number):
            return number


def italian_iban(abi):
    """A valid Italian IBAN: the CIN (the check letter of ABI, CAB and account), the bank's ABI, a CAB and a
    twelve-digit account."""
    bban = f'{abi}{digits(5)}{rng.choice(["0000", "1000", "CC00"])}{digits(8)}'
    odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
    total = sum(odd[int(c) if c.isdigit() else ord(c) - 65] if i % 2 == 0 else (int(c) if c.isdigit() else ord(c) - 65)
                for i, c in enumerate(bban))
    bban = chr(65 + total % 26) + bban
    value = f'IT{stdnum_iban.calc_check_digits("IT00" + bban)}{bban}'
    assert stdnum_iban.is_valid(value)
    return value


def sdi_code():
    """A recipient's code (codice destinatario) of the Italian exchange system: seven letters and digits."""
    return ''.join(rng.choice('ABCDEFGHJKLMNPRSTUVWXYZ0123456789') for _ in range(7))


# --- How the two languages write amounts and dates -------------------------------------------------------------------

def num(value):
    """1.234,56: a full stop between thousands, a decimal comma."""
    return f'{value:,.2f}'.replace(',', 'x').replace('.', ',').replace('x', '.')


def quantity(value):
    return f'{value:g}'.replace('.', ',')


def numeric_date(day):
    return day.strftime('%d/%m/%Y')


def written_date(day, language):
    month = MONTHS[language][day.month - 1]
    return f'{day.day} de {month} de {day.year}' if language == 'es' else f'{day.day} {month} {day.year}'


def end_of_next_month(day):
    """The due day of "30 gg d.f.f.m." (thirty days from the invoice's date, at the end of that month)."""
    year, month = (day.year + 1, 1) if day.month == 12 else (day.year, day.month + 1)
    return datetime.date(year, month, calendar.monthrange(year, month)[1])


# --- The firms --------------------------------------------------------------------------------------------------------

# Spanish suppliers: name as its letterhead prints it, tagline, address lines, phone, mail, how its NIF is made
# (letter and province, or 'dni'), how it is printed ('bare', 'es', 'both'), its bank's code, BIC and name, the
# registration line, the colour.
SpanishSellers = [
    ('Suministros Eléctricos Levante, S.L.', 'Material eléctrico e iluminación',
     ['Pol. Ind. Fuente del Jarro', 'C/ Ciudad de Sevilla, 23', '46988 Paterna (Valencia)'], '961 55 42 18',
     'administracion@selevante.es', ('B', '46'), 'bare', ('2100', 'CAIXESBBXXX', 'CaixaBank'),
     'Inscrita en el Registro Mercantil de Valencia, Tomo {t}, Libro 0, Folio {f}, Hoja V-{h}, Inscripción 1ª',
     '#1d4ed8'),
    ('Distribuciones Hosteleras del Guadalquivir, S.L.', 'Alimentación y menaje para hostelería',
     ['Avda. de la Innovación, 14, nave 6', '41020 Sevilla'], '954 55 30 72', 'pedidos@dhguadalquivir.es',
     ('B', '41'), 'es', ('0049', 'BSCHESMMXXX', 'Banco Santander'),
     'Inscrita en el Registro Mercantil de Sevilla, Tomo {t}, Folio {f}, Hoja SE-{h}', '#b45309'),
    ('Laura Giménez Ortega', 'Diseño gráfico y comunicación visual', ['C/ de Embajadores, 71, 3º B', '28012 Madrid'],
     '655 55 18 40', 'hola@lauragimenez.es', 'dni', 'bare', ('0182', 'BBVAESMMXXX', 'BBVA'), None, '#be185d'),
    ('Talleres Arrieta, S.L.', 'Mecánica, electricidad y neumáticos · Mantenimiento de flotas',
     ['Camino de Ibarsusi, 9', '48004 Bilbao (Bizkaia)'], '944 55 61 93', 'taller@talleresarrieta.eus',
     ('B', '48'), 'both', ('0081', 'BSABESBBXXX', 'Banco Sabadell'),
     'Inscrita en el Registro Mercantil de Bizkaia, Tomo {t}, Folio {f}, Hoja BI-{h}', '#374151'),
    ('Asesoría Montes y Asociados, S.L.P.', 'Asesoría fiscal, contable y laboral',
     ['Paseo de Sagasta, 36, 1º izda.', '50006 Zaragoza'], '976 55 24 10', 'despacho@asesoriamontes.es',
     ('B', '50'), 'bare', ('2085', 'CAZRES2ZXXX', 'Ibercaja'),
     'Sociedad profesional inscrita en el Registro Mercantil de Zaragoza, Tomo {t}, Folio {f}, Hoja Z-{h}', '#0f766e'),
    ('Gráficas Costa del Sol, S.A.', 'Artes gráficas · Impresión digital y offset',
     ['C/ Esteban Salazar Chapela, 20', 'Pol. Ind. Guadalhorce', '29004 Málaga'], '952 55 77 31',
     'comercial@graficascostadelsol.es', ('A', '29'), 'es', ('0128', 'BKBKESMMXXX', 'Bankinter'),
     'Inscrita en el Registro Mercantil de Málaga, Tomo {t}, Folio {f}, Hoja MA-{h}', '#7e22ce'),
]
# Their customers, one each: name, address lines, the letter and province of their NIF.
SpanishCustomers = [
    ('Instalaciones Ferrer e Hijos, S.L.', ['Avda. del Puerto, 118', '46023 Valencia'], ('B', '46')),
    ('Restaurante La Bodeguilla, S.L.', ['C/ Feria, 42', '41003 Sevilla'], ('B', '41')),
    ('Librería Cervantes, S.L.', ['C/ Mayor, 9', '28013 Madrid'], ('B', '28')),
    ('Transportes Urbanos Etxeberria, S.L.', ['Polígono Asua, Parcela 14', '48150 Sondika (Bizkaia)'], ('B', '48')),
    ('Clínica Dental Sonrisa, S.L.P.', ['C/ Alfonso I, 15, 2º', '50003 Zaragoza'], ('B', '50')),
    ('Hotel Playa Serena, S.A.', ['Paseo Marítimo Rey de España, 7', '29640 Fuengirola (Málaga)'], ('A', '29')),
]
# Italian suppliers: name, tagline, address lines, phone, mail, PEC, province office of the Partita IVA, the codice
# fiscale ('piva': the same digits; else a person's first fifteen characters), bank's ABI and name, footer, colour.
ItalianSellers = [
    ('Ferramenta Lombarda S.r.l.', 'Utensileria · Ferramenta · Forniture industriali',
     ['Via Borgo Palazzo 154', '24125 Bergamo (BG)'], '035 55 21 870', 'info@ferramentalombarda.it',
     'ferramentalombarda@pec.it', '016', 'piva', ('03069', 'Intesa Sanpaolo'),
     'Capitale sociale € 50.000,00 i.v. – Registro Imprese di Bergamo – REA BG-{rea}', '#b91c1c'),
    ('Adriatica Forniture Alberghiere S.r.l.', 'Food & beverage per la ristorazione',
     ['Via Tiburtina Valeria 301', '65129 Pescara (PE)'], '085 55 43 120', 'ordini@adriaticaforniture.it',
     'adriaticaforniture@legalmail.it', '068', 'piva', ('05387', 'BPER Banca'),
     'Cap. soc. € 100.000,00 i.v. – R.E.A. PE-{rea} – Reg. Imprese di Chieti-Pescara', '#0e7490'),
    ('Studio Tecnico Ing. Marco Bellini', 'Progettazione impianti · Direzione lavori · Sicurezza',
     ['Via Saragozza 118', '40135 Bologna (BO)'], '051 55 64 092', 'studio@ingbellini.it', 'marco.bellini@ingpec.eu',
     '037', 'BLLMRC78E23A944', ('02008', 'UniCredit'),
     'Iscritto all\'Ordine degli Ingegneri della Provincia di Bologna al n. {rea}', '#1e3a8a'),
    ('Autotrasporti Zanon S.r.l.', 'Trasporti nazionali · Groupage · Logistica',
     ['Via Austria 21', 'Zona Industriale', '35127 Padova (PD)'], '049 55 70 311', 'amministrazione@zanontrasporti.it',
     'zanontrasporti@pec.it', '028', 'piva', ('05034', 'Banco BPM'),
     'Capitale sociale € 90.000,00 i.v. – Registro Imprese di Padova – REA PD-{rea} – Albo Autotrasportatori '
     'PD/5510{alb}', '#15803d'),
    ('Tipografia Esposito S.r.l.', 'Stampa offset e digitale dal 1968',
     ['Via Gianturco 45', '80146 Napoli (NA)'], '081 55 20 467', 'preventivi@tipografiaesposito.it',
     'tipografiaesposito@pec.it', '063', 'piva', ('01030', 'Monte dei Paschi di Siena'),
     'Cap. soc. € 20.000,00 i.v. – REA NA-{rea} – Registro Imprese di Napoli', '#9a3412'),
    ('Serra Informatica S.r.l.', 'Assistenza sistemistica · Reti · Software gestionale',
     ['Via Sonnino 177', '09127 Cagliari (CA)'], '070 55 90 218', 'amministrazione@serrainformatica.it',
     'serrainformatica@pec.it', '092', 'piva', ('01015', 'Banco di Sardegna'),
     'Capitale sociale € 10.000,00 i.v. – Registro Imprese di Cagliari – REA CA-{rea}', '#4338ca'),
]
ItalianCustomers = [
    ('Edilnord Costruzioni S.r.l.', ['Via delle Industrie 12', '24040 Stezzano (BG)'], '016'),
    ('Ristorante Il Gabbiano S.a.s.', ['Lungomare Matteotti 88', '65121 Pescara (PE)'], '068'),
    ('Officine Meccaniche Ferretti S.p.A.', ['Via dell\'Artigianato 5', '40057 Granarolo dell\'Emilia (BO)'], '037'),
    ('Supermercati Bianchi S.p.A.', ['Viale della Repubblica 210', '20151 Milano (MI)'], '015'),
    ('Hotel Vesuvio S.r.l.', ['Via Partenope 31', '80121 Napoli (NA)'], '063'),
    ('Farmacia Centrale S.n.c. di Pinna e Sanna', ['Corso Vittorio Emanuele II 44', '09124 Cagliari (CA)'], '092'),
]

# What each invoice sells: (code, text, unit, low and high price in cents, VAT rate, quantities to choose from).
Items = [
    [('MAG-2P16', 'Interruptor magnetotérmico 2P 16A curva C', 'ud', 900, 1500, 21, [4, 6, 10, 12]),
     ('DIF-2P40', 'Interruptor diferencial 2P 40A 30mA clase A', 'ud', 3500, 6000, 21, [2, 3, 4]),
     ('CAB-RZ1-25', 'Cable RZ1-K 0,6/1kV 3G2,5 mm² (m)', 'm', 95, 160, 21, [50, 100, 150, 200]),
     ('CUA-24M', 'Cuadro de superficie 24 módulos IP40', 'ud', 2500, 4200, 21, [1, 2]),
     ('LED-6060', 'Panel LED 60x60 40W 4000K', 'ud', 1800, 2900, 21, [8, 10, 12, 20]),
     ('TUB-M20', 'Tubo corrugado M20 (rollo 100 m)', 'ud', 1400, 2200, 21, [2, 3, 5]),
     ('BOR-WAGO', 'Borna de conexión rápida 3 polos (caja 50 ud)', 'cj', 1100, 1700, 21, [1, 2, 4])],
    [('AL-1021', 'Jamón cocido extra (kg)', 'kg', 780, 1150, 10, [4, 5, 6, 8]),
     ('AL-2044', 'Café en grano natural, 1 kg', 'ud', 1450, 1990, 10, [6, 10, 12]),
     ('AL-3310', 'Agua mineral 1,5 L (pack 6)', 'pk', 210, 330, 10, [10, 20, 30]),
     ('AL-4178', 'Atún en aceite de girasol, lata 1 kg', 'ud', 890, 1290, 10, [6, 12]),
     ('BE-0902', 'Cerveza rubia, barril 30 L', 'ud', 6900, 8900, 21, [2, 3, 4]),
     ('LI-5520', 'Detergente lavavajillas industrial 20 L', 'ud', 2900, 4200, 21, [1, 2]),
     ('ME-6130', 'Servilletas de papel 40x40 (caja 1.200 ud)', 'cj', 1850, 2600, 21, [2, 3])],
    [('', 'Diseño de identidad corporativa: logotipo y manual de marca', '', 90000, 140000, 21, [1]),
     ('', 'Maquetación de catálogo de novedades (página)', '', 2500, 4000, 21, [16, 24, 32]),
     ('', 'Adaptación de piezas para redes sociales', '', 1500, 2500, 21, [6, 8, 10]),
     ('', 'Horas de revisión y cambios', '', 3500, 4500, 21, [2, 3, 4.5])],
    None,  # the fleet's maintenance, made below
    [('', 'Honorarios asesoría fiscal y contable – {month}', '', 18000, 26000, 21, [1]),
     ('', 'Nóminas y seguros sociales (por trabajador)', '', 1500, 2200, 21, [4, 5, 6, 7]),
     ('', 'Presentación modelo 303 (IVA)', '', 4000, 6000, 21, [1]),
     ('', 'Presentación modelo 111 (retenciones)', '', 3000, 4500, 21, [1]),
     ('', 'Alta de contrato de trabajo y comunicación Contrat@', '', 2500, 3500, 21, [1, 2])],
    [('FOL-A4D', 'Folletos A4 díptico, estucado brillo 135 g, 4/4 tintas', 'ud', 9, 16, 21, [2000, 5000]),
     ('TAR-350', 'Tarjetas de visita 85x55 mm, 350 g, plastificado mate (500 ud)', 'lote', 2400, 3600, 21, [4, 6]),
     ('LON-300', 'Lona publicitaria 300x100 cm con ollados', 'ud', 5500, 8500, 21, [2, 3]),
     ('CAT-32', 'Catálogo 32 págs. grapado, 21x21 cm', 'ud', 180, 290, 21, [300, 500]),
     ('MEN-A3', 'Cartas de menú A3 plastificadas', 'ud', 350, 600, 21, [40, 60]),
     ('DIS-PRE', 'Diseño y preimpresión', 'h', 3500, 4500, 21, [2, 3, 4])],
    [('TR-18V', 'Trapano avvitatore a batteria 18V con 2 batterie', 'pz', 13900, 18900, 22, [1, 2]),
     ('VT-4232', 'Viti autofilettanti 4,2x32 zincate (conf. 500 pz)', 'cf', 1150, 1690, 22, [4, 6, 10]),
     ('TS-08N', 'Tassello in nylon 8 mm (conf. 100 pz)', 'cf', 590, 890, 22, [5, 10]),
     ('GU-NIT', 'Guanti da lavoro in nitrile, taglia 9 (paio)', 'pa', 210, 390, 22, [24, 36, 48]),
     ('SI-280', 'Silicone acetico trasparente 280 ml', 'pz', 390, 620, 22, [12, 24]),
     ('MO-115', 'Disco da taglio inox 115 mm', 'pz', 120, 230, 22, [25, 50, 100]),
     ('NA-5025', 'Nastro americano grigio 50 mm x 25 m', 'pz', 350, 560, 22, [12, 24])],
    [('CB-0410', 'Controfiletto di bovino adulto sottovuoto', 'kg', 2290, 2890, 10, [6, 8, 10]),
     ('SA-1120', 'Salmone norvegese affumicato a fette', 'kg', 3190, 3890, 10, [2, 3, 4]),
     ('PR-0712', 'Prosciutto crudo stagionato 16 mesi, disossato', 'kg', 1690, 2190, 10, [7, 8]),
     ('CF-1000', 'Caffè in grani miscela bar 80/20 (kg)', 'kg', 1890, 2450, 22, [6, 10, 12]),
     ('AC-0750', 'Acqua minerale naturale vetro 0,75 l (cassa 12 bt)', 'ca', 690, 890, 22, [10, 15, 20]),
     ('VN-0375', 'Montepulciano d\'Abruzzo DOC (cartone 6 bt)', 'ct', 3300, 4500, 22, [3, 4, 6]),
     ('DT-0010', 'Detergente lavastoviglie professionale 10 kg', 'pz', 2890, 3590, 22, [1, 2])],
    [('', 'Progettazione esecutiva impianto elettrico e di illuminazione, nuovo capannone di via dell\'Artigianato',
      '', 180000, 320000, 22, [1]),
     ('', 'Direzione lavori impianti – stato avanzamento n. 2', '', 60000, 120000, 22, [1]),
     ('', 'Pratica SCIA e deposito della dichiarazione di conformità', '', 25000, 45000, 22, [1]),
     ('', 'Sopralluoghi in cantiere', '', 9000, 12000, 22, [2, 3, 4])],
    None,  # the transports, made below
    [('BV-350', 'Biglietti da visita 350 g, stampa f/r, plastificati (conf. 500 pz)', 'cf', 2900, 4200, 22, [5, 8]),
     ('VO-A5', 'Volantini A5 4/4 colori, patinata lucida 150 g', 'pz', 6, 11, 22, [2500, 5000]),
     ('BR-48', 'Brochure 48 pagine, brossura fresata, copertina plastificata', 'pz', 390, 590, 22, [200, 300]),
     ('CI-A4', 'Carta intestata A4, uso mano 100 g (risme da 500 fogli)', 'rs', 3900, 5200, 22, [2, 4]),
     ('MN-70', 'Manifesti 70x100 cm, carta blue back', 'pz', 280, 450, 22, [30, 50]),
     ('IM-H', 'Impaginazione grafica', 'h', 3500, 4500, 22, [2, 3, 5])],
    [('AS-CAN', 'Canone assistenza sistemistica – {month}', 'mese', 28000, 42000, 22, [1]),
     ('LC-365', 'Licenza suite office in cloud (utente/mese)', 'n.', 1050, 1250, 22, [4, 5, 6]),
     ('IN-ONS', 'Intervento tecnico on-site', 'h', 4500, 5500, 22, [2, 3, 4.5]),
     ('NS-4B', 'NAS 4 bay con 4 dischi da 4 TB, configurazione inclusa', 'pz', 89000, 120000, 22, [1]),
     ('BK-CLD', 'Backup in cloud 500 GB', 'mese', 2900, 3900, 22, [1])],
]

# The twelve invoices: language, layout, seller and customer (their index in the lists), how the number is made, its
# label, the date's label and whether the date is written out, the due date's label and days (None: none printed),
# the order's label (None: none), the total's label, the withholding, the amounts' style, the lines to print.
Plan = [
    dict(language='es', layout='clasico', number='{y}/{n:04d}', number_label='Nº de factura', date_label='Fecha',
         written=False, due=('Fecha de vencimiento', 30), order='Su pedido nº', total='Total factura',
         withholding=None, lines=(4, 6)),
    dict(language='es', layout='rejilla', number='F-{y}-{n:04d}', number_label='Nº Factura',
         date_label='Fecha de factura', written=False, due=('Vencimiento', 30), order='Pedido', total='TOTAL',
         withholding=None, lines=(5, 7)),
    dict(language='es', layout='moderno', number='A {n}', number_label='Número de factura',
         date_label='Fecha de emisión', written=True, due=None, order=None, total='Total a pagar',
         withholding=('Retención IRPF 15%', 15), lines=(3, 4)),
    dict(language='es', layout='clasico', number='{y}/{n:04d}', number_label='Factura nº',
         date_label='Fecha de emisión', written=False, due=('Vencimiento', 60), order=None, total='Total factura',
         withholding=None, lines=(38, 38)),
    dict(language='es', layout='rejilla', number='F-{y}-{n:04d}', number_label='Nº Factura', date_label='Fecha',
         written=False, due=('Vencimiento', 15), order=None, total='Total a pagar',
         withholding=('Retención IRPF 15%', 15), lines=(3, 5)),
    dict(language='es', layout='moderno', number='{y}-{n:04d}', number_label='Número de factura',
         date_label='Fecha de factura', written=True, due=None, order='Su pedido nº', total='TOTAL',
         withholding=None, lines=(3, 5)),
    dict(language='it', layout='classico', number='{n}/{y}', written=False, due=('Scadenza', 'dffm'),
         order='Vs. ordine n.', total='Totale documento', withholding=None, money='pre', lines=(4, 6)),
    dict(language='it', layout='gestionale', number='{y}/{n}', written=False, due=('Data scadenza', 30),
         order='Rif. ordine', total='Totale documento', withholding=None, money='post', lines=(5, 7)),
    dict(language='it', layout='parcella', number='{n}/{y}', written=True, due=None, order=None,
         total='Totale fattura', withholding=("Ritenuta d'acconto 20%", 20), money='pre', lines=(3, 4)),
    dict(language='it', layout='classico', number='{n}/{yy}', written=False, due=('Scadenza', 60), order=None,
         total='Totale fattura', withholding=None, money='post', lines=(40, 40)),
    dict(language='it', layout='gestionale', number='{n}/A', written=False, due=None, order='Rif. ordine',
         total='Totale documento', withholding=None, money='post', lines=(4, 5)),
    dict(language='it', layout='parcella', number='{y}-{n:04d}', written=True, due=('Data scadenza', 'dffm'),
         order=None, total='Totale fattura', withholding=None, money='pre', lines=(3, 4)),
]

Plates = ['4521 KLM', '8812 JHB', '1290 LCD', '6037 KBS', '3374 LFG', '9158 JRN']
Repairs = [('Cambio de aceite 5W30 y filtro', 6500, 9500), ('Pastillas de freno delanteras', 7800, 11500),
           ('Neumático 205/55 R16 91V', 7200, 9800), ('Filtro de aire', 1800, 2900), ('Filtro de habitáculo',
                                                                                       1500, 2600),
           ('Escobillas limpiaparabrisas (juego)', 2200, 3400), ('Batería 70 Ah 640 A', 9500, 13500),
           ('Líquido de frenos DOT 4 (sustitución)', 3200, 4500), ('Equilibrado y alineación', 3500, 5500),
           ('Mano de obra (horas)', 4200, 4800), ('Lámpara H7 (2 ud)', 1200, 1800),
           ('Revisión pre-ITV', 3500, 4500)]
Towns = ['Milano', 'Verona', 'Bologna', 'Treviso', 'Brescia', 'Torino', 'Vicenza', 'Modena', 'Trento', 'Udine']


def lines_for(index, plan, issued):
    """The invoice's lines: (code, text, unit, quantity, price, amount, rate)."""
    low, high = plan['lines']
    count = rng.randint(low, high)
    lines = []
    if index == 3:  # a fleet's maintenance: many lines, one per vehicle and job
        jobs = rng.sample([(plate, repair) for plate in Plates for repair in Repairs], count)
        jobs.sort(key=lambda job: (Plates.index(job[0]), Repairs.index(job[1])))
        prices = {text: Decimal(rng.randint(lo, hi)) / 100 for text, lo, hi in Repairs}  # one price per job
        for plate, (text, lo, hi) in jobs:
            qty = Decimal(str(rng.choice([1, 1.5, 2, 2.5]))) if text.startswith('Mano') else Decimal(
                rng.choice([1, 1, 2, 4]) if text.startswith('Neum') else 1)
            lines.append((f'R{digits(4)}', f'{text} – {plate}', 'ud', qty, prices[text], 21))
    elif index == 9:  # a month of transports
        day = issued.replace(day=1) - datetime.timedelta(days=1)
        days = sorted(rng.sample(range(1, day.day + 1), count // 2 + 1))
        for _ in range(count):
            d = day.replace(day=rng.choice(days))
            lines.append(('', f'Trasporto Padova – {rng.choice(Towns)}, DDT n. {rng.randint(100, 999)} del '
                              f'{numeric_date(d)}', 'viaggio', Decimal(1),
                          Decimal(rng.randint(18000, 62000)) / 100, 22))
        lines.sort(key=lambda line: line[1][-10:][6:] + line[1][-10:][3:5] + line[1][-10:][:2])
    else:
        month = (issued.replace(day=1) - datetime.timedelta(days=1))
        month = f"{MONTHS[plan['language']][month.month - 1]} {month.year}"
        for code, text, unit, lo, hi, rate, quantities in rng.sample(Items[index], count):
            qty = Decimal(str(rng.choice(quantities)))
            price = (Decimal(rng.randint(lo, hi)) / 100)
            if lo < 100 and hi < 100:  # a price per piece under a cent's worth of precision: three decimals
                price = Decimal(rng.randint(lo * 10, hi * 10)) / 1000
            lines.append((code, text.format(month=month), unit, qty, price, rate))
    return [(code, text, unit, qty, price, (qty * price).quantize(CENT, ROUND_HALF_UP), rate)
            for code, text, unit, qty, price, rate in lines]


def price_text(price):
    return num(price) if price == price.quantize(CENT) else f'{price:.3f}'.replace('.', ',')


# --- The pages --------------------------------------------------------------------------------------------------------

Base = """
@page {{ size: A4; margin: {margin}; {margin_boxes} }}
body {{ font-family: 'DejaVu Sans', sans-serif; font-size: 9pt; color: #222; margin: 0; }}
table {{ border-collapse: collapse; }}
.num {{ text-align: right; white-space: nowrap; }}
.lines {{ width: 100%; margin-top: 6mm; }}
.lines tr {{ page-break-inside: avoid; }}
.small {{ font-size: 7.5pt; color: #555; }}
.accent {{ color: {colour}; }}
"""



def page_count_box(word, of):
    return (f'@bottom-right {{ content: "{word} " counter(page) " {of} " counter(pages); font-family: \'DejaVu Sans\';'
            ' font-size: 7pt; color: #666; }')




def page_es_clasico(f):
    """Letterhead at the top left, the customer's box at the right, "FACTURA" over label–value lines, a table of lines
    with reference and unit, a VAT summary at the left of the totals, payment and registration below."""
    s, c = f['seller'], f['customer']
    css = Base.format(margin='14mm 15mm 20mm 15mm', colour=s['colour'],
                      margin_boxes=margin_box('bottom-left', s['registry']) +
                      (page_count_box('Página', 'de') if f['long'] else '')) + """
.head td { vertical-align: top; }
.name { font-size: 13pt; font-weight: bold; white-space: nowrap; }
.cbox { border: 0.8px solid #555; padding: 3mm 4mm; width: 72mm; line-height: 1.4; }
.cbox .label { font-size: 7.5pt; color: #666; text-transform: uppercase; }
h1 { font-size: 22pt; margin: 8mm 0 3mm; }
.data td { padding: 0.6mm 6mm 0.6mm 0; }
.lines th { border-top: 1px solid #333; border-bottom: 1px solid #333; padding: 1.4mm 1.5mm; text-align: left; }
.lines td { padding: 1.1mm 1.5mm; border-bottom: 0.3px solid #ccc; }
.summary th, .summary td { border: 0.5px solid #999; padding: 1mm 2.5mm; font-size: 8.5pt; }
.summary th { background: #eee; }
.totals td { padding: 1mm 0 1mm 10mm; }
.totals tr.total td { font-weight: bold; font-size: 11pt; border-top: 1.2px solid #222; }
"""
    data = [(f['number_label'], f'<b>{e(f["number"])}</b>'), (f['date_label'], f['date'])]
    if f['due']:
        data.append((f['due_label'], f['due']))
    if f['order']:
        data.append((f['order_label'], e(f['order'])))
    data.append(('Cód. cliente', f['client_code']))
    coded = any(line[0] for line in f['lines'])
    rows = ''.join(f"<tr>{f'<td>{e(code)}</td>' if coded else ''}<td>{e(text)}</td><td class=num>{quantity(qty)}</td>"
                   f"<td class=num>{price_text(price)}</td><td class=num>{num(amount)} €</td></tr>"
                   for code, text, unit, qty, price, amount, rate in f['lines'])
    summary = ''.join(f"<tr><td class=num>{num(base)} €</td><td class=num>{rate}%</td><td class=num>{num(tax)} €</td>"
                      f"</tr>" for rate, (base, tax) in f['per_rate'].items())
    vat_rows = ''.join(f"<tr><td>IVA {rate}%</td><td class=num>{num(tax)} €</td></tr>"
                       for rate, (base, tax) in f['per_rate'].items())
    body = f"""
<table class="head" style="width:100%"><tr>
<td>{logo(s['colour'], 'bolt')}<br><div class="name accent">{e(s['name'])}</div>
<div class="small">{e(s['tagline'])}</div>{'<br>'.join(e(line) for line in s['address'])}<br>
{s['vat_html']}<br>Tel. {s['phone']} · {s['mail']}</td>
<td style="width:78mm"><div style="height:12mm"></div><div class="cbox"><div class="label">Cliente</div>
<b>{e(c['name'])}</b><br>{'<br>'.join(e(line) for line in c['address'])}<br>{c['vat_html']}</div></td>
</tr></table>
<h1>FACTURA</h1>
<table class="data">{''.join(f'<tr><td>{label}:</td><td>{value}</td></tr>' for label, value in data)}</table>
<table class="lines"><thead><tr>{'<th>Ref.</th>' if coded else ''}<th>Descripción</th><th class=num>Cantidad</th>
<th class=num>Precio</th><th class=num>Importe</th></tr></thead><tbody>{rows}</tbody></table>
<table style="width:100%;margin-top:6mm;page-break-inside:avoid"><tr>
<td style="vertical-align:top"><table class="summary"><tr><th>Base imponible</th><th>% IVA</th><th>Cuota IVA</th>
</tr>{summary}</table></td>
<td style="vertical-align:top"><table class="totals" style="margin-left:auto">
<tr><td>Base imponible</td><td class=num>{num(f['net'])} €</td></tr>{vat_rows}
<tr class="total"><td>{f['total_label']}</td><td class=num>{num(f['pay'])} €</td></tr></table></td></tr></table>
<div style="margin-top:8mm;page-break-inside:avoid"><b>Forma de pago:</b> Transferencia bancaria{f['terms']}<br>
IBAN {f['iban_printed']} · BIC {s['bic']} ({e(s['bank'])})</div>
<div class="small" style="margin-top:8mm">{e(f['privacy'])}</div>"""
    return document('es', css, body)


def page_es_rejilla(f):
    """The supplier at the top left, "FACTURA" large at the right; the invoice's data as a row of boxes, labels above
    values; "Facturar a"; a table of lines with the VAT rate per line; the totals as a band of boxes, labels above
    values; payment below."""
    s, c = f['seller'], f['customer']
    css = Base.format(margin='12mm 14mm 18mm 14mm', colour=s['colour'],
                      margin_boxes=margin_box('bottom-center', s['registry'])) + f"""
.top td {{ vertical-align: top; }}
.title {{ font-size: 30pt; font-weight: bold; color: {s['colour']}; text-align: right; }}
.grid {{ width: 100%; margin-top: 7mm; }}
.grid th {{ background: {s['colour']}; color: white; font-size: 7.5pt; text-align: left; padding: 1mm 2mm;
  border: 0.5px solid {s['colour']}; font-weight: normal; }}
.grid td {{ border: 0.5px solid #999; padding: 1.5mm 2mm; font-size: 9.5pt; }}
.billto {{ margin-top: 6mm; line-height: 1.4; }}
.billto .label {{ color: {s['colour']}; font-weight: bold; }}
.lines th {{ background: #f0f0f0; border-bottom: 1.2px solid {s['colour']}; padding: 1.5mm 2mm; text-align: left; }}
.lines td {{ padding: 1.5mm 2mm; border-bottom: 0.3px solid #ccc; }}
.rates {{ margin-top: 5mm; }}
.rates th, .rates td {{ padding: 0.8mm 3mm; font-size: 8pt; border-bottom: 0.3px solid #ccc; }}
.band {{ width: 100%; margin-top: 4mm; }}
.band th {{ font-size: 7.5pt; font-weight: normal; color: #555; text-align: right; padding: 1mm 2mm;
  border-top: 0.5px solid #999; }}
.band td {{ text-align: right; padding: 1.5mm 2mm; font-size: 10pt; border-bottom: 0.5px solid #999; }}
.band .total {{ background: {s['colour']}; color: white; font-weight: bold; font-size: 12pt; }}
.pay {{ margin-top: 8mm; border-left: 3px solid {s['colour']}; padding: 2mm 4mm; line-height: 1.5; }}
"""
    heads = [f['number_label'], f['date_label']] + ([f['due_label']] if f['due'] else []) + \
            ([f['order_label']] if f['order'] else []) + ['Forma de pago']
    values = [f'<b>{e(f["number"])}</b>', f['date']] + ([f['due']] if f['due'] else []) + \
             ([e(f['order'])] if f['order'] else []) + ['Transferencia']
    rows = ''.join(f"<tr><td>{e(text)}</td><td class=num>{quantity(qty)}</td><td class=num>{price_text(price)} €</td>"
                   f"<td class=num>{rate}%</td><td class=num>{num(amount)} €</td></tr>"
                   for code, text, unit, qty, price, amount, rate in f['lines'])
    several = len(f['per_rate']) > 1
    rates = ("<tr><th>% IVA</th><th class=num>Base</th><th class=num>Cuota</th></tr>" + ''.join(
        f"<tr><td>{rate}%</td><td class=num>{num(base)} €</td><td class=num>{num(tax)} €</td></tr>"
        for rate, (base, tax) in f['per_rate'].items())) if several else ''
    vat_head = 'Total IVA' if several else f"IVA {next(iter(f['per_rate']))}%"
    band_heads = ['Base imponible', vat_head] + ([f['withholding_label']] if f['withholding'] else []) + \
                 [f['total_label']]
    band_values = [f"{num(f['net'])} €", f"{num(f['tax'])} €"] + \
                  ([f"-{num(f['withholding'])} €"] if f['withholding'] else []) + [f"{num(f['pay'])} €"]
    band = (''.join(f'<th>{h}</th>' for h in band_heads),
            ''.join(f"<td{' class=total' if i == len(band_values) - 1 else ''}>{v}</td>"
                    for i, v in enumerate(band_values)))
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{logo(s['colour'], 'squares')} <span style="font-size:13pt;font-weight:bold;white-space:nowrap">{e(s['name'])}</span><br>
<span class="small">{e(s['tagline'])}</span><br>{'<br>'.join(e(line) for line in s['address'])}<br>{s['vat_html']}<br>
{s['phone']} · {s['mail']}</td><td class="title">FACTURA</td></tr></table>
<table class="grid"><tr>{''.join(f'<th>{h}</th>' for h in heads)}</tr>
<tr>{''.join(f'<td>{v}</td>' for v in values)}</tr></table>
<div class="billto"><span class="label">Facturar a</span><br><b>{e(c['name'])}</b><br>
{'<br>'.join(e(line) for line in c['address'])}<br>{c['vat_html']}</div>
<table class="lines"><thead><tr><th>Descripción</th><th class=num>Cantidad</th><th class=num>Precio</th>
<th class=num>IVA</th><th class=num>Importe</th></tr></thead><tbody>{rows}</tbody></table>
{f'<table class="rates" style="margin-left:auto">{rates}</table>' if several else ''}
<table class="band"><tr>{band[0]}</tr><tr>{band[1]}</tr></table>
<div class="pay"><b>Forma de pago:</b> Transferencia bancaria{f['terms']}<br>
<b>IBAN:</b> {f['iban_printed']} &nbsp; <b>BIC:</b> {s['bic']} &nbsp; ({e(s['bank'])})<br>
<span class="small">Indique el número de factura en el concepto de la transferencia.</span></div>
<div class="small" style="margin-top:10mm">{e(f['privacy'])}</div>"""
    return document('es', css, body)


def page_es_moderno(f):
    """A coloured band with the supplier's name; "FACTURA" with its number and date at the right, labels beside the
    values; "Emisor" and "Cliente" side by side; the lines; a framed totals box; the IBAN in a shaded box."""
    s, c = f['seller'], f['customer']
    boxes = margin_box('bottom-center', s['registry']) if s['registry'] else ''
    css = Base.format(margin='0 0 16mm 0', colour=s['colour'], margin_boxes=boxes) + f"""
.band {{ background: {s['colour']}; color: white; padding: 9mm 16mm 7mm; }}
.band .name {{ font-size: 17pt; font-weight: bold; }}
.wrap {{ padding: 0 16mm; }}
.head {{ width: 100%; margin-top: 8mm; }}
.head td {{ vertical-align: top; }}
h1 {{ font-size: 20pt; margin: 0 0 2mm; color: {s['colour']}; text-align: right; }}
.meta {{ margin-left: auto; }}
.meta td {{ padding: 0.5mm 0 0.5mm 5mm; text-align: right; }}
.meta td:first-child {{ color: #666; }}
.parties {{ width: 100%; margin-top: 8mm; }}
.parties td {{ vertical-align: top; width: 50%; line-height: 1.45; }}
.parties .label {{ font-size: 7.5pt; text-transform: uppercase; color: {s['colour']}; }}
.lines th {{ text-align: left; font-size: 8pt; text-transform: uppercase; color: #555; padding: 1.5mm 2mm;
  border-bottom: 1.5px solid {s['colour']}; }}
.lines td {{ padding: 2mm 2mm; border-bottom: 0.3px solid #ddd; }}
.box {{ border: 1px solid {s['colour']}; margin: 6mm 0 0 auto; width: 80mm; }}
.box td {{ padding: 1.4mm 3mm; }}
.box tr.total td {{ background: {s['colour']}; color: white; font-weight: bold; font-size: 11pt; }}
.iban {{ background: #f4f4f5; padding: 3mm 4mm; margin-top: 8mm; line-height: 1.5; }}
"""
    meta = [(f['number_label'], f'<b>{e(f["number"])}</b>'), (f['date_label'], f['date'])]
    if f['order']:
        meta.append((f['order_label'], e(f['order'])))
    rows = ''.join(f"<tr><td>{e(text)}</td><td class=num>{quantity(qty)}</td><td class=num>{price_text(price)} €</td>"
                   f"<td class=num>{num(amount)} €</td></tr>"
                   for code, text, unit, qty, price, amount, rate in f['lines'])
    totals = [('Base imponible', f"{num(f['net'])} €")]
    totals += [(f'IVA {rate}%', f'{num(tax)} €') for rate, (base, tax) in f['per_rate'].items()]
    if f['withholding']:
        totals.append((f['withholding_label'], f"-{num(f['withholding'])} €"))
    totals.append((f['total_label'], f"{num(f['pay'])} €"))
    box = ''.join(f"<tr{' class=total' if i == len(totals) - 1 else ''}><td>{label}</td><td class=num>{value}</td></tr>"
                  for i, (label, value) in enumerate(totals))
    body = f"""
<div class="band">{logo('white', 'circle', s['colour'])} <span class="name">{e(s['name'])}</span><br>
<span style="font-size:9pt">{e(s['tagline'])}</span></div>
<div class="wrap">
<table class="head"><tr><td></td><td><h1>FACTURA</h1><table class="meta">
{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in meta)}</table></td></tr></table>
<table class="parties"><tr><td><div class="label">Emisor</div><b>{e(s['name'])}</b><br>{s['vat_html']}<br>
{'<br>'.join(e(line) for line in s['address'])}<br>{s['mail']} · {s['phone']}</td>
<td><div class="label">Cliente</div><b>{e(c['name'])}</b><br>{c['vat_html']}<br>
{'<br>'.join(e(line) for line in c['address'])}</td></tr></table>
<table class="lines"><thead><tr><th>Descripción</th><th class=num>Cantidad</th><th class=num>Precio</th>
<th class=num>Importe</th></tr></thead><tbody>{rows}</tbody></table>
<table class="box">{box}</table>
<div class="iban"><b>Forma de pago:</b> Transferencia bancaria{f['terms']}<br>{e(s['bank'])} · IBAN
{f['iban_printed']} · BIC {s['bic']}</div>
{f'<p class="small" style="margin-top:6mm">{e(f["note"])}</p>' if f['note'] else ''}
<div class="small" style="margin-top:6mm">{e(f['privacy'])}</div>
</div>"""
    return document('es', css, body)


def page_it_classico(f):
    """The letterhead at the top left, "Spett.le" and the customer at the right, "FATTURA n. … del …" on one line, a
    table with the VAT rate per line, "Riepilogo IVA" beside the totals, payment and bank, the firm's registration in
    the page's foot."""
    s, c = f['seller'], f['customer']
    css = Base.format(margin='14mm 15mm 20mm 15mm', colour=s['colour'],
                      margin_boxes=margin_box('bottom-left', s['registry']) +
                      (page_count_box('Pagina', 'di') if f['long'] else '')) + """
.head td { vertical-align: top; line-height: 1.4; }
.name { font-size: 15pt; font-weight: bold; }
.title { font-size: 13pt; font-weight: bold; margin-top: 10mm; border-bottom: 1.5px solid #333; padding-bottom: 1.5mm; }
.lines th { background: #e9e9e9; padding: 1.4mm 1.5mm; text-align: left; font-size: 8pt; }
.lines td { padding: 1.1mm 1.5mm; border-bottom: 0.3px solid #ccc; }
.riep th, .riep td { border: 0.5px solid #888; padding: 1mm 2.5mm; font-size: 8.5pt; }
.riep th { background: #e9e9e9; }
.totals td { padding: 1mm 0 1mm 10mm; }
.totals tr.total td { font-weight: bold; font-size: 11pt; border-top: 1.2px solid #222; }
"""
    order = (f"<div style='margin-top:2mm'>{f['order_label']} {e(f['order'])} del {f['order_date']}</div>"
             if f['order'] else '')
    coded = any(line[0] for line in f['lines'])
    rows = ''.join(f"<tr>{f'<td>{e(code)}</td>' if coded else ''}<td>{e(text)}</td><td>{unit}</td>"
                   f"<td class=num>{quantity(qty)}</td><td class=num>{price_text(price)}</td><td class=num>{num(amount)}"
                   f"</td><td class=num>{rate}</td></tr>"
                   for code, text, unit, qty, price, amount, rate in f['lines'])
    riep = ''.join(f"<tr><td class=num>{rate}%</td><td class=num>{num(base)}</td><td class=num>{num(tax)}</td></tr>"
                   for rate, (base, tax) in f['per_rate'].items())
    vat_rows = ''.join(f"<tr><td>IVA {rate}%</td><td class=num>{f['money'](tax)}</td></tr>"
                       for rate, (base, tax) in f['per_rate'].items())
    due = f"<br><b>Scadenza:</b> {f['due']}" if f['due'] else ''
    body = f"""
<table class="head" style="width:100%"><tr>
<td><div class="name accent">{e(s['name'])}</div><div class="small">{e(s['tagline'])}</div>
{'<br>'.join(e(line) for line in s['address'])}<br>{s['vat_html']}<br>Tel. {s['phone']} – {s['mail']}<br>
PEC {s['pec']}</td>
<td style="width:80mm"><div style="height:14mm"></div>Spett.le<br><b>{e(c['name'])}</b><br>
{'<br>'.join(e(line) for line in c['address'])}<br>{c['vat_html']}</td></tr></table>
<div class="title">FATTURA n. {e(f['number'])} del {f['date']}</div>{order}
<table class="lines"><thead><tr>{'<th>Codice</th>' if coded else ''}<th>Descrizione</th><th>U.M.</th>
<th class=num>Quantità</th><th class=num>Prezzo unitario</th><th class=num>Importo</th><th class=num>IVA %</th></tr></thead><tbody>{rows}</tbody>
</table>
<table style="width:100%;margin-top:6mm;page-break-inside:avoid"><tr>
<td style="vertical-align:top"><div style="font-weight:bold;margin-bottom:1mm">Riepilogo IVA</div><table class="riep">
<tr><th>Aliquota</th><th>Imponibile</th><th>Imposta</th></tr>{riep}</table></td>
<td style="vertical-align:top"><table class="totals" style="margin-left:auto">
<tr><td>Totale imponibile</td><td class=num>{f['money'](f['net'])}</td></tr>{vat_rows}
<tr class="total"><td>{f['total_label']}</td><td class=num>{f['money'](f['pay'])}</td></tr></table></td></tr></table>
<div style="margin-top:8mm;line-height:1.5;page-break-inside:avoid"><b>Modalità di pagamento:</b> Bonifico bancario
{f['terms']}{due}<br><b>Banca:</b> {e(s['bank'])} – <b>IBAN</b> {f['iban_printed']}</div>
<div class="small" style="margin-top:8mm">{e(f['note'])}</div>"""
    return document('it', css, body)


def page_it_gestionale(f):
    """As Italian invoicing software prints it: the supplier at the left, the "Destinatario" box at the right with
    its codice destinatario; the document's data as a row of boxes, labels above values ("Tipo documento", "Numero
    documento", "Data documento" …); a ruled table with code, unit, discount and VAT per line; boxes of "Riepilogo
    IVA" and the totals; the due date and amount in a "Scadenze" box; the courtesy copy's note."""
    s, c = f['seller'], f['customer']
    css = Base.format(margin='12mm 12mm 16mm 12mm', colour=s['colour'],
                      margin_boxes=margin_box('bottom-left', s['registry']) + page_count_box('Pag.', 'di')) + f"""
.head td {{ vertical-align: top; line-height: 1.35; }}
.name {{ font-size: 12pt; font-weight: bold; color: {s['colour']}; white-space: nowrap; }}
.box {{ border: 0.8px solid #444; padding: 2mm 3mm; }}
.box .label, .cell .label {{ font-size: 6.5pt; color: #555; text-transform: uppercase; }}
.grid {{ width: 100%; margin-top: 5mm; }}
.grid td {{ border: 0.8px solid #444; padding: 1mm 2mm; vertical-align: top; }}
.grid .v {{ font-size: 9.5pt; font-weight: bold; white-space: nowrap; }}
.lines td:first-child {{ white-space: nowrap; }}
.lines {{ margin-top: 3mm; }}
.lines th {{ border: 0.8px solid #444; background: #eee; font-size: 7.5pt; padding: 1mm 1.5mm; text-align: left; }}
.lines td {{ border-left: 0.8px solid #444; border-right: 0.8px solid #444; padding: 1mm 1.5mm; }}
.lines tbody tr:last-child td {{ border-bottom: 0.8px solid #444; padding-bottom: 20mm; }}
.foot {{ width: 100%; margin-top: 3mm; }}
.foot td {{ border: 0.8px solid #444; padding: 1mm 2mm; vertical-align: top; }}
.inner th, .inner td {{ border: none; font-size: 8pt; padding: 0.5mm 2mm; text-align: right; }}
.big {{ font-size: 12pt; font-weight: bold; text-align: right; }}
"""
    cells = [('Tipo documento', 'FATTURA'), ('Numero documento', e(f['number'])), ('Data documento', f['date']),
             ('Codice cliente', f['client_code'])]
    if f['order']:
        cells.append((f['order_label'], f"{e(f['order'])} del {f['order_date']}"))
    cells.append(('Pagamento', f['terms_short']))
    rows = ''.join(f"<tr><td>{e(code)}</td><td>{e(text)}</td><td>{unit}</td><td class=num>{quantity(qty)}</td>"
                   f"<td class=num>{price_text(price)}</td><td class=num>{disc}</td><td class=num>{num(amount)}</td>"
                   f"<td class=num>{rate}</td></tr>"
                   for (code, text, unit, qty, price, amount, rate), disc in zip(f['lines'], f['discounts']))
    riep = ''.join(f"<tr><td>{rate}</td><td>{rate}%</td><td>{num(base)}</td><td>{num(tax)}</td></tr>"
                   for rate, (base, tax) in f['per_rate'].items())
    scad = (f"<tr><td colspan=3><span class='label'>Scadenze</span><table class='inner'><tr><th>Data scadenza</th>"
            f"<th>Importo</th></tr><tr><td>{f['due']}</td><td>{f['money'](f['pay'])}</td></tr></table></td></tr>"
            if f['due'] else '')
    body = f"""
<table class="head" style="width:100%"><tr>
<td>{logo(s['colour'], 'squares')} <span class="name">{e(s['name'])}</span><br><span class="small">{e(s['tagline'])}
</span><br>{'<br>'.join(e(line) for line in s['address'])}<br>{s['vat_html']}<br>Tel. {s['phone']}<br>{s['mail']}</td>
<td style="width:82mm"><div class="box"><div class="label">Destinatario</div><b>{e(c['name'])}</b><br>
{'<br>'.join(e(line) for line in c['address'])}<br>{c['vat_html']}<br>Codice destinatario: {f['sdi']}</div></td>
</tr></table>
<table class="grid"><tr>{''.join(f'<td><span class="label small">{label}</span><br><span class="v">{value}</span></td>'
                                 for label, value in cells)}</tr></table>
<table class="lines" style="width:100%"><thead><tr><th>Codice</th><th>Descrizione</th><th>U.M.</th>
<th class=num>Quantità</th><th class=num>Prezzo unitario</th><th class=num>Sconto %</th><th class=num>Importo</th>
<th class=num>IVA</th></tr></thead><tbody>{rows}</tbody></table>
<table class="foot" style="page-break-inside:avoid"><tr>
<td rowspan=2 style="width:50%"><span class="label small">Riepilogo IVA</span><table class="inner" style="width:100%">
<tr><th>Cod. IVA</th><th>Aliquota</th><th>Imponibile</th><th>Imposta</th></tr>{riep}</table></td>
<td><span class="label small">Totale imponibile</span><div class="big" style="font-size:10pt">{f['money'](f['net'])}
</div></td><td><span class="label small">Totale IVA</span><div class="big" style="font-size:10pt">
{f['money'](f['tax'])}</div></td></tr>
<tr><td colspan=2><span class="label small">{f['total_label']}</span><div class="big">{f['money'](f['pay'])}</div>
</td></tr>{scad}</table>
<div style="margin-top:5mm;line-height:1.5"><b>Modalità di pagamento:</b> Bonifico bancario – {e(s['bank'])}<br>
IBAN {f['iban_printed']}</div>
<div class="small" style="margin-top:6mm">{e(f['note'])}</div>"""
    return document('it', css, body)


def page_it_parcella(f):
    """A centred letterhead with the firm's numbers under its name; "Spett.le" and the customer at the left, the
    invoice's number and date at the right; "Oggetto"; the lines; the computation down to what is paid (the
    engineer's contribution to his pension fund and the withholding); payment."""
    s, c = f['seller'], f['customer']
    css = Base.format(margin='16mm 18mm 20mm 18mm', colour=s['colour'],
                      margin_boxes=margin_box('bottom-center', s['registry'])) + f"""
.letterhead {{ text-align: center; border-bottom: 0.8px solid {s['colour']}; padding-bottom: 3mm; line-height: 1.4; }}
.letterhead .name {{ font-size: 15pt; color: {s['colour']}; }}
.head {{ width: 100%; margin-top: 10mm; }}
.head td {{ vertical-align: top; line-height: 1.45; }}
.doc td {{ padding: 0.5mm 0 0.5mm 4mm; }}
.doc .t {{ font-size: 14pt; font-weight: bold; }}
.lines th {{ border-bottom: 1px solid {s['colour']}; text-align: left; padding: 1.5mm 2mm; font-weight: normal;
  color: #555; }}
.lines td {{ padding: 2mm 2mm; border-bottom: 0.3px solid #ddd; vertical-align: top; }}
.calc {{ margin: 6mm 0 0 auto; }}
.calc td {{ padding: 1mm 0 1mm 10mm; }}
.calc tr.sub td {{ border-top: 0.5px solid #888; }}
.calc tr.total td {{ font-weight: bold; font-size: 11pt; border-top: 1.2px solid #222; }}
"""
    rows = ''.join(f"<tr><td>{e(text)}</td><td class=num>{quantity(qty)}</td><td class=num>{f['money'](price)}</td>"
                   f"<td class=num>{f['money'](amount)}</td></tr>"
                   for code, text, unit, qty, price, amount, rate in f['lines'])
    calc = []
    if f['contribution']:
        calc.append(('', 'Onorario', f['money'](f['fees'])))
        calc.append(('', 'Contributo integrativo Inarcassa 4%', f['money'](f['contribution'])))
        calc.append(('sub', 'Totale imponibile', f['money'](f['net'])))
    else:
        calc.append(('', 'Totale imponibile', f['money'](f['net'])))
    calc += [('', f'IVA {rate}%', f['money'](tax)) for rate, (base, tax) in f['per_rate'].items()]
    if f['withholding']:
        calc.append(('sub', f['total_label'], f['money'](f['gross'])))
        calc.append(('', f"{f['withholding_label']} su {f['money'](f['fees'])}", '- ' + f['money'](f['withholding'])))
        calc.append(('total', 'Netto a pagare', f['money'](f['pay'])))
    else:
        calc.append(('total', f['total_label'], f['money'](f['pay'])))
    due = f"<tr><td>Data scadenza</td><td>{f['due']}</td></tr>" if f['due'] else ''
    body = f"""
<div class="letterhead"><div class="name">{e(s['name'])}</div><div class="small">{e(s['tagline'])}</div>
{' – '.join(e(line) for line in s['address'])} – Tel. {s['phone']}<br>{s['mail']} – PEC {s['pec']}<br>
{s['vat_html']}</div>
<table class="head"><tr><td style="width:55%">Spett.le<br><b>{e(c['name'])}</b><br>
{'<br>'.join(e(line) for line in c['address'])}<br>{c['vat_html']}</td>
<td><table class="doc" style="margin-left:auto"><tr><td colspan=2 class="t">FATTURA</td></tr>
<tr><td>Fattura n.</td><td><b>{e(f['number'])}</b></td></tr><tr><td>Data</td><td>{f['date']}</td></tr>{due}</table>
</td></tr></table>
<p style="margin-top:8mm"><b>Oggetto:</b> {e(f['subject'])}</p>
<table class="lines" style="width:100%"><thead><tr><th>Descrizione</th><th class=num>Quantità</th>
<th class=num>Prezzo unitario</th><th class=num>Importo</th></tr></thead><tbody>{rows}</tbody></table>
<table class="calc">{''.join(f"<tr class='{cls}'><td>{e(label)}</td><td class=num>{value}</td></tr>"
                             for cls, label, value in calc)}</table>
<div style="margin-top:10mm;line-height:1.5"><b>Modalità di pagamento:</b> Bonifico bancario{f['terms']}<br>
{e(s['bank'])} – IBAN {f['iban_printed']}</div>
<div class="small" style="margin-top:8mm">{e(f['note'])}</div>"""
    return document('it', css, body)


Pages = {'clasico': page_es_clasico, 'rejilla': page_es_rejilla, 'moderno': page_es_moderno,
         'classico': page_it_classico, 'gestionale': page_it_gestionale, 'parcella': page_it_parcella}
Layouts = {
    'clasico': 'header at the left, customer box at the right, "FACTURA" over label–value lines, VAT summary beside '
               'the totals',
    'rejilla': 'supplier at the left and "FACTURA" at the right, data in a row of boxes with labels above values, '
               'VAT % per line, totals as a band of boxes with labels above values',
    'moderno': 'coloured band with the supplier\'s name, number and date at the right, "Emisor" and "Cliente" side '
               'by side, framed totals box',
    'classico': 'letterhead at the left, "Spett.le" customer at the right, "FATTURA n. … del …" on one line, VAT % '
                'per line, "Riepilogo IVA" beside the totals',
    'gestionale': 'software-style boxes: "Destinatario" box, "Numero documento"/"Data documento" labels above '
                  'values, ruled table with discount and VAT per line, totals and "Scadenze" in boxes',
    'parcella': 'centred letterhead, "Spett.le" at the left, number and date at the right, "Oggetto", the '
                'computation down to what is paid at the right',
}


# --- The invoices ----------------------------------------------------------------------------------------------------

os.makedirs(out_dir, exist_ok=True)
for index, plan in enumerate(Plan):
    language = plan['language']
    spanish = language == 'es'
    position = index % 6
    issued = made.invoice_date()
    # A freelancer's numbers stay small; a firm's run into the hundreds.
    small = plan['number'] == 'A {n}' or (plan['layout'] == 'parcella' and plan['withholding'])
    day_of_year = issued.timetuple().tm_yday
    n = max(2, int(day_of_year * (rng.uniform(0.08, 0.2) if small else rng.uniform(0.4, 3.5))))
    number = plan['number'].format(y=issued.year, yy=f'{issued.year % 100:02d}', n=n)
    lines = lines_for(index, plan, issued)
    if spanish:
        name, tagline, address, phone, mail, nif_kind, vat_style, (bank, bic, bank_name), registry, colour = \
            SpanishSellers[position]
        nif = spanish_dni() if nif_kind == 'dni' else spanish_cif(*nif_kind)
        vat_html = {'bare': f"{'NIF' if nif_kind == 'dni' or position == 4 else 'CIF'}: {nif}",
                    'es': f'NIF: ES{nif}', 'both': f'CIF: {nif} · NIF-IVA: ES{nif}'}[vat_style]
        seller_vat = nif if vat_style == 'bare' else f'ES{nif}'
        iban = spanish_iban(bank)
        registry = registry and registry.format(t=rng.randint(2000, 9999), f=rng.randint(10, 220),
                                                h=rng.randint(10000, 99999))
        seller = dict(name=name, tagline=tagline, address=address, phone=phone, mail=mail, bic=bic, bank=bank_name,
                      registry=registry, colour=colour, vat_html=vat_html)
        customer_name, customer_address, (letter, province) = SpanishCustomers[position]
        buyer_vat = spanish_cif(letter, province)
        customer = dict(name=customer_name, address=customer_address,
                        vat_html=f"{'CIF' if position == 3 else 'NIF'}: {buyer_vat}")
    else:
        (name, tagline, address, phone, mail, pec, office, fiscal, (abi, bank_name), registry,
         colour) = ItalianSellers[position]
        piva = italian_piva(office)
        fiscal = piva if fiscal == 'piva' else fiscal + it_cf.calc_check_digit(fiscal)
        assert it_cf.is_valid(fiscal)
        vat_html = rng.choice([f'P.IVA IT{piva} – C.F. {fiscal}', f'Partita IVA IT{piva} – Codice Fiscale {fiscal}'])
        if fiscal == piva and rng.random() < 0.5:
            vat_html = f'C.F. e P.IVA IT{piva}'
        seller_vat = f'IT{piva}'
        iban = italian_iban(abi)
        registry = registry.format(rea=rng.randint(100000, 399999) if 'Ordine' not in registry else rng.randint(
            3000, 9000), alb=digits(4))
        seller = dict(name=name, tagline=tagline, address=address, phone=phone, mail=mail, pec=pec, bank=bank_name,
                      registry=registry, colour=colour, vat_html=vat_html)
        customer_name, customer_address, office = ItalianCustomers[position]
        buyer_piva = italian_piva(office)
        with_prefix = position in (0, 3)
        buyer_vat = f'IT{buyer_piva}' if with_prefix else buyer_piva
        customer_vat_html = f"P.IVA {'IT' if with_prefix else ''}{buyer_piva}"
        if position in (1, 4):
            customer_vat_html = f'Partita IVA {buyer_piva}<br>Codice Fiscale {buyer_piva}'
        customer = dict(name=customer_name, address=customer_address, vat_html=customer_vat_html)

    # The amounts: the lines' VAT per rate; an engineer's pension contribution; a withholding.
    fees = sum(amount for *_, amount, rate in lines)
    contribution = None
    amounts = [(amount, rate) for *_, amount, rate in lines]
    if plan['layout'] == 'parcella' and plan['withholding']:
        contribution = (fees * Decimal('0.04')).quantize(CENT, ROUND_HALF_UP)
        amounts.append((contribution, 22))
    per_rate, net, tax, gross = vat_totals(amounts)
    withholding = None
    if plan['withholding']:
        withholding = (fees * plan['withholding'][1] / 100).quantize(CENT, ROUND_HALF_UP)
    pay = gross - (withholding or 0)

    date = written_date(issued, language) if plan['written'] else numeric_date(issued)
    due_day = None
    terms = ''
    if plan['due']:
        days = plan['due'][1]
        if days == 'dffm':
            due_day = end_of_next_month(issued)
            terms = ' 30 gg d.f.f.m.'
        else:
            due_day = issued + datetime.timedelta(days=days)
            terms = f' a {days} días fecha factura' if spanish else f' {days} gg d.f.'
    order, order_date = None, None
    if plan['order']:
        order = rng.choice(['PC-{y}-{d}', '45000{d}', 'OC{d}', '{d}/{y}']).format(y=issued.year, d=digits(4))
        order_date = numeric_date(issued - datetime.timedelta(days=rng.randint(3, 20)))
    money_style = plan.get('money', 'post')
    facts = dict(
        seller=seller, customer=customer, number=number, number_label=plan.get('number_label'),
        date_label=plan.get('date_label'), date=date,
        due=(written_date(due_day, language) if plan['written'] else numeric_date(due_day)) if due_day else None,
        due_label=plan['due'] and plan['due'][0], order=order, order_label=plan['order'], order_date=order_date,
        client_code=f"{'430' if spanish else 'C'}{digits(5 if spanish else 4)}", lines=lines, per_rate=per_rate,
        net=net, tax=tax, gross=gross, pay=pay, fees=fees, contribution=contribution,
        withholding=withholding, withholding_label=plan['withholding'] and plan['withholding'][0],
        total_label=plan['total'], terms=terms, long=len(lines) > 20,
        iban_printed=stdnum_iban.format(iban),
        money=(lambda v: f'€ {num(v)}') if money_style == 'pre' else (lambda v: f'{num(v)} €'),
        sdi=sdi_code(), discounts=[rng.choice(['', '', '', '5,00', '10,00']) for _ in lines],
        terms_short=f'Bonifico{terms}' if terms else 'Bonifico bancario',
        privacy='En cumplimiento del Reglamento (UE) 2016/679 (RGPD), le informamos de que sus datos se tratan para '
                'la gestión de la relación comercial y la facturación. Puede ejercer sus derechos de acceso, '
                'rectificación y supresión dirigiéndose a la dirección del emisor.',
        note='', subject='',
    )
    if plan['layout'] == 'gestionale':
        # A discount per line, as the software prints it: the amount is the discounted one.
        discounted = []
        for (code, text, unit, qty, price, amount, rate), disc in zip(lines, facts['discounts']):
            if disc:
                amount = (qty * price * (100 - Decimal(disc.replace(',', '.'))) / 100).quantize(CENT, ROUND_HALF_UP)
            discounted.append((code, text, unit, qty, price, amount, rate))
        lines = facts['lines'] = discounted
        per_rate, net, tax, gross = vat_totals([(amount, rate) for *_, amount, rate in lines])
        pay = gross
        facts.update(per_rate=per_rate, net=net, tax=tax, gross=gross, pay=pay)
    if spanish and plan['layout'] == 'moderno' and plan['withholding']:
        facts['note'] = ('Factura sujeta a retención del 15% a cuenta del IRPF (art. 101 de la Ley 35/2006). '
                         'Los derechos de explotación de los diseños se ceden al cliente una vez abonada la factura.')
    if not spanish:
        facts['note'] = {
            'classico': 'Documento privo di valenza fiscale ai sensi dell\'art. 21 del DPR 633/72: copia di cortesia. '
                        'L\'originale è disponibile nel Suo cassetto fiscale.',
            'gestionale': 'Copia di cortesia. Il documento originale in formato elettronico è stato trasmesso al '
                          'Sistema di Interscambio (SdI) ed è disponibile nell\'area riservata dell\'Agenzia delle '
                          'Entrate.',
            'parcella': 'Copia analogica della fattura elettronica trasmessa tramite SdI. In caso di ritardato '
                        'pagamento saranno applicati gli interessi di mora ai sensi del D.Lgs. 231/2002.',
        }[plan['layout']]
        facts['subject'] = ('Competenze professionali per la progettazione e direzione lavori degli impianti elettrici'
                            if plan['withholding'] else
                            f"Servizi informatici – {MONTHS['it'][(issued.replace(day=1) - datetime.timedelta(1)).month - 1]}"
                            f" {(issued.replace(day=1) - datetime.timedelta(1)).year}")
        if plan['withholding']:
            facts['terms'] = ' a ricevimento fattura'
    assert net + tax - (withholding or 0) == pay if plan['layout'] != 'gestionale' else net + tax == pay

    base = f'es-it-{index + 1:02d}-{language}'
    printed = print_html(Pages[plan['layout']](facts), base, work, out_dir)
    flat = ' '.join(printed.split())
    for value in [number, num(pay), num(net), num(tax), name, seller_vat,
                  customer_name, buyer_vat]:
        assert value in flat, (base, value)
    assert iban in printed.replace(' ', ''), (base, iban)
    layout = f"{plan['layout']} ({language.upper()}): {Layouts[plan['layout']]}"
    if facts['long']:
        layout += f'; {len(lines)} lines over two pages'
    if len(per_rate) > 1:
        layout += f"; VAT at {' and '.join(f'{rate}%' for rate in per_rate)}"
    if withholding:
        layout += (f"; {plan['withholding'][0]} withheld from the fees" +
                   ('; Inarcassa contribution 4% in the taxable base' if contribution else ''))
    # A VAT number as the EU writes it, with its country's prefix, also where the page prints it without.
    prefix = 'ES' if language == 'es' else 'IT'
    seller_vat, buyer_vat = (vat if vat.startswith(prefix) else prefix + vat for vat in (seller_vat, buyer_vat))
    truth = {
        'Language': language,
        'Layout': layout,
        'Number': number,
        'Date': issued.isoformat(),
        **({'DueDate': due_day.isoformat()} if due_day else {}),
        'Currency': 'EUR',
        'NetAmount': float(net),
        'VatAmount': float(tax),
        'GrossAmount': float(pay),
        'IbanNumber': iban,
        'RelationName': name,
        'RelationVatNumber': seller_vat,
        **({'PurchaseOrderNumber': order} if order else {}),
        'Buyer': {'Name': customer_name, 'VatNumber': buyer_vat},
    }
    write_truth(out_dir, base, truth)
    print(base, plan['layout'], number, pay, f'{len(lines)} lines')
