#!/bin/sh
# PostgreSQL backup and restore of the site's database (the compose `backup` service runs it; so do the tests).
#   pgbackup.sh dump                 writes $BACKUP_DIR/physio-<UTC time>.dump (pg_dump custom format), prints its path
#   pgbackup.sh restore <file>       loads a dump into the database, replacing the tables it holds
# Connection from the libpq variables: PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE.
set -eu
command="${1:-dump}"
case "$command" in
  dump)
    dir="${BACKUP_DIR:-./backups}"
    mkdir -p "$dir"
    file="$dir/${PGDATABASE:-physio}-$(date -u +%Y%m%dT%H%M%SZ).dump"
    # Written beside its final name first, so a failed dump never looks like a good one.
    pg_dump --format=custom --no-owner --no-privileges --file="$file.partial"
    mv "$file.partial" "$file"
    echo "$file"
    ;;
  restore)
    file="${2:?usage: pgbackup.sh restore <file.dump>}"
    [ -r "$file" ] || { echo "pgbackup: cannot read $file" >&2; exit 1; }
    # One transaction: a restore that fails half way leaves the database as it was.
    pg_restore --clean --if-exists --no-owner --no-privileges --single-transaction --exit-on-error \
      --dbname="${PGDATABASE:-physio}" "$file"
    echo "restored $file into ${PGDATABASE:-physio}"
    ;;
  *)
    echo "usage: pgbackup.sh dump | restore <file.dump>" >&2
    exit 2
    ;;
esac
