#!/usr/bin/env bash
# The reverse-proxy test (server/test/reverse-proxy.test.ts) runs docs/deploy/nginx.conf in
# Debian's nginx. Install it when missing.
set -euo pipefail
nginx="${NGINX_PATH:-/usr/sbin/nginx}"
[ -x "$nginx" ] && exit 0
if [ "$(id -u)" -ne 0 ] && ! command -v sudo >/dev/null; then
  echo "nginx is missing: install Debian's 'nginx' package (or set NGINX_PATH)." >&2
  exit 1
fi
as_root=""; [ "$(id -u)" -ne 0 ] && as_root="sudo"
echo "Installing nginx for the reverse-proxy test..."
# Wait for another package install (unattended upgrades, a parallel run) instead of failing.
lock_wait=(-o DPkg::Lock::Timeout=600)
$as_root apt-get "${lock_wait[@]}" update -qq
DEBIAN_FRONTEND=noninteractive $as_root apt-get "${lock_wait[@]}" install -y -qq nginx >/dev/null
