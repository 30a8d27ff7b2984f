import { useQuery } from "@tanstack/react-query";
import { ChevronRight, Lock } from "lucide-react";
import { Badge, Skeleton } from "../components/ui/index.ts";
import { cn } from "../lib/cn.ts";
import { isObject, type Json } from "../lib/json.ts";

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
const METHOD_STYLE: Record<(typeof METHODS)[number], string> = {
  get: "bg-sky-700 text-white",
  post: "bg-emerald-700 text-white",
  put: "bg-amber-700 text-white",
  patch: "bg-amber-700 text-white",
  delete: "bg-red-700 text-white",
};
/** The documented Pro API first; the rest in the order the spec lists them. */
const TAG_ORDER = ["Pro API", "Analyses", "Analytics", "API tokens", "Account", "Plans", "Billing", "Auth"];

interface Field {
  name: string;
  where: string;
  type: string;
  required: boolean;
  description: string;
}

interface Operation {
  id: string;
  method: (typeof METHODS)[number];
  path: string;
  tag: string;
  summary: string;
  description: string;
  secured: boolean;
  fields: Field[];
  responses: { status: string; description: string }[];
}

function typeOf(schema: unknown): string {
  if (!isObject(schema)) return "any";
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (Array.isArray(schema.anyOf)) return [...new Set(schema.anyOf.map(typeOf))].join(" | ");
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : String(schema.type ?? "object");
  if (type === "array") return `${typeOf(schema.items)}[]`;
  return typeof schema.format === "string" && schema.format !== "integer" ? `${type} (${schema.format})` : type;
}

function bodyFields(op: Json): Field[] {
  const content = isObject(op.requestBody) && isObject(op.requestBody.content) ? op.requestBody.content : {};
  const out: Field[] = [];
  for (const [mime, media] of Object.entries(content)) {
    const schema = isObject(media) ? media.schema : undefined;
    if (!isObject(schema) || !isObject(schema.properties)) continue;
    const required = Array.isArray(schema.required) ? schema.required : [];
    for (const [name, prop] of Object.entries(schema.properties)) {
      if (out.some((f) => f.name === name)) continue;
      out.push({
        name,
        where: mime === "multipart/form-data" ? "form" : "body",
        type: typeOf(prop),
        required: required.includes(name),
        description: isObject(prop) && typeof prop.description === "string" ? prop.description : "",
      });
    }
  }
  return out;
}

/** Reads the operations out of an OpenAPI 3 document, the one source of truth for the API. */
export function readOperations(doc: unknown): Operation[] {
  const paths = isObject(doc) && isObject(doc.paths) ? doc.paths : {};
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!path.startsWith("/v1/") || !isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const params = Array.isArray(op.parameters) ? op.parameters.filter(isObject) : [];
      ops.push({
        id: String(op.operationId ?? `${method} ${path}`),
        method,
        path,
        tag: Array.isArray(op.tags) && typeof op.tags[0] === "string" ? op.tags[0] : "Other",
        summary: String(op.summary ?? ""),
        description: String(op.description ?? ""),
        // Routes that can answer 401 need a token even where no security requirement is declared.
        secured:
          (Array.isArray(op.security) && op.security.length > 0) || (isObject(op.responses) && "401" in op.responses),
        fields: [
          ...params.map((p) => ({
            name: String(p.name),
            where: String(p.in),
            type: typeOf(p.schema),
            required: p.required === true,
            description: String(p.description ?? (isObject(p.schema) ? (p.schema.description ?? "") : "")),
          })),
          ...bodyFields(op),
        ],
        responses: Object.entries(isObject(op.responses) ? op.responses : {}).map(([status, r]) => ({
          status,
          description: isObject(r) && typeof r.description === "string" ? r.description : "",
        })),
      });
    }
  }
  const rank = (tag: string) => (TAG_ORDER.includes(tag) ? TAG_ORDER.indexOf(tag) : TAG_ORDER.length);
  return ops.sort((a, b) => rank(a.tag) - rank(b.tag) || a.tag.localeCompare(b.tag));
}

export function EndpointReference() {
  const spec = useQuery({
    queryKey: ["openapi"],
    queryFn: async () => {
      const res = await fetch("/openapi.json");
      if (!res.ok) throw new Error(`GET /openapi.json answered ${res.status}`);
      return readOperations(await res.json());
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (spec.isPending) return <Skeleton className="h-64 w-full" />;
  if (spec.isError) {
    return (
      <p className="text-sm text-destructive">
        The endpoint reference could not be loaded. Reload the page to try again.
      </p>
    );
  }
  const tags = [...new Set(spec.data.map((o) => o.tag))];
  return (
    <div className="space-y-6" data-testid="endpoint-reference">
      {tags.map((tag) => (
        <section key={tag} aria-label={`${tag} endpoints`} className="space-y-2">
          <h3 className="font-semibold">{tag}</h3>
          {spec.data
            .filter((o) => o.tag === tag)
            .map((op) => (
              <details
                key={op.id}
                className="group rounded-lg border border-border bg-card"
                open={op.path === "/v1/analyze"}
              >
                <summary className="flex cursor-pointer list-none items-center gap-3 p-3 text-sm">
                  <ChevronRight
                    aria-hidden="true"
                    className="size-4 shrink-0 transition-transform group-open:rotate-90"
                  />
                  <span
                    className={cn(
                      "w-16 shrink-0 rounded px-2 py-0.5 text-center font-mono text-xs font-bold uppercase",
                      METHOD_STYLE[op.method],
                    )}
                  >
                    {op.method}
                  </span>
                  <code className="min-w-0 break-all font-mono">{op.path}</code>
                  <span className="hidden truncate text-muted-foreground md:inline">{op.summary}</span>
                  {op.secured ? (
                    <Lock
                      aria-label="Requires a bearer token"
                      className="ml-auto size-4 shrink-0 text-muted-foreground"
                    />
                  ) : null}
                </summary>
                <div className="space-y-3 border-t border-border p-4 text-sm">
                  {op.summary ? <p className="font-medium">{op.summary}</p> : null}
                  {op.description ? <p className="text-muted-foreground">{op.description}</p> : null}
                  {op.fields.length > 0 ? (
                    <table className="w-full text-left text-xs">
                      <caption className="sr-only">Parameters of {op.id}</caption>
                      <thead className="text-muted-foreground">
                        <tr>
                          <th scope="col" className="py-1 pr-3 font-medium">
                            Name
                          </th>
                          <th scope="col" className="py-1 pr-3 font-medium">
                            In
                          </th>
                          <th scope="col" className="py-1 pr-3 font-medium">
                            Type
                          </th>
                          <th scope="col" className="py-1 font-medium">
                            Description
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {op.fields.map((f) => (
                          <tr key={`${f.where}-${f.name}`} className="border-t border-border align-top">
                            <td className="py-1 pr-3 font-mono">
                              {f.name}
                              {f.required ? <span className="text-destructive"> *</span> : null}
                            </td>
                            <td className="py-1 pr-3">{f.where}</td>
                            <td className="py-1 pr-3 font-mono">{f.type}</td>
                            <td className="py-1 text-muted-foreground">{f.description}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  ) : null}
                  <div className="flex flex-wrap gap-1.5">
                    {op.responses.map((r) => (
                      <Badge
                        key={r.status}
                        variant={r.status.startsWith("2") || r.status.startsWith("3") ? "success" : "outline"}
                        title={r.description}
                      >
                        {r.status}
                      </Badge>
                    ))}
                  </div>
                </div>
              </details>
            ))}
        </section>
      ))}
    </div>
  );
}
