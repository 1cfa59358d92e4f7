import { describe, expect, it } from "vitest";
import { auditLog } from "./log-audit";

const line = (o: Record<string, unknown>) => JSON.stringify({ level: 30, time: 1, ...o });
const access = (reqId: string) => line({ reqId, msg: "request", path: "/", status: 200 });
const secrets = { phones: ["+6281100000041"], codes: ["48213"] };

describe("auditLog", () => {
  it("passes a clean log", () => {
    const log = [
      line({ msg: "kedai ready" }),
      line({ reqId: "req-00000001", sms: { to: "+62811*****041" }, msg: "SMS written" }),
      access("req-00000001"),
      // A request id whose last group is digits starting with 62 is not a phone number.
      access("69c879e7-aa7e-4307-895b-624301234763"),
    ].join("\n");
    expect(auditLog(log, secrets)).toEqual([]);
  });

  it("finds each kind of leak and each broken rule", () => {
    const log = [
      "plain text line",
      line({ msg: "to +6281100000041" }),
      line({ msg: "Your code is 48213" }),
      line({ msg: "token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig" }),
      line({ msg: "cookie kedai_session=abcdef" }),
      line({ msg: "request", path: "/" }),
      line({ reqId: "orphan-request-id", msg: "x" }),
      access("req-00000002"),
    ].join("\n");
    const problems = auditLog(log, secrets).join("\n");
    expect(problems).toContain("line 1 is not JSON");
    expect(problems).toContain("line 2 holds a whole phone number");
    expect(problems).toContain("line 2 holds the phone number +6281100000041");
    expect(problems).toContain("line 3 holds the sign-in code 48213");
    expect(problems).toContain("line 4 holds a token");
    expect(problems).toContain("line 5 holds a cookie value");
    expect(problems).toContain("line 6: a request without a request id");
    expect(problems).toContain("line 7: request id orphan-request-id has no access line");
  });

  it("does not take a longer number for a code", () => {
    expect(
      auditLog(
        [line({ reqId: "req-00000003", ms: 1482139 }), access("req-00000003")].join("\n"),
        secrets,
      ),
    ).toEqual([]);
  });
});
