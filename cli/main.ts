import type { CommandTable } from './command';
import { commands as allCommands } from './commands/index';

/** Where the command line writes. */
export type MainIo = { stdout: { write(text: string): unknown }; stderr: { write(text: string): unknown } };

const helpFlags = new Set(['--help', '-h']);

function usage(commands: CommandTable): string {
  const names = Object.keys(commands).sort();
  const width = Math.max(...names.map((name) => name.length));
  const lines = names.map((name) => `  ${name.padEnd(width)}  ${commands[name].description}`);
  return `usage: ledgerline <command> [args]\n\ncommands:\n${lines.join('\n')}\n\n'ledgerline <command> --help' shows a command's options.\n`;
}

/** Runs the `ledgerline` command line; resolves to the exit code (2 for a usage error). */
export async function main(argv: string[], io: MainIo = process, commands = allCommands): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || helpFlags.has(name)) {
    (name ? io.stdout : io.stderr).write(usage(commands));
    return name ? 0 : 2;
  }
  const entry = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!entry) {
    io.stderr.write(`ledgerline: unknown command '${name}'\n${usage(commands)}`);
    return 2;
  }
  const { command } = await entry.load();
  // Answered here for every command, before it opens a database or reads stdin.
  if (rest.some((arg) => helpFlags.has(arg))) {
    io.stdout.write(`${command.help}\n`);
    return 0;
  }
  return command.run(rest);
}
