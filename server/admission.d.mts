import type { ServerResponse } from "node:http";

export declare function admission(options?: {
  slots?: number;
  leaseMs?: number;
}): (response: ServerResponse, begin: () => void) => void;
