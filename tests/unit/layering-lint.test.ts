import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The layers of decisions 0005, 0117 and 0280, as `npm run lint` enforces them: each case lints a
// module that is not on disk, at a path inside the layer it speaks for.
const root = fileURLToPath(new URL("../..", import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result!.messages
    .filter((message) => message.ruleId?.includes("restricted"))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe("the layering lint rule", () => {
  it("refuses a feature importing another feature, however the path is spelt", async () => {
    for (const source of ["#app/features/footer/site-footer.tsx", "../footer/site-footer.tsx"]) {
      const errors = await layerErrors(
        "app/features/home/layering-probe.tsx",
        `import { SiteFooter } from "${source}";\nexport const probe = SiteFooter;\n`,
      );
      expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*No feature imports another/)]);
    }
  });

  it("lets a feature import its own modules, shared ones and common ones", async () => {
    const errors = await layerErrors(
      "app/features/home/layering-probe.tsx",
      [
        `import { toHomeNotice } from "./home-notices.ts";`,
        `import { HomeSection } from "#app/shared/ui/home-section.tsx";`,
        `import { site } from "#common/site.ts";`,
        `import type { Services } from "#server/services/index.ts";`,
        `export const probe = [toHomeNotice, HomeSection, site];`,
        `export type Probe = Services;`,
        ``,
      ].join("\n"),
    );
    expect(errors).toEqual([]);
  });

  it("refuses a console resource importing another resource, however the path is spelt", async () => {
    for (const source of ["#app/features/console/pages/page-editor.tsx", "../pages/page-editor.tsx"]) {
      const errors = await layerErrors(
        "app/features/console/notices/layering-probe.tsx",
        `import { PageEditorConsole } from "${source}";\nexport const probe = PageEditorConsole;\n`,
      );
      expect(errors).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*A console resource imports only/),
      ]);
    }
  });

  it("lets a console resource import its own modules, the console's shell and shared modules", async () => {
    const errors = await layerErrors(
      "app/features/console/notices/layering-probe.tsx",
      [
        `import { NoticeFields } from "./notice-fields.tsx";`,
        `import { useConsole } from "../shell/console-page.tsx";`,
        `import { toast } from "#app/features/console/shell/toast.ts";`,
        `import { HomeSection } from "#app/shared/ui/home-section.tsx";`,
        `export const probe = [NoticeFields, useConsole, toast, HomeSection];`,
        ``,
      ].join("\n"),
    );
    expect(errors).toEqual([]);
  });

  it("refuses the console's shell importing a resource", async () => {
    const errors = await layerErrors(
      "app/features/console/shell/layering-probe.tsx",
      `import { Dashboard } from "../dashboard/dashboard.tsx";\nexport const probe = Dashboard;\n`,
    );
    expect(errors).toEqual([expect.stringMatching(/and the shell no resource/)]);
  });

  it("refuses shared modules importing a feature or a route", async () => {
    for (const source of ["#app/features/home/home-notices.ts", "#app/routes/home.tsx"]) {
      const errors = await layerErrors(
        "app/shared/layering-probe.ts",
        `import * as probe from "${source}";\nexport { probe };\n`,
      );
      expect(errors).toHaveLength(1);
    }
  });

  it("refuses common importing the app, even a type", async () => {
    const errors = await layerErrors(
      "common/layering-probe.ts",
      `import type pageNames from "#app/i18n/messages/en/pages.ts";\nexport type Probe = typeof pageNames;\n`,
    );
    expect(errors).toEqual([expect.stringMatching(/common\/ is imported by both sides/)]);
  });

  it("refuses the server importing a feature of the app", async () => {
    const errors = await layerErrors(
      "server/layering-probe.ts",
      `import { markEventPopupSeen } from "#app/features/event-popup/seen-flag.ts";\nexport const probe = markEventPopupSeen;\n`,
    );
    expect(errors).toEqual([expect.stringMatching(/The server imports nothing of the app/)]);
  });

  it("refuses the app importing the server's code, and allows its types", async () => {
    const code = await layerErrors(
      "app/routes/layering-probe.ts",
      `import { createServices } from "#server/services/index.ts";\nexport const probe = createServices;\n`,
    );
    expect(code).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*only types from server/),
    ]);
    const types = await layerErrors(
      "app/routes/layering-probe.ts",
      `import type { Services } from "#server/services/index.ts";\nexport type Probe = Services;\n`,
    );
    expect(types).toEqual([]);
  });
  it("refuses the database layer importing a service, however the path is spelt", async () => {
    for (const source of ["../../services/audit-service.ts", "#server/services/audit-service.ts"]) {
      const errors = await layerErrors(
        "server/db/seed/layering-probe.ts",
        `import { newRowId } from "${source}";\nexport const probe = newRowId;\n`,
      );
      expect(errors).toEqual([expect.stringMatching(/server\/db imports only itself/)]);
    }
  });

  it("refuses the services importing the API, delivery, HTTP or an entry point", async () => {
    for (const source of ["../api/errors.ts", "#server/delivery/page-cache.ts", "../http/cors.ts", "../app.ts"]) {
      const errors = await layerErrors(
        "server/services/layering-probe.ts",
        `import * as probe from "${source}";\nexport { probe };\n`,
      );
      expect(errors, source).toEqual([expect.stringMatching(/Services import only services, server\/db and common/)]);
    }
  });

  it("lets each server layer import the ones below it and the configuration", async () => {
    const probes = {
      "server/db/seed/layering-probe.ts": ["../../config.ts", "../schema.ts", "#common/site.ts"],
      "server/services/layering-probe.ts": ["../config.ts", "../db/search-index.ts", "./refusal.ts"],
      "server/delivery/layering-probe.ts": [
        "../http/status-answer.ts",
        "../services/work-gate.ts",
        "../db/database.ts",
      ],
      "server/api/layering-probe.ts": ["../delivery/cacheable.ts", "../http/cors.ts", "../services/index.ts"],
    };
    for (const [file, sources] of Object.entries(probes)) {
      const code = sources.map((source, n) => `import * as probe${n} from "${source}";`).join("\n");
      const errors = await layerErrors(
        file,
        `${code}\nexport const probe = [${sources.map((_, n) => `probe${n}`)}];\n`,
      );
      expect(errors, file).toEqual([]);
    }
  });
});
