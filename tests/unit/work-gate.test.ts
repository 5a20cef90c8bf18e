import { describe, expect, it } from "vitest";
import { createWorkGate, Overloaded, turnBudgetMs } from "#server/services/work-gate.ts";

/** A task that runs until `finish` is called, recording that it started. */
function pendingTask(started: string[], name: string) {
  let finish = () => {};
  const task = () =>
    new Promise<string>((resolve) => {
      started.push(name);
      finish = () => resolve(name);
    });
  return { task, finish: () => finish() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A task that keeps the event loop busy for `ms` before it resolves, as a render from cached data does. */
function busyTask(started: string[], name: string, ms: number) {
  return async () => {
    started.push(name);
    const until = performance.now() + ms;
    while (performance.now() < until);
    return name;
  };
}

describe("the work gate", () => {
  it("runs so many at once, queues so many in order, and refuses the rest at once", async () => {
    const gate = createWorkGate("rendering", { concurrent: 2, queued: 1 });
    const started: string[] = [];
    const [a, b, c] = ["a", "b", "c"].map((name) => pendingTask(started, name));
    const running = [gate.run(a!.task), gate.run(b!.task), gate.run(c!.task)];
    await settle();
    expect(started).toEqual(["a", "b"]);
    expect(gate.full).toBe(true);
    await expect(gate.run(async () => "d")).rejects.toBeInstanceOf(Overloaded);

    a!.finish();
    await settle();
    // The finished task's place goes to the one that waited.
    expect(started).toEqual(["a", "b", "c"]);
    expect(gate.full).toBe(false);
    b!.finish();
    c!.finish();
    expect(await Promise.all(running)).toEqual(["a", "b", "c"]);
    expect(await gate.run(async () => "e")).toBe("e");
  });

  it("drops waiting work whose visitor went away, unrun, and gives its place to the next", async () => {
    const gate = createWorkGate("rendering", { concurrent: 1, queued: 2 });
    const started: string[] = [];
    const [a, b, c] = ["a", "b", "c"].map((name) => pendingTask(started, name));
    const visitor = new AbortController();
    const running = gate.run(a!.task);
    const abandoned = gate.run(b!.task, visitor.signal);
    const next = gate.run(c!.task);
    await settle();
    visitor.abort(new Error("the visitor went away"));
    await expect(abandoned).rejects.toThrow("the visitor went away");
    a!.finish();
    await settle();
    expect(started).toEqual(["a", "c"]);
    c!.finish();
    expect([await running, await next]).toEqual(["a", "c"]);
    // Work whose visitor left before it asked is not queued at all.
    const blocker = pendingTask(started, "d");
    const blocking = gate.run(blocker.task);
    await expect(gate.run(async () => "late", visitor.signal)).rejects.toThrow("the visitor went away");
    blocker.finish();
    expect(await blocking).toBe("d");
  });

  it("gives back the place of a task that fails", async () => {
    const gate = createWorkGate("reading", { concurrent: 1, queued: 0 });
    await expect(gate.run(() => Promise.reject(new Error("the query failed")))).rejects.toThrow("the query failed");
    expect(await gate.run(async () => "next")).toBe("next");
  });

  it("lets work started inside admitted work wait past the queue's bound", async () => {
    const renders = createWorkGate("rendering", { concurrent: 1, queued: 0 });
    const reads = createWorkGate("reading", { concurrent: 1, queued: 0 });
    const started: string[] = [];
    const holder = pendingTask(started, "holder");
    const held = reads.run(holder.task);
    await settle();
    // Outside a render, the full read gate refuses.
    await expect(reads.run(async () => "refused")).rejects.toBeInstanceOf(Overloaded);
    // Inside an admitted render, the read waits for its turn.
    const page = renders.admit(() => reads.run(async () => "read in a render"));
    await settle();
    holder.finish();
    await held;
    expect(await page).toBe("read in a render");
  });

  it("runs what a task reads through its own gate again in the task's place, while others wait or are refused", async () => {
    const searches = createWorkGate("searching", { concurrent: 1, queued: 1 });
    const started: string[] = [];
    const ranking = pendingTask(started, "ranking");
    // An answer's load reads its ranking through the same gate: with one place, a second would never come.
    const answer = searches.run(async () => `answer from the ${await searches.run(ranking.task)}`);
    await settle();
    expect(started).toEqual(["ranking"]);
    const waiting = searches.run(async () => "another search");
    await expect(searches.run(async () => "refused")).rejects.toBeInstanceOf(Overloaded);
    ranking.finish();
    expect(await answer).toBe("answer from the ranking");
    expect(await waiting).toBe("another search");
  });

  it("starts no more work in a turn of the event loop that has spent its budget: it waits for a later turn", async () => {
    const gate = createWorkGate("rendering", { concurrent: 4, queued: 1 });
    const started: string[] = [];
    // Three requests read in one turn; the first render takes longer than the turn's budget.
    const first = gate.run(busyTask(started, "a", turnBudgetMs + 20));
    const second = gate.run(busyTask(started, "b", 0));
    await expect(gate.run(busyTask(started, "c", 0))).rejects.toBeInstanceOf(Overloaded);
    expect(gate.full).toBe(true);
    // Not in this turn's microtasks either, although places are free...
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    expect(started).toEqual(["a"]);
    // ...but in the next turn.
    expect(await Promise.all([first, second])).toEqual(["a", "b"]);
    expect(gate.full).toBe(false);
    expect(await gate.run(busyTask(started, "d", 0))).toBe("d");
    expect(started).toEqual(["a", "b", "d"]);
  });

  it("runs work one after another in a turn while the budget lasts", async () => {
    const gate = createWorkGate("reading", { concurrent: 1, queued: 0 });
    const started: string[] = [];
    await settle();
    expect(await gate.run(busyTask(started, "a", 1))).toBe("a");
    // Still the same turn (only microtasks since): the next starts at once.
    const next = gate.run(busyTask(started, "b", 1));
    expect(started).toEqual(["a", "b"]);
    expect(await next).toBe("b");
  });

  it("refuses new work while the process is overloaded, but not the reads of a render already admitted", async () => {
    const gate = createWorkGate("reading", { concurrent: 4, queued: 4 });
    let overloaded = false;
    gate.refuseWhile(() => overloaded);
    expect(await gate.run(async () => "before")).toBe("before");
    overloaded = true;
    await expect(gate.run(async () => "refused")).rejects.toBeInstanceOf(Overloaded);
    overloaded = false;
    const render = gate.admit(async () => {
      overloaded = true;
      return gate.run(async () => "read");
    });
    expect(await render).toBe("read");
    overloaded = false;
    expect(await gate.run(async () => "after")).toBe("after");
  });
});
