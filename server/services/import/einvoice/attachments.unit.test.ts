import { xmlAttachments } from './attachments';

describe('attachments embedded in the invoice XML', () => {
  it('reads UBL and CII binary objects with prefixes, file names, mime codes and base64 content', () => {
    const xml = `<Invoice>
      <cbc:EmbeddedDocumentBinaryObject mimeCode="text/csv" filename="Hours &amp; costs.csv">
        aGVsbG8s
        d29ybGQ=
      </cbc:EmbeddedDocumentBinaryObject>
      <ram:AttachmentBinaryObject mimeCode='application/pdf'>JVBERg==</ram:AttachmentBinaryObject>
    </Invoice>`;
    const files = xmlAttachments(xml);
    expect(files.map((f) => [f.fileName, f.contentType, new TextDecoder().decode(f.bytes)])).toEqual([
      ['Hours & costs.csv', 'text/csv', 'hello,world'],
      ['attachment-2', 'application/pdf', '%PDF'],
    ]);
  });

  it('finds none in an invoice without attachments', () => {
    expect(xmlAttachments('<Invoice><cbc:ID>1</cbc:ID></Invoice>')).toEqual([]);
  });
});
