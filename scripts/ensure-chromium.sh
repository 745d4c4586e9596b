#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (no browser download). Install it when missing.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$browser" ] && exit 0
if [ "$(id -u)" -ne 0 ] && ! command -v sudo >/dev/null; then
  echo "Chromium is missing: install Debian's 'chromium' package (or set CHROMIUM_PATH)." >&2
  exit 1
fi
as_root=""; [ "$(id -u)" -ne 0 ] && as_root="sudo"
echo "Installing Chromium for the end-to-end tests..."
# Wait for another package install (unattended upgrades, a parallel run) instead of failing.
lock_wait=(-o DPkg::Lock::Timeout=600)
$as_root apt-get "${lock_wait[@]}" update -qq
DEBIAN_FRONTEND=noninteractive $as_root apt-get "${lock_wait[@]}" install -y -qq chromium >/dev/null
if [ ! -x "$browser" ]; then
  echo "Chromium is still missing at $browser after installing Debian's package: check CHROMIUM_PATH." >&2
  exit 1
fi
