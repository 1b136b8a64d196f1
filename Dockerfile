# Production image: Node 24, the built pages, the server run from its TypeScript sources
# (Node 24 strips types natively), migrations applied at start.

# The production packages, from the lockfile alone: a change of the sources reuses this layer.
FROM node:24-bookworm-slim AS packages
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# The pages, built with every package.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx react-router build

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=packages /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/build ./build
COPY src ./src
# The server's texts (API messages, emails) come from the pages' catalogs.
COPY migrations ./migrations
COPY fixtures ./fixtures
COPY config ./config
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Reference data is loaded into empty tables only, so seeding at every start is safe.
CMD ["sh", "-c", "node src/seed.ts && exec node src/main.ts"]
