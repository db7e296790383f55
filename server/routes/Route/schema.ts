import { z } from 'zod';
import { DocumentStatuses, OverviewDocumentTypes } from '../../../domain/documents/enums';
import { type ActionName, ActionNames } from '../../../domain/workflow/actions';
import { RouteOptions } from '../../../domain/workflow/routes';

const guid = z.uuid('Validation_Guid');
export const actionName = z.enum(ActionNames as [ActionName, ...ActionName[]], 'Validation_In_List');
/** The route types a stored route has: auto routes live in their own table. */
const storedRouteType = z.enum(['SuggestionRoute', 'SuggestionRouteAllVendors'], 'Validation_In_List');
const defaultText = z.string('Validation_Required').max(4000, 'Validation_Maximum_Length%%4000');
const routeOption = z.enum(RouteOptions, 'Validation_In_List');

export const RouteIdParams = z.object({ id: guid });

/** GET /Route: which routes; userRoutes true → the caller's own, false → the shared ones, absent → both. */
export const RouteListQuery = z.object({
  routeType: storedRouteType.optional(),
  companyId: guid.optional(),
  userRoutes: z
    .enum(['true', 'false', 'True', 'False'], 'Validation_In_List')
    .optional()
    .transform((value) => (value === undefined ? undefined : value.toLowerCase() === 'true')),
});

/** POST /Route and PUT /Route/{id}: a Route without its Id. */
export const RouteBody = z.object({
  RouteType: storedRouteType,
  ActionId: actionName,
  CurrentUserId: guid.nullish().transform((value) => value ?? null),
  SendToUserId: guid.nullish().transform((value) => value ?? null),
  DefaultText: defaultText.nullish().transform((value) => value ?? ''),
  RouteOption: routeOption.nullish().transform((value) => value ?? 'None'),
  LastAction: z
    .string()
    .max(100, 'Validation_Maximum_Length%%100')
    .nullish()
    .transform((value) => value ?? ''),
  Status: z
    .enum(DocumentStatuses, 'Validation_In_List')
    .nullish()
    .transform((value) => value ?? null),
  IsUserRoute: z.boolean('Validation_Yes_No').default(true),
  CompanyId: guid.nullish().transform((value) => value ?? null),
  RelationId: guid.nullish().transform((value) => value ?? null),
});

/** POST /Route/CreateRouteFromInvoiceAction: the action request (spec 001 §3) and the route type chosen. */
export const FromActionBody = z.object({
  DocumentId: guid,
  DocumentType: z.enum(OverviewDocumentTypes, 'Validation_In_List'),
  NextAction: actionName,
  NextUserId: guid.nullish().transform((value) => value ?? null),
  Remark: defaultText.nullish().transform((value) => value ?? ''),
  RouteType: storedRouteType,
  /** Ask for a shared route (needs the SuggestionRoutes right); a user route otherwise. */
  IsUserRoute: z.boolean('Validation_Yes_No').default(true),
  /** The document's state before the action, when the client posts the route after it. */
  PreviousAction: z.string().max(100, 'Validation_Maximum_Length%%100').nullish(),
  PreviousStatus: z.enum(DocumentStatuses, 'Validation_In_List').nullish(),
  CurrentUserId: guid.nullish(),
});

/** PUT /Route/UpdateRouteFromInvoiceAction: the same, naming the route and its option. */
export const UpdateFromActionBody = FromActionBody.extend({
  RouteId: guid,
  RouteOption: routeOption.nullish().transform((value) => value ?? 'None'),
});

export type RouteBody = z.output<typeof RouteBody>;
export type FromActionBody = z.output<typeof FromActionBody>;
export type UpdateFromActionBody = z.output<typeof UpdateFromActionBody>;
