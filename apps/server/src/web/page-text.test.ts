import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyText } from "./hostile-text.test-helpers";
import { escapeAttribute, insertAt, jsonForScript } from "./page-text";

describe("insertAt", () => {
  it("puts any text at the marker, taken literally", () => {
    fc.assert(
      fc.property(
        anyText,
        fc.constantFrom("before", "after", "instead") as fc.Arbitrary<"before" | "after" | "instead">,
        (text, placement) => {
          const page = '<head></head><body><div id="root"></div></body>';
          const out = insertAt(page, '<div id="root"></div>', text, placement);
          const expected = {
            before: `<head></head><body>${text}<div id="root"></div></body>`,
            after: `<head></head><body><div id="root"></div>${text}</body>`,
            instead: `<head></head><body>${text}</body>`,
          }[placement];
          expect(out).toBe(expected);
        },
      ),
    );
  });

  it("leaves a page without the marker as it was", () => {
    expect(insertAt("<p></p>", "</head>", "$'", "before")).toBe("<p></p>");
  });
});

describe("jsonForScript", () => {
  it("holds no '<' and parses back to the same value", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), fc.array(anyText, { maxLength: 4 }), (value, texts) => {
        const data = { value, texts };
        const json = jsonForScript(data);
        expect(json).not.toContain("<");
        expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(data)));
      }),
    );
  });
});

describe("escapeAttribute", () => {
  it("leaves nothing that could end the attribute or open a tag", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const escaped = escapeAttribute(text);
        expect(escaped).not.toMatch(/["<]/);
        const decoded = escaped.replace(
          /&(amp|quot|lt);/g,
          (_, name: string) => ({ amp: "&", quot: '"', lt: "<" })[name] ?? "",
        );
        expect(decoded).toBe(text);
      }),
    );
  });
});

describe("the lint rule against replacement strings (biome-plugins/no-replacement-string.grit)", () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
  const biome = path.join(root, "node_modules", ".bin", "biome");
  /** How many times this rule speaks when Biome lints `paths` from `cwd`. */
  const ruleFindingsIn = (cwd: string, paths: string[]): number => {
    try {
      execFileSync(biome, ["lint", "--max-diagnostics=none", ...paths], { cwd, stdio: "pipe" });
      return 0;
    } catch (error) {
      // Biome writes its diagnostics to stderr.
      const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
      return `${stdout ?? ""}${stderr ?? ""}`.match(/No replacement string in page assembly/g)?.length ?? 0;
    }
  };
  /** The rule's findings in `source`, linted with the rule alone. */
  const ruleFindings = (source: string): number => {
    const dir = mkdtempSync(path.join(tmpdir(), "down-grit-"));
    writeFileSync(
      path.join(dir, "biome.json"),
      JSON.stringify({
        linter: { rules: { recommended: false } },
        plugins: [path.join(root, "biome-plugins", "no-replacement-string.grit")],
      }),
    );
    writeFileSync(path.join(dir, "page.ts"), source);
    return ruleFindingsIn(dir, ["page.ts"]);
  };

  it("flags a replacement string, in every spelling, and allows an inline function", () => {
    expect(
      ruleFindings(`
        const page = String(Date.now());
        export const a = page.replace("</head>", page + "</head>");
        export const b = page.replaceAll(/x/g, "$&");
        export const c = page?.replace("x", \`\${page}\`);
        const named = (s: string) => s;
        export const d = page.replace("x", named);
      `),
    ).toBe(4);
    expect(
      ruleFindings(`
        const page = String(Date.now());
        export const a = page.replace(/x/g, (found) => found.toUpperCase());
        export const b = page.replaceAll("x", function () { return "$&"; });
      `),
    ).toBe(0);
  });

  it("applies to the server's page assembly, which passes it", () => {
    const config = JSON.parse(readFileSync(path.join(root, "biome.json"), "utf8")) as {
      overrides: { includes: string[]; plugins?: string[] }[];
    };
    expect(config.overrides).toContainEqual(
      expect.objectContaining({
        includes: expect.arrayContaining(["apps/server/src/web/**"]),
        plugins: ["./biome-plugins/no-replacement-string.grit"],
      }),
    );
    expect(ruleFindingsIn(root, ["apps/server/src/web"])).toBe(0);
  });
});
