// Successful sign-ups are limited per client address (an IPv6 client's /64)
// and hour, on every way to register: enough for a class behind one school
// address, not enough for one address to fill the users table.
import { like } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { decodeAuthFailure } from "@/lib/auth/auth-error";
import { PEER_ADDRESS_HEADER } from "@/lib/auth/client-address";
import { authOptions } from "@/lib/api/next-auth";
import { call, errorBody, type SignedInBody } from "../../support/api";
import { stoppedClock, withEnv } from "../../support/limits";

stoppedClock();

const HOUR_MS = 3_600_000;

const TOO_MANY = /^Too many accounts registered from your address\. Please try again in \d+ minutes?\.$/;

let serial = 0;
/** A login no other test of the file uses, starting with `prefix`. */
const freshLogin = (prefix: string) => `${prefix}-${++serial}-${Math.random().toString(36).slice(2, 8)}`;

const form = (login: string) => ({
  login,
  email: `${login}@school.example`,
  password: `password-of-${login}`,
  confirmPassword: `password-of-${login}`,
});

/** POST auth/register from a client address, as the server's hook hands it to the app. */
const registerFrom = (address: string, login: string) =>
  call<SignedInBody>("POST", "/auth/register", { address, body: form(login) });

type Authorize = (
  credentials: Record<string, string>,
  request: { headers: Record<string, string> },
) => Promise<unknown>;

/** The registration form, through next-auth's provider: answers 201 or the failure's status and message. */
async function formRegisterFrom(
  address: string,
  login: string,
): Promise<{ status: number; message?: string }> {
  const provider = authOptions().providers[0] as unknown as { options: { authorize: Authorize } };
  try {
    await provider.options.authorize(
      { mode: "register", ...form(login) },
      { headers: { [PEER_ADDRESS_HEADER]: address } },
    );
    return { status: 201 };
  } catch (error) {
    return decodeAuthFailure((error as Error).message);
  }
}

async function accountsStartingWith(prefix: string): Promise<number> {
  const db = await getDb();
  return (
    await db
      .select({ id: users.id })
      .from(users)
      .where(like(users.login, `${prefix}%`))
  ).length;
}

describe("sign-ups per address", () => {
  it("lets a class of 40 register from one address, and 60 an hour; the 61st is 429", async () => {
    vi.setSystemTime(Math.floor(Date.now() / HOUR_MS) * HOUR_MS + 20 * 60_000);
    const school = "203.0.113.60";
    const statuses: number[] = [];
    for (let pupil = 0; pupil < 60; pupil++) {
      statuses.push((await registerFrom(school, freshLogin("class"))).status);
    }
    const refusedLogin = freshLogin("class-late");
    const refused = await registerFrom(school, refusedLogin);
    const elsewhere = await registerFrom("203.0.113.61", freshLogin("class-neighbour"));

    expect(statuses).toStrictEqual(Array(60).fill(201));
    expect(refused.status).toBe(429);
    expect(refused.body).toStrictEqual(
      errorBody(429, "Too many accounts registered from your address. Please try again in 40 minutes."),
    );
    expect(await accountsStartingWith(refusedLogin)).toBe(0);
    expect(elsewhere.status).toBe(201);
    // The next hour the school registers again.
    vi.setSystemTime(Date.now() + 40 * 60_000);
    expect((await registerFrom(school, freshLogin("class-next-hour"))).status).toBe(201);
  });

  it("counts an IPv6 client by its /64, through the REST call and the form alike", async () => {
    await withEnv({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "3" }, async () => {
      const outcomes = [
        (await registerFrom("2001:db8:0:1::a", freshLogin("v6"))).status,
        (await registerFrom("[2001:DB8:0:1::b]:443", freshLogin("v6"))).status,
        (await formRegisterFrom("2001:db8:0:1:ffff::1", freshLogin("v6"))).status,
      ];
      const sameNetwork = await registerFrom("2001:db8:0:1::c", freshLogin("v6"));
      const sameNetworkForm = await formRegisterFrom("2001:0db8:0000:0001::d", freshLogin("v6"));
      const otherNetwork = await registerFrom("2001:db8:0:2::1", freshLogin("v6"));
      const otherNetworkForm = await formRegisterFrom("2001:db8:0:2::2", freshLogin("v6"));

      expect(outcomes).toStrictEqual([201, 201, 201]);
      expect(sameNetwork.status).toBe(429);
      expect(sameNetwork.body).toStrictEqual(errorBody(429, TOO_MANY));
      expect(sameNetworkForm).toStrictEqual({ status: 429, message: expect.stringMatching(TOO_MANY) });
      expect([otherNetwork.status, otherNetworkForm.status]).toStrictEqual([201, 201]);
    });
  });

  it("counts an IPv4 client however its address is spelled", async () => {
    await withEnv({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "2" }, async () => {
      const outcomes = [
        (await registerFrom("192.0.2.44", freshLogin("v4"))).status,
        (await registerFrom("::ffff:192.0.2.44", freshLogin("v4"))).status,
        (await registerFrom("192.0.2.44:5678", freshLogin("v4"))).status,
      ];

      expect(outcomes).toStrictEqual([201, 201, 429]);
    });
  });

  it("never lets a parallel burst from one address pass the limit", async () => {
    await withEnv({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "10" }, async () => {
      const prefix = freshLogin("burst");
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, index) => registerFrom("198.51.100.30", `${prefix}-${index}`)),
      );

      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20);
      expect(await accountsStartingWith(prefix)).toBe(10);
    });
  });

  it("counts only accounts created: a refused registration spends nothing", async () => {
    await withEnv({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "2" }, async () => {
      const address = "198.51.100.31";
      const taken = freshLogin("taken");
      expect((await registerFrom(address, taken)).status).toBe(201);
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await registerFrom(address, taken)).status).toBe(422);
      }
      const invalid = await call("POST", "/auth/register", { address, body: { login: "x" } });
      expect(invalid.status).toBe(422);

      expect((await registerFrom(address, freshLogin("second"))).status).toBe(201);
      expect((await registerFrom(address, freshLogin("third"))).status).toBe(429);
    });
  });
});
