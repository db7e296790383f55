CREATE TABLE "document_recognitions" (
	"tenant_id" uuid NOT NULL,
	"document_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"read_by" text DEFAULT '' NOT NULL,
	"language" text,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"vat_breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"relation" jsonb,
	"score" numeric(4, 3),
	"duplicates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_hash" text,
	"comment" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_message" text DEFAULT '' NOT NULL,
	"recognized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "electronic_templates" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text DEFAULT 'Incomplete' NOT NULL,
	"name" text NOT NULL,
	"relation_id" uuid,
	"relation_code" text DEFAULT '' NOT NULL,
	"relation_name" text DEFAULT '' NOT NULL,
	"document_type" text DEFAULT 'PurchaseInvoice' NOT NULL,
	"electronic_document_type" text DEFAULT 'UblInvoice21' NOT NULL,
	"rule_name" text DEFAULT 'ProductCodeToLedgerAndVatCode' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invoice_description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recognition_lessons" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"relation_id" uuid NOT NULL,
	"field" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"page" integer DEFAULT 1 NOT NULL,
	"box" jsonb NOT NULL,
	"format" text DEFAULT '' NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_recognitions" ADD CONSTRAINT "document_recognitions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_templates" ADD CONSTRAINT "electronic_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_lessons" ADD CONSTRAINT "recognition_lessons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_recognitions_pending_idx" ON "document_recognitions" USING btree ("updated_at") WHERE "document_recognitions"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "document_recognitions_file_hash_idx" ON "document_recognitions" USING btree ("tenant_id","file_hash") WHERE "document_recognitions"."file_hash" is not null;--> statement-breakpoint
CREATE INDEX "electronic_templates_lookup_idx" ON "electronic_templates" USING btree ("tenant_id","company_id","document_type","relation_code");--> statement-breakpoint
CREATE UNIQUE INDEX "recognition_lessons_field_idx" ON "recognition_lessons" USING btree ("tenant_id","company_id","relation_id","field");--> statement-breakpoint
-- What recognition read, what verifiers taught it and the electronic templates belong to one customer each.
SELECT ledgerline_enable_tenant_rls('document_recognitions'::regclass);--> statement-breakpoint
SELECT ledgerline_enable_tenant_rls('recognition_lessons'::regclass);--> statement-breakpoint
SELECT ledgerline_enable_tenant_rls('electronic_templates'::regclass);
