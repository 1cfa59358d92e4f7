// The bench's own route, kept with the bench (decision 0019): only BENCH_ROUTES=1 turns it on.
export { POST } from "../../../../../scripts/lib/bench-insert";
