"""Fills a fresh Tryton database with what Ledgerline's ERP tests need.

Run by tests/tryton/trytonServer.ts with Debian's Python (which sees Debian's trytond and proteus), in-process
(proteus `set_trytond`, seconds instead of a minute over RPC):

    /usr/bin/python3 setup_company.py DATABASE TRYTOND_CONF OUT_JSON

It creates one company (EUR, Dutch VAT number) with the minimal chart of accounts, fiscal years around today with
invoice sequences and monthly periods, purchase and sales taxes, a payment term, analytic accounts, a supplier with
its address, VAT number and IBAN, a customer, a service product and an open (confirmed) purchase order, and a
payment method to mark invoices paid. The ids it made go to OUT_JSON.
"""
import datetime
import json
import sys
from decimal import Decimal

from dateutil.relativedelta import relativedelta
from proteus import Model, Wizard, config as proteus_config

database, conf, out = sys.argv[1:4]
config = proteus_config.set_trytond(database, config_file=conf)


def create_chart(company):
    """Tryton's minimal chart (account.account_template_root_en), with the receivable and payable defaults."""
    AccountTemplate = Model.get('account.account.template')
    ModelData = Model.get('ir.model.data')
    data, = ModelData.find([('module', '=', 'account'), ('fs_id', '=', 'account_template_root_en')], limit=1)
    wizard = Wizard('account.create_chart')
    wizard.execute('account')
    wizard.form.account_template = AccountTemplate(data.db_id)
    wizard.form.company = company
    wizard.execute('create_account')
    found = get_accounts(company)
    wizard.form.account_receivable = found['receivable']
    wizard.form.account_payable = found['payable']
    wizard.execute('create_properties')


def get_accounts(company):
    Account = Model.get('account.account')
    found = {}
    for kind in ('receivable', 'payable', 'revenue', 'expense'):
        found[kind], = Account.find([('type.%s' % kind, '=', True), ('company', '=', company.id)], limit=1)
    for kind, name in (('cash', 'Main Cash'), ('tax', 'Main Tax')):
        found[kind], = Account.find([('company', '=', company.id), ('name', '=', name)], limit=1)
    return found

today = datetime.date.today()

Currency = Model.get('currency.currency')
CurrencyRate = Model.get('currency.currency.rate')
Country = Model.get('country.country')
Party = Model.get('party.party')
User = Model.get('res.user')

eur = Currency(name='Euro', symbol='€', code='EUR', rounding=Decimal('0.01'), digits=2)
eur.save()
CurrencyRate(date=datetime.date(2000, 1, 1), rate=Decimal('1'), currency=eur).save()
countries = {}
for code, name in [('NL', 'Netherlands'), ('DE', 'Germany'), ('BE', 'Belgium')]:
    country = Country(name=name, code=code)
    country.save()
    countries[code] = country

# The company
company_party = Party(name='Ledgerline Test B.V.')
address = company_party.addresses[0]
address.street = 'Keizersgracht 1'
address.postal_code = '1015 CJ'
address.city = 'Amsterdam'
address.country = countries['NL']
identifier = company_party.identifiers.new()
identifier.type = 'eu_vat'
identifier.code = 'NL004495445B01'
company_party.save()
company_config = Wizard('company.company.config')
company_config.execute('company')
company_config.form.party = company_party
company_config.form.currency = eur
company_config.execute('add')
config._context = User.get_preferences(True, {})
Company = Model.get('company.company')
company, = Company.find()

