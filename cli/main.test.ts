import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { corpusPath } from '../tests/corpora/path';
import type { CommandTable } from './command';
import { commands } from './commands/index';
import { main } from './main';

async function runMain(argv: string[], table?: CommandTable) {
  let stdout = '';
  let stderr = '';
  const io = {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  };
  const code = await main(argv, io, table);
  return { code, stdout, stderr };
}

describe('ledgerline', () => {
  it('lists every command with its description for --help and -h, exit 0', async () => {
    for (const flag of ['--help', '-h']) {
      const { code, stdout } = await runMain([flag]);
      expect(code).toBe(0);
      expect(stdout).toMatch(/^usage: ledgerline <command>/);
      for (const name of Object.keys(commands)) expect(stdout).toContain(`${name}  `);
      for (const entry of Object.values(commands)) expect(stdout).toContain(entry.description);
    }
  });

  it('prints the usage on stderr and exits 2 without a command or with an unknown one', async () => {
    expect(await runMain([])).toMatchObject({ code: 2, stdout: '' });
    const unknown = await runMain(['frobnicate']);
    expect(unknown).toMatchObject({ code: 2, stdout: '' });
    expect(unknown.stderr).toContain("unknown command 'frobnicate'");
    expect((await runMain(['toString'])).code).toBe(2);
  });

  it.each(Object.keys(commands))('answers `%s --help` with its usage and exit 0', async (name) => {
    const { code, stdout } = await runMain([name, '--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(new RegExp(`^usage: ledgerline ${name}\\b`));
    expect(stdout).toMatch(/exit codes: 0 /);
  });

  it('answers --help before the command runs, wherever it stands among the arguments', async () => {
    const run = vi.fn(async () => 0);
    const table: CommandTable = {
      probe: {
        description: 'a probe',
        load: async () => ({ command: { help: 'usage: ledgerline probe', run } }),
      },
    };
    expect(await runMain(['probe', 'x', '-h'], table)).toMatchObject({
      code: 0,
      stdout: 'usage: ledgerline probe\n',
    });
    expect(run).not.toHaveBeenCalled();
  });

  it('exits 1 through cli/bin.mjs when check-iban is given an invalid value', async () => {
    const bin = path.resolve(process.cwd(), 'cli/bin.mjs');
    const run = spawnSync(process.execPath, [bin, 'check-iban', 'NL00XXXX0000000000'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({ valid: false });
  }, 30000);

  it('ends quietly when the reader closes the pipe before the output is written (`… | head -c 1`)', () => {
    const bin = path.resolve(process.cwd(), 'cli/bin.mjs');
    const file = corpusPath('einvoices/peppol-bis-billing-3/examples/base-example.xml');
    // Twenty answers are more than a pipe holds: the writer is still writing when the reader has gone.
    const files = Array.from({ length: 20 }, () => `"${file}"`).join(' ');
    const run = spawnSync('sh', ['-c', `"${process.execPath}" "${bin}" einvoice ${files} | head -c 1`], {
      encoding: 'utf8',
    });
    expect(run.stdout).toBe('{');
    expect(run.stderr).not.toMatch(/EPIPE|Unhandled/);
  }, 30000);
});
