/**
 * Type helpers that read request and response shapes out of the generated OpenAPI `paths`.
 * Every resource method is typed through these, so a route change in the API shows up as a
 * type change here after `bun run openapi && bun run sdk:generate`.
 */
import type { components, paths } from "./generated/schema.ts";

export type { components, paths };

type Method = "get" | "post" | "put" | "patch" | "delete";

/** The operation object of `METHOD PATH`, or `never` while the API does not declare it yet. */
export type Operation<P extends string, M extends Method> = P extends keyof paths
  ? M extends keyof paths[P]
    ? Exclude<paths[P][M], undefined>
    : never
  : never;

type Json<C> = C extends { content: infer Content }
  ? Content extends { "application/json": infer J }
    ? J
    : Content extends { "text/plain": infer T }
      ? T
      : unknown
  : undefined;

type Success<R> = R extends { 200: infer S }
  ? S
  : R extends { 201: infer S }
    ? S
    : R extends { 202: infer S }
      ? S
      : R extends { 204: unknown }
        ? { content?: never }
        : never;

/** Whether the API declares `METHOD PATH` yet; undeclared operations fall back to loose types. */
type Declared<P extends string, M extends Method> = [Operation<P, M>] extends [never] ? false : true;

/** The JSON body of the success response of `METHOD PATH`. */
export type ResponseOf<P extends string, M extends Method> =
  Declared<P, M> extends true ? (Operation<P, M> extends { responses: infer R } ? Json<Success<R>> : unknown) : unknown;

/** The JSON (or multipart) request body of `METHOD PATH`, or `Fallback` while undeclared. */
export type BodyOf<P extends string, M extends Method, Fallback = never> =
  Declared<P, M> extends true
    ? Operation<P, M> extends { requestBody?: { content: infer C } }
      ? C extends { "application/json": infer J }
        ? J
        : C extends { "multipart/form-data": infer F }
          ? F
          : C[keyof C]
      : Fallback
    : Fallback;

/** The query parameters of `METHOD PATH`, or `Fallback` while undeclared. */
export type QueryOf<P extends string, M extends Method, Fallback = never> =
  Declared<P, M> extends true
    ? Operation<P, M> extends { parameters: { query?: infer Q } }
      ? [Q] extends [never]
        ? Fallback
        : NonNullable<Q>
      : Fallback
    : Fallback;

type ErrorSchema = components["schemas"]["Error"]["error"];

/** The API's closed set of error codes. */
export type ApiErrorCode = ErrorSchema["code"];

/** The one error body every non-2xx response carries. */
export type ApiErrorBody = components["schemas"]["Error"];

/** One analysis in full: links to its image, thumbnail and heatmap, and its typed result. */
export type Analysis = components["schemas"]["Analysis"];

/** An analysis as lists show it (`analysis_result` only with `expand=analysis_result`). */
export type AnalysisSummary = components["schemas"]["AnalysisSummary"];

/** What the engine measured and what a vision model read, every field typed. */
export type AnalysisResult = components["schemas"]["AnalysisResult"];
