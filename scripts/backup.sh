#!/usr/bin/env bash
# Backs up Aebro. Usage: scripts/backup.sh [backup-dir]   (restore with scripts/restore.sh)
# - With DATABASE_URL: the database with pg_dump (custom format; use the pg_dump of your server's
#   major version or newer), and DATA_DIR/media when media are kept on disk.
# - Without (the embedded PostgreSQL of `npm start`): stop Aebro first; the cluster, the secrets it
#   needs and the media are copied from DATA_DIR (default ./data) while nothing writes to them.
# S3 media are backed up by the bucket's own means (versioning, replication).
set -euo pipefail
data_dir=${DATA_DIR:-./data}
out=${1:-backups/aebro-$(date -u +%Y%m%dT%H%M%SZ)}
mkdir -p "$out"

if [ -n "${DATABASE_URL:-}" ]; then
  pg_dump --format=custom --no-owner --no-privileges --file "$out/database.dump" "$DATABASE_URL"
else
  cluster="$data_dir/pg"
  [ -f "$data_dir/pg-location" ] && cluster=$(cat "$data_dir/pg-location")
  if [ -f "$data_dir/aebro.lock" ] && kill -0 "$(cat "$data_dir/aebro.lock")" 2>/dev/null; then
    echo "backup: Aebro is running on $data_dir; stop it first (the embedded database is copied while stopped), or set DATABASE_URL" >&2
    exit 1
  fi
  tar -C "$cluster" -czf "$out/embedded-cluster.tar.gz" .
  cp "$data_dir/secrets.json" "$out/secrets.json"
  chmod 600 "$out/secrets.json"
fi
if [ -d "$data_dir/media" ]; then
  tar -C "$data_dir" -czf "$out/media.tar.gz" media
fi
echo "backup written to $out"
