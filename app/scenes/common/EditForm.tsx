import type { FormEvent, ReactNode } from 'react';
import { useIsReadOnly } from '../../session/sessionStore';

/**
 * An edit page's form. The browser's own required-field bubbles stay off (they are in the browser's language,
 * not the user's): the fields show the app's translated messages instead. A read-only session cannot submit.
 */
export function EditForm({
  onSubmit,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const readOnly = useIsReadOnly();
  return (
    <form noValidate onSubmit={readOnly ? (event) => event.preventDefault() : onSubmit}>
      {children}
    </form>
  );
}

/** The fields of an edit page; a read-only session sees them disabled (it could never save them). */
export function ReadOnlyFieldset({ children }: { children: ReactNode }) {
  const readOnly = useIsReadOnly();
  return (
    <fieldset
      disabled={readOnly}
      data-read-only={readOnly ? 'true' : undefined}
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
    >
      {children}
    </fieldset>
  );
}
