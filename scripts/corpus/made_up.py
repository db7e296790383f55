"""Made-up but valid company data for the corpus scripts: digits, VAT numbers and IBANs of the Netherlands, Germany,
France and the United Kingdom, all drawn from one seeded generator, so that a script prints the same invoices on
every run."""
import datetime
import random

from stdnum import iban as stdnum_iban
from stdnum.ch import uid as ch_uid
from stdnum.de import vat as de_vat
from stdnum.fr import tva as fr_tva
from stdnum.gb import vat as gb_vat
from stdnum.nl import btw as nl_btw


def iban_of(country, bban):
    """A valid IBAN of the country over its basic bank account number: the two check digits by ISO 7064 mod 97."""
    check = 98 - int(''.join(str(int(c, 36)) for c in bban + country + '00')) % 97
    value = f'{country}{check:02d}{bban}'
    assert stdnum_iban.is_valid(value)
    return value


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
