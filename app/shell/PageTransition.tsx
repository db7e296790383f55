import { type ReactNode, useRef } from 'react';
import { useLocation } from 'react-router';
import { transitionBetween } from './transition';

/** Re-mounts the page on navigation with a fade, or a slide between parent and child paths. */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  const last = useRef<{ path: string; kind: string }>({ path: pathname, kind: 'fade' });
  if (last.current.path !== pathname) {
    previous.current = last.current.path;
    last.current = { path: pathname, kind: transitionBetween(previous.current, pathname) };
  }
  return (
    <div key={pathname} className={`ll-page-${last.current.kind}`}>
      {children}
    </div>
  );
}
