import fs from "node:fs";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { noLiteralText } from "./eslint/no-literal-text.mjs";

// Imports run one way (STYLE.md): app -> features -> ui/domain, app -> server -> domain; the API's
// declarations (src/contract) sit between: features and the server read them, they read domain.
const layers = [
  {
    target: "./src/contract",
    from: "./src",
    except: ["./contract", "./domain"],
    message: "the API's declarations import only domain",
  },
  {
    target: "./src/domain",
    from: "./src",
    except: ["./domain"],
    message: "domain imports nothing of ours",
  },
  {
    target: "./src/i18n",
    from: "./src",
    except: ["./i18n", "./domain"],
    message: "the message catalogs import only domain",
  },
  {
    target: "./src/ui",
    from: "./src/features",
    message: "ui is shared; it does not know features",
  },
  { target: "./src/ui", from: "./src/server", message: "ui never touches the server" },
  {
    target: "./src/features",
    from: "./src/server",
    message: "features talk to the server over HTTP or via app/",
  },
  { target: "./src/server", from: "./src/features", message: "the server does not import UI" },
  { target: "./src/server", from: "./src/app", message: "the server does not import routes" },
  { target: "./src", from: "./scripts", message: "the product does not import scripts/" },
];

// The HTTP edge (src/edge) runs on bare Node before the app: it imports only its own files. Its
// tests compare it with the app's own rules, so they may import those.
const edge = {
  target: "./src/edge",
  from: "./src",
  except: ["./edge", "./server/remember.mjs"],
  message: "the HTTP edge runs on bare Node: it imports only its own files",
};

// An order's life (issue 33, docs/architecture.md "Flows"): the modules under the flows keep to
// their own rooms, so no circle can form; a flow (src/server/flows) composes them.
const UNDER_FLOWS = [
  "orders",
  "promotions",
  "payments",
  "jobs",
  "messages",
  "live",
  "sms",
  "printing",
  "couriers",
];
const flows = UNDER_FLOWS.map((name) => ({
  target: `./src/server/${name}`,
  from: [
    "./src/server/flows",
    ...UNDER_FLOWS.filter((o) => o !== name).map((o) => `./src/server/${o}`),
  ],
  message: `${name} does not import the flows nor ${UNDER_FLOWS.filter((o) => o !== name).join(", ")}: a flow composes them`,
}));

// A feature does not reach into another feature's files (STYLE.md); routes compose them. The
// shared client state is the exception: the auth and basket stores' hooks are those features'
// public API (docs/decisions/0007-shared-client-state.md).
const PUBLIC = [
  "./auth/auth-store.ts",
  "./api/client.ts",
  "./api/error-text.ts",
  "./basket/basket-provider.tsx",
  "./basket/storefront-data.ts",
];
// Every folder of src/features is a feature, one added tomorrow too.
const features = fs
  .readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/features/${name}`,
    from: "./src/features",
    except: [`./${name}`, ...PUBLIC],
    message: "a feature does not import another feature's files; compose them in src/app",
  }));

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      ".bench/**",
      ".package/**",
      "next-env.d.ts",
    ],
  },
  {
    rules: {
      "import/no-restricted-paths": ["error", { zones: [...layers, edge, ...flows, ...features] }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read settings through src/server/env.ts" },
      ],
    },
  },
  {
    // Browser code calls endpoints through their routes; a declaration carries its zod schemas
    // (and the phone metadata), so it is imported only as a type (decision 0020). The routes come
    // by audience (customer, staff, console, outside), so a customer's page does not ship the
    // others' tables; the whole table (@/contract/routes) is for the server and types.
    files: ["src/features/**", "src/ui/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@/contract(/(?!routes-(customer|staff|console|outside)$|endpoint$).*)?$",
              allowTypeImports: true,
              message:
                "call an endpoint by its route (@/contract/routes-customer, -staff, -console or -outside); import declarations and the whole table as types",
            },
          ],
        },
      ],
    },
  },
  {
    // Links prefetch on a person's intent, not on sight (src/ui/link.tsx, issue 34 item 4).
    files: ["src/**/*.tsx"],
    ignores: ["src/ui/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              importNames: ["default"],
              message: "use Link of @/ui/link: it prefetches when a person may follow it",
            },
          ],
        },
      ],
    },
  },
  {
    // Every string a person sees comes from the message catalogs (issue 17; docs/i18n.md).
    files: ["src/app/**/*.tsx", "src/features/**/*.tsx", "src/ui/**/*.tsx"],
    ignores: ["**/*.test.tsx"],
    plugins: { kedai: { rules: { "no-literal-text": noLiteralText } } },
    rules: { "kedai/no-literal-text": "error" },
  },
  {
    files: ["src/edge/**/*.test.ts"],
    rules: { "import/no-restricted-paths": ["error", { zones: [...layers, ...features] }] },
  },
  {
    // Entry points and tooling configure processes; they may read the environment directly.
    files: [
      "scripts/**",
      "tests/**",
      "*.config.*",
      "src/instrumentation.ts",
      "src/server/env.ts",
      "src/edge/serve.mjs",
    ],
    rules: { "no-restricted-properties": "off" },
  },
];

export default config;
