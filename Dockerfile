# syntax=docker/dockerfile:1
# kedai's image (docs/container.md): the production folder that `npm run package` assembles, run
# by Node as an unprivileged user. Build: `docker build -t kedai .`; run: compose.yaml.

# The build: every dependency, the Next.js build, then the folder (production dependencies only).
FROM node:20-bookworm-slim AS build
WORKDIR /src
ENV NEXT_TELEMETRY_DISABLED=1 CI=true
COPY package.json package-lock.json ./
# As .ci/run installs: `npm install` honours the lockfile (`npm ci` refuses one written behind a
# registry that leaves other platforms' optional packages out, npm/cli#9342).
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm run package -- /kedai

# The image: Node and that one folder. No sources, no dev dependencies, no compiler.
FROM node:20-bookworm-slim
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 APP_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=root:root /kedai/ /app/
# The node user (uid 1000) runs it and may write only DATA_DIR; the app's files stay root's.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# /readyz answers 200 once migrations have run and the app takes requests, 503 while it starts or
# stops. The image has no curl: Node asks.
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `npm start` without the build (scripts/package/start.ts): check the settings, then serve. It
# passes SIGTERM to the server, which drains and exits 0 within 10 s.
CMD ["node", "start.mjs"]
