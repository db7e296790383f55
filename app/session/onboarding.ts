import { api } from '../api/client';

const parameters = [
  ['OnboardingStarted', '/api/Appcues/StartOnboarding'],
  ['OnboardingCompleted', '/api/Appcues/CompleteOnboarding'],
] as const;

/**
 * Spec 000 §4: onboarding is started or completed through the query parameters OnboardingStarted or
 * OnboardingCompleted on the address; the parameter is recorded once and taken off the address.
 */
export async function applyOnboardingParameters(
  location: Pick<Location, 'search' | 'pathname' | 'hash'> = window.location,
  replace: (url: string) => void = (url) => window.history.replaceState(window.history.state, '', url),
  put: (path: string) => Promise<unknown> = (path) => api.put(path),
): Promise<void> {
  const query = new URLSearchParams(location.search);
  const present = parameters.filter(([name]) => query.has(name));
  if (present.length === 0) return;
  for (const [name, path] of present) {
    query.delete(name);
    await put(path).catch(() => undefined);
  }
  const rest = query.toString();
  replace(`${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
}
