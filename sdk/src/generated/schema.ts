// generated — do not edit.
// Source: sdk/openapi.json (generated from the API routes by `bun run openapi`).
// Regenerate with `bun run sdk:generate`; CI fails when this file is stale.

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service and database health */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The subscription plans and their limits */
        get: operations["listPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** Error */
        Error: {
            error: {
                /**
                 * @default validation_failed
                 * @enum {string}
                 */
                code: "validation_failed" | "invalid_json" | "weak_password" | "invalid_credentials" | "email_not_confirmed" | "unauthorized" | "invalid_token" | "refresh_token_reused" | "forbidden" | "plan_required" | "not_found" | "conflict" | "quota_exceeded" | "rate_limited" | "unsupported_media_type" | "payload_too_large" | "invalid_image" | "url_not_allowed" | "fetch_failed" | "analysis_failed" | "billing_not_configured" | "billing_error" | "invalid_signature" | "service_unavailable" | "internal_error";
                message: string;
                request_id: string;
                /** @description The request field a validation error is about */
                field?: string;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @default ok
                         * @enum {string}
                         */
                        status: "ok" | "degraded";
                        version: string;
                        database: {
                            /**
                             * @default ok
                             * @enum {string}
                             */
                            status: "ok" | "down";
                            kind: string;
                            latency_ms: number;
                        };
                        storage: {
                            /**
                             * @default ok
                             * @enum {string}
                             */
                            status: "ok" | "down";
                            kind: string;
                        };
                        uptime_s: number;
                    };
                };
            };
            /** @description Response for status 503 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @default ok
                         * @enum {string}
                         */
                        status: "ok" | "degraded";
                        version: string;
                        database: {
                            /**
                             * @default ok
                             * @enum {string}
                             */
                            status: "ok" | "down";
                            kind: string;
                            latency_ms: number;
                        };
                        storage: {
                            /**
                             * @default ok
                             * @enum {string}
                             */
                            status: "ok" | "down";
                            kind: string;
                        };
                        uptime_s: number;
                    };
                };
            };
        };
    };
    listPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * @default free
                             * @enum {string}
                             */
                            tier: "free" | "basic" | "pro" | "enterprise";
                            name: string;
                            /** @description US dollars per period */
                            price: number;
                            /** @constant */
                            period: "month";
                            description: string;
                            monthly_limit: string | number;
                            batch_limit: string | number;
                            api_access: boolean;
                            can_delete: boolean;
                            features: string[];
                            button_text: string;
                            popular: boolean;
                        }[];
                    };
                };
            };
        };
    };
}
