# syntax=docker/dockerfile:1
# One image for both services: the gateway (default command, serving the built client) and
# the mock provider (command: node mock-provider/src/server.ts). Both run their TypeScript
# directly with Node 24's type stripping, so the only build step is the client's `vite build`.
ARG NODE_IMAGE=node:24-bookworm-slim

# --- build: every dependency, then the client bundle ---------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first, so the install layer is reused until a dependency changes.
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY mock-provider/package.json mock-provider/
COPY server/package.json server/
COPY client/package.json client/
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY shared shared
COPY server server
COPY client client
# The build's source maps (hidden: no script points to them) move out of the served folder, so the
# runtime image never has them; the `sourcemaps` stage below hands them to whoever debugs a stack trace.
RUN npm run build -w @tulus/client \
    && mkdir -p /app/sourcemaps \
    && cd client/dist && find . -name '*.map' -exec cp --parents {} /app/sourcemaps/ \; -delete

# --- sourcemaps: `docker build --target sourcemaps --output type=local,dest=sourcemaps .` ------
FROM scratch AS sourcemaps
COPY --from=build /app/sourcemaps /

# --- runtime: production dependencies of the two services only ------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    CLIENT_DIST=/app/client/dist \
    DB_PATH=/data/provider.sqlite \
    UPLOAD_DIR=/data/uploads
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY mock-provider/package.json mock-provider/
COPY server/package.json server/
COPY client/package.json client/
# --omit=dev leaves out the `node` npm package (the image's own Node 24 runs everything),
# vite, vitest and the test tools; the workspace filter leaves out the client's React tree,
# which the browser gets as the built bundle. sharp's libvips comes in its platform package.
# TypeScript (23 MB) comes in as a peer dependency of @trpc/server, which needs it for its types
# only: no file of the runtime imports it (Node strips our types itself), so it is removed.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --no-audit --no-fund -w @tulus/server -w @tulus/mock-provider \
    && rm -rf node_modules/typescript node_modules/.bin/tsc node_modules/.bin/tsserver \
    && mkdir -p /data && chown node:node /data
COPY shared/src shared/src
COPY mock-provider/src mock-provider/src
COPY mock-provider/static mock-provider/static
COPY server/src server/src
COPY --from=build /app/client/dist client/dist

# The base image's unprivileged user. /data is theirs: a named volume mounted there (compose's
# provider-data) starts with that owner. No VOLUME line: the gateway needs none.
USER node
EXPOSE 3000 4100
# No curl in the slim image: Node's fetch asks the service's own /healthz (PORT: 3000 for the gateway;
# compose sets PORT for the mock provider, whose default is 4100).
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is PID 1 (exec form, no npm or shell in between), so SIGTERM reaches the graceful shutdown.
CMD ["node", "server/src/server.ts"]
