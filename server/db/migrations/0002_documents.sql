CREATE TABLE "blobs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_attachments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"blob_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_history" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_locks" (
	"tenant_id" uuid NOT NULL,
	"document_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_type" text NOT NULL,
	"company_id" uuid NOT NULL,
	"source_document_id" uuid,
	"relation_id" uuid,
	"relation_name" text DEFAULT '' NOT NULL,
	"relation_code" text DEFAULT '' NOT NULL,
	"document_number" text DEFAULT '' NOT NULL,
	"document_date" date,
	"invoice_type" text DEFAULT 'Debit' NOT NULL,
	"status" text DEFAULT 'Imported' NOT NULL,
	"coding_status" text DEFAULT 'Unknown' NOT NULL,
	"source_type" text DEFAULT 'Upload' NOT NULL,
	"current_user_id" uuid,
	"last_action" text DEFAULT '' NOT NULL,
	"last_history" text DEFAULT '' NOT NULL,
	"ledger_entry_number" bigint,
	"workflow_id" text,
	"link_to_erp_invoice" text DEFAULT '' NOT NULL,
	"payment_reference" text DEFAULT '' NOT NULL,
	"free_field1" text DEFAULT '' NOT NULL,
	"free_field2" text DEFAULT '' NOT NULL,
	"reporting_date" date,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"is_waiting_for_erp" boolean DEFAULT false NOT NULL,
	"is_in_erp" boolean DEFAULT false NOT NULL,
	"is_posted" boolean DEFAULT false NOT NULL,
	"is_posted_in_workflow" boolean DEFAULT false NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"is_confidential" boolean DEFAULT false NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"code_in_erp" boolean DEFAULT false NOT NULL,
	"is_disabled_for_auto_router" boolean DEFAULT false NOT NULL,
	"is_electronic" boolean DEFAULT false NOT NULL,
	"payment_date" date,
	"due_date" date,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	"import_date" timestamp with time zone DEFAULT now() NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"gross_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"net_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"vat_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"payment_term" text DEFAULT '' NOT NULL,
	"payment_term_code" text DEFAULT '' NOT NULL,
	"payment_method" text DEFAULT '' NOT NULL,
	"period" text DEFAULT '' NOT NULL,
	"payment_discount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"payment_discount_percentage" numeric(7, 3) DEFAULT 0 NOT NULL,
	"payment_discount_expiration_date" date,
	"vat_category" text DEFAULT '' NOT NULL,
	"dimension1" text DEFAULT '' NOT NULL,
	"dimension2" text DEFAULT '' NOT NULL,
	"dimension3" text DEFAULT '' NOT NULL,
	"dimension4" text DEFAULT '' NOT NULL,
	"dimension5" text DEFAULT '' NOT NULL,
	"project" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"general_ledger" text DEFAULT '' NOT NULL,
	"obligation" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"bic" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"matched_purchase_order_count" integer DEFAULT 0 NOT NULL,
	"scanned_purchase_order_count" integer DEFAULT 0 NOT NULL,
	"purchase_order_numbers" text[] DEFAULT '{}' NOT NULL,
	"packing_slip_numbers" text[] DEFAULT '{}' NOT NULL,
	"linked_document_count" integer DEFAULT 0 NOT NULL,
	"approved_by" uuid,
	"handler_id" uuid,
	"error_message" text DEFAULT '' NOT NULL,
	"coding_errors" text[] DEFAULT '{}' NOT NULL,
	"number_of_attachments" integer DEFAULT 0 NOT NULL,
	"electronic_hash" text
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 3) DEFAULT 1 NOT NULL,
	"unit_price" numeric(18, 3) DEFAULT 0 NOT NULL,
	"net_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"vat_code" text DEFAULT '' NOT NULL,
	"vat_percentage" numeric(6, 2) DEFAULT 0 NOT NULL,
	"vat_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"general_ledger_account" text DEFAULT '' NOT NULL,
	"cost_center" text DEFAULT '' NOT NULL,
	"dimension1" text DEFAULT '' NOT NULL,
	"dimension2" text DEFAULT '' NOT NULL,
	"dimension3" text DEFAULT '' NOT NULL,
	"dimension4" text DEFAULT '' NOT NULL,
	"dimension5" text DEFAULT '' NOT NULL,
	"project" text DEFAULT '' NOT NULL,
	"article" text DEFAULT '' NOT NULL,
	"purchase_order_number" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_images" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_document_id" uuid NOT NULL,
	"page_number" integer NOT NULL,
	"blob_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"rotation" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_documents" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"original_blob_id" uuid,
	"original_file_name" text DEFAULT '' NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_numbers" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"last" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_number" bigint NOT NULL,
	"company_id" uuid,
	"status" text DEFAULT 'New' NOT NULL,
	"status_in_workflow" text DEFAULT 'Unknown' NOT NULL,
	"original_type" text DEFAULT 'Upload' NOT NULL,
	"document_type" text NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"current_user_id" uuid,
	"created_by" uuid,
	"email_sender_name" text DEFAULT '' NOT NULL,
	"sender_email" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date_status" timestamp with time zone DEFAULT now() NOT NULL,
	"has_error" boolean DEFAULT false NOT NULL,
	"has_warning" boolean DEFAULT false NOT NULL,
	"error_code" text DEFAULT '' NOT NULL,
	"error_message" text DEFAULT '' NOT NULL,
	"original_blob_ids" uuid[] DEFAULT '{}' NOT NULL,
	"original_file_names" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_attachments" ADD CONSTRAINT "document_attachments_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_attachments" ADD CONSTRAINT "document_attachments_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_history" ADD CONSTRAINT "document_history_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_locks" ADD CONSTRAINT "document_locks_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_images" ADD CONSTRAINT "page_images_source_document_id_source_documents_id_fk" FOREIGN KEY ("source_document_id") REFERENCES "public"."source_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_images" ADD CONSTRAINT "page_images_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_documents" ADD CONSTRAINT "source_documents_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_documents" ADD CONSTRAINT "source_documents_original_blob_id_blobs_id_fk" FOREIGN KEY ("original_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blobs_sha_idx" ON "blobs" USING btree ("tenant_id","sha256");--> statement-breakpoint
