import { houseStyleLearning } from './houseStyles';

describe('learning a vendor’s house style', () => {
  it('reads the number, date and due date of the next invoice right that the general rules read wrong', () => {
    const { before, after } = houseStyleLearning(40);
    for (const field of ['Number', 'Date', 'DueDate'] as const) {
      expect(before[field]?.accuracy ?? 0, field).toBeLessThan(0.2);
      expect(after[field]?.accuracy ?? 0, field).toBeGreaterThanOrEqual(0.9);
    }
  });
});
