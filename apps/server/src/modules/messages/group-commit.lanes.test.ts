import { describe, expect, it } from "vitest";
import type { Db, Tx } from "../../db/client";
import { GroupCommit } from "./group-commit";

/**
 * How batches are formed while others are in flight (group-commit.ts, `take`): a line that needs a lock a
 * running batch holds waits for the next batch instead of joining one that would wait in the database.
 * The database here is a stand-in whose transactions only run their callback: the subject is the scheduling.
 */
interface Job {
  name: string;
  actor: string;
  pair: string;
}

const fakeDb = {
  transaction: async <T>(run: (tx: Tx) => Promise<T>) => run({ execute: async () => ({ rows: [] }) } as unknown as Tx),
} as unknown as Db;

function lanes(count: number) {
  const batches: string[][] = [];
  const open: Array<() => void> = [];
  const started: Array<() => void> = [];
  const commit = new GroupCommit<Job, string>(fakeDb, {
    lanes: count,
    maxBatch: 64,
    locks: (job) => ({ actor: `a:${job.actor}`, pair: `p:${job.pair}`, note: `n:${job.pair}:${job.actor}` }),
    write: async (_tx, jobs) => {
      batches.push(jobs.map((job) => job.name));
      started.shift()?.();
      await new Promise<void>((resolve) => open.push(resolve));
      return jobs.map((job) => ({ ok: true as const, value: job.name }));
    },
  });
  /** Resolves when the next batch has started writing. */
  const nextBatch = () => new Promise<void>((resolve) => started.push(resolve));
  return { commit, batches, open, nextBatch };
}

describe("batches while others are in flight", () => {
  it("holds back a line whose pair a running batch holds, and starts the lines that share nothing", async () => {
    const { commit, batches, open, nextBatch } = lanes(2);
    let first = nextBatch();
    const ana = commit.submit({ name: "Ana to Ben", actor: "ana", pair: "ana-ben" });
    await first;
    const second = nextBatch();
    const ben = commit.submit({ name: "Ben to Ana", actor: "ben", pair: "ana-ben" });
    const cy = commit.submit({ name: "Cy to Dee", actor: "cy", pair: "cy-dee" });
    await second;
    // Ben's reply would only wait for Ana's batch to commit; Cy's line shares nothing and goes now.
    expect(batches).toEqual([["Ana to Ben"], ["Cy to Dee"]]);
    first = nextBatch();
    open.shift()?.(); // Ana's batch commits: the pair is free
    await first;
    expect(batches).toEqual([["Ana to Ben"], ["Cy to Dee"], ["Ben to Ana"]]);
    for (const release of open.splice(0)) release();
    expect(await Promise.all([ana, ben, cy])).toEqual(["Ana to Ben", "Ben to Ana", "Cy to Dee"]);
  });

  it("still puts both people of a pair in one batch when nothing is in flight", async () => {
    const { commit, batches, open, nextBatch } = lanes(2);
    const started = nextBatch();
    const sends = [
      commit.submit({ name: "Ana to Ben", actor: "ana", pair: "ana-ben" }),
      commit.submit({ name: "Ben to Ana", actor: "ben", pair: "ana-ben" }),
    ];
    await started;
    expect(batches).toEqual([["Ana to Ben", "Ben to Ana"]]);
    for (const release of open.splice(0)) release();
    await Promise.all(sends);
  });
});
