// next-auth's side of the sessions: the credentials provider opens the same AuthSession rows as the
// legacy log-in, the JWT carries the session id and roles, the session callback reads the row,
// and sign-out removes it.
import type { Account, Session, User } from "next-auth";
import type { JWT } from "next-auth/jwt";
import type { CredentialsConfig } from "next-auth/providers/credentials";
import { authOptions } from "@/lib/auth/options";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb({ demo: true });

const provider = authOptions.providers[0] as unknown as CredentialsConfig & { options: CredentialsConfig };
const authorize = (credentials: Record<string, string>) =>
  provider.options.authorize(credentials as never, { headers: {} } as never) as Promise<
    (User & { sid: string; roles: string[] }) | null
  >;

const sessionFor = (token: JWT) =>
  authOptions.callbacks!.session!({
    session: { expires: "" } as Session,
    token,
    user: undefined as never,
    newSession: undefined,
    trigger: "update",
  }) as Promise<Session & { roles?: string[]; isAdmin?: boolean }>;

describe("next-auth credentials provider", () => {
  it("logs in with the demo password, opens a session row and carries its id and roles in the JWT", async () => {
    const user = await authorize({ username: "NEX", password: DEMO_PASSWORD });
    expect(user).toMatchObject({ name: "nex", roles: ["NEX"] });
    expect(await db().prisma.authSession.count({ where: { id: user!.sid } })).toBe(1);

    const token = (await authOptions.callbacks!.jwt!({
      token: {},
      user: user!,
      account: null as unknown as Account,
      trigger: "signIn",
    })) as JWT;
    expect(token).toMatchObject({ sid: user!.sid, roles: ["NEX"] });

    const session = await sessionFor(token);
    expect(session.user?.name).toBe("nex");
    expect(session.roles).toEqual(["NEX"]);
    expect(session.isAdmin).toBe(false);
    expect((session as { member?: unknown }).member).toMatchObject({
      userName: "nex",
      roles: ["NEX"],
      tableNo: 1,
      areaNo: 1,
      isAdmin: false,
    });

    await authOptions.events!.signOut!({ token, session: session as never });
    expect(await db().prisma.authSession.count({ where: { id: user!.sid } })).toBe(0);
    expect((await sessionFor(token)).user).toBeUndefined();
  });

  it("refuses a wrong password, an unknown user and empty fields", async () => {
    expect(await authorize({ username: "admin", password: "wrong-password1" })).toBeNull();
    expect(await authorize({ username: "nobody", password: DEMO_PASSWORD })).toBeNull();
    expect(await authorize({ username: "", password: "" })).toBeNull();
  });
});
