/**
 * The live connection's reconnect schedule (spec 002 §4): after a drop the client waits a random 1 to 20 s, then
 * 20 s, then 30 s, then stops trying (the user may still reconnect by hand). The random first wait spreads the
 * reconnects of many clients after a server restart.
 */
export const ReconnectFirstMinMs = 1_000;
export const ReconnectFirstMaxMs = 20_000;
export const ReconnectFixedDelaysMs: readonly number[] = [20_000, 30_000];

/**
 * The wait before reconnect attempt `attempt` (0 for the first after a drop), or null when the client stops.
 * `random` returns a number in [0, 1), like Math.random.
 */
export function reconnectDelay(attempt: number, random: () => number): number | null {
  if (!Number.isInteger(attempt) || attempt < 0) return null;
  if (attempt === 0) {
    const span = ReconnectFirstMaxMs - ReconnectFirstMinMs;
    const fraction = Math.min(Math.max(random(), 0), 1);
    return ReconnectFirstMinMs + Math.round(fraction * span);
  }
  return ReconnectFixedDelaysMs[attempt - 1] ?? null;
}
