import fs from 'node:fs';
import path from 'node:path';
import { TranslationSources } from '../../domain/entities/enums';
import { ActionRights, ViewRights } from '../../domain/rights/rights';
import {
  accountMenu,
  documentMenu,
  paymentListsMenu,
  scanMenu,
  settingsMenu,
} from '../../domain/routes/menus';
import { routeTable } from '../../domain/routes/routeTable';
import { companyFieldGroups } from '../scenes/Companies/companyFields';
import { UserFlags } from '../scenes/Users/UserFlagsSection';

const root = process.cwd();
const shellFolders = ['app/shell', 'app/i18n', 'app/session', 'app/scenes'].map((folder) =>
  path.join(root, folder),
);

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'DevKit' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

function literalKeys(): string[] {
  const keys = new Set<string>();
  for (const file of shellFolders.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\('([A-Za-z0-9_]+)'/g)) keys.add(match[1]);
    for (const match of text.matchAll(/Message: '([A-Za-z0-9_]+)'/g)) keys.add(match[1]);
  }
  return [...keys];
}

function localeKeys(locale: string): Set<string> {
  const keys = new Set<string>();
  for (const source of TranslationSources) {
    const file = path.join(root, 'locales', locale, `${source}.json`);
    for (const key of Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')))) keys.add(key);
  }
  return keys;
}

const menuLabels = [
  ...[scanMenu, documentMenu, paymentListsMenu, accountMenu].flat().map((item) => item.label),
  ...settingsMenu.flatMap((column) => [column.label, ...column.items.map((item) => item.label)]),
];

const dynamicKeys = [
  ...routeTable.map((entry) => entry.name),
  ...menuLabels,
  ...[...ViewRights, ...ActionRights].map((right) => `Right_${right}`),
  ...companyFieldGroups.flatMap((group) => [
    group.title,
    ...group.fields.map((field) => `Company_${field.name}`),
  ]),
  ...UserFlags.map((flag) => `User_${flag}`),
  'Session_Expired_Info',
  'Error_ReadOnly_Account',
  'Cannot_Connect_Server_Down_Info',
  'Login_Invalid_Credentials',
  'Login_Locked',
];

describe('translation files', () => {
  for (const locale of ['nl-NL', 'en-US']) {
    it(`${locale} holds every key the shell uses`, () => {
      const available = localeKeys(locale);
      const missing = [...literalKeys(), ...dynamicKeys].filter((key) => !available.has(key));
      expect(missing).toEqual([]);
    });
  }
});
