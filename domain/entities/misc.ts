import { z } from 'zod';
import { ErpAdapters } from './enums';

/** Manual adapter request (spec 000 §3): a customer asks for an ERP link we do not have yet. */
export const ManualAdapterRequest = z.object({
  CompanyId: z.string().min(1, 'Validation_Required').pipe(z.uuid('Validation_Guid')),
  ErpName: z.string().trim().min(1, 'Validation_Required').max(100, 'Validation_Maximum_Length%%100'),
  Answer: z.string().trim().max(2000, 'Validation_Maximum_Length%%2000').default(''),
  ErpUrl: z.union([z.literal(''), z.url('Validation_Unknown')]).default(''),
  UsageContext: z.string().trim().max(2000, 'Validation_Maximum_Length%%2000').default(''),
});
export type ManualAdapterRequest = z.input<typeof ManualAdapterRequest>;

/** Onboarding status (spec 000 §3), served under the /Appcues paths. */
export type OnboardingStatus = {
  DocumentsInWorkflow: number;
  DocumentsToValidate: number;
  DocumentsToSplit: number;
  DocumentsAtUser: number;
  EmailAddressCreated: boolean;
  CompanyCreated: boolean;
  LoginOk: boolean;
  UserCount: number;
  Environment: string;
  IsDemoAccount: boolean;
  MailboxDomains: string[];
  OnboardingStarted: boolean;
  OnboardingCompleted: boolean;
};

/** Popup message (spec 000 §3). */
export type PopupMessage = {
  Id: string;
  Message: string;
  Icon: 'check' | 'close' | 'info';
  /** Seconds; -1 stays until closed. */
  Duration: number;
  ToTranslate: boolean;
  Link?: string;
  OpenLinkInNewWindow?: boolean;
  OriginalMessage?: string;
};

/** Feature flags the server knows (GET Features/GetAllFeatureFlags). */
export const FeatureFlags = ['RemoveOldSourceOverviews', 'UseLiveEvents', 'ShowNewDashboard'] as const;
export type FeatureFlag = (typeof FeatureFlags)[number];

/** Enterprise features that a customer may have switched on. */
export const EnterpriseFeatures = [
  'ElectronicTemplates',
  'AuthenticationManagement',
  'ReportingAccess',
  'ContractManagement',
  'FastInsights',
] as const;
export type EnterpriseFeature = (typeof EnterpriseFeatures)[number];

/** Adapters offered for the integration set-up, plus "other" via a manual request. */
export const IntegrationAdapters = ErpAdapters;
