-- Undo now covers every bulk change of a resource, not only deletes: the
-- rules of the old undo-delete calls follow them to the new path.
UPDATE "endpoints" SET "url" = '/words/undo', "admin_page_url" = 'undo-words'
WHERE "method" = 'POST' AND "url" = '/words/undo-delete'
  AND NOT EXISTS (SELECT 1 FROM "endpoints" WHERE "admin_page_url" = 'undo-words');--> statement-breakpoint
UPDATE "endpoints" SET "url" = '/phrases/undo', "admin_page_url" = 'undo-phrases'
WHERE "method" = 'POST' AND "url" = '/phrases/undo-delete'
  AND NOT EXISTS (SELECT 1 FROM "endpoints" WHERE "admin_page_url" = 'undo-phrases');--> statement-breakpoint
-- Whoever may delete words (phrases) in bulk may also add them to a unit or
-- remove them from one: the new calls get the scopes of the bulk-delete rule.
-- A database without such a rule (a new one: the seed writes them) gets none.
INSERT INTO "endpoints" ("method", "url", "admin_page_url")
SELECT 'POST', n."url", n."admin_page_url"
FROM (VALUES
  ('/words/add-to-unit', 'add-words-to-unit', '/words/bulk-delete'),
  ('/words/remove-from-unit', 'remove-words-from-unit', '/words/bulk-delete'),
  ('/phrases/add-to-unit', 'add-phrases-to-unit', '/phrases/bulk-delete'),
  ('/phrases/remove-from-unit', 'remove-phrases-from-unit', '/phrases/bulk-delete')
) AS n("url", "admin_page_url", "like_url")
WHERE EXISTS (SELECT 1 FROM "endpoints" e WHERE e."method" = 'POST' AND e."url" = n."like_url")
  AND NOT EXISTS (SELECT 1 FROM "endpoints" e WHERE e."admin_page_url" = n."admin_page_url");--> statement-breakpoint
INSERT INTO "endpoint_scopes" ("endpoint_id", "scope_id")
SELECT added."id", es."scope_id"
FROM "endpoints" added
JOIN "endpoints" model ON model."method" = 'POST'
  AND model."url" = regexp_replace(added."url", '/(add-to-unit|remove-from-unit)$', '/bulk-delete')
JOIN "endpoint_scopes" es ON es."endpoint_id" = model."id"
WHERE added."method" = 'POST' AND added."url" ~ '^/(words|phrases)/(add-to-unit|remove-from-unit)$'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A deleted unit can be undone too: whoever may delete units may undo it.
INSERT INTO "endpoints" ("method", "url", "admin_page_url")
SELECT 'POST', '/units/undo', 'undo-units'
WHERE EXISTS (SELECT 1 FROM "endpoints" e WHERE e."method" = 'DELETE' AND e."url" = '/units/:id')
  AND NOT EXISTS (SELECT 1 FROM "endpoints" e WHERE e."admin_page_url" = 'undo-units');--> statement-breakpoint
INSERT INTO "endpoint_scopes" ("endpoint_id", "scope_id")
SELECT added."id", es."scope_id"
FROM "endpoints" added
JOIN "endpoints" model ON model."method" = 'DELETE' AND model."url" = '/units/:id'
JOIN "endpoint_scopes" es ON es."endpoint_id" = model."id"
WHERE added."method" = 'POST' AND added."url" = '/units/undo'
ON CONFLICT DO NOTHING;
