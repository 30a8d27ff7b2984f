import { type AnyExample, OPERATION_EXAMPLES, type OperationExamples, SHARED_EXAMPLES } from "./operations.ts";

export { SHARED_EXAMPLES };

type Media = { examples?: Record<string, AnyExample> };
type Operation = {
  operationId?: string;
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
};

const isExample = (value: AnyExample | Record<string, AnyExample>): value is AnyExample =>
  "$ref" in value || "summary" in value;

function requestExample(examples: OperationExamples, type: string): AnyExample | undefined {
  const request = examples.request;
  if (!request) return undefined;
  return isExample(request) ? request : request[type];
}

/**
 * Puts each operation's examples on its media types, in place. An example for an operation,
 * status or content type the document does not have is a stale entry: it throws, so the spec
 * cannot be written with examples that describe routes that changed.
 */
export function addOperationExamples(paths: Record<string, Record<string, Operation>>): void {
  const seen = new Set<string>();
  for (const [path, ops] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const examples = op.operationId ? OPERATION_EXAMPLES[op.operationId] : undefined;
      if (!examples || !op.operationId) continue;
      seen.add(op.operationId);
      const where = `${method.toUpperCase()} ${path} (${op.operationId})`;
      const bodyTypes = Object.entries(op.requestBody?.content ?? {});
      if (examples.request && bodyTypes.length === 0) throw new Error(`${where}: a request example but no body`);
      for (const [type, media] of bodyTypes) {
        const example = requestExample(examples, type);
        if (example) media.examples = { [type.split("/")[1] ?? type]: example };
      }
      for (const [status, example] of Object.entries(examples.responses)) {
        const content = Object.values(op.responses?.[status]?.content ?? {});
        if (content.length === 0) throw new Error(`${where}: an example for ${status}, which has no body`);
        for (const media of content) media.examples = { [status]: example };
      }
    }
  }
  const stale = Object.keys(OPERATION_EXAMPLES).filter((id) => !seen.has(id));
  if (stale.length > 0) throw new Error(`Examples for operations that do not exist: ${stale.join(", ")}`);
}
