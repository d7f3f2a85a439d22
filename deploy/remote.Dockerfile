# Any remote (APP=mf-public-site | mf-booking | mf-doctor): remoteEntry.js, mf-manifest.json, chunks and its
# prerendered pages (dist/prerender/, read by the shell's server: README, composition contract), CORS for the
# shell's origin. docker-compose.yml passes APP per service; one file, so the three images
# cannot drift apart.
# Build context: the repository root (docker compose sets it). Only the workspaces this app needs are
# installed (plus the root's build tools: webpack, module federation, TypeScript, esbuild); the e2e tooling
# (Playwright, Lighthouse), the API and the other apps stay out. The runtime image is nginx with static files.
FROM node:24-slim AS build
ARG APP
RUN case "$APP" in mf-public-site|mf-booking|mf-doctor) ;; *) echo "APP must name a remote, got '$APP'" >&2; exit 1;; esac
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY shared-contracts/package.json shared-contracts/
COPY shared-auth/package.json shared-auth/
COPY shared-ui/package.json shared-ui/
# The dev-only standalone harness (a devDependency) links to the shell: their package.json only.
COPY shell/package.json shell/
COPY standalone-harness/package.json standalone-harness/
COPY ${APP}/package.json ${APP}/
RUN npm ci -w "$APP" --include-workspace-root --no-audit --no-fund
COPY build-tools build-tools
COPY shared-contracts shared-contracts
COPY shared-auth shared-auth
COPY shared-ui shared-ui
COPY ${APP} ${APP}
# Baked into the bundles: docker-compose.yml passes them as build args (PHYSIO_SUPPORT_PHONE=… in .env).
ARG PHYSIO_SUPPORT_PHONE=9123456780
ARG PHYSIO_SUPPORT_EMAIL=support@physiocare.in
# The public site's sitemap and robots.txt name the site's URL.
ARG PUBLIC_URL=http://localhost:8080
ENV PHYSIO_SUPPORT_PHONE=$PHYSIO_SUPPORT_PHONE PHYSIO_SUPPORT_EMAIL=$PHYSIO_SUPPORT_EMAIL PUBLIC_URL=$PUBLIC_URL
RUN npm run build -w "$APP"

# The current stable nginx line (pin a digest for a reproducible production deploy).
FROM nginx:stable-alpine
ARG APP
ENV LISTEN_PORT=80 \
    DOC_ROOT=/usr/share/nginx/html \
    SHELL_ORIGIN=http://localhost:8080
RUN rm -rf /usr/share/nginx/html/*
COPY --from=build /app/${APP}/dist/ /usr/share/nginx/html/
COPY deploy/nginx/remote.conf.template /etc/nginx/templates/default.conf.template
EXPOSE 80
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=5 \
  CMD wget -q -O /dev/null http://127.0.0.1/healthz || exit 1
