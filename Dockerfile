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
USER node
EXPOSE 3000
CMD ["node", "server/dist/server/src/main.js"]
