// The project stands alone: a clone in an empty folder has nothing beside it to read.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Spelled in two parts so this file does not match itself.
const outside = ['..', 'shared'].join('/');

// What a copy without its history holds (an archive, a download): every file but the installed and generated ones.
const Untracked =
  /^(?:node_modules|\.git|dist|data|coverage|test-results|playwright-report|bench\/out|\.scratch)(?:\/|$)|(?:^|\/)__pycache__\//;

/** The project's files: those git tracks, or, in a copy without git, every file outside the installed ones. */
function projectFiles(): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    return listed.split('\0');
  } catch {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .filter((file) => !Untracked.test(file));
  }
}

function trackedTextFiles(): string[] {
  return projectFiles()
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
