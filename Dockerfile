# AdLens API + web app on the official Bun image. docker-compose.yml runs two replicas of it.
ARG BUN_VERSION=1.4.5

# Dependencies first, so source edits do not invalidate the install layer.
FROM oven/bun:${BUN_VERSION} AS deps
WORKDIR /app
COPY package.json bun.lock bunfig.toml ./
COPY db/package.json db/
COPY api/package.json api/
COPY sdk/package.json sdk/
COPY cli/package.json cli/
COPY web/package.json web/
RUN bun install --frozen-lockfile

# The SDK (and its npm tarball, served at /sdk/adlens-sdk.tgz) and the web app are built once
# here; the API runs from TypeScript source.
FROM deps AS build
COPY . .
RUN bun run build

FROM oven/bun:${BUN_VERSION} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
COPY package.json bun.lock bunfig.toml tsconfig.json ./
COPY db/package.json db/
COPY api/package.json api/
COPY sdk/package.json sdk/
COPY cli/package.json cli/
COPY web/package.json web/
RUN bun install --frozen-lockfile --production
COPY db ./db
COPY api/src ./api/src
# The API guide, served at /docs/api: every error's doc_url points into it.
COPY docs/api.md ./docs/api.md
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/sdk/pack ./sdk/pack
RUN mkdir -p /data && chown bun:bun /data
USER bun
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=5 \
  CMD ["bun", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT ?? 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["bun", "api/src/main.ts"]