CREATE INDEX "document_attachments_document_idx" ON "document_attachments" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_history_document_idx" ON "document_history" USING btree ("document_id","at");--> statement-breakpoint
CREATE INDEX "documents_type_docdate_idx" ON "documents" USING btree ("tenant_id","document_type","document_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_type_importdate_idx" ON "documents" USING btree ("tenant_id","document_type","import_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_type_duedate_idx" ON "documents" USING btree ("tenant_id","document_type","due_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_type_gross_idx" ON "documents" USING btree ("tenant_id","document_type","gross_amount" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_type_ledger_idx" ON "documents" USING btree ("tenant_id","document_type","ledger_entry_number" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_type_company_docdate_idx" ON "documents" USING btree ("tenant_id","document_type","company_id","document_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_type_status_docdate_idx" ON "documents" USING btree ("tenant_id","document_type","status","document_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_type_user_docdate_idx" ON "documents" USING btree ("tenant_id","document_type","current_user_id","document_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_relation_name_idx" ON "documents" USING btree ("tenant_id","document_type",lower("relation_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "documents_number_idx" ON "documents" USING btree ("tenant_id","document_type",lower("document_number") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "documents_ledger_entry_idx" ON "documents" USING btree ("tenant_id","company_id","document_type","ledger_entry_number") WHERE "documents"."ledger_entry_number" is not null;--> statement-breakpoint
CREATE INDEX "documents_source_document_idx" ON "documents" USING btree ("source_document_id");--> statement-breakpoint
CREATE INDEX "documents_electronic_hash_idx" ON "documents" USING btree ("tenant_id","electronic_hash") WHERE "documents"."electronic_hash" is not null;--> statement-breakpoint
CREATE INDEX "invoice_lines_document_idx" ON "invoice_lines" USING btree ("document_id","line_number");--> statement-breakpoint
CREATE UNIQUE INDEX "page_images_page_idx" ON "page_images" USING btree ("source_document_id","page_number");--> statement-breakpoint
CREATE INDEX "source_documents_source_idx" ON "source_documents" USING btree ("source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sources_number_idx" ON "sources" USING btree ("tenant_id","source_number");