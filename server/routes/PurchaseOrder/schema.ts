import { z } from 'zod';
import {
  PURCHASE_ORDER_PAGE_TAKE,
  PURCHASE_ORDER_SHORT_LIST,
  PurchaseOrderInput,
} from '../../../domain/masterdata/index';
import { PurchaseOrderSorts } from '../../services/masterdata/purchaseOrderQueries';
import { flag, pageQuery, searchValue } from '../masterdata/querySchemas';

// Request schemas of the PurchaseOrder calls (spec 002 §7, §9).

const companyId = z.uuid('Validation_Guid');
/** A vendor's code; empty means the orders of every vendor. */
const vendorCode = z.string().trim().max(50, 'Validation_Maximum_Length%%50').default('');
const includeDeletedOrders = flag;

/** GetByCompanyAndVendor: the short list, at most 500. */
export const VendorOrdersQuery = z.object({
  companyId,
  vendorCode,
  maximumCount: z.coerce
    .number('Validation_Not_A_Number')
    .int('Validation_Not_A_Number')
    .min(1, 'Validation_Minimum_Value%%1')
    .max(PURCHASE_ORDER_SHORT_LIST, `Validation_Maximum_Value%%${PURCHASE_ORDER_SHORT_LIST}`)
    .default(PURCHASE_ORDER_SHORT_LIST),
  includeDeletedOrders,
});

/** GetByCompanyIdAndVendorCode: a page of a vendor's orders, 50 at a time. */
export const VendorOrderPageQuery = z.object({
  companyId,
  vendorCode,
  skip: z.coerce.number('Validation_Not_A_Number').int().min(0, 'Validation_Positive').default(0),
  take: z.coerce
    .number('Validation_Not_A_Number')
    .int()
    .min(1, 'Validation_Minimum_Value%%1')
    .max(PURCHASE_ORDER_SHORT_LIST, `Validation_Maximum_Value%%${PURCHASE_ORDER_SHORT_LIST}`)
    .default(PURCHASE_ORDER_PAGE_TAKE),
  searchQuery: searchValue,
  includeDeletedOrders,
});

/** GetByCompanyAndCode. */
export const OrderCodeQuery = z.object({
  companyId,
  code: z.string().trim().min(1, 'Validation_Required').max(50, 'Validation_Maximum_Length%%50'),
  includeDeletedOrders,
});

/** GetPageByCompany: the purchase-order screen's table. */
export const OrderPageQuery = pageQuery(PurchaseOrderSorts)
  .omit({ includeBlocked: true })
  .extend({ includeDeleted: flag });

/** POST /PurchaseOrder: the company and the order. */
export const CreateOrderBody = PurchaseOrderInput.extend({ CompanyId: companyId });
/** PUT /PurchaseOrder/{id}: the order; a CompanyId, when sent, must be the order's own. */
export const UpdateOrderBody = PurchaseOrderInput.extend({ CompanyId: companyId.optional() });
