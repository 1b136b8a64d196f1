#!/usr/bin/env bash
# The browser tests drive the system's Chromium; install Debian's package when it is missing
# and we are allowed to, otherwise say how.
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$chromium" ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package with apt-get..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$chromium" ] && exit 0
fi

cat >&2 <<MSG
The browser tests need Chromium at $chromium, and it could not be installed here.
Install it with:   sudo apt-get update && sudo apt-get install -y chromium
or set CHROMIUM_PATH to a Chromium binary you already have, then run make test again.
MSG
exit 1
