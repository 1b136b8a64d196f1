#!/usr/bin/env bash
# make bench compares the pages with nginx serving the same bytes: install Debian's nginx when it
# is missing and we are allowed to, otherwise say how.
set -euo pipefail
[ -x /usr/sbin/nginx ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx is missing: installing Debian's nginx-light package with apt-get..."
  apt-get update -qq
  # Installed to run on demand by the benchmark only: keep the package's own service stopped.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null
  command -v service >/dev/null 2>&1 && service nginx stop >/dev/null 2>&1 || true
  [ -x /usr/sbin/nginx ] && exit 0
fi
echo "The page benchmark needs nginx at /usr/sbin/nginx: sudo apt-get update && sudo apt-get install -y nginx-light" >&2
exit 1
