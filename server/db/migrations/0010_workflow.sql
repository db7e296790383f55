CREATE TABLE "ledger_entry_counters" (
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_number" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_entry_counters_tenant_id_company_id_year_pk" PRIMARY KEY("tenant_id","company_id","year")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "previous_status" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "verified_by" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "workflow_state" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The ledger entry counters are tenant-owned: same isolation as the other tables.
SELECT ledgerline_enable_tenant_rls('ledger_entry_counters'::regclass);
