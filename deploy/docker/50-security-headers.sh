#!/bin/sh
# Writes the shell's security headers as nginx add_header lines into SECURITY_HEADERS_CONF, which every
# location of shell.conf.template includes. Runs at container start after 40-mf-config.sh: the CSP
# allows the origins of the remotes in the mf-config.json just written, and the build's inline loader
# by the hash in csp-script-hashes.txt. The headers themselves are
# defined in deploy/security-headers.txt (read by the Node static server too). The e2e suite and
# scripts/tests run this same script.
set -eu
doc_root="${DOC_ROOT:-/usr/share/nginx/html}"
policy="${SECURITY_HEADERS_POLICY:-/etc/nginx/security-headers.txt}"
out="${SECURITY_HEADERS_CONF:-/etc/nginx/security-headers.conf}"
hsts="${STRICT_TRANSPORT_SECURITY:-}"

fail() {
  echo "security headers: $*" >&2
  exit 1
}

# Each remote's manifest URL ("mf_booking": "https://…/mf-manifest.json"); these values end up inside
# nginx's configuration, so only plain http(s) URLs pass.
urls=$(grep -o '"mf_[a-z_]*": *"[^"]*"' "$doc_root/mf-config.json" | sed -E 's/^"[^"]*": *"([^"]*)"$/\1/')
[ -n "$urls" ] || fail "no remote in $doc_root/mf-config.json"
for url in $urls; do
  echo "$url" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]+)?(/[A-Za-z0-9._~/-]*)?$' ||
    fail "a remote URL must be http(s)://host[:port][/path], got \"$url\""
done
# Their origins, in mf-config.json order, each once.
origins=$(for url in $urls; do echo "$url"; done | sed -E 's#^(https?://[^/]*).*#\1#' | awk '!seen[$0]++')
echo "$hsts" | grep -Eq '^[A-Za-z0-9=;,. -]*$' ||
  fail "STRICT_TRANSPORT_SECURITY has characters a header value cannot have: \"$hsts\""

# The hashes of the build's inline scripts (the paint-first loader): CSP sources, one line.
hashes=""
if [ -f "$doc_root/csp-script-hashes.txt" ]; then
  hashes=$(echo $(cat "$doc_root/csp-script-hashes.txt"))
  echo "$hashes" | grep -Eq "^('sha256-[A-Za-z0-9+/]+={0,2}'( |\$))*\$" ||
    fail "csp-script-hashes.txt must hold 'sha256-…' sources only, got \"$hashes\""
fi

origins=$(echo $origins)
awk -v origins="$origins" -v hsts="$hsts" -v hashes="$hashes" '
  function trim(s) { sub(/^[ \t]+/, "", s); sub(/[ \t]+$/, "", s); return s }
  function flush() {
    gsub(/\$\{REMOTE_ORIGINS\}/, origins, value)
    gsub(/\$\{INLINE_SCRIPT_HASHES\}/, hashes, value)
    gsub(/\$\{STRICT_TRANSPORT_SECURITY\}/, hsts, value)
    gsub(/  +/, " ", value)
    value = trim(value)
    if (name != "" && value != "") printf "add_header %s \"%s\" always;\n", name, value
    name = ""
    value = ""
  }
  /^[ \t]*(#|$)/ { next }
  /^[ \t]/ { part = trim($0); value = (value == "" ? part : value "; " part); next }
  { flush(); i = index($0, ":"); name = trim(substr($0, 1, i - 1)); value = trim(substr($0, i + 1)) }
  END { flush() }
' "$policy" >"$out"
echo "security headers: $out (remotes: $origins)"
