"""Made-up but valid company data for the corpus scripts: digits, VAT numbers and IBANs of the Netherlands, Germany,
France and the United Kingdom, all drawn from one seeded generator, so that a script prints the same invoices on
every run."""
import datetime
import random

from decimal import Decimal

from stdnum import iban as stdnum_iban
from stdnum import iso11649
from stdnum.at import uid as at_uid
from stdnum.ch import uid as ch_uid
from stdnum.de import vat as de_vat
from stdnum.fr import tva as fr_tva
from stdnum.gb import vat as gb_vat
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