# Chart of accounts and fiscal years (last year, this year, next year)
create_chart(company)
accounts = get_accounts(company)
Sequence = Model.get('ir.sequence')
SequenceStrict = Model.get('ir.sequence.strict')
SequenceType = Model.get('ir.sequence.type')
FiscalYear = Model.get('account.fiscalyear')
move_type, = SequenceType.find([('name', '=', 'Account Move')], limit=1)
invoice_type, = SequenceType.find([('name', '=', 'Invoice')], limit=1)
fiscalyears = []
for year in (today.year - 1, today.year, today.year + 1):
    fiscalyear = FiscalYear(name=str(year), company=company)
    fiscalyear.start_date = datetime.date(year, 1, 1)
    fiscalyear.end_date = datetime.date(year, 12, 31)
    fiscalyear.post_move_sequence = Sequence(name=str(year), sequence_type=move_type, company=company)
    fiscalyear.post_move_sequence.save()
    purchase_sequence = SequenceStrict(name=f'PINV {year}', sequence_type=invoice_type, company=company,
                                       prefix=f'PINV/{year}/', padding=5)
    purchase_sequence.save()
    sales_sequence = SequenceStrict(name=f'INV {year}', sequence_type=invoice_type, company=company,
                                    prefix=f'INV/{year}/', padding=5)
    sales_sequence.save()
    sequences, = fiscalyear.invoice_sequences
    sequences.company = company
    sequences.in_invoice_sequence = purchase_sequence
    sequences.in_credit_note_sequence = purchase_sequence
    sequences.out_invoice_sequence = sales_sequence
    sequences.out_credit_note_sequence = sales_sequence
    fiscalyear.save()
    fiscalyear.click('create_period')
    fiscalyears.append(fiscalyear.id)

# Extra expense accounts with codes, so that coding lines can name them
Account = Model.get('account.account')
expense = accounts['expense']
expense.code = '4000'
expense.save()
office = Account(name='Office supplies', code='4100', type=expense.type, parent=expense.parent, company=company)
office.save()
travel = Account(name='Travel', code='4200', type=expense.type, parent=expense.parent, company=company)
travel.save()
accounts['payable'].code = '1600'
accounts['payable'].save()
accounts['receivable'].code = '1300'
accounts['receivable'].save()
accounts['revenue'].code = '8000'
accounts['revenue'].save()
accounts['tax'].code = '1500'
accounts['tax'].save()

# Taxes
TaxGroup = Model.get('account.tax.group')
Tax = Model.get('account.tax')
purchase_group = TaxGroup(name='VAT purchase', code='VATP', kind='purchase')
purchase_group.save()
sale_group = TaxGroup(name='VAT sale', code='VATS', kind='sale')
sale_group.save()
taxes = {}
for key, name, rate, group in [
    ('vat21_purchase', 'VAT 21% purchase', '0.21', purchase_group),
    ('vat9_purchase', 'VAT 9% purchase', '0.09', purchase_group),
    ('vat21_sale', 'VAT 21% sale', '0.21', sale_group),
]:
    tax = Tax(name=name, description=name, type='percentage', rate=Decimal(rate), group=group, company=company,
              invoice_account=accounts['tax'], credit_note_account=accounts['tax'])
    tax.save()
    taxes[key] = tax.id

# Payment term
PaymentTerm = Model.get('account.invoice.payment_term')
payment_term = PaymentTerm(name='30 days net')
line = payment_term.lines.new(type='remainder')
delta = line.relativedeltas.new()
delta.days = 30
payment_term.save()

# Analytic accounts: a root with two cost centres
AnalyticAccount = Model.get('analytic_account.account')
analytic_root = AnalyticAccount(name='Cost centres', code='CC', type='root', company=company)
analytic_root.save()
analytic = {}
for code, name in [('CC100', 'Sales department'), ('CC200', 'Operations')]:
    cost_centre = AnalyticAccount(name=name, code=code, type='normal', root=analytic_root, parent=analytic_root,
                                  company=company)
    cost_centre.save()
    analytic[code] = cost_centre.id

