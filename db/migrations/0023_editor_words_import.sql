-- A database seeded before editors could import words gets the endpoint row the seed now gives
-- (db/seed/permissions.ts): POST /words/import for the `editor` scope. A database whose administrator
-- already has a row for that call, or has no `editor` scope, is left as it is.
DO $$
DECLARE
  editor_id integer;
  new_endpoint integer;
BEGIN
  SELECT id INTO editor_id FROM scopes WHERE value = 'editor';
  IF NOT EXISTS (SELECT 1 FROM app_meta WHERE key = 'demo-seed') OR editor_id IS NULL
     OR EXISTS (SELECT 1 FROM endpoints WHERE admin_page_url = 'import-words'
                OR (method = 'POST' AND url = '/words/import')) THEN
    RETURN;
  END IF;
  INSERT INTO endpoints (method, url, admin_page_url) VALUES ('POST', '/words/import', 'import-words')
    RETURNING id INTO new_endpoint;
  INSERT INTO endpoint_scopes (endpoint_id, scope_id) VALUES (new_endpoint, editor_id);
END $$;
