/** Requests one API key may make per minute (issue 14 §4); more answer 429 with Retry-After. */
export const ApiRequestsPerMinute = 600;
export const ApiRateWindowSeconds = 60;

/** Whole seconds until the window that started at `windowStart` ends (at least 1). */
export function retryAfterSeconds(windowStart: Date, now: Date): number {
  const end = windowStart.getTime() + ApiRateWindowSeconds * 1000;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}
