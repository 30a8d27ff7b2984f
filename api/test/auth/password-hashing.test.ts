import { describe, expect, test } from "bun:test";
import {
  concurrencyLimit,
  hashPassword,
  MAX_CONCURRENT_HASHES,
  verifyPassword,
} from "../../src/services/auth/passwords.ts";

describe("password hashing", () => {
  test("passwords are stored as argon2id and verify", async () => {
    const hash = await hashPassword("Correct-Horse-42");
    expect(hash).toStartWith("$argon2id$");
    expect(await verifyPassword("Correct-Horse-42", hash)).toBe(true);
    expect(await verifyPassword("correct-horse-42", hash)).toBe(false);
  });

  test("at most two hashes run at once; the others wait their turn and all finish", async () => {
    expect(MAX_CONCURRENT_HASHES).toBe(2);
    const run = concurrencyLimit(MAX_CONCURRENT_HASHES);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (i: number) =>
      run(async () => {
        active++;
        peak = Math.max(peak, active);
        await Bun.sleep(5);
        active--;
        order.push(i);
        return i;
      });
    const results = await Promise.all([0, 1, 2, 3, 4, 5, 6].map(task));
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(peak).toBe(2);
    expect(order.slice(0, 2).sort()).toEqual([0, 1]);
  });

  test("a failing task frees its slot", async () => {
    const run = concurrencyLimit(1);
    await expect(run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await run(async () => "next")).toBe("next");
  });
});
