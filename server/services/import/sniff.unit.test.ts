import { emailWithAttachments } from './sampleFiles';
import { sniffFileType } from './sniff';

const bytes = (...values: number[]) => new Uint8Array([...values, 0, 0, 0, 0, 0, 0, 0, 0]);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffFileType judges a file by its content', () => {
  it('knows PDF, JPEG, PNG, GIF and both TIFF byte orders by their magic bytes', () => {
    expect(sniffFileType(text('%PDF-1.7\n%âãÏÓ'))).toBe('pdf');
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(sniffFileType(text('GIF87a....'))).toBe('gif');
    expect(sniffFileType(text('GIF89a....'))).toBe('gif');
    expect(sniffFileType(bytes(0x49, 0x49, 0x2a, 0x00))).toBe('tiff');
    expect(sniffFileType(bytes(0x4d, 0x4d, 0x00, 0x2a))).toBe('tiff');
  });

  it('accepts a PDF header a few bytes into the file', () => {
    expect(sniffFileType(text('\uFEFF\r\n%PDF-1.4\n'))).toBe('pdf');
  });

  it('recognises an e-mail by its RFC 822 headers, also after an mbox From line', () => {
    expect(sniffFileType(emailWithAttachments([]))).toBe('email');
    expect(
      sniffFileType(text('From someone Mon Jan 1 00:00:00 2024\nFrom: a@b.example\nSubject: x\n\nbody')),
    ).toBe('email');
    expect(sniffFileType(text('MIME-Version: 1.0\r\nContent-Type: text/plain\r\n\r\nhello'))).toBe('email');
  });

  it('refuses text that merely has a colon, and unknown binaries', () => {
    expect(sniffFileType(text('Note: this is not an e-mail\nJust text.'))).toBeNull();
    expect(sniffFileType(text('PK\u0003\u0004 zip file'))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });

  it('ignores the file name: a PDF is refused when its content is not one', () => {
    expect(sniffFileType(text('<html><body>invoice.pdf</body></html>'))).toBeNull();
  });
});
