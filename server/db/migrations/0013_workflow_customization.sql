CREATE TABLE "default_texts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"action" text,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_definitions" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"status_actions" jsonb,
	"status_filters" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "default_texts_name_idx" ON "default_texts" USING btree ("tenant_id","name");--> statement-breakpoint
-- Both are tenant-owned: same isolation as the other tables.
SELECT ledgerline_enable_tenant_rls('default_texts'::regclass);--> statement-breakpoint
SELECT ledgerline_enable_tenant_rls('workflow_definitions'::regclass);
