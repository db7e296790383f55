"""Made-up but valid company data for the corpus scripts: digits, VAT numbers, IBANs and register numbers of the
Netherlands, Belgium, Luxembourg, Germany, Austria, Switzerland, France, the United Kingdom and Ireland, all drawn from
one seeded generator, so that a script prints the same invoices on every run."""
import datetime
import random

from decimal import Decimal

from stdnum import iban as stdnum_iban
from stdnum import iso11649, luhn
from stdnum.at import businessid as at_businessid
from stdnum.at import uid as at_uid
from stdnum.be import iban as be_iban
from stdnum.be import vat as be_vat
from stdnum.ch import uid as ch_uid
from stdnum.de import vat as de_vat
from stdnum.fr import siren as fr_siren
from stdnum.fr import siret as fr_siret
from stdnum.fr import tva as fr_tva
from stdnum.gb import vat as gb_vat
from stdnum.ie import vat as ie_vat
from stdnum.iso7064 import mod_97_10
from stdnum.lu import tva as lu_tva
from stdnum.nl import bsn as nl_bsn
from stdnum.nl import btw as nl_btw


def iban_of(country, bban):
    """A valid IBAN of the country over its basic bank account number: the two check digits by ISO 7064 mod 97."""
    check = 98 - int(''.join(str(int(c, 36)) for c in bban + country + '00')) % 97
    value = f'{country}{check:02d}{bban}'
    assert stdnum_iban.is_valid(value)
    return value


def creditor_reference(body):
    """An ISO 11649 creditor reference "RF.." over `body`, compact and as printed in groups of four."""
    check = 98 - int(''.join(str(int(c, 36)) for c in body + 'RF00')) % 97
    value = f'RF{check:02d}{body}'
    assert iso11649.is_valid(value)
    return value, iso11649.format(value)


KENMERK_WEIGHTS = [2, 4, 8, 5, 10, 9, 7, 3, 6, 1]


def kenmerk_check(body):
    """The check digit of a Dutch betalingskenmerk's fifteen digits: the digits weighted 2, 4, 8, 5, 10, 9, 7, 3, 6, 1
    from the right (repeated), 11 less the sum's remainder by 11; 1 for 10 and 0 for 11."""
    check = 11 - sum(int(d) * KENMERK_WEIGHTS[i % 10] for i, d in enumerate(reversed(body))) % 11
    return {10: 1, 11: 0}.get(check, check)


assert kenmerk_check('000056789012345') == 5  # the Betaalvereniging's example, 5000 0567 8901 2345


FN_LETTERS = 'abdfghikmpstvwxyz'


def french_vat(number):
    """The French VAT number of a SIREN: "FR", the key (12 + 3 times the SIREN's remainder by 97, by 97) and the
    SIREN."""
    value = f'FR{(12 + 3 * (int(number) % 97)) % 97:02d}{number}'
    assert fr_tva.is_valid(value)
    return value


def vat_printed(number, style):
    """A VAT number as the page prints it."""
    if style == 'gb':  # GB 123 4567 89
        return f'GB {number[2:5]} {number[5:9]} {number[9:]}'
    if style == 'be':  # BE 0123.456.789
        return f'BE {number[2:6]}.{number[6:9]}.{number[9:]}'
    if style == 'be_compact':  # BE0123.456.789
        return f'BE{number[2:6]}.{number[6:9]}.{number[9:]}'
    if style == 'fr':  # FR 12 345678901
        return f'FR {number[2:4]} {number[4:]}'
    if style == 'de':  # DE 123 456 789
        return f'DE {number[2:5]} {number[5:8]} {number[8:]}'
    return number


def check_seller(country, seller, vat, buyer_vat, flat):
    """The scripts' own check of an Austrian, French or Luxembourg seller's numbers as `MadeUp` makes them, and of its
    customer's VAT number: valid, and the seller's Firmenbuch number, SIRET or RCS number on the page's text `flat`."""
    if country == 'AT':
        assert at_uid.is_valid(vat) and at_uid.is_valid(buyer_vat) and at_businessid.is_valid(seller['fn'])
        assert seller['fn'] in flat
    elif country == 'FR':
        assert fr_tva.is_valid(vat) and fr_tva.is_valid(buyer_vat) and fr_siret.is_valid(seller['siret'])
        assert fr_siren.is_valid(vat[4:]) and seller['siret_printed'] in flat
    else:
        assert country == 'LU' and lu_tva.is_valid(vat) and lu_tva.is_valid(buyer_vat) and seller['rcs'] in flat


