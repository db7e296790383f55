describe('loading pdfjs', () => {
  it("leaves the engine's own JSON.stringify and JSON.parse in place", async () => {
    const { stringify, parse } = JSON;
    await import('./openPdf');
    expect(JSON.stringify).toBe(stringify);
    expect(JSON.parse).toBe(parse);
  });
});
