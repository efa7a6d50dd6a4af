import { dispatch } from "@/lib/api/dispatch";

// Every call of the API goes through one dispatcher (lib/api/registry.ts lists them).
export const dynamic = "force-dynamic";

export { dispatch as GET, dispatch as POST, dispatch as PUT, dispatch as PATCH, dispatch as DELETE };
