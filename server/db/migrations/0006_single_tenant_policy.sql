-- One policy per table: the request role sees its tenant's rows. The service role (the tables' owner, or a
-- superuser) is not subject to row-level security at all, so the former "service_all" policy, which every
-- request had to OR in row by row, goes, and so does FORCE.
CREATE OR REPLACE FUNCTION ledgerline_enable_tenant_rls(target regclass) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('ALTER TABLE %s NO FORCE ROW LEVEL SECURITY', target);
  EXECUTE format('DROP POLICY IF EXISTS service_all ON %s', target);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', target);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s TO ledgerline_app USING (tenant_id = ledgerline_current_tenant()) WITH CHECK (tenant_id = ledgerline_current_tenant())',
    target
  );
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO ledgerline_app', target);
END
$$;
--> statement-breakpoint
SELECT ledgerline_enable_tenant_rls(c.oid::regclass)
  FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
 WHERE n.nspname = 'public' AND c.relkind = 'r'
   AND EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid AND p.polname = 'tenant_isolation');
--> statement-breakpoint
DROP POLICY IF EXISTS service_all ON customers;
--> statement-breakpoint
ALTER TABLE customers NO FORCE ROW LEVEL SECURITY;
