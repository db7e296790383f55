import { commands } from './commands/index';

function usage(): string {
  return `usage: ledgerline <command> [args]\ncommands: ${Object.keys(commands).sort().join(', ')}\n`;
}

/** Runs the `ledgerline` command line; resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h') {
    process.stdout.write(usage());
    return name ? 0 : 2;
  }
  const load = commands[name];
  if (!load) {
    process.stderr.write(`ledgerline: unknown command '${name}'\n${usage()}`);
    return 2;
  }
  const { command } = await load();
  return command.run(rest);
}
