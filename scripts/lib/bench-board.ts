// The staff board against its history (issue 34 item 2): `npm run bench -- --board` runs only this.
// Two brands made from one document (three branches), on one server: "satu" has one order today,
// "riwayat" the same one order today and a half year before it, 150,000 orders of which 707 were
// never closed, written by SQL into the stopped server's database (tests/support/board-history.ts).
// Each owner's board is asked for side by side, alternating rounds; the history's board is to cost
// at most twice the one-order board's (throughput ratio) and to weigh about as much.
import autocannon from "autocannon";
import { staleBefore } from "../../src/domain/staff-board";
import { seedHistory, withDatabase } from "../../tests/support/board-history";
import { brandImport, fixtureCopy } from "../../tests/support/brand-files";
import type { TestLocation } from "../../tests/support/database";
import { freshLocation } from "../../tests/support/database";
import { get } from "../../tests/support/http";
import { startServer } from "../../tests/support/server";
import { signIn } from "../../tests/support/sessions";
import { onBothDatabases } from "./databases";

const OWNER = "+6281100000078";
const HISTORY = { orders: 150_000, open: 707, days: 180 };
const BRANCHES = [
  { id: "one", name: "Mini Sabang" },
  { id: "two", name: "Mini Kemang" },
  { id: "three", name: "Mini Depok" },
];
const TZ = "Asia/Jakarta"; // the fixture's (the default)
const CONNECTIONS = 10;
const DURATION_S = 10;
const ROUNDS = 2;
/** The target: the history's board costs at most this many times the one-order board. */
export const BOARD_TARGET = 2;

/** The fixture brand as `id`, with three branches and OWNER as its owner. */
function brandFile(id: string): string {
  return fixtureCopy((brand) => {
    brand.brand.id = id;
    brand.brand.subDomainName = id;
    brand.brand.name = `Toko ${id}`;
    const [first] = brand.branches;
    brand.branches = BRANCHES.map(({ id: branchId, name }) => ({ ...first, id: branchId, name }));
    brand.staff = [{ phoneNumber: OWNER, name: "Pemilik", role: "owner" }];
  });
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, host: string, headers: Record<string, string>): Promise<Figures> {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { host, ...headers },
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

const mean = (runs: Figures[]): Figures => ({
  rps: runs.reduce((s, f) => s + f.rps, 0) / runs.length,
  p50: runs.reduce((s, f) => s + f.p50, 0) / runs.length,
  p99: Math.max(...runs.map((f) => f.p99)),
  errors: runs.reduce((s, f) => s + f.errors, 0),
});

/** One database's run: the two boards side by side. Says whether the targets are met. */
async function boardRun(label: string, location: TestLocation): Promise<boolean> {
  const settings = {
    LOG_LEVEL: "warn",
    AUTH_TEST_PHONE_NUMBERS: `${OWNER}:12345`,
    OTP_PHONE_COOLDOWN_SECONDS: "0",
  };
  let server = await startServer(location, settings);
  for (const id of ["satu", "riwayat"]) {
    const imported = brandImport(location, brandFile(id));
    if (imported.status !== 0) throw new Error(`importing ${id}: ${imported.stderr}`);
  }
  await server.stop();
  console.log(`${label}: writing the history…`);
  const now = new Date();
  const started = Date.now();
  await withDatabase(location, async (exec) => {
    const today = { orders: 1, open: 1, days: 0, until: now, customers: 1 };
    await seedHistory(exec, {
      ...today,
      brandId: "satu",
      branches: BRANCHES,
      prefix: "S",
      phoneSeries: 4,
    });
    await seedHistory(exec, {
      ...today,
      brandId: "riwayat",
      branches: BRANCHES,
      prefix: "R",
      phoneSeries: 5,
    });
    await seedHistory(exec, {
      ...HISTORY,
      brandId: "riwayat",
      branches: BRANCHES,
      // All of it before the board's cutoff: the day before today and the 180 before that.
      until: new Date(staleBefore(now, TZ).getTime() - 3_600_000),
      customers: 20_000,
      prefix: "H",
      phoneSeries: 6,
    });
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  server = await startServer(location, settings);
  try {
    const boards = [];
    for (const id of ["satu", "riwayat"]) {
      const host = `${id}.localhost`;
      const owner = await signIn(server.baseUrl, OWNER, host, id);
      const answer = await get(server.baseUrl, "/api/staff/orders", host, owner.headers);
      if (answer.status !== 200) throw new Error(`${id}'s board: ${answer.status} ${answer.body}`);
      const board = answer.json<{
        data: { orders: unknown[]; older: { count: number; more: boolean } };
      }>().data;
      const older = await get(server.baseUrl, "/api/staff/orders/older", host, owner.headers);
      boards.push({
        id,
        host,
        owner,
        bytes: answer.bytes.length,
        board,
        olderBytes: older.bytes.length,
      });
    }
    const runs: Figures[][] = [[], []];
    for (let round = 0; round < ROUNDS; round++)
      for (const [i, b] of boards.entries())
        runs[i]!.push(await load(`${server.baseUrl}/api/staff/orders`, b.host, b.owner.headers));
    const [one, history] = runs.map(mean) as [Figures, Figures];
    const [oneBoard, historyBoard] = boards as [(typeof boards)[0], (typeof boards)[0]];
    console.log(
      `\n${label}: ${HISTORY.orders.toLocaleString("en")} orders over ${HISTORY.days} days (${HISTORY.open} left open) written in ${seconds} s`,
    );
    console.log(
      "board (owner, 3 branches)          req/s    p50 ms   p99 ms   errors   bytes   orders sent   older counted",
    );
    for (const [name, f, b] of [
      ["one order", one, oneBoard],
      ["one order + 150,000 of history", history, historyBoard],
    ] as const)
      console.log(
        `${name.padEnd(32)} ${f.rps.toFixed(0).padStart(6)}   ${f.p50.toFixed(1).padStart(6)}   ${String(f.p99).padStart(6)}   ${String(f.errors).padStart(6)}   ${String(b.bytes).padStart(5)}   ${String(b.board.orders.length).padStart(11)}   ${`${b.board.older.count}${b.board.older.more ? "+" : ""}`.padStart(13)}`,
      );
    const ratio = one.rps / history.rps;
    const sizeRatio = historyBoard.bytes / oneBoard.bytes;
    console.log(
      `the history's board costs ${ratio.toFixed(2)}× the one-order board's (target ≤ ${BOARD_TARGET}×); weighs ${sizeRatio.toFixed(2)}× (${historyBoard.bytes} bytes; target ≤ ${BOARD_TARGET}×); a page of its older orders: ${historyBoard.olderBytes} bytes`,
    );
    return (
      ratio <= BOARD_TARGET &&
      sizeRatio <= BOARD_TARGET &&
      one.errors === 0 &&
      history.errors === 0 &&
      // 707 left open over three branches: each counted to 100, "and more".
      historyBoard.board.older.more
    );
  } finally {
    await server.stop();
  }
}

/** The board against its history on PGlite and (when reachable) PostgreSQL. */
export async function boardBench(): Promise<boolean> {
  console.log(
    `\nthe staff board: autocannon ${CONNECTIONS} connections × ${DURATION_S} s, ${ROUNDS} alternating rounds per board, GET /api/staff/orders as the owner`,
  );
  const pass = await onBothDatabases(async (label, postgres) => {
    const location = await freshLocation("bench-board", { postgres });
    try {
      return await boardRun(label, location);
    } finally {
      await location.dispose();
    }
  });
  console.log(pass ? "board: targets met" : "board: TARGETS MISSED");
  return pass;
}
