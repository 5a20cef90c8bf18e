import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Each folder of `parent` may import, of `parent`, only itself and the folders `open` names. */
const foldersApart = (parent, open, message) =>
  readdirSync(new URL(`${parent}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${parent}/${name}`,
      from: parent,
      except: [...new Set([`./${name}`, ...open])],
      message,
    }));

const routeLayer = ["app/routes", "app/root.tsx", "app/routes.ts", "app/entry.server.tsx", "app/server-entry.ts"];

/**
 * The server's layers (decision 0280): api, delivery and http → services → db. The entry points
 * (the modules at the top of server/, cli/, ops/) compose them all; of them, db and the services
 * may use only the configuration.
 */
const aboveServices = ["server/{api,delivery,http,cli,ops}/**", "server/!(config).{ts,mts,mjs}"];
const serverZones = [
  {
    target: "server/services",
    from: aboveServices,
    message: "Services import only services, server/db and common: move what both sides need down (decision 0280).",
  },
  {
    target: "server/db",
    from: [...aboveServices, "server/services/**"],
    message: "server/db imports only itself, the configuration and common (decision 0280).",
  },
];

/**
 * The layers of decision 0005 (and 0117): routes → features → shared; app → common;
 * server → common. Checked on the resolved file, so `#app/…` and `../…` spellings alike.
 */
const layerZones = [
  {
    target: "common",
    from: ["app", "server"],
    message: "common/ is imported by both sides and imports neither (decision 0005).",
  },
  {
    target: "server",
    from: "app",
    except: ["./server-entry.ts"],
    message: "The server imports nothing of the app but the types of its server entry (decision 0005).",
  },
  {
    target: ["app/features", "app/shared", "app/i18n"],
    from: routeLayer,
    message: "Routes import features and shared modules, never the other way (decision 0005).",
  },
  {
    target: ["app/shared", "app/i18n"],
    from: "app/features",
    message: "A module two features share lives in app/shared (decision 0005).",
  },
  ...serverZones,
  ...foldersApart(
    "app/features",
    [],
    "No feature imports another: move what both need to app/shared, or compose them in a route (decision 0005).",
  ),
  ...foldersApart(
    "app/features/console",
    ["./shell"],
    "A console resource imports only itself and the console's shell, and the shell no resource: move what two need to the shell, or compose them in a route (decision 0283).",
  ),
];

export default tseslint.config(
  {
    ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "common/**/*.ts", "server/**/*.{ts,mts,mjs}"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createNodeResolver()] },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: layerZones }],
    },
  },
  {
    // The app may name the server's types (erased when built), never its code.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(#server/|(\\.\\./)+server/)",
              allowTypeImports: true,
              message: "The app imports only types from server/ (decision 0005).",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call their callback `use`, which is not React's hook.
    files: ["tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // A web-first assertion without `await` checks nothing: the test ends before it settles.
    files: ["tests/e2e/**/*.ts"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { "@typescript-eslint/no-floating-promises": "error" },
  },
);
