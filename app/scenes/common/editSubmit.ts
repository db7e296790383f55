import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { reportSaved } from './reportSaved';

type SaveMutation<Input> = Pick<
  UseMutationResult<{ Id: string }, Error, { id?: string; input: Input }>,
  'mutateAsync'
>;

/**
 * The submit handler of an edit page: saves (create or update), reports 'Saved', and moves a newly
 * created record to its own address so that a reload keeps it.
 */
export function editSubmit<Input>(options: {
  save: SaveMutation<Input>;
  id: string | undefined;
  input: Input;
  setDirty: (dirty: boolean) => void;
  navigate: (to: string, options: { replace: boolean }) => unknown;
  /** The list path; the new record opens at `${basePath}/${id}`. */
  basePath: string;
}) {
  return (event: FormEvent) => {
    event.preventDefault();
    reportSaved(options.save.mutateAsync({ id: options.id, input: options.input }), (saved) => {
      options.setDirty(false);
      if (!options.id)
        void options.navigate(`${options.basePath}/${encodeURIComponent(saved.Id)}`, { replace: true });
    });
  };
}
