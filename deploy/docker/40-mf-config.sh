#!/bin/sh
# Writes the shell's mf-config.json from REMOTE_*_URL at container start (nginx image runs every
# executable in /docker-entrypoint.d/ before nginx) and fills the mf-config slot of every HTML page
# with it, so browsers need no request for it. The e2e suite runs this same script; npm start does
# the same through scripts/lib/mf-config.mjs, and scripts/tests/mf-config.test.mjs checks that both
# write the same bytes.
set -eu
doc_root="${DOC_ROOT:-/usr/share/nginx/html}"
public_site="${REMOTE_PUBLIC_SITE_URL:-http://localhost:3001}"
booking="${REMOTE_BOOKING_URL:-http://localhost:3002}"
doctor="${REMOTE_DOCTOR_URL:-http://localhost:3003}"

# The manifest URL of a remote's base URL (trailing slashes dropped; a URL of a .json is kept).
manifest() {
  base=$(printf '%s' "$1" | sed 's|/*$||')
  case "$base" in
    *'"'* | *'\'* | *'<'* | *'>'* | *' '*)
      echo "40-mf-config.sh: unusable remote URL: $1" >&2
      exit 1
      ;;
    *.json) printf '%s' "$base" ;;
    *) printf '%s/mf-manifest.json' "$base" ;;
  esac
}
public_site_manifest=$(manifest "$public_site")
booking_manifest=$(manifest "$booking")
doctor_manifest=$(manifest "$doctor")

cat > "$doc_root/mf-config.json" <<JSON
{
  "remotes": {
    "mf_public_site": "${public_site_manifest}",
    "mf_booking": "${booking_manifest}",
    "mf_doctor": "${doctor_manifest}"
  }
}
JSON

json="{\"remotes\":{\"mf_public_site\":\"${public_site_manifest}\",\"mf_booking\":\"${booking_manifest}\",\"mf_doctor\":\"${doctor_manifest}\"}}"
# sed replacement: escape its own specials (\, & and the | delimiter).
replacement=$(printf '%s' "$json" | sed 's/[\\&|]/\\&/g')
find "$doc_root" -name '*.html' -type f -exec sed -i \
  "s|<script type=\"application/json\" id=\"mf-config\">[^<]*</script>|<script type=\"application/json\" id=\"mf-config\">${replacement}</script>|g" {} +
echo "mf-config.json: public-site=${public_site} booking=${booking} doctor=${doctor}"
