/**
 * The reader's modules stand in one direction (OCR → lines → blocks → roles → brand and CTA):
 * no module of the local engine imports, directly or through others, a module that imports it.
 * Type-only imports count too: a cycle of types is a cycle of concepts.
 */
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(import.meta.dir, "../../src/analysis/local");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : name.endsWith(".ts") ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^import[^;]*?from "(\.[^"]+)";/gms)]
    .map((m) => path.resolve(path.dirname(file), m[1]!))
    .filter((target) => target.startsWith(ROOT));
}

describe("the local engine's imports", () => {
  test("form no cycle", () => {
    const graph = new Map(sources(ROOT).map((f) => [f, importsOf(f)]));
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (f: string, trail: string[]) => {
      if (state.get(f) === "done") return;
      if (state.get(f) === "open") {
        cycles.push([...trail.slice(trail.indexOf(f)), f].map((p) => path.relative(ROOT, p)).join(" → "));
        return;
      }
      state.set(f, "open");
      for (const g of graph.get(f) ?? []) visit(g, [...trail, f]);
      state.set(f, "done");
    };
    for (const f of graph.keys()) visit(f, []);
    expect(cycles).toEqual([]);
  });
});
