import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createWriteStream, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../apps/server/src/db/client";
import { type SyntheticAnswer, type SyntheticPerson, syntheticAnswers, syntheticPerson } from "./synthetic-users";

export interface BenchUser {
  id: string;
  phone: string;
  person: SyntheticPerson;
  answers: SyntheticAnswer[];
}

export const NASHVILLE = { lat: 36.1627, lng: -86.7816 };

export function makeUsers(n: number, next: () => number): BenchUser[] {
  return Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    phone: `+1615${String(2_000_000 + i).padStart(7, "0")}`,
    person: syntheticPerson(next, NASHVILLE.lat, NASHVILLE.lng),
    answers: syntheticAnswers(next),
  }));
}

/** A throwaway database on the local server, migrated with the project's own migrator. */
export async function createBenchDatabase(serverUrl: string) {
  const name = `down_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = `${serverUrl.replace(/\/[^/]*$/, "")}/${name}`;
  const database = await openDatabase({ databaseUrl: url, dataDir: "." });
  await database.migrate();
  await database.close();
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { url, name, drop };
}

/** Milliseconds per phase of the load. */
export interface LoadTimings {
  people: number;
  csv: number;
  copy: number;
  indexes: number;
  analyze: number;
}

/** Bulk load through unnest() arrays: one statement per table per chunk, no per-row round trips. */
export async function loadUsers(url: string, users: BenchUser[]): Promise<LoadTimings> {
  const timings: LoadTimings = { people: 0, csv: 0, copy: 0, indexes: 0, analyze: 0 };
  const t0 = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("set synchronous_commit = off");
  const chunk = 5000;
  for (let i = 0; i < users.length; i += chunk) {
    const part = users.slice(i, i + chunk);
    const ids = part.map((u) => u.id);
    await client.query(
      "insert into users (id, phone, name, is_new_user) select * , 'Bench', false from unnest($1::uuid[], $2::text[])",
      [ids, part.map((u) => u.phone)],
    );
    await client.query(
      `insert into profiles (user_id, name, age, location, bio, latitude, longitude, gender, interested_in)
       select id, 'Bench ' || left(id::text, 4), 30, 'Nashville, TN', 'Here for the benchmark. Hi.', lat, lng, g,
              string_to_array(i, ',')
       from unnest($1::uuid[], $2::float8[], $3::float8[], $4::text[], $5::text[]) as t(id, lat, lng, g, i)`,
      [
        ids,
        part.map((u) => u.person.lat),
        part.map((u) => u.person.lng),
        part.map((u) => u.person.gender),
        part.map((u) => u.person.interestedIn.join(",")),
      ],
    );
    await client.query("insert into user_preferences (user_id) select * from unnest($1::uuid[])", [ids]);
  }
  await client.end();
  timings.people = performance.now() - t0;
  await copyAnswers(url, users, timings);
  const t1 = performance.now();
  const after = new pg.Client({ connectionString: url });
  await after.connect();
  await after.query("analyze");
  await after.end();
  timings.analyze = performance.now() - t1;
  return timings;
}

/** Answers go in through psql's \\copy: node-postgres has no COPY, and row inserts take minutes. */
async function copyAnswers(url: string, users: BenchUser[], timings: LoadTimings) {
  const t0 = performance.now();
  const file = path.join(tmpdir(), `down-bench-${process.pid}.csv`);
  const out = createWriteStream(file);
  for (const u of users) {
    const lines = u.answers.map((a) => `${u.id},${a.questionId},${a.categoryId},${a.response}\n`).join("");
    if (!out.write(lines)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
  timings.csv = performance.now() - t0;
  // A throwaway database: no WAL for the answers (unlogged), no per-row foreign-key triggers, and the
  // primary key and indexes built once, after the load, with room to sort in memory.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ name: string; def: string }>(
    "select indexname as name, indexdef as def from pg_indexes where tablename = 'user_responses' and indexname <> 'user_responses_pkey'",
  );
  await client.query("alter table user_responses set unlogged");
  await client.query("alter table user_responses disable trigger all");
  await client.query("alter table user_responses drop constraint user_responses_pkey");
  for (const index of rows) await client.query(`drop index ${index.name}`);
  await client.query("set maintenance_work_mem = '1GB'");
  await client.query("set max_parallel_maintenance_workers = 2");
  try {
    execFileSync("psql", [
      url,
      "-q",
      "-c",
      `\\copy user_responses (user_id, question_id, category_id, response) from '${file}' csv`,
    ]);
    timings.copy = performance.now() - t0 - timings.csv;
    // Plain CREATE INDEX takes a share lock, so the builds run side by side; the key is then attached.
    const pkey = "create unique index user_responses_pkey on user_responses (id)";
    await Promise.all(
      [pkey, ...rows.map((index) => index.def)].map(async (def) => {
        const other = new pg.Client({ connectionString: url });
        await other.connect();
        await other.query("set maintenance_work_mem = '512MB'");
        await other.query(def);
        await other.end();
      }),
    );
    await client.query(
      "alter table user_responses add constraint user_responses_pkey primary key using index user_responses_pkey",
    );
    timings.indexes = performance.now() - t0 - timings.csv - timings.copy;
    await client.query("alter table user_responses enable trigger all");
  } finally {
    await client.end();
    rmSync(file, { force: true });
  }
}
