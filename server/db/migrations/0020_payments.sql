CREATE TABLE "payment_batch_line_history" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_batch_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"status" text DEFAULT 'Concept' NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"bic" text DEFAULT '' NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"remittance" text DEFAULT '' NOT NULL,
	"relation_id" uuid,
	"creditor_name" text DEFAULT '' NOT NULL,
	"creditor_street" text DEFAULT '' NOT NULL,
	"creditor_postcode" text DEFAULT '' NOT NULL,
	"creditor_city" text DEFAULT '' NOT NULL,
	"creditor_country" text DEFAULT '' NOT NULL,
	"netted_document_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_batches" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"date" date NOT NULL,
	"transaction_date" date,
	"status" text DEFAULT 'Concept' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"bic" text DEFAULT '' NOT NULL,
	"batch_booking" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sepa_profile" text DEFAULT 'Generic' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pain_version" text DEFAULT 'pain.001.001.03' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payment_iban" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payment_bic" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "net_credit_notes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_batch_line_history" ADD CONSTRAINT "payment_batch_line_history_line_id_payment_batch_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."payment_batch_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batch_line_history" ADD CONSTRAINT "payment_batch_line_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batch_lines" ADD CONSTRAINT "payment_batch_lines_batch_id_payment_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payment_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batch_lines" ADD CONSTRAINT "payment_batch_lines_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_batch_line_history_line_idx" ON "payment_batch_line_history" USING btree ("tenant_id","line_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_batch_lines_batch_idx" ON "payment_batch_lines" USING btree ("tenant_id","batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_batch_lines_open_document_idx" ON "payment_batch_lines" USING btree ("tenant_id","document_id") WHERE "payment_batch_lines"."is_open" and "payment_batch_lines"."status" <> 'Removed';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_batches_company_number_idx" ON "payment_batches" USING btree ("tenant_id","company_id","number");--> statement-breakpoint
CREATE INDEX "payment_batches_status_idx" ON "payment_batches" USING btree ("tenant_id","status");--> statement-breakpoint
SELECT ledgerline_enable_tenant_rls('payment_batches'::regclass);--> statement-breakpoint
SELECT ledgerline_enable_tenant_rls('payment_batch_lines'::regclass);--> statement-breakpoint
SELECT ledgerline_enable_tenant_rls('payment_batch_line_history'::regclass);
