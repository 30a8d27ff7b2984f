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
    "/v1/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account and email a confirmation link
         * @description The answer is the same whether or not the address is already registered; the owner of a registered address gets an email saying someone tried to sign up. The confirmation link points to `/login?confirm_token=…` on PUBLIC_URL and works for 24 hours, once.
         */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a new confirmation link
         * @description Answers the same for every address; only an account waiting for confirmation gets an email. Earlier links stop working.
         */
        post: operations["resendConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an email address and sign in
         * @description Takes the token from the emailed `/login?confirm_token=…` link. Tokens work once and for 24 hours; otherwise `invalid_token`.
         */
        post: operations["confirmSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description Returns a session: a 1-hour access token and a single-use refresh token. Errors: `invalid_credentials` ("Invalid login credentials") and `email_not_confirmed` ("Email not confirmed").
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new session pair
         * @description Each refresh token works once. Presenting it again within 10 seconds (two tabs refreshing together) returns another fresh pair; later it is treated as stolen: the whole session is signed out and the answer is 401 `refresh_token_reused`. A session lasts at most 30 days from sign-in.
         */
        post: operations["refreshSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: revoke this session and its refresh tokens */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a password reset link
         * @description Answers the same for every address. The emailed link points to `/reset-password?token=…` on PUBLIC_URL and works for 1 hour, once.
         */
        post: operations["recoverPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password from an emailed reset link
         * @description Password rules: at least 8 characters with an uppercase letter, a lowercase letter and a number, and not a common password. Signs the account out everywhere and returns no session: the user signs in with the new password. An unknown, used or expired token gives `invalid_token`.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, their profile and subscription status */
        get: operations["getMe"];
        put?: never;
        post?: never;
        /** Delete the account, all its data and its stored images */
        delete: operations["deleteMe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password (requires the current one)
         * @description New password: at least 6 characters and not a common password. Other sessions are signed out; this one stays. A wrong current password gives `invalid_credentials` on `current_password`.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to the sales team
         * @description Stored first, then emailed to the sales inbox and posted to Slack when configured; a failure of either never loses the message.
         */
        post: operations["createContactSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Emails the dev mailbox caught, newest first (not available in production)
         * @description Without SMTP_URL every email lands here instead of being sent, so a local user can follow confirmation and reset links.
         */
        get: operations["listDevMailbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analyses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's analyses, newest first by default, cursor-paginated */
        get: operations["listAnalyses"];
        put?: never;
        /**
         * Upload an image (multipart `file`) or an image URL (JSON) and analyse it
         * @description Counts against the monthly quota; a failed analysis is not counted. EXIF orientation is applied and all metadata, GPS included, is removed before the image is stored.
         */
        post: operations["createAnalysis"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analyses/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download every analysis as JSON, CSV or NDJSON (filename, createdAt, analysisResult, imageUrl) */
        get: operations["exportAnalyses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analyses/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Compare 2 to 4 analyses side by side, with a Performance Summary */
        post: operations["compareAnalyses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analyses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One analysis */
        get: operations["getAnalysis"];
        put?: never;
        post?: never;
        /** Delete an analysis and its stored image and heatmap (paid plans) */
        delete: operations["deleteAnalysis"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analyses/{id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stored image (orientation applied, metadata removed) */
        get: operations["getAnalysisImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analyses/{id}/heatmap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The attention heatmap PNG, the size of the image */
        get: operations["getAnalysisHeatmap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analyze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Analyse an image by URL (Pro and Enterprise); counts against the same monthly quota as uploads */
        post: operations["analyzeImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Insights and recommendations computed over all of your analyses */
        get: operations["getAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your active API tokens, newest first */
        get: operations["listTokens"];
        put?: never;
        /** Create an API token (Pro and Enterprise). The full token is returned only this once. */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deactivate an API token; calls using it fail from now on */
        delete: operations["deleteToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/demo/analyze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Analyse an image anonymously (rate-limited per IP; nothing is stored) */
        post: operations["demoAnalyze"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's plan and subscription state */
        get: operations["getSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a subscription checkout
         * @description Returns the Stripe Checkout page for the plan (or, for a subscriber, the Customer Portal confirming the plan change). Without Stripe outside production, a development checkout page that switches the plan at once.
         */
        post: operations["createCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open the billing portal
         * @description Returns the Stripe Customer Portal (change plan, cancel, invoices, payment method), which returns to /settings?portal=return.
         */
        post: operations["createPortalSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe webhook endpoint
         * @description Receives checkout.session.completed, customer.subscription.created|updated|deleted and invoice.payment_failed, signed with STRIPE_WEBHOOK_SECRET (300 s tolerance). Redeliveries are no-ops.
         */
        post: operations["handleBillingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a first-party analytics event
         * @description Anonymous. The web app sends events such as page_not_found only when the visitor allowed analytics cookies. Rate-limited per IP; props are limited to 20 keys and 2 KB.
         */
        post: operations["createEvent"];
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
                            monthly_limit: number;
                            batch_limit: number;
                            api_access: boolean;
                            can_delete: boolean;
                            features: string[];
                            button_text: string;
                            popular: boolean;
                        }[];
                        /** @description Where Enterprise enquiries go (SALES_EMAIL) */
                        sales_email: string;
                    };
                };
            };
            /** @description Response for status 500 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @example ada@example.com
                     */
                    email: string;
                    password: string;
                };
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: email
                     * @example ada@example.com
                     */
                    email: string;
                    password: string;
                };
                "multipart/form-data": {
                    /**
                     * Format: email
                     * @example ada@example.com
                     */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 413 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resendConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @example ada@example.com
                     */
                    email: string;
                };
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: email
                     * @example ada@example.com
                     */
                    email: string;
                };
                "multipart/form-data": {
                    /**
                     * Format: email
                     * @example ada@example.com
                     */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 413 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
                "application/x-www-form-urlencoded": {
                    token: string;
                };
                "multipart/form-data": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description HS256 JWT; send as `Authorization: Bearer <token>` */
                        access_token: string;
                        /** @description Single use: exchange it at POST /v1/auth/refresh */
                        refresh_token: string;
                        /** @description Seconds until the access token expires (3600) */
                        expires_in: number;
                        /** @description Unix time (seconds) when the access token expires */
                        expires_at: number;
                        /** @constant */
                        token_type: "bearer";
                        user: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            /** Format: date-time */
                            email_confirmed_at: ((string | null) | null) | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description Linked sign-in providers; always empty (email and password only) */
                            identities: unknown[];
                            /** @description Multi-factor methods; always empty */
                            factors: unknown[];
                        };
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 413 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @example ada@example.com
                     */
                    email: string;
                    password: string;
                };
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: email
                     * @example ada@example.com
                     */
                    email: string;
                    password: string;
                };
                "multipart/form-data": {
                    /**
                     * Format: email
                     * @example ada@example.com
                     */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description HS256 JWT; send as `Authorization: Bearer <token>` */
                        access_token: string;
                        /** @description Single use: exchange it at POST /v1/auth/refresh */
                        refresh_token: string;
                        /** @description Seconds until the access token expires (3600) */
                        expires_in: number;
                        /** @description Unix time (seconds) when the access token expires */
                        expires_at: number;
                        /** @constant */
                        token_type: "bearer";
                        user: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            /** Format: date-time */
                            email_confirmed_at: ((string | null) | null) | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description Linked sign-in providers; always empty (email and password only) */
                            identities: unknown[];
                            /** @description Multi-factor methods; always empty */
                            factors: unknown[];
                        };
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 413 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    refreshSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token: string;
                };
                "application/x-www-form-urlencoded": {
                    refresh_token: string;
                };
                "multipart/form-data": {
                    refresh_token: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description HS256 JWT; send as `Authorization: Bearer <token>` */
                        access_token: string;
                        /** @description Single use: exchange it at POST /v1/auth/refresh */
                        refresh_token: string;
                        /** @description Seconds until the access token expires (3600) */
                        expires_in: number;
                        /** @description Unix time (seconds) when the access token expires */
                        expires_at: number;
                        /** @constant */
                        token_type: "bearer";
                        user: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            /** Format: date-time */
                            email_confirmed_at: ((string | null) | null) | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description Linked sign-in providers; always empty (email and password only) */
                            identities: unknown[];
                            /** @description Multi-factor methods; always empty */
                            factors: unknown[];
                        };
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 413 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 204 */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    type: unknown;
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recoverPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @example ada@example.com
                     */
                    email: string;
                };
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: email
                     * @example ada@example.com
                     */
                    email: string;
                };
                "multipart/form-data": {
                    /**
                     * Format: email
                     * @example ada@example.com
                     */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 413 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
                "application/x-www-form-urlencoded": {
                    token: string;
                    password: string;
                };
                "multipart/form-data": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 413 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMe: {
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
                        user: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            /** Format: date-time */
                            email_confirmed_at: ((string | null) | null) | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description Linked sign-in providers; always empty (email and password only) */
                            identities: unknown[];
                            /** @description Multi-factor methods; always empty */
                            factors: unknown[];
                        };
                        profile: {
                            /**
                             * @default free
                             * @enum {string}
                             */
                            subscription_tier: "free" | "basic" | "pro" | "enterprise";
                            total_uploads: number;
                            /** @description Uploads this calendar month (UTC); 0 after the month turns */
                            current_month_uploads: number;
                            /** Format: date-time */
                            last_upload_reset: string;
                        };
                        subscription: {
                            subscribed: boolean;
                            /**
                             * @default free
                             * @enum {string}
                             */
                            subscription_tier: "free" | "basic" | "pro" | "enterprise";
                            /** Format: date-time */
                            subscription_end: ((string | null) | null) | null;
                        };
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 204 */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    type: unknown;
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    new_password: string;
                };
                "application/x-www-form-urlencoded": {
                    current_password: string;
                    new_password: string;
                };
                "multipart/form-data": {
                    current_password: string;
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 413 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createContactSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * Format: email
                     * @example ada@example.com
                     */
                    email: string;
                    company?: string;
                    phone?: string;
                    message: string;
                    /**
                     * @default sales
                     * @enum {string}
                     */
                    inquiry_type?: "sales" | "demo" | "enterprise" | "support" | "partnership";
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                    /**
                     * Format: email
                     * @example ada@example.com
                     */
                    email: string;
                    company?: string;
                    phone?: string;
                    message: string;
                    /**
                     * @default sales
                     * @enum {string}
                     */
                    inquiry_type?: "sales" | "demo" | "enterprise" | "support" | "partnership";
                };
                "multipart/form-data": {
                    name: string;
                    /**
                     * Format: email
                     * @example ada@example.com
                     */
                    email: string;
                    company?: string;
                    phone?: string;
                    message: string;
                    /**
                     * @default sales
                     * @enum {string}
                     */
                    inquiry_type?: "sales" | "demo" | "enterprise" | "support" | "partnership";
                };
            };
        };
        responses: {
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: date-time */
                        created_at: string;
                        message: string;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 413 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDevMailbox: {
        parameters: {
            query: {
                to?: string;
                limit: string | number;
            };
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
                            /** Format: uuid */
                            id: string;
                            to: string;
                            subject: string;
                            text: string;
                            html: string;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAnalyses: {
        parameters: {
            query?: {
                limit?: string | number;
                cursor?: string;
                search?: string;
                ad_type?: string;
                sort?: "newest" | "oldest" | "effectiveness" | "alphabetical";
            };
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
                            /** Format: uuid */
                            id: string;
                            filename: string;
                            /** @description Signed relative URL of the image, valid about 15 minutes */
                            image_url: string;
                            /** @description Signed relative URL of the attention heatmap PNG */
                            heatmap_url: ((string | null) | null) | null;
                            /** Format: date-time */
                            created_at: string;
                            analysis_result: {
                                /** @description Out of 10 */
                                effectivenessScore: number;
                                /** @description Out of 10 */
                                messageClarity: number;
                                brandName: ((string | null) | null) | null;
                                adType: string;
                                /** @description Hex colours, most prominent first */
                                colorScheme: string[];
                                emotions: string[];
                                targetAudience: ((string | null) | null) | null;
                                call_to_action: ((string | null) | null) | null;
                                keyElements: unknown[];
                                recommendations: string[];
                                textContent: string;
                                imageUrl?: string;
                                filename?: string;
                                /** Format: date-time */
                                uploadedAt?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        }[];
                        next_cursor: ((string | null) | null) | null;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description JPEG, PNG or WebP, at most 10 MB
                     */
                    file: string;
                    /** @description Display name; defaults to the file's name */
                    filename?: string;
                };
                "application/json": {
                    /**
                     * Format: uri
                     * @description A public http(s) image URL
                     */
                    image_url: string;
                    filename?: string;
                };
            };
        };
        responses: {
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        filename: string;
                        /** @description Signed relative URL of the image, valid about 15 minutes */
                        image_url: string;
                        /** @description Signed relative URL of the attention heatmap PNG */
                        heatmap_url: ((string | null) | null) | null;
                        /** Format: date-time */
                        created_at: string;
                        analysis_result: {
                            /** @description Out of 10 */
                            effectivenessScore: number;
                            /** @description Out of 10 */
                            messageClarity: number;
                            brandName: ((string | null) | null) | null;
                            adType: string;
                            /** @description Hex colours, most prominent first */
                            colorScheme: string[];
                            emotions: string[];
                            targetAudience: ((string | null) | null) | null;
                            call_to_action: ((string | null) | null) | null;
                            keyElements: unknown[];
                            recommendations: string[];
                            textContent: string;
                            imageUrl?: string;
                            filename?: string;
                            /** Format: date-time */
                            uploadedAt?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 413 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 415 */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 422 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 502 */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportAnalyses: {
        parameters: {
            query?: {
                format?: "json" | "csv" | "ndjson";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A JSON array, CSV with a header row, or one JSON object per line */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    compareAnalyses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                };
                "application/x-www-form-urlencoded": {
                    ids: string[];
                };
                "multipart/form-data": {
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            filename: string;
                            /** @description Signed relative URL of the image, valid about 15 minutes */
                            image_url: string;
                            /** @description Signed relative URL of the attention heatmap PNG */
                            heatmap_url: ((string | null) | null) | null;
                            /** Format: date-time */
                            created_at: string;
                            analysis_result: {
                                /** @description Out of 10 */
                                effectivenessScore: number;
                                /** @description Out of 10 */
                                messageClarity: number;
                                brandName: ((string | null) | null) | null;
                                adType: string;
                                /** @description Hex colours, most prominent first */
                                colorScheme: string[];
                                emotions: string[];
                                targetAudience: ((string | null) | null) | null;
                                call_to_action: ((string | null) | null) | null;
                                keyElements: unknown[];
                                recommendations: string[];
                                textContent: string;
                                imageUrl?: string;
                                filename?: string;
                                /** Format: date-time */
                                uploadedAt?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        }[];
                        summary: {
                            best_performer: {
                                /** Format: uuid */
                                id: string;
                                filename: string;
                                score: number;
                            };
                            average_score: number;
                            /** @description A theme every compared ad shares, or "Various" */
                            common_theme: string;
                        };
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
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
                        /** Format: uuid */
                        id: string;
                        filename: string;
                        /** @description Signed relative URL of the image, valid about 15 minutes */
                        image_url: string;
                        /** @description Signed relative URL of the attention heatmap PNG */
                        heatmap_url: ((string | null) | null) | null;
                        /** Format: date-time */
                        created_at: string;
                        analysis_result: {
                            /** @description Out of 10 */
                            effectivenessScore: number;
                            /** @description Out of 10 */
                            messageClarity: number;
                            brandName: ((string | null) | null) | null;
                            adType: string;
                            /** @description Hex colours, most prominent first */
                            colorScheme: string[];
                            emotions: string[];
                            targetAudience: ((string | null) | null) | null;
                            call_to_action: ((string | null) | null) | null;
                            keyElements: unknown[];
                            recommendations: string[];
                            textContent: string;
                            imageUrl?: string;
                            filename?: string;
                            /** Format: date-time */
                            uploadedAt?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 204 */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    type: unknown;
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAnalysisImage: {
        parameters: {
            query?: {
                expires?: string | number;
                sig?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description image/jpeg, image/png or image/webp */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAnalysisHeatmap: {
        parameters: {
            query?: {
                expires?: string | number;
                sig?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description image/png */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    analyzeImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    image_url: string;
                    filename?: string;
                };
                "application/x-www-form-urlencoded": {
                    image_url: string;
                    filename?: string;
                };
                "multipart/form-data": {
                    image_url: string;
                    filename?: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** Format: uuid */
                        analysis_id: string;
                        analysis: {
                            /** @description Out of 10 */
                            effectiveness_score: number;
                            ad_type: string;
                            brand: ((string | null) | null) | null;
                            target_audience: ((string | null) | null) | null;
                            /** @description Hex colours */
                            colors: string[];
                            emotions: string[];
                            call_to_action: ((string | null) | null) | null;
                            strengths: string[];
                            improvements: string[];
                            overall_message: ((string | null) | null) | null;
                        };
                        usage: {
                            current_month: number;
                            monthly_limit: number;
                            remaining: number;
                        };
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 413 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 415 */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 422 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 502 */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAnalytics: {
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
                        insights: {
                            totalAnalyses: number;
                            avgEffectiveness: number;
                            avgMessageClarity: number;
                            topColors: {
                                color: string;
                                percentage: number;
                            }[];
                            topEmotions: {
                                emotion: string;
                                percentage: number;
                            }[];
                            /** @description Value → number of analyses, most frequent first */
                            adTypeDistribution: {
                                [key: string]: number;
                            };
                            /** @description Value → number of analyses, most frequent first */
                            brandAnalysis: {
                                [key: string]: number;
                            };
                            /** @description Value → number of analyses, most frequent first */
                            targetAudienceBreakdown: {
                                [key: string]: number;
                            };
                            /** @description Value → number of analyses, most frequent first */
                            visualStyleTrends: {
                                [key: string]: number;
                            };
                            /** @description Value → number of analyses, most frequent first */
                            callToActionAnalysis: {
                                [key: string]: number;
                            };
                            recommendationFrequency: {
                                recommendation: string;
                                count: number;
                            }[];
                            effectivenessDistribution: {
                                /** @description Score under 6 */
                                low: number;
                                /** @description 6 up to 8 */
                                medium: number;
                                /** @description 8 and up */
                                high: number;
                            };
                            monthlyTrends: {
                                month: string;
                                count: number;
                                avgEffectiveness: number;
                            }[];
                            performanceByBrand: {
                                brand: string;
                                avgEffectiveness: number;
                                count: number;
                            }[];
                        };
                        aiRecommendations: {
                            performanceInsights: string[];
                            strategicRecommendations: string[];
                            colorOptimization: string;
                            emotionalAppeal: string;
                        };
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTokens: {
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
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description The first 12 characters of the token, for recognising it */
                            display_prefix: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            last_used_at: ((string | null) | null) | null;
                        }[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                };
                "multipart/form-data": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** @description The first 12 characters of the token, for recognising it */
                        display_prefix: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        last_used_at: ((string | null) | null) | null;
                        /** @description `adlens_` + 64 hex characters; store it now */
                        token: string;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 204 */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    type: unknown;
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    demoAnalyze: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description JPEG, PNG or WebP, at most 10 MB
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        filename: string;
                        /** Format: date-time */
                        created_at: string;
                        analysis_result: {
                            /** @description Out of 10 */
                            effectivenessScore: number;
                            /** @description Out of 10 */
                            messageClarity: number;
                            brandName: ((string | null) | null) | null;
                            adType: string;
                            /** @description Hex colours, most prominent first */
                            colorScheme: string[];
                            emotions: string[];
                            targetAudience: ((string | null) | null) | null;
                            call_to_action: ((string | null) | null) | null;
                            keyElements: unknown[];
                            recommendations: string[];
                            textContent: string;
                            imageUrl?: string;
                            filename?: string;
                            /** Format: date-time */
                            uploadedAt?: string;
                        } & {
                            [key: string]: unknown;
                        };
                        /** @description The attention heatmap as a data:image/png;base64 URL */
                        heatmap_url: string;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 413 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 415 */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 422 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 502 */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSubscription: {
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
                        /** @description True while a paid plan applies */
                        subscribed: boolean;
                        /**
                         * @default free
                         * @enum {string}
                         */
                        subscription_tier: "free" | "basic" | "pro" | "enterprise";
                        /**
                         * Format: date-time
                         * @description End of the paid period (renewal or cancellation date)
                         */
                        subscription_end: ((string | null) | null) | null;
                        /** @description The payment subscription's status (active, past_due, canceled, …) */
                        status: ((string | null) | null) | null;
                        /** @description The plan ends at subscription_end */
                        cancel_at_period_end: boolean;
                        /**
                         * @description A downgrade that takes effect at subscription_end
                         * @default free
                         * @enum {string|null|null}
                         */
                        pending_tier: "free" | "basic" | "pro" | "enterprise" | null;
                        /**
                         * @description dev: development billing, no payment taken; disabled: no billing on this instance
                         * @default stripe
                         * @enum {string}
                         */
                        billing_mode: "stripe" | "dev" | "disabled";
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The plan to buy. Enterprise is sold by the sales team (/contact?inquiry=sales), except by development billing.
                     * @default basic
                     * @enum {string}
                     */
                    plan_tier: "basic" | "pro" | "enterprise";
                };
                "application/x-www-form-urlencoded": {
                    /**
                     * @description The plan to buy. Enterprise is sold by the sales team (/contact?inquiry=sales), except by development billing.
                     * @default basic
                     * @enum {string}
                     */
                    plan_tier: "basic" | "pro" | "enterprise";
                };
                "multipart/form-data": {
                    /**
                     * @description The plan to buy. Enterprise is sold by the sales team (/contact?inquiry=sales), except by development billing.
                     * @default basic
                     * @enum {string}
                     */
                    plan_tier: "basic" | "pro" | "enterprise";
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The page to send the user to */
                        url: string;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 502 */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 503 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPortalSession: {
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
                        /** @description The page to send the user to */
                        url: string;
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 502 */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 503 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    handleBillingWebhook: {
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
                        /** @constant */
                        received: true;
                        duplicate: boolean;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 502 */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 503 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    path?: string;
                    props?: {
                        [key: string]: string | number | boolean | null;
                    };
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                    path?: string;
                    props?: {
                        [key: string]: string | number | boolean | null;
                    };
                };
                "multipart/form-data": {
                    name: string;
                    path?: string;
                    props?: {
                        [key: string]: string | number | boolean | null;
                    };
                };
            };
        };
        responses: {
            /** @description Response for status 202 */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        accepted: true;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 413 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
