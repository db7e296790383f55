-- Tenant isolation: requests run as the non-superuser role ledgerline_app with app.tenant_id set per
-- transaction; every tenant-owned table only shows and accepts rows of that tenant.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'ledgerline_app') THEN
    CREATE ROLE ledgerline_app NOLOGIN;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledgerline_current_tenant() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.tenant_id', true), '')::uuid $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledgerline_enable_tenant_rls(target regclass) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', target);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', target);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s TO ledgerline_app USING (tenant_id = ledgerline_current_tenant()) WITH CHECK (tenant_id = ledgerline_current_tenant())',
    target
  );
  -- The service role (migrations, seed, sign-in) works across tenants; the request role never does.
  EXECUTE format('DROP POLICY IF EXISTS service_all ON %s', target);
  EXECUTE format(
    'CREATE POLICY service_all ON %s TO PUBLIC USING (current_user <> ''ledgerline_app'') WITH CHECK (current_user <> ''ledgerline_app'')',
    target
  );
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO ledgerline_app', target);
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO ledgerline_app;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION ledgerline_current_tenant() TO ledgerline_app;
--> statement-breakpoint
SELECT ledgerline_enable_tenant_rls(t::regclass) FROM unnest(ARRAY[
  'users', 'user_group_members', 'roles', 'companies', 'settings', 'feature_flags',
  'enterprise_features', 'custom_translations', 'manual_adapter_requests', 'onboarding', 'audit_log'
]) AS t;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE audit_log_id_seq TO ledgerline_app;
--> statement-breakpoint
-- A tenant request may read its own customer row, nothing else of the global tables.
ALTER TABLE customers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE customers FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY own_customer ON customers TO ledgerline_app USING (id = ledgerline_current_tenant());
--> statement-breakpoint
CREATE POLICY service_all ON customers TO PUBLIC USING (current_user <> 'ledgerline_app');
--> statement-breakpoint
GRANT SELECT ON customers TO ledgerline_app;
