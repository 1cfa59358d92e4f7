import { describe, expect, it } from "vitest";
import { get } from "../support/http";
import { DEMO, PLATFORM, serverForFile } from "../support/test-server";

// Issue 35: the platform's host (PLATFORM_URL, kedai.localhost here) is no shop's. It signs its
// people in like a shop does, its sessions count only there, and a shop's endpoints are not
// answered on it.
const t = serverForFile("platform-host", { signIn: ["owner"] });
const reasonOf = (body: string) =>
  (JSON.parse(body) as { error?: { reasonCode: string } }).error?.reasonCode;

describe("the platform's host", () => {
  it("is no shop: a shop's endpoints answer BRAND_NOT_FOUND there, and its pages are its own", async () => {
    const res = await get(t.baseUrl(), "/api/branches", PLATFORM);
    expect(res.status).toBe(404);
    expect(reasonOf(res.body)).toBe("BRAND_NOT_FOUND");
  });

  it("signs a number in, and the session counts on the platform only", async () => {
    const session = await t.signIn(t.as.owner.phoneNumber, PLATFORM);
    const here = await get(t.baseUrl(), "/api/auth/session", PLATFORM, session.headers);
    expect(here.status).toBe(200);
    expect(here.json<{ data: { phoneNumber: string; uid: string } }>().data).toMatchObject({
      phoneNumber: t.as.owner.phoneNumber,
      uid: t.as.owner.uid, // one person, whichever host they signed in on
    });
    const atShop = await get(t.baseUrl(), "/api/auth/session", DEMO, session.headers);
    expect(atShop.json<{ data: unknown }>().data).toBeNull();
  });

  it("does not take a shop's session", async () => {
    const res = await get(t.baseUrl(), "/api/auth/session", PLATFORM, t.as.owner.headers);
    expect(res.status).toBe(200);
    expect(res.json<{ data: unknown }>().data).toBeNull();
  });
});
