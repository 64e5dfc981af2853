import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as validation from "./index.js";

const here = dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(here).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));

describe("the validation entry", () => {
  it("imports in Node without touching the DOM", () => {
    expect(typeof validation.validateRegisterForm).toBe("function");
    expect(typeof validation.validateRemoteSignup).toBe("function");
  });

  it("keeps the phone library out of the first load: only a lazy import() in mobile-number.ts", () => {
    for (const file of sources) {
      const text = readFileSync(join(here, file), "utf8");
      const eager = text.match(/^import (?!type )[^;]*from "libphonenumber-js[^"]*";/m);
      expect(eager, file).toBeNull();
      if (file !== "mobile-number.ts") expect(text.includes('import("libphonenumber-js'), file).toBe(false);
    }
  });
});