# The supplier with address, VAT number and IBAN; a customer
Bank = Model.get('bank')
BankAccount = Model.get('bank.account')
supplier = Party(name='Supplier Example GmbH')
address = supplier.addresses[0]
address.street = 'Friedrichstrasse 100'
address.postal_code = '10117'
address.city = 'Berlin'
address.country = countries['DE']
identifier = supplier.identifiers.new()
identifier.type = 'eu_vat'
identifier.code = 'DE136695976'
supplier.supplier_payment_term = payment_term
supplier.save()
bank_party = Party(name='Commerzbank AG')
bank_party.save()
bank = Bank(party=bank_party, bic='COBADEFFXXX')
bank.save()
bank_account = BankAccount(bank=bank, currency=eur)
bank_account.owners.append(Party(supplier.id))
number = bank_account.numbers.new()
number.type = 'iban'
number.number = 'DE89 3704 0044 0532 0130 00'
bank_account.save()
customer = Party(name='Customer Example B.V.')
address = customer.addresses[0]
address.street = 'Coolsingel 40'
address.postal_code = '3011 AD'
address.city = 'Rotterdam'
address.country = countries['NL']
customer.customer_payment_term = payment_term
customer.save()

# A service product and an open purchase order of the supplier (invoiced manually)
ProductCategory = Model.get('product.category')
category = ProductCategory(name='Services', accounting=True, account_expense=office, account_revenue=accounts['revenue'])
category.supplier_taxes.append(Tax(taxes['vat21_purchase']))
category.save()
Uom = Model.get('product.uom')
unit, = Uom.find([('name', '=', 'Unit')])
Template = Model.get('product.template')
template = Template(name='Consultancy hour', code='CONS-H', default_uom=unit, type='service', purchasable=True,
                    list_price=Decimal('100'), account_category=category)
product, = template.products
product.cost_price = Decimal('80')
template.save()
product, = template.products
paper_template = Template(name='Printer paper A4, box', code='PAPER-A4', default_uom=unit, type='goods', purchasable=True,
                          list_price=Decimal('30'), cost_price_method='fixed', account_category=category)
paper, = paper_template.products
paper.cost_price = Decimal('19.90')
paper_template.save()
paper, = paper_template.products
# Invoiced on receipt: until the goods arrive the order stays open ('processing'), as orders do that an invoice
# is still expected for.
Purchase = Model.get('purchase.purchase')
purchase = Purchase(party=supplier, payment_term=payment_term, invoice_method='shipment')
purchase.reference = 'PO-REF-1'
purchase_line = purchase.lines.new()
purchase_line.product = paper
purchase_line.quantity = 3.0
purchase_line.unit_price = Decimal('19.90')
purchase_line = purchase.lines.new()
purchase_line.product = product
purchase_line.quantity = 10.0
purchase_line.unit_price = Decimal('80')
purchase.click('quote')
purchase.click('confirm')

# How an invoice is marked paid (the tests use Tryton's own pay wizard)
Journal = Model.get('account.journal')
PaymentMethod = Model.get('account.invoice.payment.method')
cash_journal, = Journal.find([('type', '=', 'cash')])
payment_method = PaymentMethod(name='Bank transfer', journal=cash_journal, credit_account=accounts['cash'],
                               debit_account=accounts['cash'])
payment_method.save()

with open(out, 'w') as handle:
    json.dump({
        'company': company.id,
        'currency': eur.id,
        'fiscalyears': fiscalyears,
        'accounts': {'payable': accounts['payable'].id, 'receivable': accounts['receivable'].id,
                     'expense': expense.id, 'office': office.id, 'travel': travel.id,
                     'revenue': accounts['revenue'].id, 'tax': accounts['tax'].id, 'cash': accounts['cash'].id},
        'taxes': taxes,
        'paymentTerm': payment_term.id,
        'analytic': analytic,
        'supplier': supplier.id,
        'customer': customer.id,
        'bankAccount': bank_account.id,
        'product': product.id,
        'productGoods': paper.id,
        'purchase': purchase.id,
        'purchaseState': purchase.state,
        'paymentMethod': payment_method.id,
    }, handle)
