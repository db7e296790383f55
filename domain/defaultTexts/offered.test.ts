import { defaultTextsFor, type OfferableText, withDefaultText } from './offered';

const companyA = 'company-a';
const companyB = 'company-b';

const text = (Id: string, extra: Partial<OfferableText> = {}): OfferableText => ({
  Id,
  CompanyId: null,
  Action: null,
  Name: Id,
  IsActive: true,
  ...extra,
});

const idsFor = (texts: OfferableText[], companyId = companyA, action: 'Approve' | 'Reject' = 'Approve') =>
  defaultTextsFor(texts, companyId, action).map((entry) => entry.Id);

describe('the default texts offered for a company and an action', () => {
  it('offers texts for every company and every action anywhere', () => {
    expect(idsFor([text('general')], companyB, 'Reject')).toEqual(['general']);
  });

  it("offers a company's own texts only with that company", () => {
    const texts = [text('a', { CompanyId: companyA }), text('b', { CompanyId: companyB })];
    expect(idsFor(texts, companyA)).toEqual(['a']);
    expect(idsFor(texts, companyB)).toEqual(['b']);
  });

  it("offers an action's own texts only with that action", () => {
    const texts = [text('approve', { Action: 'Approve' }), text('reject', { Action: 'Reject' })];
    expect(idsFor(texts, companyA, 'Approve')).toEqual(['approve']);
    expect(idsFor(texts, companyA, 'Reject')).toEqual(['reject']);
  });

  it('leaves inactive texts out', () => {
    expect(idsFor([text('off', { IsActive: false }), text('on')])).toEqual(['on']);
  });

  it("puts the company's own texts first, then orders by name whatever the case", () => {
    const texts = [
      text('zz', { Name: 'Zending' }),
      text('own-b', { Name: 'bestelling', CompanyId: companyA }),
      text('aa', { Name: 'akkoord' }),
      text('own-a', { Name: 'Akkoord eigen', CompanyId: companyA }),
      text('bb', { Name: 'Budget' }),
    ];
    expect(idsFor(texts)).toEqual(['own-a', 'own-b', 'aa', 'bb', 'zz']);
  });

  it('orders numbers in names by value and texts of the same name by id, so the order never wavers', () => {
    const texts = [
      text('y', { Name: 'Tekst 10' }),
      text('x', { Name: 'Tekst 2' }),
      text('w', { Name: 'Tekst 2' }),
    ];
    expect(idsFor(texts)).toEqual(['w', 'x', 'y']);
  });

  it('leaves the list it is given as it was', () => {
    const texts = [text('b'), text('a')];
    idsFor(texts);
    expect(texts.map((entry) => entry.Id)).toEqual(['b', 'a']);
  });
});

describe('picking a default text for the remark', () => {
  it('fills an empty remark (spaces count as empty)', () => {
    expect(withDefaultText('', 'Graag goedkeuren.')).toBe('Graag goedkeuren.');
    expect(withDefaultText('  \n', 'Graag goedkeuren.')).toBe('Graag goedkeuren.');
  });

  it('adds the text on a new line after what was typed', () => {
    expect(withDefaultText('Zie bijlage. \n', 'Graag goedkeuren.')).toBe('Zie bijlage.\nGraag goedkeuren.');
  });

  it('does not repeat a text the remark already holds', () => {
    expect(withDefaultText('Graag goedkeuren.', 'Graag goedkeuren.')).toBe('Graag goedkeuren.');
  });
});
