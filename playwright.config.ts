import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { testBuildDirectory } from "./tests/support/test-build.ts";

const port = Number(process.env.E2E_PORT ?? 3100);
// Each run starts on a fresh embedded database. Workers inherit the
// environment, so the console tests find it too (tests/e2e/support/staff.ts).
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `dseu-e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;

// Debian's headless build of the same Chromium (package chromium-headless-shell) where it is
// installed: the same engine without the full browser around it, a third less time per test
// (decision 0172). The full browser otherwise.
const headlessShell = "/usr/bin/chromium-headless-shell";
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium"),
  args: [
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Waiting limits, not speed checks: on a shared machine a page has taken three times its usual time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two on CI's two cores: a third made no difference (8.9 minutes against 8.7, the machine busy throughout).
  workers: process.env.CI ? 2 : undefined,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    // Recording a trace costs every test its snapshots; CI keeps only the printed output, so it records none.
    trace: process.env.CI ? "off" : "retain-on-failure",
  },
  projects: [
    // The phone runs only the tests tagged "@phone": those whose layout, menu or touch differs there.
    // It comes first: the workers take tests in the projects' order, and its longest tests (axe on
    // every console page) then run beside the desktop's short ones instead of last, on their own.
    {
      name: "phone",
      grep: /@phone/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
  ],
  webServer: {
    // `npm start`'s own entry: builds when the sources changed, then serves.
    command: "node server/start.mjs",
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      BUILD_DIR: testBuildDirectory,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // Every test browses from 127.0.0.1: one client address as far as the rate limit knows.
      RATE_LIMIT: "100000",
      // As if behind one proxy: tests that play several clients name them in X-Forwarded-For.
      TRUST_PROXY: "1",
      // The loop lags when the machine starves the server of CPU (two browsers beside it), not
      // because visitors overload it; refusals would fail tests of pages. Shedding has its own
      // tests (tests/api/hardening.test.ts) and check (npm run bench:overload).
      MAX_EVENT_LOOP_DELAY_MS: "0",
    },
    stdout: "pipe",
  },
});
