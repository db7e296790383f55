import { z } from 'zod';
import {
  type OriginalSourceType,
  OverviewDocumentTypes,
  type SourceStatus,
  type StatusInWorkflow,
} from '../documents/enums';
import type { DeliveryType, SplitReason } from './enums';

/** A page of a source in the splitter: its image, rotation and why a document starts here. */
export type SplitterPage = {
  /** SourcePageId. */
  Id: string;
  SourceFileId: string;
  SourceFilePageNumber: number;
  Width: number;
  Height: number;
  Rotation: number;
  IsBlank: boolean;
  Barcode: string;
  SplitReason: SplitReason;
  /** Whether the image is rendered (GET /api/Source/PageImage/{id}). */
  HasImage: boolean;
};

/** A document the source will be split into: its type, company and pages in order. */
export type SourceDocument = {
  Index: number;
  DocumentType: (typeof OverviewDocumentTypes)[number];
  CompanyId: string | null;
  Pages: SplitterPage[];
};

/** A source as the splitter and source overviews show it (spec 001 §3 Source). */
export type Source = {
  Id: string;
  SourceNumber: number;
  CompanyId: string | null;
  Status: SourceStatus;
  StatusInWorkflow: StatusInWorkflow;
  OriginalType: OriginalSourceType;
  DeliveryType: DeliveryType;
  DocumentType: string;
  IsBlocked: boolean;
  IsDeleted: boolean;
  CurrentUserId: string | null;
  CreatedBy: string | null;
  EmailSenderName: string;
  SenderEmail: string;
  Subject: string;
  Created: string;
  DateStatus: string;
  /** Proposed documents (splitter detail only; [] in lists). */
  SourceDocuments: SourceDocument[];
  /** Number of pages. */
  Count: number;
  HasError: boolean;
  HasWarning: boolean;
  ErrorCode: string;
  ErrorMessage: string;
  SourceOriginalBlobNames: string[];
  /** Pages deleted in the splitter (detail only). */
  DeletedPages: SplitterPage[];
  /** Documents made from the source once saved. */
  DocumentIds: string[];
  LastUpdate: string;
};

/** Scan counts: sources waiting in the splitter in total and per company (spec 001 §3). */
export type ScanCounts = {
  TotalCount: number;
  CompanyCounts: Array<{ CompanyId: string | null; Count: number }>;
};

const pageRef = z.object({
  Id: z.string().uuid(),
  Rotation: z.number().int().min(-3600).max(3600).default(0),
});

/** Body of PUT /api/Splitter: the documents as the user split them, and the pages they deleted. */
export const SplitterSaveInput = z.object({
  Id: z.string().uuid(),
  LastUpdate: z.string().min(1).max(64),
  SourceDocuments: z
    .array(
      z.object({
        DocumentType: z.enum(OverviewDocumentTypes),
        CompanyId: z.string().uuid(),
        Pages: z.array(pageRef).min(1).max(2000),
      }),
    )
    .min(1)
    .max(500),
  DeletedPageIds: z.array(z.string().uuid()).max(2000).default([]),
});
export type SplitterSaveInput = z.infer<typeof SplitterSaveInput>;

/** Body of PUT /api/Source/RotateSourcePages. */
export const RotateSourcePagesInput = z
  .array(
    z.object({ SourcePageId: z.string().uuid(), RotationDegrees: z.number().int().min(-3600).max(3600) }),
  )
  .min(1)
  .max(2000);
export type RotateSourcePagesInput = z.infer<typeof RotateSourcePagesInput>;

/** Query of GET /api/Splitter (spec 001 §7); maximumCount grows 10 → 50 (SplitterPageSize). */
export const SplitterListQuery = z.object({
  companyId: z.string().uuid().optional(),
  documentType: z.enum(OverviewDocumentTypes).optional(),
  // Not z.coerce.boolean(): that reads the string "false" as true.
  oldestFirst: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  maximumCount: z.coerce.number().int().min(1).max(50).default(10),
  currentTake: z.coerce.number().int().min(0).max(100000).default(0),
});

/** Splitter and verify lists start at 10 and grow in steps of 10 up to 50 (spec 001 §9). */
export const SplitterPageSize = { first: 10, step: 10, maximum: 50 } as const;

/** Filters of the source overviews (spec 002 §2). */
export type SourceFilter = {
  companyId?: string;
  documentType?: string;
  originalType?: OriginalSourceType;
  number?: number;
  blocked?: boolean;
  userId?: string;
  createdBy?: string;
  status?: SourceStatus;
  dateAddedFrom?: string;
  dateAddedUntil?: string;
  lastChangedFrom?: string;
  lastChangedUntil?: string;
  currentPage?: number;
  pageSize?: number;
};
