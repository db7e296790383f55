// The project stands alone: a clone in an empty folder has nothing beside it to read.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Spelled in two parts so this file does not match itself.
const outside = ['..', 'shared'].join('/');

function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => file !== '' && file !== 'package-lock.json')
    .filter((file) => /\.(ts|tsx|mjs|js|json|md|sh|yml|yaml|html|css)$|^\.ci\//.test(file));
}

describe('the repository stands alone', () => {
  it(`has no tracked file that refers to ${outside}`, () => {
    const offenders = trackedTextFiles().filter((file) =>
      readFileSync(path.join(root, file), 'utf8').includes(outside),
    );
    expect(offenders).toEqual([]);
  });

  it('finds tracked files at all (the check above is not vacuous)', () => {
    expect(trackedTextFiles()).toContain('package.json');
  });
});
