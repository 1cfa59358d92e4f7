// `npm run build`: the production build, recorded so that `npm start` does not build it again
// (scripts/lib/build.ts).
import { build } from "./lib/build";

process.exitCode = await build({ ...process.env, NEXT_TELEMETRY_DISABLED: "1" });
