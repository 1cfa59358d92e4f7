// The bench's own route (decision 0019): only BENCH_ROUTES=1 turns it on.
export { POST } from "@/server/bench/insert";
