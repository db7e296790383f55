import { applyOnboardingParameters } from './onboarding';

describe('onboarding query parameters', () => {
  it('starts onboarding for OnboardingStarted and takes the parameter off the address', async () => {
    const put = vi.fn(async () => undefined);
    const replace = vi.fn();
    await applyOnboardingParameters(
      { pathname: '/users', search: '?OnboardingStarted=true&x=1', hash: '' },
      replace,
      put,
    );
    expect(put).toHaveBeenCalledWith('/api/Appcues/StartOnboarding');
    expect(replace).toHaveBeenCalledWith('/users?x=1');
  });

  it('completes onboarding for OnboardingCompleted', async () => {
    const put = vi.fn(async () => undefined);
    const replace = vi.fn();
    await applyOnboardingParameters(
      { pathname: '/', search: '?OnboardingCompleted', hash: '#top' },
      replace,
      put,
    );
    expect(put).toHaveBeenCalledWith('/api/Appcues/CompleteOnboarding');
    expect(replace).toHaveBeenCalledWith('/#top');
  });

  it('leaves an address without them alone', async () => {
    const put = vi.fn(async () => undefined);
    const replace = vi.fn();
    await applyOnboardingParameters({ pathname: '/users', search: '?x=1', hash: '' }, replace, put);
    expect(put).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });
});
