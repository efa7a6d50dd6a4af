import type { IncomingMessage } from "node:http";
import net from "node:net";
import { addressOfConnection, CLIENT_ADDRESS_HEADER } from "@/lib/auth/client-address";
import { readEnv } from "@/lib/env";

type ProcessWithHandles = NodeJS.Process & { _getActiveHandles?: () => unknown[] };

function listeningServers(): net.Server[] {
  const handles = (process as ProcessWithHandles)._getActiveHandles?.() ?? [];
  return handles.filter(
    (handle): handle is net.Server =>
      handle instanceof net.Server &&
      handle.listening &&
      typeof (handle as Partial<{ closeAllConnections: unknown }>).closeAllConnections === "function",
  );
}

/**
 * Next.js keeps a client's own X-Forwarded-For and only fills it in when it is
 * missing, so the app cannot tell the socket's peer from a forged header. This
 * runs before Next.js on every request of this process's HTTP server and puts
 * the address that no caller can forge (client-address.ts) into a header of
 * its own, replacing any value a caller sent. Answers whether a server was found.
 */
export function installClientAddressHook(): boolean {
  const trustedHops = readEnv().TRUSTED_PROXY_HOPS;
  const servers = listeningServers();
  for (const server of servers) {
    server.prependListener("request", (request: IncomingMessage) => {
      request.headers[CLIENT_ADDRESS_HEADER] = addressOfConnection({
        peer: request.socket.remoteAddress,
        forwardedFor: request.headers["x-forwarded-for"],
        trustedHops,
      });
    });
  }
  return servers.length > 0;
}
