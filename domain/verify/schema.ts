import { z } from 'zod';
import { OverviewDocumentTypes } from '../documents/enums';
import { RecognizedFieldNames } from '../recognition/types';

const guid = z.uuid('Validation_Guid');
const day = z.iso.date('Validation_Unknown').nullable();
const amount = z
  .number('Validation_Not_A_Number')
  .min(-1e13, 'Validation_Minimum_Value%%-10000000000000')
  .max(1e13, 'Validation_Maximum_Value%%10000000000000');
const text = (max: number) => z.string().max(max, `Validation_Maximum_Length%%${max}`);
const fraction = z.number().min(0).max(1);

/** Body of PUT Verify/Save{DocumentTypeName} (domain/verify/types VerifySaveBody). */
export const VerifySaveInput = z.object({
  Id: guid,
  LastUpdate: z.string().min(1, 'Validation_Required').max(64),
  CompanyId: guid,
  RelationId: guid.nullable().default(null),
  Number: text(100).default(''),
  Date: day.default(null),
  DueDate: day.default(null),
  Currency: z
    .string()
    .regex(/^([A-Za-z]{3})?$/, 'Validation_In_List')
    .default('EUR'),
  NetAmount: amount.default(0),
  VatAmount: amount.default(0),
  GrossAmount: amount.default(0),
  InvoiceType: z.enum(['Debit', 'Credit'], 'Validation_In_List').default('Debit'),
  IbanNumber: text(50).default(''),
  PurchaseOrderNumber: text(500).default(''),
  PaymentReference: text(100).default(''),
  Description: text(500).default(''),
  Comment: text(2000).default(''),
  RotatedPages: z
    .array(z.object({ SourcePageId: guid, RotationDegrees: z.number().int().min(-3600).max(3600) }))
    .max(2000)
    .default([]),
  IgnoreDuplicates: z.boolean().default(false),
  Corrections: z
    .array(
      z.object({
        Field: z.enum(RecognizedFieldNames, 'Validation_In_List'),
        Page: z.number().int().min(1).max(10000).nullable(),
        Box: z.tuple([fraction, fraction, fraction, fraction]).nullable(),
      }),
    )
    .max(50)
    .default([]),
});

/** Query of GET Verify/GetDocuments: the list grows 10 → 50 (spec 001 §9, maximumCount and currentTake). */
export const VerifyListQuery = z.object({
  companyId: guid.optional(),
  documentType: z.enum(OverviewDocumentTypes, 'Validation_In_List').optional(),
  // Not z.coerce.boolean(): that reads the string "false" as true.
  oldestFirst: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  maximumCount: z.coerce.number().int().min(1).max(50).default(10),
  currentTake: z.coerce.number().int().min(0).max(100000).default(0),
});

/** Query of GET Verify/GetDocumentCount. */
export const VerifyCountQuery = z.object({
  companyId: guid.optional(),
  documentType: z.enum(OverviewDocumentTypes, 'Validation_In_List').optional(),
});
