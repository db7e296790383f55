import { MaximumTextLength, textProblems } from './textCheck';

describe('textProblems', () => {
  it('names the field of a NUL character, however deep', () => {
    expect(textProblems({ Email: 'a\u0000b' })).toEqual({ Email: 'Validation_Invalid_Characters' });
    expect(textProblems({ Lines: [{ Text: 'x', Note: '\u0000' }] })).toEqual({
      'Lines.0.Note': 'Validation_Invalid_Characters',
    });
  });

  it('refuses lone surrogates and accepts pairs', () => {
    expect(textProblems({ Name: 'a\uD800' })).toEqual({ Name: 'Validation_Invalid_Characters' });
    expect(textProblems({ Name: '\uDC00a' })).toEqual({ Name: 'Validation_Invalid_Characters' });
    expect(textProblems({ Name: 'emoji 😀 ok, ëï' })).toEqual({});
  });

  it('refuses text longer than the maximum', () => {
    expect(textProblems({ Name: 'x'.repeat(MaximumTextLength + 1) })).toEqual({
      Name: `Validation_Maximum_Length%%${MaximumTextLength}`,
    });
    expect(textProblems({ Name: 'x'.repeat(MaximumTextLength) })).toEqual({});
  });

  it('leaves buffers alone (multipart files are not text)', () => {
    expect(textProblems({ file: Buffer.from([0, 0xd8, 0]) })).toEqual({});
  });

  it('checks object keys and plain values, and walks deep nesting without recursion', () => {
    expect(textProblems({ 'a\u0000': 1 })).toEqual({ _: 'Validation_Invalid_Characters' });
    expect(textProblems('\u0000')).toEqual({ _: 'Validation_Invalid_Characters' });
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect(Object.values(textProblems(deep))).toEqual(['Validation_Invalid_Characters']);
  });
});
