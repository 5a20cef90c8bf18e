import pg from "pg";

/**
 * Runs `run` in a fresh schema (`<name>_<pid>`) of the PostgreSQL database at `baseUrl`, dropped
 * afterwards, so the benchmark leaves the database (the tests', say) as it found it.
 */
export async function inOwnSchema<Result>(
  baseUrl: string,
  name: string,
  run: (url: string) => Promise<Result>,
): Promise<Result> {
  const schema = `${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
    const url = new URL(baseUrl);
    url.searchParams.set("options", `-c search_path=${schema}`);
    return await run(url.toString());
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}
