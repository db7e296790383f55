CREATE TABLE "email_messages" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mailbox_id" uuid NOT NULL,
	"message_key" text NOT NULL,
	"raw_blob_id" uuid,
	"envelope_from" text DEFAULT '' NOT NULL,
	"from_address" text DEFAULT '' NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"to_address" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Received' NOT NULL,
	"refusal" text DEFAULT '' NOT NULL,
	"error_message" text DEFAULT '' NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"reply_status" text DEFAULT 'None' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mailboxes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"local_part" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"max_message_bytes" integer DEFAULT 26214400 NOT NULL,
	"allowed_senders" text[] DEFAULT '{}' NOT NULL,
	"accept_pdf" boolean DEFAULT true NOT NULL,
	"accept_images" boolean DEFAULT true NOT NULL,
	"accept_einvoices" boolean DEFAULT true NOT NULL,
	"body_as_document" boolean DEFAULT false NOT NULL,
	"source_per" text DEFAULT 'Attachment' NOT NULL,
	"reply_language" text DEFAULT 'nl-NL' NOT NULL,
	"send_replies" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mailbox_id" uuid,
	"situation" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_folder_files" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"file_name" text NOT NULL,
	"fingerprint" text NOT NULL,
	"source_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source_number" bigint
);
--> statement-breakpoint
CREATE TABLE "source_files" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"blob_id" uuid NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_pages" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"source_file_id" uuid NOT NULL,
	"file_page_number" integer NOT NULL,
	"blob_id" uuid,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"rotation" integer DEFAULT 0 NOT NULL,
	"is_blank" boolean DEFAULT false NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"page_label" text DEFAULT '' NOT NULL,
	"document_number" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"analysed" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"document_index" integer DEFAULT 0 NOT NULL,
	"split_reason" text DEFAULT '' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "delivery_type" text DEFAULT 'Unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "mailbox_id" uuid;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "email_message_id" uuid;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "split_documents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_raw_blob_id_blobs_id_fk" FOREIGN KEY ("raw_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_templates" ADD CONSTRAINT "reply_templates_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_files" ADD CONSTRAINT "source_files_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_files" ADD CONSTRAINT "source_files_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_pages" ADD CONSTRAINT "source_pages_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_pages" ADD CONSTRAINT "source_pages_source_file_id_source_files_id_fk" FOREIGN KEY ("source_file_id") REFERENCES "public"."source_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_pages" ADD CONSTRAINT "source_pages_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_messages_key_idx" ON "email_messages" USING btree ("mailbox_id","message_key");--> statement-breakpoint
CREATE INDEX "email_messages_received_idx" ON "email_messages" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mailboxes_local_part_idx" ON "mailboxes" USING btree ("local_part");--> statement-breakpoint
CREATE INDEX "mailboxes_company_idx" ON "mailboxes" USING btree ("tenant_id","company_id");--> statement-breakpoint
CREATE INDEX "reply_templates_lookup_idx" ON "reply_templates" USING btree ("tenant_id","situation","language");--> statement-breakpoint
CREATE UNIQUE INDEX "scan_folder_files_idx" ON "scan_folder_files" USING btree ("company_id","document_type","fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "source_files_position_idx" ON "source_files" USING btree ("source_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "source_pages_file_page_idx" ON "source_pages" USING btree ("source_file_id","file_page_number");--> statement-breakpoint
CREATE INDEX "source_pages_source_idx" ON "source_pages" USING btree ("source_id","position");--> statement-breakpoint
CREATE INDEX "sources_status_idx" ON "sources" USING btree ("tenant_id","status","status_in_workflow");--> statement-breakpoint
-- Mailboxes, replies, received mail and the splitter's files and pages belong to one customer each.
-- The SMTP receiver finds a mailbox by its address with the service role, before it knows the customer.
SELECT ledgerline_enable_tenant_rls('mailboxes'::regclass);--> statement-breakpoint
SELECT ledgerline_enable_tenant_rls('reply_templates'::regclass);--> statement-breakpoint
SELECT ledgerline_enable_tenant_rls('email_messages'::regclass);--> statement-breakpoint
SELECT ledgerline_enable_tenant_rls('source_files'::regclass);--> statement-breakpoint
SELECT ledgerline_enable_tenant_rls('source_pages'::regclass);--> statement-breakpoint
SELECT ledgerline_enable_tenant_rls('scan_folder_files'::regclass);
