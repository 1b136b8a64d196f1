#!/usr/bin/env bash
# The end of make test: the podman API service its run started (ensure-container-engine.sh) stops
# with it, so that no service outlives the run that needed it (issue 48). A Docker engine, or an
# engine given by DOCKER_HOST, is not ours and is left alone.
set -uo pipefail
cd "$(dirname "$0")/../.."
pid_file=var/podman-service.pid
[ -f "$pid_file" ] || exit 0
pid=$(cat "$pid_file")
if ps -o args= -p "$pid" 2>/dev/null | grep -q "podman system service"; then
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
fi
rm -f "$pid_file"
