#!/usr/bin/env bash
# Makes sure Debian's Chromium is there for the e2e suite and Lighthouse. As root it installs the
# package; otherwise it says how. (Playwright's own browser download needs the internet.)
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$chrome" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium was not found at $chrome." >&2
echo "Install it with:  sudo apt-get update && sudo apt-get install -y chromium" >&2
echo "or point CHROME_PATH at a Chromium or Chrome binary." >&2
exit 1
