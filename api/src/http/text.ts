/**
 * Control characters no field of this API carries: C0 but tab, line feed and carriage return
 * (free text keeps its lines), DEL and C1. PostgreSQL refuses NUL outright; the rest only ever
 * arrive to confuse logs, terminals and the people reading them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Half of a surrogate pair: no UTF-8 encoding exists for it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `text` has a control character or a lone surrogate. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text) || LONE_SURROGATE.test(text);
}

/**
 * The dotted path of the first string (or key) in a parsed JSON value with a control character,
 * `""` for the value itself, or null when there is none. Iterative: depth is bounded by the parser.
 */
export function controlCharacterField(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, ""]];
  while (stack.length > 0) {
    const [node, path] = stack.pop() as [unknown, string];
    if (typeof node === "string") {
      if (hasControlCharacter(node)) return path;
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => void stack.push([item, path ? `${path}.${i}` : String(i)]));
    } else if (node !== null && typeof node === "object") {
      for (const [key, item] of Object.entries(node)) {
        const at = path ? `${path}.${key}` : key;
        if (hasControlCharacter(key)) return at;
        stack.push([item, at]);
      }
    }
  }
  return null;
}

/**
 * Characters that change how a name is shown without being seen: bidirectional embeddings,
 * overrides, isolates and marks (U+202E makes `gpj.exe` read `exe.jpg`), zero-width spaces and
 * joiners, the word joiner and the byte-order mark, plus every control character.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** A display name as stored: invisible and control characters removed, NFC, trimmed. */
export function normaliseName(raw: string): string {
  return raw.replace(INVISIBLE, "").normalize("NFC").trim();
}
