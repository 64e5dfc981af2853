# The server for real (docs/running-the-server.md "Docker and compose"): build with every dependency,
# run on a small image with the production ones only, as a user that is not root.

# --- build: dev dependencies, rollup, the site and the server bundles ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# No package of ours needs an install script; refusing them keeps a compromised one from running.
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build

# --- runtime ---
FROM node:20-alpine AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4173
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/web ./dist/web
# The image's unprivileged user: the server needs no root (port 4173, nothing written but logs).
USER node
EXPOSE 4173
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4173)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches node directly (exec form): the server drains its requests and exits 0.
CMD ["node", "dist/server/main.js"]
