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
        /**
         * Service and database health
         * @description Answers 200 when the database and object storage respond, 503 with the same body when either does not. For load balancers and uptime checks; needs no token.
         */
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
        /**
         * The subscription plans and their limits
         * @description The four tiers with monthly price, monthly analysis limit and features, and the sales address for Enterprise. Public: the pricing page reads it.
         */
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
        /**
         * Sign out: revoke this session and its refresh tokens
         * @description Access tokens of the session stop working at once, not when they expire. Needs a session token, not an API token.
         */
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
        /**
         * The signed-in user, and the plan, usage and subscription status of the workspace they work in
         * @description The account, the workspace the request works in (X-Workspace-Id, default personal) with your role there, its tier, uploads this month against the monthly limit, and the subscription state. Accepts a session or an API token.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        /**
         * Delete the account, its personal workspace, the team workspaces only it is in, and their stored images
         * @description Irreversible: the personal workspace's analyses, images and tokens go with the account, and so do team workspaces nobody else is in. A team workspace with other members must get another owner first (409 conflict); analyses you added to other teams stay there. Needs a session token, not an API token.
         */
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
    "/v1/analyses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's analyses, newest first by default, cursor-paginated
         * @description Each item is a summary (score, brand, ad type, call to action, thumbnail and image links); open one with `GET /v1/analyses/{id}` for the full analysis, or pass `expand=analysis_result`. Filter with `search` and `ad_type`, order with `sort`, page with `cursor` from `next_cursor`. The brand-fit filters (`brand_found`, `colours_present`, `required_text_present`, `competitor_present`; Enterprise, `403 plan_required` below) read each analysis's stored brand fit: an analysis whose fit has not yet been read against the kit as it is now (just after a kit edit, while the background refresh runs; `GET /v1/analytics/brand-fit` counts them as `pending`) matches none of them.
         */
        get: operations["listAnalyses"];
        put?: never;
        /**
         * Upload an image (multipart `file`) or an image URL (JSON) and analyse it
         * @description Counts against the monthly quota; a failed analysis is not counted. With `project_id` the analysis is filed in that project as it is stored (404 if it is not a project of this workspace, checked before anything is fetched or counted). EXIF orientation is applied and all metadata, GPS included, is removed before the image is stored. The analysis runs as a job ahead of all batch work and the request waits for it; if it takes longer than the instance's wait (ANALYSIS_WAIT_SECONDS, 2 minutes by default) the answer is 202 with the analysis `status`, to be read again with GET /v1/analyses/{id}.
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
        /**
         * Download every analysis as JSON, CSV or NDJSON (id, filename, created_at, analysis_result, image_url)
         * @description Streams the whole gallery, newest first, one record per analysis in snake_case. `image_url` is a signed link that opens with no token for 7 days; the CSV flattens `analysis_result` to its headline fields, one list item per line in a cell (RFC 4180).
         */
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
        /**
         * Compare 2 to 4 analyses side by side, with a Performance Summary
         * @description Send 2 to 4 ids of your own analyses. The answer has each full analysis in the order asked for, the best performer, the average score and a theme they share.
         */
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
        /**
         * One analysis, with its status
         * @description Any analysis by id, with its `status`: queued, running, done (the full stored analysis with signed links to its image, thumbnail and attention heatmap) or failed (with `error`). Another user's id answers 404, as a missing one does.
         */
        get: operations["getAnalysis"];
        put?: never;
        post?: never;
        /**
         * Delete an analysis and its stored image and heatmap (paid plans)
         * @description Removes the record and its stored files. The Free plan keeps its history and answers 403.
         */
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
        /**
         * The stored image (orientation applied, metadata removed)
         * @description Send the Bearer token, or use the signed link from the analysis as an `<img>` source. Served as stored, never re-encoded.
         */
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
        /**
         * The attention heatmap PNG overlay (the image's aspect ratio, ≤ 512 px)
         * @description Send the Bearer token, or use the signed link from the analysis as an `<img>` source. Served as stored, never re-encoded.
         */
        get: operations["getAnalysisHeatmap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analyses/{id}/thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A WebP preview about 480 px wide, for galleries and comparisons
         * @description Send the Bearer token, or use the signed link from the analysis as an `<img>` source. Served as stored, never re-encoded.
         */
        get: operations["getAnalysisThumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analyses/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A client-ready report on one analysis, as a PDF or a printable HTML page (Pro and Enterprise)
         * @description Headed with the workspace's name (and on Enterprise its logo, with no AdLens branding): the image, the score out of 10 and its breakdown, headline, call to action and brand, palette, placements, the attention heatmap and the recommendations. Every role may download it. `403 plan_required` below Pro; another workspace's analysis is `404`.
         */
        get: operations["getAnalysisReport"];
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
        /**
         * Analyse an image by URL (Pro and Enterprise); counts against the same monthly quota as uploads
         * @description Send `image_url` and get the score, insights and recommendations in one response. The analysis is stored like an upload and counts against the monthly quota.
         */
        post: operations["analyzeImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue many images for analysis at once; answers at once with one analysis id per image
         * @description Up to the plan's batch cap (Free 10, Basic 300, Pro 20, Enterprise 100). The monthly quota for every image is reserved at once (or the batch is refused with 429); each image's upload is counted when its analysis is stored and given back if it fails. A multipart batch is bounded by the instance's body limit in total; send larger sets as `image_url` items, which the workers fetch. With `project_id` every analysis is filed in that project as it is stored (404 if it is not a project of this workspace, checked before any image is read or quota reserved). Follow progress with GET /v1/batches/{id} or a `batch.completed` webhook.
         */
        post: operations["createBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/batches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A batch's progress: queued, running, done and failed counts, and every item's status
         * @description Counts move from queued to running to done or failed as the workers take the items; each item carries its analysis id, so results can be read as they finish. Any member of the batch's workspace can read it; another workspace's batch id answers 404.
         */
        get: operations["getBatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/batches/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a batch's items that have not started; their quota is given back
         * @description Every item still `queued` ends as `failed` with the error code `cancelled` and is not counted against the monthly quota (an `analysis.failed` webhook says so). Items already running finish and count as usual. Safe to repeat: a batch with nothing left queued is answered as it is. The CLI calls this when a run is interrupted (Ctrl-C, or a closed pipe).
         */
        post: operations["cancelBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your webhook endpoints, newest first
         * @description Secrets are never shown again; `secret_prefix` tells them apart.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint (Pro and Enterprise). The signing secret is returned only this once.
         * @description The URL must be https and resolve to a public address (private, loopback and link-local addresses are refused with `url_not_allowed`). Each delivery is a POST of the event as JSON with an `AdLens-Signature: t=<unix seconds>,v1=<hex>` header: HMAC-SHA256 of `<t>.<body>` under the endpoint's secret. Answer 2xx within 10 s; anything else is retried with exponential backoff for about a day. At most 10 endpoints per account.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a webhook endpoint and its delivery log; pending retries stop
         * @description Another account's endpoint id answers 404.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace an endpoint's signing secret. The new secret is returned only this once.
         * @description The old secret stops at once: every attempt from now on, retries of earlier events included, is signed with the new one. Deliveries your receiver rejects while it still has the old secret are retried with backoff for about a day, so they arrive once it has the new one. Another account's endpoint id answers 404.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's deliveries, newest first: status, attempts and the last answer
         * @description Each event sent to the endpoint is one delivery; `attempts` counts its tries and `error` says why the last one failed. Cursor-paginated.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a signed test event (`ping`) to an endpoint
         * @description Queues one `ping` delivery to this endpoint whatever events it subscribes to, signed with its current secret like every event, retried and shown in its delivery log (GET /v1/webhooks/{id}/deliveries). Answers the delivery as queued. Another workspace's endpoint id answers 404.
         */
        post: operations["testWebhook"];
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
        /**
         * Insights and recommendations computed over all of the workspace's analyses
         * @description Scores over time, distributions of ad types, brands, audiences, styles and calls to action, and recommendations drawn from them.
         */
        get: operations["getAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analytics/brand-fit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's analyses broken down by brand fit (Enterprise)
         * @description Per check (own brand found, a kit colour used, every required text printed, a competitor present): how many analyses pass and fail it and their average score, and how many analyses show each competitor. Read from the stored brand fits, which a background job refreshes after every kit edit and new analysis; `pending` counts the analyses not yet read against the kit as it is now. `404` when the workspace has no brand kit.
         */
        get: operations["getBrandFitAnalytics"];
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
        /**
         * The workspace's active API tokens, newest first: yours, or everyone's for owners and admins
         * @description Only active tokens are listed, by name, display prefix and the member each acts as; the secret itself is never shown again.
         */
        get: operations["listTokens"];
        put?: never;
        /**
         * Create an API token for the workspace (Pro and Enterprise); it acts as you, with your role. The full token is returned only this once.
         * @description API tokens are a Pro and Enterprise feature. The token works in this workspace only, as you, with your role at the time of each call; it stops when you leave. Store the returned `token` now: only its hash is kept.
         */
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
        /**
         * Deactivate an API token (your own; owners and admins any of the workspace's); calls using it fail from now on
         * @description The token stops working at once; it is kept, inactive, for the record.
         */
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
        /**
         * Analyse an image anonymously (rate-limited per IP; nothing is stored)
         * @description The public demo page's analysis: multipart `file`. Limited per client IPv4 address or IPv6 /64; the image and result are not stored. Demos run after all signed-in work, a few at a time: when none is free for `DEMO_WAIT_SECONDS` the answer is 503 with Retry-After.
         */
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
        /**
         * The workspace's plan and subscription state (a team workspace runs on its owner's plan)
         * @description The tier, the payment subscription's status and period end, and any downgrade scheduled for the period end.
         */
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
    "/v1/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspaces you belong to, personal first (an API token sees only its own)
         * @description Each with your role in it, its plan, seats and owner. Pick one for other calls with the X-Workspace-Id header (or `?workspace=`); without it they work in your personal workspace.
         */
        get: operations["listWorkspaces"];
        put?: never;
        /**
         * Create a team workspace that you own (Enterprise); it runs on your plan
         * @description Needs a signed-in session and an owner on Enterprise (403 plan_required otherwise). The team runs on your plan and draws on your monthly quota; you become its owner.
         */
        post: operations["createWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One workspace: your role, its plan, seats and owner
         * @description Any member may read it; a workspace you do not belong to answers 404, as one that does not exist.
         */
        get: operations["getWorkspace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename the workspace (owners and admins); the name heads its client reports
         * @description Owners and admins only, with a signed-in session. The name is 1 to 100 characters after trimming.
         */
        patch: operations["updateWorkspace"];
        trace?: never;
    };
    "/v1/workspaces/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's members and their roles, newest first
         * @description Every member can see who else is in the workspace and their roles. Cursor-paginated with `limit` and `cursor`.
         */
        get: operations["listMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/{id}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invitations not yet accepted or revoked, newest first (owners and admins)
         * @description Pending invitations, and expired ones that can be sent again. Only owners and admins see them; another workspace's id answers 404.
         */
        get: operations["listInvitations"];
        put?: never;
        /**
         * Invite someone by email to a team workspace (owners and admins, roles below their own)
         * @description Emails a link that works once, for 7 days, until revoked; only an account with the invited address can accept it (a new account can be created first). A pending invitation holds a seat. Inviting an address again replaces its pending invitation. 409 when the address is already a member or every seat is taken.
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/{id}/invitations/{invitation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a pending invitation: its link stops working and its seat is free again
         * @description An invitation of another workspace, or one already accepted or revoked, answers 404.
         */
        delete: operations["revokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/{id}/members/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member ranked below you, or leave with your own user id
         * @description The member's analyses stay in the workspace; their API tokens for it stop working and their seat is free again. The owner cannot leave: hand the workspace over first (PATCH with `role: owner`).
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /**
         * Change a member's role, or make them the owner (transfer)
         * @description Owners and admins change the roles of members ranked below them, to roles below their own; nobody changes their own role. `role: owner` hands the workspace over: only the owner can, and becomes an admin. Someone who is not a member answers 404.
         */
        patch: operations["updateMember"];
        trace?: never;
    };
    "/v1/workspaces/{id}/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who changed what in the workspace: members, roles, invitations, tokens, deletions (owners and admins)
         * @description Newest first, cursor-paginated. `format=csv` exports every entry as a CSV file (created_at, action, actor_email, target, details). Needs a signed-in session.
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/{id}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logo on the workspace's client reports, as the PNG it was stored as
         * @description `404` when no logo is set (see `has_logo` on the workspace).
         */
        get: operations["getWorkspaceLogo"];
        /**
         * Set the logo on the workspace's client reports (owners and admins, Enterprise)
         * @description Multipart `file`: a PNG, JPEG or WebP of at most 512 KB and at least 16 px each way. It is decoded completely (a truncated or disguised file is `422 invalid_image` or `415`), stripped of metadata and stored as a PNG fitted into 1200×400. Replaces any earlier logo. White-label reports are an Enterprise feature (`403 plan_required`).
         */
        put: operations["setWorkspaceLogo"];
        post?: never;
        /**
         * Remove the logo from the workspace's client reports (owners and admins)
         * @description Works on any plan, so a logo set on Enterprise can be removed after a downgrade. `404` when none is set.
         */
        delete: operations["deleteWorkspaceLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Enterprise Report of a workspace (or one project), as a PDF or a printable HTML page
         * @description Headed with the workspace's name and logo, with no AdLens branding: how many analyses, the average score and message clarity, six months of trend, the three best and three weakest creatives, the most common recommendations and, once a brand kit is saved, the analyses by brand fit. Enterprise only (`403 plan_required`); every role may download it. Another workspace, or another workspace's project, is `404`.
         */
        get: operations["getWorkspaceReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join a workspace with the token from an invitation link; answers the workspace joined
         * @description Signed in with the invited address (a new account can be created and confirmed first). A link works once: used, revoked or mistyped links answer 400 `invalid_token`, as does one past its 7 days; another account's invitation answers 403.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/share-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's share links, newest first: what is shared, by whom, until when
         * @description Every role can read them. The url is not in the list: only a hash of its secret is kept, so it is shown once, when the link is created.
         */
        get: operations["listShareLinks"];
        put?: never;
        /**
         * A read-only public link to one analysis, or 2 to 4 to compare (members and above)
         * @description Anyone with the link sees the image, heatmap, scores and recommendations of those analyses, and nothing else of the workspace, until it expires (7 days by default, at most 90) or is revoked. The url is shown only in this answer.
         */
        post: operations["createShareLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/share-links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a share link: it stops working at once
         * @description Another workspace's link, or one already revoked, answers 404.
         */
        delete: operations["revokeShareLink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shared/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open a share link without an account: the shared analyses, read-only
         * @description Images and heatmaps come as short-lived signed links. An unknown, expired or revoked link answers 404, the same for each.
         */
        get: operations["getShared"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's projects, newest first, with how many analyses each holds
         * @description Every role can read them. Filter the gallery, analytics and export by one with `?project=<id>`.
         */
        get: operations["listProjects"];
        put?: never;
        /**
         * Create a project (members and above); names are unique in the workspace
         * @description 409 when another project of the workspace has the same name, ignoring case.
         */
        post: operations["createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a project; its analyses stay in the workspace, outside any project
         * @description Another workspace's project answers 404, as a missing one does.
         */
        delete: operations["deleteProject"];
        options?: never;
        head?: never;
        /**
         * Rename, archive or restore a project, and move analyses into it
         * @description All in one transaction: an analysis id that is not the workspace's answers 404 and nothing changes.
         */
        patch: operations["updateProject"];
        trace?: never;
    };
    "/v1/reports/comparison": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A client-ready report comparing 2 to 4 analyses, as a PDF or a printable HTML page (Pro and Enterprise)
         * @description The creatives side by side with their scores, the score breakdown factor by factor, the Performance Summary (best performer, average score, common theme) and each one's recommendations, headed with the workspace's name (and on Enterprise its logo). Any id of another workspace makes it `404`.
         */
        get: operations["getComparisonReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/outcomes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import ad results (impressions, clicks, conversions, spend) per analysis (Enterprise)
         * @description Up to 5,000 rows, each keyed by `analysis_id` or by `filename` (when exactly one analysis of the workspace has that name). Each row replaces the analysis's earlier figures. Rows that name no analysis, or several, are listed in `unmatched` and not written. A refit of the workspace's performance model is queued and runs in the background; `GET /v1/performance-models` shows it. Members and above; `403 plan_required` below Enterprise.
         */
        post: operations["importOutcomes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/performance-models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every fit of the workspace's performance model, newest first, with its metrics (Enterprise)
         * @description A fit is recorded after each outcomes import, whatever it found: too few analyses with impressions, no signal better than chance in cross-validation, or a model that predicts.
         */
        get: operations["listPerformanceModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analyses/{id}/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The analysis's predicted performance index for this workspace, and what drives it (Enterprise)
         * @description From the workspace's latest model fit. `index` is null, with `message` saying why, until a fit predicts better than chance. 100 is the workspace's average ad.
         */
        get: operations["getAnalysisPerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brand-kit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's brand kit: names, colours, required texts, competitors, logos (Enterprise)
         * @description Every role may read it. An unsaved kit is empty, with `updated_at` null.
         */
        get: operations["getBrandKit"];
        /**
         * Replace the workspace's brand kit (owners and admins, Enterprise)
         * @description Entries are trimmed and de-duplicated ignoring case. A competitor left out loses its logo images. Audit-logged as `brand_kit.updated`. Every analysis's `GET /v1/analyses/{id}/brand-fit` reads the kit as it is now.
         */
        put: operations["putBrandKit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brand-kit/logos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a logo image of the brand or of one of its competitors (owners and admins, Enterprise)
         * @description Multipart `file`, checked like the workspace logo (PNG, JPEG or WebP, ≤ 512 KB, ≥ 16 px). Crop it to the logo: a transparent background is ignored when matching, any other is part of the logo. At most 20 per kit. Audit-logged.
         */
        post: operations["addBrandKitLogo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brand-kit/logos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One logo image of the brand kit, as the PNG it was stored as (Enterprise)
         * @description Every role may read it.
         */
        get: operations["getBrandKitLogo"];
        put?: never;
        post?: never;
        /**
         * Remove a logo image from the brand kit (owners and admins)
         * @description Works on any plan, so logos added on Enterprise can be removed after a downgrade. Audit-logged.
         */
        delete: operations["deleteBrandKitLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analyses/{id}/brand-fit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The analysis read against the workspace's brand kit: own brand, colours, required text, competitors (Enterprise)
         * @description Computed from what the engine read (text, brand, palette) and a search of the ad for the kit's logo images, against the kit as it is now. `404` when the analysis is not in the workspace or the workspace has no brand kit yet.
         */
        get: operations["getAnalysisBrandFit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/{id}/vision-model": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's own vision model, without its key (owners and admins, Enterprise)
         * @description `configured: false` when the workspace uses the instance's model.
         */
        get: operations["getVisionModel"];
        /**
         * Use the workspace's own OpenAI-compatible vision model for its enrichment (owners and admins, Enterprise)
         * @description The key is encrypted (AES-256-GCM, with the instance's MODEL_KEYS_SECRET) and never returned; `503` when the instance has no MODEL_KEYS_SECRET. The endpoint must pass the same rules as image URLs (http or https, no private addresses). New analyses of the workspace are enriched by this model; when it fails, the measured analysis is kept with `engine.enrichment_error`. Audit-logged.
         */
        put: operations["setVisionModel"];
        post?: never;
        /**
         * Go back to the instance's vision model (owners and admins)
         * @description Forgets the endpoint and the key. Audit-logged. `404` when none is set.
         */
        delete: operations["deleteVisionModel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/{id}/vision-model/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check that the workspace's model answers with its key (owners and admins, Enterprise)
         * @description Sends a one-line chat completion to the endpoint with the stored key and reports whether it answered, its HTTP status and how long it took (at most 10 s). Audit-logged with the outcome.
         */
        post: operations["testVisionModel"];
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
        /**
         * Error
         * @description Every non-2xx response: a code from the closed list, a message, the request id and a link to the code's documentation
         * @example {
         *       "error": {
         *         "code": "validation_failed",
         *         "message": "limit: must be from 1 to 100",
         *         "request_id": "3f0c9a4e-5d1b-4c1e-9f7a-2b8d6e4a1c00",
         *         "doc_url": "https://adlens.example/docs/api#validation_failed",
         *         "field": "limit"
         *       }
         *     }
         */
        Error: {
            error: {
                /**
                 * @description What went wrong, from a closed list clients switch on
                 * @default validation_failed
                 * @enum {string}
                 */
                code: "validation_failed" | "invalid_json" | "weak_password" | "invalid_credentials" | "email_not_confirmed" | "unauthorized" | "invalid_token" | "refresh_token_reused" | "forbidden" | "plan_required" | "not_found" | "conflict" | "cancelled" | "quota_exceeded" | "rate_limited" | "unsupported_media_type" | "payload_too_large" | "invalid_image" | "url_not_allowed" | "fetch_failed" | "analysis_failed" | "billing_not_configured" | "billing_error" | "invalid_signature" | "service_unavailable" | "internal_error";
                /** @description A sentence for people; may change, never parse it */
                message: string;
                /** @description Echoes the x-request-id header; quote it when reporting a problem */
                request_id: string;
                /**
                 * Format: uri
                 * @description This code's entry in the instance's API guide (`/docs/api#<code>`): what it means and what to do
                 */
                doc_url: string;
                /** @description The request field a validation error is about */
                field?: string;
            };
        };
        /**
         * BadRequestError
         * @description The request is not valid: a field, the JSON body, a credential or a token
         * @example {
         *       "error": {
         *         "code": "validation_failed",
         *         "message": "email: must be an email address",
         *         "request_id": "3f0c9a4e-5d1b-4c1e-9f7a-2b8d6e4a1c00",
         *         "doc_url": "https://adlens.example/docs/api#validation_failed"
         *       }
         *     }
         */
        BadRequestError: components["schemas"]["Error"] & ({
            error: {
                /**
                 * @description The codes a 400 carries
                 * @default validation_failed
                 * @enum {string}
                 */
                code: "validation_failed" | "invalid_json" | "weak_password" | "invalid_credentials" | "email_not_confirmed" | "invalid_token" | "invalid_signature";
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        });
        /**
         * UnauthorizedError
         * @description No valid bearer token, or the signed link has expired
         * @example {
         *       "error": {
         *         "code": "unauthorized",
         *         "message": "Missing or invalid access token. Send `Authorization: Bearer <token>`.",
         *         "request_id": "3f0c9a4e-5d1b-4c1e-9f7a-2b8d6e4a1c00",
         *         "doc_url": "https://adlens.example/docs/api#unauthorized"
         *       }
         *     }
         */
        UnauthorizedError: components["schemas"]["Error"] & ({
            error: {
                /**
                 * @description The codes a 401 carries
                 * @default unauthorized
                 * @enum {string}
                 */
                code: "unauthorized" | "refresh_token_reused";
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        });
        /**
         * ForbiddenError
         * @description Signed in, but this plan or credential may not do this
         * @example {
         *       "error": {
         *         "code": "forbidden",
         *         "message": "API access requires a Pro or Enterprise plan.",
         *         "request_id": "3f0c9a4e-5d1b-4c1e-9f7a-2b8d6e4a1c00",
         *         "doc_url": "https://adlens.example/docs/api#forbidden"
         *       }
         *     }
         */
        ForbiddenError: components["schemas"]["Error"] & ({
            error: {
                /**
                 * @description The codes a 403 carries
                 * @default forbidden
                 * @enum {string}
                 */
                code: "forbidden" | "plan_required";
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        });
        /**
         * NotFoundError
         * @description No such resource, or it belongs to someone else
         * @example {
         *       "error": {
         *         "code": "not_found",
         *         "message": "No analysis with this id.",
         *         "request_id": "3f0c9a4e-5d1b-4c1e-9f7a-2b8d6e4a1c00",
         *         "doc_url": "https://adlens.example/docs/api#not_found"
         *       }
         *     }
         */
        NotFoundError: components["schemas"]["Error"] & ({
            error: {
                /**
                 * @description The codes a 404 carries
                 * @default not_found
                 * @enum {string}
                 */
                code: "not_found";
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        });
        /**
         * ConflictError
         * @description The resource is not in a state that allows this
         * @example {
         *       "error": {
         *         "code": "conflict",
         *         "message": "You already have this plan.",
         *         "request_id": "3f0c9a4e-5d1b-4c1e-9f7a-2b8d6e4a1c00",
         *         "doc_url": "https://adlens.example/docs/api#conflict"
         *       }
         *     }
         */
        ConflictError: components["schemas"]["Error"] & ({
            error: {
                /**
                 * @description The codes a 409 carries
                 * @default conflict
                 * @enum {string}
                 */
                code: "conflict" | "cancelled";
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        });
        /**
         * PayloadTooLargeError
         * @description The request body or image is larger than allowed
         * @example {
         *       "error": {
         *         "code": "payload_too_large",
         *         "message": "The image is larger than 10 MB.",
         *         "request_id": "3f0c9a4e-5d1b-4c1e-9f7a-2b8d6e4a1c00",
         *         "doc_url": "https://adlens.example/docs/api#payload_too_large"
         *       }
         *     }
         */
        PayloadTooLargeError: components["schemas"]["Error"] & ({
            error: {
                /**
                 * @description The codes a 413 carries
                 * @default payload_too_large
                 * @enum {string}
                 */
                code: "payload_too_large";
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        });
        /**
         * UnsupportedMediaTypeError
         * @description The body or image is not of a supported type
         * @example {
         *       "error": {
         *         "code": "unsupported_media_type",
         *         "message": "Send multipart/form-data with a `file` field, or JSON with `image_url`.",
         *         "request_id": "3f0c9a4e-5d1b-4c1e-9f7a-2b8d6e4a1c00",
         *         "doc_url": "https://adlens.example/docs/api#unsupported_media_type"
         *       }
         *     }
         */
        UnsupportedMediaTypeError: components["schemas"]["Error"] & ({
            error: {
                /**
                 * @description The codes a 415 carries
                 * @default unsupported_media_type
                 * @enum {string}
                 */
                code: "unsupported_media_type";
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        });
        /**
         * UnprocessableError
         * @description The image could not be read, fetched or is not allowed
         * @example {
         *       "error": {
         *         "code": "invalid_image",
         *         "message": "The file is not a JPEG, PNG or WebP image.",
         *         "request_id": "3f0c9a4e-5d1b-4c1e-9f7a-2b8d6e4a1c00",
         *         "doc_url": "https://adlens.example/docs/api#invalid_image"
         *       }
         *     }
         */
        UnprocessableError: components["schemas"]["Error"] & ({
            error: {
                /**
                 * @description The codes a 422 carries
                 * @default invalid_image
                 * @enum {string}
                 */
                code: "invalid_image" | "url_not_allowed" | "fetch_failed";
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        });
        /**
         * TooManyRequestsError
         * @description The monthly quota or a rate limit is reached; see Retry-After
         * @example {
         *       "error": {
         *         "code": "quota_exceeded",
         *         "message": "Too many attempts. Try again in a minute.",
         *         "request_id": "3f0c9a4e-5d1b-4c1e-9f7a-2b8d6e4a1c00",
         *         "doc_url": "https://adlens.example/docs/api#quota_exceeded"
         *       }
         *     }
         */
        TooManyRequestsError: components["schemas"]["Error"] & ({
            error: {
                /**
                 * @description The codes a 429 carries
                 * @default quota_exceeded
                 * @enum {string}
                 */
                code: "quota_exceeded" | "rate_limited";
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        });
        /**
         * InternalError
         * @description Something failed on our side; the request id is in the logs
         * @example {
         *       "error": {
         *         "code": "internal_error",
         *         "message": "Something went wrong on our side. Please try again.",
         *         "request_id": "3f0c9a4e-5d1b-4c1e-9f7a-2b8d6e4a1c00",
         *         "doc_url": "https://adlens.example/docs/api#internal_error"
         *       }
         *     }
         */
        InternalError: components["schemas"]["Error"] & ({
            error: {
                /**
                 * @description The codes a 500 carries
                 * @default internal_error
                 * @enum {string}
                 */
                code: "internal_error";
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        });
        /**
         * BadGatewayError
         * @description The analysis or the payment provider failed
         * @example {
         *       "error": {
         *         "code": "analysis_failed",
         *         "message": "Failed to analyze image",
         *         "request_id": "3f0c9a4e-5d1b-4c1e-9f7a-2b8d6e4a1c00",
         *         "doc_url": "https://adlens.example/docs/api#analysis_failed"
         *       }
         *     }
         */
        BadGatewayError: components["schemas"]["Error"] & ({
            error: {
                /**
                 * @description The codes a 502 carries
                 * @default analysis_failed
                 * @enum {string}
                 */
                code: "analysis_failed" | "billing_error";
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        });
        /**
         * ServiceUnavailableError
         * @description A dependency is not configured or not reachable
         * @example {
         *       "error": {
         *         "code": "billing_not_configured",
         *         "message": "Billing is not configured on this instance.",
         *         "request_id": "3f0c9a4e-5d1b-4c1e-9f7a-2b8d6e4a1c00",
         *         "doc_url": "https://adlens.example/docs/api#billing_not_configured"
         *       }
         *     }
         */
        ServiceUnavailableError: components["schemas"]["Error"] & ({
            error: {
                /**
                 * @description The codes a 503 carries
                 * @default billing_not_configured
                 * @enum {string}
                 */
                code: "billing_not_configured" | "service_unavailable";
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        });
        /**
         * AnalysisResult
         * @description What the engine measured and, when a vision model is configured, what it read; `basis` says which per field.
         */
        AnalysisResult: {
            /** @description Out of 10 */
            effectiveness_score: number;
            /** @description Out of 10 */
            message_clarity: number;
            brand_name: string | null;
            ad_type: string;
            /** @description Hex colours, most prominent first */
            color_scheme: string[];
            emotions: string[];
            target_audience: string | null;
            call_to_action: string | null;
            key_elements: {
                label: string;
                /** @enum {string} */
                kind: "person" | "face" | "object" | "text" | "cta" | "logo" | "other";
                /** @description A rectangle in pixels of the original image */
                box: {
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                } | null;
                confidence: number | null;
                /** @enum {string} */
                basis: "measured" | "model";
            }[];
            recommendations: string[];
            /** @description The local engine's recommendations as objects, in the same order; absent on analyses made before it existed and on a vision model's extra suggestions */
            advice?: {
                /** @enum {string} */
                code: "missing_cta" | "unread_cta" | "cta_contrast" | "cta_not_button" | "cta_attention" | "missing_headline" | "unread_headline" | "headline_contrast" | "word_count" | "text_coverage" | "visual_clutter" | "export_size" | "unknown_placement" | "screen_or_story" | "safe_zone" | "missing_brand" | "unread_brand";
                /** @description The sentence, as in `recommendations` */
                text: string;
                /** @enum {string} */
                severity: "high" | "medium" | "low" | "info";
                /** @description The ad's own evidence for the advice */
                evidence: {
                    /** @description The measurement behind the advice, in words */
                    detail: string;
                    /** @description The words of the ad it is about */
                    text?: string;
                    /** @description The measured number (a contrast ratio, a word count, a share) */
                    value?: number;
                    /** @description A rectangle in pixels of the original image */
                    box?: {
                        x: number;
                        y: number;
                        width: number;
                        height: number;
                    };
                };
            }[];
            text_content: string;
            strengths: string[];
            overall_message: string | null;
            palette: {
                /** @description #RRGGBB */
                hex: string;
                name: string;
                /** @description Share of the image's pixels, 0–100 (for the average tone: the pixels within 10 CIELAB units of it) */
                percentage: number;
                /** @description True on the ad's average tone, listed third when no colour covers half the ad (a photo or split background, whose representative colour is its average); absent on measured colours */
                average?: boolean;
            }[];
            text: {
                words: {
                    text: string;
                    /** @description The recogniser's mean character probability, 0–100 */
                    confidence: number;
                    /** @description A rectangle in pixels of the original image */
                    box: {
                        x: number;
                        y: number;
                        width: number;
                        height: number;
                    };
                }[];
                word_count: number;
                /** @description Share of the image area covered by word boxes, 0–100 */
                coverage: number;
                headline: {
                    text: string;
                    /** @description A rectangle in pixels of the original image */
                    box: {
                        x: number;
                        y: number;
                        width: number;
                        height: number;
                    };
                    contrast: number | null;
                } | null;
                /** @description Unicode scripts of the text read, most letters first (latin, han, kana, hangul, greek, cyrillic); absent in analyses made before it existed */
                scripts?: string[];
                /** @description ISO 639-1 guess when the words make it clear (en, es, fr, de, …) */
                language?: string | null;
                /** @description The text grouped as a reader groups it (type size, leading, alignment, button edges), top to bottom, each with its role; absent in analyses made before it existed */
                blocks?: {
                    /** @description The block's lines joined in reading order */
                    text: string;
                    /** @enum {string} */
                    role: "headline" | "subhead" | "body" | "cta" | "brand" | "legal" | "url" | "offer";
                    /** @description A rectangle in pixels of the original image */
                    box: {
                        x: number;
                        y: number;
                        width: number;
                        height: number;
                    };
                    /** @description Median line height in pixels of the original image */
                    size: number;
                    lines: number;
                }[];
            } | null;
            cta: {
                text: string;
                /** @description A rectangle in pixels of the original image */
                box: {
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                };
                /** @description WCAG 2 contrast ratio against the local background (1–21) */
                contrast: number | null;
                text_color: string | null;
                background_color: string | null;
                /** @description Whether the text sits on a filled shape that differs from the page */
                button: boolean;
            } | null;
            /** @description The evidence behind brand_name; absent on analyses made before the brand stage kept it */
            brand?: {
                name: string;
                /** @description 1 − Π(1 − weight) over the evidence: independent signals, each able to make the case */
                confidence: number;
                /** @description A rectangle in pixels of the original image */
                box: {
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                } | null;
                evidence: {
                    /** @enum {string} */
                    kind: "lexicon" | "lexicon_near" | "domain" | "handle" | "logo_text" | "lockup" | "endorsement" | "trademark" | "repeated" | "symbol";
                    /** @description The text the evidence was read from, as printed */
                    text: string;
                    /** @description How much this evidence alone makes the name a brand */
                    weight: number;
                    detail: string;
                }[];
            } | null;
            attention: {
                /** @description 0–1: how concentrated predicted attention is (1 = one sharp focal point) */
                focus: number;
                /** @description Share of predicted attention on the CTA box, 0–1 */
                cta_share: number | null;
                /** @description Share of predicted attention on the headline, 0–1 */
                headline_share: number | null;
                /** @description Where attention peaks, in pixels */
                peak: {
                    x: number;
                    y: number;
                };
                method: string;
            } | null;
            placements: {
                id: string;
                name: string;
                /** @enum {string} */
                channel: "display" | "social" | "stories" | "print" | "dooh";
                /** @description false when the size is only near the placement: a fixed size within its ±2 px tolerance, or the nearest family of a size that fits none (a crop, a wide web banner, a print page with bleed) */
                exact: boolean;
                /** @description 9:16 only: OCR text in the top 14 % / bottom 20 % the app UI covers */
                text_in_unsafe_zone?: boolean;
            }[];
            size: {
                width: number;
                height: number;
            } | null;
            clarity: {
                score: number;
                /** @description Words of the message: every word read except disclaimers (fine print with conditions, availability or copyright) */
                word_count: number;
                text_coverage: number;
                /** @description Headline contrast ratio, when a headline was read */
                headline_contrast: number | null;
                /** @description Share of pixels on a strong edge, 0–1 */
                edge_density: number;
                /** @description Shannon entropy of the quantised colour histogram, bits */
                color_entropy: number;
                clutter: number;
            } | null;
            tone: {
                /** @description -1 (cool) … 1 (warm) */
                warmth: number;
                saturation: number;
                brightness: number;
            } | null;
            emotion_details: {
                emotion: string;
                strength: number;
                /** @enum {string} */
                basis: "colour" | "face" | "model";
            }[];
            detection: {
                /** @enum {string} */
                status: "ok" | "unavailable";
                model: string | null;
                detail: string | null;
            } | null;
            score_breakdown: {
                factor: string;
                score: number;
                weight: number;
                evidence: string;
            }[];
            /** @description Per spec field: measured from the pixels, read by a vision model, or absent */
            basis: {
                /** @enum {string} */
                effectiveness_score?: "measured" | "model" | "absent";
                /** @enum {string} */
                message_clarity?: "measured" | "model" | "absent";
                /** @enum {string} */
                brand_name?: "measured" | "model" | "absent";
                /** @enum {string} */
                ad_type?: "measured" | "model" | "absent";
                /** @enum {string} */
                color_scheme?: "measured" | "model" | "absent";
                /** @enum {string} */
                emotions?: "measured" | "model" | "absent";
                /** @enum {string} */
                target_audience?: "measured" | "model" | "absent";
                /** @enum {string} */
                call_to_action?: "measured" | "model" | "absent";
                /** @enum {string} */
                key_elements?: "measured" | "model" | "absent";
                /** @enum {string} */
                recommendations?: "measured" | "model" | "absent";
                /** @enum {string} */
                text_content?: "measured" | "model" | "absent";
                /** @enum {string} */
                overall_message?: "measured" | "model" | "absent";
            };
            engine: {
                /** @enum {string} */
                provider: "local" | "local+openai";
                model: string;
                version: string;
                duration_ms: number;
                /** @description Wall time of each stage; stages overlap, so these can add up to more than duration_ms */
                stages_ms?: {
                    decode?: number;
                    text?: number;
                    colour?: number;
                    layout?: number;
                    brand_cta?: number;
                    people?: number;
                    attention?: number;
                    score?: number;
                    advice?: number;
                };
                /** @description Why the vision model's fields are absent when one is configured but did not answer */
                enrichment_error?: string;
            } | null;
            /** @description Signed link to the uploaded image */
            image_url?: string;
            filename?: string;
            /** Format: date-time */
            uploaded_at?: string;
        };
        /**
         * AnalysisSummary
         * @description One analysis as lists show it. `analysis_result` is present only with `expand=analysis_result`; otherwise open the analysis for it.
         * @example {
         *       "id": "0b5e7f0a-3c1d-4e2f-9a8b-7c6d5e4f3a21",
         *       "filename": "spring-sale.jpg",
         *       "created_at": "2026-03-02T09:41:12.000Z",
         *       "effectiveness_score": 7.4,
         *       "brand_name": "Northwind",
         *       "ad_type": "Retail promotion",
         *       "call_to_action": "Shop now",
         *       "image_url": "/v1/analyses/0b5e7f0a-3c1d-4e2f-9a8b-7c6d5e4f3a21/image?expires=1772445600&sig=3q2-7w",
         *       "thumbnail_url": "/v1/analyses/0b5e7f0a-3c1d-4e2f-9a8b-7c6d5e4f3a21/thumbnail?expires=1773014400&sig=9x1-Qa"
         *     }
         */
        AnalysisSummary: {
            /** Format: uuid */
            id: string;
            filename: string;
            /** Format: date-time */
            created_at: string;
            /** @description Out of 10 */
            effectiveness_score: number | null;
            brand_name: string | null;
            ad_type: string | null;
            call_to_action: string | null;
            /** @description Signed relative URL of the image, valid about 15 minutes */
            image_url: string;
            /** @description Signed relative URL of a ≈480 px WebP preview, valid about a week and stable for a day (cacheable) */
            thumbnail_url: string;
            analysis_result?: components["schemas"]["AnalysisResult"];
        };
        /**
         * Analysis
         * @description One stored analysis in full, with links to its image, preview and heatmap.
         */
        Analysis: {
            /** Format: uuid */
            id: string;
            filename: string;
            /** Format: date-time */
            created_at: string;
            /** @description Out of 10 */
            effectiveness_score: number | null;
            brand_name: string | null;
            ad_type: string | null;
            call_to_action: string | null;
            /** @description Signed relative URL of the image, valid about 15 minutes */
            image_url: string;
            /** @description Signed relative URL of a ≈480 px WebP preview, valid about a week and stable for a day (cacheable) */
            thumbnail_url: string;
            /** @description Signed relative URL of the attention heatmap PNG, valid about 15 minutes */
            heatmap_url: string | null;
            analysis_result: components["schemas"]["AnalysisResult"];
        };
    };
    responses: never;
    parameters: {
        /** @description A key you choose (a UUID, say; 1 to 255 printable ASCII characters) so that a retry cannot create or charge twice. For 24 hours, the same key with the same request answers what the first one did (with `Idempotent-Replayed: true`) without running again; with a different request it answers 409. A request that failed can be retried with its key. */
        IdempotencyKey: string;
        /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
        WorkspaceQuery: string;
        /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
        WorkspaceHeader: string;
        /** @description 1 to 100 */
        Limit: number;
        /** @description The `next_cursor` of the previous page; leave out for the first page */
        Cursor: string;
        /** @description Only analyses filed in this project */
        ProjectFilter: string;
        /** @description The analysis id */
        AnalysisId: string;
        /** @description Unix time the signed link stops working */
        SignedLinkExpires: number;
        /** @description The share link that handed out this signed link, if one did */
        SignedLinkShare: string;
        /** @description HMAC signature from the image_url, heatmap_url or thumbnail_url of an analysis */
        SignedLinkSignature: string;
        /** @description `pdf` (A4, a download) or `html` (a printable page, opened in the browser) */
        ReportFormat: "pdf" | "html";
        /** @description The batch id */
        BatchId: string;
        /** @description The webhook endpoint's id */
        WebhookId: string;
        /** @description The workspace id */
        WorkspaceId: string;
        /** @description The member's user id */
        MemberUserId: string;
        /** @description The project's id */
        ProjectId: string;
        /** @description The logo's id, as listed in the brand kit */
        LogoId: string;
    };
    requestBodies: never;
    headers: {
        /** @description This request's id: the caller's own X-Request-Id when it sent a sensible one, else a new UUID. Quote it when reporting a problem. */
        XRequestId: string;
        /** @description Seconds to wait before trying again. */
        RetryAfter: number;
        /** @description Requests this credential (API token or session) may make per window: `API_RATE_LIMIT` a minute. */
        RateLimitLimit: number;
        /** @description Requests left in the current window, this one counted. At 0 the next answers 429. */
        RateLimitRemaining: number;
        /** @description Seconds until the current window ends and the count starts again. */
        RateLimitReset: number;
        /** @description A validator of this answer; send it back in If-None-Match to get 304 while it is unchanged. */
        ETag: string;
    };
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
            /** @description Service and database health */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service and database health */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
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
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
            /** @description The subscription plans and their limits */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
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
                            /** @description Members a team workspace on this plan may hold, pending invitations included; 0: no team workspaces */
                            team_seats: number;
                            features: string[];
                            button_text: string;
                            popular: boolean;
                        }[];
                        /** @description Where Enterprise enquiries go (SALES_EMAIL) */
                        sales_email: string;
                    };
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Something failed on our side; the request id is in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            };
        };
        responses: {
            /** @description Create an account and email a confirmation link */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            };
        };
        responses: {
            /** @description Email a new confirmation link */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            };
        };
        responses: {
            /** @description Confirm an email address and sign in */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
                            email_confirmed_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description Linked sign-in providers; always empty (email and password only) */
                            identities: Record<string, never>[];
                            /** @description Multi-factor methods; always empty */
                            factors: Record<string, never>[];
                        };
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            };
        };
        responses: {
            /** @description Sign in with email and password */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
                            email_confirmed_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description Linked sign-in providers; always empty (email and password only) */
                            identities: Record<string, never>[];
                            /** @description Multi-factor methods; always empty */
                            factors: Record<string, never>[];
                        };
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            };
        };
        responses: {
            /** @description Exchange a refresh token for a new session pair */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
                            email_confirmed_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description Linked sign-in providers; always empty (email and password only) */
                            identities: Record<string, never>[];
                            /** @description Multi-factor methods; always empty */
                            factors: Record<string, never>[];
                        };
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            /** @description Done; no content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            };
        };
        responses: {
            /** @description Email a password reset link */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            };
        };
        responses: {
            /** @description Set a new password from an emailed reset link */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user, and the plan, usage and subscription status of the workspace they work in */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            /** Format: date-time */
                            email_confirmed_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description Linked sign-in providers; always empty (email and password only) */
                            identities: Record<string, never>[];
                            /** @description Multi-factor methods; always empty */
                            factors: Record<string, never>[];
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
                            subscription_end: string | null;
                        };
                        /** @description The workspace this request worked in; profile and subscription are its plan and usage */
                        workspace: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            personal: boolean;
                            /**
                             * @default owner
                             * @enum {string}
                             */
                            role: "owner" | "admin" | "member" | "viewer";
                        };
                    };
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            /** @description Done; no content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource is not in a state that allows this */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            };
        };
        responses: {
            /** @description Change the password (requires the current one) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            };
        };
        responses: {
            /** @description Send a message to the sales team */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
                /** @description 1 to 100 */
                limit?: components["parameters"]["Limit"];
                /** @description The `next_cursor` of the previous page; leave out for the first page */
                cursor?: components["parameters"]["Cursor"];
                /** @description Case-insensitive match on filename, brand or target audience */
                search?: string;
                /** @description Case-insensitive substring of the ad type */
                ad_type?: string;
                /** @description The order of the list */
                sort?: "newest" | "oldest" | "effectiveness" | "alphabetical";
                /** @description `true`: the workspace's own brand was found (by name, text or logo); `false`: it was not (Enterprise) */
                brand_found?: "true" | "false";
                /** @description `true`: at least one of the kit's colours is used; `false`: none is (Enterprise) */
                colours_present?: "true" | "false";
                /** @description `true`: every required text of the kit is printed; `false`: one or more is missing (Enterprise) */
                required_text_present?: "true" | "false";
                /** @description `true`: a competitor of the kit appears (by name or logo); `false`: none does (Enterprise) */
                competitor_present?: "true" | "false";
                /** @description Only analyses filed in this project */
                project?: components["parameters"]["ProjectFilter"];
                /** @description Include each item's full `analysis_result` (pages get much larger) */
                expand?: "analysis_result";
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspace's analyses, newest first by default, cursor-paginated */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnalysisSummary"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
                /** @description A key you choose (a UUID, say; 1 to 255 printable ASCII characters) so that a retry cannot create or charge twice. For 24 hours, the same key with the same request answers what the first one did (with `Idempotent-Replayed: true`) without running again; with a different request it answers 409. A request that failed can be retried with its key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
                    /**
                     * Format: uuid
                     * @description File the analysis in this project of the workspace (archived ones included) from the moment it exists
                     */
                    project_id?: string;
                };
                "application/json": {
                    /**
                     * Format: uri
                     * @description A public http(s) image URL
                     */
                    image_url: string;
                    filename?: string;
                    /**
                     * Format: uuid
                     * @description File the analysis in this project of the workspace (archived ones included) from the moment it exists
                     */
                    project_id?: string;
                };
            };
        };
        responses: {
            /** @description One stored analysis in full, with links to its image, preview and heatmap. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Analysis"];
                };
            };
            /** @description Upload an image (multipart `file`) or an image URL (JSON) and analyse it */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /**
                         * @description queued → running → done (the result is stored) or failed (with `error`)
                         * @default queued
                         * @enum {string}
                         */
                        status: "queued" | "running" | "done" | "failed";
                        filename: string;
                        /** Format: date-time */
                        created_at: string;
                        /**
                         * Format: uuid
                         * @description The batch it was submitted in, if any
                         */
                        batch_id: string | null;
                        /** @description Why a failed analysis failed */
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        effectiveness_score: number | null;
                        brand_name: string | null;
                        ad_type: string | null;
                        call_to_action: string | null;
                        /** @description Signed relative URL of the image, valid about 15 minutes */
                        image_url: string | null;
                        /** @description Signed relative URL of a ≈480 px WebP preview */
                        thumbnail_url: string | null;
                        /** @description Signed relative URL of the attention heatmap PNG, valid about 15 minutes */
                        heatmap_url: string | null;
                        analysis_result: components["schemas"]["AnalysisResult"] | null;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The resource is not in a state that allows this */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The image could not be read, fetched or is not allowed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description The analysis or the payment provider failed */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadGatewayError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
                /** @description json: one array; csv: a header row and one row per analysis; ndjson: one object per line */
                format?: "json" | "csv" | "ndjson";
                /** @description Only analyses filed in this project */
                project?: components["parameters"]["ProjectFilter"];
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A JSON array, CSV with a header row, or one JSON object per line */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description Compare 2 to 4 analyses side by side, with a Performance Summary */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Analysis"][];
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
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path: {
                /** @description The analysis id */
                id: components["parameters"]["AnalysisId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One analysis, with its status */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /**
                         * @description queued → running → done (the result is stored) or failed (with `error`)
                         * @default queued
                         * @enum {string}
                         */
                        status: "queued" | "running" | "done" | "failed";
                        filename: string;
                        /** Format: date-time */
                        created_at: string;
                        /**
                         * Format: uuid
                         * @description The batch it was submitted in, if any
                         */
                        batch_id: string | null;
                        /** @description Why a failed analysis failed */
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        effectiveness_score: number | null;
                        brand_name: string | null;
                        ad_type: string | null;
                        call_to_action: string | null;
                        /** @description Signed relative URL of the image, valid about 15 minutes */
                        image_url: string | null;
                        /** @description Signed relative URL of a ≈480 px WebP preview */
                        thumbnail_url: string | null;
                        /** @description Signed relative URL of the attention heatmap PNG, valid about 15 minutes */
                        heatmap_url: string | null;
                        analysis_result: components["schemas"]["AnalysisResult"] | null;
                    };
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path: {
                /** @description The analysis id */
                id: components["parameters"]["AnalysisId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
                /** @description Unix time the signed link stops working */
                expires?: components["parameters"]["SignedLinkExpires"];
                /** @description The share link that handed out this signed link, if one did */
                share?: components["parameters"]["SignedLinkShare"];
                /** @description HMAC signature from the image_url, heatmap_url or thumbnail_url of an analysis */
                sig?: components["parameters"]["SignedLinkSignature"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path: {
                /** @description The analysis id */
                id: components["parameters"]["AnalysisId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description image/jpeg, image/png, image/webp */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
                /** @description Unix time the signed link stops working */
                expires?: components["parameters"]["SignedLinkExpires"];
                /** @description The share link that handed out this signed link, if one did */
                share?: components["parameters"]["SignedLinkShare"];
                /** @description HMAC signature from the image_url, heatmap_url or thumbnail_url of an analysis */
                sig?: components["parameters"]["SignedLinkSignature"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path: {
                /** @description The analysis id */
                id: components["parameters"]["AnalysisId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description image/png */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAnalysisThumbnail: {
        parameters: {
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
                /** @description Unix time the signed link stops working */
                expires?: components["parameters"]["SignedLinkExpires"];
                /** @description The share link that handed out this signed link, if one did */
                share?: components["parameters"]["SignedLinkShare"];
                /** @description HMAC signature from the image_url, heatmap_url or thumbnail_url of an analysis */
                sig?: components["parameters"]["SignedLinkSignature"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path: {
                /** @description The analysis id */
                id: components["parameters"]["AnalysisId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description image/webp */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAnalysisReport: {
        parameters: {
            query?: {
                /** @description `pdf` (A4, a download) or `html` (a printable page, opened in the browser) */
                format?: components["parameters"]["ReportFormat"];
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path: {
                /** @description The analysis id */
                id: components["parameters"]["AnalysisId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report: application/pdf, or text/html with format=html */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "text/html": string;
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
                /** @description A key you choose (a UUID, say; 1 to 255 printable ASCII characters) so that a retry cannot create or charge twice. For 24 hours, the same key with the same request answers what the first one did (with `Idempotent-Replayed: true`) without running again; with a different request it answers 409. A request that failed can be retried with its key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    image_url: string;
                    filename?: string;
                };
            };
        };
        responses: {
            /** @description Analyse an image by URL (Pro and Enterprise); counts against the same monthly quota as uploads */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
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
                            brand: string | null;
                            target_audience: string | null;
                            /** @description Hex colours */
                            colors: string[];
                            emotions: string[];
                            call_to_action: string | null;
                            strengths: string[];
                            improvements: string[];
                            overall_message: string | null;
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
            /** @description Analyse an image by URL (Pro and Enterprise); counts against the same monthly quota as uploads */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /**
                         * @description queued → running → done (the result is stored) or failed (with `error`)
                         * @default queued
                         * @enum {string}
                         */
                        status: "queued" | "running" | "done" | "failed";
                        filename: string;
                        /** Format: date-time */
                        created_at: string;
                        /**
                         * Format: uuid
                         * @description The batch it was submitted in, if any
                         */
                        batch_id: string | null;
                        /** @description Why a failed analysis failed */
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        effectiveness_score: number | null;
                        brand_name: string | null;
                        ad_type: string | null;
                        call_to_action: string | null;
                        /** @description Signed relative URL of the image, valid about 15 minutes */
                        image_url: string | null;
                        /** @description Signed relative URL of a ≈480 px WebP preview */
                        thumbnail_url: string | null;
                        /** @description Signed relative URL of the attention heatmap PNG, valid about 15 minutes */
                        heatmap_url: string | null;
                        analysis_result: components["schemas"]["AnalysisResult"] | null;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource is not in a state that allows this */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The image could not be read, fetched or is not allowed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description The analysis or the payment provider failed */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadGatewayError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createBatch: {
        parameters: {
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
                /** @description A key you choose (a UUID, say; 1 to 255 printable ASCII characters) so that a retry cannot create or charge twice. For 24 hours, the same key with the same request answers what the first one did (with `Idempotent-Replayed: true`) without running again; with a different request it answers 409. A request that failed can be retried with its key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Repeat the `files` field once per image (JPEG, PNG or WebP, at most 10 MB each) */
                    files: string[];
                    /**
                     * Format: uuid
                     * @description File every analysis of the batch in this project of the workspace (archived ones included) from the moment it exists
                     */
                    project_id?: string;
                };
                "application/json": {
                    images: {
                        /** Format: uri */
                        image_url: string;
                        filename?: string;
                    }[];
                    /**
                     * Format: uuid
                     * @description File every analysis of the batch in this project of the workspace (archived ones included) from the moment it exists
                     */
                    project_id?: string;
                };
            };
        };
        responses: {
            /** @description Queue many images for analysis at once; answers at once with one analysis id per image */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /**
                         * @description completed once every item is done or failed
                         * @default queued
                         * @enum {string}
                         */
                        status: "queued" | "running" | "completed";
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        completed_at: string | null;
                        total: number;
                        counts: {
                            queued: number;
                            running: number;
                            done: number;
                            failed: number;
                        };
                        /** @description One analysis per image, in the order they were sent */
                        items: {
                            /**
                             * Format: uuid
                             * @description The analysis id: GET /v1/analyses/{id} once done
                             */
                            id: string;
                            filename: string;
                            /**
                             * @description queued → running → done (the result is stored) or failed (with `error`)
                             * @default queued
                             * @enum {string}
                             */
                            status: "queued" | "running" | "done" | "failed";
                            error: {
                                code: string;
                                message: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The resource is not in a state that allows this */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The image could not be read, fetched or is not allowed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBatch: {
        parameters: {
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path: {
                /** @description The batch id */
                id: components["parameters"]["BatchId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A batch's progress: queued, running, done and failed counts, and every item's status */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /**
                         * @description completed once every item is done or failed
                         * @default queued
                         * @enum {string}
                         */
                        status: "queued" | "running" | "completed";
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        completed_at: string | null;
                        total: number;
                        counts: {
                            queued: number;
                            running: number;
                            done: number;
                            failed: number;
                        };
                        /** @description One analysis per image, in the order they were sent */
                        items: {
                            /**
                             * Format: uuid
                             * @description The analysis id: GET /v1/analyses/{id} once done
                             */
                            id: string;
                            filename: string;
                            /**
                             * @description queued → running → done (the result is stored) or failed (with `error`)
                             * @default queued
                             * @enum {string}
                             */
                            status: "queued" | "running" | "done" | "failed";
                            error: {
                                code: string;
                                message: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelBatch: {
        parameters: {
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path: {
                /** @description The batch id */
                id: components["parameters"]["BatchId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancel a batch's items that have not started; their quota is given back */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /**
                         * @description completed once every item is done or failed
                         * @default queued
                         * @enum {string}
                         */
                        status: "queued" | "running" | "completed";
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        completed_at: string | null;
                        total: number;
                        counts: {
                            queued: number;
                            running: number;
                            done: number;
                            failed: number;
                        };
                        /** @description One analysis per image, in the order they were sent */
                        items: {
                            /**
                             * Format: uuid
                             * @description The analysis id: GET /v1/analyses/{id} once done
                             */
                            id: string;
                            filename: string;
                            /**
                             * @description queued → running → done (the result is stored) or failed (with `error`)
                             * @default queued
                             * @enum {string}
                             */
                            status: "queued" | "running" | "done" | "failed";
                            error: {
                                code: string;
                                message: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your webhook endpoints, newest first */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uri */
                            url: string;
                            events: ("analysis.completed" | "analysis.failed" | "batch.completed")[];
                            /** @description The first characters of the signing secret, for recognising it */
                            secret_prefix: string;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
                /** @description A key you choose (a UUID, say; 1 to 255 printable ASCII characters) so that a retry cannot create or charge twice. For 24 hours, the same key with the same request answers what the first one did (with `Idempotent-Replayed: true`) without running again; with a different request it answers 409. A request that failed can be retried with its key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: ("analysis.completed" | "analysis.failed" | "batch.completed")[];
                };
            };
        };
        responses: {
            /** @description Register a webhook endpoint (Pro and Enterprise). The signing secret is returned only this once. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uri */
                        url: string;
                        events: ("analysis.completed" | "analysis.failed" | "batch.completed")[];
                        /** @description The first characters of the signing secret, for recognising it */
                        secret_prefix: string;
                        /** Format: date-time */
                        created_at: string;
                        /** @description `whsec_` + 64 hex characters; store it now */
                        secret: string;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource is not in a state that allows this */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The image could not be read, fetched or is not allowed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path: {
                /** @description The webhook endpoint's id */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path: {
                /** @description The webhook endpoint's id */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Replace an endpoint's signing secret. The new secret is returned only this once. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uri */
                        url: string;
                        events: ("analysis.completed" | "analysis.failed" | "batch.completed")[];
                        /** @description The first characters of the signing secret, for recognising it */
                        secret_prefix: string;
                        /** Format: date-time */
                        created_at: string;
                        /** @description `whsec_` + 64 hex characters; store it now */
                        secret: string;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description 1 to 100 */
                limit?: components["parameters"]["Limit"];
                /** @description The `next_cursor` of the previous page; leave out for the first page */
                cursor?: components["parameters"]["Cursor"];
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path: {
                /** @description The webhook endpoint's id */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An endpoint's deliveries, newest first: status, attempts and the last answer */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: uuid
                             * @description Also sent as the `AdLens-Delivery-Id` header
                             */
                            id: string;
                            /**
                             * Format: uuid
                             * @description The event's id, the `id` of the body sent
                             */
                            event_id: string;
                            /**
                             * @description The event delivered: a subscribed one, or `ping` from POST /v1/webhooks/{id}/test
                             * @default analysis.completed
                             * @enum {string}
                             */
                            event: "analysis.completed" | "analysis.failed" | "batch.completed" | "ping";
                            /**
                             * @description pending while attempts remain; failed once they ran out (about a day of retries)
                             * @default pending
                             * @enum {string}
                             */
                            status: "pending" | "succeeded" | "failed";
                            attempts: number;
                            /** @description The HTTP status of the last attempt, if it got an answer */
                            response_status: number | null;
                            /** @description Why the last attempt failed */
                            error: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            last_attempt_at: string | null;
                            /** Format: date-time */
                            delivered_at: string | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path: {
                /** @description The webhook endpoint's id */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Send a signed test event (`ping`) to an endpoint */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description Also sent as the `AdLens-Delivery-Id` header
                         */
                        id: string;
                        /**
                         * Format: uuid
                         * @description The event's id, the `id` of the body sent
                         */
                        event_id: string;
                        /**
                         * @description The event delivered: a subscribed one, or `ping` from POST /v1/webhooks/{id}/test
                         * @default analysis.completed
                         * @enum {string}
                         */
                        event: "analysis.completed" | "analysis.failed" | "batch.completed" | "ping";
                        /**
                         * @description pending while attempts remain; failed once they ran out (about a day of retries)
                         * @default pending
                         * @enum {string}
                         */
                        status: "pending" | "succeeded" | "failed";
                        attempts: number;
                        /** @description The HTTP status of the last attempt, if it got an answer */
                        response_status: number | null;
                        /** @description Why the last attempt failed */
                        error: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        last_attempt_at: string | null;
                        /** Format: date-time */
                        delivered_at: string | null;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            query?: {
                /** @description Only analyses filed in this project */
                project?: components["parameters"]["ProjectFilter"];
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Insights and recommendations computed over all of the workspace's analyses */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        insights: {
                            total_analyses: number;
                            avg_effectiveness: number;
                            avg_message_clarity: number;
                            top_colors: {
                                color: string;
                                percentage: number;
                            }[];
                            top_emotions: {
                                emotion: string;
                                percentage: number;
                            }[];
                            /** @description Value → number of analyses, most frequent first */
                            ad_type_distribution: {
                                [key: string]: number;
                            };
                            /** @description Value → number of analyses, most frequent first */
                            brand_analysis: {
                                [key: string]: number;
                            };
                            /** @description Value → number of analyses, most frequent first */
                            target_audience_breakdown: {
                                [key: string]: number;
                            };
                            /** @description Value → number of analyses, most frequent first */
                            visual_style_trends: {
                                [key: string]: number;
                            };
                            /** @description Value → number of analyses, most frequent first */
                            call_to_action_analysis: {
                                [key: string]: number;
                            };
                            /** @description Identical recommendation sentences; see improvement_areas for them grouped by the rule that wrote them */
                            recommendation_frequency: {
                                recommendation: string;
                                count: number;
                            }[];
                            /** @description Recommendations grouped by the rule that wrote them, most frequent first */
                            improvement_areas: {
                                /** @description The advice rule's id, e.g. cta_contrast; `other` for a vision model's suggestions */
                                rule: string;
                                /** @description What to improve, e.g. "Raise the CTA's contrast to 4.5:1" */
                                area: string;
                                /** @description Analyses in which the rule fired */
                                count: number;
                                /** @description Of all analyses, 0–100 */
                                percentage: number;
                            }[];
                            /** @description Colour families across all analyses, largest average share first */
                            color_families: {
                                /** @description Red, Orange, Yellow, Green, Teal, Blue, Purple, Pink, Brown, Black, Grey or White */
                                family: string;
                                /** @description A representative hex colour for the family */
                                swatch: string;
                                /** @description Average share of an ad's pixels in this family, 0–100 */
                                share: number;
                                /** @description Analyses in which the family covers at least 5% of the image */
                                ads: number;
                            }[];
                            effectiveness_distribution: {
                                /** @description Score under 6 */
                                low: number;
                                /** @description 6 up to 8 */
                                medium: number;
                                /** @description 8 and up */
                                high: number;
                            };
                            monthly_trends: {
                                month: string;
                                count: number;
                                avg_effectiveness: number;
                            }[];
                            performance_by_brand: {
                                brand: string;
                                avg_effectiveness: number;
                                count: number;
                            }[];
                        };
                        ai_recommendations: {
                            performance_insights: string[];
                            strategic_recommendations: string[];
                            color_optimization: string;
                            emotional_appeal: string;
                        };
                    };
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBrandFitAnalytics: {
        parameters: {
            query?: {
                /** @description Only analyses filed in this project */
                project?: components["parameters"]["ProjectFilter"];
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspace's analyses broken down by brand fit (Enterprise) */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Analyses in the scope */
                        total_analyses: number;
                        /** @description Analyses whose stored brand fit was read against the kit as it is now */
                        read: number;
                        /** @description Analyses still waiting for the background refresh (just added, or read against an earlier kit) */
                        pending: number;
                        checks: {
                            /**
                             * @description The check, named as the `GET /v1/analyses` filter for it
                             * @default brand_found
                             * @enum {string}
                             */
                            check: "brand_found" | "colours_present" | "required_text_present" | "competitor_present";
                            /** @description Read analyses that pass it */
                            yes: number;
                            /** @description Read analyses that fail it (a check the kit gives nothing to test counts in neither) */
                            no: number;
                            /** @description Their average effectiveness score, 0–10 */
                            avg_effectiveness_yes: number | null;
                            /** @description Their average effectiveness score, 0–10 */
                            avg_effectiveness_no: number | null;
                        }[];
                        /** @description Competitors of the kit found in at least one analysis, most frequent first */
                        competitors: {
                            name: string;
                            /** @description Read analyses in which it appears */
                            analyses: number;
                        }[];
                    };
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspace's active API tokens, newest first: yours, or everyone's for owners and admins */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
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
                            last_used_at: string | null;
                            /** @description Email of the member the token acts as */
                            created_by: string;
                        }[];
                    };
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
                /** @description A key you choose (a UUID, say; 1 to 255 printable ASCII characters) so that a retry cannot create or charge twice. For 24 hours, the same key with the same request answers what the first one did (with `Idempotent-Replayed: true`) without running again; with a different request it answers 409. A request that failed can be retried with its key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Create an API token for the workspace (Pro and Enterprise); it acts as you, with your role. The full token is returned only this once. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
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
                        last_used_at: string | null;
                        /** @description Email of the member the token acts as */
                        created_by: string;
                        /** @description `adlens_` + 64 hex characters; store it now */
                        token: string;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource is not in a state that allows this */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path: {
                /** @description The API token's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            /** @description Analyse an image anonymously (rate-limited per IP; nothing is stored) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        filename: string;
                        /** Format: date-time */
                        created_at: string;
                        analysis_result: components["schemas"]["AnalysisResult"];
                        /** @description The attention heatmap as a data:image/png;base64 URL */
                        heatmap_url: string;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The image could not be read, fetched or is not allowed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description The analysis or the payment provider failed */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadGatewayError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspace's plan and subscription state (a team workspace runs on its owner's plan) */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
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
                        subscription_end: string | null;
                        /** @description The payment subscription's status (active, past_due, canceled, …) */
                        status: string | null;
                        /** @description The plan ends at subscription_end */
                        cancel_at_period_end: boolean;
                        /**
                         * @description A downgrade that takes effect at subscription_end
                         * @default free
                         * @enum {string|null}
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
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
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
            };
        };
        responses: {
            /** @description Start a subscription checkout */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The page to send the user to */
                        url: string;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The resource is not in a state that allows this */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description The analysis or the payment provider failed */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadGatewayError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Open the billing portal */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The page to send the user to */
                        url: string;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description The analysis or the payment provider failed */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadGatewayError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            /** @description Stripe webhook endpoint */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The analysis or the payment provider failed */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadGatewayError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
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
            };
        };
        responses: {
            /** @description Record a first-party analytics event */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        accepted: true;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWorkspaces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspaces you belong to, personal first (an API token sees only its own) */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description Your own workspace, created with your account and never shared */
                            personal: boolean;
                            /**
                             * @default owner
                             * @enum {string}
                             */
                            role: "owner" | "admin" | "member" | "viewer";
                            /**
                             * @description The plan it runs on: its own, or for a team workspace its owner's
                             * @default free
                             * @enum {string}
                             */
                            plan: "free" | "basic" | "pro" | "enterprise";
                            seats: {
                                /** @description Members plus pending invitations */
                                used: number;
                                limit: number;
                            };
                            owner: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                            };
                            /** @description Whether a logo is set for its client reports (GET /v1/workspaces/{id}/logo; Enterprise) */
                            has_logo: boolean;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWorkspace: {
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
            };
        };
        responses: {
            /** @description Create a team workspace that you own (Enterprise); it runs on your plan */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** @description Your own workspace, created with your account and never shared */
                        personal: boolean;
                        /**
                         * @default owner
                         * @enum {string}
                         */
                        role: "owner" | "admin" | "member" | "viewer";
                        /**
                         * @description The plan it runs on: its own, or for a team workspace its owner's
                         * @default free
                         * @enum {string}
                         */
                        plan: "free" | "basic" | "pro" | "enterprise";
                        seats: {
                            /** @description Members plus pending invitations */
                            used: number;
                            limit: number;
                        };
                        owner: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                        };
                        /** @description Whether a logo is set for its client reports (GET /v1/workspaces/{id}/logo; Enterprise) */
                        has_logo: boolean;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace id */
                id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One workspace: your role, its plan, seats and owner */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** @description Your own workspace, created with your account and never shared */
                        personal: boolean;
                        /**
                         * @default owner
                         * @enum {string}
                         */
                        role: "owner" | "admin" | "member" | "viewer";
                        /**
                         * @description The plan it runs on: its own, or for a team workspace its owner's
                         * @default free
                         * @enum {string}
                         */
                        plan: "free" | "basic" | "pro" | "enterprise";
                        seats: {
                            /** @description Members plus pending invitations */
                            used: number;
                            limit: number;
                        };
                        owner: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                        };
                        /** @description Whether a logo is set for its client reports (GET /v1/workspaces/{id}/logo; Enterprise) */
                        has_logo: boolean;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace id */
                id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Rename the workspace (owners and admins); the name heads its client reports */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** @description Your own workspace, created with your account and never shared */
                        personal: boolean;
                        /**
                         * @default owner
                         * @enum {string}
                         */
                        role: "owner" | "admin" | "member" | "viewer";
                        /**
                         * @description The plan it runs on: its own, or for a team workspace its owner's
                         * @default free
                         * @enum {string}
                         */
                        plan: "free" | "basic" | "pro" | "enterprise";
                        seats: {
                            /** @description Members plus pending invitations */
                            used: number;
                            limit: number;
                        };
                        owner: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                        };
                        /** @description Whether a logo is set for its client reports (GET /v1/workspaces/{id}/logo; Enterprise) */
                        has_logo: boolean;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: {
                /** @description 1 to 100 */
                limit?: components["parameters"]["Limit"];
                /** @description The `next_cursor` of the previous page; leave out for the first page */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description The workspace id */
                id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspace's members and their roles, newest first */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            user_id: string;
                            email: string;
                            /**
                             * @default owner
                             * @enum {string}
                             */
                            role: "owner" | "admin" | "member" | "viewer";
                            /** Format: date-time */
                            joined_at: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listInvitations: {
        parameters: {
            query?: {
                /** @description 1 to 100 */
                limit?: components["parameters"]["Limit"];
                /** @description The `next_cursor` of the previous page; leave out for the first page */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description The workspace id */
                id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Invitations not yet accepted or revoked, newest first (owners and admins) */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            /**
                             * @default admin
                             * @enum {string}
                             */
                            role: "admin" | "member" | "viewer";
                            /** @description Null once the inviter's account is deleted */
                            invited_by: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            expires_at: string;
                            /**
                             * @description An expired invitation no longer works and holds no seat; invite the address again
                             * @default pending
                             * @enum {string}
                             */
                            status: "pending" | "expired";
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key you choose (a UUID, say; 1 to 255 printable ASCII characters) so that a retry cannot create or charge twice. For 24 hours, the same key with the same request answers what the first one did (with `Idempotent-Replayed: true`) without running again; with a different request it answers 409. A request that failed can be retried with its key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workspace id */
                id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /**
                     * @default admin
                     * @enum {string}
                     */
                    role: "admin" | "member" | "viewer";
                };
            };
        };
        responses: {
            /** @description Invite someone by email to a team workspace (owners and admins, roles below their own) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        /**
                         * @default admin
                         * @enum {string}
                         */
                        role: "admin" | "member" | "viewer";
                        /** @description Null once the inviter's account is deleted */
                        invited_by: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                        } | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        expires_at: string;
                        /**
                         * @description An expired invitation no longer works and holds no seat; invite the address again
                         * @default pending
                         * @enum {string}
                         */
                        status: "pending" | "expired";
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The resource is not in a state that allows this */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace id */
                id: components["parameters"]["WorkspaceId"];
                /** @description The invitation's id */
                invitation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace id */
                id: components["parameters"]["WorkspaceId"];
                /** @description The member's user id */
                user_id: components["parameters"]["MemberUserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace id */
                id: components["parameters"]["WorkspaceId"];
                /** @description The member's user id */
                user_id: components["parameters"]["MemberUserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default owner
                     * @enum {string}
                     */
                    role: "owner" | "admin" | "member" | "viewer";
                };
            };
        };
        responses: {
            /** @description Change a member's role, or make them the owner (transfer) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        user_id: string;
                        email: string;
                        /**
                         * @default owner
                         * @enum {string}
                         */
                        role: "owner" | "admin" | "member" | "viewer";
                        /** Format: date-time */
                        joined_at: string;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The resource is not in a state that allows this */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                /** @description 1 to 100 */
                limit?: components["parameters"]["Limit"];
                /** @description The `next_cursor` of the previous page; leave out for the first page */
                cursor?: components["parameters"]["Cursor"];
                /** @description `csv` downloads the whole log, oldest first */
                format?: "json" | "csv";
            };
            header?: never;
            path: {
                /** @description The workspace id */
                id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who changed what in the workspace: members, roles, invitations, tokens, deletions (owners and admins) */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /**
                             * @default workspace.renamed
                             * @enum {string}
                             */
                            action: "workspace.renamed" | "workspace.logo_set" | "workspace.logo_removed" | "invitation.created" | "invitation.revoked" | "invitation.accepted" | "member.role_changed" | "member.removed" | "member.left" | "ownership.transferred" | "token.created" | "token.revoked" | "analysis.deleted" | "share_link.created" | "share_link.revoked" | "project.created" | "project.renamed" | "project.archived" | "project.restored" | "project.analyses_moved" | "project.deleted" | "brand_kit.updated" | "brand_kit.logo_added" | "brand_kit.logo_removed" | "vision_model.set" | "vision_model.removed" | "vision_model.tested";
                            actor: {
                                /**
                                 * Format: uuid
                                 * @description Null once the actor's account is deleted
                                 */
                                id: string | null;
                                email: string;
                            };
                            /** @description The member's or invitee's email, the token's name, the analysis id, the new name */
                            target: string | null;
                            /** @description For role changes `from` and `to`; for invitations `role` */
                            details: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        next_cursor: string | null;
                    } | string;
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWorkspaceLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace id */
                id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description image/png */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setWorkspaceLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace id */
                id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description PNG, JPEG or WebP, at most 512 KB
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Set the logo on the workspace's client reports (owners and admins, Enterprise) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** @description Your own workspace, created with your account and never shared */
                        personal: boolean;
                        /**
                         * @default owner
                         * @enum {string}
                         */
                        role: "owner" | "admin" | "member" | "viewer";
                        /**
                         * @description The plan it runs on: its own, or for a team workspace its owner's
                         * @default free
                         * @enum {string}
                         */
                        plan: "free" | "basic" | "pro" | "enterprise";
                        seats: {
                            /** @description Members plus pending invitations */
                            used: number;
                            limit: number;
                        };
                        owner: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                        };
                        /** @description Whether a logo is set for its client reports (GET /v1/workspaces/{id}/logo; Enterprise) */
                        has_logo: boolean;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The image could not be read, fetched or is not allowed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWorkspaceLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace id */
                id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWorkspaceReport: {
        parameters: {
            query?: {
                /** @description `pdf` (A4, a download) or `html` (a printable page, opened in the browser) */
                format?: components["parameters"]["ReportFormat"];
                /** @description Only analyses filed in this project */
                project?: components["parameters"]["ProjectFilter"];
            };
            header?: never;
            path: {
                /** @description The workspace id */
                id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report: application/pdf, or text/html with format=html */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "text/html": string;
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    acceptInvitation: {
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
            };
        };
        responses: {
            /** @description Join a workspace with the token from an invitation link; answers the workspace joined */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** @description Your own workspace, created with your account and never shared */
                        personal: boolean;
                        /**
                         * @default owner
                         * @enum {string}
                         */
                        role: "owner" | "admin" | "member" | "viewer";
                        /**
                         * @description The plan it runs on: its own, or for a team workspace its owner's
                         * @default free
                         * @enum {string}
                         */
                        plan: "free" | "basic" | "pro" | "enterprise";
                        seats: {
                            /** @description Members plus pending invitations */
                            used: number;
                            limit: number;
                        };
                        owner: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                        };
                        /** @description Whether a logo is set for its client reports (GET /v1/workspaces/{id}/logo; Enterprise) */
                        has_logo: boolean;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listShareLinks: {
        parameters: {
            query?: {
                /** @description 1 to 100 */
                limit?: components["parameters"]["Limit"];
                /** @description The `next_cursor` of the previous page; leave out for the first page */
                cursor?: components["parameters"]["Cursor"];
                /** @description `all` adds expired and revoked links */
                status?: "active" | "all";
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspace's share links, newest first: what is shared, by whom, until when */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /**
                             * @default analysis
                             * @enum {string}
                             */
                            kind: "analysis" | "comparison";
                            /**
                             * @description `active` links open; expired and revoked ones answer 404 to everyone
                             * @default active
                             * @enum {string}
                             */
                            status: "active" | "expired" | "revoked";
                            /** @description The analyses shared, as created */
                            analysis_ids: string[];
                            /** @description Those still in the workspace, with their filenames (a deleted analysis drops out) */
                            analyses: {
                                /** Format: uuid */
                                id: string;
                                filename: string;
                            }[];
                            /** @description Null when the member's account was deleted */
                            created_by: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            expires_at: string;
                            /** Format: date-time */
                            revoked_at: string | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createShareLink: {
        parameters: {
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
                /** @description A key you choose (a UUID, say; 1 to 255 printable ASCII characters) so that a retry cannot create or charge twice. For 24 hours, the same key with the same request answers what the first one did (with `Idempotent-Replayed: true`) without running again; with a different request it answers 409. A request that failed can be retried with its key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    analysis_ids: string[];
                    expires_in_days?: number;
                };
            };
        };
        responses: {
            /** @description A read-only public link to one analysis, or 2 to 4 to compare (members and above) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @description The public link; shown only now (only a hash of its secret is kept) */
                        url: string;
                        /**
                         * @default analysis
                         * @enum {string}
                         */
                        kind: "analysis" | "comparison";
                        analysis_ids: string[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        expires_at: string;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The resource is not in a state that allows this */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeShareLink: {
        parameters: {
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path: {
                /** @description The share link's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getShared: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The secret part of the share link */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Open a share link without an account: the shared analyses, read-only */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @default analysis
                         * @enum {string}
                         */
                        kind: "analysis" | "comparison";
                        /** Format: date-time */
                        expires_at: string;
                        analyses: {
                            filename: string;
                            /** Format: date-time */
                            created_at: string;
                            /** @description Signed relative URL of the image, valid about 15 minutes */
                            image_url: string;
                            heatmap_url: string | null;
                            analysis_result: components["schemas"]["AnalysisResult"];
                            /**
                             * SharedBrandFit
                             * @description The analysis read against the owner's brand kit (Enterprise workspaces with a kit, once the fit is read against the kit as it is now); null otherwise
                             */
                            brand_fit: {
                                own_brand: {
                                    found: boolean;
                                    /** @description How it was found */
                                    found_by: ("brand_name" | "text" | "logo")[];
                                };
                                colours: {
                                    /** @description A brand colour */
                                    hex: string;
                                    /** @description Used in the ad */
                                    present: boolean;
                                }[];
                                required_text: {
                                    text: string;
                                    /** @description Printed in the ad */
                                    present: boolean;
                                }[];
                                /** @description Whether any competitor of the brand kit appears (which one is not shared) */
                                competitor_present: boolean;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listProjects: {
        parameters: {
            query?: {
                /** @description 1 to 100 */
                limit?: components["parameters"]["Limit"];
                /** @description The `next_cursor` of the previous page; leave out for the first page */
                cursor?: components["parameters"]["Cursor"];
                /** @description Include archived projects */
                archived?: "false" | "true";
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspace's projects, newest first, with how many analyses each holds */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description Archived projects are hidden from the list unless `archived=true` */
                            archived: boolean;
                            /** @description How many analyses are filed in it */
                            analyses: number;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createProject: {
        parameters: {
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Create a project (members and above); names are unique in the workspace */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** @description Archived projects are hidden from the list unless `archived=true` */
                        archived: boolean;
                        /** @description How many analyses are filed in it */
                        analyses: number;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The resource is not in a state that allows this */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteProject: {
        parameters: {
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path: {
                /** @description The project's id */
                id: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateProject: {
        parameters: {
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path: {
                /** @description The project's id */
                id: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    archived?: boolean;
                    /** @description Analyses to file in this project (moved out of any other) */
                    analysis_ids?: string[];
                };
            };
        };
        responses: {
            /** @description Rename, archive or restore a project, and move analyses into it */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** @description Archived projects are hidden from the list unless `archived=true` */
                        archived: boolean;
                        /** @description How many analyses are filed in it */
                        analyses: number;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The resource is not in a state that allows this */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getComparisonReport: {
        parameters: {
            query?: {
                /** @description Required: 2 to 4 analysis ids of the workspace, comma-separated, in the order to show them */
                ids?: string;
                /** @description `pdf` (A4, a download) or `html` (a printable page, opened in the browser) */
                format?: components["parameters"]["ReportFormat"];
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report: application/pdf, or text/html with format=html */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "text/html": string;
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    importOutcomes: {
        parameters: {
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    outcomes: {
                        /**
                         * Format: uuid
                         * @description The analysis the ad was made from
                         */
                        analysis_id?: string;
                        /** @description Or its file name, when exactly one analysis of the workspace has it */
                        filename?: string;
                        /** @description Running total: replaces any earlier figure */
                        impressions: number;
                        /** @description At most `impressions` */
                        clicks: number;
                        conversions?: number | null;
                        /** @description In the account's currency */
                        spend?: number | null;
                    }[];
                };
                "application/x-www-form-urlencoded": {
                    outcomes: {
                        /**
                         * Format: uuid
                         * @description The analysis the ad was made from
                         */
                        analysis_id?: string;
                        /** @description Or its file name, when exactly one analysis of the workspace has it */
                        filename?: string;
                        /** @description Running total: replaces any earlier figure */
                        impressions: number;
                        /** @description At most `impressions` */
                        clicks: number;
                        conversions?: number | null;
                        /** @description In the account's currency */
                        spend?: number | null;
                    }[];
                };
                "multipart/form-data": {
                    outcomes: {
                        /**
                         * Format: uuid
                         * @description The analysis the ad was made from
                         */
                        analysis_id?: string;
                        /** @description Or its file name, when exactly one analysis of the workspace has it */
                        filename?: string;
                        /** @description Running total: replaces any earlier figure */
                        impressions: number;
                        /** @description At most `impressions` */
                        clicks: number;
                        conversions?: number | null;
                        /** @description In the account's currency */
                        spend?: number | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Import ad results (impressions, clicks, conversions, spend) per analysis (Enterprise) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Analyses whose outcomes were written */
                        imported: number;
                        /** @description Rows naming no analysis, or several; nothing was written for them */
                        unmatched: {
                            /** @description 0-based position of the row in the request */
                            index: number;
                            /** @description The analysis id or file name the row gave */
                            key: string;
                            reason: string;
                        }[];
                        /** @description A refit of the workspace's performance model was queued */
                        refit_queued: boolean;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPerformanceModels: {
        parameters: {
            query?: {
                /** @description 1 to 100 */
                limit?: components["parameters"]["Limit"];
                /** @description The `next_cursor` of the previous page; leave out for the first page */
                cursor?: components["parameters"]["Cursor"];
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every fit of the workspace's performance model, newest first, with its metrics (Enterprise) */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @description Counts up per workspace; every fit is kept */
                            version: number;
                            /**
                             * @description `fitted`: predicts better than chance in cross-validation; `no_signal`: it does not, nothing is predicted; `insufficient_data`: fewer than `min_sample_size` analyses with impressions
                             * @default fitted
                             * @enum {string}
                             */
                            status: "fitted" | "no_signal" | "insufficient_data";
                            /**
                             * @description What the model predicts: click-through rate
                             * @default ctr
                             * @enum {string}
                             */
                            target: "ctr";
                            /** @description Analyses with impressions the fit used */
                            sample_size: number;
                            min_sample_size: number;
                            /** @description Spearman correlation of 5-fold out-of-fold predictions with the actual CTR */
                            cv_rank_correlation: number | null;
                            /** @description The features that move predictions most, strongest first */
                            drivers: {
                                /** @description The measured feature (docs/custom-models.md lists them) */
                                feature: string;
                                label: string;
                                /**
                                 * @default raises
                                 * @enum {string}
                                 */
                                effect: "raises" | "lowers";
                                /** @description Effect on the log-odds of a click, in standard units */
                                weight: number;
                            }[];
                            /** Format: date-time */
                            fitted_at: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAnalysisPerformance: {
        parameters: {
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path: {
                /** @description The analysis id */
                id: components["parameters"]["AnalysisId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The analysis's predicted performance index for this workspace, and what drives it (Enterprise) */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @default fitted
                         * @enum {string}
                         */
                        status: "fitted" | "no_signal" | "insufficient_data" | "not_fitted";
                        /** @description The status in words, for display */
                        message: string;
                        /** PerformanceModel */
                        model: {
                            /** Format: uuid */
                            id: string;
                            /** @description Counts up per workspace; every fit is kept */
                            version: number;
                            /**
                             * @description `fitted`: predicts better than chance in cross-validation; `no_signal`: it does not, nothing is predicted; `insufficient_data`: fewer than `min_sample_size` analyses with impressions
                             * @default fitted
                             * @enum {string}
                             */
                            status: "fitted" | "no_signal" | "insufficient_data";
                            /**
                             * @description What the model predicts: click-through rate
                             * @default ctr
                             * @enum {string}
                             */
                            target: "ctr";
                            /** @description Analyses with impressions the fit used */
                            sample_size: number;
                            min_sample_size: number;
                            /** @description Spearman correlation of 5-fold out-of-fold predictions with the actual CTR */
                            cv_rank_correlation: number | null;
                            /** @description The features that move predictions most, strongest first */
                            drivers: {
                                /** @description The measured feature (docs/custom-models.md lists them) */
                                feature: string;
                                label: string;
                                /**
                                 * @default raises
                                 * @enum {string}
                                 */
                                effect: "raises" | "lowers";
                                /** @description Effect on the log-odds of a click, in standard units */
                                weight: number;
                            }[];
                            /** Format: date-time */
                            fitted_at: string;
                        } | null;
                        /** @description Predicted performance index: 100 = the workspace's average ad; null unless `fitted` */
                        index: number | null;
                        /** @description What moves this analysis's prediction most */
                        drivers: {
                            /** @description The measured feature (docs/custom-models.md lists them) */
                            feature: string;
                            label: string;
                            /**
                             * @default raises
                             * @enum {string}
                             */
                            effect: "raises" | "lowers";
                            /** @description Effect on the log-odds of a click, in standard units */
                            weight: number;
                        }[];
                        outcome: {
                            impressions: number;
                            clicks: number;
                            conversions: number | null;
                            spend: number | null;
                            ctr: number;
                        } | null;
                    };
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBrandKit: {
        parameters: {
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspace's brand kit: names, colours, required texts, competitors, logos (Enterprise) */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        names: string[];
                        colours: string[];
                        required_texts: string[];
                        competitors: {
                            name: string;
                            aliases: string[];
                        }[];
                        logos: {
                            /** Format: uuid */
                            id: string;
                            /** @description null: the brand's own logo; otherwise whose it is */
                            competitor: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        /**
                         * Format: date-time
                         * @description null until the kit is first saved
                         */
                        updated_at: string | null;
                    };
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putBrandKit: {
        parameters: {
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The brand's name and the other ways it is written */
                    names: string[];
                    /** @description Brand colours */
                    colours: string[];
                    /** @description Texts every ad must print (disclaimers, legal lines) */
                    required_texts: string[];
                    /** @description Competitors to flag, with other spellings of their names */
                    competitors: {
                        name: string;
                        aliases: string[];
                    }[];
                };
                "application/x-www-form-urlencoded": {
                    /** @description The brand's name and the other ways it is written */
                    names: string[];
                    /** @description Brand colours */
                    colours: string[];
                    /** @description Texts every ad must print (disclaimers, legal lines) */
                    required_texts: string[];
                    /** @description Competitors to flag, with other spellings of their names */
                    competitors: {
                        name: string;
                        aliases: string[];
                    }[];
                };
                "multipart/form-data": {
                    /** @description The brand's name and the other ways it is written */
                    names: string[];
                    /** @description Brand colours */
                    colours: string[];
                    /** @description Texts every ad must print (disclaimers, legal lines) */
                    required_texts: string[];
                    /** @description Competitors to flag, with other spellings of their names */
                    competitors: {
                        name: string;
                        aliases: string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Replace the workspace's brand kit (owners and admins, Enterprise) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        names: string[];
                        colours: string[];
                        required_texts: string[];
                        competitors: {
                            name: string;
                            aliases: string[];
                        }[];
                        logos: {
                            /** Format: uuid */
                            id: string;
                            /** @description null: the brand's own logo; otherwise whose it is */
                            competitor: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        /**
                         * Format: date-time
                         * @description null until the kit is first saved
                         */
                        updated_at: string | null;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addBrandKitLogo: {
        parameters: {
            query?: {
                /** @description Whose logo it is: a competitor of the kit; omit for your own */
                competitor?: string;
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description PNG, JPEG or WebP, at most 512 KB
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Add a logo image of the brand or of one of its competitors (owners and admins, Enterprise) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @description null: the brand's own logo; otherwise whose it is */
                        competitor: string | null;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The image could not be read, fetched or is not allowed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBrandKitLogo: {
        parameters: {
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path: {
                /** @description The logo's id, as listed in the brand kit */
                id: components["parameters"]["LogoId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description image/png */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBrandKitLogo: {
        parameters: {
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path: {
                /** @description The logo's id, as listed in the brand kit */
                id: components["parameters"]["LogoId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAnalysisBrandFit: {
        parameters: {
            query?: {
                /** @description The same as X-Workspace-Id, for links and tools that cannot set headers. */
                workspace?: components["parameters"]["WorkspaceQuery"];
            };
            header?: {
                /** @description The workspace to work in; defaults to your personal workspace. An API token works in its own. */
                "x-workspace-id"?: components["parameters"]["WorkspaceHeader"];
            };
            path: {
                /** @description The analysis id */
                id: components["parameters"]["AnalysisId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The analysis read against the workspace's brand kit: own brand, colours, required text, competitors (Enterprise) */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        own_brand: {
                            found: boolean;
                            /** @description How it was found: `brand_name` the brand the engine reported, `text` printed in the ad's text, `logo` a kit logo image matched in the pixels */
                            found_by: ("brand_name" | "text" | "logo")[];
                            /** @description Which of the kit's names was read */
                            matched: string | null;
                            /** @description Best correlation of the brand's logo images in the ad (0–1) */
                            logo_score: number | null;
                        };
                        colours: {
                            /** @description The kit colour */
                            hex: string;
                            /** @description A palette colour (≥ 1 % of the ad) is within ΔE2000 10 of it */
                            present: boolean;
                            /** @description The closest palette colour */
                            closest: string | null;
                            /** @description CIEDE2000 difference to it */
                            delta_e: number | null;
                            /** @description Its share of the ad, % */
                            share: number | null;
                        }[];
                        required_text: {
                            text: string;
                            /** @description At least 90 % of its words were read in the ad */
                            present: boolean;
                        }[];
                        competitors: {
                            name: string;
                            /** @description How it was found: `brand_name` the brand the engine reported, `text` printed in the ad's text, `logo` a kit logo image matched in the pixels */
                            found_by: ("brand_name" | "text" | "logo")[];
                            /** @description The name or alias read */
                            matched: string | null;
                            /** @description Best correlation of its logo images (0–1) */
                            logo_score: number | null;
                        }[];
                        /** @description Any competitor found, by text or logo */
                        competitor_present: boolean;
                    };
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVisionModel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace id */
                id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspace's own vision model, without its key (owners and admins, Enterprise) */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description false: the workspace uses the instance's model (if any) */
                        configured: boolean;
                        /** @description The OpenAI-compatible endpoint, e.g. https://llm.example.com/v1 */
                        base_url: string | null;
                        model: string | null;
                        /** @description The key's last four characters; the key is never returned */
                        key_hint: string | null;
                        /** Format: date-time */
                        updated_at: string | null;
                    };
                };
            };
            /** @description Not modified: the copy whose ETag was sent in If-None-Match is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setVisionModel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace id */
                id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description http(s) URL of an OpenAI-compatible API */
                    base_url: string;
                    /** @description A vision-capable model it serves */
                    model: string;
                    /** @description Stored encrypted; leave out to keep the stored key */
                    api_key?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description http(s) URL of an OpenAI-compatible API */
                    base_url: string;
                    /** @description A vision-capable model it serves */
                    model: string;
                    /** @description Stored encrypted; leave out to keep the stored key */
                    api_key?: string;
                };
                "multipart/form-data": {
                    /** @description http(s) URL of an OpenAI-compatible API */
                    base_url: string;
                    /** @description A vision-capable model it serves */
                    model: string;
                    /** @description Stored encrypted; leave out to keep the stored key */
                    api_key?: string;
                };
            };
        };
        responses: {
            /** @description Use the workspace's own OpenAI-compatible vision model for its enrichment (owners and admins, Enterprise) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description false: the workspace uses the instance's model (if any) */
                        configured: boolean;
                        /** @description The OpenAI-compatible endpoint, e.g. https://llm.example.com/v1 */
                        base_url: string | null;
                        model: string | null;
                        /** @description The key's last four characters; the key is never returned */
                        key_hint: string | null;
                        /** Format: date-time */
                        updated_at: string | null;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request body or image is larger than allowed */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body or image is not of a supported type */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The image could not be read, fetched or is not allowed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteVisionModel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace id */
                id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    testVisionModel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace id */
                id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Check that the workspace's model answers with its key (owners and admins, Enterprise) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                        /** @description The endpoint's HTTP status; null when it could not be reached */
                        status: number | null;
                        latency_ms: number;
                        message: string;
                    };
                };
            };
            /** @description The request is not valid: a field, the JSON body, a credential or a token */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid bearer token, or the signed link has expired */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Signed in, but this plan or credential may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such resource, or it belongs to someone else */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The image could not be read, fetched or is not allowed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableError"];
                };
            };
            /** @description The monthly quota or a rate limit is reached; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description A dependency is not configured or not reachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /** @description Any other error, in the one error shape */
            default: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
