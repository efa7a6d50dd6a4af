import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** A row's link to another table's row, deleted with it ("cascade") or keeping it ("restrict"). */
const refersTo = (column: string, target: () => AnyPgColumn, onDelete: "cascade" | "restrict") =>
  integer(column).notNull().references(target, { onDelete });

// Slugs double as route keys beside numeric ids, so they may not be all digits.
const slugCheck = (column: string) =>
  sql.raw(`${column} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND ${column} !~ '^[0-9]+$'`);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    login: text("login").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Answers a day the learner aims at: Home's Today panel measures the day against it. */
    dailyGoal: integer("daily_goal").notNull().default(20),
    /** New words a day that learn mode introduces, as Anki's new cards per day. */
    newWordsPerDay: integer("new_words_per_day").notNull().default(10),
    /** The interface language the learner chose; a login copies it into the browser's cookie. */
    locale: text("locale").notNull().default("en"),
  },
  (table) => [
    uniqueIndex("users_login_lower_key").on(sql`lower(${table.login})`),
    uniqueIndex("users_email_lower_key").on(sql`lower(${table.email})`),
    check("users_daily_goal_range", sql`${table.dailyGoal} BETWEEN 1 AND 1000`),
    check("users_new_words_per_day_range", sql`${table.newWordsPerDay} BETWEEN 0 AND 100`),
    check("users_locale_known", sql`${table.locale} IN ('en', 'ru')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    userId: refersTo("user_id", () => users.id, "cascade"),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("sessions_token_hash_key").on(table.tokenHash),
    index("sessions_user_id_idx").on(table.userId),
  ],
);

export const scopes = pgTable(
  "scopes",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    value: text("value").notNull(),
    description: text("description").notNull().default(""),
  },
  (table) => [
    uniqueIndex("scopes_value_key").on(table.value),
    check("scopes_value_slug", slugCheck("value")),
  ],
);

export const userScopes = pgTable(
  "user_scopes",
  {
    userId: refersTo("user_id", () => users.id, "cascade"),
    scopeId: refersTo("scope_id", () => scopes.id, "restrict"),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.scopeId] }),
    index("user_scopes_scope_id_idx").on(table.scopeId),
  ],
);

export const endpoints = pgTable(
  "endpoints",
  {
    id: serial("id").primaryKey(),
    url: text("url").notNull(),
    method: text("method").notNull(),
    adminPageUrl: text("admin_page_url").notNull(),
  },
  (table) => [
    uniqueIndex("endpoints_admin_page_url_key").on(table.adminPageUrl),
    index("endpoints_method_idx").on(table.method),
    check("endpoints_admin_page_url_slug", slugCheck("admin_page_url")),
    check("endpoints_method_known", sql`${table.method} IN ('GET', 'POST', 'PUT', 'PATCH', 'DELETE')`),
    check("endpoints_url_relative", sql`${table.url} LIKE '/%'`),
  ],
);

export const endpointScopes = pgTable(
  "endpoint_scopes",
  {
    endpointId: refersTo("endpoint_id", () => endpoints.id, "cascade"),
    scopeId: refersTo("scope_id", () => scopes.id, "restrict"),
  },
  (table) => [
    primaryKey({ columns: [table.endpointId, table.scopeId] }),
    index("endpoint_scopes_scope_id_idx").on(table.scopeId),
  ],
);

export const units = pgTable(
  "units",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    url: text("url").notNull(),
  },
  (table) => [uniqueIndex("units_url_key").on(table.url), check("units_url_slug", slugCheck("url"))],
);

export const words = pgTable(
  "words",
  {
    id: serial("id").primaryKey(),
    url: text("url").notNull(),
    en: text("en").notNull(),
    ru: text("ru").notNull(),
    transcription: text("transcription").notNull(),
  },
  (table) => [uniqueIndex("words_url_key").on(table.url), check("words_url_slug", slugCheck("url"))],
);

export const phrases = pgTable(
  "phrases",
  {
    id: serial("id").primaryKey(),
    url: text("url").notNull(),
    enQuestion: text("en_question").notNull(),
    ru: text("ru").notNull(),
    answers: jsonb("answers").$type<string[]>().notNull(),
  },
  (table) => [
    uniqueIndex("phrases_url_key").on(table.url),
    check("phrases_url_slug", slugCheck("url")),
    check(
      "phrases_answers_non_empty",
      sql`jsonb_typeof(${table.answers}) = 'array' AND jsonb_array_length(${table.answers}) > 0`,
    ),
  ],
);

export const unitWords = pgTable(
  "unit_words",
  {
    unitId: refersTo("unit_id", () => units.id, "cascade"),
    wordId: refersTo("word_id", () => words.id, "cascade"),
    position: integer("position").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.unitId, table.wordId] }),
    index("unit_words_word_id_idx").on(table.wordId),
  ],
);

export const unitPhrases = pgTable(
  "unit_phrases",
  {
    unitId: refersTo("unit_id", () => units.id, "cascade"),
    phraseId: refersTo("phrase_id", () => phrases.id, "cascade"),
    position: integer("position").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.unitId, table.phraseId] }),
    index("unit_phrases_phrase_id_idx").on(table.phraseId),
  ],
);

export const testResults = pgTable(
  "test_results",
  {
    id: serial("id").primaryKey(),
    userId: refersTo("user_id", () => users.id, "cascade"),
    unitId: refersTo("unit_id", () => units.id, "cascade"),
    // One of lib/domain/test-types' slugs: the services refuse any other.
    testType: text("test_type").notNull(),
    createdTs: bigint("created_ts", { mode: "number" }).notNull(),
    result: doublePrecision("result").notNull(),
    answers: jsonb("answers").$type<unknown[]>().notNull(),
    // The client's key for a submission it may send again (a test finished offline): stored once per learner.
    clientKey: text("client_key"),
  },
  (table) => [
    uniqueIndex("test_results_user_client_key").on(table.userId, table.clientKey),
    index("test_results_user_type_unit_ts_idx").on(
      table.userId,
      table.testType,
      table.unitId,
      table.createdTs,
    ),
    index("test_results_unit_id_idx").on(table.unitId),
    check("test_results_result_fraction", sql`${table.result} >= 0 AND ${table.result} <= 1`),
  ],
);

// A learner's unfinished test of one unit and type, kept so it can be continued:
// the questions in the order asked, the answers so far (null: not answered) and
// the question on screen. Submitting the test deletes it.
export const testDrafts = pgTable(
  "test_drafts",
  {
    userId: refersTo("user_id", () => users.id, "cascade"),
    unitId: refersTo("unit_id", () => units.id, "cascade"),
    testType: text("test_type").notNull(),
    questionIds: jsonb("question_ids").$type<number[]>().notNull(),
    answers: jsonb("answers").$type<Array<string | null>>().notNull(),
    position: integer("position").notNull(),
    updatedTs: bigint("updated_ts", { mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.unitId, table.testType] }),
    index("test_drafts_unit_id_idx").on(table.unitId),
    index("test_drafts_user_updated_idx").on(table.userId, table.updatedTs),
  ],
);

// One FSRS card per learner and word: the scheduler's state after the
// latest review (ts-fsrs field names). State and rating use FSRS's numbers:
// state 0 New, 1 Learning, 2 Review, 3 Relearning.
export const reviewCards = pgTable(
  "review_cards",
  {
    id: serial("id").primaryKey(),
    userId: refersTo("user_id", () => users.id, "cascade"),
    wordId: refersTo("word_id", () => words.id, "cascade"),
    due: timestamp("due", { withTimezone: true }).notNull(),
    stability: doublePrecision("stability").notNull(),
    difficulty: doublePrecision("difficulty").notNull(),
    elapsedDays: integer("elapsed_days").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
    learningSteps: integer("learning_steps").notNull(),
    reps: integer("reps").notNull(),
    lapses: integer("lapses").notNull(),
    state: smallint("state").notNull(),
    lastReview: timestamp("last_review", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("review_cards_user_word_key").on(table.userId, table.wordId),
    // The due queue and the top bar's count read a learner's cards by due time.
    index("review_cards_user_due_idx").on(table.userId, table.due),
    index("review_cards_word_id_idx").on(table.wordId),
    check("review_cards_state_known", sql`${table.state} BETWEEN 0 AND 3`),
  ],
);

// One row per graded answer (in a test or a review). The FSRS fields are the
// card's state before the answer, as ts-fsrs logs them, so a review can be
// rolled back and graded again ("I was right").
export const reviewLogs = pgTable(
  "review_logs",
  {
    id: serial("id").primaryKey(),
    cardId: refersTo("card_id", () => reviewCards.id, "cascade"),
    userId: refersTo("user_id", () => users.id, "cascade"),
    wordId: refersTo("word_id", () => words.id, "cascade"),
    source: text("source").notNull(),
    rating: smallint("rating").notNull(),
    state: smallint("state").notNull(),
    due: timestamp("due", { withTimezone: true }).notNull(),
    stability: doublePrecision("stability").notNull(),
    difficulty: doublePrecision("difficulty").notNull(),
    elapsedDays: integer("elapsed_days").notNull(),
    lastElapsedDays: integer("last_elapsed_days").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
    learningSteps: integer("learning_steps").notNull(),
    review: timestamp("review", { withTimezone: true }).notNull(),
    answer: text("answer").notNull(),
    correct: boolean("correct").notNull(),
    typo: boolean("typo").notNull().default(false),
    elapsedMs: integer("elapsed_ms"),
    overridden: boolean("overridden").notNull().default(false),
    /** The client's key of an answer it may send again (an offline answer's retry): stored once per learner. */
    clientKey: text("client_key"),
  },
  (table) => [
    index("review_logs_card_id_idx").on(table.cardId, table.id),
    uniqueIndex("review_logs_user_client_key").on(table.userId, table.clientKey),
    index("review_logs_user_review_idx").on(table.userId, table.review),
    index("review_logs_word_id_idx").on(table.wordId),
    check("review_logs_source_known", sql`${table.source} IN ('test', 'review', 'learn')`),
    check("review_logs_rating_grade", sql`${table.rating} BETWEEN 1 AND 4`),
    check("review_logs_state_known", sql`${table.state} BETWEEN 0 AND 3`),
    check("review_logs_elapsed_ms", sql`${table.elapsedMs} IS NULL OR ${table.elapsedMs} >= 0`),
  ],
);

// One row per failed login or refused registration: the limiter counts rows
// in a time window, so its state is shared by every instance and survives restarts.
export const authFailures = pgTable(
  "auth_failures",
  {
    id: serial("id").primaryKey(),
    bucket: text("bucket").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("auth_failures_bucket_created_idx").on(table.bucket, table.createdAt)],
);

// How much of an allowance (lib/services/volume-limits.ts) a bucket, e.g. an
// address's sign-ups or a learner's review answers, spent in one window: one
// row per bucket and window, counted up by a single upsert, so every instance
// shares it and a parallel burst cannot pass the limit. Rows whose window
// ended are pruned.
export const volumeCounters = pgTable(
  "volume_counters",
  {
    bucket: text("bucket").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    windowEnd: timestamp("window_end", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
  },
  (table) => [
    // The end is part of the key: an hour's and a day's window may start at the same instant.
    primaryKey({ columns: [table.bucket, table.windowStart, table.windowEnd] }),
    index("volume_counters_window_end_idx").on(table.windowEnd),
    check("volume_counters_hits", sql`${table.hits} >= 0`),
  ],
);

// Clients (addresses) that have signed in to an account: the per-login
// limiter does not apply to them, so nobody without the password can lock
// the owner out of the places the owner signs in from.
export const knownClients = pgTable(
  "known_clients",
  {
    userId: refersTo("user_id", () => users.id, "cascade"),
    client: text("client").notNull(),
    lastSignedInAt: timestamp("last_signed_in_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.client] })],
);

// What a bulk delete removed (every row of every table the delete reached, as
// jsonb), kept for a short while so that the administrator who deleted it can
// undo it exactly: same ids, same unit memberships, same review history.
export const undoBatches = pgTable(
  "undo_batches",
  {
    token: text("token").primaryKey(),
    userId: refersTo("user_id", () => users.id, "cascade"),
    kind: text("kind").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    rows: jsonb("rows").$type<Record<string, unknown[]>>().notNull(),
  },
  (table) => [index("undo_batches_expires_at_idx").on(table.expiresAt)],
);

// A teacher's class: learners join it with its code (unique, shown to the
// teacher, replaced on demand) and the teacher assigns it units. Deleting the
// teacher deletes their classes; deleting a class its members and assignments.
export const classes = pgTable(
  "classes",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    ownerId: refersTo("owner_id", () => users.id, "cascade"),
    joinCode: text("join_code").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("classes_join_code_key").on(table.joinCode),
    index("classes_owner_id_idx").on(table.ownerId),
  ],
);

export const classMembers = pgTable(
  "class_members",
  {
    classId: refersTo("class_id", () => classes.id, "cascade"),
    userId: refersTo("user_id", () => users.id, "cascade"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.classId, table.userId] }),
    index("class_members_user_id_idx").on(table.userId),
  ],
);

// A unit a class is to learn: done by a learner once a result of the unit (of
// the test type, when one is set) made since the assignment reaches the pass
// mark. created_ts is in ms like test_results.created_ts, so the two compare.
export const assignments = pgTable(
  "assignments",
  {
    id: serial("id").primaryKey(),
    classId: refersTo("class_id", () => classes.id, "cascade"),
    unitId: refersTo("unit_id", () => units.id, "cascade"),
    // One of lib/domain/test-types' slugs, or null: any type counts.
    testType: text("test_type"),
    dueDate: date("due_date", { mode: "string" }),
    passMark: doublePrecision("pass_mark").notNull(),
    createdTs: bigint("created_ts", { mode: "number" }).notNull(),
  },
  (table) => [
    uniqueIndex("assignments_class_unit_type_key").on(
      table.classId,
      table.unitId,
      sql`coalesce(${table.testType}, '')`,
    ),
    index("assignments_unit_id_idx").on(table.unitId),
    check("assignments_pass_mark_fraction", sql`${table.passMark} >= 0 AND ${table.passMark} <= 1`),
  ],
);

// Marks one-time start-up work (the demo seed) as done for this database.
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
