DROP INDEX "documents_relation_name_idx";--> statement-breakpoint
DROP INDEX "documents_relation_code_idx";--> statement-breakpoint
DROP INDEX "documents_number_idx";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "relation_name_key" text GENERATED ALWAYS AS (lower(relation_name)) STORED;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "relation_code_key" text GENERATED ALWAYS AS (lower(relation_code)) STORED;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "document_number_key" text GENERATED ALWAYS AS (lower(document_number)) STORED;--> statement-breakpoint
CREATE INDEX "documents_relation_name_key_idx" ON "documents" USING btree ("tenant_id","document_type","relation_name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "documents_relation_code_key_idx" ON "documents" USING btree ("tenant_id","document_type","relation_code_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "documents_number_key_idx" ON "documents" USING btree ("tenant_id","document_type","document_number_key" text_pattern_ops);