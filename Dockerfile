# The member portal as a container image. Deno comes from npm; the npm dependencies and the island
# bundles are baked in at build time, so the container runs with a read-only file system
# (ISLAND_BUILD=prebuilt: nothing is bundled or written at start) and keeps its KV file on the
# /data volume. See docs/operations.md, "Running in production".
#   docker build -t member-portal .
#   docker compose up -d            (compose.yaml: the volume, secrets, health check)
FROM node:22-bookworm-slim

# Deno from npm: the package's install step puts the native binary on the PATH.
RUN npm install -g deno@2.9.6 && deno --version

ENV DENO_DIR=/deno-dir \
    DENO_NO_UPDATE_CHECK=1 \
    DENO_NO_PROMPT=1 \
    NO_COLOR=1 \
    ISLAND_BUILD=prebuilt \
    DENO_KV_PATH=/data/portal.kv \
    LOG_FORMAT=json \
    PORT=8000 \
    LISTEN_HOST=0.0.0.0

WORKDIR /app
# Dependencies first, so this layer is reused until deno.json or deno.lock change.
COPY deno.json deno.lock ./
RUN deno install --frozen

COPY . .
# Type-check-free cache of every entry point, then the island bundles into /app/_fresh.
RUN deno cache --frozen main.ts scripts/backup.ts scripts/create-admin.ts \
    && deno task build \
    && mkdir -p /data && chown node:node /data

USER node
VOLUME /data
EXPOSE 8000
STOPSIGNAL SIGTERM
# /healthz: KV reachable, island build loaded, task-queue listener running.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Deno is PID 1, so SIGTERM reaches it: it drains requests and tasks, then exits.
CMD ["deno", "run", "--frozen", "--cached-only", "--allow-read", "--allow-net", "--allow-env", \
     "--allow-write=/data", "--deny-run", "main.ts"]
