import NextAuth from "next-auth";
import { authOptions } from "@/lib/api/next-auth";

type Context = { params: Promise<{ nextauth: string[] }> };

// Options are built per request: the secret is read at run time, not at build time.
function handler(request: Request, context: Context) {
  return NextAuth(request as never, context as never, authOptions());
}

export { handler as GET, handler as POST };
