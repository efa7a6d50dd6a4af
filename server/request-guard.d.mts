import type { IncomingMessage, ServerResponse } from "node:http";

export declare const PEER_ADDRESS_HEADER: string;
export declare function guardRequest(request: IncomingMessage, response: ServerResponse): boolean;