class MadeUp:
    def __init__(self, seed, dutch_banks, british_banks=('NWBK', 'BARC', 'LOYD')):
        self.rng = random.Random(seed)
        self.banks = {'NL': list(dutch_banks), 'GB': list(british_banks)}

    def invoice_date(self):
        """A day in 2025 or 2026 (up to late October 2026)."""
        return datetime.date(2025, 1, 1) + datetime.timedelta(days=self.rng.randint(0, 660))

    def digits(self, count):
        return ''.join(self.rng.choice('0123456789') for _ in range(count))

    def valid(self, make, check):
        while True:
            value = make()
            if check(value):
                return value

    def vat_number(self, country):
        if country == 'NL':
            return self.valid(lambda: f'NL{self.digits(9)}B0{self.rng.randint(1, 3)}', nl_btw.is_valid)
        if country == 'DE':
            return self.valid(lambda: f'DE{self.rng.randint(1, 9)}{self.digits(8)}', de_vat.is_valid)
        if country == 'FR':
            return self.valid(lambda: f'FR{self.digits(11)}', fr_tva.is_valid)
        return self.valid(lambda: f'GB{self.digits(9)}', gb_vat.is_valid)

    def bban(self, country, bank=None):
        if country == 'NL':
            return self.rng.choice([bank] if bank else self.banks['NL']) + self.digits(10)
        if country == 'DE':
            return self.digits(18)
        if country == 'FR':
            bank, branch, account = self.digits(5), self.digits(5), self.digits(11)
            key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97
            return f'{bank}{branch}{account}{key:02d}'
        return self.rng.choice(self.banks['GB']) + self.digits(14)

    def iban(self, country, bank=None):
        """A valid IBAN of the country, without spaces; a Dutch one of the `bank` code given, or of one of the banks."""
        return iban_of(country, self.bban(country, bank))

    def swiss_iban(self, qr=False):
        """A valid Swiss IBAN: a five-digit clearing number (a QR-IBAN's institution id, 30000 to 31999, when `qr`)
        and a twelve-digit account."""
        institution = str(self.rng.randint(30000, 31999)) if qr else self.digits(5)
        return iban_of('CH', institution + self.digits(12))

    def swiss_uid(self):
        """A valid UID, formatted: eight digits and a check digit (a body whose check would be 10 is never issued)."""
        while True:
            body = self.digits(8)
            check = ch_uid.calc_check_digit(body)
            if len(check) == 1:
                value = f'CHE{body}{check}'
                assert ch_uid.is_valid(value)
                return ch_uid.format(value)

    def price_in(self, lo, hi):
        """A price between `lo` and `hi` cents."""
        return Decimal(self.rng.randint(lo, hi)) / 100

    def company_btw(self):
        """A Dutch company's VAT number: "NL", its RSIN (nine digits valid by the eleven-test) and "B01"."""
        body = self.valid(lambda: '8' + self.digits(8), nl_bsn.is_valid)
        value = f'NL{body}B01'
        assert nl_btw.is_valid(value)
        return value

    def betalingskenmerk(self):
        """A sixteen-digit Dutch betalingskenmerk, compact and as printed in groups of four."""
        body = self.digits(15)
        value = f'{kenmerk_check(body)}{body}'
        return value, ' '.join(value[i:i + 4] for i in range(0, 16, 4))

    def austrian_uid(self):
        """An Austrian UID: "ATU", seven digits and the check digit (6 less Luhn's sum, by 10)."""
        body = 'U' + str(self.rng.randint(1, 7)) + self.digits(6)
        value = 'AT' + body + at_uid.calc_check_digit(body)
        assert at_uid.is_valid(value)
        return value

    def structured_communication(self):
        """A Belgian structured communication: ten digits and their remainder by 97 (97 where it is 0), as its twelve
        digits and as printed, "+++123/4567/89012+++"."""
        body = self.digits(10)
        value = body + f'{int(body) % 97 or 97:02d}'
        return value, f'+++{value[:3]}/{value[3:7]}/{value[7:]}+++'

    def firmenbuchnummer(self):
        """An Austrian company register number: six digits and the check letter (weights 6, 4, 14, 15, 10, 1, the
        sum's remainder by 17 in a b d f g h i k m p s t v w x y z)."""
        number = str(self.rng.randint(180000, 599999))
        value = f"FN {number}{FN_LETTERS[sum(int(d) * w for d, w in zip(number, [6, 4, 14, 15, 10, 1])) % 17]}"
        assert at_businessid.is_valid(value)
        return value

    def siren(self):
        """A French SIREN: eight digits and Luhn's check digit."""
        body = str(self.rng.randint(3, 9)) + self.digits(7)
        value = body + luhn.calc_check_digit(body)
        assert fr_siren.is_valid(value)
        return value

    def siret(self, number):
        """A SIRET of the SIREN: a five-digit establishment number (NIC) whose last digit makes all fourteen valid by
        Luhn's sum."""
        body = number + '000' + str(self.rng.randint(1, 9))
        value = body + luhn.calc_check_digit(body)
        assert fr_siret.is_valid(value)
        return value

    def enterprise_number(self):
        """A Belgian enterprise number (with "BE", the VAT number): ten digits, the last two 97 less the remainder of
        the first eight by 97."""
        body = '0' + str(self.rng.randint(4, 8)) + self.digits(6)
        number = body + f'{97 - int(body) % 97:02d}'
        assert be_vat.is_valid('BE' + number)
        return number

    def gb_account(self, bank, sort_prefix):
        """A British account: the IBAN over the bank's four letters, the sort code (the bank's prefix and more
        digits) and an eight-digit account number; with the sort code as printed, "20-45-77", and the account
        number."""
        sort_code = sort_prefix + self.digits(6 - len(sort_prefix))
        account = self.digits(8)
        return iban_of('GB', bank + sort_code + account), f'{sort_code[:2]}-{sort_code[2:4]}-{sort_code[4:]}', account

    def french_iban(self, bank):
        """A French IBAN: the bank's five digits, a branch, an eleven-digit account and the RIB key (97 less 89, 15
        and 3 times them, by 97)."""
        branch, account = self.digits(5), self.digits(11)
        key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97
        return iban_of('FR', f'{bank}{branch}{account}{key:02d}')

    def belgian_iban(self, bank):
        """A Belgian IBAN: the bank's three digits, seven of the account and the remainder of those ten by 97."""
        account = bank + self.digits(7)
        value = iban_of('BE', account + f'{int(account) % 97 or 97:02d}')
        assert be_iban.is_valid(value)
        return value

    def irish_vat(self, second=''):
        """An Irish VAT number: seven digits, the check letter and, in the newer form, a second letter ("A")."""
        body = str(self.rng.randint(1, 9)) + self.digits(6)
        value = f'IE{body}{ie_vat.calc_check_digit(body + second)}{second}'
        assert ie_vat.is_valid(value)
        return value

    def irish_iban(self, bank, sort_prefix):
        """An Irish IBAN: the bank's four letters, the six-digit sort code (the bank's prefix) and an eight-digit
        account."""
        return iban_of('IE', bank + sort_prefix + self.digits(6 - len(sort_prefix)) + self.digits(8))

    def lu_vat(self):
        """A Luxembourg VAT number: six digits and their remainder by 89."""
        body = str(self.rng.randint(1, 3)) + self.digits(5)
        value = f'LU{body}{int(body) % 89:02d}'
        assert lu_tva.is_valid(value)
        return value

    def lu_iban(self, bank):
        """A Luxembourg IBAN: the bank's three digits and a thirteen-digit account."""
        return iban_of('LU', bank + self.digits(13))

    def kvk_number(self):
        """A Dutch Chamber of Commerce (KvK) number: eight digits, from 50000000."""
        return str(self.rng.randint(50000000, 99999999))

    def dutch_seller(self, seller, bank):
        """A Dutch company's VAT number ("NL…B01"), KvK number and IBAN at the `bank`; the first two also written into
        the `seller` as its page prints them ("vat_printed", "kvk")."""
        vat = seller['vat_printed'] = self.company_btw()
        kvk = seller['kvk'] = self.kvk_number()
        return vat, kvk, self.iban('NL', bank)

    def belgian_vat(self):
        """A Belgian VAT number: "BE" and an enterprise number."""
        return 'BE' + self.enterprise_number()

    def belgian_seller(self, seller, bank):
        """A Belgian company's VAT number and IBAN at the `bank` (none without a bank); the VAT number also written
        into the `seller` as its page prints it ("vat_printed", "BE 0123.456.789")."""
        vat = self.belgian_vat()
        seller['vat_printed'] = vat_printed(vat, 'be')
        return vat, self.belgian_iban(bank) if bank else None

    def british_seller(self, seller, bank, company=(2000000, 9999999)):
        """A British company's VAT number and the IBAN of its account at the `bank` (its four letters and its sort
        code's prefix; none without a bank); written into the `seller` as its page prints them: the VAT number
        ("vat_printed", "GB 123 4567 89"), the company number ("company_no", eight digits drawn between `company`'s
        two), the sort code and the account number ("sort_code", "account")."""
        vat = self.vat_number('GB')
        seller['vat_printed'] = vat_printed(vat, 'gb')
        seller['company_no'] = f'{self.rng.randint(*company):08d}'
        if not bank:
            return vat, None
        iban, seller['sort_code'], seller['account'] = self.gb_account(*bank)
        return vat, iban

    def austrian_iban(self, blz):
        """An Austrian IBAN: the bank's five-digit code (Bankleitzahl) and an eleven-digit account."""
        return iban_of('AT', blz + self.digits(11))

    def german_iban(self, blz):
        """A German IBAN: the bank's eight-digit code (Bankleitzahl) and a ten-digit account."""
        return iban_of('DE', blz + self.digits(10))

    def austrian_seller(self, seller, blz):
        """An Austrian company's UID and IBAN at the bank of the Bankleitzahl `blz`; the UID and the Firmenbuch number
        also written into the `seller` as its page prints them ("vat_printed", "fn")."""
        uid = seller['vat_printed'] = self.austrian_uid()
        seller['fn'] = self.firmenbuchnummer()
        return uid, self.austrian_iban(blz)

    def irish_seller(self, seller, bank, cro=(300000, 699999)):
        """An Irish company's VAT number and IBAN at the `bank` (its four letters and its sort code's prefix; none
        without a bank); written into the `seller` as its page prints them: the VAT number ("vat_printed") and its
        number at the Companies Registration Office ("cro", drawn between `cro`'s two)."""
        vat = seller['vat_printed'] = self.irish_vat()
        seller['cro'] = str(self.rng.randint(*cro))
        return vat, self.irish_iban(*bank) if bank else None

    def siren_vat(self):
        """A French company's VAT number, of a SIREN drawn for it."""
        return french_vat(self.siren())

    def french_seller(self, seller, bank):
        """A French company's VAT number (its key from the SIREN) and IBAN at the `bank` (its five digits); written
        into the `seller` as its page prints them: the VAT number ("vat_printed", "FR 12 345678901"), the SIREN
        ("siren_printed", "123 456 789"), the SIRET of its seat ("siret") and the SIRET ("siret_printed", "123 456 789
        00012")."""
        number = self.siren()
        vat = french_vat(number)
        seller['vat_printed'] = vat_printed(vat, 'fr')
        seller['siren_printed'] = f'{number[:3]} {number[3:6]} {number[6:]}'
        seller['siret'] = self.siret(number)
        seller['siret_printed'] = f"{seller['siren_printed']} {seller['siret'][9:]}"
        return vat, self.french_iban(bank)

    def luxembourg_seller(self, seller, bank, rcs, permit=None):
        """A Luxembourg company's VAT number and IBAN at the `bank` (its three digits); written into the `seller` as
        its page prints them: the VAT number ("vat_printed"), its number at the RCS ("rcs": `rcs` is its pattern and
        the range the number is drawn from, ('B{}', 100000, 199999)) and, where `permit` gives its pattern ('10{}/0'),
        its business permit ("permit", six digits in the pattern)."""
        vat = seller['vat_printed'] = self.lu_vat()
        pattern, low, high = rcs
        seller['rcs'] = pattern.format(self.rng.randint(low, high))
        if permit:
            seller['permit'] = permit.format(self.digits(6))
        return vat, self.lu_iban(bank)

    def payment_reference(self, kind):
        """A payment reference of the `kind` a plan names, compact and as printed: a Dutch betalingskenmerk
        ('kenmerk') or a Belgian structured communication ('structured'); (None, None) for any other kind."""
        if kind == 'kenmerk':
            return self.betalingskenmerk()
        if kind == 'structured':
            return self.structured_communication()
        return None, None

    def sole_trader_btw(self):
        """A Dutch sole trader's VAT id (since 2020): "NL", nine digits that are no RSIN (they fail the eleven-test),
        "B" and two digits that make the whole valid by ISO 7064 mod 97."""
        while True:
            body = self.digits(9)
            if not nl_bsn.is_valid(body):
                break
        value = f'NL{body}B' + mod_97_10.calc_check_digits(f'NL{body}B')
        assert nl_btw.is_valid(value) and mod_97_10.is_valid(value)
        return value
