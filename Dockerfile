# The web app and worker image: Debian with Node 20 and Debian's headless Chromium shell for the PDF and conversion workers.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY form/package.json form/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium-headless-shell fonts-liberation \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 CHROMIUM_PATH=/usr/lib/chromium/chromium-headless-shell
COPY --from=build /app /app
RUN mkdir -p /var/lib/transfer/storage && chown -R node:node /var/lib/transfer
# Not root, so that Chromium runs with its sandbox (as root it refuses to, and runs without): each renderer, which lays
# out a student's DOCX, in user, PID and network namespaces of its own under a seccomp filter. Chromium makes those
# namespaces itself, unprivileged: the host's kernel must allow unprivileged user namespaces (Debian and Fedora do; on
# Ubuntu 24.04 sysctl kernel.apparmor_restrict_unprivileged_userns=0), and Docker's default seccomp profile refuses
# them (unshare, and clone with namespace flags, need CAP_SYS_ADMIN there), so the container that runs the workers
# needs another profile: docker-compose.yml's worker service, `docker run --security-opt seccomp=…`. Without one,
# Chromium stops at 'No usable sandbox!' and no DOCX converts, nor any application PDF prints.
# Chromium starts through server/chromium-within-limits.sh: nice (coreutils) and prlimit (util-linux), both in this image.
USER node
EXPOSE 3000
CMD ["node", "server/dist/server/src/main.js"]
