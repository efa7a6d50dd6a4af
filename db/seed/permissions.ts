// The permission model a new installation starts with.

export const DEMO_SCOPES = [
  { name: "Administrator", value: "admin", description: "Full access to every call and every section." },
  { name: "Editor", value: "editor", description: "Manages units, words and phrases." },
  {
    name: "Teacher",
    value: "teacher",
    description: "Runs classes: assigns units and reads their learners' results.",
  },
  { name: "User", value: "user", description: "A learner: takes tests and keeps their own results." },
];

type SeedEndpoint = { method: string; url: string; adminPageUrl: string; scopes: string[] };

const contentResource = (resource: string, singular: string): SeedEndpoint[] => [
  { method: "POST", url: `/${resource}`, adminPageUrl: `create-${singular}`, scopes: ["editor"] },
  { method: "PUT", url: `/${resource}`, adminPageUrl: `update-${singular}`, scopes: ["editor"] },
  { method: "DELETE", url: `/${resource}/:id`, adminPageUrl: `delete-${singular}`, scopes: ["editor"] },
];

// Deleting many words or phrases at once, adding them to or removing them from a unit, and undoing it.
const bulkChanges = (resource: string): SeedEndpoint[] =>
  [
    ["bulk-delete", `bulk-delete-${resource}`],
    ["add-to-unit", `add-${resource}-to-unit`],
    ["remove-from-unit", `remove-${resource}-from-unit`],
    ["undo", `undo-${resource}`],
  ].map(([action, adminPageUrl]) => ({
    method: "POST",
    url: `/${resource}/${action}`,
    adminPageUrl: adminPageUrl!,
    scopes: ["editor"],
  }));

// Editors get the content operations; everything else stays with the built-in
// defaults (public reads, own account and results, admin for the rest).
export const EDITOR_ENDPOINTS: SeedEndpoint[] = [
  ...contentResource("units", "unit"),
  { method: "POST", url: "/units/undo", adminPageUrl: "undo-units", scopes: ["editor"] },
  ...contentResource("words", "word"),
  ...bulkChanges("words"),
  // A teacher's word list straight into a unit; undoable like a bulk change.
  { method: "POST", url: "/words/import", adminPageUrl: "import-words", scopes: ["editor"] },
  { method: "GET", url: "/phrases", adminPageUrl: "list-phrases", scopes: ["editor"] },
  ...contentResource("phrases", "phrase"),
  ...bulkChanges("phrases"),
];

// Who may open a class: the route's default is admin-only, like the content
// operations, so this row is what lets teachers in (and what an administrator
// edits to let others in). A class's own calls check its owner in the service.
export const TEACHER_ENDPOINTS: SeedEndpoint[] = [
  { method: "POST", url: "/classes", adminPageUrl: "create-class", scopes: ["teacher"] },
];
