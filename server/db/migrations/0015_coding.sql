CREATE TABLE "document_links" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"packing_slip_id" uuid NOT NULL,
	"linked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "purchase_order_match_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "purchase_order_match_mode" text DEFAULT 'TwoWay' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "price_tolerance_percentage" numeric(7, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "price_tolerance_amount" numeric(18, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "quantity_tolerance_percentage" numeric(7, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "coding_source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "posting_template_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "is_vat_deductible" boolean;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "coded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "coded_by" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "has_returns" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "vat_scenario" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "asset" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "deferral" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "purchase_order_line_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "split_type" text DEFAULT 'None' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "split_value" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_invoice_id_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_packing_slip_id_documents_id_fk" FOREIGN KEY ("packing_slip_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_links_pair_idx" ON "document_links" USING btree ("invoice_id","packing_slip_id");--> statement-breakpoint
CREATE INDEX "document_links_packing_slip_idx" ON "document_links" USING btree ("packing_slip_id");--> statement-breakpoint
CREATE INDEX "documents_relation_coded_idx" ON "documents" USING btree ("tenant_id","company_id","document_type","relation_code_key","coded_at" DESC NULLS LAST) WHERE "documents"."coded_at" is not null;--> statement-breakpoint
-- Links between documents are tenant-owned like the documents they join.
SELECT ledgerline_enable_tenant_rls('document_links'::regclass);
