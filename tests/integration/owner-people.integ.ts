import { describe, expect, it } from "vitest";
import { signIn } from "../support/sessions";
import { get } from "../support/http";
import type { Doc, Session } from "../support/owner-server";
import { as, data, ownerCalls, ownerServer } from "../support/owner-server";

// Issue 19 item 5 over HTTP: the owner adds a person to the brand's people, who can then work
// the board of their branches; a change of role or branches holds from their next request; taken
// off the list, they lose the board at once and every session of theirs on the brand ends (on
// another brand they stay signed in). A wrong person is refused field by field and nothing is
// written.

const HOST = "demo.localhost";
const OWNER = "+6281100000090";
const NEWCOMER = "+6281100000194";
const ctx = ownerServer("owner-people", [OWNER, NEWCOMER], [OWNER]);
const withCookie = (s: Session) => ({ cookie: s.cookie });

const owner = () => ctx.session(OWNER);
const { current, change } = ownerCalls(() => ctx.server.baseUrl, owner);
const board = (s: Session) => get(ctx.server.baseUrl, "/api/staff/orders", HOST, as(s));
const me = async (s: Session, host = HOST) =>
  data<{ staff?: { role: string; branchIds: string[] } } | null>(
    await get(ctx.server.baseUrl, "/api/auth/session", host, withCookie(s)),
  );

describe("the owner's people", () => {
  it("adds a person, who works the board of their branch from their next request", async () => {
    const newcomer = await signIn(ctx.server.baseUrl, NEWCOMER);
    expect((await board(newcomer)).status).toBe(403);

    const res = await change((doc) =>
      doc.staff.push({ phoneNumber: NEWCOMER, name: "Budi", role: "staff", branchIds: ["kemang"] }),
    );
    expect(res.status, res.body).toBe(200);
    expect(data<{ summary: Doc[] }>(res).summary).toEqual([
      expect.objectContaining({ area: "staff", op: "added", name: "Budi" }),
    ]);
    expect((await board(newcomer)).status).toBe(200);
    expect((await me(newcomer))?.staff).toMatchObject({ role: "staff", branchIds: ["kemang"] });

    // A manager of two branches, as soon as it is saved.
    const promoted = await change((doc) => {
      const budi = doc.staff.find((m: Doc) => m.phoneNumber === NEWCOMER);
      budi.role = "manager";
      budi.branchIds = ["kemang", "kelapa-gading"];
    });
    expect(promoted.status, promoted.body).toBe(200);
    expect((await me(newcomer))?.staff).toMatchObject({
      role: "manager",
      branchIds: ["kemang", "kelapa-gading"],
    });
    // A manager is not an owner: the console stays closed.
    expect((await get(ctx.server.baseUrl, "/api/owner/brand", HOST, as(newcomer))).status).toBe(
      403,
    );
  });

  it("refuses a wrong person field by field, and writes nothing", async () => {
    const before = await current();
    const res = await change((doc) => {
      doc.staff.push({ phoneNumber: "0812", name: "", role: "staff", branchIds: [] });
      doc.staff.push({
        phoneNumber: NEWCOMER,
        name: "Budi again",
        role: "staff",
        branchIds: ["nowhere"],
      });
    });
    expect(res.status).toBe(400);
    const at = before.document.staff.length;
    const paths = res
      .json<{ error: { problems: { path: string }[] } }>()
      .error.problems.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        `$.staff[${at}].phoneNumber`,
        `$.staff[${at}].name`,
        `$.staff[${at}].branchIds`,
        `$.staff[${at + 1}].phoneNumber`,
        `$.staff[${at + 1}].branchIds[0]`,
      ]),
    );
    expect((await current()).revision).toBe(before.revision);
  });

  it("takes a person off: the board refuses them at once and their sessions on the brand end", async () => {
    const newcomer = await signIn(ctx.server.baseUrl, NEWCOMER);
    const onKopi = await signIn(ctx.server.baseUrl, NEWCOMER, "kopi.localhost", "kopi");
    expect((await board(newcomer)).status).toBe(200);

    const res = await change((doc) => {
      doc.staff = doc.staff.filter((m: Doc) => m.phoneNumber !== NEWCOMER);
    });
    expect(res.status, res.body).toBe(200);
    expect(data<{ summary: Doc[] }>(res).summary).toEqual([
      expect.objectContaining({ area: "staff", op: "removed", name: "Budi" }),
    ]);
    // Signed out on demo, by bearer token and by cookie alike...
    expect((await board(newcomer)).status).toBe(401);
    expect(await me(newcomer)).toBeNull();
    // ...and still signed in on kopi, whose people they were never taken off.
    expect(await me(onKopi, "kopi.localhost")).not.toBeNull();
    // They may sign in again, as the customer they also are.
    const back = await signIn(ctx.server.baseUrl, NEWCOMER);
    expect((await board(back)).status).toBe(403);
  });
});
