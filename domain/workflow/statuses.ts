import { type DocumentStatus, DocumentStatuses } from '../documents/enums';

/**
 * Where a status stands in the document's life. The engine uses it for two rules: whoever holds a
 * document in a Handle status is its handler (HandlerId), and a document that goes back to Entry,
 * Verify or Handle must be approved again.
 */
export const StatusStages = ['Entry', 'Verify', 'Handle', 'Approve', 'Post', 'Done', 'Aside'] as const;
export type StatusStage = (typeof StatusStages)[number];

/** One workflow status: its stage, whether work on it is done, and its default names. */
export type StatusDefinition = {
  Stage: StatusStage;
  /** Done: Posted and Archived, as the overview's Ongoing filter has it (not posted, not archived). */
  Done: boolean;
  /** Default display names (editable per customer environment). */
  Names: { 'en-US': string; 'nl-NL': string };
};

const status = (Stage: StatusStage, en: string, nl: string): StatusDefinition => ({
  Stage,
  Done: Stage === 'Done',
  Names: { 'en-US': en, 'nl-NL': nl },
});

/** The workflow statuses: the spec's document statuses (spec 001 §3), five free statuses included. */
export const WorkflowStatuses: Record<DocumentStatus, StatusDefinition> = {
  None: status('Entry', 'None', 'Geen'),
  Imported: status('Verify', 'Imported', 'Geïmporteerd'),
  Import_Error: status('Verify', 'Import error', 'Importfout'),
  New_Purchase_Invoice: status('Verify', 'New purchase invoice', 'Nieuwe inkoopfactuur'),
  New_Sales_Invoice: status('Verify', 'New sales invoice', 'Nieuwe verkoopfactuur'),
  In_Progress: status('Handle', 'In progress', 'In behandeling'),
  Wait_For_Purchase_Order_Match: status(
    'Handle',
    'Waiting for purchase order match',
    'Wacht op inkoopordermatch',
  ),
  Pending: status('Approve', 'Pending', 'In afwachting'),
  Signed_Off: status('Post', 'Signed off', 'Afgetekend'),
  Ready: status('Post', 'Ready', 'Gereed'),
  Released: status('Post', 'Released', 'Vrijgegeven'),
  Invalid_Masterdata: status('Post', 'Invalid master data', 'Ongeldige stamgegevens'),
  Error: status('Post', 'Error', 'Fout'),
  Posted: status('Done', 'Posted', 'Geboekt'),
  Archived: status('Done', 'Archived', 'Gearchiveerd'),
  Blocked: status('Aside', 'Blocked', 'Geblokkeerd'),
  Question: status('Aside', 'Question', 'Vraag'),
  Question_Answered: status('Aside', 'Question answered', 'Vraag beantwoord'),
  Not_Applicable: status('Aside', 'Not applicable', 'Niet van toepassing'),
  Free_Status_1: status('Aside', 'Free status 1', 'Vrije status 1'),
  Free_Status_2: status('Aside', 'Free status 2', 'Vrije status 2'),
  Free_Status_3: status('Aside', 'Free status 3', 'Vrije status 3'),
  Free_Status_4: status('Aside', 'Free status 4', 'Vrije status 4'),
  Free_Status_5: status('Aside', 'Free status 5', 'Vrije status 5'),
};

/** The statuses in which work is done: Posted and Archived. */
export const DoneStatuses: readonly DocumentStatus[] = DocumentStatuses.filter(
  (name) => WorkflowStatuses[name].Done,
);

/** Every status in which the document is still being worked on. */
export const OpenStatuses: readonly DocumentStatus[] = DocumentStatuses.filter(
  (name) => !WorkflowStatuses[name].Done,
);

/** True when the text is one of the document statuses. */
export function isDocumentStatus(name: string): name is DocumentStatus {
  return (DocumentStatuses as readonly string[]).includes(name);
}

/** True for Posted and Archived. */
export function isDoneStatus(name: DocumentStatus): boolean {
  return WorkflowStatuses[name].Done;
}

/** The stage of a status. */
export function stageOf(name: DocumentStatus): StatusStage {
  return WorkflowStatuses[name].Stage;
}

/** A status's default name in a locale; other locales (aa-ER) get the English one. */
export function statusName(name: DocumentStatus, locale: string): string {
  return locale === 'nl-NL' ? WorkflowStatuses[name].Names['nl-NL'] : WorkflowStatuses[name].Names['en-US'];
}
