import { ReplySituations } from '../../../domain/intake/enums';
import type { ReplyTemplate } from '../../../domain/intake/replyTemplate';
import { AllMailboxes, filterTemplates, insertPlaceholder, replyTemplateFormOf } from './replyTemplateForm';

const template = (overrides: Partial<ReplyTemplate>): ReplyTemplate => ({
  Id: 't',
  MailboxId: null,
  Situation: 'Received',
  Language: 'nl-NL',
  Subject: 'Ontvangen: {Subject}',
  Body: 'Beste {SenderName}',
  IsActive: true,
  LastUpdate: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

describe('inserting a placeholder', () => {
  it('puts {Name} at the cursor and the cursor after it', () => {
    expect(insertPlaceholder('Beste ,', 6, 6, 'SenderName')).toEqual({
      text: 'Beste {SenderName},',
      cursor: 18,
    });
  });

  it('replaces the selected text', () => {
    expect(insertPlaceholder('Beste klant,', 6, 11, 'SenderName')).toEqual({
      text: 'Beste {SenderName},',
      cursor: 18,
    });
  });

  it('appends when the cursor is beyond the text, and at the start for a negative one', () => {
    expect(insertPlaceholder('Tot', 99, 120, 'MaxSize')).toEqual({ text: 'Tot{MaxSize}', cursor: 12 });
    expect(insertPlaceholder('x', -3, -1, 'Files')).toEqual({ text: '{Files}x', cursor: 7 });
  });
});

describe('the reply template list filter', () => {
  const shared = template({ Id: 'shared', Situation: 'TooLarge' });
  const own = template({ Id: 'own', MailboxId: 'm1', Situation: 'Received', Language: 'en-US' });
  const ownDutch = template({ Id: 'own-nl', MailboxId: 'm1' });
  const other = template({ Id: 'other', MailboxId: 'm2', Situation: 'Duplicate' });
  const all = [other, shared, own, ownDutch];
  const ids = (list: ReplyTemplate[]) => list.map((entry) => entry.Id);

  it('shows everything by situation, then language, without a filter', () => {
    expect(ids(filterTemplates(all, { mailbox: '', situation: '' }, ReplySituations))).toEqual([
      'own',
      'own-nl',
      'shared',
      'other',
    ]);
  });

  it('narrows to one mailbox, or to the templates for all mailboxes', () => {
    expect(ids(filterTemplates(all, { mailbox: 'm1', situation: '' }, ReplySituations))).toEqual([
      'own',
      'own-nl',
    ]);
    expect(ids(filterTemplates(all, { mailbox: AllMailboxes, situation: '' }, ReplySituations))).toEqual([
      'shared',
    ]);
  });

  it('narrows to a situation', () => {
    expect(ids(filterTemplates(all, { mailbox: '', situation: 'Duplicate' }, ReplySituations))).toEqual([
      'other',
    ]);
  });
});

it('edits the fields of a stored template and keeps its LastUpdate for the save', () => {
  const { Id, ...fields } = template({ Id: 'x', MailboxId: 'm1' });
  expect(replyTemplateFormOf(template({ Id: 'x', MailboxId: 'm1' }))).toEqual(fields);
});
