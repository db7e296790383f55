-- Trigram indexes serve infix searches of relations (100,000 vendors per company).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "bank_account_changes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"relation_id" uuid NOT NULL,
	"changed_by" uuid,
	"source" text NOT NULL,
	"from_ibans" text[] NOT NULL,
	"to_ibans" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "erp_codes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"list" text NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"default_description" text DEFAULT '' NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"percentage" numeric(7, 3),
	"category" text,
	"scenario_code" text,
	"account_type" text,
	"vat_code" text,
	"ledger_code" text,
	"days" integer,
	"unit" text,
	"unit_price" numeric(18, 3),
	"symbol" text,
	"code_key" text GENERATED ALWAYS AS (lower(code)) STORED,
	"description_key" text GENERATED ALWAYS AS (lower(description)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"target" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "periods" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting_template_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"amount_type" text NOT NULL,
	"amount" numeric(18, 2),
	"percentage" numeric(7, 3),
	"description" text DEFAULT '' NOT NULL,
	"ledger_code" text DEFAULT '' NOT NULL,
	"vat_code" text DEFAULT '' NOT NULL,
	"dimension1" text DEFAULT '' NOT NULL,
	"dimension2" text DEFAULT '' NOT NULL,
	"dimension3" text DEFAULT '' NOT NULL,
	"dimension4" text DEFAULT '' NOT NULL,
	"dimension5" text DEFAULT '' NOT NULL,
	"project" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting_templates" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"target_type" text DEFAULT 'All' NOT NULL,
	"relation_code" text DEFAULT '' NOT NULL,
	"sort_number" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"document_type" text DEFAULT 'PurchaseInvoice' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"article_code" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 3) DEFAULT 0 NOT NULL,
	"quantity_invoiced" numeric(18, 3) DEFAULT 0 NOT NULL,
	"quantity_received" numeric(18, 3) DEFAULT 0 NOT NULL,
	"unit_price" numeric(18, 3) DEFAULT 0 NOT NULL,
	"amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"ledger_code" text DEFAULT '' NOT NULL,
	"vat_code" text DEFAULT '' NOT NULL,
	"dimension1" text DEFAULT '' NOT NULL,
	"dimension2" text DEFAULT '' NOT NULL,
	"project" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"vendor_code" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"order_date" date,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"invoiced_status" text DEFAULT 'New' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"code_key" text GENERATED ALWAYS AS (lower(code)) STORED,
	"vendor_code_key" text GENERATED ALWAYS AS (lower(vendor_code)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relation_create_requests" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"is_vendor" boolean NOT NULL,
	"status" text NOT NULL,
	"relation_id" uuid,
	"erp_action_id" uuid,
	"error_message" text DEFAULT '' NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relations" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text DEFAULT '' NOT NULL,
	"address_name" text DEFAULT '' NOT NULL,
	"street_and_number" text DEFAULT '' NOT NULL,
	"post_office_box" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_first_name" text DEFAULT '' NOT NULL,
	"contact_last_name" text DEFAULT '' NOT NULL,
	"contact_phone_number" text DEFAULT '' NOT NULL,
	"contact_email_address" text DEFAULT '' NOT NULL,
	"contact_function" text DEFAULT '' NOT NULL,
	"email_address" text DEFAULT '' NOT NULL,
	"default_currency" text DEFAULT '' NOT NULL,
	"default_ledger_code" text DEFAULT '' NOT NULL,
	"default_payment_term_code" text DEFAULT '' NOT NULL,
	"default_payment_method_code" text DEFAULT '' NOT NULL,
	"default_vat_code" text DEFAULT '' NOT NULL,
	"vat_category" text DEFAULT '' NOT NULL,
	"default_vat_scenario_code" text DEFAULT '' NOT NULL,
	"default_description" text DEFAULT '' NOT NULL,
	"default_purchase_order_code" text DEFAULT '' NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"chamber_of_commerce_number" text DEFAULT '' NOT NULL,
	"iban_numbers" text[] DEFAULT '{}' NOT NULL,
	"bic_code" text DEFAULT '' NOT NULL,
	"creditors_account" text DEFAULT '' NOT NULL,
	"debtor_number" text DEFAULT '' NOT NULL,
	"use_electronic_funds_transfer" boolean DEFAULT false NOT NULL,
	"vendor_type_code" text DEFAULT '' NOT NULL,
	"customer_code" text DEFAULT '' NOT NULL,
	"contract_management_id" text DEFAULT '' NOT NULL,
	"g_account_percentage" numeric(7, 2),
	"uses_american_date_format" boolean DEFAULT false NOT NULL,
	"is_confidential" boolean DEFAULT false NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"bank_account_confirmed" boolean DEFAULT true NOT NULL,
	"name_key" text GENERATED ALWAYS AS (lower(name)) STORED,
	"code_key" text GENERATED ALWAYS AS (lower(code)) STORED,
	"vat_key" text GENERATED ALWAYS AS (upper(regexp_replace(vat_number, '[\s.-]+', '', 'g'))) STORED,
	"chamber_of_commerce_key" text GENERATED ALWAYS AS (upper(regexp_replace(chamber_of_commerce_number, '[\s.-]+', '', 'g'))) STORED,
	"search_key" text GENERATED ALWAYS AS (lower(code || ' ' || name || ' ' || search_name)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_key" text GENERATED ALWAYS AS (lower(name)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "relation_match_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_account_changes" ADD CONSTRAINT "bank_account_changes_relation_id_relations_id_fk" FOREIGN KEY ("relation_id") REFERENCES "public"."relations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account_changes" ADD CONSTRAINT "bank_account_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account_changes" ADD CONSTRAINT "bank_account_changes_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_codes" ADD CONSTRAINT "erp_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periods" ADD CONSTRAINT "periods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_template_lines" ADD CONSTRAINT "posting_template_lines_template_id_posting_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."posting_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_templates" ADD CONSTRAINT "posting_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation_create_requests" ADD CONSTRAINT "relation_create_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation_create_requests" ADD CONSTRAINT "relation_create_requests_relation_id_relations_id_fk" FOREIGN KEY ("relation_id") REFERENCES "public"."relations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation_create_requests" ADD CONSTRAINT "relation_create_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relations" ADD CONSTRAINT "relations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_account_changes_relation_idx" ON "bank_account_changes" USING btree ("tenant_id","relation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "erp_codes_company_list_code_idx" ON "erp_codes" USING btree ("tenant_id","company_id","list","code_key");--> statement-breakpoint
CREATE INDEX "erp_codes_code_key_idx" ON "erp_codes" USING btree ("tenant_id","company_id","list","code_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "erp_codes_description_key_idx" ON "erp_codes" USING btree ("tenant_id","company_id","list","description_key" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "import_mappings_company_target_idx" ON "import_mappings" USING btree ("tenant_id","company_id","target");--> statement-breakpoint
CREATE UNIQUE INDEX "periods_company_code_idx" ON "periods" USING btree ("tenant_id","company_id","code");--> statement-breakpoint
CREATE INDEX "periods_company_start_idx" ON "periods" USING btree ("tenant_id","company_id","start_date");--> statement-breakpoint
CREATE INDEX "posting_template_lines_template_idx" ON "posting_template_lines" USING btree ("tenant_id","template_id","line_number");--> statement-breakpoint
CREATE INDEX "posting_templates_company_idx" ON "posting_templates" USING btree ("tenant_id","company_id","sort_number");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("tenant_id","purchase_order_id","line_number");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_company_code_idx" ON "purchase_orders" USING btree ("tenant_id","company_id","code_key");--> statement-breakpoint
CREATE INDEX "purchase_orders_vendor_idx" ON "purchase_orders" USING btree ("tenant_id","company_id","vendor_code_key","is_deleted","code_key");--> statement-breakpoint
CREATE UNIQUE INDEX "relations_company_kind_code_idx" ON "relations" USING btree ("tenant_id","company_id","kind","code_key");--> statement-breakpoint
CREATE INDEX "relations_name_key_idx" ON "relations" USING btree ("tenant_id","company_id","kind","name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "relations_code_key_idx" ON "relations" USING btree ("tenant_id","company_id","kind","code_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "relations_vat_key_idx" ON "relations" USING btree ("tenant_id","company_id","vat_key");--> statement-breakpoint
CREATE INDEX "relations_coc_key_idx" ON "relations" USING btree ("tenant_id","company_id","chamber_of_commerce_key");--> statement-breakpoint
CREATE INDEX "relations_ibans_idx" ON "relations" USING gin ("iban_numbers");--> statement-breakpoint
CREATE INDEX "relations_search_key_trgm_idx" ON "relations" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_key_idx" ON "tags" USING btree ("tenant_id","name_key");--> statement-breakpoint
-- Master data is tenant-owned: same isolation as the other tables.
SELECT ledgerline_enable_tenant_rls(t::regclass) FROM unnest(ARRAY[
  'relations', 'bank_account_changes', 'erp_codes', 'purchase_orders', 'purchase_order_lines', 'periods', 'tags',
  'posting_templates', 'posting_template_lines', 'relation_create_requests', 'import_mappings'
]) AS t;--> statement-breakpoint
-- LIKE, the trigram operators and array containment are not leakproof, so under row-level security the planner may
-- not use their indexes. These two look-ups run as the tables' owner and filter on the request's own tenant
-- (app.tenant_id) themselves; callers read the rows they return through row-level security again.
CREATE OR REPLACE FUNCTION ledgerline_search_relations(
  p_company uuid, p_kind text, p_low text, p_high text, p_infix text, p_limit integer
) RETURNS TABLE (id uuid, rank integer)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
  WITH hits AS (
    (SELECT r.id, 0 AS rank, r.name_key FROM relations r
      WHERE r.tenant_id = ledgerline_current_tenant() AND r.company_id = p_company AND r.kind = p_kind
        AND NOT r.is_deleted
        AND r.name_key ~>=~ p_low AND r.name_key ~<~ p_high
      ORDER BY r.name_key USING ~<~ LIMIT p_limit)
    UNION ALL
    (SELECT r.id, 1, r.name_key FROM relations r
      WHERE r.tenant_id = ledgerline_current_tenant() AND r.company_id = p_company AND r.kind = p_kind
        AND NOT r.is_deleted
        AND r.code_key ~>=~ p_low AND r.code_key ~<~ p_high
      ORDER BY r.code_key USING ~<~ LIMIT p_limit)
    UNION ALL
    (SELECT r.id, 2, r.name_key FROM relations r
      WHERE p_infix IS NOT NULL AND r.tenant_id = ledgerline_current_tenant() AND r.company_id = p_company
        AND r.kind = p_kind AND NOT r.is_deleted AND r.search_key LIKE p_infix
      LIMIT p_limit)
  )
  SELECT h.id, min(h.rank)::integer FROM hits h GROUP BY h.id ORDER BY min(h.rank), min(h.name_key) LIMIT p_limit
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledgerline_relations_by_iban(p_company uuid, p_kind text, p_iban text)
  RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
  SELECT r.id FROM relations r
   WHERE r.tenant_id = ledgerline_current_tenant() AND r.company_id = p_company AND r.kind = p_kind
        AND NOT r.is_deleted
     AND r.iban_numbers @> ARRAY[p_iban]
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION ledgerline_search_relations(uuid, text, text, text, text, integer) FROM PUBLIC;--> statement-breakpoint
REVOKE ALL ON FUNCTION ledgerline_relations_by_iban(uuid, text, text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION ledgerline_search_relations(uuid, text, text, text, text, integer) TO ledgerline_app;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION ledgerline_relations_by_iban(uuid, text, text) TO ledgerline_app;
