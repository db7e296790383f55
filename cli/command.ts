/** A sub-command of the `ledgerline` command line. */
export type Command = {
  description: string;
  /** Runs the command; resolves to the process exit code. */
  run(args: string[]): Promise<number>;
};

/** Loaders keyed by sub-command name, so that start-up loads only what is used. */
export type CommandTable = Record<string, () => Promise<{ command: Command }>>;
