describe('toolchain', () => {
  it('runs', () => {
    expect(1 + 1).toBe(2);
  });
});
