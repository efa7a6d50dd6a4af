// The permission model a new installation starts with.

export const DEMO_SCOPES = [
  { name: "Administrator", value: "admin", description: "Full access to every call and every section." },
  { name: "Editor", value: "editor", description: "Manages units, words and phrases." },
  { name: "User", value: "user", description: "A learner: takes tests and keeps their own results." },
];

type SeedEndpoint = { method: string; url: string; adminPageUrl: string; scopes: string[] };

const contentResource = (resource: string, singular: string): SeedEndpoint[] => [
  { method: "POST", url: `/${resource}`, adminPageUrl: `create-${singular}`, scopes: ["editor"] },
  { method: "PUT", url: `/${resource}`, adminPageUrl: `update-${singular}`, scopes: ["editor"] },
  { method: "DELETE", url: `/${resource}/:id`, adminPageUrl: `delete-${singular}`, scopes: ["editor"] },
];

// Deleting many words or phrases at once, and undoing it.
const bulkDelete = (resource: string): SeedEndpoint[] => [
  {
    method: "POST",
    url: `/${resource}/bulk-delete`,
    adminPageUrl: `bulk-delete-${resource}`,
    scopes: ["editor"],
  },
  {
    method: "POST",
    url: `/${resource}/undo-delete`,
    adminPageUrl: `undo-delete-${resource}`,
    scopes: ["editor"],
  },
];

// Editors get the content operations; everything else stays with the built-in
// defaults (public reads, own account and results, admin for the rest).
export const EDITOR_ENDPOINTS: SeedEndpoint[] = [
  ...contentResource("units", "unit"),
  ...contentResource("words", "word"),
  ...bulkDelete("words"),
  { method: "GET", url: "/phrases", adminPageUrl: "list-phrases", scopes: ["editor"] },
  ...contentResource("phrases", "phrase"),
  ...bulkDelete("phrases"),
];
