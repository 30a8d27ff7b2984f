/**
 * CI check for the self-hosting files. There is no Docker engine in CI, so this parses
 * docker-compose.yml with a YAML parser and checks the structure Compose relies on: services,
 * images and builds, environment, depends_on conditions, healthchecks, the two API replicas
 * behind the proxy, the scalable worker service, and that docs/self-hosting.md covers every
 * environment variable.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { isMap, parseDocument } from "yaml";

const ROOT = path.resolve(import.meta.dir, "..");
const problems: string[] = [];
const fail = (message: string) => problems.push(message);
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => typeof v === "object" && v !== null && !Array.isArray(v);

const REQUIRED_SERVICES = ["postgres", "minio", "createbucket", "mailpit", "api", "worker", "proxy"];
const CONDITIONS = new Set(["service_started", "service_healthy", "service_completed_successfully"]);
const DURATION = /^(\d+(ms|s|m|h))+$/;

/** Every variable api/src/config.ts reads (the keys of its zod schema). */
function configVariables(): string[] {
  const source = read("api/src/config.ts");
  const schema = source.slice(source.indexOf(".object({"), source.indexOf(".superRefine("));
  return [...schema.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1] ?? "");
}

function checkInterpolation(text: string) {
  // Compose substitutes $VAR and ${VAR[:-default|:?error]}; `$$` is a literal dollar.
  for (const [lineIndex, line] of text.split("\n").entries()) {
    if (line.trimStart().startsWith("#")) continue;
    for (const match of line.matchAll(/\$(\$|\{[^}]*\}|[A-Za-z_][A-Za-z0-9_]*)?/g)) {
      const token = match[1];
      if (token === "$" || (token && !token.startsWith("{"))) continue;
      if (!token || !/^\{[A-Za-z_][A-Za-z0-9_]*((:?[-?+])[^}]*)?\}$/.test(token)) {
        fail(`docker-compose.yml:${lineIndex + 1}: bad variable substitution "${match[0]}"`);
      }
    }
  }
}

function environmentOf(service: Dict): Dict {
  const env = service.environment;
  if (Array.isArray(env)) {
    return Object.fromEntries(env.map((e) => String(e).split(/=(.*)/s).slice(0, 2)));
  }
  return isDict(env) ? env : {};
}

function checkService(name: string, service: Dict, services: Dict) {
  if (!service.image && !service.build) fail(`${name}: needs an image or a build`);
  if (isDict(service.build)) {
    const context = path.join(ROOT, String(service.build.context ?? "."));
    const dockerfile = path.join(context, String(service.build.dockerfile ?? "Dockerfile"));
    if (!existsSync(dockerfile)) fail(`${name}: build.dockerfile ${dockerfile} does not exist`);
    else if (!/^FROM oven\/bun:/m.test(readFileSync(dockerfile, "utf8"))) {
      fail(`${name}: the Dockerfile must build on the official Bun image (oven/bun)`);
    }
  }
  const dependsOn = service.depends_on;
  const deps = Array.isArray(dependsOn) ? Object.fromEntries(dependsOn.map((d) => [d, {}])) : (dependsOn ?? {});
  if (!isDict(deps)) fail(`${name}: depends_on must be a list or a map`);
  for (const [target, spec] of Object.entries(isDict(deps) ? deps : {})) {
    const other = services[target];
    if (!isDict(other)) {
      fail(`${name}: depends_on names unknown service "${target}"`);
      continue;
    }
    const condition = isDict(spec) ? String(spec.condition ?? "service_started") : "service_started";
    if (!CONDITIONS.has(condition)) fail(`${name}: depends_on ${target} has unknown condition "${condition}"`);
    if (condition === "service_healthy" && !other.healthcheck) {
      fail(`${name}: waits for ${target} to be healthy, but ${target} has no healthcheck`);
    }
    if (condition === "service_completed_successfully" && other.restart !== "no") {
      fail(`${name}: waits for ${target} to complete, so ${target} must have restart: "no"`);
    }
  }
  if (service.healthcheck !== undefined) {
    const hc = service.healthcheck;
    if (!isDict(hc) || !Array.isArray(hc.test) || !["CMD", "CMD-SHELL", "NONE"].includes(String(hc.test[0]))) {
      fail(`${name}: healthcheck.test must be a list starting with CMD or CMD-SHELL`);
    } else {
      for (const key of ["interval", "timeout", "start_period"]) {
        if (hc[key] !== undefined && !DURATION.test(String(hc[key])))
          fail(`${name}: healthcheck.${key} is not a duration`);
      }
    }
  }
  for (const port of Array.isArray(service.ports) ? service.ports : []) {
    if (!/^(\$\{[^}]+\}|\d+)(:\d+)?(\/(tcp|udp))?$/.test(String(port))) fail(`${name}: bad port mapping "${port}"`);
  }
}

