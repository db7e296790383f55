import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect';

describe('reconnectDelay (spec 002 §4)', () => {
  it('waits a random 1 to 20 s before the first attempt', () => {
    expect(reconnectDelay(0, () => 0)).toBe(1_000);
    expect(reconnectDelay(0, () => 0.5)).toBe(10_500);
    expect(reconnectDelay(0, () => 0.999_999_9)).toBe(20_000);
  });

  it('keeps the first wait within 1 to 20 s whatever the random source returns', () => {
    expect(reconnectDelay(0, () => -3)).toBe(1_000);
    expect(reconnectDelay(0, () => 7)).toBe(20_000);
  });

  it('waits 20 s before the second attempt and 30 s before the third', () => {
    expect(reconnectDelay(1, () => 0.3)).toBe(20_000);
    expect(reconnectDelay(2, () => 0.3)).toBe(30_000);
  });

  it('stops after the third attempt', () => {
    expect(reconnectDelay(3, () => 0.3)).toBeNull();
    expect(reconnectDelay(10, () => 0.3)).toBeNull();
  });

  it('asks the random source only for the first attempt', () => {
    let calls = 0;
    const counting = () => {
      calls += 1;
      return 0.25;
    };
    reconnectDelay(0, counting);
    reconnectDelay(1, counting);
    reconnectDelay(2, counting);
    expect(calls).toBe(1);
  });

  it('has no delay for a nonsensical attempt number', () => {
    expect(reconnectDelay(-1, () => 0.3)).toBeNull();
    expect(reconnectDelay(1.5, () => 0.3)).toBeNull();
  });
});
