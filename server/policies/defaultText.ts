import type { Actor } from '../services/users/actor';

/** Who may do what with default texts. */
export const defaultTextPolicy = {
  /** The default-texts screen keeps them; everyone acting on a document reads the ones offered. */
  edit: (actor: Actor) => actor.viewRights.has('DefaultTexts'),
};
