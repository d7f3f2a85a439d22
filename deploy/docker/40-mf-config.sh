#!/bin/sh
# Writes the shell's mf-config.json from REMOTE_*_URL at container start (nginx image runs every
# executable in /docker-entrypoint.d/ before nginx). The e2e suite runs this same script.
set -eu
doc_root="${DOC_ROOT:-/usr/share/nginx/html}"
public_site="${REMOTE_PUBLIC_SITE_URL:-http://localhost:3001}"
booking="${REMOTE_BOOKING_URL:-http://localhost:3002}"
doctor="${REMOTE_DOCTOR_URL:-http://localhost:3003}"
cat > "$doc_root/mf-config.json" <<JSON
{
  "remotes": {
    "mf_public_site": "${public_site%/}/mf-manifest.json",
    "mf_booking": "${booking%/}/mf-manifest.json",
    "mf_doctor": "${doctor%/}/mf-manifest.json"
  }
}
JSON
echo "mf-config.json: public-site=${public_site} booking=${booking} doctor=${doctor}"
