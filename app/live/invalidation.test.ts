import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type LiveEvent, LiveEventKinds } from '../../domain/live/events';
import { invalidationsFor, LiveInvalidations, OwnUserInvalidations } from './invalidation';

const appRoot = join(process.cwd(), 'app');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    const own = relative(appRoot, path).startsWith('live');
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !own ? [path] : [];
  });
}

/** A key element: its string literal, or null where the app puts a variable (matches anything). */
type KeyShape = (string | null)[];

/** Every query key the app declares (`queryKey: [...]` and `const somethingKey = [...]`), as shapes. */
function declaredKeyShapes(): KeyShape[] {
  const constants = new Map<string, KeyShape>();
  const strings = new Map<string, string>();
  const shapes: KeyShape[] = [];
  const parse = (body: string): KeyShape =>
    body
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .flatMap((part) => {
        const spread = /^\.\.\.(\w+)$/.exec(part);
        if (spread) return constants.get(spread[1] ?? '') ?? [null];
        const literal = /^'([^']*)'$/.exec(part);
        return [literal ? (literal[1] ?? '') : (strings.get(part) ?? null)];
      });
  const files = sourceFiles(appRoot).map((path) => readFileSync(path, 'utf8'));
  for (const text of files) {
    for (const match of text.matchAll(/const (\w*[kK]ey) = '([^']*)'/g))
      strings.set(match[1] ?? '', match[2] ?? '');
    for (const match of text.matchAll(/const (\w*[kK]ey) = (?:\([^)]*\) => )?\[([^\]]*)\]/g)) {
      constants.set(match[1] ?? '', parse(match[2] ?? ''));
    }
  }
  for (const text of files) {
    for (const match of text.matchAll(/queryKey: \[([^\]]*)\]/g)) shapes.push(parse(match[1] ?? ''));
    for (const match of text.matchAll(/queryKey: (\w+)[,(\s]/g)) {
      const constant = constants.get(match[1] ?? '');
      if (constant) shapes.push(constant);
    }
  }
  return shapes;
}

const startsWith = (shape: KeyShape, prefix: readonly string[]) =>
  shape.length >= prefix.length &&
  prefix.every((part, index) => shape[index] === null || shape[index] === part);

describe('live event → query invalidation', () => {
  it('maps every event kind of the catalogue', () => {
    expect(Object.keys(LiveInvalidations).sort()).toEqual([...LiveEventKinds].sort());
  });

  it('leaves only the notice, session and presence events without invalidations', () => {
    const ignored = LiveEventKinds.filter((kind) => LiveInvalidations[kind].length === 0);
    expect(ignored.sort()).toEqual(
      ['PresenceChanged', 'ReportCreated', 'SessionInvalidated', 'SubscriptionRecordCreated'].sort(),
    );
  });

  it('names only query keys the app really uses', () => {
    const shapes = declaredKeyShapes();
    expect(shapes.length).toBeGreaterThan(50);
    const mapped = [
      ...LiveEventKinds.flatMap((kind) => LiveInvalidations[kind].map((prefix) => ({ kind, prefix }))),
      ...OwnUserInvalidations.map((prefix) => ({ kind: 'own user', prefix })),
    ];
    const missing = mapped
      .filter(({ prefix }) => !shapes.some((shape) => shape[0] === prefix[0] && startsWith(shape, prefix)))
      .map(({ kind, prefix }) => `${kind}: ${prefix.join('/')}`);
    expect(missing).toEqual([]);
  });

  it('refreshes overviews, counts and the dashboard when a document changes', () => {
    const keys = invalidationsFor({ Event: 'ActionPerformed', DocumentId: 'd1' }, 'me').map((key) =>
      key.join('/'),
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        'documents/overview',
        'documents/totals',
        'dashboard',
        'verify/count',
        'paymentBatches/documentsToPay',
      ]),
    );
  });

  it('refreshes the rights-bearing base data when the signed-in user changes', () => {
    const keys = invalidationsFor({ Event: 'UserUpdated', UserId: 'me' }, 'me').map((key) => key.join('/'));
    expect(keys).toEqual(expect.arrayContaining(['baseData', 'currentUser', 'users']));
  });

  it('refreshes only the user list when another user changes', () => {
    const keys = invalidationsFor({ Event: 'UserUpdated', UserId: 'u2' }, 'me').map((key) => key.join('/'));
    expect(keys).toEqual(['users']);
  });

  it('ignores an event kind it does not know (a newer server)', () => {
    expect(invalidationsFor({ Event: 'SomethingNew' } as unknown as LiveEvent, 'me')).toEqual([]);
  });
});
