import { describe, expect, it } from "vitest";
import { jobsBeforeWarmUp } from "./jobs-before-warm-up";
import { mayPlanSoon } from "./plan-soon";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("jobsBeforeWarmUp", () => {
  it("runs a job that arrives mid-warm-up after the step under way, before the steps left", async () => {
    const done: string[] = [];
    const step = (name: string) => async () => {
      await tick();
      done.push(name);
    };
    let warmedUp = 0;
    const work = jobsBeforeWarmUp(
      [step("step 1"), step("step 2"), step("step 3")],
      async (job: string) => {
        done.push(job);
      },
      () => warmedUp++,
    );
    // Arrives while step 1 runs.
    work.add("first plan");
    await work.idle();
    expect(done).toEqual(["step 1", "first plan", "step 2", "step 3"]);
    expect(warmedUp).toBe(1);
  });

  it("goes on with the jobs and the other steps when a step fails", async () => {
    const done: string[] = [];
    const work = jobsBeforeWarmUp(
      [
        async () => {
          throw new Error("no solver");
        },
        async () => {
          done.push("step 2");
        },
      ],
      async (job: number) => {
        done.push(`job ${job}`);
      },
      () => done.push("collected"),
    );
    await work.idle();
    work.add(1);
    work.add(2);
    await work.idle();
    expect(done).toEqual(["step 2", "collected", "job 1", "job 2"]);
  });
});

describe("mayPlanSoon", () => {
  it("is true for signing in or up and the signed-in areas' API, not for every page's calls", () => {
    for (const p of [
      "/api/auth/sign-in/email",
      "/api/auth/sign-up/email",
      "/api/auth/callback/google",
      "/api/auth/oauth2/callback/google",
      "/api/users/abc",
      "/api/meal-plans",
      "/api/household/members",
      "/api/config/auth-methods",
    ])
      expect(mayPlanSoon(p), p).toBe(true);
    for (const p of ["/", "/dashboard", "/api/auth/get-session", "/api/health", "/api/usersx", "/api/config"])
      expect(mayPlanSoon(p), p).toBe(false);
  });
});
