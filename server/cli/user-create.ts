import readline from "node:readline";
import { parseArgs } from "node:util";
import { newStaffUserSchema } from "#common/api/staff.ts";
import { loadConfigOrExit } from "../config.ts";
import { databaseOptions, migrateToLatest, openDatabase } from "../db/database.ts";
import { commandLineActor } from "../services/audit-service.ts";
import { createServices } from "../services/index.ts";
import { Refusal } from "../services/refusal.ts";

/** Where automation passes the password instead of typing it. */
const passwordVariable = "USER_PASSWORD";

const usage =
  "Usage: npm run user:create -- --email <email> --role admin|editor|faculty [--name <name>] [--sections a,b]\n" +
  "  [--page-groups a,b] [--faculty-id <id>]\n" +
  `The password is asked for, or read from ${passwordVariable}.`;

/** Asks twice without echoing on a terminal; reads one line when the input is piped. */
async function askPassword(): Promise<string> {
  const lines = readline.createInterface({
    input: process.stdin,
    output: process.stderr,
    terminal: process.stdin.isTTY,
  });
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      lines.question(question, resolve);
    });
  if (process.stdin.isTTY) {
    const write = (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput.bind(lines);
    (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) =>
      write(text.startsWith("Password") || text.startsWith("Again") ? text : "");
  }
  try {
    const password = await ask("Password: ");
    if (process.stdin.isTTY && (await ask("\nAgain: ")) !== password)
      throw new Refusal("bad_request", "The two passwords differ");
    return password;
  } finally {
    lines.close();
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        email: { type: "string" },
        name: { type: "string" },
        role: { type: "string" },
        sections: { type: "string" },
        "page-groups": { type: "string" },
        "faculty-id": { type: "string" },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`);
  }
})();
if (!values.email || !values.role) fail(usage);

const config = loadConfigOrExit();
const password = process.env[passwordVariable] || (await askPassword().catch((error: Error) => fail(error.message)));
/** A comma-separated option as a list. */
const listOption = (value: string | undefined) => (value ? value.split(",").map((item) => item.trim()) : []);

const input = newStaffUserSchema.safeParse({
  email: values.email,
  name: values.name ?? null,
  password,
  role: values.role,
  sections: listOption(values.sections),
  page_groups: listOption(values["page-groups"]),
  faculty_id: values["faculty-id"] ?? null,
});
if (!input.success) fail(input.error.issues.map((issue) => issue.message).join("; "));

const database = openDatabase(databaseOptions(config));
try {
  await migrateToLatest(database);
  // A process of its own: its read cache is empty, and no public read shows accounts.
  const user = await createServices(database.db).accounts.create(input.data, commandLineActor);
  console.log(`Created ${user.role} ${user.email}`);
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
