import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { popups } from '../../shell/popups/popupStore';

type SaveMutation<Input> = Pick<
  UseMutationResult<{ Id: string }, Error, { id?: string; input: Input }>,
  'mutateAsync'
>;

/**
 * The submit handler of an edit page: saves (create or update), reports 'Saved', and moves a newly
 * created record to its own address so that a reload keeps it. It waits on the save's promise rather than on
 * `mutate`'s callbacks: those are skipped when the page was mounted anew while the save ran (its data refetched on
 * a live event), and the save then succeeded without a word.
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
    options.save.mutateAsync({ id: options.id, input: options.input }).then(
      (saved) => {
        options.setDirty(false);
        popups.add({ Message: 'Saved', Icon: 'check' });
        if (!options.id)
          void options.navigate(`${options.basePath}/${encodeURIComponent(saved.Id)}`, { replace: true });
      },
      // The mutation shows its own error (save.error beside the fields, or the error popup).
      () => undefined,
    );
  };
}
