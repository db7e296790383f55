-- An infix search of relations reads only its company's trigram entries: the company leads the trigram index
-- (btree_gin makes the uuid column indexable by GIN), so other companies' and tenants' vendors cost nothing.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "relations_search_key_trgm_idx";--> statement-breakpoint
CREATE INDEX "relations_company_search_trgm_idx" ON "relations" USING gin ("company_id","search_key" gin_trgm_ops);
