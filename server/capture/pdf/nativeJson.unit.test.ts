describe('loading pdfjs', () => {
  it("leaves the engine's own JSON.stringify and JSON.parse in place", async () => {
    const { stringify, parse } = JSON;
    // The legacy build's core-js replaces JSON.stringify on an engine without JSON.rawJSON (Node 20 had
    // none); without them here, this test fails unless openPdf puts the engine's function back.
    const { rawJSON, isRawJSON } = JSON as { rawJSON?: unknown; isRawJSON?: unknown };
    Reflect.deleteProperty(JSON, 'rawJSON');
    Reflect.deleteProperty(JSON, 'isRawJSON');
    try {
      await import('./openPdf');
    } finally {
      Object.assign(JSON, { rawJSON, isRawJSON });
    }
    expect(JSON.stringify).toBe(stringify);
    expect(JSON.parse).toBe(parse);
  });
});
