import { serializeJson } from './json';

describe('serializeJson', () => {
  it('writes the same text as JSON.stringify for a reply body', () => {
    const body = {
      Items: [
        { Id: 'a', GrossAmount: 12.5, Tags: ['x', 'é"\n'], DueDate: null, At: new Date(0), Skip: undefined },
      ],
      TotalCount: 1,
      TotalCountIsCapped: false,
    };
    expect(serializeJson(body)).toBe(JSON.stringify(body));
  });

  it('keeps objects of this realm serializable (arrays stay arrays)', () => {
    expect(serializeJson({ List: [1, [2]] })).toBe('{"List":[1,[2]]}');
  });
});
