-- Undo now covers every change it can undo (a single delete, a bulk delete,
-- words or phrases added to or removed from a unit), not only bulk deletes:
-- the rules of the old undo-delete calls follow them to the new path.
UPDATE "endpoints" SET "url" = '/words/undo', "admin_page_url" = 'undo-words'
WHERE "method" = 'POST' AND "url" = '/words/undo-delete'
  AND NOT EXISTS (SELECT 1 FROM "endpoints" WHERE "admin_page_url" = 'undo-words');--> statement-breakpoint
UPDATE "endpoints" SET "url" = '/phrases/undo', "admin_page_url" = 'undo-phrases'
WHERE "method" = 'POST' AND "url" = '/phrases/undo-delete'
  AND NOT EXISTS (SELECT 1 FROM "endpoints" WHERE "admin_page_url" = 'undo-phrases');--> statement-breakpoint
-- Each new call gets the scopes of the rule of the call it follows: whoever
-- may delete may undo it, whoever may delete words (phrases) in bulk may move
-- them between units. A database without such a rule (a new one: the seed
-- writes them) gets none.
CREATE TEMPORARY TABLE "followed_rules" ("url" text, "admin_page_url" text, "model_method" text, "model_url" text);--> statement-breakpoint
INSERT INTO "followed_rules" VALUES
  ('/units/undo', 'undo-units', 'DELETE', '/units/:id'),
  ('/words/undo', 'undo-words', 'DELETE', '/words/:id'),
  ('/phrases/undo', 'undo-phrases', 'DELETE', '/phrases/:id'),
  ('/words/add-to-unit', 'add-words-to-unit', 'POST', '/words/bulk-delete'),
  ('/words/remove-from-unit', 'remove-words-from-unit', 'POST', '/words/bulk-delete'),
  ('/phrases/add-to-unit', 'add-phrases-to-unit', 'POST', '/phrases/bulk-delete'),
  ('/phrases/remove-from-unit', 'remove-phrases-from-unit', 'POST', '/phrases/bulk-delete');--> statement-breakpoint
INSERT INTO "endpoints" ("method", "url", "admin_page_url")
SELECT 'POST', f."url", f."admin_page_url"
FROM "followed_rules" f
WHERE EXISTS (SELECT 1 FROM "endpoints" e WHERE e."method" = f."model_method" AND e."url" = f."model_url")
  AND NOT EXISTS (SELECT 1 FROM "endpoints" e WHERE e."method" = 'POST' AND e."url" = f."url")
  AND NOT EXISTS (SELECT 1 FROM "endpoints" e WHERE e."admin_page_url" = f."admin_page_url");--> statement-breakpoint
INSERT INTO "endpoint_scopes" ("endpoint_id", "scope_id")
SELECT DISTINCT rule."id", es."scope_id"
FROM "followed_rules" f
JOIN "endpoints" rule ON rule."method" = 'POST' AND rule."url" = f."url"
JOIN "endpoints" model ON model."method" = f."model_method" AND model."url" = f."model_url"
JOIN "endpoint_scopes" es ON es."endpoint_id" = model."id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "followed_rules";
