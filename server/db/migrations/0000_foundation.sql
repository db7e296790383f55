CREATE TABLE "audit_log" (
	"tenant_id" uuid NOT NULL,
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'NL' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"erp_login_status" text DEFAULT 'Unknown' NOT NULL,
	"erp_adapter" text DEFAULT 'Manual' NOT NULL,
	"uses_sales_invoices" boolean DEFAULT false NOT NULL,
	"uses_packing_slips" boolean DEFAULT false NOT NULL,
	"logistics_adapter" text DEFAULT 'None' NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"used_coding" text DEFAULT '' NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"is_vat_deductible" boolean DEFAULT true NOT NULL,
	"allow_override_vat_deductible" boolean DEFAULT false NOT NULL,
	"vat_deductible_code" text DEFAULT '' NOT NULL,
	"purchase_order_ledger_code" text DEFAULT '' NOT NULL,
	"target_administrations" text[] DEFAULT '{}' NOT NULL,
	"ibans" text[] DEFAULT '{}' NOT NULL,
	"chamber_of_commerce_number" text DEFAULT '' NOT NULL,
	"erp_variable1" text DEFAULT '' NOT NULL,
	"erp_variable2" text DEFAULT '' NOT NULL,
	"erp_feature_set_id" text,
	"logistics_feature_set_id" text,
	"uses_erp_extra_variable1" boolean DEFAULT false NOT NULL,
	"uses_erp_extra_variable2" boolean DEFAULT false NOT NULL,
	"uses_erp_extra_variable3" boolean DEFAULT false NOT NULL,
	"default_purchase_journal" text DEFAULT '' NOT NULL,
	"default_sales_journal" text DEFAULT '' NOT NULL,
	"default_debtors_account" text DEFAULT '' NOT NULL,
	"default_creditors_account" text DEFAULT '' NOT NULL,
	"uses_verify_free_field1" boolean DEFAULT false NOT NULL,
	"uses_verify_free_field2" boolean DEFAULT false NOT NULL,
	"supports_coding" boolean DEFAULT true NOT NULL,
	"period_date_behavior" text DEFAULT 'InvoiceDate' NOT NULL,
	"integration_version" text DEFAULT '' NOT NULL,
	"integration_extension_version" text DEFAULT '' NOT NULL,
	"uses_american_date_format_for_vendors" boolean DEFAULT false NOT NULL,
	"uses_american_date_format_for_customers" boolean DEFAULT false NOT NULL,
	"branch_id" text DEFAULT '' NOT NULL,
	"uses_electronic_funds_transfer" boolean DEFAULT false NOT NULL,
	"uses_purchase_order_lines" boolean DEFAULT false NOT NULL,
	"logistics_server" text DEFAULT '' NOT NULL,
	"logistics_login" text DEFAULT '' NOT NULL,
	"logistics_password" text DEFAULT '' NOT NULL,
	"database_server_url" text DEFAULT '' NOT NULL,
	"erp_version" text DEFAULT '' NOT NULL,
	"erp_parent_company_id" uuid,
	"description" text DEFAULT '' NOT NULL,
	"erp_export_document" boolean DEFAULT false NOT NULL,
	"erp_last_error" text DEFAULT '' NOT NULL,
	"erp_xml_path" text DEFAULT '' NOT NULL,
	"erp_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_customer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"is_contract_management_environment" boolean DEFAULT false NOT NULL,
	"is_authentication_management_environment" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_credentials" (
	"hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"rotated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"is_read_only" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_translations" (
	"tenant_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_translations_tenant_id_locale_key_pk" PRIMARY KEY("tenant_id","locale","key")
);
--> statement-breakpoint
CREATE TABLE "enterprise_features" (
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "enterprise_features_tenant_id_name_pk" PRIMARY KEY("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "feature_flags_tenant_id_name_pk" PRIMARY KEY("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "manual_adapter_requests" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"erp_name" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"erp_url" text DEFAULT '' NOT NULL,
	"usage_context" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"started" boolean DEFAULT false NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"email_address_created" boolean DEFAULT false NOT NULL,
	"mailbox_domains" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"bool_value" boolean,
	"int_value" integer,
	"text_value" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_scope_uq" UNIQUE NULLS NOT DISTINCT("tenant_id","name","company_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"base_role" text DEFAULT 'None' NOT NULL,
	"view_rights" text[] DEFAULT '{}' NOT NULL,
	"action_rights" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_group_members" (
	"tenant_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	CONSTRAINT "user_group_members_group_id_member_id_pk" PRIMARY KEY("group_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"name" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"abbreviation" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'nl-NL' NOT NULL,
	"last_activity" timestamp with time zone,
	"last_notification" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"is_read_only" boolean DEFAULT false NOT NULL,
	"base_role" text DEFAULT 'None' NOT NULL,
	"selectable" boolean DEFAULT true NOT NULL,
	"notification_frequency" text DEFAULT 'Daily' NOT NULL,
	"maximum_approval_amount" numeric(18, 2),
	"see_companies" uuid[] DEFAULT '{}' NOT NULL,
	"validate_companies" uuid[] DEFAULT '{}' NOT NULL,
	"approve_companies" uuid[] DEFAULT '{}' NOT NULL,
	"handle_companies" uuid[] DEFAULT '{}' NOT NULL,
	"sign_companies" uuid[] DEFAULT '{}' NOT NULL,
	"may_handle_all_companies" boolean DEFAULT false NOT NULL,
	"may_approve_all_companies" boolean DEFAULT false NOT NULL,
	"may_see_all_companies" boolean DEFAULT false NOT NULL,
	"may_sign_all_companies" boolean DEFAULT false NOT NULL,
	"may_validate_all_companies" boolean DEFAULT false NOT NULL,
	"may_see_other_users" boolean DEFAULT true NOT NULL,
	"may_see_other_companies" boolean DEFAULT false NOT NULL,
	"may_see_all_documents" boolean DEFAULT false NOT NULL,
	"may_see_already_seen" boolean DEFAULT true NOT NULL,
	"may_edit_documents" boolean DEFAULT false NOT NULL,
	"may_delete_documents" boolean DEFAULT false NOT NULL,
	"may_see_confidential_documents" boolean DEFAULT false NOT NULL,
	"see_documents_with_purchase_order" boolean DEFAULT false NOT NULL,
	"search_rights" integer DEFAULT 0 NOT NULL,
	"absence_from" date,
	"absence_to" date,
	"absence_keep_sending_notifications" boolean DEFAULT false NOT NULL,
	"absence_replaced_by_user_id" uuid,
	"linked_to_workflow_user" text,
	"view_rights" text[] DEFAULT '{}' NOT NULL,
	"action_rights" text[] DEFAULT '{}' NOT NULL,
	"may_approve_pay" boolean DEFAULT false NOT NULL,
	"may_delete_attachments" text DEFAULT 'None' NOT NULL,
	"validate_documents_without_company" boolean DEFAULT false NOT NULL,
	"contract_management_enabled" boolean DEFAULT false NOT NULL,
	"receives_contract_management_notifications" boolean DEFAULT false NOT NULL,
	"role_ids" uuid[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_credentials" ADD CONSTRAINT "refresh_credentials_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_group_id_users_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("tenant_id","entity","entity_id");--> statement-breakpoint
CREATE INDEX "companies_tenant_name_idx" ON "companies" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "refresh_credentials_session_idx" ON "refresh_credentials" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ugm_member_idx" ON "user_group_members" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_email_idx" ON "users" USING btree ("tenant_id","email");--> statement-breakpoint
CREATE INDEX "users_account_idx" ON "users" USING btree ("account_id");