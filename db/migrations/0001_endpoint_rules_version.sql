-- Endpoint rules (endpoints, their scopes, and scope values) are cached by
-- every app instance. Any write to those tables, whatever its source, bumps
-- one version row in the same transaction and notifies listeners, so an
-- instance checks a single primary-key row (PostgreSQL) or hears the change
-- (PGlite, where one process holds the database) before trusting its cache.
INSERT INTO "app_meta" ("key", "value") VALUES ('endpoint-rules-version', '0') ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_endpoint_rules_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "app_meta"
    SET "value" = ("value"::bigint + 1)::text, "updated_at" = now()
    WHERE "key" = 'endpoint-rules-version';
  PERFORM pg_notify('endpoint_rules_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "endpoints_bump_rules_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "endpoints"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_endpoint_rules_version"();
--> statement-breakpoint
CREATE TRIGGER "endpoint_scopes_bump_rules_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "endpoint_scopes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_endpoint_rules_version"();
--> statement-breakpoint
CREATE TRIGGER "scopes_bump_rules_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "scopes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_endpoint_rules_version"();