function checkApi(api: Dict, services: Dict) {
  const deploy = isDict(api.deploy) ? api.deploy : {};
  if (deploy.replicas !== 2) fail("api: must run 2 replicas (deploy.replicas: 2)");
  if (api.container_name) fail("api: container_name prevents replicas");
  if (api.ports) fail("api: replicas cannot publish one host port; the proxy publishes the app");
  const env = environmentOf(api);
  const known = new Set(configVariables());
  for (const key of Object.keys(env)) {
    if (!known.has(key)) fail(`api: environment ${key} is not read by api/src/config.ts`);
  }
  const expect = (key: string, pattern: RegExp) => {
    if (!pattern.test(String(env[key] ?? ""))) fail(`api: environment ${key} should match ${pattern}`);
  };
  expect("NODE_ENV", /^production$/);
  expect("TRUST_PROXY", /^true$/);
  expect("DATABASE_URL", /^postgres(ql)?:\/\/[^@]+@postgres:5432\//);
  expect("S3_ENDPOINT", /^http:\/\/minio:9000$/);
  expect("S3_BUCKET", /^adlens$/);
  expect("S3_FORCE_PATH_STYLE", /^true$/);
  expect("SMTP_URL", /smtp:\/\/mailpit:1025/);
  expect("JWT_SECRET", /^\$\{JWT_SECRET:\?/);
  const dependsOn = isDict(api.depends_on) ? api.depends_on : {};
  for (const needed of ["postgres", "createbucket", "mailpit"]) {
    if (!(needed in dependsOn)) fail(`api: should depend on ${needed}`);
  }
  const bucket = services.createbucket;
  const script = isDict(bucket) ? JSON.stringify(bucket.entrypoint ?? bucket.command ?? "") : "";
  if (!script.includes("mb") || !script.includes("adlens")) fail("createbucket: must create the adlens bucket");
}

/** Analysis workers: the API's image running `bun run worker`, scalable, on the same environment. */
function checkWorker(worker: Dict, api: Dict) {
  if (worker.image !== api.image) fail("worker: must run the API's image (same code, same engine)");
  if (!JSON.stringify(worker.command ?? "").includes("api/src/worker.ts"))
    fail("worker: command must run api/src/worker.ts");
  if (worker.container_name) fail("worker: container_name prevents --scale worker=N");
  if (worker.ports) fail("worker: serves no HTTP and must publish no port");
  const env = environmentOf(worker);
  const apiEnv = environmentOf(api);
  const known = new Set(configVariables());
  for (const key of Object.keys(env)) {
    if (!known.has(key)) fail(`worker: environment ${key} is not read by api/src/config.ts`);
  }
  for (const key of ["DATABASE_URL", "S3_BUCKET", "S3_ENDPOINT", "JWT_SECRET"]) {
    if (env[key] !== apiEnv[key]) fail(`worker: ${key} must be the API's`);
  }
  if (!/^\$\{ANALYSIS_WORKERS:-[1-9]\d*\}$|^[1-9]\d*$/.test(String(env.ANALYSIS_WORKERS ?? ""))) {
    fail("worker: ANALYSIS_WORKERS must default to at least 1");
  }
}

function checkProxy(proxy: Dict) {
  if (!Array.isArray(proxy.ports) || proxy.ports.length === 0) fail("proxy: must publish a port");
  const dependsOn = isDict(proxy.depends_on) ? proxy.depends_on : {};
  if (!("api" in dependsOn)) fail("proxy: should depend on api");
  const mounts = (Array.isArray(proxy.volumes) ? proxy.volumes : []).map(String);
  const config = mounts.map((m) => m.split(":")[0] ?? "").find((source) => source.startsWith("./"));
  if (!config || !existsSync(path.join(ROOT, config))) {
    fail("proxy: must mount its configuration file from the repository");
    return;
  }
  const text = read(config);
  if (!/reverse_proxy[\s\S]*dynamic a api 3000/.test(text)) fail(`${config}: must balance over every api replica`);
  if (!/header_up X-Forwarded-For \{remote_host\}/.test(text)) {
    fail(`${config}: must set X-Forwarded-For to the client address (the API trusts it)`);
  }
}

function checkDocs() {
  const docs = existsSync(path.join(ROOT, "docs/self-hosting.md")) ? read("docs/self-hosting.md") : "";
  if (!docs) fail("docs/self-hosting.md is missing");
  for (const variable of configVariables()) {
    if (!docs.includes(`\`${variable}\``)) fail(`docs/self-hosting.md: does not document ${variable}`);
  }
}

const text = read("docker-compose.yml");
const doc = parseDocument(text, { merge: true, uniqueKeys: true, prettyErrors: true });
for (const error of doc.errors) fail(`docker-compose.yml: ${error.message}`);
for (const warning of doc.warnings) fail(`docker-compose.yml: ${warning.message}`);
checkInterpolation(text);

if (!isMap(doc.contents)) fail("docker-compose.yml: the top level must be a map");
const compose = doc.toJS({ maxAliasCount: 100 }) as unknown;
const root = isDict(compose) ? compose : {};
for (const key of Object.keys(root)) {
  if (!["name", "services", "volumes", "networks", "configs", "secrets"].includes(key) && !key.startsWith("x-")) {
    fail(`docker-compose.yml: unknown top-level key "${key}"`);
  }
}
const services = isDict(root.services) ? root.services : {};
for (const name of REQUIRED_SERVICES) if (!isDict(services[name])) fail(`services.${name} is missing`);
for (const [name, service] of Object.entries(services)) {
  if (isDict(service)) checkService(name, service, services);
  else fail(`services.${name} must be a map`);
  for (const volume of isDict(service) && Array.isArray(service.volumes) ? service.volumes : []) {
    const source = String(volume).split(":")[0] ?? "";
    if (
      source &&
      !source.startsWith(".") &&
      !source.startsWith("/") &&
      !(isDict(root.volumes) && source in root.volumes)
    ) {
      fail(`${name}: named volume "${source}" is not declared under volumes`);
    }
  }
}
if (isDict(services.api)) checkApi(services.api, services);
if (isDict(services.proxy)) checkProxy(services.proxy);
if (isDict(services.worker) && isDict(services.api)) checkWorker(services.worker, services.api);
checkDocs();

if (problems.length > 0) {
  console.error(`docker-compose check failed:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(
  `docker-compose.yml ok: ${Object.keys(services).length} services, api x2 behind the proxy, scalable workers`,
);
