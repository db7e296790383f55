import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { FullPageLoader } from '../shell/FullPageLoader';
import { useBaseData } from './baseData';
import { buildGuardContext } from './guardContext';
import { ShellDataContext } from './ShellDataContext';
import { establishSession, hasLiveRefreshCredential } from './startup';
import { getAccessToken } from './tokenStore';

type Phase = 'starting' | 'ready' | 'no-credential';

/** Runs the start-up sequence before any guarded screen shows; failure goes to /no-valid-session. */
export function SessionBoundary({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [phase, setPhase] = useState<Phase>(() =>
    getAccessToken() || hasLiveRefreshCredential() ? 'starting' : 'no-credential',
  );

  useEffect(() => {
    if (phase !== 'starting') return;
    let active = true;
    establishSession(client).then(
      () => active && setPhase('ready'),
      () => active && navigate('/no-valid-session', { replace: true }),
    );
    return () => {
      active = false;
    };
  }, [client, navigate, phase]);

  const { data: base } = useBaseData(phase === 'ready');
  const value = useMemo(() => (base ? { base, guard: buildGuardContext(base) } : null), [base]);

  if (phase === 'no-credential') {
    // Never signed in here (or signed out): straight to the login page, remembering where to return.
    return <Navigate replace to="/login" state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (phase !== 'ready' || !value) return <FullPageLoader />;
  return <ShellDataContext.Provider value={value}>{children}</ShellDataContext.Provider>;
}
