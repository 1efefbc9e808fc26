# syntax=docker/dockerfile:1
# The Aebro server image: the built browser app and server on Node 20, without dev dependencies.
# It expects an external PostgreSQL (DATABASE_URL); see compose.yaml for PostgreSQL, Redis and MinIO.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/shared packages/shared
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/node_modules apps/server/node_modules
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
RUN groupadd --system aebro && useradd --system --gid aebro --home /app aebro \
    && mkdir -p /data && chown aebro:aebro /data
USER aebro
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# --v8-pool-size=1: one thread for V8's background garbage collection (docs/scaling.md,
# "Garbage-collection threads").
CMD ["node", "--enable-source-maps", "--v8-pool-size=1", "apps/server/dist/main.js"]
