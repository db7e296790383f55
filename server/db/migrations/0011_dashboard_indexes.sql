-- The dashboard's counts per step (GetDashboardStep) answered from the index alone at 1,000,000 documents: by status
-- (Validate, Post, Approve) and the payable documents (approved, not paid, debit). Covering columns are INCLUDEd,
-- which the Drizzle schema cannot express, so these indexes live here only.
CREATE INDEX IF NOT EXISTS "documents_dashboard_status_idx" ON "documents" ("tenant_id", "document_type", "status", "import_date")
  INCLUDE ("company_id", "current_user_id", "is_blocked", "is_posted", "is_confidential");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "documents_dashboard_payable_idx" ON "documents" ("tenant_id", "document_type", "import_date")
  INCLUDE ("company_id", "current_user_id", "is_confidential")
  WHERE "is_approved" AND NOT "is_paid" AND "invoice_type" = 'Debit';
