import { afterEach, describe, expect, it, vi } from "vitest";
import { ACTION_RETRY_MS, retryOnce } from "./retry-action.js";

describe("retryOnce", () => {
  afterEach(() => vi.useRealTimers());

  it("answers the first success without waiting", async () => {
    const attempt = vi.fn().mockResolvedValue("ok");
    await expect(retryOnce(attempt)).resolves.toBe("ok");
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it("tries a failed action again after 2000 ms, and only once", async () => {
    vi.useFakeTimers();
    const attempt = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("ok");
    const result = retryOnce(attempt);
    await vi.advanceTimersByTimeAsync(ACTION_RETRY_MS - 1);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe("ok");
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it("throws the second failure", async () => {
    vi.useFakeTimers();
    const attempt = vi.fn().mockRejectedValue(new Error("offline"));
    const result = retryOnce(attempt, 10);
    const settled = expect(result).rejects.toThrow("offline");
    await vi.advanceTimersByTimeAsync(10);
    await settled;
    expect(attempt).toHaveBeenCalledTimes(2);
  });
});
