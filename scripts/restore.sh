#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh. Stop Aebro first. Usage:
#   DATABASE_URL=postgres://…/aebro_restored scripts/restore.sh <backup-dir>   (an EMPTY database)
#   DATA_DIR=./data scripts/restore.sh <backup-dir>     (a backup of the embedded PostgreSQL)
set -euo pipefail
backup=${1:?usage: scripts/restore.sh <backup-dir>}
data_dir=${DATA_DIR:-./data}
mkdir -p "$data_dir"

if [ -f "$backup/database.dump" ]; then
  : "${DATABASE_URL:?set DATABASE_URL to the empty database to restore into}"
  pg_restore --no-owner --no-privileges --exit-on-error --dbname "$DATABASE_URL" "$backup/database.dump"
elif [ -f "$backup/embedded-cluster.tar.gz" ]; then
  if [ -e "$data_dir/pg/PG_VERSION" ]; then
    echo "restore: $data_dir/pg already holds a database; restore into an empty DATA_DIR" >&2
    exit 1
  fi
  mkdir -p "$data_dir/pg"
  tar -C "$data_dir/pg" -xzf "$backup/embedded-cluster.tar.gz"
  rm -f "$data_dir/pg-location" "$data_dir/pg/postmaster.pid"
  cp "$backup/secrets.json" "$data_dir/secrets.json"
  chmod 600 "$data_dir/secrets.json"
else
  echo "restore: $backup holds no database backup" >&2
  exit 1
fi
if [ -f "$backup/media.tar.gz" ]; then
  tar -C "$data_dir" -xzf "$backup/media.tar.gz"
fi
echo "restored $backup"
