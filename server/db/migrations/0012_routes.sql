CREATE TABLE "auto_routes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"company_id" uuid,
	"relation_id" uuid,
	"document_type" text,
	"amount_from" numeric(18, 2),
	"amount_until" numeric(18, 2),
	"general_ledger_account" text,
	"cost_center" text,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_routes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"route_type" text NOT NULL,
	"action_id" text NOT NULL,
	"current_user_id" uuid,
	"send_to_user_id" uuid,
	"default_text" text DEFAULT '' NOT NULL,
	"route_option" text DEFAULT 'None' NOT NULL,
	"last_action" text DEFAULT '' NOT NULL,
	"status" text,
	"is_user_route" boolean DEFAULT false NOT NULL,
	"owner_user_id" uuid,
	"company_id" uuid,
	"relation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auto_routes_name_idx" ON "auto_routes" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "workflow_routes_company_idx" ON "workflow_routes" USING btree ("tenant_id","company_id");--> statement-breakpoint
-- Routes are tenant-owned: same isolation as the other tables.
SELECT ledgerline_enable_tenant_rls('workflow_routes'::regclass);--> statement-breakpoint
SELECT ledgerline_enable_tenant_rls('auto_routes'::regclass);
