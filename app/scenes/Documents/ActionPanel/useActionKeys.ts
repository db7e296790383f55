import { useEffect, useRef } from 'react';
import type { ActionName } from '../../../../domain/workflow';
import { keyCommand } from './actionKeys';

type Handlers = { request: (action: ActionName) => void; performSelected: () => void };

/** Alt+letter asks for a frequent action, Ctrl+Enter performs the selected one (also while typing a remark). */
export function useActionKeys(allowed: readonly ActionName[], enabled: boolean, handlers: Handlers): void {
  // The latest actions and handlers, so the listener is not re-attached on every keystroke in the form.
  const latest = useRef({ allowed, handlers });
  latest.current = { allowed, handlers };
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const command = keyCommand(event, latest.current.allowed);
      if (!command) return;
      event.preventDefault();
      if (command.kind === 'perform') latest.current.handlers.performSelected();
      else latest.current.handlers.request(command.action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
