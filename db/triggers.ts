// Every trigger of a migrated database, with what it keeps true. The schema
// (schema.ts) cannot show triggers, and the migrations that made them are
// spread over several files; tests/integration/triggers.test.ts fails when
// this list and the database differ.
//
// They serve the one cache (lib/services/versioned-cache.ts): a write to a
// table a cached value is read from bumps that value's version row in
// `app_meta` (migrations 0003, 0004, 0025), so every instance sees at once that
// what it keeps is stale. Each table also bumps on TRUNCATE, which row
// triggers do not see.

type Trigger = { table: string; name: string; function: string };

const trigger = (table: string, name: string, fn: string): Trigger => ({ table, name, function: fn });

export const TRIGGERS: readonly Trigger[] = [
  // The content version: units, words, phrases and their links (the catalogue).
  trigger("phrases", "phrases_bump_content_version", "bump_cache_version_at_commit"),
  trigger("phrases", "phrases_bump_content_version_on_truncate", "bump_cache_version"),
  trigger("unit_phrases", "unit_phrases_bump_content_version", "bump_cache_version_at_commit"),
  trigger("unit_phrases", "unit_phrases_bump_content_version_on_truncate", "bump_cache_version"),
  trigger("unit_words", "unit_words_bump_content_version", "bump_cache_version_at_commit"),
  trigger("unit_words", "unit_words_bump_content_version_on_truncate", "bump_cache_version"),
  trigger("units", "units_bump_content_version", "bump_cache_version_at_commit"),
  trigger("units", "units_bump_content_version_on_truncate", "bump_cache_version"),
  trigger("words", "words_bump_content_version", "bump_cache_version_at_commit"),
  trigger("words", "words_bump_content_version_on_truncate", "bump_cache_version"),
  // The access version: who holds which scope, which endpoint needs which, live sessions, and
  // whether a user belongs to any class (a session's principal says so).
  trigger("class_members", "class_members_bump_access_version", "bump_cache_version_at_commit"),
  trigger("class_members", "class_members_bump_access_version_on_truncate", "bump_cache_version"),
  trigger("endpoint_scopes", "endpoint_scopes_bump_access_version", "bump_cache_version_at_commit"),
  trigger("endpoint_scopes", "endpoint_scopes_bump_access_version_on_truncate", "bump_cache_version"),
  trigger("endpoints", "endpoints_bump_access_version", "bump_cache_version_at_commit"),
  trigger("endpoints", "endpoints_bump_access_version_on_truncate", "bump_cache_version"),
  trigger("scopes", "scopes_bump_access_version", "bump_cache_version_at_commit"),
  trigger("scopes", "scopes_bump_access_version_on_truncate", "bump_cache_version"),
  // A session deleted (logout, a password change) or cut short or rebound (an earlier expiry, another
  // token or user); a new session, or a refresh of when one was last used, bumps nothing.
  trigger("sessions", "sessions_bump_access_version", "bump_cache_version_at_commit"),
  trigger("sessions", "sessions_bump_access_version_on_truncate", "bump_cache_version"),
  trigger("sessions", "sessions_changed_bump_access_version", "bump_cache_version_at_commit"),
  // A scope taken or changed; one given only to a user with a session (a new account's first scope
  // reaches no session).
  trigger("user_scopes", "user_scopes_bump_access_version", "bump_cache_version_at_commit"),
  trigger("user_scopes", "user_scopes_bump_access_version_on_truncate", "bump_cache_version"),
  trigger("user_scopes", "user_scopes_granted_bump_access_version", "bump_access_version_if_signed_in"),
  // A deleted account, or a changed login or email (what a session's principal holds of it); the
  // learner's own settings bump nothing.
  trigger("users", "users_bump_access_version", "bump_cache_version_at_commit"),
  trigger("users", "users_bump_access_version_on_truncate", "bump_cache_version"),
  trigger("users", "users_changed_bump_access_version", "bump_cache_version_at_commit"),
];
