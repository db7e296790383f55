/** A sub-command of the `ledgerline` command line. */
export type Command = {
  /** What `ledgerline <name> --help` prints: the usage line first, then options and exit codes. */
  help: string;
  /** Runs the command; resolves to the process exit code. */
  run(args: string[]): Promise<number>;
};

/** A sub-command as `ledgerline --help` lists it; `load` imports its module only when it runs. */
export type CommandEntry = { description: string; load: () => Promise<{ command: Command }> };

/** The sub-commands by name, so that start-up loads only what is used. */
export type CommandTable = Record<string, CommandEntry>;

/** Says why `ledgerline <name>` cannot go on, in one line on stderr; resolves to exit code 2. */
export function usageFailure(name: string, message: string): number {
  process.stderr.write(`ledgerline ${name}: ${message}\n`);
  return 2;
}
